// Play by keyboard alone on the 3D table (issue #24), over real WebRTC: the host's page is driven
// by keys only (Tab to the table, the arrows to choose, Enter to take and to put), the others
// through window.gangTable on the text table. The Gang: a chip taken from the centre. Gangsta!:
// a gangster recruited from the river onto the player's gang. (Gang of Four's hand rail has had
// its keys since it was built: gang-of-four.e2e.ts.) Screenshot: test-results/keys-*.png.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import type { GangView, GangstaView } from '../../src/engine/index.ts';
import { tableDrawn } from './bot-kit.ts';
import { RESULTS_DIR } from './harness.ts';
import { gt, TablePlayers } from './table-kit.ts';
import { gangsterCard } from '../../src/engine/games/gangsta/catalogue.ts';
import { cardWords } from '../../src/i18n/games/gangsta/words.ts';

/** A text as a regular expression that matches it exactly. */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let players: TablePlayers | undefined;

afterEach(async () => {
  await players?.close();
  players = undefined;
});

/** Tabs from the page's start until the 3D table has the keyboard (no mouse, no script focus). */
async function tabToTable(page: Page): Promise<void> {
  await page.locator('body').focus();
  for (let k = 0; k < 60; k++) {
    await page.keyboard.press('Tab');
    const on = await page.evaluate(() => document.activeElement?.tagName === 'CANVAS');
    if (on) return;
  }
  throw new Error('Tab never reached the table');
}

/** What the table says a screen reader hears of its keyboard focus. */
const focusWords = (page: Page) =>
  page.locator('.table3d p.visually-hidden[aria-live]').textContent();

/** Presses `key` until the focus' words match, at most `n` times; resolves them. */
async function walkTo(page: Page, key: string, match: RegExp, n = 40): Promise<string> {
  for (let k = 0; k < n; k++) {
    await page.keyboard.press(key);
    const words = (await focusWords(page)) ?? '';
    if (match.test(words)) return words;
  }
  throw new Error(`no focus like ${match} in ${n} presses of ${key}`);
}

test('The Gang by keyboard: a chip taken from the centre onto the player’s place', async () => {
  players = await TablePlayers.open(
    ['Ada', 'Bo', 'Cy'],
    { width: 1280, height: 800 },
    {
      text: [1, 2],
    },
  );
  const page = players.pages[0]!;
  await players.startGang({ mode: 'basic' });
  await tableDrawn(page);
  await tabToTable(page);
  const chip = await walkTo(page, 'ArrowRight', /chip/i);
  expect(chip).toMatch(/, 1 of \d+$/);
  await page.screenshot({ path: path.join(RESULTS_DIR, 'keys-gang-focus.png') });
  await page.keyboard.press('Enter');
  // Taken: its one place is in focus, the player's own.
  await expect.poll(() => focusWords(page)).toMatch(/^Put it: Ada/);
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await gt<GangView>(page, 'view')).players[0]!.chip, { timeout: 20_000 })
    .not.toBeNull();
  expect(players.problems).toEqual([]);
}, 180_000);

test('Gangsta! by keyboard: a gangster recruited from the river onto the player’s gang', async () => {
  players = await TablePlayers.open(
    ['Ada', 'Bo', 'Cy'],
    { width: 1280, height: 800 },
    {
      text: [1, 2],
    },
  );
  const page = players.pages[0]!;
  await players.start('gangsta', { consent: false });
  const view = () => gt<GangstaView>(page, 'view');
  // The others pass until it is Ada's turn.
  for (let k = 0; k < 12; k++) {
    const v = await view();
    if (v.phase === 'turn' && v.current === 0) break;
    const who = v.waitingFor[0]!;
    expect(await gt(players.pages[who]!, 'act', { type: 'pass' })).toEqual({ ok: true });
    await expect.poll(async () => (await view()).log.length).toBeGreaterThan(v.log.length);
  }
  const before = await view();
  expect(before.current).toBe(0);
  await tableDrawn(page);
  await tabToTable(page);
  // A gangster of the river she can pay for, found by its card's words as the walk says them.
  const money = before.players[0]!.money;
  const payable = before.gangsterRiver.filter((g) => gangsterCard(g)!.cost <= money);
  expect(payable.length).toBeGreaterThan(0);
  const named = new RegExp(`^(${payable.map((g) => escape(cardWords(g))).join('|')}),`);
  await walkTo(page, 'ArrowRight', named);
  await page.keyboard.press('Enter');
  await expect.poll(() => focusWords(page)).toMatch(/^Put it: your gang, /);
  await page.screenshot({ path: path.join(RESULTS_DIR, 'keys-gangsta-place.png') });
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await view()).players[0]!.gang.length, { timeout: 20_000 })
    .toBeGreaterThan(before.players[0]!.gang.length);
  expect((await view()).players[0]!.money).toBeLessThanOrEqual(money);
  expect(players.problems).toEqual([]);
}, 180_000);
