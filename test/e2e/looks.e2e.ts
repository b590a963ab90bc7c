// How the table looks in the 'high' quality profile (every other browser test draws with 'auto',
// which is 'low' on this software-rendered machine): each game's demo, watched from its first
// deal to a moment worth showing, saved as test-results/looks-<game>-<moment>.png. The page
// must draw in the profile asked for, and the moments must come. The demos play at 4× (the
// high profile draws a frame in about 0.8 s here, and the bots' every step waits for one), so
// the moments are early ones: The Gang's verdict and Gang of Four's swept trick took 4½ minutes
// of the suite between them here, and demo.e2e.ts already waits for both in the 'low' profile.
// The table waits for each moment in the low profile at a quarter of the pixels and is redrawn
// in the high profile for each shot only, with the table's own quality picker (a new canvas each
// time): a high-profile frame costs about 2 CPU seconds here whatever the window's size (its 2048²
// shadow map) and blocks the page meanwhile, so the bots' timers wait, and waiting in the high
// profile was most of the file. Before each shot the demo slows to 1×, and once the high
// profile's first picture is drawn the page's frames are held (hud-kit.ts) until the shot is
// taken and the table is back in the low profile.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Quality } from '../../src/table/core/quality.ts';
import { tableDrawn } from './bot-kit.ts';
import { RESULTS_DIR } from './harness.ts';
import { holdFrames, releaseFrames } from './hud-kit.ts';
import { gt, TablePlayers, trace } from './table-kit.ts';

let players: TablePlayers;
let page: Page;

beforeAll(async () => {
  // 2 frames a second at most: a demo's camera sways all the time, so the table draws every frame
  // it may. Every page opens in the low profile at half the pixels per CSS pixel (quality.ts).
  players = await TablePlayers.open(['Viewer'], { width: 1280, height: 800 }, { maxFps: 2 });
  page = players.pages[0]!;
  await page.context().addInitScript(() => {
    localStorage.setItem('gang-table:quality', 'low');
    localStorage.setItem('gang-table:pixel-scale', '0.5');
  });
});

afterAll(async () => {
  await players?.close();
});

type View = { log: { e: string }[]; community?: string[]; trick?: unknown[] };

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

/** Plays the demo at `speed` (its bar's button). */
const speed = (x: 1 | 4) => page.getByRole('button', { name: `Play at ${x}× speed` }).click();

/** Chooses `quality` in the table's picker (folded under "More"; chosen as a script would,
 * without opening the menu: settings.e2e.ts clicks it), with the pixel scale it draws at: 'low'
 * at half the pixels per CSS pixel, 'high' at full size. A new canvas follows. */
async function choose(quality: Quality): Promise<void> {
  await page.evaluate((q) => {
    if (q === 'low') localStorage.setItem('gang-table:pixel-scale', '0.5');
    else localStorage.removeItem('gang-table:pixel-scale');
  }, quality);
  await page.getByLabel('Table quality').selectOption(quality, { force: true });
}

/** Saves the table as it is now in the high profile, as `looks-<name>.png`; then the table goes
 * back to the low profile. The demo plays at 1× meanwhile, so the picture shows the moment. */
async function shot(name: string): Promise<void> {
  await speed(1);
  await choose('high');
  // Its first picture drawn (or, on a timeout, why not: a renderer that died, the high profile
  // being the dearest to draw, or the page's own complaints); then no more.
  await page
    .waitForFunction(
      () =>
        document.querySelector('.table3d [data-quality]')?.getAttribute('data-quality') ===
          'high' &&
        (
          window as unknown as { gangTable: { table(): { ready: boolean } | null } }
        ).gangTable.table()?.ready === true,
      null,
      { timeout: 120_000, polling: 50 },
    )
    .catch((e: unknown) => {
      throw new Error(`${String(e)}\n${players.problems.join('\n')}`, { cause: e });
    });
  await holdFrames(page);
  trace(`${name}: drawn in the high profile`);
  try {
    expect(await page.locator('.table3d [data-quality]').getAttribute('data-quality')).toBe('high');
    await page.screenshot({ path: path.join(RESULTS_DIR, `looks-${name}.png`) });
    await choose('low');
  } finally {
    await releaseFrames(page);
  }
  await tableDrawn(page);
  await speed(4);
  trace(`${name}: shot, back in the low profile`);
}

/** Opens `game`'s demo at 4× and saves its first deal in the high profile. */
async function open(game: string): Promise<void> {
  await page.goto(`${players.url}?demo=${game}&speed=4`);
  await tableDrawn(page);
  await shot(`${game}-deal`);
}

test('The Gang in the high profile: the deal, the flop', async () => {
  await open('the-gang');
  await until((v) => (v.community?.length ?? 0) >= 3, 90_000, 'flop');
  await shot('the-gang-flop');
}, 180_000);

test('Gang of Four in the high profile: the deal, a trick under way', async () => {
  await open('gang-of-four');
  await until((v) => (v.trick?.length ?? 0) >= 2, 90_000, 'second play');
  await shot('gang-of-four-trick');
}, 180_000);

test('Gangsta! in the high profile: the deal, a few turns', async () => {
  await open('gangsta');
  await until((v) => v.log.length >= 6, 120_000, 'six events');
  await shot('gangsta-turns');
  expect(players.problems).toEqual([]);
}, 180_000);
