// Bots on the seat lists: the host adds and removes them in the lobby, guests may take a bot's
// seat, and during a game the host replaces a player who left and hands bot seats to watchers.
import { describe, expect, test } from 'vitest';
import type { Lobby, LobbyPlayer } from '../../net/protocol.ts';
import { buttonTexts, markupText, playingLobby, renderScreen } from '../kit/screen-test-kit.tsx';
import { SeatsInPlay, seatsToManage } from '../SeatsInPlay.tsx';
import { SeatList } from './SeatList.tsx';

const table = { game: 'the-gang', options: {}, seats: 2, minSeats: 3, maxSeats: 6 } as const;
const bot: LobbyPlayer = {
  id: 'b1',
  name: 'Bolt',
  seat: 2,
  ready: true,
  connected: true,
  host: false,
  rtt: null,
  bot: true,
};

/** The lobby of `table` between games, Bolt the bot at seat 3. */
const lobby = (): Lobby => {
  const l = playingLobby(table);
  return { ...l, playing: false, players: [...l.players, bot] };
};

const render = (element: (l: Lobby) => React.JSX.Element, l: Lobby, seat: number | null) =>
  renderScreen(() => element(l), null, seat, table);

describe('the lobby', () => {
  test('the host adds a bot to any empty seat and removes one; bots are marked', () => {
    const html = render((l) => <SeatList lobby={l} />, lobby(), 0);
    const buttons = buttonTexts(html);
    expect(buttons.filter((b) => b === 'Add a bot')).toHaveLength(3); // seats 4–6
    expect(buttons).toContain('Remove bot');
    expect(markupText(html)).toContain('Bolt Bot');
    expect(html).toContain('robot-icon');
  });

  test('a guest may take a bot’s seat, but not add bots', () => {
    const html = render((l) => <SeatList lobby={l} />, lobby(), 1);
    const buttons = buttonTexts(html);
    expect(buttons).toContain('Take this seat');
    expect(buttons).not.toContain('Add a bot');
    expect(buttons.filter((b) => b === 'Sit here')).toHaveLength(3);
  });
});

describe('during a game', () => {
  const away = (): Lobby => {
    const l = playingLobby({ ...table, seats: 3, disconnected: [1] });
    return { ...l, players: [...l.players, { ...bot, seat: 3 }] };
  };

  test('the host replaces a player who left with a bot', () => {
    const html = render((l) => <SeatsInPlay lobby={l} />, away(), 0);
    expect(buttonTexts(html)).toEqual(['Replace with a bot']);
    expect(markupText(html)).toContain('Bo left the table');
  });

  test('a bot’s seat can go to somebody watching; guests see none of it', () => {
    const l = away();
    const watching = { ...l, players: [...l.players, { ...l.players[1]!, id: 'w', seat: null }] };
    const html = render((x) => <SeatsInPlay lobby={x} />, watching, 0);
    expect(markupText(html)).toContain('Give this seat to…');
    expect(seatsToManage(watching, 'p0').watchers.map((p) => p.id)).toEqual(['w']);
    expect(render((x) => <SeatsInPlay lobby={x} />, watching, 1)).toBe('');
  });
});
