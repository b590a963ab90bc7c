// The live table's shared, mutable state outside React: the objects on it and their motions, the
// relayed poses of other players' drags, the camera for screen points, and the frame counter.
// One per mounted table; components and the drag controller read and write it every frame.
import { Plane, Raycaster, Vector2, Vector3, type Camera, type Mesh, type Object3D } from 'three';
import type { DropZone } from '../../engine/index.ts';
import type { ActResult, DropExtra, RemotePose } from '../../net/client-types.ts';
import type { FrameGate } from '../core/frame-cap.ts';
import { PoseBuffer } from '../core/pose-buffer.ts';
import type { CameraHome, ScreenBox, TableProbe, TableSpot } from '../core/probe.ts';
import { onFelt, spotIn, toShared, WIDE, zoneUnder, type Arrangement } from '../core/layout.ts';
import type { TableObject, TableScene } from '../core/objects.ts';
import { tableShown } from '../core/table-shown.ts';
import type { Hand, Offer } from './hand.ts';
import type { PieceMotion } from './motion.ts';

/** What the table needs from the session: drag and drop over the wire. */
export interface TableLink {
  grab(object: string): Promise<ActResult>;
  /** Streams the held object's pose in the shared frame (see layout.ts toShared). */
  pose(object: string, p: readonly [number, number, number], r: number): void;
  /** Puts the held object down on a zone, at a spot in it (−1…1 each way). */
  drop(object: string, zone: DropZone | null, extra?: DropExtra): Promise<ActResult>;
  onPose(fn: (pose: RemotePose) => void): () => void;
  /** Tells the player why a grab or a drop was refused. */
  refused(reason: string): void;
}

/** One object on the table. */
export interface PieceHandle {
  obj: TableObject;
  readonly motion: PieceMotion;
  /** The meshes the pointer can hit. */
  readonly visual: Object3D;
  /** The one mesh drawn (its shadow is cast by PieceShadows.tsx); absent in tests. */
  readonly body?: Mesh;
}

/** A piece's handle whose `body` is the mesh drawn for it now (`body`: the component's ref), not
 * the one it was first drawn with: React makes the mesh anew when its piece changes size. */
export function pieceHandle(
  obj: TableObject,
  motion: PieceMotion,
  visual: Object3D,
  body: { readonly current: Mesh | null },
): PieceHandle {
  return {
    obj,
    motion,
    visual,
    get body() {
      return body.current ?? undefined;
    },
  };
}

const FELT = new Plane(new Vector3(0, 1, 0), 0);

export class TableRuntime implements TableProbe {
  readonly pieces = new Map<string, PieceHandle>();
  readonly poses = new PoseBuffer();
  /** Who holds what (match seats), as the host last said. */
  holds: Readonly<Record<string, number>> = {};
  /** The scene drawn now (its zones take the drops). */
  scene: TableScene | null = null;
  seats = 1;
  /** How this screen arranges the table (the scene's). */
  arrangement: Arrangement = WIDE;
  /** The seat at the front of this screen. */
  localSeat = 0;
  /** This player's match seat (null: watching). */
  seat: number | null = null;
  camera: Camera | null = null;
  canvas: HTMLCanvasElement | null = null;
  /** Set when models and textures are loaded and the shader programs compiled (markLoaded). */
  loaded = false;
  /** Frames drawn since it was last marked loaded with the table in them (tableGroup visible). */
  private tableFrames = 0;
  /** The group holding the table and its pieces (set by TableView): hidden until loaded, and
   * hidden by React when its Suspense boundary suspends again. A frame drawn while it is hidden
   * draws the room alone: in the 4G bench, some runs drew such a frame after markLoaded (3 draw
   * calls) and counted it as the table shown, before markLoaded came again and the frame after. */
  tableGroup: { readonly visible: boolean } | null = null;
  /** Set when Rapier runs and the objects have their bodies (after the first draw). */
  physics = false;
  /** After the first settled frame: objects that appear from now on are dealt, not placed. */
  live = false;
  private frameCount = 0;
  /** The cap on frames drawn per second (frame-cap.ts), if any. */
  gate: FrameGate | null = null;
  private moving = false;
  /** The camera is gliding (to the seat's view). */
  cameraMoving = false;
  /** The moments playing on the felt (Moments.tsx): their ids, and when each starts to glow
   * (performance.now() ms; until then it waits for its cards to turn). */
  glowing: readonly { readonly id: string; readonly start: number }[] = [];
  /** The player's hand on this table (DragController's), while mounted. */
  hand: Hand | null = null;
  /** The legal places lit on the felt now (Targets.tsx), as the hand last showed them. */
  shownTargets: readonly DropZone[] | null = null;
  invalidate: () => void = () => {};
  /** The seat's view the camera goes home to, and the reserves' key it keeps clear (set by the
   * camera rig). */
  homeView: { eye: Vector3; target: Vector3; clear: string } | null = null;
  /** Glides the camera back to the seat's view (set by the camera rig). */
  resetCamera: () => void = () => {};
  /** Glides the camera to a closer look at a spot on the felt, or home if it is looking there
   * already (set by the camera rig). */
  lookCloser: (x: number, z: number) => void = () => {};

  constructor(public link: TableLink) {}

  /** The models, faces and programs are ready: the next frame draws the whole table. */
  markLoaded(): void {
    this.loaded = true;
    this.tableFrames = 0;
  }

  /** Counts a drawn frame and whether anything moved in it; the first whole one says the table
   * is shown (core/table-shown.ts: the host's bots wait for it). */
  frameDrawn(moving: boolean): void {
    const before = this.ready();
    this.frameCount++;
    if (this.loaded && (this.tableGroup?.visible ?? true)) this.tableFrames++;
    this.moving = moving;
    if (!before && this.ready()) tableShown();
  }

