// Playing cards drawn in millimetres on a 63 × 88 mm card: the 52 poker faces (big corner
// indices, classic pip layouts, framed court cards), the suitless Jack specialist 'J*', and the
// deck's back. Each function draws into (0, 0)–(w, h) of the given context under its current
// transform, so a contact sheet can translate and call it.
import {
  PALETTE,
  font,
  fitText,
  isRed,
  local,
  roundRect,
  starPath,
  suit,
  type Ctx,
  type SuitChar,
} from '../../../assets/paint.ts';

/** Card size in millimetres. */
export const CARD_MM = { width: 63, height: 88 } as const;

/** Indices, numbers and court letters: lining figures (Georgia's old-style 3, 5, 9 would dip). */
export const INDEX_FONT =
  "'Times New Roman', Times, 'Liberation Serif', 'Nimbus Roman', 'DejaVu Serif', serif";

const CX = CARD_MM.width / 2;
const CY = CARD_MM.height / 2;
const JACK_INK = '#4a1d3f';

/** Runs `draw` in card millimetres over a w × h pixel area. */
function inMillimetres(c: Ctx, w: number, h: number, draw: () => void): void {
  c.save();
  c.scale(w / CARD_MM.width, h / CARD_MM.height);
  draw();
  c.restore();
}

/** Card stock: warm white, a touch brighter in the middle. */
function paper(c: Ctx): void {
  const g = c.createRadialGradient(CX, CY, 5, CX, CY, 60);
  g.addColorStop(0, '#fefdf9');
  g.addColorStop(1, '#f3eee2');
  c.fillStyle = g;
  c.fillRect(0, 0, CARD_MM.width, CARD_MM.height);
}

/** Both corner indices (top left, and bottom right turned over). */
function indices(c: Ctx, label: string, ink: string, mark: (x: number, y: number) => void): void {
  for (const turn of [0, Math.PI]) {
    local(c, CX, CY, 1, turn, () => {
      c.fillStyle = ink;
      c.font = font(12.5, INDEX_FONT, 700);
      c.textAlign = 'center';
      c.textBaseline = 'alphabetic';
      fitText(c, label, 6.6 - CX, 13.6 - CY, 9.6);
      mark(6.6 - CX, 20.4 - CY);
    });
  }
}

// Pip centres (mm) for 2–10: columns and rows of the classic layouts.
const COL = { l: 19.6, c: CX, r: 43.4 };
const TOP = 16.5;
const BOTTOM = 71.5;
const row = (f: number) => TOP + (BOTTOM - TOP) * f;
const pair = (f: number): [number, number][] => [
  [COL.l, row(f)],
  [COL.r, row(f)],
];
const SIDES_8 = [0, 1 / 3, 2 / 3, 1].flatMap(pair);
const PIPS: Record<string, [number, number][]> = {
  '2': [
    [COL.c, row(0)],
    [COL.c, row(1)],
  ],
  '3': [
    [COL.c, row(0)],
    [COL.c, row(0.5)],
    [COL.c, row(1)],
  ],
  '4': [...pair(0), ...pair(1)],
  '5': [...pair(0), ...pair(1), [COL.c, row(0.5)]],
  '6': [...pair(0), ...pair(0.5), ...pair(1)],
  '7': [...pair(0), ...pair(0.5), ...pair(1), [COL.c, row(0.25)]],
  '8': [...pair(0), ...pair(0.5), ...pair(1), [COL.c, row(0.25)], [COL.c, row(0.75)]],
  '9': [...SIDES_8, [COL.c, row(0.5)]],
  T: [...SIDES_8, [COL.c, row(1 / 6)], [COL.c, row(5 / 6)]],
};

