// The session's small helpers: a module loaded once, and asked again after a failed load.
import { expect, test } from 'vitest';
import { loadOnce } from './session-kit.ts';

test('loadOnce keeps the first load and forgets a failed one', async () => {
  const answers = [Promise.reject(new Error('offline')), Promise.resolve('module')];
  let asked = 0;
  const load = loadOnce(() => answers[asked++]!);
  await expect(load()).rejects.toThrow('offline');
  expect(await load()).toBe('module'); // asked again after the failure
  expect(await load()).toBe('module');
  expect(asked).toBe(2); // and kept once it came
});
