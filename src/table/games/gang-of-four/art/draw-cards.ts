// Gang of Four's faces drawn in millimetres with Canvas 2D: the 34 card faces (a big number and
// its colour's symbol in both corners, a coloured panel with the number in the middle; the
// multicoloured 1 striped in all three colours; the phoenixes and the dragon as pictures), the
// deck's back, the direction-of-play marker and the turn token. Shapes come from symbols.ts, the
// same data the hand rail's SVG faces use.
import { fitText, font, local, roundRect, SANS, type Ctx } from '../../../assets/paint.ts';
import {
  CARD_MM,
  CARD_PAINT,
  COLOUR_PAINT,
  COLOUR_SYMBOL,
  FACE_LAYOUT,
  SYMBOL_PATHS,
  faceParts,
  type GofSymbol,
} from './symbols.ts';
import type { GofColour } from '../../../../engine/games/gang-of-four/cards.ts';

/** The numbers' face: a heavy sans with lining figures. */
export const NUMBER_FONT = SANS;

const paths = new Map<GofSymbol, Path2D>();
function path(symbol: GofSymbol): Path2D {
  let p = paths.get(symbol);
  if (!p) paths.set(symbol, (p = new Path2D(SYMBOL_PATHS[symbol])));
  return p;
}

/** Fills a symbol `size` mm tall centred on (x, y), turned by `angle`. */
export function drawSymbol(
  c: Ctx,
  symbol: GofSymbol,
  x: number,
  y: number,
  size: number,
  fill: string,
  angle = 0,
): void {
  local(c, x, y, size / 100, angle, () => {
    c.fillStyle = fill;
    c.fill(path(symbol), 'evenodd');
  });
}

/** Runs `draw` in card millimetres over a w × h pixel area. */
function inMillimetres(c: Ctx, w: number, h: number, draw: () => void): void {
  c.save();
  c.scale(w / CARD_MM.width, h / CARD_MM.height);
  draw();
  c.restore();
}

const CX = CARD_MM.width / 2;
const CY = CARD_MM.height / 2;

/** The big number, squeezed to the panel's width, with a dark rim when it is light on colour. */
function bigNumber(c: Ctx, n: number, x: number, y: number, size: number, fill: string): void {
  const text = String(n);
  c.font = font(size, NUMBER_FONT, 800);
  c.textAlign = 'center';
  c.textBaseline = 'middle';
  const k = Math.min(1, (FACE_LAYOUT.panel.w - 4) / c.measureText(text).width);
  c.save();
  c.translate(x, y);
  c.scale(k, 1);
  if (fill === '#ffffff') {
    c.lineWidth = size * 0.09;
    c.lineJoin = 'round';
    c.strokeStyle = 'rgba(0, 0, 0, 0.45)';
    c.strokeText(text, 0, 0);
  }
  c.fillStyle = fill;
  c.fillText(text, 0, 0);
  c.restore();
}

/** One corner index (the top left; the caller turns it for the bottom right). */
function cornerIndex(c: Ctx, token: string): void {
  const parts = faceParts(token)!;
  const ix = FACE_LAYOUT.index;
  const colour = parts.colours.length === 1 ? parts.colours[0]! : null;
  const ink = colour ? COLOUR_PAINT[colour].ink : CARD_PAINT.ink;
  if (parts.number !== null) {
    c.font = font(ix.size, NUMBER_FONT, 800);
    c.textAlign = 'center';
    c.textBaseline = 'alphabetic';
    c.fillStyle = ink;
    fitText(c, String(parts.number), ix.x, ix.baseline, ix.width);
  } else {
    drawSymbol(c, parts.symbol!, ix.x, ix.baseline - 5.5, 12.5, ink);
  }
  if (colour) {
    drawSymbol(
      c,
      COLOUR_SYMBOL[colour],
      ix.x,
      ix.symbolY,
      ix.symbolSize,
      // The ink, not the panel's fill: the yellow sun on white paper must show in greyscale too.
      COLOUR_PAINT[colour].ink,
    );
    return;
  }
  // The multicoloured 1: all three symbols, small.
  (['G', 'Y', 'R'] as const).forEach((g, k) =>
    drawSymbol(c, COLOUR_SYMBOL[g], ix.x, ix.symbolY - 2 + k * 6, 5.4, COLOUR_PAINT[g].ink),
  );
}

