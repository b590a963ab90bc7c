// What the mounted 3D table tells the automation surface (window.gangTable): where an object is
// on screen and how many frames were drawn. A tiny module with no three.js in it, so the home
// screen's bundle can read it without loading the table.

/** The live table's answers for tests and scripts. */
export interface TableProbe {
  /** The centre of a table object on screen, in CSS pixels from the viewport's top left, or
   * null when there is no such object or it is off screen. */
  screenPoint(objectId: string): { x: number; y: number } | null;
  /** Frames drawn since the table mounted (render on demand: nothing moves, nothing is drawn). */
  frames(): number;
  /** Whether models, textures and physics are loaded and the table is drawn. */
  ready(): boolean;
  /** Whether any object is moving (gliding, falling, dragged). */
  busy(): boolean;
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
