// Screenshots of a chip held, just let go (falling) and landed, for comparing the table's look
// before and after a change to the held piece's shadow (held-shadows.ts) or the fall: on a
// laptop (1280×800, the mouse) and a phone (390×844, a finger), each in the high and the low
// quality profile. Each is a page of its own with one person and three bots (no network: the
// person hosts), which takes a chip from the middle, holds it, lets it go and waits for it to
// rest, its frames held for each picture (the canvas keeps the frame last drawn). Pictures in test-results/fall-looks/LABEL-<page>-<state>.png.
//   BENCH_APP_DIST=<a build> LABEL=base bash scripts/loopback-netns.sh node --import tsx bench/fall-looks.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { hintKey } from '../src/ui/kit/hint-store.ts';
import { RESULTS_DIR } from '../test/e2e/harness.ts';
import { runScript } from './netns-child.ts';
import { holdFrames, releaseFrames } from '../test/e2e/hud-kit.ts';
import { PHONE, press, TablePlayers, type Point } from '../test/e2e/table-kit.ts';
import { touch } from '../test/e2e/touch-kit.ts';

const OUT = path.join(RESULTS_DIR, 'fall-looks');
/** Each page after the host's: its name in the pictures, quality profile, and whether a phone. */
const PAGES = [
  { name: 'laptop-high', quality: 'high', phone: false },
  { name: 'laptop-low', quality: 'low', phone: false },
  { name: 'phone-high', quality: 'high', phone: true },
  { name: 'phone-low', quality: 'low', phone: true },
] as const;

/** A finger (touch-kit's CDP touch events) or the mouse: down, move, up. */
function hand(page: Page, phone: boolean) {
  if (!phone) {
    return {
      down: (at: Point) => press(page, at),
      move: (at: Point) => page.mouse.move(at.x, at.y),
      up: () => page.mouse.up(),
    };
  }
  return {
    down: (at: Point) => touch(page, 'touchStart', [at]),
    move: (at: Point) => touch(page, 'touchMove', [at]),
    up: () => touch(page, 'touchEnd', []),
  };
}

/** The page's picture now, its frames held (the last frame drawn stays on the canvas). */
async function shot(page: Page, name: string): Promise<void> {
  await holdFrames(page);
  await page.screenshot({ path: path.join(OUT, `${name}.png`), timeout: 60_000 });
}

const LAPTOP = { width: 1280, height: 800 } as const;

const frames = (page: Page) => page.evaluate(() => window.gangTable!.table()!.frames);

/** One person and three bots at The Gang on `page` (no network: the host is this page); waits
 * until its table rests with physics running. */
async function soloTable(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => 'gangTable' in window, null, { timeout: 60_000 });
  await page.evaluate(async () => {
    const gt = window.gangTable!;
    await gt.createRoom({ game: 'the-gang', name: 'Pat', options: { mode: 'basic' } });
    for (const seat of [1, 2, 3]) await gt.lobbyAction({ a: 'bot', seat });
    await gt.startGame();
  });
  await page.waitForFunction(
    () => {
      const t = window.gangTable!.table();
      return t !== null && t.ready && t.physics && !t.busy;
    },
    null,
    { timeout: 300_000 },
  );
}

/** The page takes a chip (one the bots have not taken in the meantime), carries it toward its
 * own place and lets it go there: a picture held, falling and landed. */
async function looks(page: Page, name: string, phone: boolean, label: string): Promise<void> {
  const h = hand(page, phone);
  let id: string | null = null;
  for (let attempt = 0; id === null && attempt < 8; attempt++) {
    const chip = `W${(attempt % 4) + 1}`;
    const at = await page.evaluate((c) => window.gangTable!.screenPoint(c), chip);
    const own = await page.evaluate(() => window.gangTable!.screenPoint('pocket:0:0'));
    if (!at || !own) continue;
    const to = { x: (at.x + own.x) / 2, y: own.y - 50 };
    await h.down(at);
    for (let k = 1; k <= 6; k++) {
      await h.move({ x: at.x + ((to.x - at.x) * k) / 6, y: at.y + ((to.y - at.y) * k) / 6 });
      await page.waitForTimeout(16);
    }
    const taken = await page
      .waitForFunction((c) => window.gangTable?.carrying()?.id === c, chip, { timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (taken) id = chip;
    else await h.up();
  }
  if (id === null) throw new Error(`${name}: no chip taken in 8 tries`);
  // Held: the frames drawn up to where the hand stopped (a still hand draws nothing more).
  await page
    .waitForFunction(() => !window.gangTable!.table()!.busy, null, { timeout: 5000 })
    .catch(() => {});
  await shot(page, `${label}-${name}-1-held`);
  await releaseFrames(page);
  // Falling: the frame after the release (the chip let go, not yet down).
  const n = await frames(page);
  await h.up();
  await page.waitForFunction((k) => window.gangTable!.table()!.frames > k, n);
  await shot(page, `${label}-${name}-2-falling`);
  await releaseFrames(page);
  // Landed: at rest where the host put it, the lamp's shadow map drawn again (the bots go on
  // taking chips meanwhile: the table may never be still).
  await page.waitForFunction(() => window.gangTable!.table()!.falling.length === 0, null, {
    timeout: 60_000,
  });
  await page
    .waitForFunction(() => !window.gangTable!.table()!.busy, null, { timeout: 5000 })
    .catch(() => {});
  await shot(page, `${label}-${name}-3-landed`);
  await releaseFrames(page);
}

async function main(): Promise<void> {
  const label = process.env.LABEL ?? 'look';
  mkdirSync(OUT, { recursive: true });
  const players = await TablePlayers.open([]);
  const { browser } = players;
  try {
    for (const { name, quality, phone } of PAGES) {
      const context = await browser.newContext(
        phone ? { viewport: PHONE, hasTouch: true, isMobile: true } : { viewport: LAPTOP },
      );
      await context.addInitScript(
        ([q, hint]) => {
          localStorage.setItem('gang-table:quality', q);
          // The first game's hint put away (as the framing bench does): not what is compared.
          localStorage.setItem(hint, 'dismissed');
        },
        [quality, hintKey('the-gang')] as const,
      );
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error(`${name}: ${e.message}`));
      await soloTable(page, players.url);
      await looks(page, name, phone, label);
      await context.close();
    }
  } finally {
    await players.close();
  }
}

runScript(main);
