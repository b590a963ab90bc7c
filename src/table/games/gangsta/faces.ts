// Gangsta!'s face keys (as its scene writes them, after `gangsta/`) to textures, each painted once
// (art/) and cached by src/table/assets/textures.ts: `card:g12` (any boss, gangster, heist or
// snitch by id), `back:gangster`, `back:genesis`, `chip:5`, `chip-edge:5`, `marker`,
// `marker-edge`. A face with words on it names the reader's language past English (`card:g12:ko`,
// `back:genesis:de`, scene-parts.ts): drawn in that language, cached apart.
import type { Texture } from 'three';
import { CHAPTERS, type Chapter } from '../../../engine/games/gangsta/vocabulary.ts';
import { TEXTURE_SIZE, faceTexture } from '../../assets/textures.ts';
import { drawCard, drawGangsterBack, drawHeistBack } from './art/draw-cards.ts';
import {
  CHIP_VALUES,
  drawMarker,
  drawMarkerEdge,
  drawMoneyChip,
  drawMoneyEdge,
  type ChipValue,
} from './art/draw-chips.ts';

const { card, chip } = TEXTURE_SIZE;
const band = TEXTURE_SIZE.chipEdge;

const chipValue = (s: string): ChipValue => {
  const v = Number(s);
  if (!CHIP_VALUES.includes(v as ChipValue)) throw new Error(`no chip of ${s}`);
  return v as ChipValue;
};

/** The texture of a face key of Gangsta!; throws on a key it does not know. */
export function gangstaTexture(key: string): Texture {
  const t = (draw: Parameters<typeof faceTexture>[3], w: number, h: number) =>
    faceTexture(`gangsta/${key}`, w, h, draw);
  const [kind, a = ''] = key.split(':');
  switch (kind) {
    case 'card':
      return t((c) => drawCard(c, a, card.width, card.height), card.width, card.height);
    case 'back':
      if (a === 'gangster') {
        return t((c) => drawGangsterBack(c, card.width, card.height), card.width, card.height);
      }
      if (!CHAPTERS.includes(a as Chapter)) throw new Error(`no back ${a}`);
      return t(
        (c) => drawHeistBack(c, a as Chapter, card.width, card.height),
        card.width,
        card.height,
      );
    case 'chip':
      return t((c) => drawMoneyChip(c, chipValue(a), chip), chip, chip);
    case 'chip-edge':
      return t(
        (c) => drawMoneyEdge(c, chipValue(a), band.width, band.height),
        band.width,
        band.height,
      );
    case 'marker':
      return t((c) => drawMarker(c, chip), chip, chip);
    case 'marker-edge':
      return t((c) => drawMarkerEdge(c, band.width, band.height), band.width, band.height);
    default:
      throw new Error(`unknown face of Gangsta!: ${key}`);
  }
}