/** The centre panel: the colour (three stripes for the 1M), the number or the picture. */
function panel(c: Ctx, token: string): void {
  const parts = faceParts(token)!;
  const p = FACE_LAYOUT.panel;
  c.save();
  c.beginPath();
  roundRect(c, p.x, p.y, p.w, p.h, p.r);
  c.clip();
  const stripe = p.w / parts.colours.length;
  parts.colours.forEach((g: GofColour, k) => {
    c.fillStyle = COLOUR_PAINT[g].fill;
    c.fillRect(p.x + k * stripe, p.y, stripe + 0.05, p.h);
  });
  // A soft light from above, so the panel reads as printed ink on card.
  const sheen = c.createLinearGradient(0, p.y, 0, p.y + p.h);
  sheen.addColorStop(0, 'rgba(255, 255, 255, 0.18)');
  sheen.addColorStop(1, 'rgba(0, 0, 0, 0.12)');
  c.fillStyle = sheen;
  c.fillRect(p.x, p.y, p.w, p.h);
  c.restore();
  const on = parts.colours.length === 1 ? COLOUR_PAINT[parts.colours[0]!].onFill : '#ffffff';
  if (parts.number !== null) {
    bigNumber(c, parts.number, CX, CY + 1, 30, on);
    if (parts.symbol) {
      drawSymbol(c, parts.symbol, CX, p.y + 11, 12, on);
      drawSymbol(c, parts.symbol, CX, p.y + p.h - 11, 12, on, Math.PI);
    } else {
      (['G', 'Y', 'R'] as const).forEach((g, k) => {
        drawSymbol(c, COLOUR_SYMBOL[g], CX + (k - 1) * 9.5, p.y + 10, 7.5, '#ffffff');
        drawSymbol(
          c,
          COLOUR_SYMBOL[g],
          CX - (k - 1) * 9.5,
          p.y + p.h - 10,
          7.5,
          '#ffffff',
          Math.PI,
        );
      });
    }
    return;
  }
  drawSymbol(c, parts.symbol!, CX, CY - 4, 29, on);
  c.font = font(4.6, NUMBER_FONT, 800);
  c.textAlign = 'center';
  c.textBaseline = 'alphabetic';
  c.fillStyle = on;
  const word = parts.symbol === 'dragon' ? 'DRAGON' : 'PHOENIX';
  fitText(c, word, CX, p.y + p.h - 8, p.w - 6);
}

/** A card's face: `token` like '5R', '10G', '1M', 'PG', 'PY', 'DR'; `old` dims it (a play of
 * the trick that has been beaten). */
export function drawGofFace(c: Ctx, token: string, w: number, h: number, old = false): void {
  const parts = faceParts(token);
  if (!parts) throw new Error(`not a Gang of Four card: '${token}'`);
  inMillimetres(c, w, h, () => {
    c.fillStyle = CARD_PAINT.paper;
    c.fillRect(0, 0, CARD_MM.width, CARD_MM.height);
    const edge =
      parts.colours.length === 1 ? COLOUR_PAINT[parts.colours[0]!].fill : CARD_PAINT.gold;
    c.strokeStyle = edge;
    c.lineWidth = 0.7;
    c.beginPath();
    roundRect(c, 1.6, 1.6, CARD_MM.width - 3.2, CARD_MM.height - 3.2, 2.6);
    c.stroke();
    panel(c, token);
    cornerIndex(c, token);
    local(c, CX, CY, 1, Math.PI, () => {
      c.translate(-CX, -CY);
      cornerIndex(c, token);
    });
    if (old) {
      c.fillStyle = 'rgba(28, 30, 34, 0.42)';
      c.fillRect(0, 0, CARD_MM.width, CARD_MM.height);
    }
  });
}

