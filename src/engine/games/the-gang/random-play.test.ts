// Seeded random play of every mode with 3 to 6 players: a crew that does anything a person could
// try (mostly sensible, sometimes not) plays whole games. After every step every seat's view and
// a spectator's are computed, none may throw or hold a card its viewer may not know, and every
// refused intent leaves the state exactly as it was.
import { describe, expect, test } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../core/rng.ts';
import { CATEGORIES } from '../../cards/hand-eval.ts';
import { theGang } from './index.ts';
import { CARD_TOKEN, act, knownCards } from './test-kit.ts';
import type { GangState } from './state.ts';
import { MODES, RANK_CHARS, chipToken } from './vocabulary.ts';

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

function playGame(mode: (typeof MODES)[number], seats: number, seed: string) {
  const d = new Dice(seedRng(`random-${seed}`));
  const stacks = d.pick(['first-game', 'shuffled'] as const);
  let s = theGang.setup({ seed, seats, options: { mode, stacks } }) as GangState;
  let accepted = 0;
  for (let tries = 0; tries < 40_000 && !s.result; tries++) {
    const seat = d.int(seats);
    const before = JSON.stringify(s);
    const out = act(s, seat, tryOne(s, seat, d));
    if (!out.ok) {
      if (JSON.stringify(s) !== before) throw new Error(`refusal ${out.reason} changed the state`);
      continue;
    }
    s = out.state;
    accepted++;
    checkViews(s);
  }
  return { s, accepted };
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
