// `npm test`: every check (typecheck, lint, unit tests, the exhaustive hold'em check, the browser
// tests), and then the time each took as JSON lines (`ci.test_s` for the whole, `ci.test_s.<step>`
// for each), the figure issue #25 budgets. The unit tests (one file per core) run beside the
// typecheck (TypeScript 7's native compiler: ≈ 16 CPU s where TypeScript 6 took ≈ 60), lint and
// the exhaustive check, one after another, and the build of the app the browser tests load; then
// the browser tests, once both the unit tests and that build are done. Running the unit tests beside the browser
// tests was tried (2026-11-27): the unit tests took 913 s instead of ≈ 200, the 3D lane ran late
// enough for three of its tests to time out, and the whole saved about a minute. The first step
// that fails stops the others (each line of output names its step).
// `npm test -- --only unit,e2e` runs some of the steps (names below).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The steps, each an npm script of package.json. */
const STEPS = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['unit', 'test:unit'],
  ['exhaustive', 'test:exhaustive'],
  ['build', 'test:e2e:build'],
  ['e2e', 'test:e2e'],
] as const;

type Step = (typeof STEPS)[number];
type StepName = Step[0];

/** Steps that run one after another; the sequences run at once. The unit tests (one file per
 * core) start at once, beside the typecheck, lint and the exhaustive check one after another
 * (they end first: ≈ 50 s against ≈ 60); the browser tests (both cores) follow the unit tests.
 * Before, the unit tests waited for the typecheck: 16.9 + 69.2 s of the long path, of which the
 * unit tests' 69 shared the cores with lint anyway. */
export const SEQUENCES: readonly (readonly StepName[])[] = [
  ['unit', 'e2e'],
  ['typecheck', 'lint', 'exhaustive', 'build'],
];

/** Steps that also wait for a step of another sequence, when both are chosen: the browser tests
 * load the app that `build` made (scripts/e2e-lanes.ts; without it they build it themselves). */
export const NEEDS: Readonly<Partial<Record<StepName, readonly StepName[]>>> = { e2e: ['build'] };

/** The steps `--only a,b` names (all without it); an unknown name is an error. */
export function chosenSteps(argv: readonly string[]): Step[] {
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

/** The chosen steps as the sequences that run at once (empty ones left out). */
export function plan(chosen: readonly Step[]): Step[][] {
  return SEQUENCES.map((seq) => seq.flatMap((name) => chosen.filter(([n]) => n === name))).filter(
    (seq) => seq.length > 0,
  );
}

/** One JSON line of a figure, as the benchmarks print them. */
export function figure(name: string, seconds: number): string {
  return JSON.stringify({ name, value: Math.round(seconds * 10) / 10, unit: 's' });
}

const running = new Set<ChildProcess>();
let failed: string | null = null;

/** Runs one step (its lines prefixed with its name); resolves whether it passed. */
function runStep([name, script]: Step): Promise<boolean> {
  return new Promise((resolve) => {
    // Its own process group, so a failure elsewhere stops it and everything it started.
    const child = spawn('npm', ['run', '--silent', script], { detached: true });
    running.add(child);
    const prefix = (chunk: Buffer, out: NodeJS.WriteStream) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    };
    child.stdout.on('data', (c: Buffer) => prefix(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => prefix(c, process.stderr));
    child.on('close', (code, signal) => {
      running.delete(child);
      if (code === 0) return resolve(true);
      if (!failed) {
        failed = `${name} (exit ${code ?? signal})`;
        for (const other of running) stop(other);
      }
      resolve(false);
    });
  });
}

function stop(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function main(): Promise<number> {
  const times: [string, number][] = [];
  const start = performance.now();
  const sequences = plan(chosenSteps(process.argv.slice(2)));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const child of running) stop(child);
      process.exit(1);
    });
  }
  // The app for the browser tests, built off their path (removed at the end).
  const app = mkdtempSync(path.join(tmpdir(), 'gang-table-e2e-app-'));
  process.env.GANG_TABLE_E2E_PREBUILT = app;
  const done = new Map<StepName, () => void>();
  const finished = new Map(
    sequences.flat().map(([name]) => [name, new Promise<void>((r) => done.set(name, r))]),
  );
  await Promise.all(
    sequences.map(async (seq) => {
      for (const step of seq) {
        await Promise.all((NEEDS[step[0]] ?? []).map((n) => finished.get(n)));
        if (failed) break;
        const t0 = performance.now();
        const ok = await runStep(step);
        times.push([step[0], (performance.now() - t0) / 1000]);
        done.get(step[0])!();
        if (!ok) break;
      }
      for (const resolve of done.values()) if (failed) resolve(); // nobody waits for ever
    }),
  );
  rmSync(app, { recursive: true, force: true });
  console.log('');
  const order = STEPS.map(([n]) => n as string);
  times.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
  for (const [name, s] of times) console.log(figure(`ci.test_s.${name}`, s));
  console.log(figure('ci.test_s', (performance.now() - start) / 1000));
  if (failed) console.error(`npm test: ${failed} failed`);
  return failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) main().then((code) => process.exit(code));
