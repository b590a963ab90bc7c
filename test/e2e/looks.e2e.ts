// How the table looks in the 'high' quality profile (every other browser test draws with 'auto',
// which is 'low' on this software-rendered machine): each game's demo, at a moment worth showing,
// saved as test-results/looks-<game>-<moment>.png. The demo plays at 4× on the text table up to
// that moment, and only then does the viewer show the 3D table, as a player would with its
// "Show the 3D table" button: the page must draw in the profile asked for, with the game as it
// stands. (Playing to the moment on the high profile's table cost a minute or two per game here,
// one 0.8–1.7 s frame per bot step, and missed its 90 s under load; demo.e2e.ts already watches
// the demos play on the 3D table in the 'low' profile.)
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { tableDrawn } from './bot-kit.ts';
import { RESULTS_DIR } from './harness.ts';
import { holdFrames, releaseFrames } from './hud-kit.ts';
import { gt, TablePlayers } from './table-kit.ts';

let players: TablePlayers;
let page: Page;

beforeAll(async () => {
  // At full size, 2 frames a second at most: a demo's camera sways all the time, so the table
  // draws every frame it may, and the high profile's frame is the dearest; the shots are taken
  // between frames, the same picture.
  players = await TablePlayers.open(['Viewer'], { width: 1280, height: 800 }, { maxFps: 2 });
  page = players.pages[0]!;
  await page.context().addInitScript(() => {
    localStorage.setItem('gang-table:quality', 'high');
    localStorage.setItem('gang-table:table', 'text');
  });
});

afterAll(async () => {
  await players?.close();
});

type View = { log: { e: string }[]; community?: string[]; trick?: unknown[] };

/** Saves the picture on screen. The page's animation frames are held meanwhile, so no frame of
 * the high profile (1.7 CPU s each here) is drawn under the shot: on a loaded machine a shot
 * taken while frames kept coming ran past its 30 s. */
async function shot(name: string): Promise<void> {
  await holdFrames(page);
  try {
    await page.screenshot({ path: path.join(RESULTS_DIR, `looks-${name}.png`), timeout: 60_000 });
  } finally {
    await releaseFrames(page);
  }
}

/** Waits until the demo's view satisfies `done`. */
async function until(done: (v: View) => boolean, ms: number, what: string): Promise<void> {
  const start = Date.now();
  for (;;) {
    const v = await gt<View | null>(page, 'view');
    if (v && done(v)) return;
    if (Date.now() - start > ms) throw new Error(`no ${what} within ${ms} ms`);
    await page.waitForTimeout(250);
  }
}

/** Opens `game`'s demo on the text table, at 4×. */
async function open(game: string): Promise<void> {
  await page.goto(`${players.url}?demo=${game}&speed=4`);
}

/** Shows the 3D table (in the high profile, as stored), waits for its first frames and saves
 * them as `name`. */
async function show3d(name: string): Promise<void> {
  await page.getByRole('button', { name: 'Show the 3D table' }).click();
  await tableDrawn(page);
  // On a timeout, say why: a renderer that died (the high profile is the dearest to draw), or the
  // page's own complaints.
  const quality = await page
    .locator('.table3d [data-quality]')
    .getAttribute('data-quality', { timeout: 30_000 })
    .catch((e: unknown) => {
      throw new Error(`${String(e)}\n${players.problems.join('\n')}`, { cause: e });
    });
  expect(quality).toBe('high');
  await page.waitForTimeout(1500);
  await shot(name);
}

test('The Gang in the high profile: the flop', async () => {
  await open('the-gang');
  await until((v) => (v.community?.length ?? 0) >= 3, 90_000, 'flop');
  await show3d('the-gang-flop');
}, 180_000);

test('Gang of Four in the high profile: a trick under way', async () => {
  await open('gang-of-four');
  await until((v) => (v.trick?.length ?? 0) >= 2, 90_000, 'second play');
  await show3d('gang-of-four-trick');
}, 180_000);

test('Gangsta! in the high profile: a few turns', async () => {
  await open('gangsta');
  await until((v) => v.log.length >= 6, 120_000, 'six events');
  await show3d('gangsta-turns');
  expect(players.problems).toEqual([]);
}, 180_000);
