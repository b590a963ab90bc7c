// Gang of Four in real Chromium over real WebRTC (local signalling, loopback-only namespace, no
// STUN/TURN): three players, one of them (Doris) on the 3D table, the other two on the text
// table (software WebGL on two cores is slow). Every move goes through the hand rail: cards are
// selected with real clicks, played with the Play button, Enter or a drag of the selection to
// the middle of the table (Doris's groups of cards over the 3D table; once on the text table),
// passed with the Pass button or the P key; the round's winner gives a card in the exchange (by
// dragging it to the loser on the 3D table). Round 1 is started by hand and finished through
// window.gangTable.act; round 2, which opens with the exchange, is played entirely by hand. A
// simple greedy player decides from each page's own view. Every data-channel message each guest
// receives is recorded and checked: never a card of another hand, never the seed, the deck or
// another seat's token.
// Screenshots from every seat at the exchange, mid-trick and at the score sheet:
// test-results/gof-*.png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkPass, legalPlays, viewContext } from '../../src/engine/games/gang-of-four/legal.ts';
import { knownCards, CARD_TOKEN } from '../../src/engine/games/gang-of-four/test-kit.ts';
import { makeGofCard } from '../../src/engine/games/gang-of-four/cards.ts';
import type { GofIntent, GofState, GofView } from '../../src/engine/index.ts';
import type { HostSnapshot } from '../../src/net/host.ts';
import { RESULTS_DIR, takeWire, WIRE_RECORDER } from './harness.ts';
import { holdFrames, releaseFrames } from './hud-kit.ts';
import { TablePlayers, gt, trace, type Point } from './table-kit.ts';

const NAMES = ['Arsène', 'Doris', 'Trudy'];
/** The one page on the 3D table. */
const D3 = 1;
/** Whether the 3D page's animation frames are held (hud-kit's holdFrames). */
let held = false;

let players: TablePlayers;
let pages: Page[];
let code = '';
/** Everything each page received, and every card each seat was allowed to know at some point. */
const wire: string[][] = [[], [], []];
const allowed = [new Set<string>(), new Set<string>(), new Set<string>()];

beforeAll(async () => {
  // The 3D page draws half the pixels per CSS pixel (this test plays, looks.e2e.ts looks) and 4
  // frames a second at most: every move of any seat moves cards on its table, and uncapped it drew
  // every display frame of each (motion is timed by the clock: pieces land on time, and every
  // picture and drag waits for the table to be still).
  players = await TablePlayers.open(
    NAMES,
    { width: 1280, height: 800 },
    { pixelScale: 0.5, maxFps: 4 },
  );
  pages = players.pages;
  for (const [i, page] of pages.entries()) {
    await page.addInitScript(WIRE_RECORDER);
    if (i !== D3) {
      await page.addInitScript(() => localStorage.setItem('gang-table:table', 'text'));
    }
  }
}, 180_000);

afterAll(async () => {
  await players?.close();
});

const view = (i: number) => gt<GofView>(pages[i]!, 'view');
const phaseOf = (views: GofView[]): string => views[0]!.phase;
/** Where a view stands: round, phase and log length change with every accepted intent. */
const keyOf = (v: GofView) => `${v.round}|${v.phase}|${v.log.length}`;

/** The 3D page draws only while the test looks at its table (a drag over it, a picture): between
 * those moments its animation frames are held (hud-kit's holdFrames), so the moves the test waits
 * on through the network, the rail and the automation API draw nothing; released, the table
 * draws the picture it owes (motion is timed by the clock: every piece lands where it belongs)
 * and is still again before the test reads or drags anything on it. */
async function look(): Promise<void> {
  if (held) await releaseFrames(pages[D3]!);
  held = false;
  await players.settled(D3);
}

/** Holds the 3D page's frames until the next look(). */
async function away(): Promise<void> {
  if (!held) await holdFrames(pages[D3]!);
  held = true;
}

/** Waits until every page holds the host's latest view; then notes what each seat may know
 * from the host's own state (its snapshot), and collects what each guest received. */
