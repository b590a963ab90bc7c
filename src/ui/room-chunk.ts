// The room's screens (status bar, lobby, a game's screen around the table, rules, hints) are a
// chunk of their own, fetched after the home screen: App.tsx renders them lazily, and the home
// screen starts the fetch as soon as the player is on the way to a table (a name or a code
// typed, a game picked, a create or a join, an invitation opened: PlayPanel.tsx, App.tsx), so it
// is usually in before the room opens; the 3D table's code is asked for at the same moment.
import { readyLazy } from './table/ready-lazy.ts';
import { preloadTable } from './table/table-preload.ts';

/** The room's screens, lazily: rendered at once (no fallback) when prefetched. */
export const LazyRoom = readyLazy(() => import('./Room.tsx').then((m) => m.Room));

/** Starts fetching the room's code now (nothing waits for it), and the 3D table's beside it:
 * on a slow link the table's code (three.js, the models) is the longest fetch, and a player who
 * creates a table and starts at once with bots would otherwise wait for it after the start. */
export function prefetchRoom(): void {
  LazyRoom.preload(); // a failure shows when App.tsx renders it
  // Not through the room's chunk: that chain asked for the table's code ≈ 0.4–1.3 s later on a
  // 4G link and a 4× slower CPU (docs/PERFORMANCE.md).
  preloadTable();
}
