// The Gang's own cards, on the same 63 × 88 mm card: vault cards (gray side, gold side), alarm
// cards (gray side, red side), challenge and specialist cards 1–10 with their number, title and a
// one-line rule (the words come in as parameters, so another language can be passed later), and
// the backs of the challenge and specialist stacks.
import { CARD_MM, INDEX_FONT, chipMark } from './draw-cards.ts';
import {
  PALETTE,
  SANS,
  SERIF,
  fitText,
  font,
  roundRect,
  seeded,
  starPath,
  suit,
  wrapText,
  type Ctx,
} from '../../../assets/paint.ts';

/** Vault or alarm card. */
export type HeistKind = 'vault' | 'alarm';
/** Each heist card's sides: gray until a heist ends, then gold (vault) or red (alarm). */
export interface HeistSides {
  vault: 'gray' | 'gold';
  alarm: 'gray' | 'red';
}
/** Challenge or specialist card. */
export type RuleKind = 'challenge' | 'specialist';

const W = CARD_MM.width;
const H = CARD_MM.height;
const CX = W / 2;
const CY = H / 2;

function inMillimetres(c: Ctx, w: number, h: number, draw: () => void): void {
  c.save();
  c.scale(w / W, h / H);
  draw();
  c.restore();
}

// ---- vault and alarm ---------------------------------------------------------------------------

interface Metal {
  readonly light: string;
  readonly dark: string;
  readonly line: string;
  readonly accent: string;
}

const STEEL: Metal = { light: '#b9bfc5', dark: '#6b737b', line: '#3e444a', accent: '#d6dadd' };
const GOLD: Metal = { light: '#f7dc8e', dark: '#b07f22', line: '#5e420c', accent: '#fff3c8' };
const RED: Metal = { light: '#e5483f', dark: '#7a0c14', line: '#3b0508', accent: '#ffd9a8' };

/** A brushed plate with a bevelled frame and four rivets. */
function plate(c: Ctx, m: Metal, seed: number): void {
  const g = c.createLinearGradient(0, 0, W, H);
  g.addColorStop(0, m.light);
  g.addColorStop(1, m.dark);
  c.fillStyle = g;
  c.fillRect(0, 0, W, H);
  // Brushing: fine horizontal streaks.
  const rnd = seeded(seed);
  for (let i = 0; i < 260; i++) {
    const y = rnd() * H;
    c.fillStyle = rnd() < 0.5 ? 'rgba(255, 255, 255, 0.07)' : 'rgba(0, 0, 0, 0.06)';
    c.fillRect(rnd() * W - 10, y, 10 + rnd() * 40, 0.12 + rnd() * 0.15);
  }
  c.lineWidth = 0.6;
  c.strokeStyle = m.line;
  c.beginPath();
  roundRect(c, 3, 3, W - 6, H - 6, 2.2);
  c.stroke();
  c.lineWidth = 0.3;
  c.strokeStyle = m.accent;
  c.beginPath();
  roundRect(c, 3.7, 3.7, W - 7.4, H - 7.4, 1.7);
  c.stroke();
  for (const [x, y] of [
    [7, 7],
    [W - 7, 7],
    [7, H - 7],
    [W - 7, H - 7],
  ] as const) {
    rivet(c, x, y, 1.3, m);
  }
}

function rivet(c: Ctx, x: number, y: number, r: number, m: Metal): void {
  const g = c.createRadialGradient(x - r * 0.35, y - r * 0.35, r * 0.1, x, y, r);
  g.addColorStop(0, m.accent);
  g.addColorStop(1, m.dark);
  c.fillStyle = g;
  c.beginPath();
  c.arc(x, y, r, 0, Math.PI * 2);
  c.fill();
  c.strokeStyle = m.line;
  c.lineWidth = 0.15;
  c.stroke();
}

