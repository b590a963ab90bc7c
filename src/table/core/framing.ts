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
  /** How steeply the camera looks down at the table, in radians above the horizontal (the
   * least it looks down: see `read`). */
  readonly elevation: number;
  /** Where the cards the player reads most lie flat on the felt (the centre's, their own). The
   * view then looks down more steeply than `elevation`, up to MAX_ELEVATION, where that makes a
   * card lying at each of these points larger on screen (the smallest of them counts). Without
   * it, the view stands as near as it can. */
  readonly read?: readonly Vec3[];
  /** Outlines (convex, on the felt) that panels must not cut into anywhere, not just at their
   * corners: each seat's area (a panel's corner could poke in between the kept points). */
  readonly areas?: readonly (readonly Vec3[])[];
}

/** A camera pose: the eye and the point it looks at (seat at +z, looking toward −z). */
export interface CameraPose {
  readonly eye: Vec3;
  readonly target: Vec3;
}

/** A part of the screen that panels cover (x, y from −1 to 1, y up): kept points stay out of
 * it. */
export interface ScreenBox {
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
  readonly top: number;
}

/** No part of the screen covered. */
const OPEN: readonly ScreenBox[] = [];

/** The share of the screen, from the centre to each edge, that kept points may use (labels
 * stand above their points, so the top keeps more room). */
const MARGIN = { x: 0.97, top: 0.86, bottom: 0.95 } as const;
const NEAR = 0.08;
const DISTANCE = { min: 0.35, max: 4.5 } as const;

/** Where `p` falls on the screen of a camera at `pose` (x, y from −1 to 1), or null behind it. */
export function projectPoint(
  pose: CameraPose,
  p: Vec3,
  fovDeg: number,
  aspect: number,
): { x: number; y: number } | null {
  return projector(pose, fovDeg, aspect)(p);
}

/** A screen point (x, y from −1 to 1, y up), or null behind the camera. */
type Projected = { x: number; y: number } | null;

/**
 * projectPoint for one camera and many points: the camera's axes worked out once (the framing
 * search projects thousands of points per pose; normalising the axes for each point was most of
 * a first draw's framing time). The same arithmetic in the same order, so the same numbers.
 */
export function projector(
  pose: CameraPose,
  fovDeg: number,
  aspect: number,
): (p: Vec3) => Projected {
  const { f, r, u, t } = axesOf(pose, fovDeg);
  return (p) => {
    const v = sub(p, pose.eye);
    const depth = dot(v, f);
    if (depth < NEAR) return null;
    return { x: dot(v, r) / (depth * t * aspect), y: dot(v, u) / (depth * t) };
  };
}

