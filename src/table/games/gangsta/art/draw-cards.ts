// Gangsta!'s cards, drawn in millimetres on the table's 63 × 88 mm card, big and bold so they read
// across the table: cream gangsters (cost top left, influence star top right, one to three skill
// discs, a name strip), dark bosses, heists in their chapter's colour (money top left, influence
// top right, the skills they require, extra and cooperative rewards; marked heists wear a teal
// frame), black-and-red snitches with their Informant rating, and the decks' backs. Each
// function draws into (0, 0)–(w, h) of the context under its current transform.
import type { Skill } from '../../../../engine/games/gangsta/cards.ts';
import type { Chapter } from '../../../../engine/games/gangsta/vocabulary.ts';
import {
  bossCard,
  gangsterCard,
  heistCard,
  snitchCard,
} from '../../../../engine/games/gangsta/catalogue.ts';
import { locale } from '../../../../i18n/i18n.ts';
import { CHAPTER_TEXT, cardName, say } from '../../../../i18n/games/gangsta/texts.ts';
import { dollars, rewardWords } from '../../../../i18n/games/gangsta/words.ts';
import {
  SANS,
  SERIF,
  fitText,
  font,
  roundRect,
  starPath,
  type Ctx,
} from '../../../assets/paint.ts';
import { discLayout, type Box } from './card-layout.ts';
import { SKILL_GLYPHS, SKILL_INKS } from './glyphs.ts';

/** A word printed on the cards, in the reader's language (the faces' keys carry it: faces.ts). */
const printed = (key: string, options: Record<string, unknown> = {}): string =>
  say(`faces.${key}`, options);

/** Card size in millimetres. */
export const CARD_MM = { width: 63, height: 88 } as const;
const W = CARD_MM.width;
const H = CARD_MM.height;

/** Each chapter's colour: heist faces and the backs of its deck. */
export const CHAPTER_INKS: Record<Chapter, { readonly base: string; readonly deep: string }> = {
  genesis: { base: '#0c3a78', deep: '#041a3a' },
  'gang-wars': { base: '#7a0f1f', deep: '#33040b' },
  domination: { base: '#3e1273', deep: '#16052b' },
};

/** The cooperative heists' frame. */
export const COOP_INK = '#2fd1c0';
const GOLD = '#f2d48c';
const GOLD_DEEP = '#b88a2c';
const INK = '#1b1714';

/** Where the skill discs go on a gangster or boss, and on a heist. */
export const GANGSTER_SKILLS: Box = { x: 4, y: 25, w: 55, h: 48 };
export const HEIST_SKILLS: Box = { x: 4, y: 25, w: 55, h: 40 };

function inMillimetres(c: Ctx, w: number, h: number, draw: () => void): void {
  c.save();
  c.scale(w / W, h / H);
  draw();
  c.restore();
}

let glyphPaths: Map<Skill, Path2D> | null = null;
function glyph(skill: Skill): Path2D {
  glyphPaths ??= new Map();
  let p = glyphPaths.get(skill);
  if (!p) glyphPaths.set(skill, (p = new Path2D(SKILL_GLYPHS[skill])));
  return p;
}

/** A skill disc centred on (x, y): the skill's colour, a dark rim, its symbol. */
export function skillDisc(c: Ctx, skill: Skill, x: number, y: number, r: number): void {
  const ink = SKILL_INKS[skill];
  c.beginPath();
  c.arc(x, y, r, 0, Math.PI * 2);
  c.fillStyle = INK;
  c.fill();
  c.beginPath();
  c.arc(x, y, r * 0.87, 0, Math.PI * 2);
  c.fillStyle = ink.fill;
  c.fill();
  // The symbol a little smaller than the disc: its colour reads first, from afar.
  const k = (r / 50) * 0.8;
  c.save();
  c.translate(x - 50 * k, y - 50 * k);
  c.scale(k, k);
  c.fillStyle = ink.ink;
  c.fill(glyph(skill), 'nonzero');
  c.restore();
}