async function sync(): Promise<GofView[]> {
  const key = keyOf(await view(0));
  await Promise.all(
    pages.map((p) =>
      p.waitForFunction(
        (k) => {
          const v = (window as unknown as { gangTable: { view(): GofView } }).gangTable.view();
          return v !== null && `${v.round}|${v.phase}|${v.log.length}` === k;
        },
        key,
        { timeout: 15_000, polling: 50 },
      ),
    ),
  );
  const snap = await pages[0]!.waitForFunction(
    ([k, c]) => {
      const raw = localStorage.getItem(`gang-table:host:${c}`);
      const s = raw ? (JSON.parse(raw) as { match: { state: GofState } }).match?.state : null;
      return s && `${s.round}|${s.phase}|${s.log.length}` === k ? raw : null;
    },
    [key, code] as const,
    { timeout: 5_000, polling: 50 },
  );
  const state = (JSON.parse((await snap.jsonValue()) as string) as HostSnapshot).match!
    .state as GofState;
  for (let seat = 0; seat < 3; seat++) {
    for (const c of knownCards(state, seat)) allowed[seat]!.add(c);
  }
  await Promise.all([1, 2].map((i) => drain(i)));
  return Promise.all(pages.map((_, i) => view(i)));
}

/** Collects and clears what a page recorded. */
async function drain(i: number): Promise<void> {
  const got = await takeWire(pages[i]!);
  wire[i]!.push(...got);
}

/** A quick player: the play shedding the most cards (the lowest of those), else pass; the
 * exchange's winner gives their lowest card; deals on after a round. */
function greedy(v: GofView): GofIntent | null {
  const me = v.seat!;
  if (v.phase === 'round-end') return { type: 'continue' };
  if (v.phase === 'exchange') {
    return v.exchange?.winner === me ? { type: 'give', card: v.hand![0]! } : null;
  }
  if (v.phase !== 'play' || v.turn !== me) return null;
  const ctx = viewContext(v)!;
  const plays = legalPlays(ctx).filter((c) => c.type !== 'gang' || ctx.table?.type === 'gang');
  if (plays.length === 0) return checkPass(ctx) === null ? { type: 'pass' } : null;
  const most = Math.max(...plays.map((c) => c.cards.length));
  const pick = plays.find((c) => c.cards.length === most)!;
  return { type: 'play', cards: pick.cards.map(makeGofCard) };
}

/** The page's rail card for `token` (the k-th copy shown). */
const railCard = (page: Page, token: string, k: number) =>
  page.locator(`.hand-rail__card[data-token="${token}"]`).nth(k);

/** A point on a rail card that no neighbour covers: its top-left corner, the index. */
async function cardPoint(page: Page, token: string, k: number): Promise<Point> {
  await railCard(page, token, k).scrollIntoViewIfNeeded();
  const box = await railCard(page, token, k).boundingBox();
  if (!box) throw new Error(`no ${token} on the rail`);
  return { x: box.x + 14, y: box.y + 34 };
}

/** Selects `tokens` on page i's rail with real clicks. */
async function select(i: number, tokens: readonly string[]): Promise<void> {
  const page = pages[i]!;
  if ((await page.locator('.hand-rail__card[aria-selected="true"]').count()) > 0) {
    await page.keyboard.press('Escape');
  }
  const seen = new Map<string, number>();
  for (const t of tokens) {
    const k = seen.get(t) ?? 0;
    seen.set(t, k + 1);
    const at = await cardPoint(page, t, k);
    await page.mouse.click(at.x, at.y);
  }
  await expect
    .poll(() => page.locator('.hand-rail__card[aria-selected="true"]').count(), { timeout: 5_000 })
    .toBe(tokens.length);
}

/** The middle of the 3D table on page i's screen (between the direction markers). */
async function tableCentre(i: number): Promise<Point> {
  const points = await Promise.all([0, 1, 2].map((s) => players.pointOf(i, `arrow:${s}`)));
  const ok = points.filter((p): p is Point => p !== null);
  return {
    x: ok.reduce((a, p) => a + p.x, 0) / ok.length,
    y: ok.reduce((a, p) => a + p.y, 0) / ok.length,
  };
}

