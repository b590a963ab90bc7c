// The Gang's face keys (as its scene writes them, after `the-gang/`) to textures: `card:As`,
// `card:back`, `chip:red:4:light`, `chip-edge:red`, `heist:vault:gold`, `challenge:blackout`,
// `challenge:back`, `specialist:jack`, `specialist:back`.
import type { Texture } from 'three';
import {
  cardNumber,
  type Challenge,
  type Colour,
  type Specialist,
} from '../../../engine/games/the-gang/vocabulary.ts';
import { CHALLENGE_TEXT, SPECIALIST_TEXT } from '../../../i18n/games/the-gang/texts.ts';
import { t as translate } from '../../../i18n/i18n.ts';
import {
  cardBackTexture,
  cardFaceTexture,
  challengeTexture,
  chipEdgeTexture,
  chipTexture,
  heistCardTexture,
  ruleCardBackTexture,
  specialistTexture,
} from './textures.ts';

/** The texture of a face key of The Gang; throws on a key it does not know. */
export function gangTexture(key: string): Texture {
  const [kind, a = '', b = '', c = ''] = key.split(':');
  switch (kind) {
    case 'card':
      return a === 'back' ? cardBackTexture() : cardFaceTexture(a);
    case 'chip':
      return chipTexture(a as Colour, Number(b), c === 'dark');
    case 'chip-edge':
      return chipEdgeTexture(a as Colour);
    case 'heist':
      return a === 'vault'
        ? heistCardTexture('vault', b === 'gold' ? 'gold' : 'gray')
        : heistCardTexture('alarm', b === 'red' ? 'red' : 'gray');
    case 'challenge': {
      if (a === 'back') return ruleCardBackTexture('challenge');
      const t = CHALLENGE_TEXT[a as Challenge];
      return challengeTexture(cardNumber(a as Challenge), t?.name ?? a, t?.text ?? '', {
        label: translate('ui.challenge', { ns: 'the-gang' }),
      });
    }
    case 'specialist': {
      if (a === 'back') return ruleCardBackTexture('specialist');
      const t = SPECIALIST_TEXT[a as Specialist];
      return specialistTexture(cardNumber(a as Specialist), t?.name ?? a, t?.text ?? '', {
        label: translate('ui.specialist', { ns: 'the-gang' }),
      });
    }
    default:
      throw new Error(`unknown face of The Gang: ${key}`);
  }
}