/** A poker card's face: `token` like 'As', 'Td', '7h', or 'J*' for the Jack specialist. */
export function drawCardFace(c: Ctx, token: string, w: number, h: number): void {
  if (token === 'J*') {
    drawJackSpecialist(c, w, h);
    return;
  }
  const rank = token[0]!;
  const s = token[1] as SuitChar;
  if (!/^[2-9TJQKA]$/.test(rank) || !'cdhs'.includes(s) || token.length !== 2) {
    throw new Error(`not a card token: '${token}'`);
  }
  const ink = isRed(s) ? PALETTE.red : PALETTE.black;
  inMillimetres(c, w, h, () => {
    paper(c);
    indices(c, rank === 'T' ? '10' : rank, ink, (x, y) => suit(c, s, x, y, 7.4));
    c.fillStyle = ink;
    if (rank === 'A') ace(c, s, ink);
    else if (rank === 'J' || rank === 'Q' || rank === 'K') court(c, rank, s, ink);
    else {
      for (const [x, y] of PIPS[rank]!) suit(c, s, x, y, 10.5, y > CY + 0.1 ? Math.PI : 0);
    }
  });
}

/** The ace: one large suit inside a fine gold ring. */
function ace(c: Ctx, s: SuitChar, ink: string): void {
  c.strokeStyle = PALETTE.goldDeep;
  c.lineWidth = 0.35;
  c.beginPath();
  c.arc(CX, CY, 19, 0, Math.PI * 2);
  c.stroke();
  c.lineWidth = 0.18;
  c.beginPath();
  c.arc(CX, CY, 17.8, 0, Math.PI * 2);
  c.stroke();
  c.fillStyle = ink;
  suit(c, s, CX, CY + (s === 'd' ? 0 : 0.6), s === 's' ? 26 : 24);
}

/** The framed centre panel of court cards and the Jack specialist. */
const PANEL = { x0: 13, y0: 7.5, pw: CARD_MM.width - 26, ph: CARD_MM.height - 15 };

/** Fills the centre panel and strokes its outer and inner frame lines. */
function framedPanel(
  c: Ctx,
  fill: CanvasGradient,
  stroke: string,
  outer: number,
  inset: number,
  inner: number,
): void {
  const { x0, y0, pw, ph } = PANEL;
  c.beginPath();
  roundRect(c, x0, y0, pw, ph, 2.4);
  c.fillStyle = fill;
  c.fill();
  c.lineWidth = outer;
  c.strokeStyle = stroke;
  c.stroke();
  c.beginPath();
  roundRect(c, x0 + inset, y0 + inset, pw - 2 * inset, ph - 2 * inset, 1.6);
  c.lineWidth = inner;
  c.stroke();
}

/** A court card: a framed, double-ended panel with a crown and a large serif letter. */
function court(c: Ctx, rank: 'J' | 'Q' | 'K', s: SuitChar, ink: string): void {
  const { x0, y0, pw, ph } = PANEL;
  const g = c.createLinearGradient(0, y0, 0, y0 + ph);
  const tint = isRed(s) ? ['#fbeee8', '#f6e0d8'] : ['#eef1f2', '#e0e6e8'];
  g.addColorStop(0, tint[0]!);
  g.addColorStop(0.5, tint[1]!);
  g.addColorStop(1, tint[0]!);
  framedPanel(c, g, PALETTE.goldDeep, 0.7, 1.3, 0.22);

  for (const turn of [0, Math.PI]) {
    local(c, CX, CY, 1, turn, () => {
      crown(c, rank, 0, -28.6);
      c.fillStyle = ink;
      c.font = font(24, INDEX_FONT, 700);
      c.textAlign = 'center';
      c.textBaseline = 'alphabetic';
      // The Q's tail dips below the line: lift it so the two ends never touch.
      c.fillText(rank, 0, rank === 'Q' ? -6 : -4.4);
      suit(c, s, -12.6, -32, 4.8);
      suit(c, s, 12.6, -32, 4.8);
    });
  }
  // The waist: short gold rules ending in a suit either side, the middle left clear.
  c.strokeStyle = PALETTE.goldDeep;
  c.lineWidth = 0.35;
  c.beginPath();
  c.moveTo(x0 + 1.3, CY);
  c.lineTo(x0 + 3.6, CY);
  c.moveTo(x0 + pw - 3.6, CY);
  c.lineTo(x0 + pw - 1.3, CY);
  c.stroke();
  c.fillStyle = ink;
  suit(c, s, x0 + 6.4, CY, 4.6);
  suit(c, s, x0 + pw - 6.4, CY, 4.6, Math.PI);
}