/** A camera's forward, right and up axes, and the tangent of half its vertical field of view. */
function axesOf(pose: CameraPose, fovDeg: number): { f: Vec3; r: Vec3; u: Vec3; t: number } {
  const f = norm(sub(pose.target, pose.eye));
  const r = norm(cross(f, { x: 0, y: 1, z: 0 }));
  const u = cross(r, f);
  return { f, r, u, t: Math.tan((fovDeg * Math.PI) / 360) };
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

function fits(
  pose: CameraPose,
  framing: Pick<Framing, 'keep' | 'areas'>,
  fovDeg: number,
  aspect: number,
  covered: readonly ScreenBox[],
): boolean {
  // projector's arithmetic, in the same order (so the same numbers), without an object per
  // point: the search asks this of thousands of poses, and it was most of the search's time.
  const { f, r, u, t } = axesOf(pose, fovDeg);
  const e = pose.eye;
  for (const p of framing.keep) {
    const vx = p.x - e.x;
    const vy = p.y - e.y;
    const vz = p.z - e.z;
    const depth = vx * f.x + vy * f.y + vz * f.z;
    if (depth < NEAR) return false;
    const x = (vx * r.x + vy * r.y + vz * r.z) / (depth * t * aspect);
    const y = (vx * u.x + vy * u.y + vz * u.z) / (depth * t);
    if (Math.abs(x) > MARGIN.x || y > MARGIN.top || y < -MARGIN.bottom) return false;
    for (const b of covered) {
      if (x > b.left && x < b.right && y > b.bottom && y < b.top) return false;
    }
  }
  if (covered.length === 0) return true;
  const project = projector(pose, fovDeg, aspect);
  for (const area of framing.areas ?? []) {
    const outline = area.map(project);
    if (outline.some((s) => !s)) return false;
    for (const b of covered) if (cuts(b, outline as { x: number; y: number }[])) return false;
  }
  return true;
}

/** Whether a box and a convex outline on the screen overlap: an edge crosses the box, or the
 * outline holds the box's middle. */
function cuts(b: ScreenBox, outline: readonly { x: number; y: number }[]): boolean {
  for (let i = 0; i < outline.length; i++) {
    if (segmentHits(b, outline[i]!, outline[(i + 1) % outline.length]!)) return true;
  }
  const mid = { x: (b.left + b.right) / 2, y: (b.bottom + b.top) / 2 };
  let sign = 0;
  for (let i = 0; i < outline.length; i++) {
    const p = outline[i]!;
    const q = outline[(i + 1) % outline.length]!;
    const side = Math.sign((q.x - p.x) * (mid.y - p.y) - (q.y - p.y) * (mid.x - p.x));
    if (side !== 0 && sign !== 0 && side !== sign) return false;
    if (side !== 0) sign = side;
  }
  return true;
}

/** Whether the segment p–q passes through the box (Liang–Barsky clipping). */
function segmentHits(
  b: ScreenBox,
  p: { x: number; y: number },
  q: { x: number; y: number },
): boolean {
  let [t0, t1] = [0, 1];
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  for (const [d, dist] of [
    [-dx, p.x - b.left],
    [dx, b.right - p.x],
    [-dy, p.y - b.bottom],
    [dy, b.top - p.y],
  ] as const) {
    if (d === 0) {
      if (dist < 0) return false;
      continue;
    }
    const t = dist / d;
    if (d < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  return true;
}

/** How far the kept points sit off the screen's middle, up or down (0: balanced). */
function imbalance(
  pose: CameraPose,
  keep: readonly Vec3[],
  fovDeg: number,
  aspect: number,
): number {
  let [top, bottom] = [-Infinity, Infinity];
  const project = projector(pose, fovDeg, aspect);
  for (const p of keep) {
    const s = project(p);
    if (!s) return Infinity;
    top = Math.max(top, s.y);
    bottom = Math.min(bottom, s.y);
  }
  return Math.abs(top / MARGIN.top + bottom / MARGIN.bottom);
}

/**
 * The nearest camera at the framing's elevation (aimed along the table's middle line) that keeps
 * every point on screen;
 * among aims that stand about as near (a wide table is held by its width), the one that centres
 * the points on the screen, so no band of the screen is left empty.
 */
function frameAt(
  framing: Framing,
  fovDeg: number,
  aspect: number,
  covered: readonly ScreenBox[],
  search: Search,
): { pose: CameraPose; d: number } {
  const zs = framing.keep.map((p) => p.z);
  const lo = Math.min(...zs, 0);
  const hi = Math.max(...zs, 0);
  const STEPS = 32;
  const found: ({ d: number; tz: number } | null)[] = Array.from({ length: STEPS + 1 }, () => null);
  const fitsAt = (tz: number, d: number) =>
    fits(poseAt(tz, d, framing.elevation), framing, fovDeg, aspect, covered);
  // Only aims that stand within 2 % of the nearest count: an aim that does not fit at 1.02 times
  // the nearest distance found so far stands farther than any that will count, so its search is
  // skipped (the middle aims first, which usually stand nearest). Those that count are searched
  // exactly as before, so the pose is the same.
  let bound: number = DISTANCE.max;
  for (const k of middleOut(STEPS)) {
    const tz = lo + ((hi - lo) * k) / STEPS;
    let near: number = DISTANCE.min;
    let far: number = DISTANCE.max;
    if (!fitsAt(tz, far)) continue;
    if (search === 'pruned' && bound * 1.02 < far && !fitsAt(tz, bound * 1.02)) continue;
    for (let i = 0; i < 28; i++) {
      const mid = (near + far) / 2;
      if (fitsAt(tz, mid)) far = mid;
      else near = mid;
    }
    found[k] = { d: far, tz };
    bound = Math.min(bound, far);
  }
  const fitted = found.filter((f) => f !== null);
  if (fitted.length === 0) {
    return { pose: poseAt((lo + hi) / 2, DISTANCE.max, framing.elevation), d: DISTANCE.max };
  }
  const nearest = Math.min(...fitted.map((f) => f.d));
  let best = fitted.find((f) => f.d === nearest)!;
  let bestImbalance = Infinity;
  for (const f of fitted) {
    if (f.d > nearest * 1.02) continue;
    const off = imbalance(poseAt(f.tz, f.d, framing.elevation), framing.keep, fovDeg, aspect);
    if (off < bestImbalance) [best, bestImbalance] = [f, off];
  }
  return { pose: poseAt(best.tz, best.d, framing.elevation), d: best.d };
}

/** How the framing searches its aims: 'pruned' skips an aim that cannot stand within 2 % of the
 * nearest found so far; 'every' searches each in full (framing.test checks they agree). */
export type Search = 'pruned' | 'every';

/** 0…steps, from the middle out (the middle, then one either side, and so on). */
function middleOut(steps: number): number[] {
  const mid = Math.floor(steps / 2);
  const out = [mid];
  for (let i = 1; out.length <= steps; i++) {
    if (mid - i >= 0) out.push(mid - i);
    if (mid + i <= steps) out.push(mid + i);
  }
  return out;
}

/** How much steeper than asked the view may look, to stand nearer (radians), in steps. */
const STEEPER = [0, 0.08, 0.16, 0.24] as const;

/** The steepest a seat's view looks down for legibility (radians above the horizontal): still a
 * seat at a table, not a map of it. */
export const MAX_ELEVATION = 1.25;
const TILT_STEP = 0.025;

/** The on-screen height (−1…1 units of the screen's height) of a card-length span lying flat at
 * `p`, running toward the seat (+z), seen from `pose`. */
function flatSpan(pose: CameraPose, p: Vec3, fovDeg: number, aspect: number): number {
  const HALF = 0.06;
  const project = projector(pose, fovDeg, aspect);
  const far = project({ x: p.x, y: p.y, z: p.z - HALF });
  const near = project({ x: p.x, y: p.y, z: p.z + HALF });
  return far && near ? far.y - near.y : 0;
}

/**
 * The seat's view: the nearest camera that keeps every point on screen and out of the parts
 * `covered` by panels, centred. With points to
 * read, the slant (from the framing's elevation up to MAX_ELEVATION) that shows the smallest of
 * their cards largest; without, a little steeper than asked when that brings it nearer (a screen
 * taller than the table is wide for it).
 */
export function frameView(
  framing: Framing,
  fovDeg: number,
  aspect: number,
  covered: readonly ScreenBox[] = OPEN,
  search: Search = 'pruned',
): CameraPose {
  const read = framing.read;
  if (read && read.length > 0) {
    let best = frameAt(framing, fovDeg, aspect, covered, search).pose;
    const legibility = (pose: CameraPose) =>
      Math.min(...read.map((p) => flatSpan(pose, p, fovDeg, aspect)));
    let bestScore = legibility(best);
    for (let e = framing.elevation + TILT_STEP; e <= MAX_ELEVATION + 1e-9; e += TILT_STEP) {
      const pose = frameAt({ ...framing, elevation: e }, fovDeg, aspect, covered, search).pose;
      const score = legibility(pose);
      if (score > bestScore) [best, bestScore] = [pose, score];
    }
    return best;
  }
  let best = frameAt(framing, fovDeg, aspect, covered, search);
  for (const extra of STEEPER.slice(1)) {
    const steeper = { ...framing, elevation: framing.elevation + extra };
    const next = frameAt(steeper, fovDeg, aspect, covered, search);
    if (next.d < best.d * 0.97) best = next;
  }
  return best.pose;
}

/** How near a closer look stands to what it looks at (m). */
export const CLOSER_DISTANCE = 0.55;

/**
 * A closer look at a point on the felt: the seat's view slid over to aim at it, from
 * `distance` away in the same direction (so the table keeps its heading and slant, just
 * nearer).
 */
export function closerView(home: CameraPose, at: Vec3, distance = CLOSER_DISTANCE): CameraPose {
  const back = norm(sub(home.eye, home.target));
  return {
    eye: { x: at.x + back.x * distance, y: at.y + back.y * distance, z: at.z + back.z * distance },
    target: { x: at.x, y: at.y, z: at.z },
  };
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
