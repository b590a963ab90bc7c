// The bots' measured strength, over 1,000 seeded games per figure, each printed beside its
// baseline:
// - The Gang: the share of heists four crew bots win in basic mode, against four bots taking
//   random chips (and the older simple bot); and the p95 time of one crew decision.
// - Gang of Four: one planner against three random-legal players (4 seats, the planner's seat
//   rotating), its share of the games won (ties shared); a random player's fair share is 1/4.
// - Gangsta!: one planner against one random-legal player (2 seats, seats alternating), beside
//   the simple bot's share on the same seeds.
// The games are shared out to worker threads (the engine is pure, so any split plays the same
// games); every game is seeded, so a run repeats exactly but for the timings.
import { onWorkers } from './workers.ts';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { AnyGameDef } from '../src/engine/core/game.ts';
import type { Outcome } from '../src/engine/core/result.ts';
import type { Bot } from '../src/engine/bots/core/drive.ts';
import { playOut } from '../src/engine/bots/core/drive.ts';
import { randomBot as gofRandom } from '../src/engine/bots/gang-of-four/random.ts';
import { plannerBot as gofPlanner } from '../src/engine/bots/gang-of-four/planner.ts';
import { plannerBot as gangstaPlanner } from '../src/engine/bots/gangsta/planner.ts';
import {
  randomBot as gangstaRandom,
  simpleBot as gangstaSimple,
} from '../src/engine/bots/gangsta/simple.ts';
import { gangBotIntent } from '../src/engine/bots/the-gang/bot.ts';
import { crewBot } from '../src/engine/bots/the-gang/crew.ts';
import { randomChipsBot } from '../src/engine/bots/the-gang/random-chips.ts';
import { seedRng, type RngState } from '../src/engine/core/rng.ts';
import { gangOfFour, type GofState } from '../src/engine/games/gang-of-four/index.ts';
import { gangsta, type GangstaState } from '../src/engine/games/gangsta/index.ts';
import { waitingFor } from '../src/engine/games/gangsta/view.ts';
import { theGang, type GangState } from '../src/engine/games/the-gang/index.ts';
import type { BenchResult } from './run.ts';
import { quantile, round } from './stats.ts';

const GAMES = 1000;
/** Games per task handed to a worker. */
const CHUNK = 25;

type Job =
  | { kind: 'gang'; bot: 'crew' | 'random-chips' | 'simple' }
  | { kind: 'gof' }
  | { kind: 'gangsta'; bot: 'planner' | 'simple' };

interface Task {
  readonly job: Job;
  readonly from: number;
  readonly to: number;
}

interface Tally {
  /** Wins (shared wins count 1/k), or heists won. */
  won: number;
  /** Games, or heists played. */
  of: number;
  /** Milliseconds per decision of the bot under test (The Gang's crew only). */
  times: number[];
  /** Worker milliseconds spent. */
  ms: number;
}

type AnyBot = Bot<unknown, unknown>;

const GANG_BOTS: Record<Extract<Job, { kind: 'gang' }>['bot'], AnyBot> = {
  crew: crewBot as AnyBot,
  'random-chips': randomChipsBot as AnyBot,
  simple: gangBotIntent as AnyBot,
};

/** Four bots of one kind play whole basic games; every heist counts. */
function gangGames(task: Task, bot: 'crew' | 'random-chips' | 'simple'): Tally {
  const tally: Tally = { won: 0, of: 0, times: [], ms: 0 };
  const inner = GANG_BOTS[bot];
  const timed: AnyBot = (view, rng) => {
    const t = performance.now();
    const out = inner(view, rng);
    tally.times.push(performance.now() - t);
    return out;
  };
  for (let g = task.from; g < task.to; g++) {
    const seed = `bots-gang-${g}`;
    const start = theGang.setup({
      seed,
      seats: 4,
      options: { mode: 'basic', stacks: 'first-game' },
    });
    if ('ok' in start) throw new Error(start.reason);
    const out = playOut(theGang, start, 4, bot === 'crew' ? timed : inner, seed);
    if (!out.finished || out.rejected.length > 0)
      throw new Error(`${bot} ${seed}: did not finish cleanly`);
    const end = out.state as GangState;
    tally.won += end.outcomes.filter((o) => o === 'success').length;
    tally.of += end.outcomes.length;
  }
  return tally;
}

/** Plays one game, asking the seat the game waits on; returns the final state. */
function duel<S>(
  def: AnyGameDef,
  start: S,
  waiting: (s: S) => number,
  bots: readonly AnyBot[],
  seed: string,
): S {
  let s = start;
  let rng: RngState = seedRng(`${seed}/bots`);
  for (let step = 0; def.result(s) === null; step++) {
    if (step > 100_000) throw new Error(`${seed}: no end`);
    const seat = waiting(s);
    let intent: unknown;
    [intent, rng] = bots[seat]!(def.view(s, seat), rng);
    if (intent === null) throw new Error(`${seed}: seat ${seat} has nothing to do`);
    const out = def.apply(s, seat, intent) as Outcome<S>;
    if (!out.ok) throw new Error(`${seed}: seat ${seat} refused (${out.reason})`);
    s = out.state;
  }
  return s;
}

