// Gang of Four's invariants for the reliability proofs (test support, docs/RELIABILITY.md): the 64
// cards are all somewhere (hands, aside, the trick, the pile), no card grows in number, the turn
// is a seat still playing, scores only grow; and what each seat must never be sent (the others'
// hands and the cards aside, less what it holds and what lies face up).
import type { Bot } from '../../bots/core/drive.ts';
import { plannerBot } from '../../bots/gang-of-four/planner.ts';
import { randomBot } from '../../bots/gang-of-four/random.ts';
import type { GofState } from '../../games/gang-of-four/index.ts';
import {
  DEFENCE_MODES,
  LAST_CARD_MODES,
  LOSER_TIE_MODES,
  PHASES,
} from '../../games/gang-of-four/vocabulary.ts';
import { unless, within, type GameReliability } from '../core/types.ts';

const DECK = 64;

/** How many of each card `cards` holds. */
function tally(cards: readonly string[]): Map<string, number> {
  const n = new Map<string, number>();
  for (const c of cards) n.set(c, (n.get(c) ?? 0) + 1);
  return n;
}

/** The deck's make-up, from a freshly dealt state (cards are repeated in Gang of Four). */
let deckTally: Map<string, number> | null = null;

/** Every reason the game's rules and table rules refuse with (the closed list). */
const REASONS = [
  'does-not-beat',
  'game-over',
  'give-one-card',
  'give-to-loser',
  'identical-play',
  'must-defend',
  'must-include-1m',
  'must-lead',
  'no-such-object',
  'not-a-combination',
  'not-in-hand',
  'not-your-hand',
  'not-your-turn',
  'nothing-selected',
  'off-table',
  'out-of-round',
  'play-in-centre',
  'wrong-count',
  'wrong-phase',
];

function check(raw: unknown, prevRaw: unknown): string[] {
  const s = raw as GofState;
  const prev = prevRaw as GofState | null;
  const held = [...s.hands.flat(), ...s.aside, ...s.trick.flatMap((p) => p.cards)];
  const counted = held.length + s.pile;
  if (!deckTally && s.pile === 0 && s.trick.length === 0 && counted === DECK) {
    deckTally = tally([...s.hands.flat(), ...s.aside]);
  }
  const grown = [...tally(held)].filter(([c, n]) => n > (deckTally?.get(c) ?? n));
  const live = s.out.map((o, i) => (o ? -1 : i)).filter((i) => i >= 0);
  return [
    ...unless(counted === DECK, `cards: ${counted} of ${DECK}`),
    ...grown.map(([c, n]) => `card ${c} ${n} times`),
    ...unless(PHASES.includes(s.phase), `phase ${s.phase}`),
    ...unless(
      s.turn === null || (within(s.turn, 0, s.seats - 1) && live.includes(s.turn)),
      `turn ${s.turn}`,
    ),
    ...unless(s.phase !== 'play' || s.turn !== null, 'nobody to play'),
    ...unless(
      s.hands.length === s.seats && s.passed.length === s.seats && s.out.length === s.seats,
      'a seat without its place',
    ),
    ...unless(
      s.totals.every((t) => within(t, 0, 10_000)),
      `totals ${s.totals.join(',')}`,
    ),
    ...unless(!prev || s.totals.every((t, i) => t >= prev.totals[i]!), 'a penalty was taken back'),
    ...unless(!prev || s.round >= prev.round, 'the round went back'),
    ...unless((s.result === null) === (s.phase !== 'over'), 'a result without the end, or back'),
  ];
}

function hidden(raw: unknown, seat: number | null): ReadonlySet<string> {
  const s = raw as GofState;
  const out = new Set(s.aside);
  s.hands.forEach((h, i) => i !== seat && h.forEach((c) => out.add(c)));
  // Cards are repeated: a token on the table tells nothing; the exchange is made face up (the
  // view shows it to everyone, by design: gang-of-four/view.ts).
  for (const p of s.trick) for (const c of p.cards) out.delete(c);
  if (s.exchange)
    for (const c of [s.exchange.fromLoser, s.exchange.fromWinner]) if (c) out.delete(c);
  for (const e of s.log) if (e.e === 'exchange') out.delete(e.card);
  if (seat !== null) for (const c of s.hands[seat] ?? []) out.delete(c);
  return out;
}

function tokens(raw: unknown): readonly string[] {
  const s = raw as GofState;
  return [...new Set([...s.hands.flat(), ...s.aside.slice(0, 3), '1M', 'PG', 'DR', '11G'])];
}

const OPTIONS = LAST_CARD_MODES.flatMap((lastCard) =>
  DEFENCE_MODES.flatMap((defence) =>
    LOSER_TIE_MODES.map((loserTie) => ({ lastCard, defence, loserTie })),
  ),
);

/** Gang of Four: three and four seats, every combination of the options in turn. */
export const gangOfFourReliability: GameReliability = {
  reasons: REASONS,
  check,
  hidden,
  tokens,
  modes: [
    { name: '3-seats', seats: [3], options: OPTIONS },
    { name: '4-seats', seats: [4], options: OPTIONS },
  ],
  bot: plannerBot as Bot<unknown, unknown>,
  strong: plannerBot as Bot<unknown, unknown>,
  random: randomBot as Bot<unknown, unknown>,
};