/** A gold crown (king), coronet (queen) or cap band (jack), centred on (x, y). */
function crown(c: Ctx, rank: 'J' | 'Q' | 'K', x: number, y: number): void {
  c.save();
  c.translate(x, y);
  const g = c.createLinearGradient(0, -6, 0, 5);
  g.addColorStop(0, PALETTE.goldLight);
  g.addColorStop(1, PALETTE.goldDeep);
  c.fillStyle = g;
  c.strokeStyle = '#5c4512';
  c.lineWidth = 0.25;
  c.lineJoin = 'round';
  const balls: [number, number, number][] = [];
  c.beginPath();
  if (rank === 'K') {
    c.moveTo(-9, 3.2);
    c.lineTo(-9.6, -3);
    c.lineTo(-4.6, 0.2);
    c.lineTo(0, -5.2);
    c.lineTo(4.6, 0.2);
    c.lineTo(9.6, -3);
    c.lineTo(9, 3.2);
    c.closePath();
    balls.push([-9.6, -3.8, 1.1], [0, -6.2, 1.3], [9.6, -3.8, 1.1]);
  } else if (rank === 'Q') {
    // A coronet: three pointed arches rising from the band, pearls on their tips.
    c.moveTo(-8.2, 3.2);
    c.lineTo(-8.2, 0.2);
    c.quadraticCurveTo(-7.4, -3.6, -5.2, -3.4);
    c.quadraticCurveTo(-4.2, -0.6, -2.6, -0.6);
    c.quadraticCurveTo(-1.6, -4.8, 0, -5);
    c.quadraticCurveTo(1.6, -4.8, 2.6, -0.6);
    c.quadraticCurveTo(4.2, -0.6, 5.2, -3.4);
    c.quadraticCurveTo(7.4, -3.6, 8.2, 0.2);
    c.lineTo(8.2, 3.2);
    c.closePath();
    balls.push([-5.6, -4.1, 0.85], [0, -5.9, 1.05], [5.6, -4.1, 0.85]);
  } else {
    c.moveTo(-7.5, 3.2);
    c.lineTo(-7.5, -0.8);
    c.lineTo(-3.8, 0.8);
    c.lineTo(0, -3.2);
    c.lineTo(3.8, 0.8);
    c.lineTo(7.5, -0.8);
    c.lineTo(7.5, 3.2);
    c.closePath();
    balls.push([0, -3.9, 0.9]);
  }
  c.fill();
  c.stroke();
  // The band, with jewels.
  c.beginPath();
  roundRect(c, rank === 'K' ? -9.4 : -8.2, 2.6, rank === 'K' ? 18.8 : 16.4, 2.6, 0.8);
  c.fill();
  c.stroke();
  for (const [bx, by, r] of balls) {
    c.beginPath();
    c.arc(bx, by, r, 0, Math.PI * 2);
    c.fill();
    c.stroke();
  }
  for (const [jx, colour] of [
    [-4.5, PALETTE.burgundy],
    [0, '#1f5a7a'],
    [4.5, PALETTE.burgundy],
  ] as const) {
    c.beginPath();
    c.arc(jx, 3.9, 0.75, 0, Math.PI * 2);
    c.fillStyle = colour;
    c.fill();
  }
  c.restore();
}

