// Seeded random play of every mode with 3 to 6 players: a crew that does anything a person could
// try (mostly sensible, sometimes not) plays whole games, and rows of games that carry the stacks'
// order from one to the next (the carry-over option). After every step every seat's view and a
// spectator's are computed, none may throw or hold a card its viewer may not know, and every
// refused intent leaves the state exactly as it was: every state is deep-frozen, so a rule that
// wrote to it would throw (comparing the state's JSON before and after each of up to 40,000
// tries was most of this file's time).
import { describe, expect, test } from 'vitest';
import { deepFreeze } from '../../bots/core/frozen-play.ts';
import { nextInt, seedRng, type RngState } from '../../core/rng.ts';
import { CATEGORIES } from '../../cards/hand-eval.ts';
import { theGang } from './index.ts';
import { CARD_TOKEN, act, knownCards } from './test-kit.ts';
import type { GangCarry, GangState } from './state.ts';
import { CHALLENGES, MODES, RANK_CHARS, SPECIALISTS, chipToken } from './vocabulary.ts';

class Dice {
  constructor(private rng: RngState) {}
  int(n: number): number {
    const [x, next] = nextInt(this.rng, n);
    this.rng = next;
    return x;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

/** Something seat `seat` might try now, weighted towards moves that get the game on. */
function tryOne(s: GangState, seat: number, d: Dice): unknown {
  const pocket = s.pockets[seat]!;
  const other = d.int(s.seats);
  const roll = d.int(100);
  if (s.phase === 'showdown') return roll < 80 ? { type: 'continue' } : { type: 'reveal' };
  if (s.proposal && roll < 40) {
    return { type: d.int(6) === 0 ? 'decline' : 'agree', proposal: s.proposal.id };
  }
  if (s.pending && roll < 70) {
    return { type: d.pick(['show', 'discard']), card: d.pick(pocket) };
  }
  if (s.phase === 'coordinate') return { type: 'pass', card: d.pick(pocket) };
  if (s.phase === 'guess') {
    return {
      type: 'propose',
      proposal: d.pick([
        { kind: 'retina-scan', rank: d.pick(RANK_CHARS) },
        { kind: 'fingerprint-scan', category: d.pick(CATEGORIES) },
      ]),
    };
  }
  if (s.specialist && roll < 8) {
    const kind = s.specialist;
    return {
      type: 'propose',
      proposal:
        kind === 'informant'
          ? { kind, seat: other, target: d.int(s.seats) }
          : kind === 'mastermind'
            ? { kind, seat: other, rank: d.pick(RANK_CHARS) }
            : { kind, seat: other },
    };
  }
  if (s.lastCall && roll < 60) return { type: 'reveal' };
  if (roll < 92) return { type: 'takeChip', chip: chipToken(s.round, 1 + d.int(s.seats)) };
  return { type: 'returnChip', chip: s.holding[seat] ?? chipToken(s.round, 1) };
}

function checkViews(s: GangState): void {
  for (const seat of [null, ...Array.from({ length: s.seats }, (_, i) => i)]) {
    const json = JSON.stringify(seat === null ? theGang.spectatorView(s) : theGang.view(s, seat));
    const known = knownCards(s, seat);
    for (const [, card] of json.matchAll(CARD_TOKEN)) {
      if (!known.has(card!)) throw new Error(`seat ${seat} sees ${card} (${s.phase})`);
    }
  }
}

/** One whole game of random play. With `carried`, the stacks start where the last game left
 * them (the carry-over option; `carry` undefined for the first game of a row). */
function playGame(
  mode: (typeof MODES)[number],
  seats: number,
  seed: string,
  carried?: { carry: unknown },
) {
  const d = new Dice(seedRng(`random-${seed}`));
  const picked = d.pick(['first-game', 'shuffled'] as const);
  const options = { mode, stacks: carried ? ('carry-over' as const) : picked };
  const carry = carried?.carry === undefined ? {} : { carry: carried.carry };
  let s = deepFreeze(theGang.setup({ seed, seats, options, ...carry }) as GangState);
  const first = s;
  checkViews(s);
  let accepted = 0;
  for (let tries = 0; tries < 40_000 && !s.result; tries++) {
    const seat = d.int(seats);
    // (A refusal that wrote to the frozen state would throw here.)
    const out = act(s, seat, tryOne(s, seat, d));
    if (!out.ok) continue;
    s = deepFreeze(out.state);
    accepted++;
    checkViews(s);
  }
  return { first, s, accepted };
}

describe.each(MODES)('%s mode, random crews', (mode) => {
  test.each([3, 4, 5, 6])('%i players play whole games to the end; every view holds', (seats) => {
    for (const seed of ['a', 'b']) {
      const { s, accepted } = playGame(mode, seats, `${mode}-${seats}-${seed}`);
      expect(s.result).not.toBeNull();
      expect(s.heist).toBeGreaterThanOrEqual(mode === 'master-thief' ? 2 : 3);
      expect(accepted).toBeGreaterThan(20);
    }
  });
});

/** Where a row of games starts: a new room (no carry yet), or a room that has been through both
 * stacks once, with card 1 on top of each again: its next reveal shuffles the stack for good. */
const STARTS = {
  'a new room': undefined,
  'card 1 coming round again': {
    challenges: [...CHALLENGES],
    specialists: [...SPECIALISTS],
    turns: {
      challengeOnes: 1,
      specialistOnes: 1,
      challengesRandom: false,
      specialistsRandom: false,
    },
  },
} satisfies Record<string, GangCarry | undefined>;

describe('the stacks carried from game to game (the carry-over option)', () => {
  test.each([
    ['advanced', 3, 'a new room'],
    ['advanced', 4, 'card 1 coming round again'],
    ['advanced', 5, 'a new room'],
    ['advanced', 6, 'card 1 coming round again'],
    ['professional', 5, 'card 1 coming round again'],
    ['master-thief', 4, 'a new room'],
  ] as const)(
    '%s mode, %i players, from %s: three games in a row; every view holds',
    (mode, seats, start) => {
      let carry: GangCarry | undefined = STARTS[start];
      let last: GangState | null = null;
      for (let game = 1; game <= 3; game++) {
        const seed = `${mode}-${seats}-carry-${game}`;
        const { first, s, accepted } = playGame(mode, seats, seed, { carry });
        expect(s.result).not.toBeNull();
        expect(accepted).toBeGreaterThan(20);
        if (carry) {
          // The game starts where the last one left the stacks (what this mode uses of them).
          const inOrder = carry.challenges.filter((c) => first.challengeStack.includes(c));
          expect(first.challengeStack).toEqual(inOrder);
          expect(first.specialistStack).toEqual(mode === 'master-thief' ? [] : carry.specialists);
          expect(first.stackTurns).toEqual(carry.turns);
        }
        // The host keeps what a game leaves in its snapshot: through JSON, checked on the way in.
        carry = JSON.parse(JSON.stringify(theGang.carry!(s))) as GangCarry;
        last = s;
      }
      if (start === 'card 1 coming round again') {
        const turns = last!.stackTurns;
        expect(turns.challengesRandom || turns.specialistsRandom).toBe(true);
      }
    },
    // Three whole games: seconds on a quiet machine, more beside other work (a hang guard).
    120_000,
  );
});
