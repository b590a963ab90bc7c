// The view as a client follows it (client.ts): the revision it holds, the shapes the host declared
// since its last full view (pack.ts), and what a `view` or `diff` message changes in the snapshot.
// A diff that does not fit (a revision skipped, a delta that does not apply) asks for a resync.
import { applyDelta } from './diff.ts';
import { ShapeTable } from './pack.ts';
import type { Delta, HostMessage, Placement } from './protocol.ts';
import type { ClientSnapshot, RemotePose } from './client-types.ts';

type ViewMessage = Extract<HostMessage, { t: 'view' }>;
type DiffMessage = Extract<HostMessage, { t: 'diff' }>;

/** The change to a snapshot once `object` is no longer held and rests at `placement`. */
export function putDown(
  snap: ClientSnapshot,
  object: string,
  placement: Placement,
): Partial<ClientSnapshot> {
  const { [object]: _gone, ...holds } = snap.holds;
  return { holds, placements: { ...snap.placements, [object]: placement } };
}

/** The object seat `by` holds (one at a time), if any. */
export function heldBy(holds: ClientSnapshot['holds'], by: number): string | undefined {
  return Object.keys(holds).find((o) => holds[o] === by);
}

/** The change to a snapshot a `hold` message makes. */
export function holdPatch(
  snap: ClientSnapshot,
  m: Extract<HostMessage, { t: 'hold' }>,
): Partial<ClientSnapshot> {
  const { [m.object]: _gone, ...others } = snap.holds;
  return { holds: m.by === null ? others : { ...others, [m.object]: m.by } };
}

/** The change to a snapshot a `place` message makes. */
export function placePatch(
  snap: ClientSnapshot,
  m: Extract<HostMessage, { t: 'place' }>,
): Partial<ClientSnapshot> {
  return { placements: { ...snap.placements, [m.object]: { zone: m.zone, at: m.at } } };
}

/** A relayed pose, arrived at `at`: of the object `hold` said seat `by` holds (one at a time);
 * null for a stale pose (the seat holds nothing now). */
export function relayedPose(
  holds: ClientSnapshot['holds'],
  m: Extract<HostMessage, { t: 'pose' }>,
  at: number,
): RemotePose | null {
  const object = heldBy(holds, m.by);
  return object === undefined ? null : { object, by: m.by, p: m.p, r: m.r, at };
}

/** What a diff did: the snapshot's change (none: nothing to tell) and whether to resync. */
export interface DiffOutcome {
  readonly patch: Partial<ClientSnapshot> | null;
  readonly resync: boolean;
}

export class ViewTracker {
  private rev = 0;
  private shapes = new ShapeTable();

  /** A new connection: the host starts again with a full view. */
  reset(): void {
    this.rev = 0;
  }

  /** A resync asked for: no diff fits until the next full view. */
  lose(): void {
    this.rev = -1;
  }

  /** A full view replaces everything: the view, the seat, where things rest. */
  view(m: ViewMessage): Partial<ClientSnapshot> {
    this.rev = m.rev;
    this.shapes = new ShapeTable();
    return { view: m.view.game === null ? null : m.view, seat: m.seat, placements: m.placed ?? {} };
  }

  /** A diff on the view held; what a drop put down (`p`) stands whether or not the delta fits (a
   * resync does not say it). */
  diff(snap: ClientSnapshot, m: DiffMessage): DiffOutcome {
    const put = m.p ? putDown(snap, m.p.object, { zone: m.p.zone, at: m.p.at }) : {};
    if (m.rev === this.rev + 1 && snap.view !== null) {
      try {
        this.shapes.learn(m.k);
        const view = applyDelta(snap.view, this.shapes.unpack(m.d) as Delta);
        this.rev = m.rev;
        return { patch: { ...put, view }, resync: false };
      } catch {
        // falls through: the delta does not fit this view
      }
    }
    return { patch: m.p ? put : null, resync: true };
  }
}
