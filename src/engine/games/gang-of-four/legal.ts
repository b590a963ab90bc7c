// Which plays are legal for a hand against the table, and why a play or a pass is refused. One
// home for the checks, so the rules, the hint button and the bots cannot disagree. A context is
// built from the host's state (rules) or from a seat's own view (bots, hints): both hold
// everything these checks need, and nothing hidden.
import {
  GOF_COLOURS,
  MULTI_ONE,
  PHOENIX_GREEN,
  PHOENIX_YELLOW,
  gofColour,
  gofNumber,
  parseGofCard,
  type GofCard,
} from './cards.ts';
import { classify, judgePlay, orderCombos, type Combo } from './combos.ts';
import type { GofState } from './state.ts';
import type { GofView } from './view.ts';
import { nextActive } from './round.ts';
import type { Reason } from './vocabulary.ts';

/** What decides whether a seat's play or pass is legal now. */
export interface PlayContext {
  readonly hand: readonly GofCard[];
  /** The combination to beat, or null when leading. */
  readonly table: Combo | null;
  /** Round 1's first lead must contain the multicoloured 1. */
  readonly mustInclude1M: boolean;
  /** The defence duty binds this seat now (option enforced, next player on one card). */
  readonly defend: boolean;
}

/** The context of `seat` acting now, from the host's state. */
export function stateContext(s: GofState, seat: number): PlayContext {
  return {
    hand: s.hands[seat]!.map(parseGofCard),
    table: tableCombo(s.trick),
    mustInclude1M: s.firstLead,
    defend: s.options.defence === 'enforced' && underThreat(s, seat),
  };
}

/** The context of the viewer acting now, from its own view (null for a spectator). */
export function viewContext(v: GofView): PlayContext | null {
  if (v.hand === null) return null;
  return {
    hand: v.hand.map(parseGofCard),
    table: tableCombo(v.trick),
    mustInclude1M: v.mustInclude1M,
    defend: v.options.defence === 'enforced' && v.defending,
  };
}

function tableCombo(trick: readonly { cards: readonly string[] }[]): Combo | null {
  const last = trick[trick.length - 1];
  return last ? classify(last.cards.map(parseGofCard)) : null;
}

/** The next player still in the round holds one card: `seat` sits just before a last-card
 * player (German "Ansage Letzte Karte", Korean "라스트 카드"). */
export function underThreat(s: GofState, seat: number): boolean {
  const next = nextActive(s, seat);
  return next !== null && s.hands[next]!.length === 1;
}

