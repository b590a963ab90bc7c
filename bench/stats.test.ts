// The benchmarks' statistics and the bundle bench's reading of Vite's manifest.
import { describe, expect, test } from 'vitest';
import { filesOf, loadClosure, staticClosure } from './bundle.ts';
import { median, quantile, round } from './stats.ts';

describe('quantile', () => {
  test.each([
    [[5], 0.5, 5],
    [[3, 1, 2], 0.5, 2],
    [[4, 1, 3, 2], 0.5, 2],
    [[...Array(100).keys()].map((i) => i + 1), 0.95, 95],
    [[...Array(30).keys()].map((i) => i + 1), 0.95, 29],
    [[7, 9], 0, 7],
    [[7, 9], 1, 9],
  ])('%j at %d is %d (nearest rank)', (xs, q, want) => {
    expect(quantile(xs, q)).toBe(want);
  });

  test('does not reorder its input; an empty sample is an error', () => {
    const xs = [3, 1, 2];
    expect(median(xs)).toBe(2);
    expect(xs).toEqual([3, 1, 2]);
    expect(() => quantile([], 0.5)).toThrow(/empty/);
  });

  test('round', () => {
    expect(round(1113.36)).toBe(1113.4);
    expect(round(2.345, 2)).toBe(2.35);
  });
});

describe('bundle closure', () => {
  const manifest = {
    'index.html': {
      file: 'a/index.js',
      isEntry: true,
      imports: ['_react.js'],
      css: ['a/i.css'],
      dynamicImports: ['src/table/TableView.tsx'],
    },
    '_react.js': { file: 'a/react.js' },
    'src/table/TableView.tsx': {
      file: 'a/table.js',
      imports: ['_react.js', '_three.js'],
      css: ['a/t.css'],
      dynamicImports: ['src/table/scene/TablePhysics.tsx'],
    },
    '_three.js': { file: 'a/three.js', imports: ['_react.js'] },
    'src/table/scene/TablePhysics.tsx': {
      file: 'a/physics.js',
      imports: ['_react.js', '_rapier.js'],
    },
    '_rapier.js': {
      file: 'a/rapier.js',
      assets: ['a/rapier.wasm'],
      dynamicImports: ['rapier.mjs'],
    },
    'rapier.mjs': { file: 'a/rapier-entry.js', imports: ['_rapier.js'] },
  };

  test('follows static imports only, once each, through cycles', () => {
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['_react.js', 'index.html']);
    expect([...staticClosure(manifest, 'src/table/TableView.tsx')].sort()).toEqual([
      '_react.js',
      '_three.js',
      'src/table/TableView.tsx',
    ]);
    expect(() => staticClosure(manifest, 'nope')).toThrow(/no chunk nope/);
  });

  test('a load closure adds what is imported dynamically on the way, transitively', () => {
    expect([...loadClosure(manifest, 'src/table/scene/TablePhysics.tsx')].sort()).toEqual([
      '_rapier.js',
      '_react.js',
      'rapier.mjs',
      'src/table/scene/TablePhysics.tsx',
    ]);
  });

  test('files are the chunks, their CSS and their assets', () => {
    expect([...filesOf(manifest, ['index.html', '_react.js'])].sort()).toEqual([
      'a/i.css',
      'a/index.js',
      'a/react.js',
    ]);
    expect([...filesOf(manifest, ['_rapier.js'])].sort()).toEqual(['a/rapier.js', 'a/rapier.wasm']);
  });
});
