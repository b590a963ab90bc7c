// The address and token rules a tab follows when it loads, with mock storages.
import { describe, expect, test } from 'vitest';
import {
  appBase,
  forgetToken,
  hostLink,
  joinLink,
  loadTicket,
  parseRoomUrl,
  planBoot,
  rejoinLink,
  saveToken,
  tokenKey,
} from './links.ts';
import { hostSnapshotKey, loadHostSnapshot } from './saved-tables.ts';
import { memoryStorage, type KeyValueStorage } from './storage.ts';

const APP = 'https://cards.example/table/';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const FP = 'FingerprintOfTheHostKy';
const KEY = 'K'.repeat(43);

function storages() {
  return { local: memoryStorage(), session: memoryStorage() };
}

function snapshot(code: string) {
  return {
    version: 2,
    code,
    key: { secret: 'x', public: 'y' },
    carry: {},
    game: 'the-gang',
    options: { mode: 'basic', stacks: 'first-game' },
    players: [
      { id: 'p1', name: 'Arsène', token: TOKEN, seat: 0, ready: true, host: true, next: 1 },
    ],
    match: null,
  };
}

describe('room addresses', () => {
  test.each([
    ['?room=KTR94M', { code: 'KTR94M', host: false, token: null, fingerprint: null }],
    ['?room=ktr-94m', { code: 'KTR94M', host: false, token: null, fingerprint: null }],
    ['?room=KTR94M&host=1', { code: 'KTR94M', host: true, token: null, fingerprint: null }],
    [
      `?room=KTR94M&token=${TOKEN}&k=${FP}`,
      { code: 'KTR94M', host: false, token: TOKEN, fingerprint: FP },
    ],
    [
      '?room=KTR94M&token=<script>',
      { code: 'KTR94M', host: false, token: null, fingerprint: null },
    ],
    ['?room=KTR94M&k=short', { code: 'KTR94M', host: false, token: null, fingerprint: null }],
    ['?room=OOPS00', null],
    ['?room=', null],
    ['', null],
  ])('%s reads as %j', (query, want) => {
    expect(parseRoomUrl(`${APP}${query}`)).toEqual(want);
  });

  test('links keep the app path and drop the query', () => {
    const base = appBase(`${APP}?room=KTR94M&host=1#x`);
    expect(base).toBe(APP);
    expect(joinLink(base, 'KTR94M')).toBe(`${APP}?room=KTR94M`);
    expect(joinLink(base, 'KTR94M', FP)).toBe(`${APP}?room=KTR94M&k=${FP}`);
    expect(hostLink(base, 'KTR94M')).toBe(`${APP}?room=KTR94M&host=1`);
    expect(rejoinLink(base, 'KTR94M', TOKEN, FP)).toBe(`${APP}?room=KTR94M&token=${TOKEN}&k=${FP}`);
    expect(parseRoomUrl(rejoinLink(base, 'KTR94M', TOKEN, FP))).toMatchObject({
      token: TOKEN,
      fingerprint: FP,
    });
  });
});

