// The Gang's floor: a bot that takes a random chip from the centre whenever it has none (the
// success-rate baseline of `npm run bench -- bots`). Everything else it leaves to the simple
// bot (bot.ts), so it plays every mode to the end.
import { nextInt, type RngState } from '../../core/rng.ts';
import type { GangIntent, GangView } from '../../games/the-gang/index.ts';
import { gangBotIntent } from './bot.ts';

/** A random chip when the bot holds none this round; otherwise the simple bot's move. */
export function randomChipsBot(view: GangView, rng: RngState): [GangIntent | null, RngState] {
  const me = view.seat;
  const owes = view.pending?.seat === me || (view.proposal && !view.proposal.agreed.includes(me!));
  if (me === null || view.result || view.phase !== 'round' || owes) return gangBotIntent(view, rng);
  if (view.players[me]!.chip !== null || view.centre.length === 0) return gangBotIntent(view, rng);
  const [at, next] = nextInt(rng, view.centre.length);
  return [{ type: 'takeChip', chip: view.centre[at]! }, next];
}
