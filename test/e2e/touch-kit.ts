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

async function touch(page: Page, type: Phase, fingers: readonly Point[]): Promise<void> {
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
 * stdout) what was cut off inside a panel or the table's frame. */
export async function shootSizes(
  players: TablePlayers,
  game: string,
  seats: readonly number[],
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
          const line = `seat${i} ${size.name}: ${o}`;
          // Cut off inside a panel or the table is for the report; the page must not scroll.
          if (o.includes('(clipped in ')) clipped.push(line);
          else found.push(line);
        }
      }
      await snap(page, `touch-${game}-${size.name}-seat${i}`);
    }
    await page.setViewportSize(own);
    await players.settled(i);
  }
  if (clipped.length > 0) console.log(`${game}: cut off at the sides\n  ${clipped.join('\n  ')}`);
  return found;
}

/** The seat of the phone at a phone test's table. */
export const PHONE_SEAT = 2;

/** A phone test's table: a host on a laptop's 3D table (seat 0), a player on the text table
 * (seat 1) and a phone guest (PHONE_SEAT), playing `game`; resolves once both 3D tables are
 * still. */
export async function phoneTable(game: GameId, options: unknown): Promise<TablePlayers> {
  const players = await TablePlayers.open(
    ['Host', 'Bea', 'Phone'],
    { width: 1280, height: 800 },
    { text: [1], phone: [PHONE_SEAT] },
  );
  await players.start(game, options);
  await Promise.all([players.settled(0), players.settled(PHONE_SEAT)]);
  return players;
}
