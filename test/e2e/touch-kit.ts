// Real touches for the phone tests: fingers put down, moved and lifted through the Chrome
// DevTools Protocol (Input.dispatchTouchEvent), so the page gets the touch and pointer events a
// phone's screen sends (playwright's touchscreen only taps). One finger drags a piece; two pinch
// and pan the table. Also the checks every phone test makes: what a seat's own cards look like
// on screen, and screenshots under test-results/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { RESULTS_DIR } from './harness.ts';
import type { GameId } from '../../src/engine/index.ts';
import { gt, TablePlayers, type Point } from './table-kit.ts';

/** A box on screen (CSS px). */
export type Box = { left: number; top: number; width: number; height: number };

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function cdp(page: Page): Promise<CDPSession> {
  let s = sessions.get(page);
  if (!s) sessions.set(page, (s = page.context().newCDPSession(page)));
  return s;
}

type Phase = 'touchStart' | 'touchMove' | 'touchEnd';

/** One touch event of the page's screen: `fingers` down (or moved) where they are, none to lift. */
export async function touch(page: Page, type: Phase, fingers: readonly Point[]): Promise<void> {
  const touchPoints = fingers.map((p, id) => ({ x: p.x, y: p.y, id }));
  await (await cdp(page)).send('Input.dispatchTouchEvent', { type, touchPoints });
}

const along = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

/** Moves fingers from where they start to where they end together, in `steps`, one frame
 * apart, then lifts them all. */
export async function fingers(
  page: Page,
  from: readonly Point[],
  to: readonly Point[],
  steps = 6,
): Promise<void> {
  const at = (k: number) => from.map((p, i) => along(p, to[i]!, k / steps));
  // The first move goes with the press: on a page slowed by software WebGL the next event can
  // come more than a long press later, and a finger held still looks closer instead.
  await Promise.all([touch(page, 'touchStart', from), touch(page, 'touchMove', at(1))]);
  for (let k = 2; k <= steps; k++) {
    await touch(page, 'touchMove', at(k));
    await page.waitForTimeout(16);
  }
  await touch(page, 'touchEnd', []);
}

/** A one-finger drag from one screen point to another. */
export function touchDrag(page: Page, from: Point, to: Point, steps = 6): Promise<void> {
  return fingers(page, [from], [to], steps);
}

/** A quick tap of one finger. */
export async function touchTap(page: Page, at: Point): Promise<void> {
  await touch(page, 'touchStart', [at]);
  await touch(page, 'touchEnd', []);
}

/** Where an object is on page's screen (it must be there). */
export async function pointOn(page: Page, id: string): Promise<Point> {
  const p = await gt<Point | null>(page, 'screenPoint', id);
  if (!p) throw new Error(`${id} is not on screen`);
  return p;
}

/** The boxes of objects on page's screen (null: off screen). */
export function boxesOn(page: Page, ids: readonly string[]): Promise<(Box | null)[]> {
  return Promise.all(ids.map((id) => gt<Box | null>(page, 'screenBox', id)));
}

/** Whether a box lies wholly inside the page's viewport. */
export function inside(page: Page, b: Box | null): boolean {
  const v = page.viewportSize()!;
  return (
    b !== null &&
    b.left >= -1 &&
    b.top >= -1 &&
    b.left + b.width <= v.width + 1 &&
    b.top + b.height <= v.height + 1
  );
}

/** The three screen sizes every game is looked at: a phone upright and on its side (touch),
 * and a laptop. */
