// The table's textures: every card face and back, chip faces and edges, vault and alarm cards,
// challenge and specialist cards, felt and wood, drawn with Canvas 2D (an OffscreenCanvas where
// there is one) into THREE.CanvasTexture. sRGB, mipmapped, anisotropic, cached by what they show:
// ask for the same texture twice and get the same object. No network, no web fonts.
//
// UVs follow glTF (flipY = false): the image's top lies toward the model's −z, as
// scripts/gen-models.ts builds public/models/*.glb. Faces: card.glb front/back, chip.glb top/bottom;
// chipEdgeTexture fits chip.glb's edge; feltTexture and woodTexture come already repeated
// (RepeatWrapping) to suit table.glb's felt and rail UVs. Give a textured material a white colour:
// the GLBs' base colours are only stand-ins, and glTF multiplies them in.
import {
  CanvasTexture,
  LinearFilter,
  LinearMipmapLinearFilter,
  RepeatWrapping,
  SRGBColorSpace,
} from 'three';
import type { Colour } from '../../engine/games/the-gang/vocabulary.ts';
import { drawCardBack, drawCardFace } from './draw-cards.ts';
import { drawChipEdge, drawChipFace } from './draw-chips.ts';
import {
  drawHeistCard,
  drawRuleCard,
  drawRuleCardBack,
  type HeistKind,
  type HeistSides,
  type RuleCardWords,
  type RuleKind,
} from './draw-heist.ts';
import { drawFelt, drawWood } from './draw-surfaces.ts';
import type { Ctx } from './paint.ts';

export { drawCardBack, drawCardFace, drawJackSpecialist, CARD_MM } from './draw-cards.ts';
export { drawChipEdge, drawChipFace, CHIP_INKS, CHIP_MM } from './draw-chips.ts';
export { drawHeistCard, drawRuleCard, drawRuleCardBack } from './draw-heist.ts';
export type { HeistKind, HeistSides, RuleCardWords, RuleKind } from './draw-heist.ts';
export { drawFelt, drawWood } from './draw-surfaces.ts';
export type { Ctx } from './paint.ts';

/** Texture sizes in pixels: a card face is 63 × 88 mm at about 8 px per mm. */
export const TEXTURE_SIZE = {
  card: { width: 512, height: 716 },
  chip: 512,
  chipEdge: { width: 512, height: 32 },
  felt: 512,
  wood: { width: 1024, height: 256 },
} as const;

/** A canvas to draw on: an OffscreenCanvas where available (workers too), else a DOM canvas. */
type Canvas = OffscreenCanvas | HTMLCanvasElement;

function createCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

const cache = new Map<string, CanvasTexture<Canvas>>();
let anisotropy = 8;

/**
 * The anisotropic filtering to ask for (pass renderer.capabilities.getMaxAnisotropy()); three
 * clamps it to what the GPU offers. Applies to textures made from now on and to cached ones.
 */
export function setTextureAnisotropy(value: number): void {
  anisotropy = Math.max(1, value);
  for (const texture of cache.values()) {
    texture.anisotropy = anisotropy;
    texture.needsUpdate = true;
  }
}

function texture(
  key: string,
  width: number,
  height: number,
  draw: (c: Ctx) => void,
  repeat?: readonly [number, number],
): CanvasTexture<Canvas> {
  const cached = cache.get(key);
  if (cached) return cached;
  const canvas = createCanvas(width, height);
  const c = canvas.getContext('2d') as Ctx | null;
  if (!c) throw new Error('no 2D canvas context for the table textures');
  draw(c);
  const t = new CanvasTexture<Canvas>(canvas);
  t.name = key;
  t.colorSpace = SRGBColorSpace;
  t.flipY = false;
  t.anisotropy = anisotropy;
  t.generateMipmaps = true;
  t.minFilter = LinearMipmapLinearFilter;
  t.magFilter = LinearFilter;
  if (repeat) {
    t.wrapS = RepeatWrapping;
    t.wrapT = RepeatWrapping;
    t.repeat.set(repeat[0], repeat[1]);
  }
  t.needsUpdate = true;
  cache.set(key, t);
  return t;
}

