// Demo mode in real Chromium on the 3D table: each game's demo opens (The Gang's from the home
// screen's "Watch a demo", the others from their address `/?demo=<game>`), plays on with bots in
// every seat over the in-page loopback (no network: the page asks nothing of the signalling
// server), captions what happens, and progresses: a heist of The Gang, a trick after trick of
// Gang of Four, a round of turns of Gangsta!. The viewer then takes a seat in The Gang and sees
// its cards. The demos play at 4× (The Gang's chosen on its bar, the others by `&speed=4`), so the
// bots' turns come quickly. While a test only watches, the table draws nothing (its frames held:
// the swaying camera would draw all the time), or, before a moment that plays only on a table
// drawn live (The Gang's verdict), draws at a quarter of its size each way; every shot is taken
// at full size, drawn again.
// Screenshots: test-results/demo-<game>-*.png.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Lobby } from '../../src/net/protocol.ts';
import { firstGlow, tableDrawn } from './bot-kit.ts';
import { RESULTS_DIR } from './harness.ts';
import { holdFrames, releaseFrames } from './hud-kit.ts';
import { gt, TablePlayers, trace } from './table-kit.ts';

let players: TablePlayers;
let page: Page;
const FULL = { width: 1280, height: 800 };
const peerRequests: string[] = [];

beforeAll(async () => {
  // Half the pixels per CSS pixel and 4 frames a second at most: a demo's camera sways all the
  // time, so it draws every frame it may (a software rasteriser's frame costs about its pixels),
  // and this test proves the demos play; looks.e2e.ts shows them at full size.
  players = await TablePlayers.open(['Viewer'], FULL, { pixelScale: 0.5, maxFps: 4 });
  page = players.pages[0]!;
  page.on('request', (r) => {
    if (r.url().includes('/peerjs')) peerRequests.push(r.url());
  });
});

afterAll(async () => {
  await players?.close();
});

type View = {
  seat: number | null;
  log: unknown[];
  outcomes?: string[];
  community?: string[];
  phase?: string;
  current?: number;
  trick?: unknown[];
  players: { pocket?: string[] | null }[];
};

/** Frames the page's 3D table has drawn. */
const framesDrawn = () =>
  page.evaluate(
    () =>
      (window as unknown as { gangTable: { table(): { frames: number } | null } }).gangTable.table()
        ?.frames ?? 0,
  );

/** How the page watches now (`watch`): its frames held, or drawn small; null: as it is. */
let watching: 'held' | 'small' | null = null;

/** Saves the page at full size, once its table has drawn two pictures since it was watching. */
async function shot(name: string): Promise<void> {
  if (watching) {
    if (watching === 'held') await releaseFrames(page);
    else await page.setViewportSize(FULL);
    watching = null;
    // Two pictures, or one and nothing moving since (a seated viewer's camera holds still).
    const from = await framesDrawn();
    await expect
      .poll(
        async () => {
          const t = await gt<{ frames: number; busy: boolean } | null>(page, 'table');
          return (t?.frames ?? 0) >= from + 2 || ((t?.frames ?? 0) > from && t?.busy === false);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  }
  await page.screenshot({ path: path.join(RESULTS_DIR, `demo-${name}.png`) });
}
const view = () => gt<View | null>(page, 'view');
const caption = () => page.locator('.demo-bar__caption').textContent();

/**
 * Polls the view until `done` holds (or `ms` pass), noting every caption seen. A poll can miss a
 * caption that lived less than its interval (bots are quick), so a test asking for a number of
 * captions says so in `done` and waits for them rather than counting after the fact. Nothing is
 * looked at meanwhile: `held`, the page's frames are held (hud-kit's holdFrames: the swaying
 * camera would draw all the time, and the bots' timers wait behind each frame; the bots play on
 * timers, the captions and the view are the page's own, none waits for a frame); `small`, the
 * table draws live at a quarter of the page's size each way (a moment the test waits for next
 * plays only in a scene drawn live: the verdict's glow). The next `shot` restores the page.
 */
async function watch(
  done: (v: View, captions: Set<string>) => boolean,
  ms: number,
  how: 'held' | 'small' = 'held',
): Promise<Set<string>> {
  const captions = new Set<string>();
  const start = Date.now();
  if (watching !== how) {
    if (watching === 'held') await releaseFrames(page);
    if (how === 'held') await holdFrames(page);
    else await page.setViewportSize({ width: FULL.width / 4, height: FULL.height / 4 });
    watching = how;
  }
  for (;;) {
    const v = await view();
    captions.add((await caption()) ?? '');
    if (v && done(v, captions)) return captions;
    if (Date.now() - start > ms) throw new Error(`no progress in ${ms} ms: ${JSON.stringify(v)}`);
    await page.waitForTimeout(300);
  }
}

/** The demo of `game` is on: bots in every seat, the viewer watching. */
async function demoIsOn(game: string, bots: number): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.demo-bar') !== null, null, {
    timeout: 30_000,
  });
  await tableDrawn(page);
  const lobby = await gt<Lobby>(page, 'lobby');
  expect(lobby.game).toBe(game);
  expect(lobby.players.filter((p) => p.bot)).toHaveLength(bots);
  expect(await gt(page, 'seat')).toBeNull();
  expect(new URL(page.url()).searchParams.get('demo')).toBe(game);
}

