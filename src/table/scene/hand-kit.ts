// Test helpers for the hand and its carries: a live table without a canvas (a TableRuntime with
// pieces whose motions have no bodies), a link that records what would go to the host and answers
// grabs when told, and pointer inputs. Tests only.
import { Object3D } from 'three';
import type { DropZone } from '../../engine/index.ts';
import type { ActResult, DropExtra } from '../../net/client-types.ts';
import {
  CENTRE_ZONE_AREA,
  fromSeatFrame,
  pose,
  seatAnchor,
  seatZoneArea,
  v3,
  type Pose,
} from '../core/layout.ts';
import type { TableObject, TableScene } from '../core/objects.ts';
import type { FeltPoint } from './drag.ts';
import type { PointerInput } from './hand.ts';
import { PieceMotion } from './motion.ts';
import { TableRuntime, type TableLink } from './runtime.ts';

/** What the table said to the host, in order. */
export type Sent =
  | { readonly grab: string }
  | { readonly pose: string; readonly p: readonly number[] }
  | { readonly drop: string; readonly zone: DropZone | null; readonly extra: DropExtra };

/** A link that records everything and answers each grab when the test says so. */
export class FakeLink implements TableLink {
  readonly sent: Sent[] = [];
  readonly refusals: string[] = [];
  /** Grabs waiting for an answer, oldest first. */
  readonly waiting: ((r: ActResult) => void)[] = [];
  /** Answer grabs at once with this (null: wait for answer()). */
  auto: ActResult | null = { ok: true };
  dropResult: ActResult = { ok: true };
  /** Answers for the next drops, in order, before `dropResult`. */
  readonly dropResults: ActResult[] = [];

  grab(object: string): Promise<ActResult> {
    this.sent.push({ grab: object });
    if (this.auto) return Promise.resolve(this.auto);
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  pose(object: string, p: readonly [number, number, number]): void {
    this.sent.push({ pose: object, p });
  }
  drop(object: string, zone: DropZone | null, extra: DropExtra = {}): Promise<ActResult> {
    this.sent.push({ drop: object, zone, extra });
    return Promise.resolve(this.dropResults.shift() ?? this.dropResult);
  }
  onPose(): () => void {
    return () => {};
  }
  refused(reason: string): void {
    this.refusals.push(reason);
  }
  /** Answers the oldest waiting grab. */
  answer(r: ActResult): void {
    this.waiting.shift()?.(r);
  }
  /** Only the grabs and drops (poses stream many). */
  get moves(): Sent[] {
    return this.sent.filter((s) => !('pose' in s));
  }
}

const TYPES = { dynamic: 0, kinematic: 1, fixed: 2 };

/** A chip as a scene would describe it. */
export function chip(id: string, rest: Pose, more: Partial<TableObject> = {}): TableObject {
  return {
    id,
    model: 'chip',
    front: `test/${id}`,
    back: `test/${id}`,
    rest,
    owner: null,
    enter: 'rest',
    dealDelay: 0,
    delay: 0,
    generation: '0',
    draggable: true,
    label: id,
    ...more,
  };
}

/** Four seats, this player at seat 0: the centre and each seat's area as zones, and the
 * given pieces on a live table. */
export function liveTable(objects: readonly TableObject[]): {
  table: TableRuntime;
  link: FakeLink;
} {
  const link = new FakeLink();
  const table = new TableRuntime(link);
  const scene: TableScene = {
    seats: 4,
    localSeat: 0,
    objects,
    labels: [],
    zones: [
      { zone: { kind: 'centre' }, area: CENTRE_ZONE_AREA },
      ...[0, 1, 2, 3].map((seat) => ({
        zone: { kind: 'seat' as const, seat },
        area: seatZoneArea(seatAnchor(seat, 4, 0)),
      })),
    ],
    dealFrom: pose(v3(0, 0, 0), 0),
  };
  table.scene = scene;
  table.seats = 4;
  table.localSeat = 0;
  table.seat = 0;
  for (const obj of objects) {
    const motion = new PieceMotion(obj.rest, obj.rest, TYPES);
    table.pieces.set(obj.id, { obj, motion, visual: new Object3D() });
  }
  return { table, link };
}

/** A point before seat `seat` (x to their right, z outward from the felt's edge). */
export function before(seat: number, x = 0, z = -0.15): FeltPoint {
  const p = fromSeatFrame(seatAnchor(seat, 4, 0), x, z);
  return { x: p.x, z: p.z };
}

let clock = 1000;

/** A pointer event at page point (x, y) over `felt`, on `piece`, a few ms after the last. */
export function at(
  x: number,
  y: number,
  felt: FeltPoint | null,
  piece: string | null = null,
  more: Partial<PointerInput> = {},
): PointerInput {
  clock += 16;
  return { pointerId: 1, touch: true, x, y, at: clock, piece, felt, ...more };
}

/** The clock the inputs carry now (ms). */
export const now = () => clock;

/** Lets the link's promises settle. */
export const settle = () => new Promise((r) => setTimeout(r, 0));
