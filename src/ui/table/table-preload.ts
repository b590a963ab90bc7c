// Which table a player sees (3D or text), and the 3D table's loading started early: kept out of
// TableArea.tsx (the room's chunk) so the home screen's code can start it the moment the player
// heads for a table, beside the room's code rather than after it (room-chunk.ts). No three.js.
import { prepaintSurfaces } from '../../table/assets/surfaces.ts';
import { tableQuality, webglSupport } from '../../table/core/quality.ts';

/** Which table shows: the 3D one, or the text one. */
export type TableMode = '3d' | 'text';
export const MODE_KEY = 'gang-table:table';

/** The table the player chose, if any (remembered). */
function chosenMode(): TableMode | null {
  try {
    const chosen = window.localStorage.getItem(MODE_KEY);
    return chosen === '3d' || chosen === 'text' ? chosen : null;
  } catch {
    return null; // no storage: nothing chosen
  }
}

/** The table the player chose, else 3D where WebGL works, else text (the replay asks too). */
export function initialMode(): TableMode {
  if (typeof window === 'undefined') return 'text';
  return chosenMode() ?? (webglSupport() === 'none' ? 'text' : '3d');
}

/** Starts loading the 3D table's code (three.js; its models follow as soon as it runs) and has a
 * worker paint its surfaces (assets/surfaces.ts), unless the player chose the text table or the
 * browser has no WebGL at all. The fetch goes out first: the WebGL probe (a throwaway context,
 * ≈ 70–400 ms at a 4× slower CPU) had held it back behind the click's other work. */
export function preloadTable(): void {
  if (typeof window === 'undefined' || typeof WebGLRenderingContext === 'undefined') return;
  if (chosenMode() === 'text') return;
  void import('../../table/TableView.tsx');
  setTimeout(() => {
    if (initialMode() === '3d') prepaintSurfaces(tableQuality().faceTextureScale);
  }, 0);
}
