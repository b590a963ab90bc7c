// The Gang by touch alone on a phone (390×844, touch, a mobile browser), over real WebRTC with a
// host on a laptop's 3D table (and a third player on the text table): the phone takes a chip with
// a one-finger drag (real touch events), gives it back the same way, and takes the host's chip by
// tap then tap: the host takes the phone's old one, and the two have swapped. Then the phone is
// turned on its side mid-game and back: same seat, same cards, same game, its own cards still on
// screen and readable. Then two fingers pinch and pan the table. First, the chrome round the
// table on the host's and the phone's screens, in English, Korean and German: the game's header,
// the first-game hint and the host's tools never overlap, the hint stays off the player's cards,
// and no status-bar button is cut short (test-results/chrome-gang-*.png). "More" closes as a menu
// does, on Esc and on a click or a tap outside it.
// Screenshots of both 3D seats at the three sizes: test-results/touch-gang-*.png.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import type { GangView } from '../../src/engine/index.ts';
import type { CameraHome } from '../../src/table/core/probe.ts';
import type { TablePlayers } from './table-kit.ts';
import { gt, PHONE, trace, type Point } from './table-kit.ts';
import {
  boxesOn,
  chromeAcross,
  phoneTable,
  PHONE_SEAT,
  feltSpotBeside,
  fingers,
  inside,
  overflows,
  pointOn,
  SIZES,
  shootSizes,
  snap,
  touchDrag,
  touchTap,
  type Box,
} from './touch-kit.ts';
import { reservesAcross } from './hud-kit.ts';

let players: TablePlayers;
let phone: Page;
let host: Page;
const SEAT = PHONE_SEAT;
const OWN = [`pocket:${SEAT}:0`, `pocket:${SEAT}:1`];

beforeAll(async () => {
  players = await phoneTable('the-gang', { mode: 'basic' });
  [host, , phone] = players.pages as [Page, Page, Page];
}, 360_000);

afterAll(async () => {
  await players?.close();
});

/** Whether the host's animation frames are held (hostAway). */
let hostHeld = false;

/** The host's 3D table draws nothing for the rest of the test (TablePlayers.away: still first,
 * then held), in the tests that play through the phone's screen and the host's view without
 * looking at the host's picture. */
async function hostAway(): Promise<void> {
  await players.away(0);
  hostHeld = true;
}

// Released after the test, and still again, as the next test finds it.
afterEach(async () => {
  if (!hostHeld) return;
  hostHeld = false;
  await players.back(0);
});

const chipOf = async (page: Page, seat: number) =>
  (await gt<GangView>(page, 'view')).players[seat]!.chip;

/** Where the phone drops a chip to take it: between its own cards. */
async function ownArea(): Promise<Point> {
  const [a, b] = await Promise.all(OWN.map((id) => pointOn(phone, id)));
  return { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 };
}

test('host and phone: header, hint and the host’s tools apart; the status bar whole', async () => {
  // (The host's laptop window made phone-sized: the layout follows the width.)
  const found = [
    ...(await chromeAcross(
      host,
      'gang-host',
      () => players.settled(0),
      () => boxesOn(host, [`pocket:0:0`, `pocket:0:1`]),
    )),
    ...(await chromeAcross(
      phone,
      'gang-seat2',
      () => players.settled(SEAT),
      () => boxesOn(phone, OWN),
    )),
  ];
  expect(found).toEqual([]);
  // On the host's phone the lock and the hand-over sit in the sheet, not in the header's strip.
  await host.setViewportSize(PHONE);
  expect(await host.locator('.hud__sheet .host-tools').count()).toBe(1);
  expect(await host.locator('[data-hud-stack="top-left"] .lock-toggle').count()).toBe(0);
  await host.locator('.hud__handle').click();
  // (Folded under "More" with the other less-used entries.)
  await host.locator('.hud-more__toggle').click();
  await host.locator('.host-tools .lock-toggle').waitFor({ state: 'visible' });
  await snap(host, 'chrome-gang-host-phone-sheet-open');
  await host.locator('.hud-more__toggle').click();
  await host.locator('.hud__handle').click();
  await host.setViewportSize({ width: 1280, height: 800 });
  await players.settled(0);
}, 240_000);

test('every corner’s panels inside their reserve, at every size and language', async () => {
  // The reserves are what the seat's view keeps the pieces out of: a panel past its reserve
  // would cover pieces (hud-kit's HUD_SIZES and HUD_LANGUAGES; on the phone's page, its table
  // held still while the page takes each size).
  expect(await reservesAcross(phone, 'phone')).toEqual([]);
}, 180_000);

