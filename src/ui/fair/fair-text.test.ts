// The table's words about fair play, from the lobby and this page's own check.
import { describe, expect, test } from 'vitest';
import type { Lobby, LobbyPlayer } from '../../net/protocol.ts';
import { fairSummary } from './fair-text.ts';

const player = (name: string, more: Partial<LobbyPlayer> = {}): LobbyPlayer => ({
  id: name,
  name,
  seat: 0,
  ready: true,
  connected: true,
  host: false,
  rtt: null,
  ...more,
});
const lobby = (players: LobbyPlayer[], fair?: Lobby['fair']): Lobby => ({
  code: 'KTR94M',
  game: 'the-gang',
  options: null,
  minSeats: 3,
  maxSeats: 6,
  players,
  playing: false,
  locked: false,
  ...(fair ? { fair } : {}),
});

describe('fairSummary', () => {
  test('nothing before any deal', () => {
    expect(fairSummary(lobby([player('A')]), null)).toBeNull();
  });
  test('while the deal waits for contributions', () => {
    const s = fairSummary(lobby([player('A')], { id: 'g', dealing: true }), null);
    expect(s?.text).toMatch(/Shuffling/);
  });
  test('every person checked it (bots are not asked)', () => {
    const players = [
      player('A', { checked: 'ok' }),
      player('B', { checked: 'ok' }),
      player('R', { bot: true }),
    ];
    const s = fairSummary(lobby(players, { id: 'g', dealing: false }), null);
    expect(s).toEqual({ tone: 'ok', text: 'Fair deal, checked by every player', details: [] });
  });
  test('some still checking', () => {
    const players = [player('A', { checked: 'ok' }), player('B')];
    const s = fairSummary(lobby(players, { id: 'g', dealing: false }), null);
    expect(s?.text).toBe('Fair deal so far: checked by 1 of 2 players');
  });
  test('a failure names who found what, and this page says its detail', () => {
    const players = [player('A', { checked: 'ok' }), player('B', { checked: 'view-mismatch' })];
    const mine = {
      id: 'g',
      record: null,
      verdict: { ok: false as const, reason: 'view-mismatch' as const, detail: 'view 4 (rev 4)' },
    };
    const s = fairSummary(lobby(players, { id: 'g', dealing: false }), mine);
    expect(s?.tone).toBe('warn');
    expect(s?.details).toEqual([
      'B: a view this player was shown is not in the replay of the record',
      'Here: view 4 (rev 4)',
    ]);
  });
});

test('every failure code is said in words, and an unknown word is passed through', async () => {
  const { FAIR_FAILURES } = await import('../../engine/fair/verify.ts');
  const { failureText } = await import('./fair-text.ts');
  for (const code of FAIR_FAILURES) {
    expect(failureText(code)).not.toBe(code);
    expect(failureText(code)).not.toMatch(/^fair\./);
  }
  expect(failureText('something-else')).toBe('something-else');
});
