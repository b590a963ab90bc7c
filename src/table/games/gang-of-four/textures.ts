// Gang of Four's face textures, each painted once (art/draw-cards.ts) and cached by
// src/table/assets/textures.ts under a key of Gang of Four's own.
import { TEXTURE_SIZE, faceTexture, type FaceTexture } from '../../assets/textures.ts';
import { drawArrowMarker, drawGofBack, drawGofFace, drawTurnChip } from './art/draw-cards.ts';

const texture = (key: string, w: number, h: number, draw: Parameters<typeof faceTexture>[3]) =>
  faceTexture(`gang-of-four/${key}`, w, h, draw);

const { card, chip } = TEXTURE_SIZE;

/** A card's face ('5R', '1M', 'PG', 'DR' …); `old` dims a play that has been beaten. */
export function gofFaceTexture(token: string, old = false): FaceTexture {
  return texture(`card:${token}${old ? ':old' : ''}`, card.width, card.height, (c) =>
    drawGofFace(c, token, card.width, card.height, old),
  );
}

/** The deck's back. */
export function gofBackTexture(): FaceTexture {
  return texture('back', card.width, card.height, (c) => drawGofBack(c, card.width, card.height));
}

/** The direction-of-play marker. */
export function arrowTexture(): FaceTexture {
  return texture('arrow', card.width, card.height, (c) =>
    drawArrowMarker(c, card.width, card.height),
  );
}

/** The turn token's face. */
export function turnTexture(): FaceTexture {
  return texture('turn', chip, chip, (c) => drawTurnChip(c, chip));
}
