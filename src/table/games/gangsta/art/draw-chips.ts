// Gangsta!'s chips, drawn in millimetres on the table's 40 mm chip: money in $1 (cream), $5 (red)
// and $10 (blue) with the value in big figures, and the gold turn marker with a black star that
// sits before whoever's turn it is. Edge bands carry the same colours and stripes.
import { SANS, font, starPath, type Ctx } from '../../../assets/paint.ts';

/** A chip's diameter in millimetres (the face texture spans it edge to edge). */
export const CHIP_MM = 40;
const R = CHIP_MM / 2;

/** The money chips' values, largest first (how a sum is paid out in chips). */
export const CHIP_VALUES = [10, 5, 1] as const;
export type ChipValue = (typeof CHIP_VALUES)[number];

interface ChipInk {
  readonly base: string;
  readonly stripe: string;
  readonly label: string;
  readonly ink: string;
}

export const MONEY_INKS: Record<ChipValue, ChipInk> = {
  1: { base: '#ece5d3', stripe: '#1d6a4c', label: '#fffaf0', ink: '#1b3a2c' },
  5: { base: '#bf2c24', stripe: '#fbefe0', label: '#fff6ea', ink: '#9c1c15' },
  10: { base: '#2a5ca8', stripe: '#f2f5ff', label: '#f4f7ff', ink: '#1d4584' },
};

const MARKER: ChipInk = { base: '#e1b545', stripe: '#1b1714', label: '#f7dd8e', ink: '#1b1714' };

function body(c: Ctx, ink: ChipInk, size: number, draw: () => void): void {
  c.save();
  c.scale(size / CHIP_MM, size / CHIP_MM);
  c.fillStyle = ink.base;
  c.fillRect(0, 0, CHIP_MM, CHIP_MM);
  c.translate(R, R);
  // Eight stripes across the rim.
  c.fillStyle = ink.stripe;
  for (let k = 0; k < 8; k++) {
    const a = ((22.5 + 45 * k) * Math.PI) / 180;
    c.beginPath();
    c.arc(0, 0, R + 1, a - 0.13, a + 0.13);
    c.arc(0, 0, 14.6, a + 0.1, a - 0.1, true);
    c.closePath();
    c.fill();
  }
  c.beginPath();
  c.arc(0, 0, 14, 0, Math.PI * 2);
  c.fillStyle = 'rgba(0, 0, 0, 0.35)';
  c.fill();
  c.beginPath();
  c.arc(0, 0, 13.3, 0, Math.PI * 2);
  c.fillStyle = ink.label;
  c.fill();
  draw();
  c.restore();
}

/** A money chip's face, filling (0, 0)–(size, size). */
export function drawMoneyChip(c: Ctx, value: ChipValue, size: number): void {
  const ink = MONEY_INKS[value];
  body(c, ink, size, () => {
    c.fillStyle = ink.ink;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.font = font(value === 10 ? 13 : 16, SANS, 900);
    c.fillText(`${value}`, 1.2, 1);
    c.font = font(6, SANS, 900);
    c.fillText('$', value === 10 ? -9.6 : -7, -4.5);
  });
}

/** The turn marker's face: a gold chip with a black star. */
export function drawMarker(c: Ctx, size: number): void {
  body(c, MARKER, size, () => {
    c.fillStyle = MARKER.ink;
    c.beginPath();
    starPath(c, 0, 0.6, 11.5, 0.45);
    c.fill();
  });
}

function edge(c: Ctx, ink: ChipInk, w: number, h: number): void {
  c.fillStyle = ink.base;
  c.fillRect(0, 0, w, h);
  c.fillStyle = ink.stripe;
  for (let k = 0; k < 8; k++) {
    const u = ((22.5 + 45 * k) / 360) * w;
    c.fillRect(u - w / 60, 0, w / 30, h);
  }
}

/** A money chip's edge band (u around, v across), w × h pixels. */
export function drawMoneyEdge(c: Ctx, value: ChipValue, w: number, h: number): void {
  edge(c, MONEY_INKS[value], w, h);
}

/** The turn marker's edge band. */
export function drawMarkerEdge(c: Ctx, w: number, h: number): void {
  edge(c, MARKER, w, h);
}

/** A sum in chips, largest first: 17 → one $10, one $5, two $1. */
export function chipsFor(amount: number): Record<ChipValue, number> {
  let left = Math.max(0, Math.floor(amount));
  const out = { 10: 0, 5: 0, 1: 0 } as Record<ChipValue, number>;
  for (const v of CHIP_VALUES) {
    out[v] = Math.floor(left / v);
    left -= out[v] * v;
  }
  return out;
}