/** A vault door: a bolted ring, a dished door and a spoked wheel, centred on (x, y). */
function vaultDoor(c: Ctx, x: number, y: number, m: Metal): void {
  c.save();
  c.translate(x, y);
  const ring = c.createLinearGradient(-20, -20, 20, 20);
  ring.addColorStop(0, m.accent);
  ring.addColorStop(1, m.dark);
  c.fillStyle = ring;
  c.beginPath();
  c.arc(0, 0, 21, 0, Math.PI * 2);
  c.fill();
  c.strokeStyle = m.line;
  c.lineWidth = 0.5;
  c.stroke();
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    rivet(c, 18.6 * Math.cos(a), 18.6 * Math.sin(a), 0.9, m);
  }
  const door = c.createRadialGradient(-4, -5, 2, 0, 0, 16);
  door.addColorStop(0, m.light);
  door.addColorStop(1, m.dark);
  c.fillStyle = door;
  c.beginPath();
  c.arc(0, 0, 16, 0, Math.PI * 2);
  c.fill();
  c.lineWidth = 0.6;
  c.stroke();
  c.lineWidth = 0.25;
  c.beginPath();
  c.arc(0, 0, 14.6, 0, Math.PI * 2);
  c.stroke();
  // The wheel: six spokes with knobs, a rim and a hub.
  c.strokeStyle = m.line;
  c.lineCap = 'round';
  c.lineWidth = 1.5;
  c.beginPath();
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3 + Math.PI / 6;
    c.moveTo(0, 0);
    c.lineTo(11 * Math.cos(a), 11 * Math.sin(a));
  }
  c.stroke();
  c.lineWidth = 1.2;
  c.beginPath();
  c.arc(0, 0, 7.5, 0, Math.PI * 2);
  c.stroke();
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3 + Math.PI / 6;
    rivet(c, 11 * Math.cos(a), 11 * Math.sin(a), 1.5, m);
  }
  rivet(c, 0, 0, 3.2, m);
  // The dial's ticks.
  c.strokeStyle = m.line;
  c.lineWidth = 0.2;
  c.beginPath();
  for (let i = 0; i < 40; i++) {
    const a = (i * Math.PI) / 20;
    const r0 = i % 5 === 0 ? 12.6 : 13.3;
    c.moveTo(r0 * Math.cos(a), r0 * Math.sin(a));
    c.lineTo(14.1 * Math.cos(a), 14.1 * Math.sin(a));
  }
  c.stroke();
  c.restore();
}

