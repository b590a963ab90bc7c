// `npx tsx scripts/gangsta-balance.ts [games] [--bot simple|planner] [--only self-play,duels,consent]
// [--from N]`:
// seeded self-play of Gangsta! with 2, 3 and 4 players, printing one JSON object per line: how
// games end, how far they get, how long they last, how often the idle-table reading acts, the
// first player's and each boss's win share with its standard error, how the simple bot fares
// against "always pass" and "random", and how many loans are declined under the consent option.
// The card set in src/engine/games/gangsta/cards.ts is tuned until these figures are healthy.
//
// Statistics. A game's win share for a seat is 1 if it won alone, 1/k if k players shared the
// win, else 0. A boss's share is the mean over the games it was dealt in; its standard error is
// the sample standard deviation of those per-game shares over √(games dealt) (about √(f(1−f)/n)
// with fair share f: a boss dealt in n of N games has n, not N, behind its figure). `z` is
// (share − fair share) / standard error: |z| ≤ 2 is "within two standard errors".
import type { Bot } from '../src/engine/bots/core/drive.ts';
import { plannerBot } from '../src/engine/bots/gangsta/planner.ts';
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

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const GAMES = Number(args.find((a) => /^\d+$/.test(a)) ?? 8000);
const BOT = (flag('bot') ?? 'simple') as 'simple' | 'planner';
const ONLY = new Set((flag('only') ?? 'self-play,duels,consent').split(','));
/** The first self-play seed: another range is another, independent sample. */
const FROM = Number(flag('from') ?? 0);
const MAX_STEPS = 20_000;
const SELF: GBot = (BOT === 'planner' ? plannerBot : simpleBot) as GBot;

