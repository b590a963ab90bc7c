// Gang of Four on the 3D table: its scene and its faces.
import type { GofView } from '../../../engine/index.ts';
import type { TableGame } from '../../core/game-table.ts';
import { gofTexture } from './faces.ts';
import { gofScene } from './scene.ts';

export const gangOfFourTable: TableGame<GofView> = {
  scene: (view, ctx) =>
    gofScene(view, { name: ctx.name, shape: ctx.shape, watching: !!ctx.watching }),
  texture: gofTexture,
};
