// The house rules a newcomer can rely on (issue #22), held by a test rather than by review: no
// source file over 400 lines except the data and drawing modules named here, no class with more
// than 25 methods, and no cycle between folders of src (a registry imports its games, the games
// import a shared kit beside it, never the folder that holds the registry).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** Long on purpose: drawing code and data, read top to bottom, which splitting would scatter. */
const LONG_ALLOWED = new Set([
  'src/table/games/the-gang/art/draw-cards.ts',
  'src/table/games/the-gang/art/draw-heist.ts',
  'scripts/gen-models.ts',
  'test/e2e/fixtures/assets-page.ts',
]);
const MAX_LINES = 400;
const MAX_METHODS = 25;

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const SOURCES = ['src', 'scripts', 'bench', 'test'].flatMap(files);
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

test('no source file is over 400 lines, but the data and drawing modules named', () => {
  const long = SOURCES.filter((f) => !LONG_ALLOWED.has(f))
    .map((f) => [f, read(f).split('\n').length - 1] as const)
    .filter(([, n]) => n > MAX_LINES);
  expect(long).toEqual([]);
});

test('no class has more than 25 methods', () => {
  const big: string[] = [];
  for (const f of SOURCES.filter((s) => read(s).includes('class '))) {
    const source = ts.createSourceFile(f, read(f), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isClassLike(node)) {
        const methods = node.members.filter(
          (m) =>
            ts.isMethodDeclaration(m) ||
            ts.isGetAccessor(m) ||
            ts.isSetAccessor(m) ||
            ts.isConstructorDeclaration(m),
        ).length;
        if (methods > MAX_METHODS) big.push(`${f} ${node.name?.text ?? '(anonymous)'}: ${methods}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  expect(big).toEqual([]);
});

/** src's folders, each with the folders its files import from (type imports included). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const from =
    /(?:import|export)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
  for (const f of SOURCES.filter((s) => s.startsWith('src/'))) {
    const dir = dirname(f);
    for (const m of read(f).matchAll(from)) {
      const target = dirname(normalize(join(dir, m[1] ?? m[2]!)));
      if (target === dir || !target.startsWith('src')) continue;
      if (!graph.has(dir)) graph.set(dir, new Set());
      graph.get(dir)!.add(relative('.', target));
    }
  }
  return graph;
}

/** Every group of folders that import one another round a cycle (Tarjan's components). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    for (let w = stack.pop()!; ; w = stack.pop()!) {
      group.push(w);
      if (w === v) break;
    }
    if (group.length > 1) out.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

test('no two folders of src import each other, directly or round a cycle', () => {
  expect(cycles(folderGraph())).toEqual([]);
});

test('the cycle check sees a cycle', () => {
  const graph = new Map([
    ['src/a', new Set(['src/b'])],
    ['src/b', new Set(['src/c'])],
    ['src/c', new Set(['src/a'])],
    ['src/d', new Set(['src/a'])],
  ]);
  expect(cycles(graph)).toEqual([['src/a', 'src/b', 'src/c']]);
});
