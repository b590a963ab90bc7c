// Tab stays inside the rules dialog: from the last element it wraps to the first, Shift+Tab from
// the first to the last, and from the dialog itself (focused on opening) into its ends.
import { expect, test } from 'vitest';
import { wrapTarget } from './focus-trap.ts';

const items = ['close', 'body', 'link'];

test.each([
  ['last, Tab', 'link', false, 'close'],
  ['first, Shift+Tab', 'close', true, 'link'],
  ['middle, Tab', 'body', false, null],
  ['middle, Shift+Tab', 'body', true, null],
  ['the dialog itself, Tab', null, false, 'close'],
  ['the dialog itself, Shift+Tab', null, true, 'link'],
  ['outside the list, Tab', 'elsewhere', false, 'close'],
] as const)('%s', (_name, current, back, want) => {
  expect(wrapTarget(items, current, back)).toBe(want);
});

test('nothing to focus: the browser decides', () => {
  expect(wrapTarget([], null, false)).toBeNull();
});
