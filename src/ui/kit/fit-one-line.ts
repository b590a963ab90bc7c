// A row of controls that keeps to one line in every language. Its words each stay on one line;
// when they do not all fit the row's width (German and Portuguese need ≈ 1,000 px where English
// needs ≈ 850), or on a small screen, the row is marked `data-fit="compact"` and its stylesheet
// shows marks instead of words (each still named for screen readers and in its tooltip). The row
// is measured before the browser paints: after every render and whenever its width changes.
import { useLayoutEffect, type RefObject } from 'react';

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
  useLayoutEffect(() => {
    if (ref.current) fitOneLine(ref.current);
  });
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    let width = row.clientWidth;
    // Only a new width matters: the compact form's own height change must not measure again.
    const observer = new ResizeObserver(() => {
      if (row.clientWidth === width) return;
      width = row.clientWidth;
      fitOneLine(row);
    });
    observer.observe(row);
    // The display font may arrive after the first measure and widen the words.
    void document.fonts?.ready.then(() => row.isConnected && fitOneLine(row));
    return () => observer.disconnect();
  }, [ref]);
}
