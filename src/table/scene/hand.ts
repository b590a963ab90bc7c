// What the player's pointer does on the table (a mouse, a pen or a finger), in named steps over
// plain inputs that DragController makes from the DOM's pointer events. One path for both ways of
// moving a piece (drag.ts Carry):
//   - drag: press a piece, move, let go: it follows the pointer and lands where it is let go
//     (a mouse picks the piece up as it presses; a finger once it moves, so that a still finger
//     can look closer instead);
//   - tap-and-tap: tap a piece and it is picked up, its legal places shown; tap where it goes and
//     it is put down there (tap it again: where it lay; tap off the table: back). A piece whose
//     legal places include where it lies is put down at once (a click: "choose this heist");
//   - the hand rail's chosen cards (an offer) go where a tap on one of their places puts them.
// A finger held still on the table looks closer there; pressing your own cards raises them.
import type { DropZone } from '../../engine/index.ts';
import { zoneUnder } from '../core/layout.ts';
import { sameZone } from '../core/placements.ts';
import { Carry, tapMeaning, throwVelocity, type FeltPoint } from './drag.ts';
import type { TableRuntime } from './runtime.ts';

/** A press that moves less than this (CSS px) is a tap, not a drag. */
export const TAP_PX = 9;
/** A finger held still this long (ms) looks closer. */
export const LONG_PRESS_MS = 550;

/** One pointer event, as the table reads it. */
export interface PointerInput {
  readonly pointerId: number;
  /** A finger or a pen: no hover, a long press looks closer, a piece lifts once it moves. */
  readonly touch: boolean;
  /** Where on the page (CSS px). */
  readonly x: number;
  readonly y: number;
  /** When (ms, performance.now()). */
  readonly at: number;
  /** The piece a player may move, or their own card, under it (the nearest). */
  readonly piece: string | null;
  /** Where it meets the felt (null: off the table). */
  readonly felt: FeltPoint | null;
}

/** Cards from the hand rail waiting to be put on the table: its hand object and what they are. */
export interface Offer {
  readonly object: string;
  readonly items: readonly string[];
  /** Where they may go (shown on the felt). */
  readonly targets: readonly DropZone[];
}

/** What the hand tells the table around it. */
export interface HandEvents {
  /** Raise (or lower) the player's own cards. */
  raise(raised: boolean): void;
  /** Look closer at a spot (a long press). */
  lookCloser(at: FeltPoint): void;
  /** The zones to show as legal places now (null: none). */
  targets(zones: readonly DropZone[] | null): void;
}

interface Press {
  readonly input: PointerInput;
  moved: boolean;
  /** A long press used it up: its release does nothing. */
  consumed: boolean;
}

type HandTable = TableRuntime;

export class Hand {
  /** The piece in hand, dragged or waiting for its second tap. */
  carry: Carry | null = null;
  /** The carry waits for a tap that says where it goes. */
  selected = false;
  /** The hand rail's chosen cards, placed by a tap. */
  offer: Offer | null = null;
  private press: Press | null = null;
  private dragging = false;

  constructor(
    private readonly table: HandTable,
    private readonly events: HandEvents,
  ) {}

  /** A press on the canvas; true when the table takes it (the camera must not turn). */
  down(p: PointerInput): boolean {
    if (this.press) {
      // A second finger: a pinch or a turn is the camera's, and cancels a still first press.
      if (!this.dragging) this.press.consumed = true;
      return this.dragging;
    }
    this.press = { input: p, moved: false, consumed: false };
    const id = p.piece;
    if (this.selected || !id) return false;
    if (this.ownCard(id)) {
      // Touch has no hover: pressing your own cards raises them while held.
      if (p.touch) this.events.raise(true);
      return false;
    }
    const holder = this.table.holds[id];
    if (holder !== undefined && holder !== this.table.seat) {
      // Somebody else has it in hand: say so, as the host would. This press is spent: were the
      // other to let go while it lasts, its drag must not take the piece from under them.
      this.table.link.refused('held-by-other');
      this.press.consumed = true;
      return false;
    }
    if (!p.touch && p.felt) this.pickUp(id, p.felt, p.at, true);
    return true;
  }

  /** The pointer moved; true when the table takes it. */
  move(p: PointerInput): boolean {
    const press = this.press;
    if (!press || p.pointerId !== press.input.pointerId) return false;
    if (Math.hypot(p.x - press.input.x, p.y - press.input.y) > TAP_PX) press.moved = true;
    if (this.dragging && this.carry) {
      if (p.felt) this.carry.to(p.felt, p.at);
      return true;
    }
    const id = press.input.piece;
    const start = press.input.felt;
    if (press.moved && !press.consumed && !this.selected && id && start && this.movable(id)) {
      this.pickUp(id, start, press.input.at, true);
      if (p.felt) this.carry!.to(p.felt, p.at);
      return true;
    }
    return false;
  }

