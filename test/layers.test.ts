// Belt and braces beside the eslint layer rules: src/engine stays pure TypeScript. No UI, 3D,
// network, store or Node module imports, and no ambient time, randomness or DOM in its code.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ENGINE_DIR = fileURLToPath(new URL('../src/engine', import.meta.url));

const FORBIDDEN_PACKAGES = ['react', 'react-dom', 'three', 'peerjs', 'zustand'];
const NODE_BUILTINS = new Set(builtinModules);

const FORBIDDEN_CODE: readonly [RegExp, string][] = [
  [/\bMath\s*\.\s*random\b/, 'Math.random'],
  [/\bDate\s*\.\s*now\b/, 'Date.now'],
  [/\bnew\s+Date\b/, 'new Date'],
  [/(?<![\w$.])window\s*\./, 'window.'],
  [/(?<![\w$.])document\s*\./, 'document.'],
];

/** Why a module specifier may not be imported from the engine, or null if it may. */
function forbiddenImport(specifier: string): string | null {
  if (specifier.startsWith('node:')) return 'Node built-in';
  const bare = specifier.split('/')[0] ?? specifier;
  if (NODE_BUILTINS.has(specifier) || NODE_BUILTINS.has(bare)) return 'Node built-in';
  if (specifier.startsWith('@react-three/')) return '@react-three';
  const pkg = FORBIDDEN_PACKAGES.find(
    (name) => specifier === name || specifier.startsWith(`${name}/`),
  );
  return pkg ?? null;
}

/** Every module specifier in static imports, re-exports, dynamic imports and require calls. */
function importSpecifiers(source: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1] ?? ''));
}

/** The source with comments blanked out (strings kept), so a comment naming Math.random is fine. */
function stripComments(source: string): string {
  let out = '';
  let i = 0;
  let quote: string | null = null;
  while (i < source.length) {
    const c = source[i] ?? '';
    const next = source[i + 1] ?? '';
    if (quote) {
      out += c;
      if (c === '\\') {
        out += next;
        i += 2;
        continue;
      }
      if (c === quote) quote = null;
      i += 1;
    } else if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
      i += 1;
    }
  }
  return out;
}

/** Every problem in one engine source file, as readable strings. */
function engineViolations(source: string): string[] {
  const code = stripComments(source);
  const problems: string[] = [];
  for (const specifier of importSpecifiers(code)) {
    const why = forbiddenImport(specifier);
    if (why) problems.push(`imports '${specifier}' (${why})`);
  }
  for (const [pattern, name] of FORBIDDEN_CODE) {
    if (pattern.test(code)) problems.push(`uses ${name}`);
  }
  return problems;
}

function engineSourceFiles(): string[] {
  return readdirSync(ENGINE_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(ENGINE_DIR, file))
    .sort();
}

describe('the engine layer check itself', () => {
  test.each([
    ["import { useState } from 'react';", ["imports 'react' (react)"]],
    ["import type { Mesh } from 'three';", ["imports 'three' (three)"]],
    [
      "import { Canvas } from '@react-three/fiber';",
      ["imports '@react-three/fiber' (@react-three)"],
    ],
    ["import Peer from 'peerjs';", ["imports 'peerjs' (peerjs)"]],
    ["import { create } from 'zustand/vanilla';", ["imports 'zustand/vanilla' (zustand)"]],
    ["import { readFileSync } from 'node:fs';", ["imports 'node:fs' (Node built-in)"]],
    ["import { randomBytes } from 'crypto';", ["imports 'crypto' (Node built-in)"]],
    ["export * from 'react-dom/client';", ["imports 'react-dom/client' (react-dom)"]],
    ["const m = await import('three');", ["imports 'three' (three)"]],
    ['const x = Math.random();', ['uses Math.random']],
    ['const t = Date.now();', ['uses Date.now']],
    ['const d = new Date();', ['uses new Date']],
    ['window.addEventListener("x", f);', ['uses window.']],
    ['const el = document.body;', ['uses document.']],
    ["import { shuffle } from '../core/rng.ts';", []],
    ["import { reactTo } from './reactions.ts';", []],
    ['// never Math.random or Date.now here', []],
    ['/* no window.alert, no new Date */ const slidingWindow = 1;', []],
    ['const w = slidingWindow.size + docs.document;', []],
    ["const url = 'http://x'; const y = Math.imul(1, 2);", []],
  ])('%s -> %j', (source, want) => {
    expect(engineViolations(source)).toEqual(want);
  });
});

describe('src/engine stays pure', () => {
  const files = engineSourceFiles();

  test('there is engine code to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  test.each(files.map((file) => [path.relative(ENGINE_DIR, file), file]))('%s', (_name, file) => {
    expect(engineViolations(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
