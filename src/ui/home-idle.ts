// What the home screen readies while the player reads it, once it has shown and its own loads
// are done: the networking code and its signature tables (Session.warmUp), and the WebGL probe
// (quality.ts), each in an idle moment of its own. A player creating, joining or watching a demo
// then finds them done; on a 4× slower CPU they cost the lobby ≈ 0.3-0.45 s and ≈ 0.15 s.
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

/** Starts the home screen's warm-up, once per page: after the page's load, in idle moments. Marks
 * `gang:warm-up` when its first step runs (what loads after it is not the home screen's). */
export function warmUpFromHome(session: Session): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const begin = () =>
    whenIdle(() => {
      performance.mark('gang:warm-up');
      void session.warmUp(whenIdle);
      // The probe's answer is kept for the page: the same the room would get, only sooner.
      if (may3d()) whenIdle(() => void import('./table/table-mode.ts').then(probeWebgl, noop));
    });
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
}
