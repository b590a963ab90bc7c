// The parts of the table's canvas that a screen's panels cover, inside the `data-hud` screen
// around the canvas: the HUD's reserves (`data-hud-reserve`, boxes of fixed size in its corners),
// which the seat's view keeps the cards out of (framing.ts), so a panel growing never moves the
// camera; and the panels as they are now (`data-hud-stack`), which the seats' names step out of
// (Labels.tsx).
import type { ScreenBox } from './framing.ts';

/** A box on the canvas in CSS px from its top left corner. */
export interface PxBox {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The covered parts of the canvas: in CSS px (for labels) and in screen units (for the
 * camera). */
export interface Covered {
  readonly px: readonly PxBox[];
  readonly screen: readonly ScreenBox[];
  /** Its identity to the pixel: measuring again without a change moves nothing. */
  readonly key: string;
}

export const UNCOVERED: Covered = { px: [], screen: [], key: '' };

/** What the screen's panels cover: what the camera keeps clear (the reserves), and what the
 * labels step out of (the reserves and the panels as they are). */
export interface Coverage {
  readonly camera: Covered;
  readonly labels: Covered;
  /** The canvas' shape: taller than wide (a phone held upright) or not. */
  readonly shape: 'wide' | 'tall';
  /** A wide canvas more than twice as wide as tall (a phone held sideways): canvasShort. */
  readonly short: boolean;
  readonly key: string;
}

export const NOT_COVERED: Coverage = {
  camera: UNCOVERED,
  labels: UNCOVERED,
  shape: 'wide',
  short: false,
  key: '|',
};

/** A canvas this much taller than wide (or more) shows the table tall. */
export function canvasShape(width: number, height: number): 'wide' | 'tall' {
  return width < height * 0.9 ? 'tall' : 'wide';
}

/** A canvas at least this many times as wide as tall is short: a game may lay its table out for
 * a phone held sideways (844 × 344 px under the status bar: 2.45), where a desktop's window
 * (1280 × 752: 1.7) keeps the wide table. */
export const SHORT_ASPECT = 2.1;

/** Whether a canvas is short: wide, and too low for a table laid out for a desktop's window. */
export function canvasShort(width: number, height: number): boolean {
  return height > 0 && width >= height * SHORT_ASPECT;
}

/** The parts of `canvas` that `slots` cover (boxes in page px, as getBoundingClientRect gives
 * them): each slot clipped to the canvas; slots not over it (a small screen's column) drop out. */
export function coveredParts(canvas: PxBox, slots: readonly PxBox[]): Covered {
  const width = canvas.right - canvas.left;
  const height = canvas.bottom - canvas.top;
  if (width <= 0 || height <= 0) return UNCOVERED;
  const px: PxBox[] = [];
  for (const s of slots) {
    const box = {
      left: Math.round(Math.max(s.left, canvas.left) - canvas.left),
      top: Math.round(Math.max(s.top, canvas.top) - canvas.top),
      right: Math.round(Math.min(s.right, canvas.right) - canvas.left),
      bottom: Math.round(Math.min(s.bottom, canvas.bottom) - canvas.top),
    };
    if (box.right - box.left >= 1 && box.bottom - box.top >= 1) px.push(box);
  }
  const screen = px.map((b) => ({
    left: (b.left / width) * 2 - 1,
    right: (b.right / width) * 2 - 1,
    top: 1 - (b.top / height) * 2,
    bottom: 1 - (b.bottom / height) * 2,
  }));
  const key = px.map((b) => `${b.left},${b.top},${b.right},${b.bottom}`).join(';');
  return { px, screen, key };
}

/** Where a label centred at (x, y) on the canvas goes to stay out of the covered boxes: moved
 * sideways toward the canvas' middle, past the box's inner edge, `halfWidth` clear of it. */
export function outOfCovered(
  x: number,
  y: number,
  covered: readonly PxBox[],
  width: number,
  halfWidth: number,
): number {
  for (const b of covered) {
    if (y < b.top || y > b.bottom || x < b.left - halfWidth || x > b.right + halfWidth) continue;
    // Which side of the box faces the middle of the canvas.
    x = b.left + b.right < width ? b.right + halfWidth : b.left - halfWidth;
  }
  return x;
}

/** The reserves and the panels over a canvas (in the `data-hud` screen around it), to watch for
 * a change of size. */
export function coveringElements(canvas: Element): Element[] {
  const screen = canvas.closest('[data-hud]');
  return screen ? [...screen.querySelectorAll('[data-hud-reserve], [data-hud-stack]')] : [];
}

/** Measures what the screen's panels cover on a canvas now. */
export function measureCoverage(canvas: Element): Coverage {
  const at = canvas.getBoundingClientRect();
  const shape = canvasShape(at.width, at.height);
  const short = canvasShort(at.width, at.height);
  const screen = canvas.closest('[data-hud]');
  if (!screen) return { ...NOT_COVERED, shape, short, key: `|${shape}${short ? '-short' : ''}` };
  const boxes = (selector: string) =>
    [...screen.querySelectorAll(selector)].map((el) => el.getBoundingClientRect());
  const reserves = boxes('[data-hud-reserve]');
  const camera = coveredParts(at, reserves);
  const labels = coveredParts(at, [...reserves, ...boxes('[data-hud-stack]')]);
  const key = `${camera.key}|${labels.key}|${shape}${short ? '-short' : ''}`;
  return { camera, labels, shape, short, key };
}
