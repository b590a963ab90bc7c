// Fair play in real Chromium over WebRTC (docs/PROTOCOL.md "Fair play"): three people play a few
// rounds of The Gang on the text table (one on a phone), the host takes the table back to the
// lobby, every page checks the record and the table says so; a guest watches the replay, downloads
// the record, opens it again from the home screen (no network needed), and a copy edited by hand
// fails its check with the reason shown. Screenshots: test-results/fair-*.png.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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
  await dialog.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(() => guest.locator('[data-replay-step="3"]').count()).toBe(1);
  await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();

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
}, 240_000);
