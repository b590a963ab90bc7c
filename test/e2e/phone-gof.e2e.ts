// Gang of Four by touch alone on a phone (390×844, touch, a mobile browser), over real WebRTC
// with a host on a laptop's 3D table (and a third player on the text table): on its turn the
// phone picks its cards on the hand rail with taps and plays them once with a one-finger drag to
// the middle of the table (real touch events) and once by tapping the middle, lit as their place.
// The others play from their own views through window.gangTable.act (passing whenever they may).
// First, the chrome round the table (chromeAcross). Screenshots of both 3D seats at the three
// sizes: test-results/touch-gof-*.png.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkPass, legalPlays, viewContext } from '../../src/engine/games/gang-of-four/legal.ts';
import { makeGofCard } from '../../src/engine/games/gang-of-four/cards.ts';
import type { GofIntent, GofView } from '../../src/engine/index.ts';
import { gt, type TablePlayers, type Point } from './table-kit.ts';
import {
  chromeAcross,
  phoneTable,
  PHONE_SEAT,
  snap,
  shootSizes,
  spotOfZone,
  touchDrag,
  touchTap,
} from './touch-kit.ts';
import { reservesAcross } from './hud-kit.ts';

let players: TablePlayers;
let phone: Page;
const SEAT = PHONE_SEAT;

beforeAll(async () => {
  players = await phoneTable('gang-of-four', {});
  [, , phone] = players.pages as [Page, Page, Page];
}, 360_000);

afterAll(async () => {
  await players?.close();
});

const view = (i: number) => gt<GofView>(players.pages[i]!, 'view');
const keyOf = (v: GofView) => `${v.round}|${v.phase}|${v.log.length}`;

/** The others act from their own views (passing whenever they may, else the smallest play)
 * until it is the phone's turn; resolves what the phone may play then, most cards first. */
async function phonesTurn(): Promise<string[][]> {
  for (let k = 0; k < 40; k++) {
    const v = await view(0);
    if (v.phase === 'play' && v.turn === SEAT) {
      await expect.poll(async () => keyOf(await view(SEAT)), { timeout: 15_000 }).toBe(keyOf(v));
      const ctx = viewContext(await view(SEAT))!;
      return legalPlays(ctx)
        .filter((c) => c.type !== 'gang' || ctx.table?.type === 'gang')
        .sort((a, b) => b.cards.length - a.cards.length)
        .map((c) => c.cards.map(makeGofCard));
    }
    const i = v.turn!;
    const ctx = viewContext(await view(i))!;
    const plays = legalPlays(ctx);
    const intent: GofIntent =
      checkPass(ctx) === null
        ? { type: 'pass' }
        : { type: 'play', cards: plays[0]!.cards.map(makeGofCard) };
    expect(await gt(players.pages[i]!, 'act', intent)).toEqual({ ok: true });
    await expect.poll(async () => keyOf(await view(0)), { timeout: 15_000 }).not.toBe(keyOf(v));
  }
  throw new Error('the phone never had a turn');
}

/** A point on the phone's rail card for `token` (the k-th copy) that no neighbour covers. */
async function railPoint(token: string, k: number): Promise<Point> {
  const card = phone.locator(`.hand-rail__card[data-token="${token}"]`).nth(k);
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  return { x: box.x + 12, y: box.y + 30 };
}

/** Taps the cards on the phone's rail, and waits until they are chosen and playable. */
async function choose(tokens: readonly string[]): Promise<Point> {
  const seen = new Map<string, number>();
  let first: Point | null = null;
  for (const t of tokens) {
    const k = seen.get(t) ?? 0;
    seen.set(t, k + 1);
    const at = await railPoint(t, k);
    first ??= at;
    await touchTap(phone, at);
  }
  await expect
    .poll(() => phone.locator('.hand-rail__card[aria-selected="true"]').count(), {
      timeout: 10_000,
    })
    .toBe(tokens.length);
  await expect
    .poll(() => phone.locator('.gof-hand__note[data-ok="true"]').count(), { timeout: 10_000 })
    .toBe(1);
  return tokens.length > 0 ? await railPoint(tokens[0]!, 0) : first!;
}

/** Waits until the host saw the phone play `cards` (its hand shorter by as many). */
async function played(before: GofView, cards: readonly string[]): Promise<void> {
  await expect
    .poll(async () => (await view(0)).players[SEAT]!.cards, { timeout: 20_000 })
    .toBe(before.players[SEAT]!.cards - cards.length);
  expect((await view(SEAT)).hand).toHaveLength(before.hand!.length - cards.length);
  // Played from the table, nothing stays chosen on the rail (not the other copies either).
  await expect.poll(() => phone.locator('.hand-rail__card[aria-selected="true"]').count()).toBe(0);
}

test('host and phone: header, hint and the host’s tools apart; the status bar whole', async () => {
  // In English, Korean and German (test-results/chrome-gof-*.png); the host's laptop window
  // made phone-sized (the layout follows the width).
  const found = [
    ...(await chromeAcross(players.pages[0]!, 'gof-host', () => players.settled(0))),
    ...(await chromeAcross(phone, 'gof-seat2', () => players.settled(SEAT))),
  ];
  expect(found).toEqual([]);
}, 240_000);

test('every corner’s panels inside their reserve, at every size and language', async () => {
  // The reserves are what the seat's view keeps the pieces out of: a panel past its reserve
  // would cover pieces (hud-kit's HUD_SIZES and HUD_LANGUAGES; on the phone's page, its table
  // held still while the page takes each size).
  expect(await reservesAcross(phone, 'phone')).toEqual([]);
}, 180_000);

test('the phone plays by tap then tap: its cards, then the middle', async () => {
  const cards = (await phonesTurn())[0]!;
  await players.settled(SEAT);
  const before = await view(SEAT);
  await choose(cards);
  const to = (await spotOfZone(phone, { kind: 'centre' }))!;
  await touchTap(phone, to);
  await played(before, cards);
  await players.settled(SEAT);
}, 90_000);

test('the phone plays a combination by a one-finger drag from its rail to the middle', async () => {
  const cards = (await phonesTurn())[0]!;
  await players.settled(SEAT);
  const before = await view(SEAT);
  const from = await choose(cards);
  expect(await gt(phone, 'targets')).toEqual([{ kind: 'centre' }]);
  await snap(phone, 'touch-gof-chosen-seat2');
  const to = (await spotOfZone(phone, { kind: 'centre' }))!;
  expect(to).not.toBeNull();
  await touchDrag(phone, from, to);
  await played(before, cards);
  await players.settled(SEAT);
}, 90_000);

test('both 3D seats at the three sizes: nothing runs off the phone sizes', async () => {
  expect(await shootSizes(players, 'gof', [SEAT, 0])).toEqual([]);
  expect(players.problems).toEqual([]);
}, 120_000);
