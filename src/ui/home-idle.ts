// What the home screen readies while the player reads it, a moment after it has shown and its
// own loads are done: the networking code and its signature tables (Session.warmUp), and the
// WebGL probe (quality.ts), each in an idle moment of its own. A player creating, joining or
// watching a demo then finds them done; on a 4× slower CPU they cost the lobby ≈ 0.3-0.45 s and
// ≈ 0.15 s, and the networking code's fetch.
import type { Session } from '../store/session.ts';
import type * as TableMode from './table/table-mode.ts';
import { may3d } from './table/table-preload.ts';

/** Runs `fn` in an idle moment (a short timer where the browser has no idle callback). */
function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 5000 });
  else setTimeout(fn, 200);
}

const probeWebgl = (m: typeof TableMode) => m.webglProbe();
const noop = () => {}; // the room probes again

let started = false;

/** How long after the page's load the warm-up waits: a player who creates or joins at once (a
 * name remembered) gets the room's own loading order, the rules' code before the networking code,
 * which measured faster than both at once on a slow link (Session.createRoom). */
const GRACE_MS = 1000;

/** Starts the home screen's warm-up, once per page: a moment after the page's load, in idle
 * moments, while the player is still on the home screen. Marks `gang:warm-up` when its first step
 * runs (what loads after it is not the home screen's). */
export function warmUpFromHome(session: Session): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const home = () => session.state.phase === 'home' || session.state.phase === 'invited';
  const begin = () =>
    whenIdle(() => {
      if (!home()) return;
      performance.mark('gang:warm-up');
      void session.warmUp(whenIdle);
      // The probe's answer is kept for the page: the same the room would get, only sooner.
      if (may3d()) whenIdle(() => home() && import('./table/table-mode.ts').then(probeWebgl, noop));
    });
  const later = () => setTimeout(begin, GRACE_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