/** The back: deep blue, a gold lattice, a gold ring with a 4 in the middle. */
export function drawGofBack(c: Ctx, w: number, h: number): void {
  inMillimetres(c, w, h, () => {
    c.fillStyle = CARD_PAINT.back;
    c.fillRect(0, 0, CARD_MM.width, CARD_MM.height);
    c.save();
    c.beginPath();
    roundRect(c, 4, 4, CARD_MM.width - 8, CARD_MM.height - 8, 3);
    c.clip();
    c.fillStyle = CARD_PAINT.backDeep;
    c.fillRect(0, 0, CARD_MM.width, CARD_MM.height);
    c.strokeStyle = 'rgba(224, 189, 111, 0.32)';
    c.lineWidth = 0.45;
    for (let k = -20; k < 24; k++) {
      c.beginPath();
      c.moveTo(k * 5, 0);
      c.lineTo(k * 5 + CARD_MM.height, CARD_MM.height);
      c.moveTo(k * 5 + CARD_MM.height, 0);
      c.lineTo(k * 5, CARD_MM.height);
      c.stroke();
    }
    c.restore();
    c.strokeStyle = CARD_PAINT.gold;
    c.lineWidth = 0.9;
    c.beginPath();
    roundRect(c, 4, 4, CARD_MM.width - 8, CARD_MM.height - 8, 3);
    c.stroke();
    c.fillStyle = CARD_PAINT.backDeep;
    c.beginPath();
    c.arc(CX, CY, 15, 0, Math.PI * 2);
    c.fill();
    c.lineWidth = 1.2;
    c.stroke();
    c.fillStyle = CARD_PAINT.gold;
    c.font = font(20, NUMBER_FONT, 800);
    c.textAlign = 'center';
    c.textBaseline = 'middle';
    c.fillText('4', CX, CY + 1);
  });
}

/** The direction-of-play marker: a gold arrow on dark felt, pointing to the card's top. */
export function drawArrowMarker(c: Ctx, w: number, h: number): void {
  inMillimetres(c, w, h, () => {
    c.fillStyle = '#0d3b2b';
    c.fillRect(0, 0, CARD_MM.width, CARD_MM.height);
    c.strokeStyle = 'rgba(242, 212, 140, 0.55)';
    c.lineWidth = 0.8;
    c.beginPath();
    roundRect(c, 2.5, 2.5, CARD_MM.width - 5, CARD_MM.height - 5, 3);
    c.stroke();
    c.fillStyle = '#f2d48c';
    c.beginPath();
    c.moveTo(CX, 9);
    c.lineTo(CX + 22, 38);
    c.lineTo(CX + 8, 38);
    c.lineTo(CX + 8, 79);
    c.lineTo(CX - 8, 79);
    c.lineTo(CX - 8, 38);
    c.lineTo(CX - 22, 38);
    c.closePath();
    c.fill();
  });
}

/** The turn token's face (a chip): gold, with a dark pointing hand of an arrow. */
export function drawTurnChip(c: Ctx, size: number): void {
  const r = size / 2;
  c.save();
  c.fillStyle = '#f2d48c';
  c.fillRect(0, 0, size, size);
  c.translate(r, r);
  c.scale(size / 100, size / 100);
  c.strokeStyle = '#7a5a17';
  c.lineWidth = 5;
  c.beginPath();
  c.arc(0, 0, 42, 0, Math.PI * 2);
  c.stroke();
  c.fillStyle = '#2a1d05';
  c.beginPath();
  c.moveTo(0, -30);
  c.lineTo(24, 2);
  c.lineTo(9, 2);
  c.lineTo(9, 28);
  c.lineTo(-9, 28);
  c.lineTo(-9, 2);
  c.lineTo(-24, 2);
  c.closePath();
  c.fill();
  c.restore();
}