/** Plays one game, asking the first seat the game waits on each step. */
function playGame(seats: number, bots: readonly GBot[], seed: string, consent = false) {
  const start = gangsta.setup({ seed, seats, options: { consent } });
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

/** Running mean and variance of per-game shares (Welford). */
class Tally {
  n = 0;
  private mean = 0;
  private m2 = 0;
  add(x: number): void {
    this.n++;
    const d = x - this.mean;
    this.mean += d / this.n;
    this.m2 += d * (x - this.mean);
  }
  /** The mean, its standard error and its distance from `fair` in standard errors. */
  figure(fair: number) {
    const se = this.n > 1 ? Math.sqrt(this.m2 / (this.n - 1) / this.n) : NaN;
    return {
      n: this.n,
      share: round(this.mean),
      se: round(se, 4),
      z: round((this.mean - fair) / se, 2),
    };
  }
}

function selfPlay(seats: number): void {
  const bots = Array.from({ length: seats }, () => SELF);
  const fair = 1 / seats;
  const ends: Record<string, number> = {};
  const chapterCauses: Record<string, number> = {};
  const bosses = new Map(BOSSES.map((b) => [b.id, new Tally()]));
  const first = new Tally();
  let gangWars = 0;
  let domination = 0;
  let turns = 0;
  let winnerScore = 0;
  const events = { heists: 0, coopHeists: 0, discards: 0, idle: 0, freeRecruits: 0, passes: 0 };
  let gamesWithIdle = 0;
  for (let g = FROM; g < FROM + GAMES; g++) {
    const s = playGame(seats, bots, `self-${seats}-${g}`);
    ends[s.result!.reason] = (ends[s.result!.reason] ?? 0) + 1;
    const chapters = s.log.filter((e) => e.e === 'chapter');
    for (const e of chapters) {
      const key = `${e.chapter}:${e.cause}`;
      chapterCauses[key] = (chapterCauses[key] ?? 0) + 1;
    }
    if (chapters.length >= 1) gangWars++;
    if (chapters.length >= 2) domination++;
    turns += s.turn;
    let idle = 0;
    for (const e of s.log) {
      if (e.e === 'heist') {
        events.heists++;
        if (e.coop.length > 0) events.coopHeists++;
      }
      if (e.e === 'discard') events.discards++;
      if (e.e === 'idle') idle++;
      if (e.e === 'pass') events.passes++;
      if (e.e === 'recruit' && e.paid === 0) events.freeRecruits++;
    }
    events.idle += idle;
    if (idle > 0) gamesWithIdle++;
    winnerScore += Math.max(...s.result!.scores.map((x) => x.total));
    const opening = s.log.find((e) => e.e === 'turn');
    if (opening?.e === 'turn') first.add(share(s, opening.seat));
    s.players.forEach((p, seat) => bosses.get(p.boss)!.add(share(s, seat)));
  }
  const perBoss = Object.fromEntries([...bosses].map(([id, t]) => [id, t.figure(fair)]));
  const zs = Object.values(perBoss).map((b) => Math.abs(b.z));
  console.log(
    JSON.stringify({
      figure: 'self-play',
      bot: BOT,
      players: seats,
      games: GAMES,
      seeds: `self-${seats}-${FROM}…${FROM + GAMES - 1}`,
      endings: ends,
      chapterChanges: chapterCauses,
      reachedGangWars: round(gangWars / GAMES),
      reachedDomination: round(domination / GAMES),
      meanTurns: round(turns / GAMES, 1),
      perGame: Object.fromEntries(Object.entries(events).map(([k, n]) => [k, round(n / GAMES, 2)])),
      gamesWithIdle: round(gamesWithIdle / GAMES),
      meanWinningScore: round(winnerScore / GAMES, 1),
      fairShare: round(fair),
      firstPlayer: first.figure(fair),
      bosses: perBoss,
      worstBossZ: Math.max(...zs),
    }),
  );
}

/** One seat (rotating) plays `hero`, the others `rest`; prints the hero's win share. */
function duel(seats: number, hero: GBot, rest: GBot, name: string, games: number): void {
  const wins = new Tally();
  for (let g = 0; g < games; g++) {
    const at = g % seats;
    const bots = Array.from({ length: seats }, (_, i) => (i === at ? hero : rest));
    wins.add(share(playGame(seats, bots, `${name}-${seats}-${g}`), at));
  }
  const { n, share: winRate, se } = wins.figure(1 / seats);
  console.log(
    JSON.stringify({
      figure: name,
      players: seats,
      games: n,
      winRate,
      se,
      fairShare: round(1 / seats),
    }),
  );
}

/** Planners at every seat under the consent option: loans declined per game (issue #20). */
function consent(seats: number, games: number): void {
  let declines = 0;
  let most = 0;
  let granted = 0;
  for (let g = 0; g < games; g++) {
    const bots = Array.from({ length: seats }, () => plannerBot as GBot);
    const s = playGame(seats, bots, `consent-${seats}-${g}`, true);
    const answers = s.log.filter((e) => e.e === 'consent');
    const no = answers.filter((e) => !e.ok).length;
    declines += no;
    granted += answers.length - no;
    most = Math.max(most, no);
  }
  console.log(
    JSON.stringify({
      figure: 'consent-planners',
      players: seats,
      games,
      declinesPerGame: round(declines / games, 2),
      maxDeclines: most,
      loansPerGame: round(granted / games, 2),
    }),
  );
}

const t0 = performance.now();
const lap = (what: string) =>
  console.error(`${what}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
if (ONLY.has('self-play')) {
  for (const seats of [2, 3, 4]) {
    selfPlay(seats);
    lap(`self-play ${seats}`);
  }
}
if (ONLY.has('duels')) {
  // The yardsticks need fewer games: their figures are far from any line.
  const games = Math.max(100, Math.round(GAMES / 8));
  for (const seats of [2, 3, 4])
    duel(seats, alwaysPassBot as GBot, SELF, `always-pass-vs-${BOT}`, games);
  for (const seats of [2, 3, 4]) duel(seats, SELF, randomBot as GBot, `${BOT}-vs-random`, games);
  lap('duels');
}
if (ONLY.has('consent')) {
  for (const seats of [2, 3, 4]) consent(seats, Math.max(20, Math.round(GAMES / 40)));
  lap('consent');
}
