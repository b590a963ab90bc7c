// `npm run test:e2e`: the browser tests in two lanes at once, inside the loopback-only namespace
// (loopback-netns.sh). On this 2-core machine a page that draws the 3D table at full size keeps
// both cores busy while anything moves (SwiftShader), but a test that plays on the text table, or
// draws one small 3D table, mostly waits on WebRTC, bots and timers, so the light lane runs beside
// the heavy one for about the price of its CPU. Each lane is one vitest run (one file at a time);
// the app is built once for both (`npm test` builds it beforehand, off the long path: the
// `GANG_TABLE_E2E_PREBUILT` folder, filled by `--build`). Given files or options
// (`npm run test:e2e -- test/e2e/home.e2e.ts`), it is one plain vitest run instead.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, ROOT } from '../test/e2e/harness.ts';

/** Files whose drawing is light: the text table, the home screen, the lobby, signalling
 * (rules.e2e watches one phone's 3D table), or one 3D page among text tables, drawn small, seldom
 * or briefly (gang-of-four, gangsta, keyboard, phone, settings). Any file not named here
 * runs in the heavy lane, the safe side (fair.e2e, a replay on the 3D table, moved there when the
 * light lane became the longer: 1,241 against 1,119 s on 2026-11-27; migration.e2e, text tables,
 * moved there when the light lane was 847 s against 793 in the full run of 2026-11-27 17:11;
 * settings.e2e, moved there too that night, ran its high-profile draw past 30 s beside the heavy
 * files and came back; bots.e2e, one small 3D page at a human pace, moved there when phone-gangsta
 * played its tables of two and four on its main table's pages (alone: 385 → 181–206 s of tests),
 * which would leave the light lane, 814 s against the heavy 777 in the full run of 2026-11-27
 * 20:18, the longer by ≈ 100 s; a projection, not yet a full run; migration.e2e came back
 * when CI's run of f053eaf had the heavy lane the longer, 869 s against 820, and impostor and
 * hardening had cut ≈ 20–30 s of the light one (reduced motion, one build of their test pages):
 * ≈ 836 and ≈ 830 s projected, not yet a full run).
 * Chosen so that both lanes take about as long (docs/PERFORMANCE.md). */
export const LIGHT_LANE = new Set([
  'assets',
  'gang-heist',
  'gang-of-four',
  'gangsta',
  'handover',
  'hardening',
  'home',
  'impostor',
  'keyboard',
  'languages',
  'migration',
  'peerjs',
  'phone',
  'rules',
  'settings',
  'solo-lobby',
]);

/** The suite's files split into the two lanes, by name. */
export function lanes(files: readonly string[]): { heavy: string[]; light: string[] } {
  const split = { heavy: [] as string[], light: [] as string[] };
  for (const file of files) {
    const name = path.basename(file).replace(/\.e2e\.ts$/, '');
    split[LIGHT_LANE.has(name) ? 'light' : 'heavy'].push(file);
  }
  return split;
}

const VITEST = path.join(ROOT, 'node_modules', '.bin', 'vitest');
const CONFIG = ['run', '--config', 'vitest.e2e.config.ts'];

/** Runs one lane, each of its lines prefixed with the lane's name; resolves to its exit code. */
function runLane(name: string, files: string[], env: NodeJS.ProcessEnv): Promise<number> {
  if (files.length === 0) return Promise.resolve(0);
  return new Promise((resolve) => {
    const child = spawn(VITEST, [...CONFIG, ...files], { cwd: ROOT, env });
    const prefix = (chunk: Buffer, out: NodeJS.WriteStream) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    };
    child.stdout.on('data', (c: Buffer) => prefix(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => prefix(c, process.stderr));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Where `npm test` has the app built before the browser tests' turn (scripts/test-all.ts). */
const PREBUILT = process.env.GANG_TABLE_E2E_PREBUILT;

async function main(argv: readonly string[]): Promise<number> {
  if (argv[0] === '--build') {
    if (!PREBUILT) throw new Error('--build needs GANG_TABLE_E2E_PREBUILT, the folder to build to');
    await buildApp(PREBUILT);
    return 0;
  }
  if (argv.length > 0) {
    const code = await new Promise<number>((resolve) =>
      spawn(VITEST, [...CONFIG, ...argv], { cwd: ROOT, stdio: 'inherit' }).on('close', (c) =>
        resolve(c ?? 1),
      ),
    );
    return code;
  }
  const dir = path.join(ROOT, 'test', 'e2e');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.e2e.ts'))
    .map((f) => path.join('test', 'e2e', f));
  const split = lanes(files);
  const built = PREBUILT !== undefined && existsSync(path.join(PREBUILT, 'index.html'));
  // Outside the repository, so lint and format never see the bundle.
  const app = built ? PREBUILT : mkdtempSync(path.join(tmpdir(), 'gang-table-e2e-app-'));
  try {
    if (!built) await buildApp(app);
    const env = { ...process.env, GANG_TABLE_E2E_APP: app };
    const started = performance.now();
    const codes = await Promise.all([
      runLane('heavy', split.heavy, env),
      runLane('light', split.light, env),
    ]);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    console.log(
      `e2e: heavy lane ${split.heavy.length} files (exit ${codes[0]}), light lane ` +
        `${split.light.length} files (exit ${codes[1]}), ${seconds} s`,
    );
    return codes.some((c) => c !== 0) ? 1 : 0;
  } finally {
    if (!built) rmSync(app, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
