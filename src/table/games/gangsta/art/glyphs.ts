// Gangsta!'s six skill symbols, as SVG path data on a 100-unit box (centre 50, 50; the symbol
// keeps inside a circle of radius 36), and the colours they are printed in. One source for the
// card faces (Canvas 2D, `new Path2D(d)`) and the screen's icons (SVG), so both show the same
// thing. Colour AND shape tell the skills apart: a crown, an eye, crossed swords, a dumbbell,
// a microchip, a steering wheel, readable by colour-blind players too. Plain data,
// no imports: the home screen's bundle may read it.
import type { Skill } from '../../../../engine/games/gangsta/cards.ts';

/** A skill's colours: the disc and the symbol on it. */
export interface SkillInk {
  readonly fill: string;
  readonly ink: string;
}

/** Yellow, green, grey, red, blue, purple (the card set's colours), each with a legible ink. */
export const SKILL_INKS: Record<Skill, SkillInk> = {
  leader: { fill: '#ecc232', ink: '#2a2003' },
  informant: { fill: '#2f9a5c', ink: '#ffffff' },
  mercenary: { fill: '#9aa2a6', ink: '#15191c' },
  enforcer: { fill: '#d23a2f', ink: '#ffffff' },
  hacker: { fill: '#2f77d6', ink: '#ffffff' },
  driver: { fill: '#8e52c9', ink: '#ffffff' },
};

type Pt = readonly [number, number];

const f = (n: number) => Number(n.toFixed(2));

/** A closed polygon, in the order given (clockwise on screen fills; see circle()). */
function poly(points: readonly Pt[]): string {
  return `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join(' L')} Z`;
}

/** A circle: clockwise on screen fills, counter-clockwise cuts a hole (nonzero rule). */
function circle(cx: number, cy: number, r: number, clockwise = true): string {
  const s = clockwise ? 1 : 0;
  return `M${f(cx + r)} ${f(cy)} A${r} ${r} 0 1 ${s} ${f(cx - r)} ${f(cy)} A${r} ${r} 0 1 ${s} ${f(cx + r)} ${f(cy)} Z`;
}

/** Points turned by `angle` (radians, clockwise on screen), scaled and moved to (cx, cy). */
function place(points: readonly Pt[], angle: number, scale: number, cx = 50, cy = 50): Pt[] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return points.map(([x, y]) => [cx + scale * (x * c - y * s), cy + scale * (x * s + y * c)]);
}

// A sword pointing up, about (0, 0): blade, guard, grip; its pommel is a circle at (0, 38).
const BLADE: Pt[] = [
  [0, -42],
  [5, -34],
  [5, 14],
  [-5, 14],
  [-5, -34],
];
const GUARD: Pt[] = [
  [-15, 13],
  [15, 13],
  [15, 21],
  [-15, 21],
];
const GRIP: Pt[] = [
  [-3.5, 20],
  [3.5, 20],
  [3.5, 34],
  [-3.5, 34],
];

function sword(angle: number): string {
  const scale = 0.82;
  const [pommel] = place([[0, 38]], angle, scale);
  return [BLADE, GUARD, GRIP]
    .map((p) => poly(place(p, angle, scale)))
    .concat(circle(pommel![0], pommel![1], 5.5 * scale))
    .join(' ');
}

function spoke(angle: number): string {
  return poly(
    place(
      [
        [-4.5, 5],
        [4.5, 5],
        [4.5, 29],
        [-4.5, 29],
      ],
      angle,
      1,
    ),
  );
}

const PINS = [37, 50, 63];

/** Each skill's symbol: SVG path data, filled with the nonzero rule. */
export const SKILL_GLYPHS: Record<Skill, string> = {
  // A crown: three peaks with pearls, and its band.
  leader: [
    poly([
      [19, 70],
      [14, 36],
      [33, 50],
      [50, 27],
      [67, 50],
      [86, 36],
      [81, 70],
    ]),
    circle(14, 33, 5),
    circle(50, 24, 5.5),
    circle(86, 33, 5),
    poly([
      [19, 74],
      [81, 74],
      [81, 83],
      [19, 83],
    ]),
  ].join(' '),
  // An eye: the almond, the iris cut out, the pupil.
  informant: [
    'M12 50 Q50 8 88 50 Q50 92 12 50 Z',
    circle(50, 50, 17, false),
    circle(50, 50, 9),
  ].join(' '),
  // Two swords crossed.
  mercenary: `${sword(Math.PI / 4.4)} ${sword(-Math.PI / 4.4)}`,
  // A dumbbell: two weights on a bar (muscle).
  enforcer: [
    'M12 34 Q12 28 18 28 L24 28 Q30 28 30 34 L30 66 Q30 72 24 72 L18 72 Q12 72 12 66 Z',
    'M70 34 Q70 28 76 28 L82 28 Q88 28 88 34 L88 66 Q88 72 82 72 L76 72 Q70 72 70 66 Z',
    poly([
      [29, 38],
      [37, 38],
      [37, 62],
      [29, 62],
    ]),
    poly([
      [63, 38],
      [71, 38],
      [71, 62],
      [63, 62],
    ]),
    poly([
      [36, 45],
      [64, 45],
      [64, 55],
      [36, 55],
    ]),
  ].join(' '),
  // A microchip: a body with its pin-1 mark, three pins a side.
  hacker: [
    poly([
      [29, 29],
      [71, 29],
      [71, 71],
      [29, 71],
    ]),
    circle(38.5, 38.5, 4.5, false),
    ...PINS.flatMap((p) => [
      poly([
        [p - 4, 15],
        [p + 4, 15],
        [p + 4, 30],
        [p - 4, 30],
      ]),
      poly([
        [p - 4, 70],
        [p + 4, 70],
        [p + 4, 85],
        [p - 4, 85],
      ]),
      poly([
        [15, p - 4],
        [30, p - 4],
        [30, p + 4],
        [15, p + 4],
      ]),
      poly([
        [70, p - 4],
        [85, p - 4],
        [85, p + 4],
        [70, p + 4],
      ]),
    ]),
  ].join(' '),
  // A steering wheel: the rim, the hub, three spokes.
  driver: [
    circle(50, 50, 35),
    circle(50, 50, 26, false),
    circle(50, 50, 9),
    spoke(0),
    spoke((2 * Math.PI) / 3),
    spoke((-2 * Math.PI) / 3),
  ].join(' '),
};
