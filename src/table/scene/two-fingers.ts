// Two fingers on the table move the view, as on a map: spread or pinch them to come closer or
// stand back, move them together to pan the table under them, turn them to turn the table. One
// finger stays the pieces' (hand.ts). Named steps over plain numbers, so they are tested without
// a browser; CameraRig applies them to the camera.
import { keepOnFelt, type FeltPoint } from './drag.ts';
import type { Arrangement } from '../core/layout.ts';

/** The camera stands no nearer the point it looks at than this, nor further (m). */
export const DISTANCE = { min: 0.35, max: 2.6 } as const;

/** A point on the screen (CSS px). */
export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
}

/** A point in the room (m). */
export interface RoomPoint {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** Where the camera stands and what it looks at. */
export interface EyeOnTarget {
  readonly eye: RoomPoint;
  readonly target: RoomPoint;
}

/** Two fingers on the screen: their midpoint, how far apart, and the angle from the first to
 * the second (radians, screen y down). */
export interface Pinch {
  readonly mid: ScreenPoint;
  readonly span: number;
  readonly angle: number;
}

/** What two fingers did between two moments. */
export interface PinchStep {
  /** Their midpoint, before and after (CSS px). */
  readonly from: ScreenPoint;
  readonly to: ScreenPoint;
  /** How much further apart they are (2: twice as far: come twice as close). */
  readonly scale: number;
  /** How far they turned (radians, clockwise on the screen). */
  readonly twist: number;
}

/** The pinch two fingers make. */
export function pinchOf(a: ScreenPoint, b: ScreenPoint): Pinch {
  return {
    mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
    span: Math.max(1, Math.hypot(b.x - a.x, b.y - a.y)),
    angle: Math.atan2(b.y - a.y, b.x - a.x),
  };
}

/** From one pinch to the next: the midpoint's move, the spread and the turn (the shorter way). */
export function pinchStep(before: Pinch, after: Pinch): PinchStep {
  let twist = after.angle - before.angle;
  if (twist > Math.PI) twist -= 2 * Math.PI;
  if (twist < -Math.PI) twist += 2 * Math.PI;
  return { from: before.mid, to: after.mid, scale: after.span / before.span, twist };
}

/** The view brought `scale` times closer to its target (scale < 1: further), within DISTANCE
 * (and no further than `max`, when the seat's own view stands further back than DISTANCE.max). */
export function dolly(view: EyeOnTarget, scale: number, max: number = DISTANCE.max): EyeOnTarget {
  const { eye, target } = view;
  const d = { x: eye.x - target.x, y: eye.y - target.y, z: eye.z - target.z };
  const now = Math.hypot(d.x, d.y, d.z);
  const next = Math.min(max, Math.max(DISTANCE.min, now / Math.max(scale, 1e-3)));
  const k = next / now;
  return {
    eye: { x: target.x + d.x * k, y: target.y + d.y * k, z: target.z + d.z * k },
    target,
  };
}

/** The view walked round its target by `twist` (the fingers' turn, clockwise on the screen):
 * the table turns with the fingers. */
export function turn(view: EyeOnTarget, twist: number): EyeOnTarget {
  const { eye, target } = view;
  const [c, s] = [Math.cos(twist), Math.sin(twist)];
  const dx = eye.x - target.x;
  const dz = eye.z - target.z;
  return {
    eye: { x: target.x + dx * c + dz * s, y: eye.y, z: target.z - dx * s + dz * c },
    target,
  };
}

/** The view slid along the felt so that the felt point `grabbed` (under the fingers before)
 * comes under them again where the same ray now meets `to`; the target stays over the felt. */
export function pan(
  view: EyeOnTarget,
  grabbed: FeltPoint,
  to: FeltPoint,
  arrangement?: Arrangement,
): EyeOnTarget {
  const { eye, target } = view;
  const wanted = { x: target.x + grabbed.x - to.x, z: target.z + grabbed.z - to.z };
  const kept = keepOnFelt(wanted, arrangement);
  const dx = kept.x - target.x;
  const dz = kept.z - target.z;
  return {
    eye: { x: eye.x + dx, y: eye.y, z: eye.z + dz },
    target: { x: kept.x, y: target.y, z: kept.z },
  };
}

/**
 * The touches down on the table, by pointer id: two of them make pinches. Fed the table's touch
 * pointer events; `move` answers what two fingers did since the last move (null with fewer or
 * more than two fingers down).
 */
export class Fingers {
  private readonly down = new Map<number, ScreenPoint>();
  private last: Pinch | null = null;

  /** How many fingers are down. */
  get count(): number {
    return this.down.size;
  }

  /** A finger came down. */
  press(id: number, at: ScreenPoint): void {
    this.down.set(id, at);
    this.last = this.pinch();
  }

  /** A finger moved: the step two fingers made, if two are down. */
  move(id: number, at: ScreenPoint): PinchStep | null {
    if (!this.down.has(id)) return null;
    this.down.set(id, at);
    const now = this.pinch();
    const step = this.last && now ? pinchStep(this.last, now) : null;
    this.last = now;
    return step;
  }

  /** A finger lifted (or the system took it). */
  lift(id: number): void {
    this.down.delete(id);
    this.last = this.pinch();
  }

  private pinch(): Pinch | null {
    if (this.down.size !== 2) return null;
    const [a, b] = [...this.down.values()];
    return pinchOf(a!, b!);
  }
}
