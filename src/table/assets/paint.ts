// Shared drawing kit for the table's textures: the palette, system font stacks, suit and star
// shapes, rounded rectangles, text wrapping and seeded noise. Plain Canvas 2D, no three and no
// network: every texture is drawn from code, the same on every run.

/** A 2D context of a DOM canvas or an OffscreenCanvas. */
export type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** The app's palette (src/ui/theme.css) plus the card inks. */
export const PALETTE = {
  felt: '#1d6a4c',
  feltDeep: '#0b3a2b',
  feltDarkest: '#041a13',
  gold: '#d8b25e',
  goldLight: '#f2d48c',
  goldDeep: '#9c7a2e',
  burgundy: '#6d1a2a',
  burgundyDeep: '#3e0b16',
  cream: '#f4efe2',
  paper: '#fcfaf4',
  red: '#c4141f',
  black: '#17171a',
  steel: '#8d949b',
} as const;

/** System serif faces only (no web fonts): Georgia where present, Liberation/DejaVu on Linux. */
export const SERIF =
  "Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Book Antiqua', 'Liberation Serif', " +
  "'Times New Roman', 'DejaVu Serif', serif";

/** System sans-serif faces only. */
export const SANS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', " +
  "'Liberation Sans', Arial, 'DejaVu Sans', sans-serif";

/** A font string; sizes are in the current transform's units (millimetres on cards). */
export function font(size: number, family: string, weight: number | 'normal' = 'normal'): string {
  return `${weight} ${size}px ${family}`;
}

/** Poker suits by their notation letter. */
export type SuitChar = 'c' | 'd' | 'h' | 's';

/** Whether a suit prints red. */
export const isRed = (suit: SuitChar): boolean => suit === 'd' || suit === 'h';

/** Adds a rounded rectangle to the current path. */
export function roundRect(c: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  c.moveTo(x + r, y);
  c.arcTo(x + w, y, x + w, y + h, r);
  c.arcTo(x + w, y + h, x, y + h, r);
  c.arcTo(x, y + h, x, y, r);
  c.arcTo(x, y, x + w, y, r);
  c.closePath();
}

/** Draws in a local frame: origin (x, y), uniform `scale`, turned by `angle`; restores after. */
export function local(
  c: Ctx,
  x: number,
  y: number,
  scale: number,
  angle: number,
  draw: () => void,
): void {
  c.save();
  c.translate(x, y);
  if (angle) c.rotate(angle);
  c.scale(scale, scale);
  draw();
  c.restore();
}

/**
 * Fills a suit symbol centred on (x, y), `size` tall, in the current fillStyle. The shapes are
 * drawn on a 100-unit box, so they stay crisp at any size and need no font.
 */
export function suit(c: Ctx, s: SuitChar, x: number, y: number, size: number, angle = 0): void {
  local(c, x, y, size / 100, angle, () => {
    c.beginPath();
    if (s === 'h') {
      c.moveTo(0, 46);
      c.bezierCurveTo(-12, 32, -50, 10, -48, -16);
      c.bezierCurveTo(-46, -42, -12, -50, 0, -24);
      c.bezierCurveTo(12, -50, 46, -42, 48, -16);
      c.bezierCurveTo(50, 10, 12, 32, 0, 46);
    } else if (s === 'd') {
      c.moveTo(0, -50);
      c.quadraticCurveTo(16, -20, 38, 0);
      c.quadraticCurveTo(16, 20, 0, 50);
      c.quadraticCurveTo(-16, 20, -38, 0);
      c.quadraticCurveTo(-16, -20, 0, -50);
    } else if (s === 's') {
      c.moveTo(0, -50);
      c.bezierCurveTo(12, -32, 48, -14, 47, 10);
      c.bezierCurveTo(46, 32, 18, 38, 5, 22);
      c.bezierCurveTo(7, 36, 13, 44, 22, 50);
      c.lineTo(-22, 50);
      c.bezierCurveTo(-13, 44, -7, 36, -5, 22);
      c.bezierCurveTo(-18, 38, -46, 32, -47, 10);
      c.bezierCurveTo(-48, -14, -12, -32, 0, -50);
    } else {
      c.arc(0, -24, 21, 0, Math.PI * 2);
      c.moveTo(-2, 8);
      c.arc(-23, 8, 21, 0, Math.PI * 2);
      c.moveTo(44, 8);
      c.arc(23, 8, 21, 0, Math.PI * 2);
      c.moveTo(0, -6);
      c.lineTo(12, 10);
      c.lineTo(-12, 10);
      c.closePath();
      c.moveTo(-3, 12);
      c.bezierCurveTo(-3, 30, -10, 42, -22, 50);
      c.lineTo(22, 50);
      c.bezierCurveTo(10, 42, 3, 30, 3, 12);
      c.closePath();
    }
    c.fill('nonzero');
  });
}

/** Adds a five-pointed star to the current path, `r` the outer radius, one point up. */
export function starPath(c: Ctx, x: number, y: number, r: number, inner = 0.42): void {
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * inner;
    const px = x + rr * Math.cos(a);
    const py = y + rr * Math.sin(a);
    if (i === 0) c.moveTo(px, py);
    else c.lineTo(px, py);
  }
  c.closePath();
}

/** Splits `text` into lines no wider than `width` in the current font. */
export function wrapText(c: Ctx, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && c.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes `text` centred at x, squeezed horizontally if wider than `maxWidth`. */
export function fitText(c: Ctx, text: string, x: number, y: number, maxWidth: number): void {
  const w = c.measureText(text).width;
  if (w <= maxWidth) {
    c.fillText(text, x, y);
    return;
  }
  c.save();
  c.translate(x, y);
  c.scale(maxWidth / w, 1);
  c.fillText(text, 0, 0);
  c.restore();
}

/** A small seeded generator (mulberry32): procedural textures come out the same every time. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Tileable value noise: a `cells` × `cells` lattice of random values that wraps at the edges,
 * sampled with smooth interpolation at (u, v) in 0..1.
 */
export function tileNoise(cellsX: number, cellsY: number, rnd: () => number) {
  const lattice = Float32Array.from({ length: cellsX * cellsY }, () => rnd());
  const at = (i: number, j: number) =>
    lattice[(((j % cellsY) + cellsY) % cellsY) * cellsX + (((i % cellsX) + cellsX) % cellsX)]!;
  return (u: number, v: number): number => {
    const x = u * cellsX;
    const y = v * cellsY;
    const i = Math.floor(x);
    const j = Math.floor(y);
    const fx = x - i;
    const fy = y - j;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const a = at(i, j) + (at(i + 1, j) - at(i, j)) * sx;
    const b = at(i, j + 1) + (at(i + 1, j + 1) - at(i, j + 1)) * sx;
    return a + (b - a) * sy;
  };
}

/** '#rrggbb' → [r, g, b]. */
export function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes two '#rrggbb' colours (t = 0 → a, 1 → b) into a CSS colour. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  const c = x.map((v, i) => Math.round(v + (y[i]! - v) * t));
  return `rgb(${c[0]}, ${c[1]}, ${c[2]})`;
}
