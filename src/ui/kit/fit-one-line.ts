// A row of controls that keeps to one line in every language. Its words each stay on one line;
// when they do not all fit the row's width (German and Portuguese need ≈ 1,000 px where English
// needs ≈ 850), or on a small screen, the row is marked `data-fit="compact"` and its stylesheet
// shows marks instead of words (each still named for screen readers and in its tooltip). The row
// is measured before the browser paints: in the frame after every render, and whenever its width
// changes.
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Screens where the row is compact whatever it holds: a phone or a tablet, and any short screen
 * (the bar stays one short line over a game). */
export const COMPACT_SCREEN = '(max-width: 60rem), (max-height: 34rem)';

/** What fitOneLine reads and marks of a row. */
export type Row = Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'dataset' | 'removeAttribute'>;

/** Marks `row` compact when the screen is small or its words overflow it; measures the wide form
 * first (both layouts happen before a paint, so nothing flickers). */
export function fitOneLine(row: Row, win: Pick<Window, 'matchMedia'> = window): void {
  const small = win.matchMedia?.(COMPACT_SCREEN).matches ?? false;
  if (!small) {
    row.removeAttribute('data-fit');
    if (row.scrollWidth <= row.clientWidth + 1) return;
  }
  row.dataset.fit = 'compact';
}

/** Keeps the row `ref` points at on one line (see fitOneLine). */
export function useFitOneLine(ref: RefObject<HTMLElement | null>): void {
  const frame = useRef(0);
  const shown = useRef<string | null>(null);
  // Measured in the next frame's animation callbacks, just before that frame's own layout and
  // paint, and once for any number of renders before it. Read here, right after React's writes,
  // it laid the whole page out in the middle of a task that went on writing (a game's screen
  // replacing the lobby: 0.06-0.29 s of a 4× slower CPU), and again for each render. A render
  // that left the row as it was (most: the room's every update renders the bar) asks for no
  // frame at all.
  useLayoutEffect(() => {
    const markup = ref.current?.innerHTML ?? null;
    if (markup === shown.current) return;
    shown.current = markup;
    frame.current ||= requestAnimationFrame(() => {
      frame.current = 0;
      if (ref.current) fitOneLine(ref.current);
    });
  });
  useLayoutEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
      shown.current = null;
    },
    [],
  );
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    // Only a new width matters: the compact form's own height change must not measure again.
    // The first observation (after the first frame's layout, which the frame above measured)
    // only notes the width: reading it here would lay the page out at once.
    let width: number | null = null;
    const observer = new ResizeObserver(() => {
      const was = width;
      width = row.clientWidth;
      if (was !== null && width !== was) fitOneLine(row);
    });
    observer.observe(row);
    // The display font may arrive after the first measure and widen the words.
    void document.fonts?.ready.then(() => row.isConnected && fitOneLine(row));
    return () => observer.disconnect();
  }, [ref]);
}
