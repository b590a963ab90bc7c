// Gangsta! on the 3D table: its scene and its faces.
import type { GangstaView } from '../../../engine/index.ts';
import type { TableGame } from '../../core/game-table.ts';
import { gangstaTexture } from './faces.ts';
import { gangstaScene } from './scene.ts';

export const gangstaTable: TableGame<GangstaView> = {
  scene: (view, ctx) =>
    gangstaScene(view, { name: ctx.name, shape: ctx.shape, watching: !!ctx.watching }),
  texture: gangstaTexture,
};