/** Drags the selection from page i's rail to a point of its 3D table, with the real mouse. */
async function dragSelection(i: number, first: string, to: Point): Promise<void> {
  const page = pages[i]!;
  const from = await cardPoint(page, first, 0);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let k = 1; k <= 8; k++) {
    const t = k / 8;
    await page.mouse.move(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
}

let byButton = 0;
let byKey = 0;
/** Groups of cards dragged over the 3D table, cards given by a drag, drags on the text table. */
let drags = 0;
let gifts = 0;
let textDrags = 0;
let passes = 0;

/** Page i does `intent` through the screen: clicks, keys, a drag on the 3D table. */
async function byHand(i: number, intent: GofIntent, v: GofView): Promise<void> {
  const page = pages[i]!;
  const before = keyOf(v);
  switch (intent.type) {
    case 'continue':
      await page.getByRole('button', { name: /^Deal round/ }).click();
      break;
    case 'pass':
      if (passes++ % 2 === 0) await page.getByRole('button', { name: 'Pass', exact: true }).click();
      else await page.keyboard.press('p');
      break;
    case 'give':
      await select(i, [intent.card]);
      if (i === D3) {
        await look();
        const loser = await players.pointOf(i, `hand:${v.exchange!.loser}`);
        await dragSelection(i, intent.card, loser!);
        gifts++;
      } else await page.getByRole('button', { name: 'Give', exact: true }).click();
      break;
    case 'play':
      await select(i, intent.cards);
      await expect
        .poll(() => page.locator('.gof-hand__note[data-ok="true"]').count(), { timeout: 5_000 })
        .toBe(1);
      if (i === D3 && intent.cards.length > 1) {
        await look();
        await dragSelection(i, intent.cards[0]!, await tableCentre(i));
        drags++;
      } else if (intent.cards.length > 1 && textDrags === 0) {
        // On the text table the middle of the table is a page element that takes drops too.
        const box = (await page.locator('.gof-text__centre').boundingBox())!;
        await dragSelection(i, intent.cards[0]!, {
          x: box.x + box.width / 2,
          y: box.y + Math.min(box.height / 2, 40),
        });
        textDrags++;
      } else if (byButton <= byKey) {
        await page.getByRole('button', { name: 'Play', exact: true }).click();
        byButton++;
      } else {
        await page.keyboard.press('Enter');
        byKey++;
      }
      break;
  }
  await page.waitForFunction(
    (k) => {
      const w = (window as unknown as { gangTable: { view(): GofView } }).gangTable.view();
      return `${w.round}|${w.phase}|${w.log.length}` !== k;
    },
    before,
    { timeout: 15_000, polling: 50 },
  );
  // A drag on the 3D table: what it put down lands before the frames are held (held mid-fall,
  // the fall would go on in one long physics step).
  if (!held) await players.settled(D3);
  await away();
}

/** Who acts now, and what the greedy player does for them; with `favour`, the others pass
 * whenever they may, so that player most likely wins the round (and gives in the exchange). */
function next(views: GofView[], favour: number | null = null): [number, GofIntent] {
  for (const [i, v] of views.entries()) {
    const intent = greedy(v);
    if (!intent) continue;
    const ctx = viewContext(v);
    const yields = favour !== null && i !== favour && intent.type === 'play';
    if (yields && ctx && checkPass(ctx) === null) return [i, { type: 'pass' }];
    return [i, intent];
  }
  throw new Error(`nobody can act: ${keyOf(views[0]!)}`);
}

/** Saves test-results/gof-{name}-seat{i}.png from every page (the 3D table once it is still). */
async function shoot(name: string): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  await look();
  for (const [i, p] of pages.entries()) {
    await p.screenshot({ path: path.join(RESULTS_DIR, `gof-${name}-seat${i}.png`) });
  }
  trace(`shot ${name}`);
  await away();
}

test('three players play Gang of Four by hand over WebRTC; nothing leaks', async () => {
  try {
    await play();
  } catch (error) {
    // What each player saw when it went wrong.
    mkdirSync(RESULTS_DIR, { recursive: true });
    if (held) await releaseFrames(pages[D3]!);
    for (const [i, p] of pages.entries()) {
      await p.screenshot({ path: path.join(RESULTS_DIR, `gof-failure-seat${i}.png`) });
      trace(`${NAMES[i]} was told: ${(await gt<string[]>(p, 'notices')).join(', ')}`);
    }
    throw error;
  }
}, 600_000);