/** A rotating alarm beacon on its base, with sound waves, centred on (x, y). */
function beacon(c: Ctx, x: number, y: number, m: Metal, lit: boolean): void {
  c.save();
  c.translate(x, y);
  if (lit) {
    const glow = c.createRadialGradient(0, -4, 2, 0, -4, 30);
    glow.addColorStop(0, 'rgba(255, 220, 170, 0.85)');
    glow.addColorStop(0.4, 'rgba(255, 120, 80, 0.35)');
    glow.addColorStop(1, 'rgba(255, 80, 60, 0)');
    c.fillStyle = glow;
    c.fillRect(-30, -34, 60, 60);
  }
  // Sound waves.
  c.strokeStyle = lit ? m.accent : m.line;
  c.globalAlpha = lit ? 0.95 : 0.5;
  c.lineCap = 'round';
  for (const side of [-1, 1]) {
    for (let k = 0; k < 3; k++) {
      c.lineWidth = 1.1 - k * 0.2;
      c.beginPath();
      const r = 13 + k * 4.2;
      const a0 = side < 0 ? Math.PI - 0.55 : -0.55;
      c.arc(0, -4, r, a0, a0 + 1.1);
      c.stroke();
    }
  }
  c.globalAlpha = 1;
  // Dome.
  const dome = c.createRadialGradient(-3, -9, 1, 0, -4, 12);
  if (lit) {
    dome.addColorStop(0, '#fff6e0');
    dome.addColorStop(0.35, '#ff6a4a');
    dome.addColorStop(1, '#a3101a');
  } else {
    dome.addColorStop(0, '#e6e9ec');
    dome.addColorStop(1, '#70777f');
  }
  c.fillStyle = dome;
  c.beginPath();
  c.moveTo(-8.5, 4);
  c.lineTo(-8.5, -4);
  c.arc(0, -4, 8.5, Math.PI, 0);
  c.lineTo(8.5, 4);
  c.closePath();
  c.fill();
  c.strokeStyle = m.line;
  c.lineWidth = 0.45;
  c.stroke();
  // Highlight and cage bars.
  c.strokeStyle = 'rgba(255, 255, 255, 0.55)';
  c.lineWidth = 0.9;
  c.beginPath();
  c.arc(0, -4, 6, Math.PI * 1.15, Math.PI * 1.45);
  c.stroke();
  c.strokeStyle = m.line;
  c.lineWidth = 0.35;
  c.beginPath();
  for (const bx of [-4, 0, 4]) {
    c.moveTo(bx, 4);
    c.lineTo(bx, -4 - Math.sqrt(Math.max(0, 8.5 * 8.5 - bx * bx)));
  }
  c.stroke();
  // Base.
  const base = c.createLinearGradient(0, 4, 0, 10);
  base.addColorStop(0, '#4a4f55');
  base.addColorStop(1, '#1e2226');
  c.fillStyle = base;
  c.beginPath();
  roundRect(c, -12, 4, 24, 5.5, 1.2);
  c.fill();
  c.restore();
}

/** A vault or alarm card's side. */
export function drawHeistCard<K extends HeistKind>(
  c: Ctx,
  kind: K,
  side: HeistSides[K],
  w: number,
  h: number,
): void {
  inMillimetres(c, w, h, () => {
    const turned = side !== 'gray';
    const metal = !turned ? STEEL : kind === 'vault' ? GOLD : RED;
    plate(c, metal, kind === 'vault' ? 11 : 23);
    if (turned)
      rays(c, kind === 'vault' ? 'rgba(255, 247, 214, 0.22)' : 'rgba(255, 210, 170, 0.16)');
    if (kind === 'vault') {
      vaultDoor(c, CX, CY, metal);
      if (turned) sparkles(c);
    } else {
      beacon(c, CX, CY + 4, metal, turned);
    }
  });
}

function rays(c: Ctx, colour: string): void {
  c.save();
  c.fillStyle = colour;
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    c.beginPath();
    c.moveTo(CX, CY);
    c.arc(CX, CY, 70, a, a + Math.PI / 16);
    c.closePath();
    c.fill();
  }
  c.restore();
}

function sparkles(c: Ctx): void {
  c.fillStyle = '#fffbe8';
  for (const [x, y, r] of [
    [12, 16, 2.2],
    [50, 19, 1.6],
    [14, 72, 1.5],
    [49, 70, 2.4],
    [55, 44, 1.2],
  ] as const) {
    c.beginPath();
    starPath(c, x, y, r, 0.3);
    c.fill();
  }
}

// ---- challenge and specialist cards ---------------------------------------------------------------

interface RuleTheme {
  readonly light: string;
  readonly dark: string;
  readonly ink: string;
}

const THEMES: Record<RuleKind, RuleTheme> = {
  challenge: { light: '#8c2235', dark: PALETTE.burgundyDeep, ink: '#3e0b16' },
  specialist: { light: '#1f7455', dark: '#062a1e', ink: '#062a1e' },
};

