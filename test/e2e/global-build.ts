// Builds the app once for the whole browser suite (vitest's globalSetup): each file used to run
// its own Vite build, about 10 to 20 s apiece on this 2-core machine. Files that need test pages
// beside the app (`entries`) still build their own. The folder is removed when the suite ends.
// Under scripts/e2e-lanes.ts the lanes share the one build it made (GANG_TABLE_E2E_APP), and it
// removes it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding the app built once for every file of the run. */
    appDist: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const shared = process.env.GANG_TABLE_E2E_APP;
  if (shared) {
    project.provide('appDist', shared);
    return () => {};
  }
  // Outside the repository, so lint and format never see the bundle.
  const dir = mkdtempSync(path.join(tmpdir(), 'gang-table-e2e-app-'));
  await buildApp(dir);
  project.provide('appDist', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
