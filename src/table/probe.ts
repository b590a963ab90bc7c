// What the mounted 3D table tells the rest of the page: where an object is on screen, how many
// frames were drawn (the automation surface, window.gangTable), and what lies under a screen
// point (the hand rail, whose drags start off the canvas). A tiny module with no three.js in it,
// so the home screen's bundle can read it without loading the table.
import type { DropZone } from '../engine/index.ts';

/** What lies under a screen point of the table. */
export interface TableSpot {
  /** The drop zone there and the spot in it, or null between zones. */
  readonly zone: DropZone | null;
  readonly at: readonly [number, number] | null;
  /** The point in the shared frame every peer can place (docs/PROTOCOL.md "pose"). */
  readonly shared: { readonly x: number; readonly z: number; readonly yaw: number };
}

/** A box on screen, in CSS pixels from the viewport's top left. */
export interface ScreenBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The live table's answers for tests and scripts. */
export interface TableProbe {
  /** The centre of a table object on screen, in CSS pixels from the viewport's top left, or
   * null when there is no such object or it is off screen. */
  screenPoint(objectId: string): { x: number; y: number } | null;
  /** The box an object's meshes cover on screen, as drawn now (a flat card seen at a slant is
   * shorter than one held up): null as for screenPoint. */
  screenBox(objectId: string): ScreenBox | null;
  /** Frames drawn since the table mounted (render on demand: nothing moves, nothing is drawn). */
  frames(): number;
  /** Whether models and textures are loaded and the table is drawn. */
  ready(): boolean;
  /** Whether physics runs (Rapier loads after the first draw; until then a piece put down
   * glides to its place instead of falling). */
  physicsReady(): boolean;
  /** The objects falling under physics now (put down, not yet settled), by id. */
  falling(): string[];
  /** Whether any object is moving (gliding, falling, dragged) or a moment glows. */
  busy(): boolean;
  /** The moments glowing on the felt now, by id (not those still waiting for their cards). */
  moments(): string[];
  /** Every object on the table, by id. */
  objects(): string[];
  /** What lies under a point of the screen (CSS pixels), or null off the table. */
  spotAt(x: number, y: number): TableSpot | null;
}

let current: TableProbe | null = null;

/** Called by the table when it mounts (with itself) and unmounts (with null). */
export function setTableProbe(probe: TableProbe | null): void {
  current = probe;
}

/** The mounted table, if any. */
export function tableProbe(): TableProbe | null {
  return current;
}
