// Which table a player sees (3D or text) when they have not chosen, and the 3D table's surfaces
// painted ahead: both need the WebGL probe (quality.ts), kept out of the home screen's code.
import { prepaintSurfaces } from '../../table/assets/surfaces.ts';
import { tableQuality, webglSupport } from '../../table/core/quality.ts';
import { chosenMode, type TableMode } from './table-preload.ts';

/** The table the player chose, else 3D where WebGL works, else text (the replay asks too). */
export function initialMode(): TableMode {
  if (typeof window === 'undefined') return 'text';
  return chosenMode() ?? (webglSupport() === 'none' ? 'text' : '3d');
}

/** Probes WebGL now (quality.ts keeps the answer for the page): the home screen's idle moments
 * do it ahead of a room (ui/home-idle.ts). */
export const webglProbe = webglSupport;

/** Has a worker paint the 3D table's surfaces at its quality, where the 3D table will show. */
export function prepaintTable(): void {
  if (initialMode() === '3d') prepaintSurfaces(tableQuality().faceTextureScale);
}
