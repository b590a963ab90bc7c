// The table by keyboard alone (issue #24): the tap-and-tap path of hand.ts, driven by keys.
// With the table focused, the arrow keys walk the pieces this player may move (in the order they
// lie on the screen, left to right); Enter or Space takes the one in focus, as a tap would, and
// the arrows then walk its legal places; Enter puts it there; Escape puts it back. The hand rail's
// chosen cards (an offer) are walked and placed the same way. The focus is told to the screen
// (a ring over it and its name for screen readers) through `show`.
import type { DropZone } from '../../engine/index.ts';
import { t } from '../../i18n/i18n.ts';
import { spotPoint, zoneUnder, type Arrangement } from '../core/layout.ts';
import type { ZoneDef } from '../core/objects.ts';
import { sameZone } from '../core/placements.ts';
import type { FeltPoint } from './drag.ts';
import type { Hand, PointerInput } from './hand.ts';
import type { TableRuntime } from './runtime.ts';

/** One thing the keys may land on: a piece to take, or a place to put what is in hand. */
export interface KeyChoice {
  readonly id: string;
  /** What it is, in words. */
  readonly label: string;
  /** Where it lies on the felt (y: its height). */
  readonly at: { readonly x: number; readonly y: number; readonly z: number };
  /** The piece, when it is one. */
  readonly piece: string | null;
}

/** What the screen shows of the keys' focus: where, what, and whether it is a place. */
export interface KeyFocus extends KeyChoice {
  /** A place for the piece in hand (not a piece to take). */
  readonly place: boolean;
  /** Its position in the walk and the walk's length ("2 of 5"). */
  readonly index: number;
  readonly count: number;
}

/** A pointer id no real pointer has: the keyboard's taps. */
const KEYBOARD = -7;

/** Spots tried across a zone's area for a point that falls in that zone and no earlier one
 * (zones may overlap: a card's slot inside the centre). */
const SPOTS: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, 0.5],
  [0, -0.5],
  [0.5, 0],
  [-0.5, 0],
  [0.5, 0.5],
  [-0.5, -0.5],
];

/** A point inside `def` that the table reads as that zone, or null. */
export function pointIn(
  def: ZoneDef,
  zones: readonly ZoneDef[],
  a: Arrangement | undefined,
): FeltPoint | null {
  for (const spot of SPOTS) {
    const p = spotPoint(def.area, spot);
    const under = zoneUnder(zones, p, a);
    if (under && sameZone(under.zone, def.zone)) return { x: p.x, z: p.z };
  }
  return null;
}

export class TableKeys {
  private focus: KeyChoice | null = null;

  constructor(
    private readonly table: TableRuntime,
    private readonly hand: Hand,
    /** The focus to show (null: none). */
    private readonly show: (focus: KeyFocus | null) => void,
    /** Where a felt point is on the screen (CSS px), to walk in screen order. */
    private readonly screenOf: (p: KeyChoice['at']) => { x: number; y: number },
  ) {}

  /** A key pressed on the focused table; true when the table used it. */
  key(key: string, now: number): boolean {
    switch (key) {
      case 'ArrowRight':
      case 'ArrowDown':
        return this.step(1);
      case 'ArrowLeft':
      case 'ArrowUp':
        return this.step(-1);
      case 'Enter':
      case ' ':
        return this.choose(now);
      case 'Escape':
        if (!this.focus && !this.hand.carry) return false;
        this.hand.deselect();
        this.tell(null, []);
        return true;
      default:
        return false;
    }
  }

  /** The table lost the keyboard: nothing in focus (what is in hand stays for the pointer). */
  blur(): void {
    this.tell(null, []);
  }

  /** What the arrows walk now: the places for what is in hand, else the pieces to take. */
  choices(): KeyChoice[] {
    const places = this.placesNow();
    const list = places ?? this.pieces();
    const screen = new Map(list.map((c) => [c.id, this.screenOf(c.at)]));
    const key = (c: KeyChoice) => screen.get(c.id)!;
    return list.sort((a, b) => key(a).x - key(b).x || key(a).y - key(b).y);
  }

  private step(by: number): boolean {
    const list = this.choices();
    if (list.length === 0) {
      this.tell(null, list);
      return true;
    }
    const at = this.focus ? list.findIndex((c) => c.id === this.focus!.id) : -1;
    const next = at < 0 ? (by > 0 ? 0 : list.length - 1) : (at + by + list.length) % list.length;
    this.tell(list[next]!, list);
    return true;
  }

  private choose(now: number): boolean {
    const list = this.choices();
    const focus = this.focus && list.find((c) => c.id === this.focus!.id);
    if (!focus) return this.step(1);
    const tap: PointerInput = {
      pointerId: KEYBOARD,
      touch: false,
      x: 0,
      y: 0,
      at: now,
      piece: focus.piece,
      felt: { x: focus.at.x, z: focus.at.z },
    };
    this.hand.down(tap);
    this.hand.up(tap);
    // Taken and waiting for its place: walk the places from the first; put down: the pieces.
    const after = this.choices();
    this.tell(this.placesNow() ? (after[0] ?? null) : null, after);
    return true;
  }

  private tell(focus: KeyChoice | null, list: readonly KeyChoice[]): void {
    this.focus = focus;
    if (!focus) {
      this.show(null);
      return;
    }
    const index = list.findIndex((c) => c.id === focus.id);
    this.show({ ...focus, place: focus.piece === null, index, count: list.length });
  }

  /** The pieces this player may take now: movable, nobody else holding them. */
  private pieces(): KeyChoice[] {
    const out: KeyChoice[] = [];
    for (const [id, p] of this.table.pieces) {
      if (!p.obj.draggable) continue;
      const holder = this.table.holds[id];
      if (holder !== undefined && holder !== this.table.seat) continue;
      const at = p.motion.pos;
      out.push({ id, label: p.obj.label, at: { x: at.x, y: at.y, z: at.z }, piece: id });
    }
    return out;
  }

  /** The places for the piece in hand or the rail's cards, or null when nothing waits for one. */
  private placesNow(): KeyChoice[] | null {
    const hand = this.hand;
    let zones: readonly DropZone[] | undefined;
    if (hand.carry && hand.selected) zones = this.table.pieces.get(hand.carry.id)?.obj.targets;
    else if (!hand.carry && hand.offer) zones = hand.offer.targets;
    else return null;
    const defs = this.table.scene?.zones ?? [];
    const out: KeyChoice[] = [];
    for (const zone of zones ?? []) {
      const def = defs.find((d) => sameZone(d.zone, zone));
      const p = def && pointIn(def, defs, this.table.arrangement);
      if (!def || !p) continue;
      out.push({
        id: `place:${JSON.stringify(zone)}`,
        label: this.placeName(def),
        at: { x: p.x, y: 0, z: p.z },
        piece: null,
      });
    }
    return out;
  }

  /** A place in words: its scene's name for it, a seat's name, the piece it is, or the middle. */
  private placeName(def: ZoneDef): string {
    if (def.label) return def.label;
    const zone = def.zone;
    const labels = this.table.scene?.labels ?? [];
    switch (zone.kind) {
      case 'seat':
        return labels.find((l) => l.id === `seat:${zone.seat}`)?.text ?? `seat ${zone.seat + 1}`;
      case 'object':
        return this.table.pieces.get(zone.object)?.obj.label ?? zone.object;
      case 'centre':
        return t('screen.placeMiddle');
      case 'zone':
        return zone.zone;
    }
  }
}
