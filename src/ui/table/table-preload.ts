// The 3D table's loading started early, from the home screen's code, the moment the player heads
// for a table (room-chunk.ts): beside the room's code rather than after it. Kept tiny: the WebGL
// probe and the surfaces' worker come in a chunk of their own (table-mode.ts).

/** Which table shows: the 3D one, or the text one. */
export type TableMode = '3d' | 'text';
export const MODE_KEY = 'gang-table:table';

/** The table the player chose, if any (remembered). */
export function chosenMode(): TableMode | null {
  try {
    const chosen = window.localStorage.getItem(MODE_KEY);
    return chosen === '3d' || chosen === 'text' ? chosen : null;
  } catch {
    return null; // no storage: nothing chosen
  }
}

/** Whether the 3D table may show here: a browser with WebGL, and the text table not chosen. */
export function may3d(): boolean {
  if (typeof window === 'undefined' || typeof WebGLRenderingContext === 'undefined') return false;
  return chosenMode() !== 'text';
}

/** Starts loading the 3D table's code (three.js; its models follow as soon as it runs) and has a
 * worker paint its surfaces (assets/surfaces.ts), unless the player chose the text table or the
 * browser has no WebGL at all. The fetch goes out first: the WebGL probe (a throwaway context,
 * ≈ 70–400 ms at a 4× slower CPU) had held it back behind the click's other work. */
export function preloadTable(): void {
  if (!may3d()) return;
  void import('../../table/TableView.tsx');
  import('./table-mode.ts').then(
    (m) => m.prepaintTable(),
    () => {}, // the page paints the surfaces itself
  );
}
