// Procedural, tileable surfaces: the felt (a soft mottle and a fine fibre grain) and the rail's
// wood (grain running along the rail). Seeded, so the same pixels come out every run; both wrap
// seamlessly in u and v, so the app repeats them over the table.
import { rgb, seeded, tileNoise, type Ctx } from './paint.ts';

/** Felt: the table's green, a gentle mottle and a fine grain; tileable, size × size pixels. */
export function drawFelt(c: Ctx, size: number, base = '#1d6a4c'): void {
  const rnd = seeded(0x6a4c);
  const broad = tileNoise(4, 4, rnd);
  const mid = tileNoise(16, 16, rnd);
  const fine = tileNoise(64, 64, rnd);
  const fibres = tileNoise(128, 8, rnd);
  const [r, g, b] = rgb(base);
  const image = c.createImageData(size, size);
  const d = image.data;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const v = y / size;
      const n =
        (broad(u, v) - 0.5) * 0.05 +
        (mid(u, v) - 0.5) * 0.05 +
        (fine(u, v) - 0.5) * 0.06 +
        (fibres(u, v) - 0.5) * 0.03 +
        (rnd() - 0.5) * 0.05;
      const k = 1 + n;
      const i = (y * size + x) * 4;
      d[i] = r * k;
      d[i + 1] = g * k;
      d[i + 2] = b * k;
      d[i + 3] = 255;
    }
  }
  c.putImageData(image, 0, 0);
}

/**
 * Wood: polished walnut with a fine straight grain running along u (around the rail), long
 * darker streaks, a gentle figure and pores; tileable, w × h pixels.
 */
export function drawWood(c: Ctx, w: number, h: number): void {
  const rnd = seeded(0x7a44);
  const figure = tileNoise(3, 2, rnd);
  const streaks = tileNoise(5, 90, rnd);
  const fine = tileNoise(24, 256, rnd);
  const pores = tileNoise(384, 96, rnd);
  const light = rgb('#8c4f2c');
  const mid = rgb('#5e2f17');
  const dark = rgb('#2e1309');
  const image = c.createImageData(w, h);
  const d = image.data;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const u = x / w;
      const v = y / h;
      // Growth bands: v bent gently by the figure, four bands per tile.
      const bent = v + (figure(u, v) - 0.5) * 0.22;
      const band = 0.5 + 0.5 * Math.sin(bent * 4 * Math.PI * 2);
      let t =
        0.52 +
        (streaks(u, bent) - 0.5) * 0.7 +
        (fine(u, bent) - 0.5) * 0.35 +
        (band - 0.5) * 0.22 +
        (pores(u, v) - 0.5) * 0.16;
      t = Math.min(1, Math.max(0, t));
      // Light → mid → dark.
      const i = (y * w + x) * 4;
      for (let k = 0; k < 3; k++) {
        d[i + k] =
          t < 0.5
            ? light[k]! + (mid[k]! - light[k]!) * (t / 0.5)
            : mid[k]! + (dark[k]! - mid[k]!) * ((t - 0.5) / 0.5);
      }
      d[i + 3] = 255;
    }
  }
  c.putImageData(image, 0, 0);
}
