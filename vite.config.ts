import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { peerServerPlugin } from './scripts/peer-plugin.ts';

// One config for the app (vite) and the unit tests (vitest).
export default defineConfig({
  plugins: [react(), peerServerPlugin()],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
  },
});
