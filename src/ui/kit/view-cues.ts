// Game moments heard, not only seen: a game's screen names the cues a change of its view calls
// for (a pure function in the game's folder, `cuesFor(before, after)`), and this hook plays them
// as views arrive. The table's own motion (chips, cards) sounds from the table.
import { useEffect, useRef } from 'react';
import { cue, type CueName } from '../../audio/cues.ts';

/** The cues a view change calls for; pure, so a test reads it like the rules. */
export type ViewCues<V> = (before: V, after: V) => readonly CueName[];

/** Plays the cues of each new view against the one before it. `cuesFor` must be stable. */
export function useViewCues<V>(view: V, cuesFor: ViewCues<V>): void {
  const last = useRef(view);
  useEffect(() => {
    const before = last.current;
    last.current = view;
    if (before !== view) for (const name of cuesFor(before, view)) cue(name);
  }, [view, cuesFor]);
}

/** Whether this seat has just been asked to act: it is waited for now and was not before. */
export function nowMine(seat: number | null, before: boolean, after: boolean): boolean {
  return seat !== null && after && !before;
}
