// The first-game hint, once put away, stays away on this browser for that game (and only that
// game); without storage it is simply never remembered.
import { describe, expect, test } from 'vitest';
import { dismissHint, hintDismissed, hintKey } from './hint-store.ts';

/** A Storage stand-in (localStorage's two calls). */
function memory() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('the first-game hint’s memory', () => {
  test('dismissed for one game: remembered for it, not for the others', () => {
    const store = memory();
    expect(hintDismissed('the-gang', store)).toBe(false);
    dismissHint('the-gang', store);
    expect(hintDismissed('the-gang', store)).toBe(true);
    expect(hintDismissed('gangsta', store)).toBe(false);
    expect(store.data.get(hintKey('the-gang'))).toBe('dismissed');
  });

  test('storage missing or refusing: shown, never a throw', () => {
    expect(hintDismissed('gangsta', null)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => dismissHint('gangsta', broken)).not.toThrow();
    expect(hintDismissed('gangsta', broken)).toBe(false);
  });
});
