import { expect, test } from 'vitest';
import type { GofView } from '../../../engine/index.ts';
import { gofCues } from './sounds.ts';

const view = (o: Partial<GofView>) =>
  ({ seat: 0, phase: 'play', turn: 1, trick: [], ...o }) as GofView;
const play = { seat: 1, cards: ['5R'] } as unknown as GofView['trick'][number];

test.each([
  ['nothing new', {}, {}, []],
  ['a play on the trick', {}, { trick: [play] }, []],
  ['the trick is swept', { trick: [play] }, { trick: [] }, ['sweep']],
  ['my turn comes', { turn: 1 }, { turn: 0 }, ['your-turn']],
  ['swept to me', { trick: [play], turn: 1 }, { turn: 0 }, ['sweep', 'your-turn']],
  ['not while exchanging', { turn: 1 }, { turn: 0, phase: 'exchange' }, []],
  ['a spectator', { seat: null }, { seat: null, turn: 0 }, []],
] as const)('%s', (_, before, after, want) => {
  expect(gofCues(view(before as Partial<GofView>), view(after as Partial<GofView>))).toEqual(want);
});
