// The screen's wake lock while a game is on: a host's phone that dims and sleeps drops every
// guest, and a guest's misses its turn. The browser releases the lock whenever the page is
// hidden; it is asked for again each time the page comes back, for as long as the game is on.
// Where a browser offers no wake lock (or refuses one), nothing happens.
import { useEffect } from 'react';

/** The parts of the browser's Screen Wake Lock API this uses. */
export interface WakeLockApi {
  request(type: 'screen'): Promise<{ release(): Promise<void> }>;
}

/** The page's visibility, as `document` gives it. */
export interface PageVisibility {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** Holds the screen awake while the page is visible, until the returned function is called. */
export function holdScreenAwake(api: WakeLockApi | undefined, page: PageVisibility): () => void {
  if (!api) return () => {};
  let lock: { release(): Promise<void> } | null = null;
  let stopped = false;
  const take = () => {
    if (stopped || lock || page.visibilityState !== 'visible') return;
    api.request('screen').then(
      (l) => {
        if (stopped) void l.release().catch(() => {});
        else lock = l;
      },
      () => {},
    );
  };
  const onVisibility = () => {
    // Hidden, the browser has released it: a new one when the page is seen again.
    if (page.visibilityState !== 'visible') lock = null;
    else take();
  };
  page.addEventListener('visibilitychange', onVisibility);
  take();
  return () => {
    stopped = true;
    page.removeEventListener('visibilitychange', onVisibility);
    void lock?.release().catch(() => {});
    lock = null;
  };
}

/** Keeps the screen awake while `on` (a game being played on this page). */
export function useScreenAwake(on: boolean): void {
  useEffect(() => {
    if (!on || typeof document === 'undefined') return;
    const api = (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;
    return holdScreenAwake(api, document);
  }, [on]);
}
