// A replay's table (watching) is seen from a seat that is nobody's: no seat's name is marked as
// the viewer's, in any game; a player's own table marks its seat.
import { expect, test } from 'vitest';
import { GAMES } from '../../engine/index.ts';
import { TABLE_GAME_IDS, tableGame } from './registry.ts';

test.each(TABLE_GAME_IDS)(
  '%s: the viewer\'s seat is "you" at play, nobody\'s in a replay',
  (id) => {
    const def = GAMES[id as keyof typeof GAMES];
    const state = def.setup({ seed: 'watching', seats: 3, options: def.defaultOptions });
    if ('ok' in (state as object)) throw new Error(`${id}: no setup`);
    const view = def.view(state as never, 1);
    const youTones = (watching: boolean) =>
      tableGame(id)
        .scene(view, { raised: false, name: (s) => `P${s}`, shape: 'wide', watching })
        .labels.filter((l) => l.tone === 'you').length;
    expect(youTones(false)).toBeGreaterThan(0);
    expect(youTones(true)).toBe(0);
  },
);
