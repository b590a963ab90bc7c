// The fuzz in small (the bench sends 100,000 messages per game: docs/RELIABILITY.md): fast-check
// draws sequences of random and malformed messages from seated players, a spectator and
// strangers against a real Host over the loopback transport, and every invariant is checked after
// every message (fuzz.ts). Seeded, so a failure repeats; fast-check shrinks it to a short one.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { GAME_IDS } from '../../engine/index.ts';
import { Fuzz } from './fuzz.ts';
import { recipeArb } from './messages.ts';

test.each(GAME_IDS)(
  '%s: 1,200 hostile messages break no invariant',
  async (game) => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(recipeArb(6), { minLength: 200, maxLength: 200 }), async (rs) => {
        const fuzz = await Fuzz.open(game);
        try {
          for (const r of rs) await fuzz.step(r);
        } finally {
          fuzz.close();
        }
        sent += fuzz.tally.messages;
        expect(fuzz.tally.examples).toEqual([]);
        expect(fuzz.tally.failures).toBe(0);
        // Some requests went through and some were refused: the fuzz reached the rules.
        expect(fuzz.tally.refused).toBeGreaterThan(0);
      }),
      { numRuns: 6, seed: 20_261_126, endOnFailure: true },
    );
    expect(sent).toBeGreaterThan(1000);
  },
  180_000, // seconds on an idle machine; a loaded one takes longer
);
