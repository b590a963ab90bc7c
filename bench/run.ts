// `npm run bench`: runs every benchmark module below in turn and prints one JSON object per
// line, {"name","value","unit"}, so a CI step or a person can diff runs line by line.
// Diagnostics go to stderr to keep stdout machine-readable.

import { benchBundle } from './bundle.ts';
import { benchHoldem } from './holdem.ts';
import { benchNet } from './net.ts';
import { benchTable } from './table-browser.ts';

/** One measured figure. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
}

/** Every benchmark, by name: add a module's entry here to have it run. */
const BENCHES: ReadonlyArray<readonly [string, () => Promise<BenchResult[]>]> = [
  ['holdem', benchHoldem],
  ['net', benchNet],
  ['bundle', benchBundle],
  ['table', benchTable],
  ['framing', async () => (await import('./framing-browser.ts')).benchFraming()],
  ['framing-model', async () => (await import('./framing-model.ts')).benchFramingModel()],
  ['render', async () => (await import('./render-browser.ts')).benchRender()],
  ['bots', async () => (await import('./bots.ts')).benchBots()],
  ['reliability', async () => (await import('./reliability.ts')).benchReliability()],
  ['host-loss', async () => (await import('./host-loss.ts')).benchHostLoss()],
  ['fair', async () => (await import('./fair.ts')).benchFair()],
];

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  for (const [name, bench] of BENCHES) {
    if (only.length > 0 && !only.includes(name)) continue;
    for (const result of await bench()) console.log(JSON.stringify(result));
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