const { card, chip } = TEXTURE_SIZE;

/** A poker card's face: 'As', 'Td', '7h' …, or 'J*' for the suitless Jack specialist. */
export function cardFaceTexture(token: string): CanvasTexture<Canvas> {
  return texture(`card:${token}`, card.width, card.height, (c) =>
    drawCardFace(c, token, card.width, card.height),
  );
}

/** The deck's back. */
export function cardBackTexture(): CanvasTexture<Canvas> {
  return texture('card:back', card.width, card.height, (c) =>
    drawCardBack(c, card.width, card.height),
  );
}

/** A chip face: the light side (top), or the dark, locked side (bottom) when `dark`. */
export function chipTexture(colour: Colour, stars: number, dark = false): CanvasTexture<Canvas> {
  return texture(`chip:${colour}:${stars}:${dark ? 'dark' : 'light'}`, chip, chip, (c) =>
    drawChipFace(c, colour, stars, dark, chip),
  );
}

/** A chip's edge band, with the edge spots. */
export function chipEdgeTexture(colour: Colour): CanvasTexture<Canvas> {
  const { width, height } = TEXTURE_SIZE.chipEdge;
  return texture(`chip-edge:${colour}`, width, height, (c) =>
    drawChipEdge(c, colour, width, height),
  );
}

/** A vault card (gray or gold side) or an alarm card (gray or red side). */
export function heistCardTexture<K extends HeistKind>(
  kind: K,
  side: HeistSides[K],
): CanvasTexture<Canvas> {
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
): CanvasTexture<Canvas> {
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
): CanvasTexture<Canvas> {
  return ruleTexture('challenge', number, title, text, words);
}

/** Specialist card `number` (1–10) with its title and one-line rule. */
export function specialistTexture(
  number: number,
  title: string,
  text: string,
  words: RuleCardWords = {},
): CanvasTexture<Canvas> {
  return ruleTexture('specialist', number, title, text, words);
}

/** The back of the challenge or the specialist stack. */
export function ruleCardBackTexture(kind: RuleKind): CanvasTexture<Canvas> {
  return texture(`${kind}:back`, card.width, card.height, (c) =>
    drawRuleCardBack(c, kind, card.width, card.height),
  );
}

/** The size in metres one felt tile covers on the table. */
export const FELT_TILE_METRES = 0.25;
/** How many wood tiles go once round the rail (a whole number: no seam), and per metre across. */
export const WOOD_REPEAT = { around: 5, perMetreAcross: 1 / 0.3 } as const;

/** The felt, tileable, already repeated to suit table.glb's felt UVs (one unit = 2.5 m). */
export function feltTexture(): CanvasTexture<Canvas> {
  const size = TEXTURE_SIZE.felt;
  return texture('felt', size, size, (c) => drawFelt(c, size), [
    2.5 / FELT_TILE_METRES,
    2.5 / FELT_TILE_METRES,
  ]);
}

/** The rail's wood, tileable, already repeated to suit table.glb's rail UVs (u once round). */
export function woodTexture(): CanvasTexture<Canvas> {
  const { width, height } = TEXTURE_SIZE.wood;
  return texture('wood', width, height, (c) => drawWood(c, width, height), [
    WOOD_REPEAT.around,
    WOOD_REPEAT.perMetreAcross,
  ]);
}

/** How many textures are cached (for tests and leak checks). */
export function cachedTextureCount(): number {
  return cache.size;
}

/** Frees every cached texture's GPU memory and forgets them (e.g. when the table unmounts). */
export function disposeTextures(): void {
  for (const t of cache.values()) t.dispose();
  cache.clear();
}
