// gang-of-four's messages in Portuguese (Brazil).
import type { Translation } from '../../../core/catalog.ts';
import type { en } from './en.ts';

export const pt: Translation<typeof en> = {
  info: {
    name: 'Gang of Four',
    kind: 'Jogo de cartas de escalada',
    blurb:
      'Supere a última jogada com uma combinação mais forte, ou exploda-a com uma gangue, e seja o primeiro a esvaziar a mão.',
  },
};
