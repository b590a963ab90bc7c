import { expect, test } from 'vitest';
import type { GangView } from '../../../engine/index.ts';
import { gangCues } from './sounds.ts';

const view = (o: Partial<GangView>) => ({ seat: 1, outcomes: [], pending: null, ...o }) as GangView;
const hacker = { kind: 'hacker-discard', seat: 1 } as const;

test.each([
  ['nothing new', {}, {}, []],
  ['a heist won', { outcomes: [] }, { outcomes: ['success'] }, ['vault']],
  ['a heist lost', { outcomes: ['success'] }, { outcomes: ['success', 'fail'] }, ['alarm']],
  ['a new game', { outcomes: ['fail'] }, { outcomes: [] }, []],
  ['my choice waits', {}, { pending: hacker }, ['your-turn']],
  ['still waiting', { pending: hacker }, { pending: hacker }, []],
  ['another seat waits', {}, { pending: { ...hacker, seat: 2 } }, []],
  ['a spectator', { seat: null }, { seat: null, pending: hacker }, []],
] as const)('%s', (_, before, after, want) => {
  expect(gangCues(view(before as Partial<GangView>), view(after as Partial<GangView>))).toEqual(
    want,
  );
});
