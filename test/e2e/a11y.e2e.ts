// The automated accessibility check (issue #24): axe-core, run in the page by the Chromium we
// already drive, finds no serious or critical problem on the home screen, the lobby, and each
// game's screen with a game on, on the 3D table and on the text table. One person and two bots
// at each table; the person's page is checked. What axe cannot judge (a screen reader following
// a game, play by keyboard alone) has tests of its own: below, a screen reader's walk (a few
// moves of each game, then what its live log says and how the 3D canvas is described) and the
// text tables in greyscale (the marks that back each colour are there: docs/ACCESSIBILITY.md).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { randomBot } from '../../src/engine/bots/gang-of-four/random.ts';
import { simpleBot } from '../../src/engine/bots/gangsta/simple.ts';
import { seedRng, type RngState } from '../../src/engine/core/rng.ts';
import type { GangstaView, GangView, GofView } from '../../src/engine/index.ts';
import { COLOUR_SYMBOL, SYMBOL_PATHS } from '../../src/table/games/gang-of-four/art/symbols.ts';
import { axeFindings, type Finding } from './axe-kit.ts';
import { addBots, tableDrawn } from './bot-kit.ts';
import { RESULTS_DIR } from './harness.ts';
import { gt, TablePlayers } from './table-kit.ts';

let players: TablePlayers;
let page: Page;

beforeAll(async () => {
  // axe reads the page, not the picture: the 3D table drawn small, 4 frames a second at most.
  players = await TablePlayers.open(
    ['Ada'],
    { width: 1280, height: 800 },
    { pixelScale: 0.35, maxFps: 4 },
  );
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

/** Ada's next move in `game` when one is asked of her now, else null. */
function adasMove(game: string, view: unknown, rng: RngState): [unknown, RngState] {
  if (game === 'the-gang') {
    const v = view as GangView;
    const chip = v.phase === 'round' && v.players[0]!.chip === null ? v.centre[0] : undefined;
    return [chip ? { type: 'takeChip', chip } : null, rng];
  }
  if (game === 'gang-of-four') return randomBot(view as GofView, rng);
  const v = view as GangstaView;
  return v.waitingFor.includes(0) ? simpleBot(v, rng) : [null, rng];
}

/** The live log's lines, newest first. */
const liveLog = (page: Page) =>
  page.locator('ol.log-lines[aria-live="polite"] li').allTextContents();

/** Checks the text table in greyscale (page on `game`'s text table): chips wear their pips, cards
 * their colour symbols. */
async function greyscale(game: string): Promise<void> {
  await page.addStyleTag({ content: 'html { filter: grayscale(1) !important; }' });
  await page.screenshot({ path: path.join(RESULTS_DIR, `grey-${game}.png`) });
  if (game === 'the-gang') {
    const chips = await page.locator('.chip[data-chip]').evaluateAll((els) =>
      els.map((e) => ({
        token: e.getAttribute('data-chip')!,
        pips: e.querySelector('.chip__pips')?.textContent ?? '',
        shown: (e.querySelector('.chip__pips') as HTMLElement | null)?.offsetWidth ?? 0,
      })),
    );
    expect(chips.length).toBeGreaterThan(0);
    for (const c of chips) {
      expect(c.pips).toBe('•'.repeat('WYOR'.indexOf(c.token[0]!) + 1));
      expect(c.shown).toBeGreaterThan(0);
    }
  } else {
    const cards = await page.locator('svg.gof-card[data-card]').evaluateAll((els) =>
      els.map((e) => ({
        token: e.getAttribute('data-card')!,
        paths: [...e.querySelectorAll('path')].map((p) => p.getAttribute('d')),
      })),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) {
      const colours = c.token === '1M' ? ['G', 'Y', 'R'] : [c.token.at(-1)!];
      for (const g of colours) {
        expect(c.paths, c.token).toContain(SYMBOL_PATHS[COLOUR_SYMBOL[g as 'G' | 'Y' | 'R']]);
      }
    }
  }
}

// One table of each game serves its tests in turn (a new room and a first draw of the 3D table
// cost more than the checks): its lobby, the game on the 3D table, a screen reader's walk there,
// then the text table after the host's reload (and, for The Gang and Gang of Four, in greyscale).
for (const game of ['the-gang', 'gang-of-four', 'gangsta']) {
  test(`${game}: the lobby, then the game on the 3D table`, async () => {
    await lobbyOf(game);
    await expectClean(`${game} lobby`);
    await gt(page, 'startGame');
    await page.waitForFunction(
      () => (window as unknown as { gangTable: { view(): unknown } }).gangTable.view() !== null,
    );
    await tableDrawn(page);
    await expectClean(`${game} on the 3D table`);
  }, 240_000);

  test(`${game}: a screen reader hears the moves and reads the 3D table`, async () => {
    // (The game of the test before, on the 3D table.)
    await tableDrawn(page);
    // A few moves: Ada's own when asked, the bots' between.
    let rng = seedRng(`walk-${game}`);
    let moves = 0;
    // (The Gang's one: a chip; she holds it until the round moves on.)
    const want = game === 'the-gang' ? 1 : 2;
    for (let k = 0; k < 60 && moves < want; k++) {
      const [intent, next] = adasMove(game, await gt(page, 'view'), rng);
      rng = next;
      if (intent && (await gt<{ ok: boolean }>(page, 'act', intent)).ok) moves++;
      else await page.waitForTimeout(250);
    }
    expect(moves).toBeGreaterThan(0);
    // What happened, as the live region says it: sentences, no raw key.
    await expect
      .poll(async () => (await liveLog(page)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const lines = await liveLog(page);
    expect(lines.join('\n')).toMatch(/Ada/);
    for (const line of lines) expect(line).not.toMatch(/^[a-z]+(\.[a-zA-Z]+)+$|undefined|\{\{/);
    // Whose turn (The Gang has none: its prompt says what to do now).
    if (game === 'gang-of-four') {
      const turn = await page.locator('.gof-head__turn[aria-live="polite"]').textContent();
      expect(turn).toMatch(/ to play|your turn/i);
    }
    // The canvas: named, and described by what it shows.
    const canvas = page.locator('.table3d canvas');
    expect(await canvas.getAttribute('aria-label')).toMatch(/card table/i);
    const described = await canvas.getAttribute('aria-describedby');
    expect(described).toBe('table3d-words');
    const words = await page.locator(`#${described} li`).allTextContents();
    expect(words.join('\n')).toMatch(/Ada/);
    expect(words.length).toBeGreaterThan(3);
  }, 360_000);

  const grey =
    game === 'gangsta'
      ? ''
      : ' and in greyscale: chips wear their pips, cards their colour symbols';
  test(`${game}: the game on the text table${grey}`, async () => {
    // The text table, chosen as a player would, kept across the host's reload.
    await page.evaluate(() => localStorage.setItem('gang-table:table', 'text'));
    await page.reload();
    await page.waitForFunction(() => (window.gangTable?.view() ?? null) !== null, null, {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Show the 3D table' }).waitFor({ timeout: 30_000 });
    await expectClean(`${game} on the text table`);
    if (grey) await greyscale(game);
  }, 240_000);
}