/** The framed coloured field shared by rule cards' faces and backs. */
function ruleField(c: Ctx, kind: RuleKind): void {
  const t = THEMES[kind];
  c.fillStyle = PALETTE.cream;
  c.fillRect(0, 0, W, H);
  c.beginPath();
  roundRect(c, 2.6, 2.6, W - 5.2, H - 5.2, 2);
  const g = c.createRadialGradient(CX, CY * 0.7, 4, CX, CY, 62);
  g.addColorStop(0, t.light);
  g.addColorStop(1, t.dark);
  c.fillStyle = g;
  c.fill();
  c.strokeStyle = PALETTE.gold;
  c.lineWidth = 0.45;
  c.beginPath();
  roundRect(c, 4.2, 4.2, W - 8.4, H - 8.4, 1.4);
  c.stroke();
  c.lineWidth = 0.18;
  c.beginPath();
  roundRect(c, 5, 5, W - 10, H - 10, 1);
  c.stroke();
}

/** The kind's emblem: a shield with a keyhole (challenge) or a star badge (specialist). */
function emblem(c: Ctx, kind: RuleKind, x: number, y: number, size: number, fill: string): void {
  c.save();
  c.translate(x, y);
  c.scale(size / 20, size / 20);
  c.fillStyle = fill;
  c.beginPath();
  if (kind === 'challenge') {
    c.moveTo(0, -10);
    c.bezierCurveTo(4, -7.5, 7, -7, 9, -7.5);
    c.bezierCurveTo(9.5, 2, 6, 7, 0, 10);
    c.bezierCurveTo(-6, 7, -9.5, 2, -9, -7.5);
    c.bezierCurveTo(-7, -7, -4, -7.5, 0, -10);
    c.closePath();
    c.moveTo(1.8, -2.2);
    c.arc(0, -2.2, 1.8, 0, Math.PI * 2, true);
    c.moveTo(0.7, -1);
    c.lineTo(1.3, 4);
    c.lineTo(-1.3, 4);
    c.lineTo(-0.7, -1);
    c.closePath();
    c.fill('evenodd');
  } else {
    c.arc(0, 0, 10, 0, Math.PI * 2);
    c.arc(0, 0, 8.6, 0, Math.PI * 2, true);
    c.fill('evenodd');
    c.beginPath();
    starPath(c, 0, 0.6, 7.2, 0.45);
    c.fill();
  }
  c.restore();
}

/** Options for a rule card's words (defaults are English). */
export interface RuleCardWords {
  /** The small caption naming the kind, e.g. 'Challenge'. */
  readonly label?: string;
}

/**
 * A challenge or specialist card: its kind, its number (1–10) in a gold medallion, its title and
 * a short rule, wrapped to fit.
 */
