// "Hand the table to …" (HandOver.tsx): the host is offered the seated, connected people, never a
// bot, a spectator, somebody offline or itself; a guest is offered nothing.
import { describe, expect, test } from 'vitest';
import { markupText, playingLobby, renderScreen } from './screen-test-kit.tsx';
import { HandOver, heirsOf } from './HandOver.tsx';

const table = { game: 'the-gang', options: {}, seats: 4, minSeats: 3, maxSeats: 6 } as const;

describe('handing the table over', () => {
  test('the host may hand it to a seated, connected person only', () => {
    const l = playingLobby({ ...table, disconnected: [2] });
    const players = [
      ...l.players.map((p, i) => (i === 3 ? { ...p, bot: true } : p)),
      { ...l.players[1]!, id: 'w', name: 'Wendy', seat: null },
    ];
    const lobby = { ...l, players };
    const you = lobby.players.find((p) => p.host)!.id;
    expect(heirsOf(lobby, you).map((p) => p.seat)).toEqual([1]);
    const html = renderScreen(() => <HandOver lobby={lobby} />, null, 0, table);
    expect(html).toContain('Hand the table to');
    expect(markupText(html)).toContain(players[1]!.name);
    expect(heirsOf(lobby, players[1]!.id)).toEqual([]); // a guest is offered nothing
    expect(renderScreen(() => <HandOver lobby={lobby} />, null, 1, table)).not.toContain('Hand');
  });
});
