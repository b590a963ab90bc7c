// `npm run bench -- reliability` (docs/RELIABILITY.md): the full proof runs.
// - Fuzz: FUZZ_MESSAGES random and malformed messages per game against a real Host over the
//   loopback transport (src/net/reliability/fuzz.ts), in rooms of FUZZ_CHUNK messages each, with
//   every invariant checked after every message: `reliability.fuzz.messages`,
//   `reliability.fuzz.failures` (must be 0), per game too.
// - Soak: SOAK_GAMES seeded whole games per game and mode, bots and random-legal players
//   (src/engine/reliability/soak.ts): `reliability.soak.games`, `reliability.soak.violations`
//   (must be 0), `reliability.soak.unfinished` (must be 0), per game and per mode too.
// Tasks are shared out to worker threads (every run is seeded, so any split gives the same
// figures). `tsx bench/reliability.ts fuzz|soak` runs one half alone.
import { onWorkers } from './workers.ts';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { GAME_IDS, GAMES, type GameId } from '../src/engine/index.ts';
import { RELIABILITY } from '../src/engine/reliability/registry.ts';
import { soakRange } from '../src/engine/reliability/soak.ts';
import type { BenchResult } from './run.ts';

const FUZZ_MESSAGES = Number(process.env.RELIABILITY_FUZZ ?? 100_000);
const FUZZ_CHUNK = 5_000;
const SOAK_GAMES = Number(process.env.RELIABILITY_SOAK ?? 1_000);
const SOAK_CHUNK = 50;

type Task =
  | { kind: 'fuzz'; game: GameId; seed: number; messages: number }
  | { kind: 'soak'; game: GameId; mode: string; from: number; to: number };

interface Done {
  task: Task;
  /** Messages or games. */
  count: number;
  /** Failures or violations. */
  bad: number;
  /** Soak: games that did not end. */
  unfinished: number;
  examples: string[];
}

async function run(task: Task): Promise<Done> {
  if (task.kind === 'fuzz') {
    const { fuzzRoom } = await import('../src/net/reliability/fuzz.ts');
    const t = await fuzzRoom(task.game, task.messages, task.seed);
    return { task, count: t.messages, bad: t.failures, unfinished: 0, examples: t.examples };
  }
  const rel = RELIABILITY[task.game];
  const mode = rel.modes.find((m) => m.name === task.mode)!;
  const t = soakRange(GAMES[task.game], rel, mode, task.from, task.to, 'reliability');
  return {
    task,
    count: t.games,
    bad: t.violations,
    unfinished: t.games - t.finished,
    examples: t.examples,
  };
}

/** Runs every task on worker threads (this same module, in worker mode). */
async function runAll(tasks: readonly Task[]): Promise<Done[]> {
  const done: Done[] = [];
  await onWorkers(import.meta.url, { reliability: true }, tasks, (d: Done) => {
    done.push(d);
    for (const e of d.examples) console.error(`reliability: ${d.task.game}: ${e}`);
    const what = d.task.kind === 'fuzz' ? 'messages' : `games (${d.task.mode})`;
    console.error(`reliability: ${d.task.kind} ${d.task.game}: ${d.count} ${what}, ${d.bad} bad`);
  });
  return done;
}

const sum = (list: readonly Done[], f: (d: Done) => number) => list.reduce((a, d) => a + f(d), 0);

/** The figures of one half, overall and per game (and per mode for the soak). */
function figures(kind: Task['kind'], done: readonly Done[]): BenchResult[] {
  const mine = done.filter((d) => d.task.kind === kind);
  const [count, bad] = kind === 'fuzz' ? ['messages', 'failures'] : ['games', 'violations'];
  const unit = kind === 'fuzz' ? 'messages' : 'games';
  const out: BenchResult[] = [];
  const add = (suffix: string, list: readonly Done[]) => {
    out.push({
      name: `reliability.${kind}.${count}${suffix}`,
      value: sum(list, (d) => d.count),
      unit,
    });
    out.push({
      name: `reliability.${kind}.${bad}${suffix}`,
      value: sum(list, (d) => d.bad),
      unit: bad,
    });
    if (kind === 'soak') {
      out.push({
        name: `reliability.soak.unfinished${suffix}`,
        value: sum(list, (d) => d.unfinished),
        unit: 'games',
      });
    }
  };
  add('', mine);
  for (const game of GAME_IDS) {
    add(
      `.${game}`,
      mine.filter((d) => d.task.game === game),
    );
    if (kind !== 'soak') continue;
    for (const m of RELIABILITY[game].modes) {
      const list = mine.filter(
        (d) => d.task.game === game && d.task.kind === 'soak' && d.task.mode === m.name,
      );
      add(`.${game}.${m.name}`, list);
    }
  }
  return out;
}

/** The tasks of the fuzz, the soak or both. */
function tasksOf(parts: readonly Task['kind'][]): Task[] {
  const tasks: Task[] = [];
  if (parts.includes('fuzz')) {
    for (const game of GAME_IDS)
      for (let from = 0; from < FUZZ_MESSAGES; from += FUZZ_CHUNK)
        tasks.push({
          kind: 'fuzz',
          game,
          seed: from + 1,
          messages: Math.min(FUZZ_CHUNK, FUZZ_MESSAGES - from),
        });
  }
  if (parts.includes('soak')) {
    for (const game of GAME_IDS)
      for (const mode of RELIABILITY[game].modes)
        for (let from = 0; from < SOAK_GAMES; from += SOAK_CHUNK)
          tasks.push({
            kind: 'soak',
            game,
            mode: mode.name,
            from,
            to: Math.min(SOAK_GAMES, from + SOAK_CHUNK),
          });
  }
  return tasks;
}

/** Every figure of the reliability bench group (`parts`: the fuzz, the soak, or both). */
export async function benchReliability(
  parts: readonly Task['kind'][] = ['fuzz', 'soak'],
): Promise<BenchResult[]> {
  const t0 = performance.now();
  const done = await runAll(tasksOf(parts));
  console.error(
    `reliability: ${done.length} tasks in ${Math.round((performance.now() - t0) / 1000)} s`,
  );
  return parts.flatMap((p) => figures(p, done));
}

if (!isMainThread && (workerData as { reliability?: boolean } | null)?.reliability) {
  parentPort!.on('message', (task: Task) => {
    void run(task).then((d) => parentPort!.postMessage(d));
  });
} else if (isMainThread && process.argv[1]?.endsWith('reliability.ts')) {
  const parts = process.argv
    .slice(2)
    .filter((a): a is Task['kind'] => a === 'fuzz' || a === 'soak');
  void benchReliability(parts.length > 0 ? parts : undefined).then((rows) => {
    for (const r of rows) console.log(JSON.stringify(r));
  });
}