function skillDiscs(c: Ctx, skills: readonly Skill[], box: Box, maxR: number): void {
  discLayout(skills.length, box, 1.6, maxR).forEach((d, i) =>
    skillDisc(c, skills[i]!, d.x, d.y, d.r),
  );
}

/** "$5", big, with its baseline at y. */
function money(c: Ctx, amount: number, x: number, y: number, colour: string, size = 19): void {
  c.fillStyle = colour;
  c.textAlign = 'left';
  c.textBaseline = 'alphabetic';
  c.font = font(size * 0.62, SANS, 800);
  c.fillText('$', x, y - size * 0.26);
  const dollar = c.measureText('$').width;
  c.font = font(size, SANS, 800);
  c.fillText(String(amount), x + dollar + 0.4, y);
}

/** The influence star top right, its number inside; a grey star for none. */
function influenceStar(c: Ctx, n: number, x = W - 13.5, y = 13.5, r = 12, onLight = false): void {
  c.beginPath();
  starPath(c, x, y, r, 0.5);
  c.fillStyle = n > 0 ? (onLight ? '#eaa817' : GOLD) : onLight ? '#d6cfbf' : '#8d8676';
  c.fill();
  c.lineWidth = 1;
  c.strokeStyle = onLight ? '#2a1d06' : n > 0 ? '#fff1c4' : '#c9c2b2';
  c.stroke();
  c.fillStyle = n > 0 ? '#241803' : '#2b2822';
  c.font = font(12.5, SANS, 800);
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  c.fillText(String(n), x, y + 1.2);
}

/** The name strip at the bottom. */
function nameStrip(c: Ctx, name: string, fill: string, ink: string, y = 76.5): void {
  c.beginPath();
  roundRect(c, 4, y, W - 8, 8.5, 2);
  c.fillStyle = fill;
  c.fill();
  c.fillStyle = ink;
  c.font = font(5.6, SANS, 700);
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  fitText(c, name, W / 2, y + 4.5, W - 12);
}

function frame(c: Ctx, colour: string, width: number, inset = 2.2): void {
  c.beginPath();
  roundRect(c, inset, inset, W - 2 * inset, H - 2 * inset, 2.4);
  c.lineWidth = width;
  c.strokeStyle = colour;
  c.stroke();
}

/** A gangster's face: cream card stock, cost, influence, skills, name. The table's light lifts
 * dark stock to grey, so gangsters are light with black figures, and their skills' discs carry
 * a black rim to keep their colour apart from the card. */
export function drawGangster(c: Ctx, id: string, w: number, h: number): void {
  const g = gangsterCard(id);
  if (!g) throw new Error(`no gangster ${id}`);
  inMillimetres(c, w, h, () => {
    const paper = c.createRadialGradient(W / 2, H / 2, 5, W / 2, H / 2, 60);
    paper.addColorStop(0, '#fbf7ec');
    paper.addColorStop(1, '#ece3cf');
    c.fillStyle = paper;
    c.fillRect(0, 0, W, H);
    frame(c, '#1b1714', 1);
    money(c, g.cost, 4, 22, '#0d0b0a', 22);
    influenceStar(c, g.influence, W - 13.5, 13.5, 12, true);
    skillDiscs(c, g.skills, GANGSTER_SKILLS, 19);
    nameStrip(c, cardName(id), '#1b1714', '#fbf3e0');
  });
}

/** A boss's face: gold card stock (the one such card in a gang), "BOSS", influence, skills,
 * name. */
export function drawBoss(c: Ctx, id: string, w: number, h: number): void {
  const b = bossCard(id);
  if (!b) throw new Error(`no boss ${id}`);
  inMillimetres(c, w, h, () => {
    const bg = c.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, '#f6dc92');
    bg.addColorStop(1, '#cf9f3e');
    c.fillStyle = bg;
    c.fillRect(0, 0, W, H);
    frame(c, '#2a1d06', 1.2);
    frame(c, '#7a5614', 0.4, 3.8);
    c.fillStyle = '#2a1d06';
    c.font = font(11, SERIF, 800);
    c.textAlign = 'left';
    c.textBaseline = 'alphabetic';
    fitText(c, printed('boss').toLocaleUpperCase(locale()), 5, 19, 30);
    influenceStar(c, b.influence, W - 13.5, 13.5, 12, true);
    skillDiscs(c, b.skills, GANGSTER_SKILLS, 19);
    nameStrip(c, cardName(id), '#2a1d06', '#f6dc92');
  });
}

