// A Vite build plugin that serves Rapier's WebAssembly as its own file instead of as base64 text
// inside the JavaScript. @react-three/rapier pins @dimforge/rapier3d-compat, whose init() decodes
// a 2 MB base64 copy of the engine (1.5 MB of wasm) written into rapier.mjs: that text is
// downloaded as script, kept in memory as a string, decoded by hand and only then compiled. The
// same package also ships the very same bytes as rapier_wasm3d_bg.wasm, and its wasm-bindgen
// loader already accepts a URL, which it fetches and compiles with
// WebAssembly.instantiateStreaming (compiling while the bytes arrive, when the server says
// application/wasm). So the build rewrites that one call to hand the loader the URL of the
// shipped file, emitted as a hashed asset: the same version, the same bytes, one copy of Rapier.
//
// The plugin checks that the shipped file is byte for byte the inlined one and fails the build
// if the call is not found (a new Rapier release laid out differently must be looked at, not
// shipped twice). `npm run dev` keeps the package as it is (its dependencies are pre-bundled
// before any plugin sees them); the unit tests load the package untouched under Node.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The module of the compat package that inlines the wasm. */
const RAPIER_MODULE = /[\\/]@dimforge[\\/]rapier3d-compat[\\/]rapier\.mjs$/;

/** The file beside it holding the same wasm. */
const WASM_FILE = 'rapier_wasm3d_bg.wasm';

/** init()'s call: `<decoder>.toByteArray("<base64 of a wasm module>").buffer` ("AGFzbQ" is the
 * base64 of the wasm magic number, \0asm). */
const INLINED = /[\w$]+\.toByteArray\("(AGFzbQ[A-Za-z0-9+/=]+)"\)\.buffer/g;

/** The name the rewritten module gives the wasm file's URL. */
const URL_BINDING = '__rapierWasmUrl';

/**
 * Rewrites rapier.mjs's source `code` (the module at `id`) so that init() fetches the shipped
 * wasm file; null when `id` is another module. Throws when the inlined copy is not found exactly
 * once or differs from the shipped file.
 */
export function extractRapierWasm(
  code: string,
  id: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!RAPIER_MODULE.test(id)) return null;
  const calls = [...code.matchAll(INLINED)];
  if (calls.length !== 1) {
    throw new Error(
      `rapier-wasm: expected one inlined wasm in ${id}, found ${calls.length}; ` +
        'check how this Rapier release loads its WebAssembly',
    );
  }
  const call = calls[0]!;
  const shipped = readFileSync(path.join(path.dirname(id), WASM_FILE));
  if (!Buffer.from(call[1]!, 'base64').equals(shipped)) {
    throw new Error(`rapier-wasm: ${WASM_FILE} beside ${id} is not the wasm its init() inlines`);
  }
  const s = new MagicString(code);
  // An options object, not a bare URL: the loader warns that a bare argument is deprecated.
  s.overwrite(call.index, call.index + call[0].length, `{ module_or_path: ${URL_BINDING} }`);
  s.prepend(`import ${URL_BINDING} from './${WASM_FILE}?url';\n`);
  return { code: s.toString(), map: s.generateMap({ hires: 'boundary', source: id }) };
}

/** The build plugin (see the top of this file). */
export function rapierWasmPlugin(): Plugin {
  return {
    name: 'gang-table:rapier-wasm',
    apply: 'build',
    enforce: 'pre',
    transform: {
      // Only that module reaches this plugin's code (the filter runs inside the bundler).
      filter: { id: RAPIER_MODULE },
      handler: (code, id) => extractRapierWasm(code, id.split('?')[0]!),
    },
  };
}
