// Shared end-to-end plumbing: build the app once, serve it with `vite preview` on loopback, and
// drive the system Chromium through playwright-core. No browser is ever downloaded.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';

/** Repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where screenshots go (git-ignored). */
export const RESULTS_DIR = path.join(ROOT, 'test-results');

/** The system Chromium (Debian's `chromium` package); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep headless Chromium quiet, local and runnable as root in a container. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The tests read English words: the browser's language is English whatever the machine's
  // (a context's `locale` overrides it: languages.e2e.ts reads the table in each language).
  '--lang=en-US',
];

/** A built app served on 127.0.0.1 at a free port. */
export type AppServer = { url: string; close: () => Promise<void> };

/** Serves the built app (builtApp) with `vite preview` on loopback. */
export async function buildAndServe(): Promise<AppServer> {
  const app = await builtApp();
  try {
    return await buildAndPreview(app);
  } catch (error) {
    app.release();
    throw error;
  }
}

/**
 * Builds the app (or only the given HTML entries, e.g. a test-only page) into `outDir` with the
 * project's Vite config, as players get it; `extra` adds build options (e.g. a manifest).
 */
export async function buildApp(
  outDir: string,
  input?: string[],
  extra: { manifest?: boolean } = {},
): Promise<void> {
  // vitest sets NODE_ENV=test, which would make Vite bundle React's development build: test what
  // players get instead.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: ROOT,
      mode: 'production',
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: true,
        ...extra,
        ...(input
          ? { rolldownOptions: { input: input.map((file) => path.join(ROOT, file)) } }
          : {}),
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** A built app in `dir`; `release` removes it unless it is the run's shared build. */
export type BuiltApp = { dir: string; release: () => void };

/**
 * The app as players get it, built: under vitest, the run's one build (global-build.ts), unless
 * test pages must sit beside the app (`entries`, the app's own page included); those, and a
 * benchmark run outside vitest, get a build of their own.
 */
export async function builtApp(entries?: string[]): Promise<BuiltApp> {
  if (!entries && process.env.VITEST) {
    // Imported here: the benchmarks load this file outside vitest.
    const { inject } = await import('vitest');
    const shared = inject('appDist');
    if (shared) return { dir: shared, release: () => {} };
  }
  // A benchmark's before-and-after run (bench/ab-4g.ts) serves builds it made beforehand.
  if (!entries && process.env.BENCH_APP_DIST) {
    return { dir: process.env.BENCH_APP_DIST, release: () => {} };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'gang-table-e2e-'));
  try {
    await buildApp(dir, entries);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, release: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The builds pagesApp made in this process, by their entries. */
const pageBuilds = new Map<string, Promise<BuiltApp>>();

/**
 * The app with test pages beside it (`entries`, the app's own page included), built once per
 * process for each set of entries: a lane runs its files in one worker (scripts/e2e-lanes.ts), and
 * impostor and hardening ask for the same pages. Under vitest it lies inside the run's one build
 * (global-build.ts), so it goes when that goes; elsewhere it is builtApp's own build.
 */
export function pagesApp(entries: string[]): Promise<BuiltApp> {
  const key = [...entries].sort().join('\n');
  let app = pageBuilds.get(key);
  if (!app) {
    app = buildPages(entries).catch((error: unknown) => {
      pageBuilds.delete(key);
      throw error;
    });
    pageBuilds.set(key, app);
  }
  return app;
}

async function buildPages(entries: string[]): Promise<BuiltApp> {
  const shared = process.env.VITEST ? (await import('vitest')).inject('appDist') : undefined;
  if (!shared) return builtApp(entries);
  const dir = path.join(shared, `.pages-${process.pid}-${pageBuilds.size}`);
  await buildApp(dir, entries);
  return { dir, release: () => {} };
}

async function buildAndPreview(app: BuiltApp): Promise<AppServer> {
  const server: PreviewServer = await preview({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: app.dir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const address = server.httpServer.address() as AddressInfo | null;
  if (!address || typeof address === 'string') throw new Error('preview server has no TCP address');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: async () => {
      await server.close();
      app.release();
    },
  };
}

/** Launches the system Chromium headless, or explains how to install it. */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No Chromium at ${CHROMIUM_PATH}. Install it (Debian: apt-get install -y chromium) ` +
        'or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** Records every URL the context's pages request, to prove nothing leaves the app's origin. */
export function recordRequests(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The requested URLs that went anywhere but `origin` (data: and blob: URLs stay in the page). */
export function foreignRequests(urls: readonly string[], origin: string): string[] {
  return urls.filter((url) => {
    const parsed = new URL(url);
    if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return false;
    return parsed.origin !== origin;
  });
}

/** An init script that records every message arriving on any RTCDataChannel of the page, before
 * the app runs (read it with takeWire). */
export const WIRE_RECORDER = `(() => {
  window.__wire = [];
  const watch = (ch) => ch.addEventListener('message', (e) => {
    window.__wire.push(typeof e.data === 'string' ? e.data : '[binary ' + (e.data.byteLength ?? e.data.size) + ']');
  });
  const Native = window.RTCPeerConnection;
  window.RTCPeerConnection = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('datachannel', (e) => watch(e.channel));
    }
    createDataChannel(...args) {
      const ch = super.createDataChannel(...args);
      watch(ch);
      return ch;
    }
  };
})();`;

/** What WIRE_RECORDER caught on a page since the last call (and forgets it there). */
export async function takeWire(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const w = (window as unknown as { __wire: string[] }).__wire;
    return w.splice(0, w.length);
  });
}

/** CPU seconds (user + system) that the process `root` and every process under it have spent,
 * the children they already reaped included (Linux /proc; 0 elsewhere). Read before the browser
 * closes: the cost of a browser test is mostly its Chromium's (SwiftShader draws on the CPU),
 * which a `time` of the test runner does not see. */
export function treeCpuSeconds(root: number): number {
  const ticks = 100; // USER_HZ, 100 on every Linux we run on
  const procs = new Map<number, { parent: number; cpu: number }>();
  let dirs: string[];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  for (const d of dirs) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      // After the command's closing parenthesis: state, ppid, …; utime is field 14.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      procs.set(Number(d), { parent: Number(f[1]), cpu });
    } catch {
      // Gone meanwhile.
    }
  }
  let total = 0;
  for (const [pid, p] of procs) {
    for (let at: number | undefined = pid; at; at = procs.get(at)?.parent) {
      if (at === root) {
        total += p.cpu;
        break;
      }
    }
  }
  return total / ticks;
}

/** The test process's tree CPU when the current file began (set by cpu-baseline.ts, a setup
 * file): a lane's files share one worker (vitest.e2e.config.ts `isolate: false`), whose own CPU
 * and its reaped Chromiums' would otherwise add up from file to file. */
let fileStart = 0;

/** Notes the CPU spent before the current file (cpu-baseline.ts calls it as each file begins). */
export function markFileStart(): void {
  fileStart = treeCpuSeconds(process.pid);
}

/** With E2E_CPU=1 (under vitest), prints on stderr the CPU seconds the test's process and every
 * process under it (its Chromiums) have spent since its file began (`e2e.cpu_s`, a JSON line:
 * docs/PERFORMANCE.md). TablePlayers.close calls it; a file that drives its own browser calls it
 * in `afterAll`, before the browser closes. */
export async function printCpu(): Promise<void> {
  if (!process.env.E2E_CPU || !process.env.VITEST) return;
  const { expect } = await import('vitest');
  const file = path.basename(expect.getState().testPath ?? '');
  const value = Math.round((treeCpuSeconds(process.pid) - fileStart) * 10) / 10;
  console.error(JSON.stringify({ name: 'e2e.cpu_s', file, value }));
}

export type Api = Record<string, (...x: unknown[]) => unknown>;
type Held = { gtCalls?: Map<number, Promise<unknown>>; gtNext?: number; gangTable: Api };

/**
 * Calls `window.gangTable[method](...args)` in a page and resolves with its answer.
 *
 * The call's promise is kept on `window` until its answer is read. Chromium's inspector holds the
 * promise an evaluation awaits only weakly, and CI once saw `page.evaluate` fail with "Resulting
 * promise was garbage collected" while the host's `startGame` was under way (gang-heist, 977 s
 * run): a call held this way either answers or fails with the app's own reason.
 */
export async function gt<T>(page: Page, method: string, ...args: unknown[]): Promise<T> {
  const id = await page.evaluate(
    ([m, a]) => {
      const w = window as unknown as Held;
      const calls = (w.gtCalls ??= new Map());
      const n = (w.gtNext = (w.gtNext ?? 0) + 1);
      calls.set(
        n,
        Promise.resolve().then(() => w.gangTable[m as string]!(...(a as unknown[]))),
      );
      return n;
    },
    [method, args] as const,
  );
  return page.evaluate(async (n) => {
    const calls = (window as unknown as Held).gtCalls!;
    try {
      return await calls.get(n);
    } finally {
      calls.delete(n);
    }
  }, id) as Promise<T>;
}
