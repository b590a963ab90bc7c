// e2e.table_ready_ms.4g for two commits, alternated in one sitting (A B A B …), so a shared
// machine's load weighs on both alike: each commit's app built once (its tree from git, this
// checkout's node_modules), then `rounds` runs of the render bench's 4G flow (RENDER_ONLY=4g)
// on each in turn, each in the loopback namespace, with the load (uptime) beside every run.
// Prints each run and then each side's median and the ratio B / A, as JSON lines. AB_FLOW=profile
// runs the profile bench's traced flow instead, and adds the main thread's CPU time to ready.
//   node --import tsx bench/ab-4g.ts <commit A> <commit B|worktree> [rounds]
// `worktree` builds this checkout as it is (uncommitted changes too).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { quantile } from './stats.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The app of `ref` built into a new directory (`worktree`: this checkout as it is). */
function build(ref: string, scratch: string): string {
  let root = ROOT;
  if (ref !== 'worktree') {
    root = path.join(scratch, `src-${ref}`);
    execFileSync('mkdir', ['-p', root]);
    execFileSync('bash', ['-c', `git archive ${ref} | tar -x -C ${root}`], { cwd: ROOT });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  }
  const out = path.join(scratch, `dist-${ref}`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', out, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return out;
}

/** One run of the 4G flow on the build in `dist`: the figure in ms; with AB_FLOW=profile, the
 * profile bench's flow with Chrome's trace (bench/profile-page.ts 4g), which also gives the main
 * thread's CPU time from "create a table" to ready (less stretched by a busy machine). */
function runOnce(dist: string): {
  ready: number;
  cpu?: number | undefined;
  marks?: Record<string, number>;
} {
  const profile = process.env.AB_FLOW === 'profile';
  const r = spawnSync(
    'bash',
    [
      path.join(ROOT, 'scripts/loopback-netns.sh'),
      process.execPath,
      '--import',
      'tsx',
      path.join(ROOT, profile ? 'bench/profile-page.ts' : 'bench/render-browser.ts'),
      ...(profile ? ['4g'] : []),
    ],
    {
      cwd: ROOT,
      env: { ...process.env, RENDER_ONLY: '4g', BENCH_APP_DIST: dist, TRACE: profile ? '1' : '' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const lines = r.stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { name: string; value: number; cpu?: number });
  const find = (name: string) => lines.find((x) => x.name === name);
  const ready = find(profile ? 'profile.4g.mark.ready' : 'e2e.table_ready_ms.4g');
  if (!ready) throw new Error(`no figure:\n${r.stdout.slice(-4000)}\n${r.stderr.slice(-4000)}`);
  if (!profile) return { ready: ready.value };
  // The milestones on the way (room made, started, the table's code mounted), to say which
  // stretch moved.
  const marks: Record<string, number> = {};
  for (const m of ['room', 'started', 'tableMounted']) {
    const v = find(`profile.4g.mark.${m}`)?.value;
    if (v !== undefined) marks[m] = v;
  }
  return { ready: ready.value, cpu: find('profile.4g.timeline.main')?.cpu, marks };
}

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;

function main(): void {
  const [a, b, rounds = '3'] = process.argv.slice(2);
  if (!a || !b) throw new Error('usage: bench/ab-4g.ts <commit A> <commit B|worktree> [rounds]');
  const scratch = mkdtempSync(path.join(tmpdir(), 'gang-table-ab-'));
  try {
    const dists = { A: build(a, scratch), B: build(b, scratch) };
    const ms: Record<'A' | 'B', number[]> = { A: [], B: [] };
    const cpu: Record<'A' | 'B', number[]> = { A: [], B: [] };
    for (let i = 0; i < Number(rounds); i++) {
      for (const side of ['A', 'B'] as const) {
        const before = load();
        const run = runOnce(dists[side]);
        ms[side].push(run.ready);
        if (run.cpu !== undefined) cpu[side].push(run.cpu);
        console.log(
          JSON.stringify({
            name: 'ab.4g.run',
            side,
            value: run.ready,
            cpu: run.cpu,
            marks: run.marks,
            load: [before, load()],
          }),
        );
      }
    }
    const median = (xs: number[]) => quantile(xs, 0.5);
    for (const side of ['A', 'B'] as const)
      console.log(
        JSON.stringify({
          name: `ab.4g.median.${side}`,
          value: median(ms[side]),
          unit: 'ms',
          ref: side === 'A' ? a : b,
          runs: ms[side],
          cpu: cpu[side].length ? median(cpu[side]) : undefined,
          cpuRuns: cpu[side].length ? cpu[side] : undefined,
        }),
      );
    console.log(
      JSON.stringify({
        name: 'ab.4g.ratio',
        value: +(median(ms.B) / median(ms.A)).toFixed(3),
        unit: 'B / A',
        cpu: cpu.A.length ? +(median(cpu.B) / median(cpu.A)).toFixed(3) : undefined,
      }),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main();
