// The Gang's chips, drawn in millimetres on a 40 mm chip: a coloured rim with eight edge spots,
// a cream label with the value as a large numeral ringed by its 1–6 stars and topped by its
// round's 1–4 pips on the light side; on
// the dark side (Noise Sensors, Ventilation Shaft: the chip is locked) a darker chip with a lock
// above them. The edge strip carries
// the same spots, so they wrap over the rim like a real clay chip's inserts.
import { COLOURS, type Colour } from '../../../../engine/games/the-gang/vocabulary.ts';
import { font, mix, SANS, starPath, type Ctx } from '../../../assets/paint.ts';

/** A chip's diameter in millimetres (the face texture spans it edge to edge). */
export const CHIP_MM = 40;

interface ChipInk {
  /** The body's colour. */
  readonly base: string;
  /** The edge spots' colour. */
  readonly spot: string;
  /** The stars' colour on the cream label. */
  readonly star: string;
  /** The body on the dark side. */
  readonly dark: string;
}

/** Colours by round: white (pre-flop), yellow (flop), orange (turn), red (river). */
export const CHIP_INKS: Record<Colour, ChipInk> = {
  white: { base: '#eeeae0', spot: '#1d6a4c', star: '#24453a', dark: '#4a4843' },
  yellow: { base: '#f1bf24', spot: '#fff8e4', star: '#a26f00', dark: '#5e4808' },
  orange: { base: '#e9742a', spot: '#fff2e2', star: '#c9530f', dark: '#5f2b0c' },
  red: { base: '#c5232c', spot: '#fbf0e2', star: '#b4171f', dark: '#4c0d12' },
};

const R = CHIP_MM / 2;
/** The recessed label's radius (scripts/gen-models.ts: 13.5 mm). */
const LABEL = 13.5;
const SPOTS = 8;
/** Each spot's angular width. */
const SPOT_ANGLE = (16 * Math.PI) / 180;
/** Spots centred between the axes, so the set is the same mirrored (the bottom face's UVs are). */
const spotAngle = (k: number) => ((22.5 + 45 * k) * Math.PI) / 180;

/** One face of a chip, filling (0, 0)–(size, size): light side, or dark (locked) side. */
export function drawChipFace(
  c: Ctx,
  colour: Colour,
  stars: number,
  dark: boolean,
  size: number,
): void {
  if (!Number.isInteger(stars) || stars < 1 || stars > 6) throw new Error(`bad stars ${stars}`);
  const ink = CHIP_INKS[colour];
  c.save();
  c.scale(size / CHIP_MM, size / CHIP_MM);
  c.translate(R, R);
  const body = dark ? ink.dark : ink.base;

  // Body: a soft radial shade, like a pressed clay chip.
  c.fillStyle = body;
  c.fillRect(-R, -R, CHIP_MM, CHIP_MM);
  const shade = c.createRadialGradient(0, 0, LABEL, 0, 0, R);
  shade.addColorStop(
    0,
    mix(body.startsWith('#') ? body : '#000000', '#ffffff', dark ? 0.06 : 0.12),
  );
  shade.addColorStop(1, body);
  c.fillStyle = shade;
  c.beginPath();
  c.arc(0, 0, R, 0, Math.PI * 2);
  c.fill();

  // Edge spots: annular sectors across the rim, each with two fine stripes of body colour.
  const spot = dark ? mix(ink.spot, ink.dark, 0.55) : ink.spot;
  for (let k = 0; k < SPOTS; k++) {
    const a = spotAngle(k);
    c.beginPath();
    c.arc(0, 0, R + 1, a - SPOT_ANGLE / 2, a + SPOT_ANGLE / 2);
    c.arc(0, 0, LABEL + 1.1, a + SPOT_ANGLE / 2.6, a - SPOT_ANGLE / 2.6, true);
    c.closePath();
    c.fillStyle = spot;
    c.fill();
    c.strokeStyle = body;
    c.lineWidth = 0.28;
    c.beginPath();
    for (const f of [-0.26, 0.26]) {
      const b = a + f * SPOT_ANGLE;
      c.moveTo((LABEL + 2.2) * Math.cos(b), (LABEL + 2.2) * Math.sin(b));
      c.lineTo((R + 1) * Math.cos(b), (R + 1) * Math.sin(b));
    }
    c.stroke();
  }

  // A thin groove ring where the rim meets the label, then the label.
  c.beginPath();
  c.arc(0, 0, LABEL + 0.35, 0, Math.PI * 2);
  c.fillStyle = dark ? 'rgba(0, 0, 0, 0.55)' : mix(body, '#000000', 0.35);
  c.fill();
  c.beginPath();
  c.arc(0, 0, LABEL - 0.1, 0, Math.PI * 2);
  const label = c.createRadialGradient(0, -4, 1, 0, 0, LABEL);
  if (dark) {
    label.addColorStop(0, '#2c2824');
    label.addColorStop(1, '#181513');
  } else {
    label.addColorStop(0, '#fffcf4');
    label.addColorStop(1, '#efe7d6');
  }
  c.fillStyle = label;
  c.fill();
  // A fine dotted ring in the chip's colour inside the label.
  c.setLineDash([0.55, 0.75]);
  c.lineWidth = 0.45;
  c.strokeStyle = dark ? mix(ink.base, ink.dark, 0.45) : ink.star;
  c.beginPath();
  c.arc(0, 0, LABEL - 1.4, 0, Math.PI * 2);
  c.stroke();
  c.setLineDash([]);

  // The value as a large numeral, readable from across the table where the stars blur into a
  // smudge, and the stars themselves in a ring round it (the game counts stars).
  const ring = Array.from({ length: stars }, (_, i) => {
    const a = Math.PI / 2 + ((i - (stars - 1) / 2) * Math.PI) / 5.2;
    return [Math.cos(a) * 10.2, Math.sin(a) * 10.2] as const;
  });
  if (dark) {
    const ink2 = mix(ink.base, '#ffffff', colour === 'white' ? 0 : 0.3);
    padlock(c, 0, -9.2, mix(ink.base, '#d8d2c4', 0.5));
    numeral(c, stars, 0, 1.2, 10.5, ink2);
    c.fillStyle = ink2;
    c.beginPath();
    for (const [x, y] of ring) starPath(c, x, y + 0.6, 1.35, 0.45);
    c.fill();
    pips(c, colour, 6.6, 0.5, ink2);
  } else {
    numeral(c, stars, 0, -1.2, 14.5, ink.star);
    c.fillStyle = ink.star;
    c.beginPath();
    for (const [x, y] of ring) starPath(c, x, y, 1.55, 0.45);
    c.fill();
    pips(c, colour, -10.3, 0.65, ink.star);
  }
  c.restore();
}

