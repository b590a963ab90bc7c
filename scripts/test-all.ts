// `npm test`: every check in order (typecheck, lint, unit tests, the exhaustive hold'em check, the
// browser tests), stopping at the first that fails, and then the time each took as JSON lines
// (`ci.test_s` for the whole, `ci.test_s.<step>` for each), the figure issue #25 budgets.
// `npm test -- --only unit,e2e` runs some of the steps (names below).
import { spawnSync } from 'node:child_process';

/** The steps, each an npm script of package.json. */
const STEPS = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['unit', 'test:unit'],
  ['exhaustive', 'test:exhaustive'],
  ['e2e', 'test:e2e'],
] as const;

/** The steps `--only a,b` names (all without it); an unknown name is an error. */
export function chosenSteps(argv: readonly string[]): (typeof STEPS)[number][] {
  const at = argv.indexOf('--only');
  if (at < 0) return [...STEPS];
  const names = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((n) => !STEPS.some(([name]) => name === n));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(
      `--only takes some of ${STEPS.map(([n]) => n).join(', ')}; not "${argv[at + 1] ?? ''}"`,
    );
  }
  return STEPS.filter(([name]) => names.includes(name));
}

/** One JSON line of a figure, as the benchmarks print them. */
export function figure(name: string, seconds: number): string {
  return JSON.stringify({ name, value: Math.round(seconds * 10) / 10, unit: 's' });
}

function main(): number {
  const times: [string, number][] = [];
  const start = performance.now();
  let failed: string | null = null;
  for (const [name, script] of chosenSteps(process.argv.slice(2))) {
    const t0 = performance.now();
    const run = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
    times.push([name, (performance.now() - t0) / 1000]);
    if (run.status !== 0) {
      failed = `${name} (exit ${run.status ?? run.signal})`;
      break;
    }
  }
  console.log('');
  for (const [name, s] of times) console.log(figure(`ci.test_s.${name}`, s));
  console.log(figure('ci.test_s', (performance.now() - start) / 1000));
  if (failed) console.error(`npm test: ${failed} failed`);
  return failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main());
