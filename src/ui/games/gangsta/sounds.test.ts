import { expect, test } from 'vitest';
import type { GangstaView } from '../../../engine/index.ts';
import { gangstaCues } from './sounds.ts';

const view = (heists: number[], waitingFor: number[], seat: number | null = 0) =>
  ({
    seat,
    waitingFor,
    players: heists.map((n) => ({ heists: Array.from({ length: n }, (_, k) => `H${k}`) })),
  }) as unknown as GangstaView;

test.each([
  ['nothing new', view([0, 0], [1]), view([0, 0], [1]), []],
  ['a heist pulled off', view([0, 0], [1]), view([0, 1], [1]), ['vault']],
  ['my turn comes', view([0, 0], [1]), view([0, 0], [0]), ['your-turn']],
  ['still mine', view([0, 0], [0]), view([0, 0], [0, 1]), []],
  ['a spectator', view([0, 0], [1], null), view([0, 0], [0], null), []],
] as const)('%s', (_, before, after, want) => {
  expect(gangstaCues(before, after)).toEqual(want);
});
