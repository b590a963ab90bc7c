// The table's assets in a real Chromium: every texture drawn onto a contact sheet, a few at full
// size, and the three GLBs rendered with three.js (a six-player table posed by layout.ts, plus
// close-ups). Screenshots: test-results/textures.png, textures-detail.png, models.png.
// The page (test/e2e/fixtures/assets.html) is built alone into a temporary folder.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { writeModels } from '../../scripts/gen-models.ts';
import type { AssetsReport } from './fixtures/assets-page.ts';
import { buildApp, launchChromium, RESULTS_DIR, ROOT } from './harness.ts';

const PAGE = 'test/e2e/fixtures/assets.html';

let outDir: string;
let server: PreviewServer;
let browser: Browser;
let page: Page;
let report: AssetsReport;
const problems: string[] = [];
const requests: string[] = [];

beforeAll(async () => {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeModels(); // deterministic: rewrites the same bytes when they are up to date
  outDir = mkdtempSync(path.join(tmpdir(), 'gang-table-assets-e2e-'));
  await buildApp(outDir, [PAGE]);
  server = await preview({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const address = server.httpServer.address() as AddressInfo;
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1760, height: 1000 } });
  context.on('request', (r) => requests.push(r.url()));
  page = await context.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(`http://127.0.0.1:${address.port}/${PAGE}`);
  await page.waitForFunction(() => window.assetsReady !== undefined, null, { timeout: 120_000 });
  report = (await page.evaluate(() => window.assetsReady))!;
  await page.locator('#sheet').screenshot({ path: path.join(RESULTS_DIR, 'textures.png') });
  await page.locator('#detail').screenshot({ path: path.join(RESULTS_DIR, 'textures-detail.png') });
  await page.locator('#models').screenshot({ path: path.join(RESULTS_DIR, 'models.png') });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('table assets in Chromium', () => {
  test('the page ran without errors and fetched nothing from outside', () => {
    expect(report.errors).toEqual([]);
    expect(problems).toEqual([]);
    const origin = new URL(page.url()).origin;
    expect(requests.filter((u) => !u.startsWith(origin) && !/^(data|blob):/.test(u))).toEqual([]);
  });

  test('the contact sheet is drawn: every texture, many colours, little empty space', () => {
    // 52 faces + J* + back + 4 heist sides + 2 stack backs + 20 rule cards + 48 chip faces
    // + 4 edges + felt + wood, plus the detail view's repeats (cached, so not counted twice).
    expect(report.textures).toBe(52 + 1 + 1 + 4 + 2 + 20 + 48 + 4 + 2);
    expect(report.sheet.width).toBeGreaterThan(1000);
    expect(report.sheet.inked).toBeGreaterThan(0.45);
    expect(report.sheet.colours).toBeGreaterThan(2000);
  });

  test('textures are cached per thing shown and freed by disposeTextures', () => {
    expect(report.cache.same).toBe(true);
    expect(report.cache.afterDispose).toBe(0);
    expect(report.cache.fresh).toBe(true);
    expect(report.cache.badToken).toContain("not a card token: '1s'");
  });

  test('a worker paints the surfaces ahead, the very pixels the page would paint', () => {
    expect(report.surfaces.painted).toEqual(['felt', 'wood', 'room:floor', 'room:wall']);
    expect(report.surfaces.maxDifference).toBe(0);
  });

  test('the GLBs load with the expected mesh names', () => {
    expect(report.meshes).toEqual({
      table: ['felt', 'rail', 'base'],
      chip: ['top', 'bottom', 'edge'],
      card: ['front', 'back', 'edge'],
    });
  });

  test('the models render: the table fills its view, every close-up shows its object', () => {
    expect(report.rendered.main).toBeGreaterThan(0.5);
    expect(report.rendered.closeups).toHaveLength(5);
    for (const share of report.rendered.closeups) expect(share).toBeGreaterThan(0.08);
  });
});