export function drawRuleCard(
  c: Ctx,
  kind: RuleKind,
  number: number,
  title: string,
  text: string,
  w: number,
  h: number,
  words: RuleCardWords = {},
): void {
  const t = THEMES[kind];
  inMillimetres(c, w, h, () => {
    ruleField(c, kind);
    c.textAlign = 'center';
    c.textBaseline = 'alphabetic';
    // Caption.
    const label = (
      words.label ?? (kind === 'challenge' ? 'Challenge' : 'Specialist')
    ).toUpperCase();
    c.fillStyle = PALETTE.goldLight;
    c.font = font(3.3, SANS, 700);
    spaced(c, label, CX, 11.2, 0.55, 44);
    // Medallion with the number.
    const mx = CX;
    const my = 23.5;
    const g = c.createLinearGradient(0, my - 9, 0, my + 9);
    g.addColorStop(0, PALETTE.goldLight);
    g.addColorStop(1, PALETTE.goldDeep);
    c.fillStyle = g;
    c.beginPath();
    c.arc(mx, my, 8.6, 0, Math.PI * 2);
    c.fill();
    c.strokeStyle = '#5c4512';
    c.lineWidth = 0.3;
    c.stroke();
    c.beginPath();
    c.arc(mx, my, 7.5, 0, Math.PI * 2);
    c.lineWidth = 0.2;
    c.stroke();
    c.fillStyle = t.ink;
    c.font = font(number >= 10 ? 9 : 10.5, INDEX_FONT, 700);
    fitText(c, String(number), mx, my + (number >= 10 ? 3.2 : 3.7), 12);
    emblem(c, kind, mx - 17, my, 6.5, 'rgba(242, 212, 140, 0.55)');
    emblem(c, kind, mx + 17, my, 6.5, 'rgba(242, 212, 140, 0.55)');
    // Title.
    c.fillStyle = PALETTE.cream;
    let size = 6;
    c.font = font(size, SERIF, 700);
    let titleLines = wrapText(c, title, 50);
    while (titleLines.length > 2 && size > 4) {
      size -= 0.4;
      c.font = font(size, SERIF, 700);
      titleLines = wrapText(c, title, 50);
    }
    let y = 40.5;
    for (const line of titleLines) {
      fitText(c, line, CX, y, 51);
      y += size * 1.1;
    }
    // Divider.
    y += -size * 1.1 + 3.6;
    c.strokeStyle = PALETTE.gold;
    c.lineWidth = 0.3;
    c.beginPath();
    c.moveTo(CX - 18, y);
    c.lineTo(CX - 2.5, y);
    c.moveTo(CX + 2.5, y);
    c.lineTo(CX + 18, y);
    c.stroke();
    c.fillStyle = PALETTE.gold;
    suit(c, 'd', CX, y, 2.8);
    // The rule, wrapped into the space left, shrinking until it fits.
    const top = y + 5.8;
    const bottom = H - 9;
    let textSize = 4.9;
    let lines: string[] = [];
    for (; textSize >= 2.6; textSize -= 0.1) {
      c.font = font(textSize, SANS, 500);
      lines = wrapText(c, text, 50);
      if (lines.length * textSize * 1.3 <= bottom - top && lines.length <= 5) break;
    }
    c.fillStyle = '#f7f1e3';
    const lineHeight = textSize * 1.3;
    const blockTop = top + Math.max(0, (bottom - top - lines.length * lineHeight) / 2) * 0.5;
    lines.forEach((line, i) => fitText(c, line, CX, blockTop + textSize + i * lineHeight, 51));
  });
}

/** Letter-spaced capitals centred on x. */
function spaced(c: Ctx, text: string, x: number, y: number, gap: number, maxWidth: number): void {
  const widths = [...text].map((ch) => c.measureText(ch).width);
  const total = widths.reduce((a, b) => a + b, 0) + gap * (text.length - 1);
  const k = Math.min(1, maxWidth / total);
  c.save();
  c.translate(x - (total * k) / 2, y);
  c.scale(k, 1);
  c.textAlign = 'left';
  let at = 0;
  [...text].forEach((ch, i) => {
    c.fillText(ch, at, 0);
    at += widths[i]! + gap;
  });
  c.restore();
}

/** The back of the challenge or specialist stack: the kind's colour and emblem, no words. */
export function drawRuleCardBack(c: Ctx, kind: RuleKind, w: number, h: number): void {
  inMillimetres(c, w, h, () => {
    ruleField(c, kind);
    c.save();
    c.beginPath();
    roundRect(c, 5, 5, W - 10, H - 10, 1);
    c.clip();
    c.strokeStyle = 'rgba(216, 178, 94, 0.16)';
    c.lineWidth = 0.25;
    c.beginPath();
    for (let r = 4; r < 60; r += 2.6) {
      c.moveTo(CX + r, CY);
      c.arc(CX, CY, r, 0, Math.PI * 2);
    }
    c.stroke();
    c.restore();
    c.beginPath();
    c.arc(CX, CY, 15, 0, Math.PI * 2);
    c.fillStyle = THEMES[kind].dark;
    c.fill();
    c.strokeStyle = PALETTE.gold;
    c.lineWidth = 0.6;
    c.stroke();
    emblem(c, kind, CX, CY, 20, PALETTE.goldLight);
    chipMark(c, CX, H - 12, 3.2);
    chipMark(c, CX, 12, 3.2);
  });
}
