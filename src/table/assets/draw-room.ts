// The room around the table: dark oak floorboards, a rug under the table, and walls papered in a
// deep green stripe above a wooden wainscot. Seeded and tileable like the table's surfaces; drawn
// small (the room is seen dimly, past the lamp's pool of light).
import { rgb, seeded, tileNoise, type Ctx } from './paint.ts';

/** Floorboards running along u, four boards per tile, with grain and dark seams. */
export function drawFloor(c: Ctx, size: number): void {
  const rnd = seeded(0xf100);
  const grain = tileNoise(3, 64, rnd);
  const board = tileNoise(4, 4, rnd);
  const [r, g, b] = rgb('#4a3020');
  const image = c.createImageData(size, size);
  const d = image.data;
  const boards = 4;
  for (let y = 0; y < size; y++) {
    const v = y / size;
    const row = Math.floor(v * boards);
    const inRow = v * boards - row;
    const seam = inRow < 0.025 || inRow > 0.975 ? 0.45 : 1;
    // Each board its own shade; ends staggered row by row.
    const shade = 0.8 + board(row / boards, 0.5) * 0.4;
    for (let x = 0; x < size; x++) {
      const u = x / size;
      const end = (u + row * 0.37) % 1 < 0.006 ? 0.5 : 1;
      const k = shade * seam * end * (0.85 + grain(u, v) * 0.3);
      const i = (y * size + x) * 4;
      d[i] = r * k;
      d[i + 1] = g * k;
      d[i + 2] = b * k;
      d[i + 3] = 255;
    }
  }
  c.putImageData(image, 0, 0);
}

/** A round rug: deep burgundy, a gold border and a soft inner ring (not tiled). */
export function drawRug(c: Ctx, size: number): void {
  const m = size / 2;
  c.clearRect(0, 0, size, size);
  const ring = (radius: number, fill: string) => {
    c.beginPath();
    c.arc(m, m, radius, 0, Math.PI * 2);
    c.fillStyle = fill;
    c.fill();
  };
  ring(m, '#2a0a10');
  ring(m * 0.96, '#9c7a2e');
  ring(m * 0.93, '#4a111c');
  ring(m * 0.8, '#5a1522');
  ring(m * 0.78, '#4a111c');
  const glow = c.createRadialGradient(m, m, 0, m, m, m * 0.78);
  glow.addColorStop(0, 'rgba(255, 220, 170, 0.10)');
  glow.addColorStop(1, 'rgba(0, 0, 0, 0)');
  c.fillStyle = glow;
  c.fillRect(0, 0, size, size);
}

/** A wall tile: a green stripe paper above, a dark wooden wainscot below (v = 1 at the floor),
 * and a wall light's warm pool at its middle (the room is drawn unlit: its light is painted). */
export function drawWall(c: Ctx, w: number, h: number): void {
  const rnd = seeded(0x3a11);
  const mottle = tileNoise(8, 8, rnd);
  const paper = rgb('#1f3a2e');
  const stripe = rgb('#27483a');
  const wood = rgb('#2b1a10');
  const image = c.createImageData(w, h);
  const d = image.data;
  for (let y = 0; y < h; y++) {
    const v = y / h;
    for (let x = 0; x < w; x++) {
      const u = x / w;
      const n = 0.9 + mottle(u, v) * 0.2;
      let col: readonly number[];
      if (v > 0.78) col = wood.map((ch) => ch * (v < 0.8 ? 1.6 : 1));
      else col = (u * 8) % 1 < 0.5 ? stripe : paper;
      // The pool: brightest just under the lamp (u 0.5, v 0.35), warm, fading out.
      const r2 = ((u - 0.5) / 0.32) ** 2 + ((v - 0.35) / 0.45) ** 2;
      const glow = Math.max(0, 1 - r2) ** 2;
      const k = n * (0.55 + 1.6 * glow);
      const i = (y * w + x) * 4;
      d[i] = Math.min(255, col[0]! * k + 70 * glow);
      d[i + 1] = Math.min(255, col[1]! * k + 38 * glow);
      d[i + 2] = Math.min(255, col[2]! * k + 8 * glow);
      d[i + 3] = 255;
    }
  }
  c.putImageData(image, 0, 0);
}
