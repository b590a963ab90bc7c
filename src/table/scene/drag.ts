// Moving a piece by hand, as named steps that both ways of moving share (CONVENTIONS §8): a drag
// (press a piece, move, let go) and tap-and-tap (tap a piece, then tap where it goes). Either is
// one Carry: the host is asked to grab the piece, it follows a point on the felt (the pointer, or
// the place tapped) while its poses stream to the others, and it is put down on the zone under
// that point, which the host turns into an intent or refuses (the piece then glides back and the
// reason is shown). Which step comes next is the pointer's business (hand.ts).
import { Quaternion, Vector3 } from 'three';
import type { DropZone } from '../../engine/index.ts';
import {
  feltDistance,
  fromShared,
  spotIn,
  toShared,
  zoneUnder,
  type Arrangement,
} from '../core/layout.ts';
import type { TableObject, ZoneDef } from '../core/objects.ts';
import { sameZone } from '../core/placements.ts';
import { DRAG_LIFT, DROP_SPEED } from '../core/physics.ts';
import type { PieceHandle, TableRuntime } from './runtime.ts';

/** Where a carried piece is held, reused by every move (hold() copies it). */
const HELD = new Vector3();

/** A thrown object is never faster than this (m/s). */
const MAX_THROW = 1.2;
/** Carried pieces stay this far inside the felt's edge (m). */
export const EDGE_MARGIN = 0.025;
/** A held piece that does not move is re-sent this often (ms), so the host, which puts down
 * pieces nobody moved for 10 s (a holder who vanished), never takes it from a still hand. */
export const HOLD_KEEPALIVE_MS = 2500;
/** The throw is read from the last this many ms of the trail. */
const TRAIL_MS = 90;

/** A point on the felt plane (m). */
export interface FeltPoint {
  readonly x: number;
  readonly z: number;
}

/** Where the carried piece was, and when (for its throw). */
export interface TrailPoint extends FeltPoint {
  readonly at: number;
}

/** The point pulled toward the table's centre until it lies EDGE_MARGIN inside the felt (the
 * felt is round every way from its centre, so the nearest such point on that line is found by
 * halving). */
export function keepOnFelt(p: FeltPoint, arrangement?: Arrangement): FeltPoint {
  const inside = (t: number) =>
    feltDistance({ x: p.x * t, z: p.z * t }, arrangement) <= -EDGE_MARGIN;
  if (inside(1)) return { x: p.x, z: p.z };
  let [lo, hi] = [0, 1];
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (inside(mid)) lo = mid;
    else hi = mid;
  }
  return { x: p.x * lo, z: p.z * lo };
}

/** Adds a point to a trail and forgets what is older than the throw reads. */
export function pushTrail(trail: TrailPoint[], p: TrailPoint): void {
  trail.push(p);
  while (trail.length > 2 && p.at - trail[0]!.at > TRAIL_MS) trail.shift();
}

/** How fast a piece let go at the end of `trail` flies on (m/s along the felt): half the hand's
 * speed, never more than MAX_THROW; a still hand puts it down. */
export function throwVelocity(trail: readonly TrailPoint[]): FeltPoint {
  const a = trail[0];
  const b = trail[trail.length - 1];
  if (!a || !b || b.at - a.at <= 8) return { x: 0, z: 0 };
  let x = ((b.x - a.x) * 1000) / (b.at - a.at);
  let z = ((b.z - a.z) * 1000) / (b.at - a.at);
  const speed = Math.hypot(x, z);
  if (speed > MAX_THROW) [x, z] = [(x / speed) * MAX_THROW, (z / speed) * MAX_THROW];
  return { x: x * 0.5, z: z * 0.5 };
}

/** The zone a piece put down at `p` lands in and the spot in it (−1…1 each way), or none. */
export function dropSpot(
  zones: readonly ZoneDef[],
  p: FeltPoint,
  arrangement?: Arrangement,
): { zone: DropZone | null; at?: [number, number] } {
  const under = zoneUnder(zones, p, arrangement);
  return under ? { zone: under.zone, at: spotIn(under.area, p) } : { zone: null };
}

/** The zones a piece may be put on now, as the scene says (null: the scene does not say). */
export function targetZones(obj: TableObject, zones: readonly ZoneDef[]): ZoneDef[] | null {
  if (!obj.targets) return null;
  return zones.filter((z) => obj.targets!.some((t) => sameZone(t, z.zone)));
}

/**
 * What a tap on a piece means: put it down where it lies (a click: Gangsta!'s "choose this heist",
 * "mobilise", and any piece whose scene does not name its targets), or pick it up to be placed by
 * a second tap (it lies where it may not be put down again, as The Gang's chips).
 */
