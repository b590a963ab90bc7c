// Where the words over the table go on the canvas (Labels.tsx draws them there): each label over
// its point, pulled inside the canvas' edges and beside the panels, and then moved the least
// distance that takes it off every piece and every label placed before it (issue #21: a label is
// never over the pieces it names; a side seat's name pulled in from the edge of a phone once sat
// on that seat's cards, and Gang of Four's "(you)" on the trick). Pure (boxes in, spots out), so
// the on-screen test places the labels of every scene, from every seat, as the table does.
import { outOfCovered, type PxBox } from './covered.ts';
import type { CanvasSize } from './on-screen.ts';
import type { TableLabel } from './objects.ts';

/** A label to place: its point projected onto the canvas (CSS px), and its words. */
export interface LabelWant {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly text: string;
  readonly tone: TableLabel['tone'];
}

/** How far (CSS px) a label's centre keeps from the canvas' edges: a seat off to the side of
 * the view still shows its name, at the edge nearest to it. */
const EDGE = { x: 70, top: 18, bottom: 18 } as const;
/** On a narrow canvas (a phone held upright) every name may lie near a side: its centre keeps
 * half a long label (a name with its count) from the edge, so none runs off. */
const NARROW = { below: 600, x: 92 } as const;
/** How far a label's centre keeps beside a panel (CSS px): half a long label and a little air. */
const BESIDE_PANEL = 100;
/** Air kept between a label and a piece or another label (CSS px). */
const AIR = 2;
/** How much farther (CSS px) a label goes to stay off a marker too, rather than lie over it. */
const MARKER_DETOUR = 48;

/** A label's box on the canvas (CSS px), from its words: table.css draws them in a 600-weight
 * 0.85rem face (0.95rem for a hand's name) with 0.55rem of padding each side, one line. The
 * width is an upper bound of the UI face's glyphs (0.58 em a character; DejaVu Sans Bold averages 0.55), so a label placed clear
 * of a piece by this box is clear of it on the screen too. */
export function labelSize(text: string, tone: TableLabel['tone']): { w: number; h: number } {
  const font = (tone === 'hand' || tone === 'mistake' ? 0.95 : 0.85) * 16;
  return { w: [...text].length * font * 0.58 + 17.6, h: font * 1.3 + 4.8 };
}

/** Where a label's centre goes before pieces count: over its point, pulled inside the edges and
 * out of the covered parts (the placement the table has always made). */
export function clampedSpot(
  x: number,
  y: number,
  size: CanvasSize,
  covered: readonly PxBox[],
): [number, number] {
  const clamp = (v: number, low: number, high: number, span: number) =>
    Math.min(Math.max(v, Math.min(low, span / 2)), Math.max(span - high, span / 2));
  const cy = clamp(y, EDGE.top, EDGE.bottom, size.height);
  const edgeX = size.width < NARROW.below ? NARROW.x : EDGE.x;
  const cx = clamp(x, edgeX, edgeX, size.width);
  const beside = outOfCovered(cx, cy, covered, size.width, BESIDE_PANEL);
  // A panel as wide as the canvas (a phone's strip) has no side to step out to: the search
  // (placeLabels) takes the label below or above it instead of off the canvas.
  return [beside < 0 || beside > size.width ? cx : beside, cy];
}

/** The box of a label `w` × `h` centred at (x, y). */
export const boxAt = (x: number, y: number, w: number, h: number): PxBox => ({
  left: x - w / 2,
  right: x + w / 2,
  top: y - h / 2,
  bottom: y + h / 2,
});

/** Whether two boxes overlap by more than `air` less than nothing (touching with air is fine). */
export function overlaps(a: PxBox, b: PxBox, air = 0): boolean {
  return (
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > -air &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > -air
  );
}

/** The moves tried, nearest first (CSS px): up to 240 px sideways and 160 px up or down, in
 * steps of 8 px; a move up or down counts a little nearer than one sideways (a name above or
 * below its seat's cards still reads as that seat's). Each with its distance. */
