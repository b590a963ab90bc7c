// Benchmarks that open browsers or WebRTC run in a child process inside a loopback-only network
// namespace (scripts/loopback-netns.sh); the child prints JSON lines, the parent collects them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './run.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Runs `file` (a bench module that measures when run directly) in the namespace. */
export function benchInNamespace(file: string, label: string): Promise<BenchResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'bash',
      [path.join(ROOT, 'scripts/loopback-netns.sh'), process.execPath, '--import', 'tsx', file],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${label} bench exited with ${code}`));
      resolve(
        out
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as BenchResult),
      );
    });
  });
}

/** When `file` is the script being run: measures and prints the results as JSON lines. */
export function runIfMain(file: string, measure: () => Promise<BenchResult[]>): void {
  if (process.argv[1] !== file) return;
  measure().then(
    (results) => {
      for (const r of results) console.log(JSON.stringify(r));
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}

/** Runs a script's `main` and exits (0, or 1 with its error): its browsers' handles would keep
 * node alive otherwise. */
export function runScript(main: () => Promise<void>): void {
  void main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
