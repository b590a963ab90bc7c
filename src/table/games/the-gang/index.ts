// The Gang on the 3D table: its scene and its faces.
import type { GangView } from '../../../engine/index.ts';
import type { TableGame } from '../../core/game-table.ts';
import { gangTexture } from './faces.ts';
import { gangScene } from './scene.ts';

export const theGangTable: TableGame<GangView> = {
  scene: (view, ctx) =>
    gangScene(view, {
      raised: ctx.raised,
      name: ctx.name,
      shape: ctx.shape,
      short: !!ctx.short,
      watching: !!ctx.watching,
    }),
  texture: gangTexture,
};
