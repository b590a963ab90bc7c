// The table's settings in a real Chromium: "Table quality" (Auto / Low / High) rebuilds the 3D
// table with the chosen renderer settings (the canvas' wrapper carries `data-quality`), and both
// that choice and the sound switch survive a reload; a double click looks closer. Two players at
// Gangsta! (its smallest table).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gt, TablePlayers } from './table-kit.ts';

let players: TablePlayers;
let page: Page;

/** The quality the mounted 3D table draws with ('low' or 'high'), or null while none is up. */
const drawnQuality = () =>
  page.evaluate(
    () => document.querySelector('.table3d [data-quality]')?.getAttribute('data-quality') ?? null,
  );

beforeAll(async () => {
  players = await TablePlayers.open(['Host', 'Ada'], { width: 1280, height: 800 });
  await players.start('gangsta', { consent: false });
  page = players.pages[0]!;
  await players.settled(0);
});

afterAll(async () => {
  await players?.close();
});

test('the quality picker rebuilds the table with the chosen quality and remembers it', async () => {
  const picker = page.getByLabel('Table quality');
  // Auto on a software renderer (SwiftShader here) means low.
  expect(await picker.inputValue()).toBe('auto');
  expect(await drawnQuality()).toBe('low');
  await picker.selectOption('high');
  await expect.poll(drawnQuality, { timeout: 60_000 }).toBe('high');
  expect(await page.evaluate(() => localStorage.getItem('gang-table:quality'))).toBe('high');
  await players.settled(0);
  await picker.selectOption('low');
  await expect.poll(drawnQuality, { timeout: 60_000 }).toBe('low');
  expect(await page.evaluate(() => localStorage.getItem('gang-table:quality'))).toBe('low');
  await players.settled(0);
  expect(players.problems).toEqual([]);
}, 180_000);

test('a double click looks closer at that spot; again there, it looks from the seat again', async () => {
  const card = (await gt<{ gangsterRiver: string[] }>(page, 'view')).gangsterRiver[2]!;
  const height = async () => (await gt<{ height: number } | null>(page, 'screenBox', card))!.height;
  const before = await height();
  // The empty felt just in front of the river's middle card: a press there reaches the camera's
  // controls (a press on a piece may be a drag's).
  const at = (await gt<{ x: number; y: number }>(page, 'screenPoint', card))!;
  await page.mouse.dblclick(at.x, at.y + before);
  await players.settled(0);
  const closer = await height();
  console.log(
    `a river card: ${before.toFixed(0)} px from the seat, ${closer.toFixed(0)} px closer`,
  );
  expect(closer).toBeGreaterThan(80);
  expect(closer).toBeGreaterThan(before * 1.8);
  // The spot looked at is in the middle of the canvas now: again there, and back home.
  const canvas = (await page.locator('.table3d canvas').boundingBox())!;
  await page.mouse.dblclick(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
  await players.settled(0);
  expect(Math.abs((await height()) - before)).toBeLessThan(1);
  expect(players.problems).toEqual([]);
}, 120_000);

test('the sound switch is on by default, and off stays off after a reload', async () => {
  const sound = page.getByRole('button', { name: 'Sound' });
  expect(await sound.getAttribute('aria-pressed')).toBe('true');
  await sound.click();
  expect(await sound.getAttribute('aria-pressed')).toBe('false');
  expect(await page.evaluate(() => localStorage.getItem('gang-table:sound'))).toBe('off');

  await page.reload();
  await page.waitForFunction(() => window.gangTable?.view() !== null, null, { timeout: 30_000 });
  await expect
    .poll(() => page.getByRole('button', { name: 'Sound' }).getAttribute('aria-pressed'))
    .toBe('false');
  // The quality chosen before the reload is still chosen.
  expect(await page.getByLabel('Table quality').inputValue()).toBe('low');
  await expect.poll(drawnQuality, { timeout: 60_000 }).toBe('low');

  await page.getByRole('button', { name: 'Sound' }).click();
  expect(await page.evaluate(() => localStorage.getItem('gang-table:sound'))).toBe('on');
  expect(players.problems).toEqual([]);
}, 120_000);
