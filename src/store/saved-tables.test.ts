// Saved tables (issue #20, defect 4): old snapshots are cleaned up, a failed save is shown to the
// host at once, and the home screen offers every table this browser can resume.
import { afterEach, describe, expect, test } from 'vitest';
import { LoopbackNetwork } from '../net/loopback.ts';
import type { HostSnapshot } from '../net/host.ts';
import {
  hostSnapshotKey,
  listSavedTables,
  pruneSavedTables,
  SAVED_TABLES,
  saveHostSnapshot,
} from './saved-tables.ts';
import { memoryStorage } from './storage.ts';
import { flush, openTab, type TestTab } from './test-kit.ts';

const DAY = 24 * 3600 * 1000;
const NOW = 1_800_000_000_000;
const CODES = ['KTR94M', 'CDFGHJ', 'PQRTVW', 'XY3467', 'MNPQRT'];

function snapshot(code: string, game: HostSnapshot['game'] = 'the-gang'): HostSnapshot {
  return {
    version: 2,
    code,
    game,
    options: null,
    key: { secret: 's', public: 'p' },
    players: [
      { id: 'h', name: 'Arsène', token: 't', host: true, seat: 0, ready: true } as never,
      { id: 'b', name: 'Bot 1', token: 'u', host: false, seat: 1, ready: true, bot: true } as never,
      { id: 'g', name: 'Doris', token: 'v', host: false, seat: 2, ready: true } as never,
    ],
    match: null,
    carry: {},
  };
}

/** Web Storage that holds at most `max` characters, like a browser's quota. */
function smallStorage(max: number) {
  const inner = memoryStorage();
  const used = () => [...inner.map].reduce((t, [k, v]) => t + k.length + v.length, 0);
  return Object.assign(inner, {
    setItem(key: string, value: string) {
      const before = inner.map.get(key);
      inner.map.set(key, value);
      if (used() > max) {
        if (before === undefined) inner.map.delete(key);
        else inner.map.set(key, before);
        throw new DOMException('full', 'QuotaExceededError');
      }
    },
  });
}

describe('the saved tables of a browser', () => {
  test('are listed newest first, with their game, people (no bots) and whether a game was on', () => {
    const local = memoryStorage();
    saveHostSnapshot(local, snapshot('KTR94M'), NOW - 5000);
    saveHostSnapshot(local, snapshot('CDFGHJ', 'gangsta'), NOW);
    local.setItem(hostSnapshotKey('PQRTVW'), '{broken');
    expect(listSavedTables(local)).toEqual([
      {
        code: 'CDFGHJ',
        game: 'gangsta',
        savedAt: NOW,
        players: ['Arsène', 'Doris'],
        playing: false,
      },
      {
        code: 'KTR94M',
        game: 'the-gang',
        savedAt: NOW - 5000,
        players: ['Arsène', 'Doris'],
        playing: false,
      },
    ]);
  });

  test(`keep the newest ${SAVED_TABLES.kept}, none older than a week, nothing unreadable`, () => {
    const local = memoryStorage();
    CODES.forEach((code, i) => saveHostSnapshot(local, snapshot(code), NOW - i * 1000));
    saveHostSnapshot(local, snapshot('QRTVWX'), NOW - 8 * DAY);
    local.setItem(hostSnapshotKey('WXY346'), 'not json');
    local.setItem('gang-table:name', 'Arsène');
    const removed = pruneSavedTables(local, NOW);
    expect(removed.sort()).toEqual(['MNPQRT', 'QRTVWX', 'WXY346', 'XY3467'].sort());
    expect(listSavedTables(local).map((t) => t.code)).toEqual(CODES.slice(0, 3));
    expect(local.getItem('gang-table:name')).toBe('Arsène'); // other keys are not touched
  });

  test('never remove the table being played, however old', () => {
    const local = memoryStorage();
    CODES.forEach((code, i) => saveHostSnapshot(local, snapshot(code), NOW - i * 1000));
    saveHostSnapshot(local, snapshot('QRTVWX'), NOW - 30 * DAY);
    pruneSavedTables(local, NOW, 'QRTVWX');
    expect(listSavedTables(local).map((t) => t.code)).toEqual(['KTR94M', 'CDFGHJ', 'QRTVWX']);
  });

  test('a save into full storage makes room by removing the other tables; past that it fails', () => {
    const one = JSON.stringify({ ...snapshot('KTR94M'), savedAt: NOW }).length + 40;
    const local = smallStorage(one * 2.5);
    expect(saveHostSnapshot(local, snapshot('KTR94M'), NOW)).toBe(true);
    expect(saveHostSnapshot(local, snapshot('CDFGHJ'), NOW)).toBe(true);
    expect(saveHostSnapshot(local, snapshot('PQRTVW'), NOW)).toBe(true); // the others went
    expect(listSavedTables(local).map((t) => t.code)).toEqual(['PQRTVW']);
    const tiny = smallStorage(100);
    expect(saveHostSnapshot(tiny, snapshot('PQRTVW'), NOW)).toBe(false);
  });
});

