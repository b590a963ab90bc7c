// A complete heist of The Gang between four real Chromium pages over real WebRTC (local
// signalling server, loopback-only network namespace, no STUN/TURN). A host creates the table,
// three friends join by code, everyone plays through window.gangTable with a seeded bot deciding
// from the page's own view. Every data-channel message each page receives is recorded and checked:
// no other seat's pocket cards before the showdown, no undealt card, never the seed. A player
// reloads mid-heist and gets the same seat and cards back; the host reloads, again and again, and
// everybody reconnects at once and plays on.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/start.ts';
import { seedRng, type RngState } from '../../src/engine/core/rng.ts';
import { gangBotIntent } from '../../src/engine/bots/the-gang/bot.ts';
import type { GangState, GangView } from '../../src/engine/index.ts';
import type { HostSnapshot } from '../../src/net/host.ts';
import {
  RESULTS_DIR,
  builtApp,
  gt,
  type BuiltApp,
  launchChromium,
  takeWire,
  WIRE_RECORDER,
} from './harness.ts';

const NAMES = ['Arsène', 'Doris', 'Trudy', 'Danny'];
const HOST_RELOADS = 4;

let app: BuiltApp | undefined;
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pages: Page[] = [];
const problems: string[] = [];
/** Every data-channel message each player's page received (kept across reloads). */
const wire: string[][] = [[], [], [], []];

async function openPage(i: number): Promise<Page> {
  const page = await contexts[i]!.newPage();
  page.on('pageerror', (e) => problems.push(`${NAMES[i]} pageerror: ${e.message}`));
  page.on('console', (m) =>
    consoleLines[i]!.push(`${Date.now() % 100_000} ${m.type()}: ${m.text()}`),
  );
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (host !== '127.0.0.1' && !r.url().startsWith('data:'))
      problems.push(`request to ${r.url()}`);
  });
  await page.addInitScript(WIRE_RECORDER);
  // This test is about the network: the text table keeps four software-rendered pages fast (the
  // 3D table has its own test, table.e2e.ts).
  await page.addInitScript(() => window.localStorage.setItem('gang-table:table', 'text'));
  return page;
}

async function waitForApi(page: Page): Promise<void> {
  await page.waitForFunction(() => 'gangTable' in window, null, { timeout: 20_000 });
}

/** Collects and clears what a page recorded. */
async function drainWire(i: number): Promise<void> {
  const got = await takeWire(pages[i]!);
  wire[i]!.push(...got);
}

/** Waits until every guest's view carries the host's public log. */
async function caughtUp(): Promise<void> {
  const log = JSON.stringify((await gt<GangView>(pages[0]!, 'view')).log);
  for (let i = 1; i < 4; i++)
    await pages[i]!.waitForFunction(
      (want) =>
        JSON.stringify(
          (window as unknown as { gangTable: { view(): { log: unknown } | null } }).gangTable.view()
            ?.log,
        ) === want,
      log,
      { timeout: 15_000 },
    );
}

async function hostSnapshot(code: string): Promise<HostSnapshot> {
  const text = await pages[0]!.evaluate((k) => localStorage.getItem(k), `gang-table:host:${code}`);
  return JSON.parse(text!) as HostSnapshot;
}

/** What each page's console said, with the time, for a failure's message. */
const consoleLines: string[][] = [[], [], [], []];

/** Waits until `page` is connected with a view; on a timeout, says what every page was doing. */
async function waitConnected(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const g = (window as unknown as { gangTable?: { status(): string; view(): unknown } })
          .gangTable;
        return g?.status() === 'connected' && g.view() !== null;
      },
      null,
      { timeout: 30_000 },
    );
  } catch (error) {
    const states = await Promise.all(
      pages.map((p) =>
        p
          .evaluate(() => {
            const g = (window as unknown as { gangTable?: { status(): string; view(): unknown } })
              .gangTable;
            return `${g?.status() ?? 'no api'}, view ${g?.view() ? 'yes' : 'none'}`;
          })
          .catch((e: unknown) => String(e)),
      ),
    );
    const report = pages.map(
      (_, i) => `${NAMES[i]}: ${states[i]}\n  ${consoleLines[i]!.slice(-12).join('\n  ')}`,
    );
    throw new Error(`not connected within 30 s\n${report.join('\n')}`, { cause: error });
  }
}

