// `npx tsx scripts/gangsta-balance.ts [games]`: seeded self-play of Gangsta! with 2, 3 and 4
// players, printing one JSON object per line: how games end, how far they get, how long they
// last, win shares per boss, and how the simple bot fares against "always pass" and "random".
// The card set in src/engine/games/gangsta/cards.ts is tuned until these figures are healthy.
import type { Bot } from '../src/engine/bots/drive.ts';
import { alwaysPassBot, randomBot, simpleBot } from '../src/engine/bots/gangsta/simple.ts';
import { seedRng } from '../src/engine/core/rng.ts';
import { BOSSES } from '../src/engine/games/gangsta/cards.ts';
import {
  gangsta,
  type GangstaIntent,
  type GangstaState,
  type GangstaView,
} from '../src/engine/games/gangsta/index.ts';
import { waitingFor } from '../src/engine/games/gangsta/view.ts';

type GBot = Bot<GangstaView, GangstaIntent>;

const GAMES = Number(process.argv[2] ?? 1000);
const MAX_STEPS = 20_000;

/** Plays one game, asking the first seat the game waits on each step. */
function playGame(seats: number, bots: readonly GBot[], seed: string): GangstaState {
  const start = gangsta.setup({ seed, seats, options: gangsta.defaultOptions });
  if ('ok' in start) throw new Error(start.reason);
  let s = start;
  let rng = seedRng(`${seed}/bots`);
  for (let step = 0; s.result === null; step++) {
    if (step >= MAX_STEPS) throw new Error(`${seed}: no end after ${MAX_STEPS} steps`);
    const seat = waitingFor(s)[0]!;
    let intent: GangstaIntent | null;
    [intent, rng] = bots[seat]!(gangsta.view(s, seat), rng);
    if (intent === null) throw new Error(`${seed}: seat ${seat} has nothing to do`);
    const out = gangsta.apply(s, seat, intent);
    if (!out.ok) throw new Error(`${seed}: ${JSON.stringify(intent)} refused: ${out.reason}`);
    s = out.state;
  }
  return s;
}

/** A seat's share of the win: 1, or 1/k when k players share it. */
const share = (s: GangstaState, seat: number): number =>
  s.result!.winners.includes(seat) ? 1 / s.result!.winners.length : 0;

const round = (x: number, places = 3) => Number(x.toFixed(places));

function selfPlay(seats: number): void {
  const bots = Array.from({ length: seats }, () => simpleBot as GBot);
  const ends: Record<string, number> = {};
  const chapterCauses: Record<string, number> = {};
  const dealt: Record<string, number> = {};
  const won: Record<string, number> = {};
  let gangWars = 0;
  let domination = 0;
  let turns = 0;
  let winnerScore = 0;
  let firstSeat = 0;
  let ended = 0;
  const events = { heists: 0, coopHeists: 0, discards: 0, idle: 0, freeRecruits: 0 };
  for (let g = 0; g < GAMES; g++) {
    const s = playGame(seats, bots, `self-${seats}-${g}`);
    ended++;
    ends[s.result!.reason] = (ends[s.result!.reason] ?? 0) + 1;
    const chapters = s.log.filter((e) => e.e === 'chapter');
    for (const e of chapters) {
      if (e.e !== 'chapter') continue;
      const key = `${e.chapter}:${e.cause}`;
      chapterCauses[key] = (chapterCauses[key] ?? 0) + 1;
    }
    if (chapters.length >= 1) gangWars++;
    if (chapters.length >= 2) domination++;
    turns += s.turn;
    for (const e of s.log) {
      if (e.e === 'heist') {
        events.heists++;
        if (e.coop.length > 0) events.coopHeists++;
      }
      if (e.e === 'discard') events.discards++;
      if (e.e === 'idle') events.idle++;
      if (e.e === 'recruit' && e.paid === 0) events.freeRecruits++;
    }
    winnerScore += Math.max(...s.result!.scores.map((x) => x.total));
    const first = s.log.find((e) => e.e === 'turn')!;
    if (first.e === 'turn') firstSeat += share(s, first.seat);
    s.players.forEach((p, seat) => {
      dealt[p.boss] = (dealt[p.boss] ?? 0) + 1;
      won[p.boss] = (won[p.boss] ?? 0) + share(s, seat);
    });
  }
  const perBoss = Object.fromEntries(
    BOSSES.map((b) => [b.id, round((won[b.id] ?? 0) / Math.max(1, dealt[b.id] ?? 0))]),
  );
  const rates = Object.values(perBoss);
  console.log(
    JSON.stringify({
      figure: 'self-play',
      players: seats,
      games: GAMES,
      ended,
      endings: ends,
      chapterChanges: chapterCauses,
      reachedGangWars: round(gangWars / GAMES),
      reachedDomination: round(domination / GAMES),
      meanTurns: round(turns / GAMES, 1),
      perGame: Object.fromEntries(Object.entries(events).map(([k, n]) => [k, round(n / GAMES, 2)])),
      meanWinningScore: round(winnerScore / GAMES, 1),
      fairShare: round(1 / seats),
      firstPlayerWins: round(firstSeat / GAMES),
      winRateByBoss: perBoss,
      bossSpread: round(Math.max(...rates) - Math.min(...rates)),
    }),
  );
}

/** One seat (rotating) plays `hero`, the others `rest`; returns the hero's win share. */
function duel(seats: number, hero: GBot, rest: GBot, name: string, games: number): void {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const at = g % seats;
    const bots = Array.from({ length: seats }, (_, i) => (i === at ? hero : rest));
    const s = playGame(seats, bots, `${name}-${seats}-${g}`);
    wins += share(s, at);
  }
  console.log(
    JSON.stringify({
      figure: name,
      players: seats,
      games,
      winRate: round(wins / games),
      fairShare: round(1 / seats),
    }),
  );
}

const t0 = performance.now();
for (const seats of [2, 3, 4]) selfPlay(seats);
for (const seats of [2, 3, 4]) {
  duel(seats, alwaysPassBot as GBot, simpleBot as GBot, 'always-pass-vs-simple', GAMES);
}
for (const seats of [2, 3, 4]) {
  duel(seats, simpleBot as GBot, randomBot as GBot, 'simple-vs-random', GAMES);
}
console.error(`done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
