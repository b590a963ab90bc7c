// Gang of Four's face keys (as its scene writes them, after `gang-of-four/`) to textures:
// `card:5R`, `card:5R:old`, `back`, `arrow`, `turn`.
import type { Texture } from 'three';
import { arrowTexture, gofBackTexture, gofFaceTexture, turnTexture } from './textures.ts';

/** The texture of a face key of Gang of Four; throws on a key it does not know. */
export function gofTexture(key: string): Texture {
  const [kind, a = '', b = ''] = key.split(':');
  switch (kind) {
    case 'card':
      return gofFaceTexture(a, b === 'old');
    case 'back':
      return gofBackTexture();
    case 'arrow':
      return arrowTexture();
    case 'turn':
      return turnTexture();
    default:
      throw new Error(`unknown face of Gang of Four: ${key}`);
  }
}
