import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { peerServerPlugin } from './scripts/peer-plugin.ts';
import { rapierWasmPlugin } from './scripts/rapier-wasm-plugin.ts';

// One config for the app (vite) and the unit tests (vitest).
export default defineConfig({
  plugins: [react(), peerServerPlugin(), rapierWasmPlugin()],
  build: {
    target: 'es2022',
    sourcemap: true,
    // The 3D table's chunk (three.js, R3F, drei: about 1.2 MB) is big and loads lazily after the
    // home screen; Rapier's WebAssembly is a file of its own (rapierWasmPlugin), fetched after the
    // table's first draw. `npm run bench -- bundle` measures them (bundle.*.gz_kb).
    chunkSizeWarningLimit: 1500,
  },
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'test/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    // The words: every component test reads the catalogs as the browser does (English in Node).
    setupFiles: ['src/i18n/test-setup.ts'],
    // A hung test still fails, but a busy 2-core machine (CI beside other work) does not turn a
    // seeded whole game or a reconnect storm into a failure: no test asserts on time.
    testTimeout: 30_000,
    // One file per core: vitest's default outside watch mode is one core less than the machine
    // has, which on this 2-core machine ran every file one after another on one core while the
    // other idled (`npm test` runs the unit tests alone: lint and typecheck finish before).
    maxWorkers: '100%',
    // Files share each worker's modules instead of importing everything again per file: the
    // setup (every catalog) and the imports (three, the rules) cost 68 of the unit step's 128 s,
    // isolated, in the last full run; shared, 14. A file that mocks a module imports what uses it
    // after `vi.resetModules()` (faces.test.ts, peerjs-host.test.ts). Order-independence is
    // checked with `npx vitest run --sequence.shuffle.files --sequence.seed=N`.
    isolate: false,
  },
});
