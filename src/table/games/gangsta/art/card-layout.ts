// Where the skill discs go on a Gangsta! card: as big as the box allows, so a card stays
// readable across the table. Pure millimetre arithmetic, tested without a canvas.

/** A box on the card (mm, y down). */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A disc: centre and radius (mm). */
export interface Disc {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** `n` split into `k` rows as evenly as possible, the fuller rows first. */
function rowsOf(n: number, k: number): number[] {
  const base = Math.floor(n / k);
  const extra = n % k;
  return Array.from({ length: k }, (_, i) => base + (i < extra ? 1 : 0));
}

/** How far apart two rows' centres are, in units of the pitch (2r + gap): rows of unequal
 * length sit staggered (hexagonal packing), rows of equal length one above the other. */
const rowStep = (a: number, b: number) => (a === b ? 1 : Math.sqrt(3) / 2);

/**
 * `n` discs of one size, as large as fits in `box` with `gap` between them (and no larger than
 * `maxR`), in centred rows: the arrangement (one row, two, …) that gives the largest discs.
 */
export function discLayout(n: number, box: Box, gap: number, maxR = Infinity): Disc[] {
  if (!Number.isInteger(n) || n < 1) return [];
  let best: { rows: number[]; r: number } | null = null;
  for (let k = 1; k <= n; k++) {
    const rows = rowsOf(n, k);
    const widest = Math.max(...rows);
    const steps = rows.slice(1).reduce((t, len, i) => t + rowStep(rows[i]!, len), 0);
    const byWidth = (box.w - (widest - 1) * gap) / (2 * widest);
    const byHeight = (box.h - gap * steps) / (2 + 2 * steps);
    const r = Math.min(byWidth, byHeight, maxR);
    if (!best || r > best.r + 1e-9) best = { rows, r };
  }
  const { rows, r } = best!;
  const pitch = 2 * r + gap;
  const steps = rows.slice(1).map((len, i) => rowStep(rows[i]!, len) * pitch);
  const height = 2 * r + steps.reduce((t, s) => t + s, 0);
  let y = box.y + (box.h - height) / 2 + r;
  const out: Disc[] = [];
  rows.forEach((len, i) => {
    if (i > 0) y += steps[i - 1]!;
    const left = box.x + box.w / 2 - ((len - 1) * pitch) / 2;
    for (let j = 0; j < len; j++) out.push({ x: left + j * pitch, y, r });
  });
  return out;
}
