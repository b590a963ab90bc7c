// gangsta's messages in Portuguese (Brazil).
import { rules } from '../rules/pt.ts';
import type { Translation } from '../../../core/catalog.ts';
import type { en } from './en.ts';

export const pt: Translation<typeof en> = {
  rules,
  info: {
    name: 'Gangsta!',
    kind: 'Golpes e recrutamento',
    blurb:
      'Recrute gângsteres, mobilize seu bando e dê golpes ao longo de três capítulos. Cuidado com os dedos-duros.',
  },
};
