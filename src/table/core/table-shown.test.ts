import { expect, test } from 'vitest';
import { nextTableShown, tableShown } from './table-shown.ts';

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

test('a wait ends at the next table shown, not at one shown before it', async () => {
  tableShown(); // an earlier table
  const next = nextTableShown();
  expect(await settled(next)).toBe(false);
  tableShown();
  expect(await settled(next)).toBe(true);
  const later = nextTableShown();
  expect(await settled(later)).toBe(false);
});
