// The Gang's invariants for the reliability proofs (test support, docs/RELIABILITY.md): the 52
// cards (and the Jack's wild card) are all somewhere and nowhere twice, every chip of the round has one owner, the counts
// stay in range; and what each seat must never be sent (other pockets, the deck, the discards,
// less what the rules showed it).
import { gangBotIntent } from '../../bots/the-gang/bot.ts';
import { crewBot } from '../../bots/the-gang/crew.ts';
import { randomChipsBot } from '../../bots/the-gang/random-chips.ts';
import type { Bot } from '../../bots/core/drive.ts';
import type { GangState } from '../../games/the-gang/index.ts';
import { MODES } from '../../games/the-gang/vocabulary.ts';
import { repeated, unless, within, type GameReliability } from '../core/types.ts';

const JACK = 'J*';
const PHASES = ['coordinate', 'round', 'guess', 'showdown', 'over'];

/** Every reason the game's rules and table rules refuse with (the closed list). */
const REASONS = [
  'already-agreed',
  'already-confirmed',
  'already-holding-colour',
  'already-yours',
  'bad-target',
  'cannot-discard-jack',
  'card-not-in-pocket',
  'chip-locked',
  'game-over',
  'no-change',
  'no-such-chip',
  'no-such-guess',
  'no-such-seat',
  'not-a-guesser',
  'not-in-front-of-others',
  'not-this-round',
  'not-your-chip',
  'nothing-to-do',
  'off-table',
  'pending-step',
  'specialist-not-active',
  'specialist-used',
  'stale-proposal',
  'wrong-phase',
];

function check(raw: unknown, prevRaw: unknown): string[] {
  const s = raw as GangState;
  const prev = prevRaw as GangState | null;
  const all = [...s.deck, ...s.discard, ...s.pockets.flat(), ...s.community];
  // The Jack specialist's wild card (`J*`) joins the 52 while it is in play.
  const cards = all.filter((c) => c !== JACK);
  const chips = [...s.centre, ...s.holding.filter((c): c is string => c !== null)];
  return [
    ...unless(cards.length === 52, `cards: ${cards.length} of 52`),
    ...repeated(all).map((c) => `card ${c} in two places`),
    ...repeated(chips).map((c) => `chip ${c} has two owners`),
    ...unless(
      s.phase !== 'round' || chips.length === s.seats,
      `round chips: ${chips.length} for ${s.seats} seats`,
    ),
    ...unless(
      s.holding.length === s.seats && s.pockets.length === s.seats,
      'a seat without its place',
    ),
    ...unless(
      s.dark.every((c) => chips.includes(c) || s.phase !== 'round'),
      'a dark chip lost',
    ),
    ...unless(PHASES.includes(s.phase), `phase ${s.phase}`),
    ...unless(within(s.round, 1, 4), `round ${s.round}`),
    ...unless(within(s.alarms, 0, s.alarmLimit), `alarms ${s.alarms}`),
    ...unless(within(s.vaults, 0, 3), `vaults ${s.vaults}`),
    ...unless((s.result === null) === (s.phase !== 'over'), 'a result without the end, or back'),
    ...unless(!prev || s.heist >= prev.heist, 'the heist number went back'),
    ...unless(!prev || s.vaults + s.alarms >= prev.vaults + prev.alarms, 'an outcome undone'),
  ];
}

/** The seat holding the highest red chip (`R<n>`) in a row of chips, or -1. */
function highestRed(row: readonly (string | null)[]): number {
  let best = -1;
  let top = -1;
  row.forEach((chip, seat) => {
    const n = chip?.startsWith('R') ? Number(chip.slice(1)) : -1;
    if (n > best) [best, top] = [n, seat];
  });
  return top;
}

function hidden(raw: unknown, seat: number | null): ReadonlySet<string> {
  const s = raw as GangState;
  const out = new Set([...s.deck, ...s.discard]);
  s.pockets.forEach((p, i) => i !== seat && p.forEach((c) => out.add(c)));
  // What is public now, or what this seat was shown or handled itself.
  for (const c of s.community) out.delete(c);
  for (const h of s.showdown?.hands ?? []) for (const c of [...h.pocket, ...h.best]) out.delete(c);
  if (s.phase === 'guess') {
    // Before a scan guess every pocket is turned up but the highest red chip's (rulebook p. 17).
    const top = highestRed(s.finals[3] ?? s.holding);
    s.pockets.forEach((p, i) => i !== top && p.forEach((c) => out.delete(c)));
  }
  if (seat !== null) {
    const mine = s.secrets[seat];
    for (const c of s.pockets[seat] ?? []) out.delete(c);
    for (const c of [
      ...(mine?.informed.map((i) => i.card) ?? []),
      mine?.shown?.card,
      ...(mine?.beforeConArtist ?? []),
      mine?.passed,
      mine?.received,
      ...(mine?.discarded ?? []),
    ])
      if (c) out.delete(c);
  }
  return out;
}

function tokens(raw: unknown): readonly string[] {
  const s = raw as GangState;
  return [
    ...s.centre,
    ...s.holding.filter((c) => c !== null),
    ...s.pockets.flat(),
    ...s.deck.slice(0, 4),
    'W1',
    'Y2',
    'O3',
    'R4',
    'X9',
  ];
}

/** The Gang: every mode (its challenges and specialists come with it), three to six seats. */
export const theGangReliability: GameReliability = {
  reasons: REASONS,
  check,
  hidden,
  tokens,
  modes: MODES.map((mode) => ({
    name: mode,
    seats: [3, 4, 5, 6],
    options: [
      { mode, stacks: 'shuffled' },
      { mode, stacks: 'first-game' },
    ],
  })),
  bot: gangBotIntent as Bot<unknown, unknown>,
  strong: crewBot as Bot<unknown, unknown>,
  random: randomChipsBot as Bot<unknown, unknown>,
};