test('"More" closes as a menu does: on Esc, and on a click or a tap outside it', async () => {
  const open = (p: Page) => p.locator('.hud-more').evaluate((d) => (d as HTMLDetailsElement).open);
  // The host's laptop: opened by its toggle, closed by Esc (the focus back on the toggle)…
  await host.locator('.hud-more__toggle').click();
  expect(await open(host)).toBe(true);
  await host.keyboard.press('Escape');
  expect(await open(host)).toBe(false);
  expect(await host.evaluate(() => document.activeElement?.className)).toBe('hud-more__toggle');
  // …and by a click on another panel (the game's header).
  await host.locator('.hud-more__toggle').click();
  expect(await open(host)).toBe(true);
  await host.locator('[data-hud-stack="top-left"] > :first-child').click();
  expect(await open(host)).toBe(false);
  // The phone, in its sheet opened: a tap on the moves' panel above "More" closes it.
  const centre = async (selector: string) => {
    const b = (await phone.locator(selector).first().boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + Math.min(b.height / 2, 20) };
  };
  await touchTap(phone, await centre('.hud__handle'));
  await expect.poll(() => phone.locator('[data-sheet="open"]').count()).toBe(1);
  await phone.locator('.hud-more__toggle').scrollIntoViewIfNeeded();
  await touchTap(phone, await centre('.hud-more__toggle'));
  await expect.poll(() => open(phone)).toBe(true);
  await touchTap(phone, await centre('.hud__sheet .panel'));
  await expect.poll(() => open(phone)).toBe(false);
  await touchTap(phone, await centre('.hud__handle'));
  await expect.poll(() => phone.locator('[data-sheet="closed"]').count()).toBe(1);
}, 60_000);

test('a one-finger drag takes a chip, and gives it back', async () => {
  await hostAway();
  await players.settled(SEAT); // the phone's view after the sizes the tests before went through
  const [w1, area] = [await pointOn(phone, 'W1'), await ownArea()];
  trace(`drag W1 ${JSON.stringify([w1, area])}`);
  await touchDrag(phone, w1, area);
  trace(`dragged: ${JSON.stringify(await gt(phone, 'carrying'))}`);
  await snap(phone, 'touch-gang-dragged-seat2');
  await expect.poll(() => chipOf(host, SEAT), { timeout: 15_000 }).toBe('W1');
  await players.settled(SEAT);
  await touchDrag(phone, await pointOn(phone, 'W1'), await pointOn(phone, 'deck'));
  await expect.poll(() => chipOf(host, SEAT), { timeout: 15_000 }).toBeNull();
  expect((await gt<GangView>(host, 'view')).centre).toContain('W1');
  await players.settled(SEAT);
}, 60_000);

test('tap then tap takes the host’s chip: the two swap', async () => {
  await hostAway();
  expect(await gt(host, 'act', { type: 'takeChip', chip: 'W2' })).toEqual({ ok: true });
  await expect.poll(() => chipOf(phone, 0), { timeout: 15_000 }).toBe('W2');
  await players.settled(SEAT);
  await touchTap(phone, await pointOn(phone, 'W2'));
  await expect
    .poll(() => gt(phone, 'carrying'), { timeout: 10_000 })
    .toEqual({ id: 'W2', selected: true });
  expect(await gt(phone, 'targets')).toEqual([{ kind: 'seat', seat: SEAT }]);
  const cards = (await boxesOn(phone, [OWN[1]!]))[0]!;
  const spot = await feltSpotBeside(phone, cards, (z) => z?.kind === 'seat' && z.seat === SEAT);
  await touchTap(phone, spot);
  await expect.poll(() => chipOf(host, SEAT), { timeout: 15_000 }).toBe('W2');
  expect(await chipOf(host, 0)).toBeNull();
  expect(await gt(host, 'act', { type: 'takeChip', chip: 'W1' })).toEqual({ ok: true });
  await expect.poll(() => chipOf(phone, 0), { timeout: 15_000 }).toBe('W1');
  expect(await gt(phone, 'carrying')).toBeNull();
}, 60_000);

test('the first-game hint: new words move no camera; put away, its box is no longer kept clear', async () => {
  // The laptop's hint has a box of fixed size between the top corners, kept clear by the camera
  // while it shows; the phone's is folded into its mark in the strip (no box of its own).
  const words = host.locator('.hud__hint .first-hint__line');
  const home = async (page: Page) =>
    (await gt<{ home: CameraHome | null } | null>(page, 'table'))?.home ?? null;
  const drawn = (page: Page) =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  // The hint's reserve on the canvas, as the camera's home keys it (covered.ts).
  const hintBox = await host.evaluate(() => {
    const c = document.querySelector('.table3d canvas')!.getBoundingClientRect();
    const r = document.querySelector('.hud__hint-reserve')!.getBoundingClientRect();
    return [r.left - c.left, r.top - c.top, r.right - c.left, r.bottom - c.top]
      .map(Math.round)
      .join(',');
  });
  const first = (await home(host))!;
  expect(first.clear.split(';')).toContain(hintBox);
  // The host gives its chip back and takes it again: the hint says each step anew.
  for (const act of [
    { type: 'returnChip', chip: 'W1' },
    { type: 'takeChip', chip: 'W1' },
  ]) {
    const was = await words.innerText();
    expect(await gt(host, 'act', act)).toEqual({ ok: true });
    await expect.poll(() => words.innerText(), { timeout: 15_000 }).not.toBe(was);
    await drawn(host);
    expect(await home(host)).toEqual(first);
  }
  // Put away: its box is no longer kept clear, and the camera goes home to the view framed
  // without it (at three seats the same: no piece came near it).
  await host.locator('.hud__hint').getByRole('button', { name: 'Got it' }).click();
  const rest = first.clear
    .split(';')
    .filter((b) => b !== hintBox)
    .join(';');
  await expect.poll(async () => (await home(host))?.clear, { timeout: 15_000 }).toBe(rest);
  // The phone: its mark opens the words over the table and puts them away; no camera moves.
  const phoneHome = await home(phone);
  await touchTap(phone, await centreOf(phone.locator('.hud__hint .first-hint__toggle')));
  await phone.locator('.hud__hint .first-hint__pop').waitFor({ state: 'visible' });
  await snap(phone, 'touch-gang-hint-open-seat2');
  expect(await overflows(phone)).toEqual([]);
  await phone.locator('.hud__hint').getByRole('button', { name: 'Got it' }).click();
  await phone.locator('.first-hint').waitFor({ state: 'detached' });
  await drawn(phone);
  expect(await home(phone)).toEqual(phoneHome);
  await players.settled(SEAT);
}, 60_000);

