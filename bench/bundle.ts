// What a player downloads, in gzip bytes, measured on a production build made with the
// project's own Vite config:
// - bundle.entry.gz_kb: the home screen's code (the entry chunk and everything it imports
//   statically, with its CSS);
// - bundle.table.gz_kb: what the 3D table waits for before its first draw, beyond the home
//   screen: the table's chunk and its static imports, their CSS and assets, and the models
//   (public/models) every table loads before it draws;
// - bundle.physics.gz_kb: what it fetches after that to run physics (src/table/scene/
//   TablePhysics.tsx: @react-three/rapier, Rapier's code and its WebAssembly file), beyond the
//   home screen and the table.
// A chunk's assets count where the chunk does: were Rapier's wasm inlined again, or imported on
// the table's critical path, it would count in bundle.table.gz_kb.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../test/e2e/harness.ts';
import type { BenchResult } from './run.ts';
import { round } from './stats.ts';

/** One chunk of Vite's build manifest (only the fields used here). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** Files the chunk refers to by URL (Rapier's wasm). */
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The manifest keys a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(
  manifest: Manifest,
  key: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no chunk ${key} in the build manifest`);
  into.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** The manifest keys loaded to run a chunk when its dynamic imports are awaited too (as Rapier's
 * loader awaits its own import of the engine): its static closure and theirs, transitively. */
export function loadClosure(manifest: Manifest, key: string): Set<string> {
  const into = new Set<string>();
  const queue = [key];
  while (queue.length > 0) {
    for (const k of staticClosure(manifest, queue.pop()!)) {
      if (into.has(k)) continue;
      into.add(k);
      queue.push(...(manifest[k]!.dynamicImports ?? []));
    }
  }
  return into;
}

/** The files of a set of chunks: their JavaScript, their CSS and their assets. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const asset of chunk.assets ?? []) files.add(asset);
  }
  return files;
}

const TABLE_SOURCE = 'src/table/TableView.tsx';
const PHYSICS_SOURCE = 'src/table/scene/TablePhysics.tsx';
/** Where the build puts the models (public/models): every table loads all of them to draw. */
const MODELS_DIR = 'models';

export async function benchBundle(): Promise<BenchResult[]> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'gang-table-bundle-'));
  try {
    await buildApp(outDir, undefined, { manifest: true });
    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const entry = Object.keys(manifest).find(
      (k) => manifest[k]!.isEntry && k.endsWith('index.html'),
    );
    if (!entry) throw new Error('no index.html entry in the build manifest');
    for (const source of [TABLE_SOURCE, PHYSICS_SOURCE]) {
      if (!manifest[source]) throw new Error(`${source} is not a chunk of its own`);
    }
    const home = staticClosure(manifest, entry);
    if (home.has(TABLE_SOURCE)) throw new Error('the home screen loads the 3D table eagerly');
    const table = new Set([...staticClosure(manifest, TABLE_SOURCE)].filter((k) => !home.has(k)));
    if (table.has(PHYSICS_SOURCE)) throw new Error('the table waits for its physics to draw');
    const physics = [...loadClosure(manifest, PHYSICS_SOURCE)].filter(
      (k) => !home.has(k) && !table.has(k),
    );
    const models = readdirSync(path.join(outDir, MODELS_DIR))
      .filter((f) => f.endsWith('.glb'))
      .map((f) => path.join(MODELS_DIR, f));
    if (models.length === 0) throw new Error('the build has no models');
    const gz = (files: Iterable<string>) =>
      [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(outDir, f))).length, 0) /
      1024;
    const tableFiles = [...filesOf(manifest, table), ...models];
    return [
      { name: 'bundle.entry.gz_kb', value: round(gz(filesOf(manifest, home))), unit: 'KiB' },
      { name: 'bundle.table.gz_kb', value: round(gz(tableFiles)), unit: 'KiB' },
      { name: 'bundle.physics.gz_kb', value: round(gz(filesOf(manifest, physics))), unit: 'KiB' },
    ];
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