export function tapMeaning(
  obj: TableObject,
  zones: readonly ZoneDef[],
  arrangement?: Arrangement,
): 'in-place' | 'select' {
  if (!obj.targets || obj.targets.length === 0) return 'in-place';
  const here = zoneUnder(zones, obj.rest.position, arrangement)?.zone;
  return here && obj.targets.some((t) => sameZone(t, here)) ? 'in-place' : 'select';
}

/** The parts of the live table a carry moves and speaks through. */
type CarryTable = Pick<
  TableRuntime,
  'link' | 'pieces' | 'scene' | 'seats' | 'localSeat' | 'arrangement' | 'invalidate' | 'holds'
>;

/**
 * One piece in this player's hand, from the grab to the drop. Made by pickUp; moved with to();
 * put down with putDown() (or cancel(): back where it was). Whatever order the host's answers
 * come in, it is put down exactly once, and only once the grab is granted.
 */
export class Carry {
  /** The host granted the grab. */
  granted = false;
  /** Put down (or cancelled): nothing more moves it. */
  released = false;
  /** The piece's spot on the felt now. */
  point: FeltPoint;
  readonly trail: TrailPoint[] = [];
  /** When its pose was last sent (ms). */
  lastPoseAt = 0;
  /** The drop was sent again after the host had put the piece down meanwhile. */
  private again = false;
  /** What the drop sends once granted (null: nothing yet). */
  private pending: { zone: DropZone | null; at?: [number, number]; quiet?: boolean } | null = null;
  private readonly quat: Quaternion;
  private readonly yaw: number;

  private constructor(
    private readonly table: CarryTable,
    readonly id: string,
    /** From the hand's spot on the felt to the piece's centre, so it does not jump. */
    private readonly offset: FeltPoint,
    /** What the drop carries along (cards from the hand rail). */
    readonly items: readonly string[] | null,
  ) {
    const piece = table.pieces.get(id);
    this.quat = piece ? piece.motion.quat.clone() : new Quaternion();
    this.yaw = piece?.obj.rest.yaw ?? 0;
    this.point = piece ? { x: piece.motion.pos.x, z: piece.motion.pos.z } : { x: 0, z: 0 };
  }

  /**
   * Picks up `id` with the hand at `hand` on the felt (on the piece: it keeps its place under
   * the hand) and asks the host for it; `refused` hears why not, and the piece falls back. A
   * piece not on the table (the hand rail's) is carried invisibly.
   */
  static pickUp(
    table: CarryTable,
    id: string,
    hand: FeltPoint,
    now: number,
    items: readonly string[] | null = null,
    refused: (reason: string) => void = (r) => table.link.refused(r),
  ): Carry {
    const piece = table.pieces.get(id);
    const offset = piece
      ? { x: piece.motion.pos.x - hand.x, z: piece.motion.pos.z - hand.z }
      : { x: 0, z: 0 };
    const carry = new Carry(table, id, offset, items);
    piece?.motion.grab();
    carry.to(hand, now);
    void table.link.grab(id).then((r) => {
      if (!r.ok) {
        refused(r.reason);
        if (!carry.released) carry.letGo({ x: 0, z: 0 });
        return;
      }
      carry.granted = true;
      if (carry.pending) carry.send();
      else if (!carry.released) carry.stream(performance.now());
    });
    return carry;
  }

  /** The hand is at `hand` on the felt: the piece follows, kept on the felt. */
  to(hand: FeltPoint, now: number): void {
    this.place({ x: hand.x + this.offset.x, z: hand.z + this.offset.z }, now);
  }

  /** The piece's centre goes to `p` on the felt (a tap that says where it goes). */
  place(at: FeltPoint, now: number): void {
    if (this.released) return;
    const p = keepOnFelt(at, this.table.arrangement);
    this.point = p;
    pushTrail(this.trail, { ...p, at: now });
    this.table.pieces.get(this.id)?.motion.hold(HELD.set(p.x, DRAG_LIFT, p.z), this.quat);
    if (this.granted) this.stream(now);
    this.table.invalidate();
  }

  /** Sends the pose again if it has not moved for a while (the host's idle limit). */
  keepalive(now: number): void {
    // Against the deadline as one sum (now − last ≥ limit can miss by a rounding at the limit).
    if (this.granted && !this.released && now >= this.lastPoseAt + HOLD_KEEPALIVE_MS) {
      this.stream(now);
    }
  }

  /** Lets go where it is, thrown on with `velocity` (m/s), onto the zone under it. */
  putDown(velocity: FeltPoint = { x: 0, z: 0 }): void {
    if (this.released) return;
    this.letGo(velocity);
    this.pending = dropSpot(this.table.scene?.zones ?? [], this.point, this.table.arrangement);
    if (this.granted) this.send();
  }