/** True when `hand` holds every card of `cards`, copies counted. */
export function holds(hand: readonly GofCard[], cards: readonly GofCard[]): boolean {
  const left = [...hand];
  for (const c of cards) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** The combination `cards` make as a legal play now, or why not (checks in a fixed order). */
export function checkPlay(ctx: PlayContext, cards: readonly GofCard[]): Combo | Reason {
  if (!holds(ctx.hand, cards)) return 'not-in-hand';
  const combo = classify(cards);
  if (!combo) return 'not-a-combination';
  return fits(ctx, combo) ?? (ctx.defend && !defends(ctx, combo) ? 'must-defend' : combo);
}

/** Why a combination from the hand may not be played now (before the defence duty). */
function fits(ctx: PlayContext, combo: Combo): Reason | null {
  if (ctx.mustInclude1M && !combo.cards.includes(MULTI_ONE)) return 'must-include-1m';
  return ctx.table ? judgePlay(combo, ctx.table) : null;
}

/** Why the seat may not pass now, or null. */
export function checkPass(ctx: PlayContext): Reason | null {
  // The trick's winner "spielt neu aus": leading is a play, never a pass.
  if (!ctx.table) return 'must-lead';
  return ctx.defend && defenceDuty(ctx) ? 'must-defend' : null;
}

function defends(ctx: PlayContext, combo: Combo): boolean {
  const duty = defenceDuty(ctx);
  return !duty || duty(combo);
}

/**
 * The plays the German edition's defence duty demands now, or null when it demands none:
 * "Werden gerade Einzelkarten gespielt, muss er seine höchste Karte – wenn er sie regelkonform
 * spielen kann – oder eine Gang-Kombination legen. Außerdem muss er versuchen, Kombinationen
 * aus mehreren Karten zu legen, falls er eine neue Runde eröffnet." Reading: on a single, the
 * highest card (if it beats) or any beating gang, and no pass while one of them is possible;
 * leading, any combination of two or more cards, and with none in hand, the highest single
 * (singles are then being played). A duty that no legal play meets binds nothing.
 */
function defenceDuty(ctx: PlayContext, legal?: readonly Combo[]): ((c: Combo) => boolean) | null {
  if (ctx.table && ctx.table.type !== 'single') return null;
  const plain = legal ?? candidates(ctx).filter((c) => fits(ctx, c) === null);
  const top = Math.max(...ctx.hand);
  const highest = (c: Combo) => c.cards.length === 1 && c.cards[0] === top;
  const wanted: ((c: Combo) => boolean)[] = ctx.table
    ? [(c) => highest(c) || c.type === 'gang']
    : [(c) => c.cards.length >= 2, highest];
  return wanted.find((w) => plain.some(w)) ?? null;
}

/** Every distinct legal play now, low to high (gangs last). */
export function legalPlays(ctx: PlayContext): Combo[] {
  const plain = candidates(ctx).filter((c) => fits(ctx, c) === null);
  const duty = ctx.defend ? defenceDuty(ctx, plain) : null;
  return duty ? plain.filter(duty) : plain;
}

/** Every distinct combination the hand can form that could meet the table, low to high. */
function candidates(ctx: PlayContext): Combo[] {
  const { hand, table } = ctx;
  const size = table && table.type !== 'gang' ? table.cards.length : null;
  const found = new Map<string, Combo>();
  const add = (cards: readonly GofCard[]) => {
    const combo = classify(cards);
    if (combo) found.set(`${combo.type}:${combo.cards.join(',')}`, combo);
  };
  const byNumber = new Map<number, GofCard[]>();
  for (const c of [...hand].sort((a, b) => a - b)) {
    const n = gofNumber(c);
    if (n !== null) byNumber.set(n, [...(byNumber.get(n) ?? []), c]);
  }
  const phoenixPair = hand.includes(PHOENIX_GREEN) && hand.includes(PHOENIX_YELLOW);
  const leading = table === null;
  if (leading || size === 1) new Set(hand).forEach((c) => add([c]));
  if (leading || size === 2) {
    for (const g of byNumber.values()) choose(g, 2).forEach(add);
    if (phoenixPair) add([PHOENIX_YELLOW, PHOENIX_GREEN]);
  }
  if (leading || size === 3) for (const g of byNumber.values()) choose(g, 3).forEach(add);
  if (leading || size === 5) fiveCardCandidates(hand, byNumber, phoenixPair).forEach(add);
  // Gangs meet every table ("Gang-Kombinationen können auf jede beliebige andere
  // Kartenkombination gespielt werden").
  for (const g of byNumber.values()) {
    for (let k = 4; k <= g.length; k++) choose(g, k).forEach(add);
  }
  return [...found.values()].sort(orderCombos);
}

function fiveCardCandidates(
  hand: readonly GofCard[],
  byNumber: Map<number, GofCard[]>,
  phoenixPair: boolean,
): GofCard[][] {
  const out: GofCard[][] = [];
  // Straights (and straight flushes): one card per number, 1–5 up to 6–10.
  for (let low = 1; low <= 6; low++) {
    const columns = [0, 1, 2, 3, 4].map((i) => [...new Set(byNumber.get(low + i) ?? [])]);
    if (columns.some((col) => col.length === 0)) continue;
    let rows: GofCard[][] = [[]];
    for (const col of columns) rows = rows.flatMap((r) => col.map((c) => [...r, c]));
    out.push(...rows);
  }
  // Flushes: five of one colour, the multicoloured 1 joining any colour.
  for (const colour of GOF_COLOURS) {
    const pool = hand.filter((c) => gofColour(c) === colour || c === MULTI_ONE);
    out.push(
      ...choose(
        [...pool].sort((a, b) => a - b),
        5,
      ),
    );
  }
  // Full houses: a triple and a pair of another number, or the phoenix pair.
  for (const [a, ga] of byNumber) {
    for (const triple of choose(ga, 3)) {
      if (phoenixPair) out.push([...triple, PHOENIX_YELLOW, PHOENIX_GREEN]);
      for (const [b, gb] of byNumber) {
        if (b !== a) for (const pair of choose(gb, 2)) out.push([...triple, ...pair]);
      }
    }
  }
  return out;
}

/** Every distinct k-card sub-multiset of `sorted` (a sorted list; copies are equal values). */
function choose(sorted: readonly GofCard[], k: number): GofCard[][] {
  const groups: [GofCard, number][] = [];
  for (const c of sorted) {
    const last = groups[groups.length - 1];
    if (last && last[0] === c) last[1]++;
    else groups.push([c, 1]);
  }
  const out: GofCard[][] = [];
  const pick: GofCard[] = [];
  const walk = (i: number, left: number): void => {
    if (left === 0) {
      out.push([...pick]);
      return;
    }
    if (i === groups.length) return;
    const [card, count] = groups[i]!;
    for (let take = Math.min(count, left); take >= 0; take--) {
      for (let t = 0; t < take; t++) pick.push(card);
      walk(i + 1, left - take);
      pick.length -= take;
    }
  };
  walk(0, k);
  return out;
}
