// What the mounted 3D table tells the rest of the page: where an object is on screen, how many
// frames were drawn (the automation surface, window.gangTable), and what lies under a screen
// point (the hand rail, whose drags start off the canvas). A tiny module with no three.js in it,
// so the home screen's bundle can read it without loading the table.
import type { DropZone } from '../../engine/index.ts';

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
  /** The seat's view the camera goes home to (to the millimetre), or null before the rig
   * mounts: framed for the scene and the canvas' shape, keeping every piece out of the panels'
   * reserves (`clear`: their boxes on the canvas, CSS px, as covered.ts keys them). */
  home(): CameraHome | null;
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
  /** Cards chosen on the hand rail (null: none) that a tap on one of their places on the table
   * puts there: the hand's table object, the cards, and where they may go (shown). */
  offer(offer: TableOffer | null): void;
  /** The piece this player has in hand, and whether it waits for a tap that says where it goes
   * (tap-and-tap), or null. */
  carrying(): { id: string; selected: boolean } | null;
  /** The legal places lit on the felt now (the piece in hand's, or the rail's offer's), or
   * null when none are shown. */
  targets(): readonly DropZone[] | null;
}

/** Where the seat's view sends the camera home, and what it keeps clear there. */
export interface CameraHome {
  readonly eye: readonly number[];
  readonly target: readonly number[];
  readonly clear: string;
}

/** Cards from the hand rail waiting to be put on the table. */
export interface TableOffer {
  readonly object: string;
  readonly items: readonly string[];
  readonly targets: readonly DropZone[];
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
