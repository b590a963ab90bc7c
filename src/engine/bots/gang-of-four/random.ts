// A pure, seeded bot for Gang of Four that plays a uniformly random legal move from its own
// view (it cannot peek): the seeded whole-game tests' player, and the floor a smarter bot must
// beat. It passes as often as it plays any one combination, calls "last card" three times in
// four when the table leaves the call to the player, and deals on after every round.
import { nextInt, type RngState } from '../../core/rng.ts';
import { makeGofCard } from '../../games/gang-of-four/cards.ts';
import type { GofIntent, GofView } from '../../games/gang-of-four/index.ts';
import { checkPass, legalPlays, viewContext } from '../../games/gang-of-four/legal.ts';

/** The bot's next intent for its seat, or null when it has nothing to do now. */
export function randomBot(view: GofView, rng: RngState): [GofIntent | null, RngState] {
  const me = view.seat;
  if (me === null || view.result) return [null, rng];
  if (view.phase === 'round-end') return [{ type: 'continue' }, rng];
  const hand = view.hand ?? [];
  if (view.phase === 'exchange') {
    if (view.turn !== me || hand.length === 0) return [null, rng];
    const [i, next] = nextInt(rng, hand.length);
    return [{ type: 'give', card: hand[i]! }, next];
  }
  const ctx = viewContext(view);
  if (view.phase !== 'play' || view.turn !== me || !ctx) return [null, rng];
  const plays = legalPlays(ctx);
  const mayPass = checkPass(ctx) === null;
  const options = plays.length + (mayPass ? 1 : 0);
  if (options === 0) return [null, rng];
  const [i, next] = nextInt(rng, options);
  if (i === plays.length) return [{ type: 'pass' }, next];
  const cards = plays[i]!.cards.map(makeGofCard);
  if (view.options.lastCard !== 'called' || hand.length - cards.length !== 1) {
    return [{ type: 'play', cards }, next];
  }
  const [roll, after] = nextInt(next, 4);
  return [{ type: 'play', cards, lastCard: roll !== 0 }, after];
}