test('The Gang: the home screen opens a demo; bots play a whole heist, captioned', async () => {
  await page.goto(players.url);
  await page.getByRole('button', { name: 'Watch a demo of The Gang' }).click();
  await demoIsOn('the-gang', 4);
  await page.getByRole('button', { name: 'Play at 4× speed' }).click();
  expect(
    await page.getByRole('button', { name: 'Play at 4× speed' }).getAttribute('aria-pressed'),
  ).toBe('true');
  expect(new URL(page.url()).searchParams.get('speed')).toBe('4');
  await shot('the-gang-start');
  const early = await watch((v) => v.log.length >= 6 || (v.outcomes?.length ?? 0) >= 1, 120_000);
  await shot('the-gang-chips');
  // Up to the river with the frames held; then, back at 1× (at 4× a loaded machine's shots came
  // after the next heist was dealt), drawn live (small) for the showdown and its verdict.
  const river = await watch(
    (v) => (v.community?.length ?? 0) >= 5 || (v.outcomes?.length ?? 0) >= 1,
    180_000,
  );
  await page.getByRole('button', { name: 'Play at 1× speed' }).click();
  const captions = await watch((v) => (v.outcomes?.length ?? 0) >= 1, 240_000, 'small');
  for (const c of [...early, ...river]) captions.add(c);
  trace(`the gang: heist over; ${captions.size} captions`);
  // Once every hand is shown, the verdict's card turns and the felt glows around it (for
  // 1.4 s): looked for from now on, while the showdown's shot is taken (on a loaded machine the
  // shot's frames at full size outlasted the reveal, and the glow was missed).
  const glow = firstGlow(page, 60_000);
  glow.catch(() => {}); // (said below, when awaited)
  await page.waitForTimeout(1200);
  await shot('the-gang-showdown');
  expect(await glow).toMatch(/^(vault|alarm):0$/);
  await shot('the-gang-verdict');
  expect([...captions].filter((c) => /took|put|flop|turn|river/i.test(c)).length).toBeGreaterThan(
    3,
  );
}, 300_000);

test('The Gang: the viewer takes a seat and sees its cards', async () => {
  await page.getByRole('button', { name: 'Take a seat' }).click();
  await page.waitForFunction(
    () => (window as unknown as { gangTable: { seat(): number | null } }).gangTable.seat() === 0,
  );
  const v = (await view())!;
  expect(v.seat).toBe(0);
  // Between heists the pocket may be empty for a moment; once dealt, it is this seat's own.
  await watch((x) => (x.players[0]!.pocket?.length ?? 0) === 2, 30_000);
  const lobby = await gt<Lobby>(page, 'lobby');
  expect(lobby.players.filter((p) => p.bot)).toHaveLength(3);
  await page.waitForTimeout(1500);
  await shot('the-gang-seated');
  await page.getByRole('button', { name: 'Leave the demo' }).click();
  await page.waitForFunction(() => document.querySelector('.demo-bar') === null);
}, 120_000);

test('Gang of Four: its address opens a demo; bots play trick after trick', async () => {
  await page.goto(`${players.url}?demo=gang-of-four&speed=4`);
  await demoIsOn('gang-of-four', 4);
  await shot('gang-of-four-start');
  const captions = await watch((v, seen) => v.log.length >= 12 && seen.size > 4, 180_000);
  await shot('gang-of-four-tricks');
  expect(captions.size).toBeGreaterThan(4);
}, 240_000);

test('Gangsta!: its address opens a demo; every bot takes its turn', async () => {
  await page.goto(`${players.url}?demo=gangsta&speed=4`);
  await demoIsOn('gangsta', 3);
  await shot('gangsta-start');
  const turns = new Set<number>();
  const captions = await watch((v, seen) => {
    if (v.current !== undefined) turns.add(v.current);
    return turns.size === 3 && v.log.length >= 6 && seen.size > 2;
  }, 180_000);
  await shot('gangsta-turns');
  expect(captions.size).toBeGreaterThan(2);
  expect(peerRequests).toEqual([]); // no signalling: the demo never left the page
  expect(players.problems).toEqual([]);
}, 240_000);
