import { afterEach, expect, test, vi } from 'vitest';
import { chooseQuality, chosenQuality } from '../../table/core/quality.ts';
import { QUALITY_CHOICES, qualityOfChoice } from './TableArea.tsx';

afterEach(() => vi.unstubAllGlobals());

test('every quality the picker offers is remembered, and Auto forgets the choice', () => {
  const stored = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    },
  });
  expect(QUALITY_CHOICES.map(([v]) => v)).toEqual(['auto', 'low', 'high']);
  for (const [value] of QUALITY_CHOICES) {
    chooseQuality(qualityOfChoice(value));
    // What the next visit (a fresh read of storage) starts with.
    expect(chosenQuality() ?? 'auto').toBe(value);
  }
  chooseQuality(qualityOfChoice('auto'));
  expect(stored.size).toBe(0);
  expect(qualityOfChoice('ultra')).toBeNull();
});
