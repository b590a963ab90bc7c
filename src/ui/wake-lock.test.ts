// The screen's wake lock: taken while the page is visible, taken again when it comes back from
// the background, released when the game ends; no API, nothing asked.
import { describe, expect, test } from 'vitest';
import { holdScreenAwake, type PageVisibility, type WakeLockApi } from './wake-lock.ts';

function fakes() {
  const log: string[] = [];
  let listener: (() => void) | null = null;
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, l: () => void) => (listener = l),
    removeEventListener: () => (listener = null),
  } satisfies PageVisibility;
  let n = 0;
  const api: WakeLockApi = {
    request: () => {
      const id = ++n;
      log.push(`take ${id}`);
      return Promise.resolve({
        release: () => {
          log.push(`release ${id}`);
          return Promise.resolve();
        },
      });
    },
  };
  const show = async (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    listener?.();
    await Promise.resolve();
  };
  return { log, page, api, show, listening: () => listener !== null };
}

describe('holdScreenAwake', () => {
  test('takes the lock, takes it again after the page was hidden, releases it at the end', async () => {
    const f = fakes();
    const stop = holdScreenAwake(f.api, f.page);
    await Promise.resolve();
    expect(f.log).toEqual(['take 1']);
    await f.show('hidden');
    expect(f.log).toEqual(['take 1']);
    await f.show('visible');
    expect(f.log).toEqual(['take 1', 'take 2']);
    stop();
    await Promise.resolve();
    expect(f.log).toEqual(['take 1', 'take 2', 'release 2']);
    expect(f.listening()).toBe(false);
  });

  test('a hidden page waits to be seen; no API, nothing asked', async () => {
    const f = fakes();
    f.page.visibilityState = 'hidden';
    const stop = holdScreenAwake(f.api, f.page);
    await Promise.resolve();
    expect(f.log).toEqual([]);
    await f.show('visible');
    expect(f.log).toEqual(['take 1']);
    stop();
    expect(holdScreenAwake(undefined, f.page)).toBeTypeOf('function');
  });

  test('a lock granted after the game ended is let go at once', async () => {
    const f = fakes();
    const stop = holdScreenAwake(f.api, f.page);
    stop();
    await Promise.resolve();
    await Promise.resolve();
    expect(f.log).toEqual(['take 1', 'release 1']);
  });
});