/** The suitless Jack specialist (specialist 7): a J with a thief's mask and no suit. */
export function drawJackSpecialist(c: Ctx, w: number, h: number): void {
  inMillimetres(c, w, h, () => {
    paper(c);
    const star = (x: number, y: number) => {
      c.beginPath();
      starPath(c, x, y, 3.6);
      c.fillStyle = PALETTE.goldDeep;
      c.fill();
    };
    indices(c, 'J', JACK_INK, star);
    const { x0, y0, pw, ph } = PANEL;
    const g = c.createRadialGradient(CX, CY, 4, CX, CY, 45);
    g.addColorStop(0, '#7a2d5a');
    g.addColorStop(1, '#2b0d24');
    framedPanel(c, g, PALETTE.gold, 0.9, 1.4, 0.25);
    // Faint rays behind the letter.
    c.save();
    c.beginPath();
    roundRect(c, x0 + 1.4, y0 + 1.4, pw - 2.8, ph - 2.8, 1.6);
    c.clip();
    c.strokeStyle = 'rgba(242, 212, 140, 0.10)';
    c.lineWidth = 1.2;
    for (let i = 0; i < 24; i++) {
      const a = (i * Math.PI) / 12;
      c.beginPath();
      c.moveTo(CX + 6 * Math.cos(a), CY + 6 * Math.sin(a));
      c.lineTo(CX + 60 * Math.cos(a), CY + 60 * Math.sin(a));
      c.stroke();
    }
    c.restore();
    // The letter, gold on the dark panel, and the mask above it.
    const gold = c.createLinearGradient(0, CY - 16, 0, CY + 14);
    gold.addColorStop(0, PALETTE.goldLight);
    gold.addColorStop(1, PALETTE.gold);
    c.fillStyle = gold;
    c.font = font(36, INDEX_FONT, 700);
    c.textAlign = 'center';
    c.textBaseline = 'alphabetic';
    c.fillText('J', CX, CY + 15);
    mask(c, CX, y0 + 13.5, gold);
    for (const dx of [-9, 0, 9]) {
      c.beginPath();
      starPath(c, CX + dx, y0 + ph - 7, dx === 0 ? 2.6 : 1.9);
      c.fill();
    }
  });
}

/** A thief's domino mask centred on (x, y), about 26 mm wide. */
function mask(c: Ctx, x: number, y: number, fill: CanvasGradient | string): void {
  c.save();
  c.translate(x, y);
  c.beginPath();
  c.moveTo(-13, -0.5);
  c.bezierCurveTo(-13, -5, -6, -5.5, 0, -3);
  c.bezierCurveTo(6, -5.5, 13, -5, 13, -0.5);
  c.bezierCurveTo(13, 3.8, 7.5, 5.2, 3.6, 3);
  c.bezierCurveTo(2, 2, 1.2, 1.5, 0, 1.5);
  c.bezierCurveTo(-1.2, 1.5, -2, 2, -3.6, 3);
  c.bezierCurveTo(-7.5, 5.2, -13, 3.8, -13, -0.5);
  c.closePath();
  for (const side of [-1, 1]) {
    c.moveTo(side * 2.6, -0.4);
    c.ellipse(side * 6.2, -0.4, 3.6, 1.9, side * -0.12, Math.PI, Math.PI * 3);
  }
  c.fillStyle = fill;
  c.fill('evenodd');
  // Ribbon ends.
  c.strokeStyle = fill;
  c.lineWidth = 0.7;
  c.lineCap = 'round';
  for (const side of [-1, 1]) {
    c.beginPath();
    c.moveTo(side * 12.8, -0.8);
    c.quadraticCurveTo(side * 16, -1.5, side * 17.5, 1.5);
    c.moveTo(side * 12.8, 0.2);
    c.quadraticCurveTo(side * 15, 2, side * 15.5, 4.5);
    c.stroke();
  }
  c.restore();
}

