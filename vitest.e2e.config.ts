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
    // cpu-baseline.ts: each file's `e2e.cpu_s` counts from its own start (E2E_CPU=1).
    setupFiles: ['src/i18n/test-setup.ts', 'test/e2e/cpu-baseline.ts'],
    fileParallelism: false,
    // The files of a lane share their worker's modules (the kits, playwright-core, the rules they
    // check against): each file imported them again before, ≈ 2 s a file. Each file still opens
    // and closes its own browser and pages; no kit keeps state between files (the CPU baseline
    // is set anew for each: cpu-baseline.ts).
    isolate: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
