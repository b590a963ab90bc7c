// What The Gang's crew bot remembers of the proposals the table declined. A bot keeps no state
// but its RNG, so the memory is read back from the public log: a proposal somebody declined in
// this heist is not proposed again in it, by any bot (the crew bot would otherwise propose the
// same specialist's use or the same scan guess again at once, for as long as a person declines).
import type { GangView } from '../../games/the-gang/index.ts';
import type { ProposalBody } from '../../games/the-gang/state.ts';

/** A proposal's identity, whatever order its fields were written in. */
export function proposalKey(body: ProposalBody): string {
  return JSON.stringify(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The keys of the proposals declined so far in this heist. */
export function declinedProposals(view: Pick<GangView, 'heist' | 'log'>): Set<string> {
  const out = new Set<string>();
  for (const e of view.log) {
    if (e.heist === view.heist && e.e === 'proposal-dropped' && e.why === 'declined')
      out.add(proposalKey(e.proposal));
  }
  return out;
}
