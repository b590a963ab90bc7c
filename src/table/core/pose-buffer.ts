// Smooth remote drags: poses of an object another seat is dragging arrive at up to 30 Hz with
// network jitter; the table draws them a little in the past (INTERPOLATION_DELAY_MS) and
// interpolates between the two samples around that moment, so motion stays smooth when a packet
// is late. Plain mutable data read in useFrame: no React state per frame.

/** A position in metres and a yaw in radians. */
export interface Pose {
  readonly p: readonly [number, number, number];
  readonly r: number;
}

interface Sample extends Pose {
  readonly at: number;
}

/** How far in the past remote drags are drawn: about two pose intervals. */
export const INTERPOLATION_DELAY_MS = 70;
/** Samples kept per object. */
const KEEP = 16;

/** Recent poses per object, oldest first. */
export class PoseBuffer {
  private readonly samples = new Map<string, Sample[]>();

  /** Records a pose that arrived at `at` (ms, the client's clock). */
  push(object: string, pose: Pose, at: number): void {
    let list = this.samples.get(object);
    if (!list) this.samples.set(object, (list = []));
    // Out-of-order arrivals cannot happen on a reliable channel; equal times keep the newest.
    if (list.length > 0 && list[list.length - 1]!.at >= at) list.pop();
    list.push({ p: pose.p, r: pose.r, at });
    if (list.length > KEEP) list.shift();
  }

  /** Forgets an object (it was put down). */
  clear(object: string): void {
    this.samples.delete(object);
  }

  /** Whether poses are buffered for `object`. */
  has(object: string): boolean {
    return this.samples.has(object);
  }

  /** Whether the pose drawn at `now` can still change without a new sample: the newest sample
   * is not yet reached (it is drawn INTERPOLATION_DELAY_MS late), so frames must go on. */
  catchingUp(object: string, now: number): boolean {
    const list = this.samples.get(object);
    return !!list && list.length > 0 && list[list.length - 1]!.at > now - INTERPOLATION_DELAY_MS;
  }

  /** The pose to draw at time `now`, or null if none is known. */
  sample(object: string, now: number): Pose | null {
    const list = this.samples.get(object);
    if (!list || list.length === 0) return null;
    return interpolate(list, now - INTERPOLATION_DELAY_MS);
  }
}

/** The pose at time `t` between the samples around it (clamped at both ends, no guessing). */
export function interpolate(list: readonly Sample[], t: number): Pose {
  const first = list[0]!;
  const last = list[list.length - 1]!;
  if (t <= first.at) return first;
  if (t >= last.at) return last;
  let i = 1;
  while (list[i]!.at < t) i++;
  const a = list[i - 1]!;
  const b = list[i]!;
  const k = (t - a.at) / (b.at - a.at);
  return {
    p: [lerp(a.p[0], b.p[0], k), lerp(a.p[1], b.p[1], k), lerp(a.p[2], b.p[2], k)],
    r: lerpAngle(a.r, b.r, k),
  };
}

function lerp(a: number, b: number, k: number): number {
  return a + (b - a) * k;
}

/** Interpolates angles the short way round. */
export function lerpAngle(a: number, b: number, k: number): number {
  const d = Math.atan2(Math.sin(b - a), Math.cos(b - a));
  return a + d * k;
}