describe('a host whose saves fail', () => {
  const tabs: TestTab[] = [];
  afterEach(() => {
    for (const t of tabs.splice(0)) t.close();
  });

  test('is told at once, and the warning stays until a save works again', async () => {
    const net = new LoopbackNetwork();
    const host = openTab(net);
    tabs.push(host);
    const code = await host.session.createRoom({ game: 'the-gang', name: 'Arsène' });
    expect(host.session.state.saveFailed).toBe(false);
    const setItem = host.deps.local.setItem;
    host.deps.local.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    await host.session.lobbyAction({ a: 'rename', name: 'Arsène L.' });
    host.session.persistNow();
    expect(host.session.state.saveFailed).toBe(true);
    expect(host.session.state.toasts.map((t) => t.reason)).toContain('save-failed');
    host.deps.local.setItem = setItem;
    await host.session.lobbyAction({ a: 'rename', name: 'Arsène' });
    host.session.persistNow();
    expect(host.session.state.saveFailed).toBe(false);
    expect(host.deps.local.getItem(hostSnapshotKey(code))).toContain('"Arsène"');
  });
});

describe('the home screen', () => {
  const tabs: TestTab[] = [];
  afterEach(() => {
    for (const t of tabs.splice(0)) t.close();
  });

  test('offers the table of a closed host tab, and resumes it with its game', async () => {
    const net = new LoopbackNetwork();
    const host = openTab(net);
    tabs.push(host);
    const code = await host.session.createRoom({ game: 'gang-of-four', name: 'Arsène' });
    await host.session.lobbyAction({ a: 'bot', seat: 1 });
    await host.session.lobbyAction({ a: 'bot', seat: 2 });
    await host.session.lobbyAction({ a: 'start' });
    await flush();
    host.session.persistNow();
    host.close(); // the tab is closed; a new one opens on the home page
    const later = openTab(net, 'https://table.test/', {
      local: host.deps.local,
      session: memoryStorage(),
    });
    tabs.push(later);
    expect(later.session.state.phase).toBe('home');
    expect(later.session.state.savedTables).toMatchObject([
      { code, game: 'gang-of-four', players: ['Arsène'], playing: true },
    ]);
    await later.session.resumeTable(code);
    expect(later.session.state).toMatchObject({ phase: 'room', role: 'host', code });
    expect(later.href).toBe(`https://table.test/?room=${code}&host=1`);
    await later.session.when((s) => s.view !== null);
    expect((later.session.state.view as { game: string }).game).toBe('gang-of-four');
  });

  test('forgets a table on request, and says so when a listed table is gone', async () => {
    const local = memoryStorage();
    saveHostSnapshot(local, snapshot('KTR94M'), Date.now());
    saveHostSnapshot(local, snapshot('CDFGHJ'), Date.now());
    const tab = openTab(new LoopbackNetwork(), 'https://table.test/', {
      local,
      session: memoryStorage(),
    });
    tabs.push(tab);
    tab.session.forgetTable('KTR94M');
    expect(tab.session.state.savedTables.map((t) => t.code)).toEqual(['CDFGHJ']);
    local.removeItem(hostSnapshotKey('CDFGHJ'));
    await expect(tab.session.resumeTable('CDFGHJ')).rejects.toThrow('no-saved-table');
    expect(tab.session.state.savedTables).toEqual([]);
  });
});
