// What a player downloads: the gzip size of the code the home screen needs (the entry chunk and
// everything it imports statically, with its CSS) and of the 3D table that loads lazily (the
// table's chunk and what it imports that the home screen did not already have). Measured on a
// production build made with the project's own Vite config.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** The files of a set of chunks: their JavaScript and their CSS. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

const TABLE_SOURCE = 'src/table/TableView.tsx';

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
    if (!manifest[TABLE_SOURCE]) throw new Error(`${TABLE_SOURCE} is not a chunk of its own`);
    const home = staticClosure(manifest, entry);
    if (home.has(TABLE_SOURCE)) throw new Error('the home screen loads the 3D table eagerly');
    const table = [...staticClosure(manifest, TABLE_SOURCE)].filter((k) => !home.has(k));
    const gz = (files: Set<string>) =>
      [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(outDir, f))).length, 0) /
      1024;
    return [
      { name: 'bundle.entry.gz_kb', value: round(gz(filesOf(manifest, home))), unit: 'KiB' },
      { name: 'bundle.table.gz_kb', value: round(gz(filesOf(manifest, table))), unit: 'KiB' },
    ];
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
