// One host alone in a real Chromium against the real `npm start` server (app + signalling on
// 127.0.0.1): window.gangTable creates a room, the lobby shows the code, the join link and its
// QR code; the host's reload resumes the same room; an invitation link asks for a name. Only
// the signalling server is involved (the host's own player talks to its host in the page), so
// no WebRTC channel is opened here: the PeerJS tests cover those.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/start.ts';
import type { GangTableAutomation } from '../../src/app/automation.ts';
import { builtApp, type BuiltApp, launchChromium, RESULTS_DIR } from './harness.ts';

let app: BuiltApp | undefined;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let code = '';
const problems: string[] = [];

/** Runs `fn(window.gangTable, arg)` in the page. */
function table<T, A = null>(
  p: Page,
  fn: (t: GangTableAutomation, arg: A) => T | Promise<T>,
  arg: A | null = null,
): Promise<T> {
  return p.evaluate<T>(`(${fn.toString()})(window.gangTable, ${JSON.stringify(arg)})`);
}

function watch(p: Page): void {
  p.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  p.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
}

beforeAll(async () => {
  mkdirSync(RESULTS_DIR, { recursive: true });
  app = await builtApp();
  server = await startServer({ host: '127.0.0.1', port: 0, distDir: app.dir, build: false });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  watch(page);
  await page.goto(server.url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => 'gangTable' in window);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  app?.release();
});

describe('a host alone at a new table', () => {
  test('window.gangTable creates a room and the lobby shows its code, link and QR', async () => {
    code = await table(page, (t) =>
      t.createRoom({ game: 'the-gang', name: 'Arsène', options: { mode: 'advanced' } }),
    );
    expect(code).toMatch(/^[CDFGHJKMNPQRTVWXY34679]{6}$/);
    const shown = `${code.slice(0, 3)}-${code.slice(3)}`;
    await expect.poll(() => page.getByTestId('room-code').textContent()).toBe(shown);
    expect(new URL(page.url()).search).toBe(`?room=${code}&host=1`);

    // The join link names the host's key by its fingerprint (only the real host is believed).
    const join = await page.getByRole('textbox', { name: 'Join link' }).inputValue();
    expect(join).toMatch(new RegExp(`^${server.url}\\?room=${code}&k=[A-Za-z0-9_-]{22}$`));
    const qr = page.locator('svg.qr').first();
    expect(await qr.getAttribute('data-qr-text')).toBe(join);
    expect(await qr.getAttribute('role')).toBe('img');
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d/);

    expect(await table(page, (t) => t.status())).toBe('connected');
    expect(await table(page, (t) => t.seat())).toBe(0);
    expect(await table(page, (t) => t.rejoinLink())).toBeNull();
    const lobby = await table(page, (t) => t.lobby());
    expect(lobby?.players.map((p) => [p.name, p.host, p.ready])).toEqual([['Arsène', true, true]]);
    expect(lobby?.options).toEqual({ mode: 'advanced', stacks: 'first-game' });

    // Seats 1–6 with the host in the first; Start waits for two more players.
    expect(await page.locator('.seats .seat').count()).toBe(6);
    const start = page.getByRole('button', { name: 'Start the game' });
    expect(await start.isDisabled()).toBe(true);
    expect(await page.locator('#start-why').textContent()).toContain('Waiting for 2 more players');
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Connected');
    await page.screenshot({ path: path.join(RESULTS_DIR, 'lobby.png'), fullPage: true });
  });

  test('the host changes the mode; every game can be picked', async () => {
    await page.getByLabel('Mode').selectOption('professional');
    await expect
      .poll(() => table(page, (t) => (t.lobby()?.options as { mode: string }).mode))
      .toBe('professional');
    expect(await page.getByRole('radio', { name: /Gang of Four/ }).isDisabled()).toBe(false);
    expect(await page.getByRole('radio', { name: /The Gang/ }).isChecked()).toBe(true);
  });

  test("the host's reload resumes the same room", async () => {
    await page.reload({ waitUntil: 'networkidle' });
    const shown = `${code.slice(0, 3)}-${code.slice(3)}`;
    await expect
      .poll(() => page.getByTestId('room-code').textContent(), { timeout: 30_000 })
      .toBe(shown);
    const lobby = await table(page, (t) => t.lobby());
    expect(lobby?.code).toBe(code);
    expect(lobby?.players.map((p) => p.name)).toEqual(['Arsène']);
    expect((lobby?.options as { mode: string }).mode).toBe('professional');
  });

  test('an invitation link asks a guest for a name', async () => {
    const guest = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const invited = await guest.newPage();
    watch(invited);
    await invited.goto(`${server.url}?room=${code}`, { waitUntil: 'networkidle' });
    const heading = invited.getByRole('heading', { name: /You’re invited to table/ });
    expect(await heading.textContent()).toContain(`${code.slice(0, 3)}-${code.slice(3)}`);
    expect(await invited.getByLabel('Your name').isVisible()).toBe(true);
    expect(await invited.getByRole('button', { name: 'Join the table' }).isVisible()).toBe(true);
    await invited.screenshot({ path: path.join(RESULTS_DIR, 'invited.png') });
    await guest.close();
  });

  test('closing the table forgets it and returns home', async () => {
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Close table' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Create a table' }).count()).toBe(1);
    expect(new URL(page.url()).search).toBe('');
    expect(
      await page.evaluate((c) => localStorage.getItem(`gang-table:host:${c}`), code),
    ).toBeNull();
    expect(problems).toEqual([]);
  });
});
