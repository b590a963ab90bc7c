// One person and three bots play a whole heist of The Gang in real Chromium, on the 3D table: the
// person seats the bots with the lobby's "Add a bot" buttons, then plays through window.gangTable
// while the bots (in the host's own tab) act on their own at a human pace, their chips carried
// across the table. Screenshots: test-results/bots-*.png.
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GangView } from '../../src/engine/index.ts';
import type { Lobby } from '../../src/net/protocol.ts';
import { addBots, tableDrawn } from './bot-kit.ts';
import { RESULTS_DIR } from './harness.ts';
import { gt, TablePlayers, trace } from './table-kit.ts';

let players: TablePlayers;

beforeAll(async () => {
  // Half the pixels per CSS pixel, 4 frames a second at most: this test plays, looks.e2e.ts
  // looks.
  players = await TablePlayers.open(
    ['Arsène'],
    { width: 1280, height: 800 },
    { pixelScale: 0.5, maxFps: 4 },
  );
});

afterAll(async () => {
  await players?.close();
});

/** The person's move now, if any: a chip while empty-handed, the reveal at the last call, a yes
 * to every proposal (basic mode asks little more of a crew). */
function personMove(view: GangView): unknown {
  const me = view.seat!;
  if (view.proposal && !view.proposal.agreed?.includes(me)) {
    return { type: 'agree', proposal: view.proposal.id };
  }
  if (view.phase !== 'round') return null;
  if (view.lastCall && !view.lastCall[me]) return { type: 'reveal' };
  if (view.players[me]!.chip === null && view.centre.length > 0) {
    const stars = (c: string) => Number(c.slice(1));
    const chip = [...view.centre].sort((a, b) => stars(a) - stars(b))[0]!;
    return { type: 'takeChip', chip };
  }
  return null;
}

test('one person and three bots play a whole heist of The Gang', async () => {
  const page = players.pages[0]!;
  const shot = (name: string) =>
    page.screenshot({ path: path.join(RESULTS_DIR, `bots-${name}.png`) });
  await page.goto(players.url);
  await page.waitForFunction(() => 'gangTable' in window);
  await gt<string>(page, 'createRoom', {
    game: 'the-gang',
    name: 'Arsène',
    options: { mode: 'basic' },
  });
  await addBots(page, 3);
  const lobby = await gt<Lobby>(page, 'lobby');
  expect(lobby.players.map((p) => [p.seat, !!p.bot, p.ready])).toEqual([
    [0, false, true],
    [1, true, true],
    [2, true, true],
    [3, true, true],
  ]);
  await expect.poll(() => page.locator('.badge--bot').count()).toBe(3);
  await shot('lobby');
  await gt(page, 'startGame');
  await tableDrawn(page);
  trace('game on');

  const started = Date.now();
  let shots = 0;
  let view = await players.view(0);
  while (view.outcomes.length === 0 && Date.now() - started < 240_000) {
    const move = personMove(view);
    if (move) {
      const out = await gt<{ ok: boolean; reason?: string }>(page, 'act', move);
      trace(`person ${JSON.stringify(move)} → ${out.ok ? 'ok' : out.reason}`);
    }
    if (shots < 2 && view.round === shots + 2) {
      await shot(`round${view.round}`); // the table mid-heist, bots' chips in front of them
      shots++;
    }
    await page.waitForTimeout(250);
    view = await players.view(0);
  }
  expect(view.outcomes).toHaveLength(1);
  expect(view.phase).toBe('showdown');
  // Every bot took its chips on its own: each seat holds one of each of the four colours.
  expect(view.players.map((p) => p.row.length + (p.chip ? 1 : 0))).toEqual([4, 4, 4, 4]);
  await page.waitForTimeout(1500); // the last cards turn over
  await shot('showdown');
  trace(`heist ${view.outcomes[0]} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // The bots' moves took human time: a heist is at least 16 chips at 0.6 s or more each.
  expect(Date.now() - started).toBeGreaterThan(5_000);
  expect(players.problems).toEqual([]);
}, 300_000);