describe('seat tokens', () => {
  test('are kept per tab and per browser with the host key; the tab wins', () => {
    const s = storages();
    expect(loadTicket(s, 'KTR94M')).toBeNull();
    saveToken(s, 'KTR94M', TOKEN, KEY);
    expect(s.session.map.get(tokenKey('KTR94M'))).toBe(TOKEN);
    expect(s.local.map.get(tokenKey('KTR94M'))).toBe(TOKEN);
    expect(loadTicket(s, 'KTR94M')).toEqual({ token: TOKEN, hostKey: KEY });
    s.session.setItem(tokenKey('KTR94M'), 'ThisTabsOwnToken');
    expect(loadTicket(s, 'KTR94M')?.token).toBe('ThisTabsOwnToken');
    forgetToken(s, 'KTR94M');
    expect(loadTicket(s, 'KTR94M')).toBeNull();
    expect([...s.local.map.keys()]).toEqual([]);
  });

  test("a new tab finds the browser's token, unless it asks for its own only", () => {
    const s = storages();
    s.local.setItem(tokenKey('KTR94M'), TOKEN);
    expect(loadTicket(s, 'KTR94M')).toEqual({ token: TOKEN, hostKey: null });
    expect(loadTicket(s, 'KTR94M', 'tab')).toBeNull();
  });

  test('storage that throws is survived', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
      get length(): number {
        throw new Error('denied');
      },
      key: () => {
        throw new Error('denied');
      },
    };
    const s = { local: broken, session: broken };
    expect(() => saveToken(s, 'KTR94M', TOKEN)).not.toThrow();
    expect(loadTicket(s, 'KTR94M')).toBeNull();
    expect(planBoot(`${APP}?room=KTR94M&host=1`, s)).toEqual({
      kind: 'ask-name',
      code: 'KTR94M',
      fingerprint: null,
    });
  });
});

describe('what a tab does when it loads', () => {
  test('no room: the home screen', () => {
    expect(planBoot(APP, storages())).toEqual({ kind: 'home' });
    expect(planBoot(`${APP}?room=nonsense`, storages())).toEqual({ kind: 'home' });
  });

  test('an invitation without a token asks for a name', () => {
    expect(planBoot(`${APP}?room=KTR94M&k=${FP}`, storages())).toEqual({
      kind: 'ask-name',
      code: 'KTR94M',
      fingerprint: FP,
    });
  });

  test("the host's reload resumes the room from its snapshot", () => {
    const s = storages();
    s.local.setItem(hostSnapshotKey('KTR94M'), JSON.stringify(snapshot('KTR94M')));
    const plan = planBoot(`${APP}?room=KTR94M&host=1`, s);
    expect(plan.kind).toBe('host');
    expect(plan.kind === 'host' && plan.snapshot.players[0]!.name).toBe('Arsène');
  });

  test('a guest address never resumes a host, even in the host browser', () => {
    const s = storages();
    s.local.setItem(hostSnapshotKey('KTR94M'), JSON.stringify(snapshot('KTR94M')));
    expect(planBoot(`${APP}?room=KTR94M`, s).kind).toBe('ask-name');
  });

  test('a host address without a usable snapshot falls back to the guest rules', () => {
    const s = storages();
    s.local.setItem(hostSnapshotKey('KTR94M'), '{not json');
    expect(planBoot(`${APP}?room=KTR94M&host=1`, s).kind).toBe('ask-name');
    s.local.setItem(hostSnapshotKey('KTR94M'), JSON.stringify(snapshot('CDFGHJ')));
    expect(loadHostSnapshot(s.local, 'KTR94M')).toBeNull();
    saveToken(s, 'KTR94M', TOKEN);
    expect(planBoot(`${APP}?room=KTR94M&host=1`, s)).toEqual({
      kind: 'rejoin',
      code: 'KTR94M',
      ticket: { token: TOKEN, hostKey: null },
      fingerprint: null,
      fromLink: false,
    });
  });

  test("a guest's reload rejoins with the stored token", () => {
    const s = storages();
    saveToken(s, 'KTR94M', TOKEN, KEY);
    expect(planBoot(`${APP}?room=KTR94M`, s)).toEqual({
      kind: 'rejoin',
      code: 'KTR94M',
      ticket: { token: TOKEN, hostKey: KEY },
      fingerprint: null,
      fromLink: false,
    });
  });

  test('a personal rejoin link wins over whatever is stored', () => {
    const s = storages();
    saveToken(s, 'KTR94M', 'SomeOtherSeatToken', KEY);
    expect(planBoot(`${APP}?room=KTR94M&token=${TOKEN}&k=${FP}`, s)).toEqual({
      kind: 'rejoin',
      code: 'KTR94M',
      ticket: { token: TOKEN, hostKey: null },
      fingerprint: FP,
      fromLink: true,
    });
  });
});
