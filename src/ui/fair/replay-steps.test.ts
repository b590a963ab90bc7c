// The replay's text pages: every seat's hidden part face up, and where each part of a game begins.
import { describe, expect, test } from 'vitest';
import { playFair } from '../../engine/fair/test-kit.ts';
import { replayRecord } from '../../engine/fair/verify.ts';
import { GAME_IDS } from '../../engine/index.ts';
import { replayPage, replayParts } from './replay-steps.ts';

describe.each(GAME_IDS)('%s replay', (game) => {
  const played = playFair(game, game === 'gang-of-four' ? 4 : 3, `replay-${game}`);
  const replay = replayRecord(played.record);
  if (!('states' in replay)) throw new Error(replay.detail);

  test('each seat shows its own hidden part (its hand), face up, differing from the others', () => {
    const page = replayPage(replay, 1);
    expect(page.seats).toHaveLength(played.record.seats.length);
    const texts = page.seats.map((fields) => JSON.stringify(fields));
    // Gangsta! deals no hands (its secrets are the decks' order): nothing differs by seat.
    if (game !== 'gangsta') expect(new Set(texts).size).toBe(texts.length);
    expect(page.shared.length).toBeGreaterThan(0);
  });

  test('the parts of the game (rounds, heists or chapters) begin at increasing steps', () => {
    const parts = replayParts(replay);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]!.step).toBe(0);
    for (let i = 1; i < parts.length; i++)
      expect(parts[i]!.step).toBeGreaterThan(parts[i - 1]!.step);
  });
});

test('the all-seeing view of The Gang shows every pocket face up, from any seat', async () => {
  const { allSeeingView } = await import('./replay-steps.ts');
  const played = playFair('the-gang', 3, 'all-seeing');
  const replay = replayRecord(played.record);
  if (!('states' in replay)) throw new Error(replay.detail);
  for (const from of [0, 2]) {
    const view = allSeeingView(replay, 1, from) as {
      seat: number;
      players: { pocket: string[] | null }[];
    };
    expect(view.seat).toBe(from);
    for (const p of view.players) expect(p.pocket).toHaveLength(2);
  }
});

test('the all-seeing view of Gang of Four puts every hand into its seat, from any seat', async () => {
  const { allSeeingView } = await import('./replay-steps.ts');
  const played = playFair('gang-of-four', 3, 'all-seeing');
  const replay = replayRecord(played.record);
  if (!('states' in replay)) throw new Error(replay.detail);
  for (const from of [0, 2]) {
    const view = allSeeingView(replay, 1, from) as {
      players: { cards: number; hand?: string[] }[];
    };
    for (const p of view.players) expect(p.hand).toHaveLength(p.cards);
  }
});

test("The Gang's parts are its heists and the rounds within them", () => {
  const played = playFair('the-gang', 3, 'parts');
  const replay = replayRecord(played.record);
  if (!('states' in replay)) throw new Error(replay.detail);
  const parts = replayParts(replay);
  expect(parts[0]!.labels).toEqual([
    { part: 'heist', n: 1 },
    { part: 'round', n: 1 },
  ]);
  expect(parts.some((p) => p.labels[0]!.n === 2 && p.labels[1]!.n === 1)).toBe(true);
  expect(parts.some((p) => p.labels[1]!.n === 4)).toBe(true);
});