  // --- TableProbe ------------------------------------------------------------------------------

  frames(): number {
    return this.frameCount;
  }

  home(): CameraHome | null {
    const h = this.homeView;
    const mm = (v: Vector3) => v.toArray().map((n) => Math.round(n * 1000) / 1000);
    return h && { eye: mm(h.eye), target: mm(h.target), clear: h.clear };
  }

  moments(): string[] {
    const now = performance.now();
    return this.glowing.filter((g) => g.start <= now).map((g) => g.id);
  }

  objects(): string[] {
    return this.scene?.objects.map((o) => o.id) ?? [];
  }

  ready(): boolean {
    // A frame with the table in it drawn since loading: the room may draw without it.
    return this.loaded && this.tableFrames > 0;
  }

  physicsReady(): boolean {
    return this.physics;
  }

  /** Whether any object falls under physics now (the world steps only then: TablePhysics). */
  anyFalling(): boolean {
    for (const p of this.pieces.values()) if (p.motion.mode === 'fall') return true;
    return false;
  }

  falling(): string[] {
    const out: string[] = [];
    for (const [id, p] of this.pieces) if (p.motion.mode === 'fall') out.push(id);
    return out;
  }

  busy(): boolean {
    if (this.moving || this.cameraMoving || this.glowing.length > 0) return true;
    // A capped frame skipped: the picture on screen is not the latest yet.
    if (this.gate?.owed) return true;
    for (const p of this.pieces.values()) if (p.motion.moving) return true;
    return false;
  }

  /** The point of the felt under a point of the screen (CSS pixels), or null off the felt. */
  feltAt(x: number, y: number): Vector3 | null {
    const camera = this.camera;
    const canvas = this.canvas;
    if (!camera || !canvas) return null;
    const rect = canvas.getBoundingClientRect();
    // Off the canvas (over the hand rail, say) is off the table: a ray through a point outside
    // the picture would still meet the felt's plane somewhere nobody can see.
    if (x < rect.left || x > rect.right || y < rect.top || y > rect.bottom) return null;
    const ndc = new Vector2(
      ((x - rect.left) / rect.width) * 2 - 1,
      -((y - rect.top) / rect.height) * 2 + 1,
    );
    const ray = new Raycaster();
    ray.setFromCamera(ndc, camera);
    const p = new Vector3();
    return ray.ray.intersectPlane(FELT, p) && onFelt(p, 0, this.arrangement) ? p : null;
  }

  offer(offer: Offer | null): void {
    this.hand?.setOffer(offer);
    this.invalidate();
  }

  targets(): readonly DropZone[] | null {
    return this.shownTargets;
  }

  carrying(): { id: string; selected: boolean } | null {
    const carry = this.hand?.carry;
    return carry ? { id: carry.id, selected: this.hand!.selected } : null;
  }

  spotAt(x: number, y: number): TableSpot | null {
    const p = this.feltAt(x, y);
    if (!p) return null;
    const under = zoneUnder(this.scene?.zones ?? [], p, this.arrangement);
    return {
      zone: under?.zone ?? null,
      at: under ? spotIn(under.area, p) : null,
      shared: toShared(p, 0, this.seats, this.localSeat, this.arrangement),
    };
  }

  screenPoint(objectId: string): { x: number; y: number } | null {
    const piece = this.pieces.get(objectId);
    const camera = this.camera;
    const canvas = this.canvas;
    if (!piece || !camera || !canvas) return null;
    const ndc = new Vector3().copy(piece.motion.pos).project(camera);
    if (ndc.z > 1 || Math.abs(ndc.x) > 1 || Math.abs(ndc.y) > 1) return null;
    const rect = canvas.getBoundingClientRect();
    return {
      x: rect.left + ((ndc.x + 1) / 2) * rect.width,
      y: rect.top + ((1 - ndc.y) / 2) * rect.height,
    };
  }

  screenBox(objectId: string): ScreenBox | null {
    const piece = this.pieces.get(objectId);
    const camera = this.camera;
    const canvas = this.canvas;
    if (!piece || !camera || !canvas) return null;
    piece.visual.updateWorldMatrix(true, true);
    const rect = canvas.getBoundingClientRect();
    let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
    const corner = new Vector3();
    let behind = false;
    // Each mesh's own box, turned and placed as drawn: a tilted card's true corners, not the
    // world-aligned box around it.
    piece.visual.traverse((node) => {
      const geometry = (node as Mesh).geometry;
      if (!(node as Mesh).isMesh || !geometry) return;
      geometry.computeBoundingBox();
      const box = geometry.boundingBox!;
      for (let i = 0; i < 8; i++) {
        corner
          .set(
            i & 1 ? box.max.x : box.min.x,
            i & 2 ? box.max.y : box.min.y,
            i & 4 ? box.max.z : box.min.z,
          )
          .applyMatrix4(node.matrixWorld)
          .project(camera);
        if (corner.z > 1) behind = true;
        const x = rect.left + ((corner.x + 1) / 2) * rect.width;
        const y = rect.top + ((1 - corner.y) / 2) * rect.height;
        [left, right, top, bottom] = [
          Math.min(left, x),
          Math.max(right, x),
          Math.min(top, y),
          Math.max(bottom, y),
        ];
      }
    });
    if (behind || left === Infinity) return null;
    if (right < rect.left || left > rect.right || bottom < rect.top || top > rect.bottom) {
      return null;
    }
    return { left, top, width: right - left, height: bottom - top };
  }
}