export const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'phone_land', width: 844, height: 390 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Saves test-results/{name}.png from a page. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`) });
}

/** What runs past the sides of the screen, or makes the page scroll: each element by its
 * class (or tag) and its parent's; an element clipped by a box that hides its overflow is
 * marked "clipped in …" (cut off, though the page does not scroll). */
export function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const h = document.documentElement.clientHeight;
    const name = (e: Element | null) =>
      e ? e.className.toString().split(' ')[0] || e.tagName.toLowerCase() : '';
    const clipper = (e: Element) => {
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX !== 'visible' || s.overflow !== 'visible') return p;
      }
      return null;
    };
    const past: string[] = [];
    for (const e of document.querySelectorAll('body *')) {
      const r = e.getBoundingClientRect();
      const shown = getComputedStyle(e).visibility !== 'hidden';
      if (!shown || r.width === 0 || r.height === 0 || (r.right <= w + 1 && r.left >= -1)) continue;
      const c = clipper(e);
      const where = `${name(e)} in ${name(e.parentElement)}`;
      past.push(c ? `${where} (clipped in ${name(c)})` : where);
    }
    const d = document.documentElement;
    if (d.scrollWidth > w) past.push(`page ${d.scrollWidth} px wide`);
    if (d.scrollHeight > h) past.push(`page ${d.scrollHeight} px tall`);
    return past;
  });
}

/** A spot of the felt in a zone the test names, near a box (beside it first, then above and
 * below): a tap there lands on that zone, not on the pieces in the box. */
export async function feltSpotBeside(
  page: Page,
  box: Box,
  inZone: (zone: { kind: string; seat?: number } | null) => boolean,
): Promise<Point> {
  const v = page.viewportSize()!;
  const ys = [box.top + box.height / 2, box.top - 14, box.top + box.height + 14];
  for (const y of ys) {
    if (y < 4 || y > v.height - 4) continue;
    const xs: number[] = [];
    for (let d = 12; d < v.width; d += 10) xs.push(box.left + box.width + d, box.left - d);
    for (const x of xs) {
      if (x < 4 || x > v.width - 4) continue;
      const s = await gt<{ zone: { kind: string; seat?: number } | null } | null>(
        page,
        'spotAt',
        x,
        y,
      );
      if (s && inZone(s.zone)) return { x, y };
    }
  }
  throw new Error('no spot of that zone beside the box');
}

/** A drop zone as the table names it. */
export type Zone = { kind: string; seat?: number; zone?: string; object?: string };

/** The middle of the screen area where a tap lands on `zone` (a grid of points read in the
 * page: the one nearest the centre of those that land on it), or null when none does. */
export function spotOfZone(page: Page, zone: Zone, step = 12): Promise<Point | null> {
  return page.evaluate(
    ([z, step]) => {
      type Z = { kind: string; seat?: number; zone?: string; object?: string };
      type Spot = { zone: Z | null } | null;
      const api = (window as unknown as { gangTable: { spotAt(x: number, y: number): Spot } })
        .gangTable;
      const hits: { x: number; y: number }[] = [];
      for (let y = step / 2; y < innerHeight; y += step) {
        for (let x = step / 2; x < innerWidth; x += step) {
          const s = api.spotAt(x, y)?.zone;
          const same =
            s &&
            s.kind === z.kind &&
            s.seat === z.seat &&
            s.zone === z.zone &&
            s.object === z.object;
          if (same) hits.push({ x, y });
        }
      }
      if (hits.length === 0) return null;
      const c = {
        x: hits.reduce((a, p) => a + p.x, 0) / hits.length,
        y: hits.reduce((a, p) => a + p.y, 0) / hits.length,
      };
      return hits.sort(
        (a, b) => Math.hypot(a.x - c.x, a.y - c.y) - Math.hypot(b.x - c.x, b.y - c.y),
      )[0]!;
    },
    [zone, step] as const,
  );
}

/** Looks at each of `seats` at the three SIZES, one page at a time (each put back to its own
 * size after): saves test-results/touch-{game}-{size}-seat{i}.png once its table is still, and
 * resolves what ran off the screen at the phone sizes ("seat2 phone: …"), and prints (on
 * stdout) what was cut off inside a panel or the table's frame. `seatOf`: page i's seat in
 * those (its index unless given: pages at another table than the one they opened at). */
export async function shootSizes(
  players: TablePlayers,
  game: string,
  seats: readonly number[],
  seatOf: (page: number) => number = (i) => i,
): Promise<string[]> {
  const found: string[] = [];
  const clipped: string[] = [];
  for (const i of seats) {
    const page = players.pages[i]!;
    const own = page.viewportSize()!;
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await players.settled(i);
      if (size.width < 900) {
        for (const o of await overflows(page)) {
          const line = `seat${seatOf(i)} ${size.name}: ${o}`;
          // Cut off inside a panel or the table is for the report; the page must not scroll.
          if (o.includes('(clipped in ')) clipped.push(line);
          else found.push(line);
        }
      }
      await snap(page, `touch-${game}-${size.name}-seat${seatOf(i)}`);
    }
    await page.setViewportSize(own);
    await players.settled(i);
  }
  if (clipped.length > 0) console.log(`${game}: cut off at the sides\n  ${clipped.join('\n  ')}`);
  return found;
}

/** The seat of the phone at a phone test's table. */
export const PHONE_SEAT = 2;

/** How a phone test draws: the host's laptop table (page 0, 1280×800: three times the phone's
 * pixels) at half its pixels per CSS pixel, since the tests read it through the DOM and
 * `screenPoint` only (layout and points are the same at any scale), and every 3D table at 4
 * frames a second at most (motion is timed by the clock: pieces and the camera land on time). */
export const PHONE_DRAWING = { pixelScale: [0.5], maxFps: 4 } as const;

/** A phone test's table: a host on a laptop's 3D table (seat 0), a player on the text table
 * (seat 1) and a phone guest (PHONE_SEAT), playing `game`; resolves once both 3D tables are
 * still. */
export async function phoneTable(game: GameId, options: unknown): Promise<TablePlayers> {
  const players = await TablePlayers.open(
    ['Host', 'Bea', 'Phone'],
    { width: 1280, height: 800 },
    { text: [1], phone: [PHONE_SEAT], ...PHONE_DRAWING },
  );
  await players.start(game, options);
  await Promise.all([players.settled(0), players.settled(PHONE_SEAT)]);
  return players;
}

/** The languages the chrome checks read the phone in: English, and the longest words (German)
 * and another script (Korean). */
export const CHROME_LANGUAGES = ['en', 'ko', 'de'] as const;

/** Switches page's words with the status bar's picker, as a player would; resolves once the page
 * says them (its `lang`). */
export async function chooseLanguage(page: Page, lang: string): Promise<void> {
  await page.locator('.status-bar [data-testid="language-picker"]').selectOption(lang);
  await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
  // A frame for the layout to follow the new words.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
}

/** What is wrong with the page's chrome around the table now (an empty list: nothing): the
 * game's header, the room's notices (the first-game hint, the host's seat notices) and the host's
 * tools overlapping one another; the hint over the player's own part of the screen (the sheet,
 * a hand across the foot, or `mine`, the seat's own pieces); a status-bar control whose words
 * are cut short (scrollWidth past clientWidth); the page wider than the screen. Also says what it
 * saw, for the report: `seen` lists the parts found on screen. */
export function chromeProblems(
  page: Page,
  mine: readonly (Box | null)[] = [],
): Promise<{ problems: string[]; seen: string[] }> {
  return page.evaluate((own) => {
    type B = { left: number; top: number; right: number; bottom: number };
    const problems: string[] = [];
    const seen: string[] = [];
    const boxOf = (e: Element | null): B | null => {
      if (!e) return null;
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return null;
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const meet = (a: B, b: B) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const shown = (e: Element | null) => {
      const b = boxOf(e);
      if (!b) return null;
      // Inside a box that hides its overflow (the closed sheet): only the part shown counts.
      for (let p = e!.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        // (A box drawn as its contents alone, the sheet on a laptop, clips nothing.)
        if (s.display === 'contents') continue;
        if (s.overflowY === 'visible' && s.overflowX === 'visible') continue;
        const c = p.getBoundingClientRect();
        b.left = Math.max(b.left, c.left);
        b.top = Math.max(b.top, c.top);
        b.right = Math.min(b.right, c.right);
        b.bottom = Math.min(b.bottom, c.bottom);
      }
      return b.right - b.left > 1 && b.bottom - b.top > 1 ? b : null;
    };
    const parts: [string, B | null][] = [
      ['header', shown(document.querySelector('[data-hud-stack="top-left"] > :first-child'))],
      ['hint', shown(document.querySelector('.first-hint'))],
      ['seat notices', shown(document.querySelector('.seats-in-play'))],
      ['host tools', shown(document.querySelector('.host-tools'))],
    ];
    for (const [name, b] of parts) if (b) seen.push(name);
    for (let i = 0; i < parts.length; i++) {
      for (let j = i + 1; j < parts.length; j++) {
        const [a, b] = [parts[i]!, parts[j]!];
        if (a[1] && b[1] && meet(a[1], b[1])) problems.push(`${a[0]} overlaps ${b[0]}`);
      }
    }
    const hint = parts[1]![1];
    const feet = [
      ['the sheet', shown(document.querySelector('.hud__sheet'))],
      ['the hand across the foot', shown(document.querySelector('.hud__slot--bottom'))],
      ...own.map((b, k) => [
        `own piece ${k}`,
        b && { left: b.left, top: b.top, right: b.left + b.width, bottom: b.top + b.height },
      ]),
    ] as [string, B | null][];
    for (const [name, b] of feet) {
      if (hint && b && meet(hint, b)) problems.push(`hint over ${name}`);
    }
    const bar = document.querySelector('.status-bar');
    for (const e of bar
      ? [bar, ...bar.querySelectorAll('button, select, .status-bar__code')]
      : []) {
      if (e.scrollWidth > e.clientWidth + 1) {
        const name = e.getAttribute('aria-label') ?? e.textContent?.trim() ?? e.className;
        problems.push(`status bar: "${name}" cut (${e.scrollWidth} > ${e.clientWidth} px)`);
      }
      const b = boxOf(e);
      if (b && (b.left < -1 || b.right > document.documentElement.clientWidth + 1)) {
        problems.push(`status bar: "${e.className}" past the screen's side`);
      }
    }
    const d = document.documentElement;
    if (d.scrollWidth > d.clientWidth + 1) problems.push(`page ${d.scrollWidth} px wide`);
    return { problems, seen };
  }, mine);
}

