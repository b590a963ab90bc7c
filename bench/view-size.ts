// The largest view a host ever sends, over long seeded games of every game: strong bots, random
// players, and players who churn (take a chip and give it back, pass and decline) so that logs
// grow as long as play allows. A view is what a joining or reconnecting player receives whole,
// so its size must stay far under the protocol's cap whatever happened before
// (`net.view.max_bytes.<game>`; test/scenarios/view-size.test.ts holds the bound).
import { BOTS } from '../src/engine/bots/registry.ts';
import { playOut, type Bot } from '../src/engine/bots/core/drive.ts';
import { randomBot as gofRandom } from '../src/engine/bots/gang-of-four/random.ts';
import { alwaysPassBot, randomBot as gangstaRandom } from '../src/engine/bots/gangsta/simple.ts';
import { randomChipsBot } from '../src/engine/bots/the-gang/random-chips.ts';
import { nextInt } from '../src/engine/core/rng.ts';
import {
  createState,
  gameById,
  GAME_IDS,
  type GameId,
  type GangView,
} from '../src/engine/index.ts';

/** The Gang's churner: gives its chip back four times in five, so a round's log runs long. */
const juggler: Bot<GangView, unknown> = (view, rng) => {
  const me = view.seat;
  const mine = me === null ? null : view.players[me]?.chip;
  if (view.phase === 'round' && !view.result && mine && !view.pending && !view.proposal) {
    const [roll, next] = nextInt(rng, 5);
    if (roll < 4) return [{ type: 'returnChip', chip: mine }, next];
  }
  return randomChipsBot(view, rng);
};

/** Who plays in long games, per game: each seat takes the next in turn. */
const PLAYERS: Record<GameId, Bot<unknown, unknown>[]> = {
  'the-gang': [
    BOTS['the-gang'].bot,
    juggler as Bot<unknown, unknown>,
    randomChipsBot as Bot<unknown, unknown>,
  ],
  'gang-of-four': [BOTS['gang-of-four'].bot, gofRandom as Bot<unknown, unknown>],
  gangsta: [
    BOTS.gangsta.bot,
    gangstaRandom as Bot<unknown, unknown>,
    alwaysPassBot as Bot<unknown, unknown>,
  ],
};

export interface ViewSizeFigures {
  readonly game: GameId;
  readonly games: number;
  readonly finished: number;
  readonly steps: number;
  /** UTF-8 bytes of the largest view JSON (any seat or a spectator, after any step). */
  readonly maxBytes: number;
  /** The longest log any view carried, in entries. */
  readonly maxLog: number;
}

/** Plays `games` seeded games of `game` at each seat count it allows, measuring every view. */
export function longGameViews(game: GameId, games: number): ViewSizeFigures {
  const def = gameById(game)!;
  const players = PLAYERS[game];
  let maxBytes = 0;
  let maxLog = 0;
  let steps = 0;
  let finished = 0;
  let played = 0;
  const measure = (state: unknown, seats: number) => {
    for (let seat = -1; seat < seats; seat++) {
      const view = (seat < 0 ? def.spectatorView(state) : def.view(state, seat)) as {
        log?: unknown[];
      };
      maxBytes = Math.max(maxBytes, Buffer.byteLength(JSON.stringify(view), 'utf8'));
      maxLog = Math.max(maxLog, view.log?.length ?? 0);
    }
  };
  for (let seats = def.minSeats; seats <= def.maxSeats; seats++) {
    for (let g = 0; g < games; g++) {
      const seed = `long-${game}-${seats}-${g}`;
      const created = createState(def, seed, seats, def.defaultOptions);
      if (!created.ok) throw new Error(`${game}: ${created.reason}`);
      // Seat k plays players[(k + g) % n]: every player sits everywhere over the games.
      const bot: Bot<unknown, unknown> = (view, rng) => {
        const seat = (view as { seat: number }).seat;
        return players[(seat + g) % players.length]!(view, rng);
      };
      const out = playOut(def, created.state, seats, bot, seed, 60_000, (state) => {
        measure(state, seats);
      });
      steps += out.steps;
      played++;
      if (out.finished) finished++;
    }
  }
  return { game, games: played, finished, steps, maxBytes, maxLog };
}

/** Every game's figures. */
export function allLongGameViews(games: number): ViewSizeFigures[] {
  return GAME_IDS.map((id) => longGameViews(id, games));
}
