// gang-of-four's messages in German.
import type { Translation } from '../../../core/catalog.ts';
import type { en } from './en.ts';

export const de: Translation<typeof en> = {
  info: {
    name: 'Gang of Four',
    kind: 'Kartenspiel zum Überbieten',
    blurb:
      'Überbiete das letzte Ausspielen mit einer stärkeren Kombination oder sprenge es mit einer Gang, und werde als Erster alle Karten los.',
  },
};