/** A small rounded label (a reward), centred at x. */
function pill(c: Ctx, text: string, x: number, y: number, fill: string, ink: string): void {
  c.font = font(5.2, SANS, 800);
  const tw = Math.min(c.measureText(text).width, 26);
  c.beginPath();
  roundRect(c, x - tw / 2 - 2, y, tw + 4, 7.4, 2.4);
  c.fillStyle = fill;
  c.fill();
  c.fillStyle = ink;
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  fitText(c, text, x, y + 4, 26);
}

/** A heist's face: money, influence, the required skills, rewards, name. */
export function drawHeist(c: Ctx, id: string, w: number, h: number): void {
  const heist = heistCard(id);
  if (!heist) throw new Error(`no heist ${id}`);
  const ink = CHAPTER_INKS[heist.chapter];
  inMillimetres(c, w, h, () => {
    const bg = c.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, ink.base);
    bg.addColorStop(1, ink.deep);
    c.fillStyle = bg;
    c.fillRect(0, 0, W, H);
    // A blueprint's grid.
    c.strokeStyle = 'rgba(255, 255, 255, 0.07)';
    c.lineWidth = 0.25;
    grid(c);
    if (heist.coop) frame(c, COOP_INK, 2.6, 1.8);
    else frame(c, GOLD_DEEP, 0.7);
    money(c, heist.money, 4, 22, GOLD, 22);
    influenceStar(c, heist.influence);
    skillDiscs(c, heist.requires, HEIST_SKILLS, 15);
    const { extra, coop } = rewardWords(id);
    if (extra && coop) {
      pill(c, extra, 17, 67.5, GOLD, '#241803');
      pill(c, coop, 44.5, 67.5, COOP_INK, '#05221f');
    } else if (extra) pill(c, extra, W / 2, 67.5, GOLD, '#241803');
    else if (coop) pill(c, coop, W / 2, 67.5, COOP_INK, '#05221f');
    nameStrip(c, cardName(id), 'rgba(0, 0, 0, 0.45)', '#f6efdf');
  });
}

/** A snitch: black and red, its Informant rating in big figures. */
export function drawSnitch(c: Ctx, id: string, w: number, h: number): void {
  const s = snitchCard(id);
  if (!s) throw new Error(`no snitch ${id}`);
  inMillimetres(c, w, h, () => {
    c.fillStyle = '#151313';
    c.fillRect(0, 0, W, H);
    // Hazard stripes across the top.
    c.save();
    c.beginPath();
    c.rect(0, 0, W, 22);
    c.clip();
    c.fillStyle = '#c0231c';
    c.fillRect(0, 0, W, 22);
    c.fillStyle = '#151313';
    for (let x = -22; x < W + 22; x += 9) {
      c.beginPath();
      c.moveTo(x, 0);
      c.lineTo(x + 4.5, 0);
      c.lineTo(x + 4.5 - 22, 22);
      c.lineTo(x - 22, 22);
      c.closePath();
      c.fill();
    }
    c.restore();
    c.beginPath();
    roundRect(c, 6, 5, W - 12, 12, 2);
    c.fillStyle = '#151313';
    c.fill();
    c.fillStyle = '#ff4b3e';
    c.font = font(10, SANS, 900);
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    fitText(c, printed('snitch').toLocaleUpperCase(locale()), W / 2, 11.5, W - 16);
    frame(c, '#c0231c', 1);
    skillDisc(c, 'informant', 19, 43, 11.5);
    c.fillStyle = '#ffffff';
    c.font = font(24, SANS, 900);
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    fitText(c, `×${s.informants}`, 45, 45, 25);
    c.fillStyle = '#e8e1d2';
    c.font = font(4.6, SANS, 700);
    c.textAlign = 'center';
    fitText(c, printed('pay', { amount: dollars(s.informants) }), W / 2, 61, W - 10);
    fitText(c, printed('perInformant'), W / 2, 67, W - 10);
    nameStrip(c, cardName(id), '#c0231c', '#ffffff');
  });
}

