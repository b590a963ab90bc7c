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
  },
});
