// End-to-end tests: real Chromium against the app built once (global-build.ts), one file at a
// time, generous timeouts.
// Run through `npm run test:e2e`, which puts them in a loopback-only network namespace.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-build.ts'],
    // Expected words are read from the catalogs, in English, as in the unit tests.
    setupFiles: ['src/i18n/test-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
