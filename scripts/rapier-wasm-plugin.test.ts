// The build's rewrite of Rapier's loader (rapier-wasm-plugin.ts), on the installed package: the
// inlined base64 is gone, init() is handed the URL of the shipped wasm file, and anything that
// does not look as expected stops the build instead of shipping two copies.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { extractRapierWasm } from './rapier-wasm-plugin.ts';

const require = createRequire(import.meta.url);
/** The compat package's ES module, as the bundler resolves it. */
const MODULE = path.join(path.dirname(require.resolve('@dimforge/rapier3d-compat')), 'rapier.mjs');
const SOURCE = readFileSync(MODULE, 'utf8');

describe('rapier-wasm build plugin', () => {
  test('init() fetches the shipped wasm file instead of decoding inlined base64', () => {
    const out = extractRapierWasm(SOURCE, MODULE)!;
    expect(out.code).not.toMatch(/AGFzbQ/);
    expect(
      out.code.startsWith("import __rapierWasmUrl from './rapier_wasm3d_bg.wasm?url';\n"),
    ).toBe(true);
    expect(out.code).toContain('{ module_or_path: __rapierWasmUrl }');
    // What is left is the package's JavaScript: about 150 KB of its 2.2 MB.
    expect(out.code.length).toBeLessThan(SOURCE.length / 10);
    expect(out.map.mappings.length).toBeGreaterThan(0);
  });

  test('other modules pass untouched', () => {
    expect(extractRapierWasm(SOURCE, '/x/node_modules/other/rapier.mjs')).toBeNull();
    expect(extractRapierWasm('export {}', '/x/src/table/physics.ts')).toBeNull();
  });

  test('a layout it does not know, or a file that differs from the inlined copy, fails the build', () => {
    expect(() => extractRapierWasm('export const init = () => {};', MODULE)).toThrow(
      /expected one inlined wasm/,
    );
    const tampered = SOURCE.replace(/toByteArray\("AGFzbQ/, 'toByteArray("AGFzbQAA');
    expect(() => extractRapierWasm(tampered, MODULE)).toThrow(
      /is not the wasm its init\(\) inlines/,
    );
  });
});
