// The automated accessibility check (issue #24): axe-core, run in the page by the Chromium we
// already drive, finds no serious or critical problem on the home screen, the lobby, and each
// game's screen with a game on, on the 3D table and on the text table. One person and two bots
// at each table; the person's page is checked. What axe cannot judge (a screen reader following
// a game, play by keyboard alone) has tests of its own.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { axeFindings, type Finding } from './axe-kit.ts';
import { addBots, tableDrawn } from './bot-kit.ts';
import { gt, TablePlayers } from './table-kit.ts';

let players: TablePlayers;
let page: Page;

beforeAll(async () => {
  players = await TablePlayers.open(['Ada'], { width: 1280, height: 800 });
  page = players.pages[0]!;
});

afterAll(async () => {
  await players?.close();
});

/** The findings, readable in a failure's message. */
function said(findings: Finding[]): string {
  return findings
    .map((f) => `${f.impact} ${f.id} (${f.help})\n    ${f.nodes.slice(0, 5).join('\n    ')}`)
    .join('\n  ');
}

async function expectClean(where: string): Promise<void> {
  const findings = await axeFindings(page);
  expect(findings, `${where}:\n  ${said(findings)}`).toEqual([]);
}

/** A new table of `game` with two bots, in the lobby. */
async function lobbyOf(game: string): Promise<void> {
  await page.goto(players.url);
  await page.waitForFunction(() => 'gangTable' in window);
  // The 3D table first (read when the game's screen opens).
  await page.evaluate(() => localStorage.removeItem('gang-table:table'));
  await gt<string>(page, 'createRoom', { game, name: 'Ada' });
  await addBots(page, 2);
}

test('the home screen', async () => {
  await page.goto(players.url);
  await page.waitForFunction(() => 'gangTable' in window);
  await expectClean('home');
});

for (const game of ['the-gang', 'gang-of-four', 'gangsta']) {
  test(`${game}: the lobby, then the game on the 3D table and on the text table`, async () => {
    await lobbyOf(game);
    await expectClean(`${game} lobby`);
    await gt(page, 'startGame');
    await page.waitForFunction(
      () => (window as unknown as { gangTable: { view(): unknown } }).gangTable.view() !== null,
    );
    await tableDrawn(page);
    await expectClean(`${game} on the 3D table`);
    // The text table, chosen as a player would, kept across the host's reload.
    await page.evaluate(() => localStorage.setItem('gang-table:table', 'text'));
    await page.reload();
    await page.waitForFunction(() => (window.gangTable?.view() ?? null) !== null, null, {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Show the 3D table' }).waitFor({ timeout: 30_000 });
    await expectClean(`${game} on the text table`);
  }, 240_000);
}