/** The back of the gangster deck: burgundy, a fedora, the game's name. */
export function drawGangsterBack(c: Ctx, w: number, h: number): void {
  inMillimetres(c, w, h, () => {
    c.fillStyle = '#5c1322';
    c.fillRect(0, 0, W, H);
    c.strokeStyle = 'rgba(242, 212, 140, 0.16)';
    c.lineWidth = 0.5;
    c.beginPath();
    for (let k = -H; k < W + H; k += 6) {
      c.moveTo(k, 0);
      c.lineTo(k + H, H);
      c.moveTo(k + H, 0);
      c.lineTo(k, H);
    }
    c.stroke();
    frame(c, GOLD, 1);
    fedora(c, W / 2, 40, GOLD);
    c.fillStyle = GOLD;
    c.font = font(8.5, SERIF, 800);
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    fitText(c, 'GANGSTA!', W / 2, 62, W - 14);
  });
}

/** The back of a chapter's heist deck: its colour and numeral. */
export function drawHeistBack(c: Ctx, chapter: Chapter, w: number, h: number): void {
  const ink = CHAPTER_INKS[chapter];
  inMillimetres(c, w, h, () => {
    c.fillStyle = ink.deep;
    c.fillRect(0, 0, W, H);
    c.strokeStyle = 'rgba(255, 255, 255, 0.08)';
    c.lineWidth = 0.3;
    grid(c);
    frame(c, GOLD, 1);
    c.fillStyle = GOLD;
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.font = font(30, SERIF, 800);
    c.fillText(CHAPTER_TEXT[chapter].numeral, W / 2, 38);
    c.font = font(6.5, SANS, 800);
    fitText(c, printed('heists').toLocaleUpperCase(locale()), W / 2, 58, W - 14);
    c.font = font(5, SANS, 600);
    fitText(c, CHAPTER_TEXT[chapter].name.toLocaleUpperCase(locale()), W / 2, 66, W - 14);
  });
}

/** A blueprint's grid over the card, in the current stroke style. */
function grid(c: Ctx): void {
  c.beginPath();
  for (let x = 4.5; x < W; x += 4.5) {
    c.moveTo(x, 0);
    c.lineTo(x, H);
  }
  for (let y = 4.5; y < H; y += 4.5) {
    c.moveTo(0, y);
    c.lineTo(W, y);
  }
  c.stroke();
}

/** A fedora centred on (x, y). */
function fedora(c: Ctx, x: number, y: number, colour: string): void {
  c.save();
  c.translate(x, y);
  c.fillStyle = colour;
  c.beginPath();
  c.ellipse(0, 6, 22, 5, 0, 0, Math.PI * 2);
  c.fill();
  c.beginPath();
  c.moveTo(-12, 5);
  c.bezierCurveTo(-13, -6, -9, -12, -4, -10);
  c.quadraticCurveTo(0, -7, 4, -10);
  c.bezierCurveTo(9, -12, 13, -6, 12, 5);
  c.closePath();
  c.fill();
  c.fillStyle = '#5c1322';
  c.fillRect(-12.2, 0, 24.4, 3);
  c.restore();
}

/** Any card of the set by id (boss, gangster, heist or snitch). */
export function drawCard(c: Ctx, id: string, w: number, h: number): void {
  if (bossCard(id)) drawBoss(c, id, w, h);
  else if (gangsterCard(id)) drawGangster(c, id, w, h);
  else if (heistCard(id)) drawHeist(c, id, w, h);
  else if (snitchCard(id)) drawSnitch(c, id, w, h);
  else throw new Error(`no card ${id}`);
}
