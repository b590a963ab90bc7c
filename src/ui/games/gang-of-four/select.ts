// The player's hand as the rail holds it, and what a selection means: each card with an id of
// its own (the two copies of a coloured card differ), the two sorts players ask for (by number,
// by colour), the selection named as players say it ("full house, 7s over phoenixes") with
// whether it may be played now and why not, and the hint. The judging is the engine's own
// (legal.ts: the rules, the hint and the bots never disagree); only the words are added here.
import {
  gofColour,
  makeGofCard,
  parseGofCard,
  tryParseGofCard,
} from '../../../engine/games/gang-of-four/cards.ts';
import { classify } from '../../../engine/games/gang-of-four/combos.ts';
import {
  checkPass,
  checkPlay,
  legalPlays,
  viewContext,
} from '../../../engine/games/gang-of-four/legal.ts';
import type { GofView } from '../../../engine/index.ts';
import { COMBO_KIND, cardName, comboName } from '../../../i18n/games/gang-of-four/texts.ts';
import { t as translate } from '../../../i18n/i18n.ts';
import type { RailCard, RailSort } from '../../table/hand-rail.ts';

/** The hand as rail cards: ids `5R#0`, `5R#1` for the two copies, labels in words. */
export function railCards(hand: readonly string[]): RailCard[] {
  const seen = new Map<string, number>();
  return hand.map((token) => {
    const k = seen.get(token) ?? 0;
    seen.set(token, k + 1);
    return { id: `${token}#${k}`, token, label: cardName(token) };
  });
}

/** The card token of a rail id. */
export function tokenOf(id: string): string {
  return id.split('#')[0]!;
}

/** The tokens of rail ids, in the order given. */
export function tokensOf(ids: readonly string[]): string[] {
  return ids.map(tokenOf);
}

/** Rail ids for tokens: each token takes a copy not yet taken. */
export function idsFor(tokens: readonly string[], cards: readonly RailCard[]): string[] {
  const used = new Set<string>();
  const out: string[] = [];
  for (const t of tokens) {
    const card = cards.find((c) => c.token === t && !used.has(c.id));
    if (!card) continue;
    used.add(card.id);
    out.push(card.id);
  }
  return out;
}

const order = (c: RailCard) => tryParseGofCard(c.token) ?? 99;
/** Colour groups green, yellow, red, each low to high; then the 1M, phoenixes and dragon. */
const colourKey = (c: RailCard) => {
  const card = order(c);
  const colour = gofColour(card);
  return colour === null ? 1000 + card : 'GYR'.indexOf(colour) * 100 + card;
};

/** The two ways to hold the hand: by number (the single-card order) or by colour. */
export const SORTS: readonly RailSort[] = [
  {
    id: 'number',
    get label() {
      return t('ui.byNumber');
    },
    compare: (a, b) => order(a) - order(b),
  },
  {
    id: 'colour',
    get label() {
      return t('ui.byColour');
    },
    compare: (a, b) => colourKey(a) - colourKey(b),
  },
];

/** A message of the 'gang-of-four' namespace. */
function t(key: string, options: Record<string, unknown> = {}): string {
  return (translate as unknown as (k: string, o: object) => string)(key, {
    ns: 'gang-of-four',
    ...options,
  });
}

/** What the selected cards are and whether they may be played now. */
export interface Selection {
  /** The combination's name, or a list of the cards when they make none. */
  readonly name: string;
  /** True when the cards form a combination. */
  readonly combo: boolean;
  /** True when playing them now is legal. */
  readonly playable: boolean;
  /** Why not, or what playing them does, in a few words. */
  readonly note: string;
}

/** The combination on the table, in words. */
export function tableName(view: GofView): string | null {
  const last = view.trick[view.trick.length - 1];
  return last ? comboName(last.type, last.cards) : null;
}

/** The selected cards (tokens) judged against the view, in words. */
export function describeSelection(
  view: GofView,
  tokens: readonly string[],
  name: (seat: number) => string = (s) => `Seat ${s + 1}`,
): Selection | null {
  if (tokens.length === 0) return null;
  const cards = tokens.map(parseGofCard);
  const combo = classify(cards);
  if (!combo) {
    const list = tokens.map(cardName).join(', ');
    return { name: list, combo: false, playable: false, note: t('ui.notCombo') };
  }
  const words = comboName(combo.type, combo.cards.map(makeGofCard));
  const say = (playable: boolean, note: string): Selection => ({
    name: words,
    combo: true,
    playable,
    note,
  });
  const ctx = viewContext(view);
  if (view.phase === 'exchange') {
    if (view.exchange?.winner !== view.seat) return say(false, '');
    return tokens.length === 1 ? say(true, t('ui.youGive')) : say(false, t('ui.giveOneCard'));
  }
  if (view.phase !== 'play' || !ctx || view.seat === null) return say(false, '');
  if (view.players[view.seat]?.out) return say(false, t('ui.youAreOut'));
  if (view.turn !== view.seat) return say(false, t('ui.waitTurn'));
  const last = view.trick[view.trick.length - 1];
  const table = tableName(view);
  const verdict = checkPlay(ctx, cards);
  if (typeof verdict !== 'string') {
    return say(true, last ? t('ui.beats', { name: name(last.seat), table }) : t('ui.leadsTrick'));
  }
  switch (verdict) {
    case 'must-include-1m':
      return say(false, t('ui.first1M'));
    case 'wrong-count':
      return say(
        false,
        t('ui.wantsCount', { count: last!.cards.length, kind: COMBO_KIND[last!.type] }),
      );
    case 'does-not-beat':
      return say(false, t('ui.notBeat', { table }));
    case 'identical-play':
      return say(false, t('ui.sameValue', { table }));
    case 'must-defend':
      return say(false, t('ui.mustDefend'));
    case 'not-in-hand':
      return say(false, t('ui.notInHand'));
    default:
      return say(false, verdict);
  }
}

/** Every legal play now, as tokens, in the order the hint offers them: the lowest that will
 * do first (keep the strong cards), gangs last; empty when nothing may be played. */
export function hintPlays(view: GofView): string[][] {
  const ctx = viewContext(view);
  if (!ctx || view.phase !== 'play' || view.turn !== view.seat) return [];
  return legalPlays(ctx).map((c) => c.cards.map(makeGofCard));
}

/** The hint after `current` (the selection): the next legal play in hint order, round again at
 * the end; the first when the selection is none of them. Null when nothing may be played. */
export function nextHint(plays: readonly string[][], current: readonly string[]): string[] | null {
  if (plays.length === 0) return null;
  const key = (t: readonly string[]) => [...t].sort().join(' ');
  const at = plays.findIndex((p) => key(p) === key(current));
  return [...plays[(at + 1) % plays.length]!];
}

/** Whether the viewer may pass now. */
export function canPass(view: GofView): boolean {
  const ctx = viewContext(view);
  return !!ctx && view.phase === 'play' && view.turn === view.seat && checkPass(ctx) === null;
}
