// gangsta's messages in German.
import { rules } from '../rules/de.ts';
import type { Translation } from '../../../core/catalog.ts';
import type { en } from './en.ts';

export const de: Translation<typeof en> = {
  rules,
  info: {
    name: 'Gangsta!',
    kind: 'Coups und Anwerben',
    blurb:
      'Wirb Gangster an, mobilisiere deine Bande und zieh Coups durch, drei Kapitel lang. Vorsicht vor den Spitzeln.',
  },
};
