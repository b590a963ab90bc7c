// A demo's caption at The Gang's showdown says how the heist went, not what comes next.
import { expect, test } from 'vitest';
import { playToShowdown, rigged } from '../../../engine/games/the-gang/test-kit.ts';
import { theGang } from '../../../engine/index.ts';
import { theGangUi } from './index.ts';

test('the showdown caption is the outcome', () => {
  const s = playToShowdown(
    rigged({ pockets: ['Kd Jc', 'Qc 3d', 'Ah Ts', '9c 2h'], next: 'As 2s 7d Tc 4h' }),
    [1, 2, 3, 4],
  );
  const caption = theGangUi.caption(theGang.spectatorView(s), (seat) => `P${seat}`);
  expect(caption).not.toBeNull();
  expect(caption).not.toMatch(/next heist/i);
});