/** The middle of an element on the page. */
async function centreOf(locator: ReturnType<Page['locator']>): Promise<Point> {
  const b = (await locator.boundingBox())!;
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
}

/** What the phone holds of the game, for "nothing was lost". */
async function held(): Promise<unknown> {
  const v = await gt<GangView>(phone, 'view');
  return { seat: await gt(phone, 'seat'), view: v };
}

test('turned on its side mid-game and back, the phone keeps its seat, its cards and the game', async () => {
  await players.settled(SEAT);
  const before = await held();
  const upright = (await boxesOn(phone, OWN)) as Box[];
  await snap(phone, 'touch-gang-phone-seat2');
  for (const size of SIZES.slice(1)) {
    await phone.setViewportSize(size);
    // Re-framed for the new shape: its own cards on screen, as large as the shape allows.
    await expect
      .poll(async () => (await boxesOn(phone, OWN)).every((b) => inside(phone, b)), {
        timeout: 20_000,
      })
      .toBe(true);
    await players.settled(SEAT);
    for (const b of (await boxesOn(phone, OWN)) as Box[]) expect(b.height).toBeGreaterThan(40);
    expect(await held()).toEqual(before);
    expect(await overflows(phone)).toEqual([]);
    await snap(phone, `touch-gang-${size.name}-seat2`);
  }
  await phone.setViewportSize(PHONE);
  await expect
    .poll(async () => (await boxesOn(phone, OWN)).every((b) => inside(phone, b)), {
      timeout: 20_000,
    })
    .toBe(true);
  await players.settled(SEAT);
  const again = (await boxesOn(phone, OWN)) as Box[];
  for (const [k, b] of again.entries()) expect(b.height).toBeCloseTo(upright[k]!.height, -1);
  expect(await held()).toEqual(before);
  // The host's seat at the same three sizes (a laptop's window made narrow and short).
  expect(await shootSizes(players, 'gang', [0])).toEqual([]);
}, 120_000);

test('two fingers pinch the table closer and pan it', async () => {
  await hostAway();
  await players.settled(SEAT);
  const c0 = (await boxesOn(phone, ['W2']))[0]!;
  const mid = { x: c0.left + c0.width / 2, y: c0.top + c0.height / 2 };
  // Pinch apart round the chip: it grows, and stays near the fingers.
  await fingers(
    phone,
    [
      { x: mid.x - 40, y: mid.y },
      { x: mid.x + 40, y: mid.y },
    ],
    [
      { x: mid.x - 90, y: mid.y },
      { x: mid.x + 90, y: mid.y },
    ],
  );
  await players.settled(SEAT);
  const c1 = (await boxesOn(phone, ['W2']))[0]!;
  expect(c1.width).toBeGreaterThan(c0.width * 1.3);
  // Two fingers moved together pan: the chip follows them.
  const p1 = await pointOn(phone, 'W2');
  const from = [
    { x: p1.x - 50, y: p1.y + 30 },
    { x: p1.x + 50, y: p1.y + 30 },
  ];
  await fingers(
    phone,
    from,
    from.map((p) => ({ x: p.x + 60, y: p.y - 80 })),
  );
  await players.settled(SEAT);
  const p2 = await pointOn(phone, 'W2');
  expect(Math.hypot(p2.x - p1.x - 60, p2.y - p1.y + 80)).toBeLessThan(25);
  // Nothing was picked up, nothing moved on the table, and the page did not scroll or zoom.
  expect(await gt(phone, 'carrying')).toBeNull();
  expect(await chipOf(host, SEAT)).toBe('W2');
  expect(
    await phone.evaluate(() => [window.scrollX, window.scrollY, window.visualViewport?.scale]),
  ).toEqual([0, 0, 1]);
  await snap(phone, 'touch-gang-panned-seat2');
  expect(players.problems).toEqual([]);
}, 60_000);