beforeAll(async () => {
  app = await builtApp();
  server = await startServer({ host: '127.0.0.1', port: 0, distDir: app.dir, build: false });
  browser = await launchChromium(['--allow-loopback-in-peer-connection']);
  for (let i = 0; i < 4; i++) {
    contexts.push(
      await browser.newContext({
        permissions: ['microphone', 'camera'],
        viewport: { width: 1100, height: 800 },
      }),
    );
    pages.push(await openPage(i));
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  app?.release();
});

test('four browsers play a whole heist over WebRTC; nothing leaks; reloads resume', async () => {
  // The host creates the table; friends join by its code and get ready.
  await pages[0]!.goto(server.url);
  await waitForApi(pages[0]!);
  const code = await gt<string>(pages[0]!, 'createRoom', {
    game: 'the-gang',
    name: NAMES[0],
    options: { mode: 'basic' },
  });
  expect(code).toMatch(/^[CDFGHJKMNPQRTVWXY34679]{6}$/);
  for (let i = 1; i < 4; i++) {
    await pages[i]!.goto(server.url);
    await waitForApi(pages[i]!);
    await gt(pages[i]!, 'joinRoom', code, NAMES[i]);
    await gt(pages[i]!, 'ready');
  }
  await pages[0]!.screenshot({ path: path.join(RESULTS_DIR, 'heist-lobby.png') });
  await gt(pages[0]!, 'startGame');
  for (const p of pages) await waitConnected(p);
  const seats = await Promise.all(pages.map((p) => gt<number>(p, 'seat')));
  expect(seats).toEqual([0, 1, 2, 3]);

  let rngs: RngState[] = seats.map((s) => seedRng(`e2e-${s}`));
  const view = (i: number) => gt<GangView>(pages[i]!, 'view');
  let hostReloads = 0;
  let playerReloaded = false;
  let steps = 0;
  let knownBeforeShowdown: number[] | null = null;

  while (steps < 400) {
    const v0 = await view(0);
    if (v0.phase === 'showdown' || v0.phase === 'over') break;
    // Reload a player in the flop round, and the host in every later chip take.
    if (v0.round === 2 && !playerReloaded) {
      playerReloaded = true;
      const before = await view(2);
      await drainWire(2);
      await pages[2]!.reload();
      await waitForApi(pages[2]!);
      await waitConnected(pages[2]!);
      expect(await gt(pages[2]!, 'seat')).toBe(2);
      const after = await view(2);
      expect(after.players[2]!.pocket).toEqual(before.players[2]!.pocket);
      expect(after.community).toEqual(before.community);
    }
    if (v0.round >= 3 && hostReloads < HOST_RELOADS) {
      hostReloads++;
      // The host answers an intent once it is applied; its broadcast may still be on its way to
      // the guests (under load it was, once): wait until they all hold the host's log.
      await caughtUp();
      const before = await Promise.all(pages.map((_, i) => view(i)));
      for (let i = 1; i < 4; i++) await drainWire(i);
      const reloaded = Date.now();
      await pages[0]!.reload();
      await waitForApi(pages[0]!);
      // Everybody reconnects at once, by themselves.
      await Promise.all(pages.map((p) => waitConnected(p)));
      console.log(`host reload ${hostReloads}: everyone back in ${Date.now() - reloaded} ms`);
      const after = await Promise.all(pages.map((_, i) => view(i)));
      expect(after).toEqual(before);
    }
    let acted = false;
    for (let i = 0; i < 4; i++) {
      const v = await view(i);
      const [intent, next] = gangBotIntent(v, rngs[i]!);
      rngs = rngs.map((r, k) => (k === i ? next : r));
      if (!intent) continue;
      if (
        v.round === 4 &&
        v.players.filter((p) => p.chip === null).length === 1 &&
        intent.type === 'takeChip'
      ) {
        // The last red chip ends the heist: everything received so far is pre-showdown.
        for (let k = 1; k < 4; k++) await drainWire(k);
        knownBeforeShowdown = wire.map((w) => w.length);
      }
      const out = await gt<{ ok: boolean; reason?: string }>(pages[i]!, 'act', intent);
      expect(out, JSON.stringify(intent)).toEqual({ ok: true });
      acted = true;
      steps++;
      break;
    }
    expect(acted).toBe(true);
    await pages[0]!.waitForTimeout(20);
  }
  expect(hostReloads).toBe(HOST_RELOADS);
  expect(playerReloaded).toBe(true);
  for (const p of pages) {
    await p.waitForFunction(
      () => {
        const v = (
          window as unknown as { gangTable: { view(): { phase: string } | null } }
        ).gangTable.view();
        return v?.phase === 'showdown' || v?.phase === 'over';
      },
      null,
      { timeout: 15_000 },
    );
  }
  for (let i = 0; i < 4; i++)
    await pages[i]!.screenshot({ path: path.join(RESULTS_DIR, `heist-showdown-seat${i}.png`) });

  // What actually crossed the wire.
  for (let i = 1; i < 4; i++) await drainWire(i);
  const snap = await hostSnapshot(code);
  const state = snap.match!.state as GangState;
  const seed = snap.match!.seed;
  const undealt = new Set(state.deck);
  const pockets = state.pockets;
  const tokens = snap.players.map((p) => p.token);
  expect(knownBeforeShowdown).not.toBeNull();
  for (let i = 1; i < 4; i++) {
    expect(wire[i]!.length).toBeGreaterThan(20);
    const others = new Set(pockets.flatMap((p, s) => (s === i ? [] : p)));
    wire[i]!.forEach((m, k) => {
      expect(m.startsWith('[binary')).toBe(false);
      for (const hit of m.matchAll(/"([2-9TJQKA][cdhs])"/g)) {
        expect(undealt.has(hit[1]!), `${NAMES[i]} saw undealt ${hit[1]}`).toBe(false);
        if (k < knownBeforeShowdown![i]!)
          expect(others.has(hit[1]!), `${NAMES[i]} saw ${hit[1]} early`).toBe(false);
      }
      expect(m.includes(seed)).toBe(false);
      tokens.forEach((t, s) => {
        if (s !== i && m.includes(t))
          throw new Error(`${NAMES[i]} received the token of seat ${s}`);
      });
      expect(m).not.toMatch(/"(rng|deck|seed)"/);
    });
  }
  expect(state.showdown).not.toBeNull();
  expect(problems).toEqual([]);
}, 300_000);