/** The chip's round as 1–4 dots in a row at height `y` (white one … red four), as the text
 * table's chips wear them: its colour is never the only sign (docs/ACCESSIBILITY.md). */
function pips(c: Ctx, colour: Colour, y: number, r: number, fill: string): void {
  const n = COLOURS.indexOf(colour) + 1;
  c.fillStyle = fill;
  c.beginPath();
  for (let k = 0; k < n; k++) {
    const x = (k - (n - 1) / 2) * r * 3.4;
    c.moveTo(x + r, y);
    c.arc(x, y, r, 0, Math.PI * 2);
  }
  c.fill();
}

/** The value `n` as a bold numeral `size` mm tall centred on (x, y), with a thin light outline
 * so it stays crisp over the label's shading. */
function numeral(c: Ctx, n: number, x: number, y: number, size: number, colour: string): void {
  c.save();
  c.font = font(size, SANS, 900);
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.lineWidth = 0.5;
  c.strokeStyle = 'rgba(255, 255, 255, 0.35)';
  c.strokeText(String(n), x, y);
  c.fillStyle = colour;
  c.fillText(String(n), x, y);
  c.restore();
}

/** A small padlock (the locked, dark side), centred on (x, y). */
function padlock(c: Ctx, x: number, y: number, colour: string): void {
  c.save();
  c.translate(x, y);
  c.strokeStyle = colour;
  c.fillStyle = colour;
  c.lineWidth = 0.85;
  c.beginPath();
  c.arc(0, -0.6, 1.55, Math.PI, 0);
  c.lineTo(1.55, 0.6);
  c.moveTo(-1.55, 0.6);
  c.lineTo(-1.55, -0.6);
  c.stroke();
  c.beginPath();
  c.moveTo(-2.6, 0.4);
  c.lineTo(2.6, 0.4);
  c.lineTo(2.6, 3.8);
  c.lineTo(-2.6, 3.8);
  c.closePath();
  c.fill();
  c.fillStyle = '#181513';
  c.beginPath();
  c.arc(0, 1.7, 0.55, 0, Math.PI * 2);
  c.rect(-0.22, 1.7, 0.44, 1.2);
  c.fill();
  c.restore();
}

/** The chip's edge band (u around, v from the top face to the bottom), w × h pixels. */
export function drawChipEdge(c: Ctx, colour: Colour, w: number, h: number): void {
  const ink = CHIP_INKS[colour];
  c.save();
  c.fillStyle = ink.base;
  c.fillRect(0, 0, w, h);
  const shade = c.createLinearGradient(0, 0, 0, h);
  shade.addColorStop(0, 'rgba(0, 0, 0, 0.10)');
  shade.addColorStop(0.5, 'rgba(255, 255, 255, 0.06)');
  shade.addColorStop(1, 'rgba(0, 0, 0, 0.10)');
  c.fillStyle = shade;
  c.fillRect(0, 0, w, h);
  for (let k = 0; k < SPOTS; k++) {
    const u = spotAngle(k) / (2 * Math.PI);
    const half = (SPOT_ANGLE / (2 * Math.PI)) * w * 0.5;
    c.fillStyle = ink.spot;
    c.fillRect(u * w - half, 0, half * 2, h);
    c.fillStyle = ink.base;
    for (const f of [-0.26, 0.26]) c.fillRect(u * w + f * half * 2 - 0.6, 0, 1.2, h);
  }
  c.restore();
}
