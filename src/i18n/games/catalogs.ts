// Each game's catalogs by language: a namespace per game, named by its id, its files in the
// game's own folder (src/i18n/games/<id>/<language>.ts).
import type { Language } from '../core/languages.ts';
import * as gof from './gang-of-four/messages/catalogs.ts';
import * as gangsta from './gangsta/messages/catalogs.ts';
import * as gang from './the-gang/messages/catalogs.ts';

/** Every language's game namespaces. */
export const GAME_MESSAGES = Object.fromEntries(
  (['en', 'pt', 'de', 'ko'] as const).map((lang) => [
    lang,
    {
      'the-gang': gang.MESSAGES[lang],
      'gang-of-four': gof.MESSAGES[lang],
      gangsta: gangsta.MESSAGES[lang],
    },
  ]),
) as Record<
  Language,
  {
    'the-gang': typeof gang.MESSAGES.en;
    'gang-of-four': typeof gof.MESSAGES.en;
    gangsta: typeof gangsta.MESSAGES.en;
  }
>;