function gofGames(task: Task): Tally {
  const tally: Tally = { won: 0, of: 0, times: [], ms: 0 };
  for (let g = task.from; g < task.to; g++) {
    const seed = `bots-gof-${g}`;
    const start = gangOfFour.setup({ seed, seats: 4, options: gangOfFour.defaultOptions });
    if ('ok' in start) throw new Error(start.reason);
    const hero = g % 4;
    const bots = [0, 1, 2, 3].map((s) => (s === hero ? gofPlanner : gofRandom) as AnyBot);
    const end = duel(
      gangOfFour,
      start,
      (s: GofState) => (s.phase === 'round-end' ? 0 : s.turn!),
      bots,
      seed,
    );
    const winners = end.result!.winners;
    if (winners.includes(hero)) tally.won += 1 / winners.length;
    tally.of++;
  }
  return tally;
}

function gangstaGames(task: Task, bot: 'planner' | 'simple'): Tally {
  const tally: Tally = { won: 0, of: 0, times: [], ms: 0 };
  for (let g = task.from; g < task.to; g++) {
    const seed = `bots-gangsta-${g}`;
    const start = gangsta.setup({ seed, seats: 2, options: gangsta.defaultOptions });
    if ('ok' in start) throw new Error(start.reason);
    const hero = g % 2;
    const bots = [0, 1].map(
      (s) =>
        (s === hero
          ? bot === 'planner'
            ? gangstaPlanner
            : gangstaSimple
          : gangstaRandom) as AnyBot,
    );
    const end = duel(gangsta, start, (s: GangstaState) => waitingFor(s)[0]!, bots, seed);
    const winners = end.result!.winners;
    if (winners.includes(hero)) tally.won += 1 / winners.length;
    tally.of++;
  }
  return tally;
}

function run(task: Task): Tally {
  switch (task.job.kind) {
    case 'gang':
      return gangGames(task, task.job.bot);
    case 'gof':
      return gofGames(task);
    case 'gangsta':
      return gangstaGames(task, task.job.bot);
  }
}

const JOBS: readonly Job[] = [
  { kind: 'gang', bot: 'crew' },
  { kind: 'gang', bot: 'random-chips' },
  { kind: 'gang', bot: 'simple' },
  { kind: 'gof' },
  { kind: 'gangsta', bot: 'planner' },
  { kind: 'gangsta', bot: 'simple' },
];

const jobKey = (job: Job) => ('bot' in job ? `${job.kind}/${job.bot}` : job.kind);

/** Runs every task on worker threads (this same module, in worker mode). */
async function runAll(tasks: readonly Task[]): Promise<Map<string, Tally>> {
  const totals = new Map<string, Tally>();
  await onWorkers(
    import.meta.url,
    { worker: true },
    tasks,
    ({ task, tally }: { task: Task; tally: Tally }) => {
      const t = totals.get(jobKey(task.job)) ?? { won: 0, of: 0, times: [], ms: 0 };
      t.won += tally.won;
      t.of += tally.of;
      t.ms += tally.ms;
      for (const x of tally.times) t.times.push(x);
      totals.set(jobKey(task.job), t);
    },
  );
  return totals;
}

/** Every figure of the bots' bench group. */
export async function benchBots(): Promise<BenchResult[]> {
  const tasks: Task[] = [];
  // The slowest job first, so the workers finish together.
  for (const job of JOBS) {
    for (let from = 0; from < GAMES; from += CHUNK)
      tasks.push({ job, from, to: Math.min(GAMES, from + CHUNK) });
  }
  const t0 = performance.now();
  const totals = await runAll(tasks);
  console.error(`bots: ${tasks.length} tasks in ${round((performance.now() - t0) / 1000)} s`);
  for (const [key, t] of totals)
    console.error(`bots: ${key}: ${round(t.ms / 1000)} s of worker time`);
  const share = (key: string) => {
    const t = totals.get(key)!;
    return round(t.won / t.of, 3);
  };
  const crew = totals.get('gang/crew')!;
  return [
    { name: 'bot.thegang.success_rate', value: share('gang/crew'), unit: 'share' },
    {
      name: 'bot.thegang.success_rate.random_chips',
      value: share('gang/random-chips'),
      unit: 'share',
    },
    { name: 'bot.thegang.success_rate.simple', value: share('gang/simple'), unit: 'share' },
    { name: 'bot.thegang.heists', value: crew.of, unit: 'heists' },
    { name: 'bot.thegang.decide_ms.p95', value: round(quantile(crew.times, 0.95), 2), unit: 'ms' },
    { name: 'bot.thegang.decide_ms.p50', value: round(quantile(crew.times, 0.5), 2), unit: 'ms' },
    { name: 'bot.gof.win_rate_vs_random', value: share('gof'), unit: 'share' },
    { name: 'bot.gof.win_rate_vs_random.fair_share', value: 0.25, unit: 'share' },
    { name: 'bot.gangsta.win_rate_vs_random', value: share('gangsta/planner'), unit: 'share' },
    {
      name: 'bot.gangsta.win_rate_vs_random.simple',
      value: share('gangsta/simple'),
      unit: 'share',
    },
  ];
}

if (!isMainThread && (workerData as { worker?: boolean } | null)?.worker) {
  parentPort!.on('message', (task: Task) => {
    const t = performance.now();
    const tally = run(task);
    tally.ms = performance.now() - t;
    parentPort!.postMessage({ task, tally });
  });
}
