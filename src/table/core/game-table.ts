// What a game gives the 3D table (one module per game, src/table/games/<id>/, registered in
// src/table/games/registry.ts): its view turned into objects, zones and labels, and the textures
// of its faces. The table's runtime, drag controller, camera and physics never name a game.
import type { Texture } from 'three';
import type { TableScene } from './objects.ts';

/** What a scene needs besides the view. */
export interface SceneContext {
  /** The local player's own cards are lifted (pointed at, or held on a touch screen). */
  readonly raised: boolean;
  /** A seat's name. */
  name(seat: number): string;
  /** The shape of the screen's table area: wider than tall, or taller (a phone held upright):
   * the game arranges its table for it (felt.ts). */
  readonly shape: 'wide' | 'tall';
  /** A wide screen more than twice as wide as tall (a phone held sideways: covered.ts
   * canvasShort): a game may lay its table out for it. */
  readonly short?: boolean;
  /** A replay (src/ui/fair): the table is seen from a seat, but nobody at it is the viewer, so
   * no seat's name says "you". */
  readonly watching?: boolean;
}

export interface TableGame<V = unknown> {
  /** Everything on the table for the viewer of `view`. Pure: same view, same scene. */
  scene(view: V, ctx: SceneContext): TableScene;
  /** The texture of one of this game's faces (`key` without the `<game>/` prefix). */
  texture(key: string): Texture;
}
