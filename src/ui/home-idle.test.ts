// The home screen's warm-up: a moment after the page's load, in idle moments, and only while the
// player is still on the home screen (a page stubbed: node has no window).
import { afterEach, expect, test, vi } from 'vitest';
import type { Session } from '../store/session.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
});

/** A loaded page whose idle moments run by hand; the warm-up module fresh for it. */
async function loadedPage() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const idle: (() => void)[] = [];
  vi.stubGlobal('window', { addEventListener: () => {} });
  vi.stubGlobal('document', { readyState: 'complete' });
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => void idle.push(fn));
  const { warmUpFromHome } = await import('./home-idle.ts');
  return { idle, warmUpFromHome };
}

function session(phase: string) {
  const state = { phase };
  const warmUp = vi.fn(async () => {});
  return { stub: { state, warmUp } as unknown as Session, state, warmUp };
}

test('waits a moment after the load, then warms up in an idle moment, once per page', async () => {
  const { idle, warmUpFromHome } = await loadedPage();
  const home = session('home');
  warmUpFromHome(home.stub);
  warmUpFromHome(home.stub);
  vi.advanceTimersByTime(999);
  expect(idle).toHaveLength(0); // a player who creates at once keeps the room's own order
  vi.advanceTimersByTime(1);
  expect(idle).toHaveLength(1);
  idle.shift()!();
  expect(home.warmUp).toHaveBeenCalledTimes(1);
  expect(performance.getEntriesByName('gang:warm-up')).toHaveLength(1);
});

test('does nothing once the player has left the home screen', async () => {
  const { idle, warmUpFromHome } = await loadedPage();
  const player = session('home');
  warmUpFromHome(player.stub);
  vi.advanceTimersByTime(1000);
  player.state.phase = 'connecting';
  idle.shift()!();
  expect(player.warmUp).not.toHaveBeenCalled();
});