/** Looks at a page's chrome (chromeProblems) at the phone's size in each CHROME_LANGUAGES, and
 * on a laptop in English, saving test-results/chrome-{name}-{size}-{lang}.png once `still`
 * resolves (the table drawn); resolves the problems found ("phone ko: hint overlaps header") and
 * logs what it saw. The page goes back to its own size and English after. */
export async function chromeAcross(
  page: Page,
  name: string,
  still: () => Promise<void>,
  mine: () => Promise<readonly (Box | null)[]> = async () => [],
): Promise<string[]> {
  const own = page.viewportSize()!;
  const found: string[] = [];
  const look = async (size: string, lang: string) => {
    await still();
    const { problems, seen } = await chromeProblems(page, await mine());
    console.log(`${name} ${size} ${lang}: ${seen.join(', ')}`);
    found.push(...problems.map((p) => `${size} ${lang}: ${p}`));
    await snap(page, `chrome-${name}-${size}-${lang}`);
  };
  await page.setViewportSize(SIZES[0]);
  for (const lang of CHROME_LANGUAGES) {
    await chooseLanguage(page, lang);
    await look('phone', lang);
  }
  await chooseLanguage(page, 'en');
  await page.setViewportSize(SIZES[2]);
  await look('desktop', 'en');
  await page.setViewportSize(own);
  await still();
  return found;
}
