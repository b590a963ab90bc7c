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
    // The 3D table's chunk (three.js, and Rapier with its WebAssembly inlined) is big and loads
    // lazily after the home screen; `npm run bench -- bundle` measures it (bundle.*.gz_kb).
    chunkSizeWarningLimit: 4000,
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
  },
});