async function play(): Promise<void> {
  code = await players.start('gang-of-four', {});
  await players.settled(D3);
  expect(await Promise.all(pages.map((p) => gt<number>(p, 'seat')))).toEqual([0, 1, 2]);
  let views = await sync();
  for (const p of pages) expect(await p.locator('.hand-rail__card').count()).toBe(16);
  expect(await players.pointOf(D3, 'hand:0')).not.toBeNull();
  trace('dealt');
  await away();

  // Round 1 by hand until Doris has dragged a group of cards to the middle and a play went by
  // button, with a picture mid-trick; the rest of the round through the automation API.
  let shotTrick = false;
  let steps = 0;
  while (phaseOf(views) === 'play') {
    const manual = drags === 0 || byButton === 0 || steps < 6;
    // Once the hand-played part is done, Doris (on the 3D table) is helped to win the round, so
    // she is the one who gives in round 2's exchange, by dragging the card to the loser.
    const [i, intent] = next(views, manual ? null : D3);
    if (manual) await byHand(i, intent, views[i]!);
    else expect(await gt(pages[i]!, 'act', intent)).toEqual({ ok: true });
    steps++;
    views = await sync();
    if (!shotTrick && views[0]!.trick.length >= 2 && views[0]!.phase === 'play') {
      shotTrick = true;
      await shoot('trick');
    }
    if (steps > 400) throw new Error('round 1 never ended');
  }
  trace(`round 1 over after ${steps} moves (${drags} drags)`);
  expect(byButton).toBeGreaterThanOrEqual(1);
  expect(shotTrick).toBe(true);
  expect(views[0]!.phase).toBe('round-end');

  // Round 2: dealt by a click; the exchange by hand; then every move by hand.
  const [dealer, deal] = next(views);
  await byHand(dealer, deal, views[dealer]!);
  views = await sync();
  expect(views[0]!.phase).toBe('exchange');
  const ex = views[0]!.exchange!;
  const [giver, give] = next(views);
  expect(giver).toBe(ex.winner);
  await byHand(giver, give, views[giver]!);
  views = await sync();
  expect(views[0]!.exchange!.fromWinner).toBe((give as { card: string }).card);
  await shoot('exchange');

  let round2 = 0;
  while (phaseOf(views) === 'play') {
    const [i, intent] = next(views);
    await byHand(i, intent, views[i]!);
    round2++;
    views = await sync();
    if (round2 > 400) throw new Error('round 2 never ended');
  }
  trace(
    `round 2 over after ${round2} moves (${drags} drags, ${gifts} given by a drag, ${textDrags} on the text table)`,
  );
  expect(drags).toBeGreaterThanOrEqual(1);
  expect(views[0]!.rounds).toHaveLength(2);
  expect(await pages[0]!.getByRole('dialog').textContent()).toContain('Round 2 is over');
  await shoot('score');
  expect(byKey + byButton).toBeGreaterThanOrEqual(2);

  // What actually crossed the wire to each guest.
  await Promise.all([1, 2].map((i) => drain(i)));
  const snap = JSON.parse(
    (await pages[0]!.evaluate((k) => localStorage.getItem(k), `gang-table:host:${code}`))!,
  ) as HostSnapshot;
  const seed = snap.match!.seed;
  const tokens = snap.players.map((p) => p.token);
  for (const i of [1, 2]) {
    expect(wire[i]!.length).toBeGreaterThan(50);
    for (const m of wire[i]!) {
      expect(m.startsWith('[binary')).toBe(false);
      for (const hit of m.matchAll(CARD_TOKEN)) {
        expect(allowed[i]!.has(hit[1]!), `${NAMES[i]} received ${hit[1]}: ${m.slice(0, 200)}`).toBe(
          true,
        );
      }
      expect(m.includes(seed)).toBe(false);
      expect(m).not.toMatch(/"(rng|deck|seed|hands|aside|items)"/);
      tokens.forEach((t, s) => {
        if (s !== i && m.includes(t)) throw new Error(`${NAMES[i]} received seat ${s}'s token`);
      });
    }
  }
  expect(players.problems).toEqual([]);
}
