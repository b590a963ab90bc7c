// Fair play's figures (docs/PROTOCOL.md "Fair play"): the bytes of a seeded whole game's record
// (record.bytes.<game>, the JSON the host sends at the end), and the time a page takes to replay
// and check it with the views one seat saw (verify.ms.<game>, median of runs, in Node); and what a
// page pays over a whole game to keep its witness for a reload (client-fair.ts): the bytes stored
// at the end (witness.bytes.<game>) and the time its saw() takes in all, with the storing and
// without (witness.ms.<game>, witness.nostore.ms.<game>; an in-memory store in Node, where the
// browser's sessionStorage adds its own write).
import { playFair, type PlayedGame } from '../src/engine/fair/test-kit.ts';
import { verifyRecord } from '../src/engine/fair/verify.ts';
import { gameById, type GameId } from '../src/engine/index.ts';
import { FairWitness, WITNESS_KEY, type WitnessStore } from '../src/net/client-fair.ts';
import type { BenchResult } from './run.ts';
import { median } from './stats.ts';

/** The tables measured: each game at a usual seat count. */
const TABLES: readonly (readonly [GameId, number])[] = [
  ['the-gang', 4],
  ['gang-of-four', 4],
  ['gangsta', 3],
];
const RUNS = 9;

export async function benchFair(): Promise<BenchResult[]> {
  const out: BenchResult[] = [];
  for (const [game, seats] of TABLES) {
    const played = playFair(game, seats, `bench-${game}`);
    const text = JSON.stringify(played.record);
    out.push({
      name: `record.bytes.${game}`,
      value: new TextEncoder().encode(text).length,
      unit: 'B',
    });
    out.push({
      name: `record.intents.${game}`,
      value: played.record.intents.length,
      unit: 'intents',
    });
    const witness = played.witnesses[1]!;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const record = JSON.parse(text) as unknown; // as it arrives: parsed from the wire
      const t0 = performance.now();
      const verdict = verifyRecord(record, witness);
      times.push(performance.now() - t0);
      if (!verdict.ok) throw new Error(`${game}: ${verdict.reason} ${verdict.detail}`);
    }
    out.push({
      name: `verify.ms.${game}`,
      value: Math.round(median(times) * 100) / 100,
      unit: 'ms',
    });
    out.push(...witnessFigures(game, played));
  }
  return out;
}

/** A whole game's saw() at seat 1, kept in an in-memory store or not. */
function witnessFigures(game: GameId, played: PlayedGame): BenchResult[] {
  const def = gameById(game)!;
  const views: unknown[] = [];
  for (const state of played.states) {
    views.push(JSON.parse(JSON.stringify(def.view(state, 1))) as unknown);
  }
  const run = (store: WitnessStore | null) => {
    const w = new FairWitness(
      () => new Uint8Array(32),
      () => {},
      store,
    );
    const t0 = performance.now();
    for (const view of views) w.saw(view, 1);
    return performance.now() - t0;
  };
  const data = new Map<string, string>();
  const store: WitnessStore = {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
  };
  const kept: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    data.clear();
    kept.push(run(store));
    bare.push(run(null));
  }
  const ms = (x: number[]) => Math.round(median(x) * 100) / 100;
  return [
    {
      name: `witness.bytes.${game}`,
      value: new TextEncoder().encode(data.get(WITNESS_KEY) ?? '').length,
      unit: 'B',
    },
    { name: `witness.ms.${game}`, value: ms(kept), unit: 'ms' },
    { name: `witness.nostore.ms.${game}`, value: ms(bare), unit: 'ms' },
  ];
}
