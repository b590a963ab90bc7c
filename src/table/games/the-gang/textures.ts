// The Gang's face textures: poker cards and the deck's back, chips (light and dark sides, and
// their edge bands), vault and alarm cards, challenge and specialist cards and their backs. Each
// is painted once (art/) and cached by src/table/assets/textures.ts under a key of The Gang's own.
import type { Colour } from '../../../engine/games/the-gang/vocabulary.ts';
import { TEXTURE_SIZE, faceTexture, type FaceTexture } from '../../assets/textures.ts';
import { drawCardBack, drawCardFace } from './art/draw-cards.ts';
import { drawChipEdge, drawChipFace } from './art/draw-chips.ts';
import {
  drawHeistCard,
  drawRuleCard,
  drawRuleCardBack,
  type HeistKind,
  type HeistSides,
  type RuleCardWords,
  type RuleKind,
} from './art/draw-heist.ts';

export { drawCardBack, drawCardFace, drawJackSpecialist, CARD_MM } from './art/draw-cards.ts';
export { drawChipEdge, drawChipFace, CHIP_INKS, CHIP_MM } from './art/draw-chips.ts';
export { drawHeistCard, drawRuleCard, drawRuleCardBack } from './art/draw-heist.ts';
export type { HeistKind, HeistSides, RuleCardWords, RuleKind } from './art/draw-heist.ts';

const texture = (key: string, w: number, h: number, draw: Parameters<typeof faceTexture>[3]) =>
  faceTexture(`the-gang/${key}`, w, h, draw);

const { card, chip } = TEXTURE_SIZE;

/** A poker card's face: 'As', 'Td', '7h' …, or 'J*' for the suitless Jack specialist. */
export function cardFaceTexture(token: string): FaceTexture {
  return texture(`card:${token}`, card.width, card.height, (c) =>
    drawCardFace(c, token, card.width, card.height),
  );
}

/** The deck's back. */
export function cardBackTexture(): FaceTexture {
  return texture('card:back', card.width, card.height, (c) =>
    drawCardBack(c, card.width, card.height),
  );
}

/** A chip face: the light side (top), or the dark, locked side (bottom) when `dark`. */
export function chipTexture(colour: Colour, stars: number, dark = false): FaceTexture {
  return texture(`chip:${colour}:${stars}:${dark ? 'dark' : 'light'}`, chip, chip, (c) =>
    drawChipFace(c, colour, stars, dark, chip),
  );
}

/** A chip's edge band, with the edge spots. */
export function chipEdgeTexture(colour: Colour): FaceTexture {
  const { width, height } = TEXTURE_SIZE.chipEdge;
  return texture(`chip-edge:${colour}`, width, height, (c) =>
    drawChipEdge(c, colour, width, height),
  );
}

/** A vault card (gray or gold side) or an alarm card (gray or red side). */
export function heistCardTexture<K extends HeistKind>(kind: K, side: HeistSides[K]): FaceTexture {
  return texture(`heist:${kind}:${side}`, card.width, card.height, (c) =>
    drawHeistCard(c, kind, side, card.width, card.height),
  );
}

function ruleTexture(
  kind: RuleKind,
  number: number,
  title: string,
  text: string,
  words: RuleCardWords,
): FaceTexture {
  const key = `${kind}:${number}:${title}:${text}:${words.label ?? ''}`;
  return texture(key, card.width, card.height, (c) =>
    drawRuleCard(c, kind, number, title, text, card.width, card.height, words),
  );
}

/** Challenge card `number` (1–10) with its title and one-line rule, in the reader's language. */
export function challengeTexture(
  number: number,
  title: string,
  text: string,
  words: RuleCardWords = {},
): FaceTexture {
  return ruleTexture('challenge', number, title, text, words);
}

/** Specialist card `number` (1–10) with its title and one-line rule. */
export function specialistTexture(
  number: number,
  title: string,
  text: string,
  words: RuleCardWords = {},
): FaceTexture {
  return ruleTexture('specialist', number, title, text, words);
}

/** The back of the challenge or the specialist stack. */
export function ruleCardBackTexture(kind: RuleKind): FaceTexture {
  return texture(`${kind}:back`, card.width, card.height, (c) =>
    drawRuleCardBack(c, kind, card.width, card.height),
  );
}
