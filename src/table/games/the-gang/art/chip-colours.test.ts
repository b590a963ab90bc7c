// The four chip colours stay far apart as the table shows them: each chip's body colour is lit
// as each quality profile lights the felt's middle (the lamp's pool, plus the studio's gloss on
// 'high'), tone-mapped as the renderer does (ACES filmic, sRGB out), then compared in CIELAB
// (ΔE*76; 2.3 is a just-noticeable difference, over 20 reads as another colour at a glance).
// Colour is never the only signal: the stars and the round's place tell the chips apart too.
import { describe, expect, test } from 'vitest';
import { CHIP_INKS } from './draw-chips.ts';

/** How much light a face-up chip in the lamp's pool receives under each profile, relative to a
 * diffuse white lit at 1 (from Lighting.tsx: the spot's pool, the sky, the studio's panels). */
const EXPOSURE = { low: 0.95, high: 1.25 } as const;

const srgbToLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const linearToSrgb = (c: number) =>
  c <= 0.0031308 ? 12.92 * c : 1.055 * Math.max(0, c) ** (1 / 2.4) - 0.055;

/** Narkowicz's fit of ACES filmic, per channel (three's ACESFilmicToneMapping is close to it). */
const aces = (x: number) => {
  const v = x * 0.6;
  return Math.min(1, Math.max(0, (v * (2.51 * v + 0.03)) / (v * (2.43 * v + 0.59) + 0.14)));
};

function lab(hex: string, exposure: number): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    srgbToLinear(linearToSrgb(aces(srgbToLinear(c / 255) * exposure))),
  ) as [number, number, number];
  const [r, g, b] = rgb;
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const deltaE = (a: [number, number, number], b: [number, number, number]) =>
  Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

const colours = Object.keys(CHIP_INKS) as (keyof typeof CHIP_INKS)[];

describe('chip colours on the table', () => {
  for (const [profile, exposure] of Object.entries(EXPOSURE)) {
    test(`every pair of chip bodies reads as different colours (${profile})`, () => {
      const distances: string[] = [];
      for (const [i, a] of colours.entries()) {
        for (const b of colours.slice(i + 1)) {
          const d = deltaE(lab(CHIP_INKS[a].base, exposure), lab(CHIP_INKS[b].base, exposure));
          distances.push(`${a}/${b} ${d.toFixed(1)}`);
          expect(d, `${a} vs ${b}`).toBeGreaterThan(20);
        }
      }
      expect(distances).toHaveLength(6);
    });

    test(`each chip stands out from the felt (${profile})`, () => {
      for (const c of colours) {
        expect(deltaE(lab(CHIP_INKS[c].base, exposure), lab('#1d6a4c', exposure))).toBeGreaterThan(
          30,
        );
      }
    });
  }
});
