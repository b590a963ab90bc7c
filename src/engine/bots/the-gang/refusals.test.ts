// The crew bot remembers the proposals the table declined (the loop of issue #20, in The Gang):
// with one player who declines every specialist's use and each heist's first scan guess, crew
// bots never make a declined proposal again in the same heist, and every game still ends.
import { describe, expect, test } from 'vitest';
import { theGang, type GangIntent, type GangState } from '../../games/the-gang/index.ts';
import type { GangView } from '../../games/the-gang/view.ts';
import { MODES } from '../../games/the-gang/vocabulary.ts';
import { playOut, type Bot } from '../core/drive.ts';
import { crewBot } from './crew.ts';
import { declinedProposals, proposalKey } from './refusals.ts';

const isGuess = (kind: string) => kind === 'retina-scan' || kind === 'fingerprint-scan';

/** A player who declines every specialist's use and the first scan guess of a heist, and
 * proposes nothing; otherwise plays as the crew does. */
const naysayer: Bot<GangView, GangIntent> = (view, rng) => {
  const me = view.seat!;
  const p = view.proposal;
  if (p && !p.agreed.includes(me)) {
    const guessedBefore = view.log.some(
      (e) => e.e === 'proposal-dropped' && e.why === 'declined' && isGuess(e.proposal.kind),
    );
    const mayVote = !isGuess(p.kind) || view.scan?.about !== me;
    if (mayVote && (!isGuess(p.kind) || !guessedBefore))
      return [{ type: 'decline', proposal: p.id }, rng];
  }
  const [intent, next] = crewBot(view, rng);
  if (intent?.type !== 'propose') return [intent, next];
  const confirm = view.lastCall && !view.lastCall[me] && !view.proposal && !view.pending;
  return [confirm ? { type: 'reveal' } : null, next];
};

// Basic mode has no specialist or scan: nothing to propose.
describe.each(MODES.filter((m) => m !== 'basic'))('%s mode, one player declining', (mode) => {
  test.each([3, 4, 5])(
    '%i players: no declined proposal is made again in its heist, and the game ends',
    (seats) => {
      let declines = 0;
      for (let g = 0; g < 3; g++) {
        const seed = `naysayer-${mode}-${seats}-${g}`;
        const start = theGang.setup({ seed, seats, options: { mode, stacks: 'shuffled' } });
        if ('ok' in start) throw new Error(start.reason);
        let again = 0;
        const table: Bot<unknown, unknown> = (view, r) =>
          ((view as GangView).seat === 0 ? naysayer : crewBot)(view as GangView, r);
        const out = playOut(theGang, start, seats, table, seed, 5000, (state, _seat, raw) => {
          const intent = raw as GangIntent;
          const s = state as GangState;
          if (intent.type === 'propose' && declinedProposals(s).has(proposalKey(intent.proposal)))
            again++;
        });
        expect(out.finished, seed).toBe(true);
        expect(out.rejected).toEqual([]);
        expect(again, seed).toBe(0);
        const log = (out.state as GangState).log;
        declines += log.filter((e) => e.e === 'proposal-dropped' && e.why === 'declined').length;
      }
      // The player did decline something: the games put the memory to work.
      expect(declines).toBeGreaterThan(0);
    },
    60_000,
  );
});
