// Face keys (objects.ts) to materials: one shared material per face, its texture drawn once on a
// canvas (assets/textures.ts). Cards are satin, chips a little glossier.
import { MeshStandardMaterial, type Texture } from 'three';
import {
  cardNumber,
  type Challenge,
  type Colour,
  type Specialist,
} from '../../engine/games/the-gang/vocabulary.ts';
import { CHALLENGE_TEXT, SPECIALIST_TEXT } from '../../ui/gang/texts.ts';
import {
  cardBackTexture,
  cardFaceTexture,
  challengeTexture,
  chipEdgeTexture,
  chipTexture,
  heistCardTexture,
  ruleCardBackTexture,
  specialistTexture,
} from '../assets/textures.ts';
import type { FaceKey } from '../objects.ts';

function faceTexture(key: FaceKey): Texture {
  const [kind, a = '', b = '', c = ''] = key.split(':');
  switch (kind) {
    case 'card':
      return a === 'back' ? cardBackTexture() : cardFaceTexture(a);
    case 'chip':
      return chipTexture(a as Colour, Number(b), c === 'dark');
    case 'heist':
      return a === 'vault'
        ? heistCardTexture('vault', b === 'gold' ? 'gold' : 'gray')
        : heistCardTexture('alarm', b === 'red' ? 'red' : 'gray');
    case 'challenge': {
      if (a === 'back') return ruleCardBackTexture('challenge');
      const t = CHALLENGE_TEXT[a as Challenge];
      return challengeTexture(cardNumber(a as Challenge), t?.name ?? a, t?.text ?? '');
    }
    case 'specialist': {
      if (a === 'back') return ruleCardBackTexture('specialist');
      const t = SPECIALIST_TEXT[a as Specialist];
      return specialistTexture(cardNumber(a as Specialist), t?.name ?? a, t?.text ?? '');
    }
    default:
      throw new Error(`unknown face ${key}`);
  }
}

const materials = new Map<string, MeshStandardMaterial>();

function shared(key: string, make: () => MeshStandardMaterial): MeshStandardMaterial {
  let m = materials.get(key);
  if (!m) materials.set(key, (m = make()));
  return m;
}

/** The material of a face. */
export function faceMaterial(key: FaceKey): MeshStandardMaterial {
  const chip = key.startsWith('chip:');
  return shared(
    key,
    () =>
      new MeshStandardMaterial({
        map: faceTexture(key),
        roughness: chip ? 0.38 : 0.52,
        metalness: 0,
      }),
  );
}

/** The edge of a chip of the colour a chip face key names. */
export function chipEdgeMaterial(key: FaceKey): MeshStandardMaterial {
  const colour = (key.split(':')[1] ?? 'white') as Colour;
  return shared(
    `chip-edge:${colour}`,
    () => new MeshStandardMaterial({ map: chipEdgeTexture(colour), roughness: 0.42 }),
  );
}

/** The edge of a card: paper white. */
export function cardEdgeMaterial(): MeshStandardMaterial {
  return shared('card-edge', () => new MeshStandardMaterial({ color: '#ece6d8', roughness: 0.8 }));
}

/** Frees every face material (the textures are freed by assets/textures.ts). */
export function disposeFaceMaterials(): void {
  for (const m of materials.values()) m.dispose();
  materials.clear();
}
