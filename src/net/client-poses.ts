// The poses of the object this client drags, on their way to the host: at most one every
// POSE_INTERVAL_MS (30 Hz), the latest always sent, rounded to the millimetre.
import { POSE_INTERVAL_MS } from './client-types.ts';
import type { ClientMessage } from './protocol.ts';
import { PROTOCOL_VERSION } from './protocol-shapes.ts';

type PoseMessage = Extract<ClientMessage, { t: 'pose' }>;

const round = (x: number) => Math.round(x * 1000) / 1000;

/** A throttle for one client's drag poses. */
export class PoseSender {
  private sentAt = -Infinity;
  private pending: PoseMessage | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: (m: PoseMessage) => void,
    private readonly now: () => number,
  ) {}

  /** The held object's pose now: sent at once, or when the interval allows. */
  pose(object: string, p: readonly [number, number, number], r: number): void {
    this.pending = {
      v: PROTOCOL_VERSION,
      t: 'pose',
      object,
      p: [round(p[0]), round(p[1]), round(p[2])],
      r: round(r),
    };
    const wait = this.sentAt + POSE_INTERVAL_MS - this.now();
    if (wait <= 0) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), wait);
  }

  /** Sends the pose waiting, if any (a drop goes after the last pose). */
  flush(): void {
    this.stop();
    if (!this.pending) return;
    this.send(this.pending);
    this.pending = null;
    this.sentAt = this.now();
  }

  /** Cancels the pose waiting for its turn. */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