  /** The pointer let go; true when the table took it. */
  up(p: PointerInput): boolean {
    const press = this.press;
    if (!press || p.pointerId !== press.input.pointerId) return false;
    this.press = null;
    const id = press.input.piece;
    if (id && this.ownCard(id)) {
      if (p.touch) this.events.raise(false);
      return false;
    }
    if (press.consumed) return this.dragging;
    const carry = this.carry;
    if (this.dragging && carry) {
      this.dragging = false;
      if (press.moved) return this.done(() => carry.putDown(throwVelocity(carry.trail)));
      // A click: the piece was picked up as the mouse pressed.
      return this.tapped(carry);
    }
    if (press.moved) return false; // the camera turned
    if (this.selected && carry) {
      if (id === carry.id) return this.done(() => carry.putDown());
      if (!p.felt) return this.done(() => carry.cancel());
      return this.done(() => {
        carry.place(p.felt!, p.at);
        carry.putDown();
      });
    }
    if (id && press.input.felt && this.movable(id)) {
      this.pickUp(id, press.input.felt, p.at, false);
      return this.tapped(this.carry!);
    }
    return this.placeOffer(p);
  }

  /** The system took the pointer (a scroll, a gesture): whatever it carried goes back. */
  cancel(p: PointerInput): void {
    const press = this.press;
    if (!press || p.pointerId !== press.input.pointerId) return;
    this.press = null;
    if (p.touch) this.events.raise(false);
    if (this.dragging && this.carry) {
      this.dragging = false;
      this.done(() => this.carry!.cancel());
    }
  }

  /** Time passes: a finger held still long enough looks closer where it is. */
  tick(now: number): void {
    const press = this.press;
    if (!press || press.moved || press.consumed || this.dragging || !press.input.touch) return;
    if (now - press.input.at < LONG_PRESS_MS || !press.input.felt) return;
    press.consumed = true;
    this.events.raise(false);
    this.events.lookCloser(press.input.felt);
  }

  /** Puts back a piece waiting for its second tap (Escape, or the piece left the table). */
  deselect(): void {
    if (this.selected && this.carry) this.done(() => this.carry!.cancel());
  }

  /** The hand rail's chosen cards (null: none) wait for a tap on one of their places. */
  setOffer(offer: Offer | null): void {
    this.offer = offer;
    if (!this.carry) this.events.targets(offer?.targets ?? null);
  }

  /** Sends the held piece's pose again if it has been still for a while. */
  keepalive(now: number): void {
    this.carry?.keepalive(now);
  }

  private ownCard(id: string): boolean {
    const obj = this.table.pieces.get(id)?.obj;
    return !!obj?.raise && this.table.seat !== null && obj.owner === this.table.seat;
  }

  private movable(id: string): boolean {
    if (this.ownCard(id)) return false;
    const holder = this.table.holds[id];
    return holder === undefined || holder === this.table.seat;
  }

  private pickUp(id: string, at: FeltPoint, now: number, dragging: boolean): void {
    this.carry = Carry.pickUp(this.table, id, at, now);
    this.dragging = dragging;
    this.selected = false;
    this.events.targets(this.table.pieces.get(id)?.obj.targets ?? null);
  }

  /** A tap on a piece now in hand: put it down where it lies, or keep it for a second tap. */
  private tapped(carry: Carry): boolean {
    const obj = this.table.pieces.get(carry.id)?.obj;
    const zones = this.table.scene?.zones ?? [];
    if (!obj || tapMeaning(obj, zones, this.table.arrangement) === 'in-place') {
      return this.done(() => carry.putDown());
    }
    this.selected = true;
    return true;
  }

  /** A tap on one of the offer's places puts the rail's cards there. */
  private placeOffer(p: PointerInput): boolean {
    const offer = this.offer;
    if (!offer || !p.felt) return false;
    const under = zoneUnder(this.table.scene?.zones ?? [], p.felt, this.table.arrangement);
    if (!under || !offer.targets.some((t) => sameZone(t, under.zone))) return false;
    const carry = Carry.pickUp(this.table, offer.object, p.felt, p.at, offer.items);
    carry.place(p.felt, p.at);
    carry.putDown();
    this.offer = null;
    this.events.targets(null);
    return true;
  }

  private done(put: () => void): boolean {
    put();
    this.carry = null;
    this.selected = false;
    this.dragging = false;
    this.events.targets(this.offer?.targets ?? null);
    return true;
  }
}