/** The deck's back: deep green, a gold lattice, a burgundy medallion; the same either way up. */
export function drawCardBack(c: Ctx, w: number, h: number): void {
  inMillimetres(c, w, h, () => {
    const W = CARD_MM.width;
    const H = CARD_MM.height;
    c.fillStyle = PALETTE.cream;
    c.fillRect(0, 0, W, H);
    const m = 3;
    c.beginPath();
    roundRect(c, m, m, W - 2 * m, H - 2 * m, 2);
    const g = c.createRadialGradient(CX, CY, 4, CX, CY, 52);
    g.addColorStop(0, '#15553f');
    g.addColorStop(1, PALETTE.feltDeep);
    c.fillStyle = g;
    c.fill();

    c.save();
    c.beginPath();
    roundRect(c, m, m, W - 2 * m, H - 2 * m, 2);
    c.clip();
    lattice(c, 3.4, 'rgba(216, 178, 94, 0.30)', 0.22);
    lattice(c, 1.7, 'rgba(216, 178, 94, 0.08)', 0.15);
    c.restore();

    // Double gold frame.
    c.strokeStyle = PALETTE.gold;
    c.lineWidth = 0.45;
    c.beginPath();
    roundRect(c, m + 1.6, m + 1.6, W - 2 * m - 3.2, H - 2 * m - 3.2, 1.4);
    c.stroke();
    c.lineWidth = 0.2;
    c.beginPath();
    roundRect(c, m + 2.5, m + 2.5, W - 2 * m - 5, H - 2 * m - 5, 1);
    c.stroke();

    // Corner diamonds.
    c.fillStyle = PALETTE.gold;
    for (const [x, y] of [
      [m + 5.5, m + 5.5],
      [W - m - 5.5, m + 5.5],
      [m + 5.5, H - m - 5.5],
      [W - m - 5.5, H - m - 5.5],
    ] as const) {
      suit(c, 'd', x, y, 3.4);
    }

    // The medallion: a burgundy oval, gold rings and the Gang Table chip mark.
    c.beginPath();
    c.ellipse(CX, CY, 15.5, 20, 0, 0, Math.PI * 2);
    const mg = c.createRadialGradient(CX, CY - 4, 2, CX, CY, 22);
    mg.addColorStop(0, '#8a2637');
    mg.addColorStop(1, PALETTE.burgundyDeep);
    c.fillStyle = mg;
    c.fill();
    c.strokeStyle = PALETTE.gold;
    c.lineWidth = 0.7;
    c.stroke();
    c.beginPath();
    c.ellipse(CX, CY, 17, 21.5, 0, 0, Math.PI * 2);
    c.lineWidth = 0.25;
    c.stroke();
    chipMark(c, CX, CY, 9.5);
    for (const dy of [-15.5, 15.5]) {
      c.beginPath();
      starPath(c, CX, CY + dy, 1.7);
      c.fillStyle = PALETTE.goldLight;
      c.fill();
    }
  });
}

/** Diagonal lines both ways, `step` apart, over the whole card. */
function lattice(c: Ctx, step: number, colour: string, width: number): void {
  c.strokeStyle = colour;
  c.lineWidth = width;
  c.beginPath();
  const H = CARD_MM.height;
  for (let k = -H; k < CARD_MM.width + H; k += step) {
    c.moveTo(k, 0);
    c.lineTo(k + H, H);
    c.moveTo(k, 0);
    c.lineTo(k - H, H);
  }
  c.stroke();
}

/** The app's mark (public/favicon.svg): a red chip with cream edge spots and a gold star. */
export function chipMark(c: Ctx, x: number, y: number, r: number): void {
  const k = r / 30;
  c.save();
  c.translate(x, y);
  c.scale(k, k);
  c.beginPath();
  c.arc(0, 0, 30, 0, Math.PI * 2);
  c.fillStyle = '#b8322a';
  c.fill();
  c.beginPath();
  c.arc(0, 0, 26, 0, Math.PI * 2);
  c.setLineDash([10.2, 10.2]);
  c.lineWidth = 8;
  c.strokeStyle = '#f6efe0';
  c.stroke();
  c.setLineDash([]);
  c.beginPath();
  c.arc(0, 0, 19, 0, Math.PI * 2);
  c.fillStyle = '#8f241e';
  c.fill();
  c.lineWidth = 1.5;
  c.strokeStyle = 'rgba(246, 239, 224, 0.7)';
  c.stroke();
  c.beginPath();
  starPath(c, 0, 1, 12.5, 0.45);
  c.fillStyle = '#f6d98f';
  c.fill();
  c.restore();
}
