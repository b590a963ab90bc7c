// The seat's view of the table: where the camera stands so that what matters is as large as it
// can be while everything the player must see stays on screen. A game's scene says what to keep
// in view (its objects and labels, by default) and how steeply to look down; this fits the
// camera's distance and aim to the screen's shape. Pure maths (a pinhole camera), no three.js:
// tested without a canvas, and the bench and the rig agree.
import type { Vec3 } from './layout.ts';

/** What the seat's view must show, and from how high. */
export interface Framing {
  /** Points that stay on screen (the centre's cards, each seat's cards and name, your own). */
  readonly keep: readonly Vec3[];
  /** How steeply the camera looks down at the table, in radians above the horizontal. */
  readonly elevation: number;
}

/** A camera pose: the eye and the point it looks at (seat at +z, looking toward −z). */
export interface CameraPose {
  readonly eye: Vec3;
  readonly target: Vec3;
}

/** The share of the screen, from the centre to each edge, that kept points may use (labels
 * stand above their points, so the top keeps more room). */
const MARGIN = { x: 0.93, top: 0.84, bottom: 0.94 } as const;
const NEAR = 0.08;
const DISTANCE = { min: 0.35, max: 4.5 } as const;

/** Where `p` falls on the screen of a camera at `pose` (x, y from −1 to 1), or null behind it. */
export function projectPoint(
  pose: CameraPose,
  p: Vec3,
  fovDeg: number,
  aspect: number,
): { x: number; y: number } | null {
  const f = norm(sub(pose.target, pose.eye));
  const r = norm(cross(f, { x: 0, y: 1, z: 0 }));
  const u = cross(r, f);
  const v = sub(p, pose.eye);
  const depth = dot(v, f);
  if (depth < NEAR) return null;
  const t = Math.tan((fovDeg * Math.PI) / 360);
  return { x: dot(v, r) / (depth * t * aspect), y: dot(v, u) / (depth * t) };
}

/** The camera looking at (0, 0, tz) from `distance` away, `elevation` above the horizontal. */
function poseAt(tz: number, distance: number, elevation: number): CameraPose {
  return {
    eye: {
      x: 0,
      y: distance * Math.sin(elevation),
      z: tz + distance * Math.cos(elevation),
    },
    target: { x: 0, y: 0, z: tz },
  };
}

function fits(pose: CameraPose, keep: readonly Vec3[], fovDeg: number, aspect: number): boolean {
  for (const p of keep) {
    const s = projectPoint(pose, p, fovDeg, aspect);
    if (!s || Math.abs(s.x) > MARGIN.x || s.y > MARGIN.top || s.y < -MARGIN.bottom) return false;
  }
  return true;
}

/** The nearest camera (aimed along the table's middle line) that keeps every point on screen. */
export function frameView(framing: Framing, fovDeg: number, aspect: number): CameraPose {
  const zs = framing.keep.map((p) => p.z);
  const lo = Math.min(...zs, 0);
  const hi = Math.max(...zs, 0);
  let best: { d: number; tz: number } = { d: Infinity, tz: 0 };
  const STEPS = 24;
  for (let k = 0; k <= STEPS; k++) {
    const tz = lo + ((hi - lo) * k) / STEPS;
    let near: number = DISTANCE.min;
    let far: number = DISTANCE.max;
    if (!fits(poseAt(tz, far, framing.elevation), framing.keep, fovDeg, aspect)) continue;
    for (let i = 0; i < 28; i++) {
      const mid = (near + far) / 2;
      if (fits(poseAt(tz, mid, framing.elevation), framing.keep, fovDeg, aspect)) far = mid;
      else near = mid;
    }
    if (far < best.d) best = { d: far, tz };
  }
  if (best.d === Infinity) best = { d: DISTANCE.max, tz: (lo + hi) / 2 };
  return poseAt(best.tz, best.d, framing.elevation);
}

const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const dot = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z;
const cross = (a: Vec3, b: Vec3): Vec3 => ({
  x: a.y * b.z - a.z * b.y,
  y: a.z * b.x - a.x * b.z,
  z: a.x * b.y - a.y * b.x,
});
function norm(a: Vec3): Vec3 {
  const l = Math.hypot(a.x, a.y, a.z) || 1;
  return { x: a.x / l, y: a.y / l, z: a.z / l };
}