const REACH = { x: 240, y: 160, step: 8 } as const;
const MOVES: readonly (readonly [number, number, number])[] = (() => {
  const out: [number, number, number][] = [];
  for (let dx = -REACH.x; dx <= REACH.x; dx += REACH.step) {
    for (let dy = -REACH.y; dy <= REACH.y; dy += REACH.step) {
      out.push([dx, dy, Math.hypot(dx, dy * 0.8)]);
    }
  }
  return out.sort((a, b) => a[2] - b[2]);
})();

/** How much more a move toward the table's middle costs than one as long away from it: a seat's
 * name that must step off its cards goes to its own side of them (outward), not across the
 * middle's pieces where it would read as another seat's (Gang of Four's "Rita · 11 cards" once
 * crossed the trick). */
const INWARD = 1.5;
/** A label this near the middle (CSS px) has no side of its own. */
const OWN_SIDE_FROM = 40;

/** The unit direction from the table's middle to (x, y) on the canvas; none (0, 0) without a
 * middle or near it. */
function outward(
  x: number,
  y: number,
  middle: { readonly x: number; readonly y: number } | undefined,
): [number, number] {
  if (!middle) return [0, 0];
  const d = Math.hypot(x - middle.x, y - middle.y);
  return d < OWN_SIDE_FROM ? [0, 0] : [(x - middle.x) / d, (y - middle.y) / d];
}

/** A piece's box on the canvas; a minor one (a marker: TableObject.minor) a name may lie over
 * where nothing else is free. */
export type PieceArea = PxBox & { readonly minor?: boolean };

/**
 * Each label's centre on a canvas of `size`: the nearest spot to its clamped one (a move toward
 * `middle`, the table's middle on the canvas, counting INWARD times longer) whose box lies
 * inside the canvas, outside the covered parts, and clear of every piece's box and of the labels
 * placed before it (in the order given); the nearest clear of every piece but the minor ones
 * instead where that is MARKER_DETOUR nearer (or the only one); where none is, the clamped spot.
 */
export function placeLabels(
  wants: readonly LabelWant[],
  pieces: readonly PieceArea[],
  size: CanvasSize,
  covered: readonly PxBox[],
  middle?: { readonly x: number; readonly y: number },
): Map<string, [number, number]> {
  const placed: PxBox[] = [];
  const out = new Map<string, [number, number]>();
  for (const want of wants) {
    const { w, h } = labelSize(want.text, want.tone);
    const [cx, cy] = clampedSpot(want.x, want.y, size, covered);
    // Only the pieces the moves can reach (the search runs every frame the camera moves).
    const near = boxAt(cx, cy, w + 2 * REACH.x + 2 * AIR, h + 2 * REACH.y + 2 * AIR);
    const reachable = pieces.filter((p) => overlaps(p, near));
    // The label's own side: away from the table's middle on the canvas.
    const [ox, oy] = outward(cx, cy, middle);
    const free = (avoid: readonly PxBox[]): [number, number] | null => {
      let best: [number, number] | null = null;
      let bestCost = Infinity;
      // Nearest first: no move farther than the best cost so far can cost less.
      for (const [dx, dy, d] of MOVES) {
        if (d >= bestCost) break;
        const cost = d + INWARD * Math.max(0, -(dx * ox + dy * oy));
        if (cost >= bestCost) continue;
        const b = boxAt(cx + dx, cy + dy, w, h);
        if (b.left < 0 || b.top < 0 || b.right > size.width || b.bottom > size.height) continue;
        if (covered.some((c) => overlaps(b, c))) continue;
        if (avoid.some((p) => overlaps(b, p, AIR))) continue;
        if (placed.some((p) => overlaps(b, p, AIR))) continue;
        [best, bestCost] = [[cx + dx, cy + dy], cost];
      }
      return best;
    };
    // Clear of every piece, unless a spot that covers only a marker lies much nearer (a name
    // sent across the table to find room reads as another seat's).
    const clear = free(reachable);
    const overMarker = free(reachable.filter((p) => !p.minor));
    const far = (s: [number, number] | null) =>
      s ? Math.hypot(s[0] - cx, (s[1] - cy) * 0.8) : Infinity;
    const spot =
      clear && far(clear) <= far(overMarker) + MARKER_DETOUR ? clear : (overMarker ?? [cx, cy]);
    placed.push(boxAt(spot[0], spot[1], w, h));
    out.set(want.id, spot);
  }
  return out;
}