  /** Back where it was: put down on no zone (the host sends it home, or nothing was granted). */
  cancel(): void {
    if (this.released) return;
    this.letGo({ x: 0, z: 0 });
    this.pending = { zone: null, quiet: true };
    if (this.granted) this.send();
  }

  private letGo(v: FeltPoint): void {
    this.released = true;
    this.table.pieces
      .get(this.id)
      ?.motion.release(new Vector3(v.x, -DROP_SPEED, v.z), performance.now());
    this.table.invalidate();
  }

  private stream(now: number): void {
    this.lastPoseAt = now;
    const t = this.table;
    const shared = toShared(this.point, this.yaw, t.seats, t.localSeat, t.arrangement);
    t.link.pose(this.id, [shared.x, DRAG_LIFT, shared.z], shared.yaw);
  }

  private send(): void {
    const drop = this.pending!;
    if (drop.quiet) {
      void this.table.link.drop(this.id, null);
      return;
    }
    const extra = {
      ...(drop.at ? { at: drop.at } : {}),
      ...(this.items ? { items: this.items } : {}),
    };
    const link = this.table.link;
    void link.drop(this.id, drop.zone, extra).then(async (r) => {
      // The host put the piece down before the drop came (this page stalled past its idle limit,
      // or its connection was renewed): nobody else has it, so it is picked up again and put
      // where the player let go, once.
      if (!r.ok && r.reason === 'not-holding' && !this.again && !this.table.holds[this.id]) {
        this.again = true;
        const regrab = await link.grab(this.id);
        if (regrab.ok) return this.send();
        r = regrab;
      }
      // Putting a piece back where it was is not worth a message.
      if (!r.ok && r.reason !== 'no-change') link.refused(r.reason);
    });
  }
}

/**
 * Pieces other players carry follow the relayed poses (drawn a little in the past, interpolated:
 * pose-buffer.ts); let go, they fall and settle. Called once per frame; true while frames must
 * go on.
 */
export function followOthers(
  table: Pick<
    TableRuntime,
    'holds' | 'seat' | 'pieces' | 'poses' | 'seats' | 'localSeat' | 'arrangement'
  >,
  now: number,
): boolean {
  let moving = false;
  const pos = FOLLOW.pos;
  const quat = FOLLOW.quat;
  for (const id in table.holds) {
    if (table.holds[id] === table.seat) continue;
    const piece = table.pieces.get(id);
    if (!piece) continue;
    if (piece.motion.mode !== 'remote') {
      piece.motion.follow();
      moving = true;
    }
    // Frames go on until the newest relayed pose is reached; then a still hand draws nothing.
    if (table.poses.catchingUp(id, now)) moving = true;
    const s = table.poses.sample(id, now);
    if (!s) continue;
    const p = { x: s.p[0], z: s.p[2] };
    const local = fromShared(p, s.r, table.seats, table.localSeat, table.arrangement);
    pos.set(local.x, s.p[1], local.z);
    // Its own tilt (face up or down) at rest, turned to the relayed heading.
    quat.setFromAxisAngle(Y_AXIS, local.yaw - piece.obj.rest.yaw);
    const q = piece.obj.rest.quaternion;
    quat.multiply(FOLLOW.rest.set(q.x, q.y, q.z, q.w));
    if (pos.equals(piece.motion.pos) && quat.equals(piece.motion.quat)) continue;
    piece.motion.hold(pos, quat);
    moving = true;
  }
  // Map's own forEach, with its state in LET_GO: `for…of` made an iterator and an entry array
  // per piece in every frame.
  LET_GO.table = table;
  LET_GO.now = now;
  LET_GO.moving = moving;
  table.pieces.forEach(letGoIfFreed, LET_GO);
  LET_GO.table = null;
  return LET_GO.moving;
}

/** A piece another player carried and no longer holds falls from where it was. */
function letGoIfFreed(this: typeof LET_GO, piece: PieceHandle, id: string): void {
  const table = this.table!;
  if (piece.motion.mode === 'remote' && table.holds[id] === undefined) {
    piece.motion.release(new Vector3(0, -DROP_SPEED, 0), this.now);
    table.poses.clear(id);
    this.moving = true;
  }
}

const Y_AXIS = new Vector3(0, 1, 0);
/** followOthers' scratch, reused every frame (no allocation per frame). */
const FOLLOW = { pos: new Vector3(), quat: new Quaternion(), rest: new Quaternion() };
const LET_GO: {
  table: Pick<TableRuntime, 'holds' | 'poses'> | null;
  now: number;
  moving: boolean;
} = { table: null, now: 0, moving: false };
