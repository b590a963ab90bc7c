// Fair play's figures (docs/PROTOCOL.md "Fair play"): the bytes of a seeded whole game's record
// (record.bytes.<game>, the JSON the host sends at the end), and the time a page takes to replay
// and check it with the views one seat saw (verify.ms.<game>, median of runs, in Node).
import { playFair } from '../src/engine/fair/test-kit.ts';
import { verifyRecord } from '../src/engine/fair/verify.ts';
import type { GameId } from '../src/engine/index.ts';
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
  }
  return out;
}
