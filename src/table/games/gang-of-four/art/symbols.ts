// Gang of Four's card art as data, shared by the 3D table's canvas textures (through Path2D) and
// the hand rail's SVG faces, so a card looks the same in the hand and on the felt. Every colour
// has its own symbol, so the three never rely on hue alone: green a leaf, yellow a sun, red a
// flame. Shapes are SVG path data on a 100-unit box centred on (0, 0), filled with the even-odd
// rule (holes: the leaf's vein, the flame's heart, the eyes). No three, no DOM: plain strings.
import type { GofColour } from '../../../../engine/games/gang-of-four/cards.ts';

/** A symbol's name. */
export type GofSymbol = 'leaf' | 'sun' | 'flame' | 'phoenix' | 'dragon';

const f = (n: number) => String(Math.round(n * 10) / 10);

/** A circle as path data (two arcs), `r` around (x, y). */
function circle(x: number, y: number, r: number): string {
  return `M${f(x + r)},${f(y)} A${f(r)},${f(r)} 0 1,1 ${f(x - r)},${f(y)} A${f(r)},${f(r)} 0 1,1 ${f(x + r)},${f(y)} Z`;
}

/** The sun: a disc and eight pointed rays. */
function sunPath(): string {
  const rays = Array.from({ length: 8 }, (_, k) => {
    const a = (k * Math.PI) / 4;
    const p = (ang: number, r: number) => `${f(Math.sin(ang) * r)},${f(-Math.cos(ang) * r)}`;
    return `M${p(a - 0.2, 27)} L${p(a, 49)} L${p(a + 0.2, 27)} Z`;
  }).join(' ');
  return `${circle(0, 0, 24)} ${rays} ${circle(0, 0, 11)}`;
}

/** The shapes, by name (see the file comment). */
export const SYMBOL_PATHS: Readonly<Record<GofSymbol, string>> = {
  // A leaf leaning right, its midrib cut out.
  leaf:
    'M4,-49 C34,-30 38,14 8,40 C2,45 -4,47 -9,49 C-12,44 -14,40 -16,36 C-40,10 -30,-30 4,-49 Z ' +
    'M-10,36 L-7,37 C-2,12 2,-14 3,-38 L0,-38 C-2,-14 -6,12 -10,36 Z',
  sun: sunPath(),
  // A flame with a bright heart.
  flame:
    'M2,-50 C10,-32 34,-16 32,12 C30,36 14,49 0,49 C-16,49 -32,36 -32,14 C-32,-6 -18,-14 -16,-32 ' +
    'C-8,-22 -6,-16 -4,-8 C4,-22 6,-36 2,-50 Z ' +
    'M0,10 C10,20 13,32 0,40 C-13,32 -10,20 0,10 Z',
  // A phoenix rising: spread wings, a crest, a tail of three flames.
  phoenix:
    'M0,-34 C5,-34 8,-30 7,-24 C12,-34 26,-44 48,-48 C40,-36 34,-20 16,-6 C28,-10 38,-12 46,-8 ' +
    'C36,2 22,8 10,8 C13,20 18,32 26,46 C14,40 6,32 0,22 C-6,32 -14,40 -26,46 ' +
    'C-18,32 -13,20 -10,8 C-22,8 -36,2 -46,-8 C-38,-12 -28,-10 -16,-6 C-34,-20 -40,-36 -48,-48 ' +
    'C-26,-44 -12,-34 -7,-24 C-8,-30 -5,-34 0,-34 Z ' +
    'M0,-44 C3,-40 3,-37 0,-35 C-3,-37 -3,-40 0,-44 Z ' +
    circle(0, -27, 2.2),
  // A dragon's head in profile, facing left: horn, snout, open jaw, spiked neck.
  dragon:
    'M28,-22 L46,-48 L38,-20 C30,-28 18,-32 6,-31 C-4,-30 -12,-26 -20,-22 L-44,-18 ' +
    'C-50,-14 -50,-6 -42,-4 L-16,-2 L-38,8 C-44,12 -42,20 -34,20 L-2,18 ' +
    'C2,28 4,38 2,49 L42,49 C42,38 44,28 48,18 L40,16 L48,6 L38,4 L46,-6 L36,-8 L42,-18 Z ' +
    circle(-6, -18, 4),
};

/** Which symbol marks each colour. */
export const COLOUR_SYMBOL: Readonly<Record<GofColour, GofSymbol>> = {
  G: 'leaf',
  Y: 'sun',
  R: 'flame',
};

/** Paint per colour: the panel's fill, the ink of indices on white paper (darker, for contrast),
 * and what is drawn on the panel. */
export const COLOUR_PAINT: Readonly<
  Record<GofColour, { readonly fill: string; readonly ink: string; readonly onFill: string }>
> = {
  G: { fill: '#2f9a5c', ink: '#17693a', onFill: '#ffffff' },
  Y: { fill: '#f1b51c', ink: '#9a6a00', onFill: '#3a2800' },
  R: { fill: '#d2362c', ink: '#b3231b', onFill: '#ffffff' },
};

/** The paper, the dark ink of the multicoloured 1, and the back's colours. */
export const CARD_PAINT = {
  paper: '#fcf9f1',
  ink: '#1d1b18',
  back: '#17284d',
  backDeep: '#0c1631',
  gold: '#e0bd6f',
} as const;

/** Card size in millimetres (the table's cards, 63 × 88). */
export const CARD_MM = { width: 63, height: 88 } as const;

/** Where a face's parts go, in millimetres: the centre panel and the corner index. */
export const FACE_LAYOUT = {
  panel: { x: 15.5, y: 9, w: 32, h: 70, r: 4 },
  /** The corner index: the number's centre x and baseline, its size; the symbol below it. */
  index: { x: 8, baseline: 19, size: 18.5, width: 14, symbolY: 27.5, symbolSize: 10 },
} as const;

/** How a token is drawn: its colour(s), the corner text, the centre's symbol. */
export interface FaceParts {
  /** Colours of the panel, left to right (three for the multicoloured 1). */
  readonly colours: readonly GofColour[];
  /** The big number, or null for a phoenix or the dragon. */
  readonly number: number | null;
  /** The symbol on the panel (phoenix, dragon) and in the corner. */
  readonly symbol: GofSymbol | null;
}

/** The parts of a card token ('5R', '1M', 'PG', 'PY', 'DR'), or null for a token that is none. */
export function faceParts(token: string): FaceParts | null {
  if (token === '1M') return { colours: ['G', 'Y', 'R'], number: 1, symbol: null };
  if (token === 'PG') return { colours: ['G'], number: null, symbol: 'phoenix' };
  if (token === 'PY') return { colours: ['Y'], number: null, symbol: 'phoenix' };
  if (token === 'DR') return { colours: ['R'], number: null, symbol: 'dragon' };
  const m = /^(10|[1-9])([GYR])$/.exec(token);
  if (!m) return null;
  const colour = m[2] as GofColour;
  return { colours: [colour], number: Number(m[1]), symbol: COLOUR_SYMBOL[colour] };
}
