// Fair play in real Chromium over WebRTC (docs/PROTOCOL.md "Fair play"): three people play a few
// rounds of The Gang on the text table (one on a phone), the host takes the table back to the
// lobby, every page checks the record and the table says so; a guest watches the replay, downloads
// the record, opens it again from the home screen (no network needed), and a copy edited by hand
// fails its check with the reason shown. The replays play on the 3D table too (desktop and phone).
// Screenshots: test-results/fair-*.png.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { GangView } from '../../src/engine/index.ts';
import { RESULTS_DIR } from './harness.ts';
import { gt, TablePlayers } from './table-kit.ts';

let players: TablePlayers;

beforeAll(async () => {
  players = await TablePlayers.open(['Arsène', 'Doris', 'Trudy'], undefined, {
    text: true,
    phone: [2],
  });
});

afterAll(async () => {
  await players?.close();
});

interface FairPlay {
  tone: string;
  text: string;
  details: string[];
  checks: Record<string, string | null>;
  verdict: { ok: boolean; reason?: string } | null;
}

/** Waits for the replay's 3D table to be drawn (the models loaded, the first frame). */
async function watch3d(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('.table3d[data-replay="true"][data-ready="true"]').count(), {
      timeout: 60_000,
    })
    .toBe(1);
}

/** A chip for whoever holds none (the lowest in the centre). */
function chipMove(view: GangView): unknown {
  const me = view.seat!;
  if (view.phase !== 'round' || view.players[me]!.chip !== null || view.centre.length === 0) {
    return null;
  }
  const stars = (c: string) => Number(c.slice(1));
  return { type: 'takeChip', chip: [...view.centre].sort((a, b) => stars(a) - stars(b))[0]! };
}

test('a short game is checked at every seat, replayed, downloaded and opened again', async () => {
  const shot = (i: number, name: string) =>
    players.pages[i]!.screenshot({ path: path.join(RESULTS_DIR, `fair-${name}.png`) });
  await players.start('the-gang', { mode: 'basic' });
  let moves = 0;
  for (let i = 0; i < 3; i++) {
    const move = chipMove(await players.view(i));
    if (move && (await gt<{ ok: boolean }>(players.pages[i]!, 'act', move)).ok) moves++;
  }
  expect(moves).toBe(3);
  await gt(players.pages[0]!, 'lobbyAction', { a: 'lobby' });
  for (const page of players.pages) {
    await expect
      .poll(async () => (await gt<FairPlay | null>(page, 'fairPlay'))?.tone, { timeout: 20_000 })
      .toBe('ok');
  }
  const fair = (await gt<FairPlay>(players.pages[1]!, 'fairPlay'))!;
  expect(fair.text).toBe('Fair deal, checked by every player');
  expect(fair.checks).toEqual({ Arsène: 'ok', Doris: 'ok', Trudy: 'ok' });
  expect(fair.verdict).toMatchObject({ ok: true });
  const guest = players.pages[1]!;
  await expect.poll(() => guest.getByText('Fair deal, checked by every player').count()).toBe(1);
  await shot(1, 'lobby-guest');
  await shot(2, 'lobby-phone');

  // The replay, every hand face up: step, play, jump.
  await guest.getByRole('button', { name: 'Watch the replay' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Replay' });
  await expect.poll(() => dialog.count()).toBe(1);
  await dialog.getByRole('button', { name: 'Step forward' }).click();
  await dialog.getByRole('button', { name: 'Step forward' }).click();
  await expect.poll(() => guest.locator('[data-replay-step="2"]').count()).toBe(1);
  expect(await guest.locator('[data-replay-seat]').count()).toBe(3);
  const hands = await guest.locator('[data-replay-seat]').allInnerTexts();
  for (const hand of hands) expect(hand).toMatch(/pocket: [2-9TJQKA][cdhs] [2-9TJQKA][cdhs]/);
  await shot(1, 'replay');
  // Play from the deal at half speed (a step every 2 s), pause after the first step; playing
  // stops by itself at the end.
  await dialog.getByRole('button', { name: 'Back to the deal' }).click();
  await dialog.getByRole('combobox', { name: 'Speed' }).selectOption('0.5');
  await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(() => guest.locator('[data-replay-step="1"]').count(), { timeout: 10_000 })
    .toBe(1);
  await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
  await guest.waitForTimeout(2500);
  expect(await guest.locator('[data-replay-step="1"]').count()).toBe(1);

  // The same replay on the 3D table, read-only, every pocket face up; the keys; the chips.
  await dialog.getByRole('button', { name: '3D table' }).click();
  await watch3d(guest);
  await guest.keyboard.press('End');
  await expect.poll(() => guest.locator('[data-replay-step="3"]').count()).toBe(1);
  await guest.keyboard.press('ArrowLeft');
  await expect.poll(() => guest.locator('[data-replay-step="2"]').count()).toBe(1);
  await guest.keyboard.press('ArrowRight');
  const chips = await guest.locator('[data-replay-chips]').allInnerTexts();
  expect(chips).toHaveLength(3);
  for (const line of chips) expect(line).toMatch(/W[1-3]/);
  await shot(1, 'replay-3d');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // On the phone too.
  const phone = players.pages[2]!;
  await phone.getByRole('button', { name: 'Watch the replay' }).click();
  const phoneDialog = phone.getByRole('dialog', { name: 'Replay' });
  await phoneDialog.getByRole('button', { name: '3D table' }).click();
  await watch3d(phone);
  await phoneDialog.getByRole('button', { name: 'Step forward' }).click();
  await phoneDialog.getByRole('button', { name: 'Step forward' }).click();
  await expect.poll(() => phone.locator('[data-replay-step="2"]').count()).toBe(1);
  await shot(2, 'replay-3d-phone');
  await phone.getByText('Hands and chips').click();
  await shot(2, 'replay-3d-phone-hands');
  await phoneDialog.getByRole('button', { name: 'Close' }).click();

  // The record as a file, and back from the home screen.
  const [download] = await Promise.all([
    guest.waitForEvent('download'),
    guest.getByRole('button', { name: 'Download the record' }).click(),
  ]);
  const file = path.join(RESULTS_DIR, 'fair-record.json');
  await download.saveAs(file);
  const record = JSON.parse(readFileSync(file, 'utf8')) as { intents: [number, unknown][] };
  expect(record.intents).toHaveLength(3);
  await gt(guest, 'leave');
  await guest.locator('input[data-open-record]').setInputFiles(file);
  await expect.poll(() => guest.locator('[data-record-check="ok"]').count()).toBe(1);
  await expect.poll(() => dialog.count()).toBe(1);
  await shot(1, 'opened');
  await dialog.getByRole('button', { name: '3D table' }).click();
  await watch3d(guest);
  await guest.keyboard.press('End');
  await expect.poll(() => guest.locator('[data-replay-step="3"]').count()).toBe(1);
  await shot(1, 'opened-3d');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Edited by hand: the first chip taken by another seat.
  const edited = path.join(RESULTS_DIR, 'fair-record-edited.json');
  const [seat, intent] = record.intents[0]!;
  record.intents[0] = [(seat + 1) % 3, intent];
  writeFileSync(edited, JSON.stringify(record));
  await guest.locator('input[data-open-record]').setInputFiles(edited);
  await expect.poll(() => guest.locator('[data-record-check="ok"]').count()).toBe(0);
  const said = await guest.locator('[data-record-check]').innerText();
  expect(said).toMatch(/fails its check/);
  await guest.locator('[data-record-check]').scrollIntoViewIfNeeded();
  await shot(1, 'edited');
  expect(players.problems).toEqual([]);
}, 600_000);
