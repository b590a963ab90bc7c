// Every catalog in every language at once, for Node (unit tests, end-to-end tests' expectations,
// benches), where nothing is fetched: the browser loads a language and a game's words when it
// needs them instead (i18n.ts loadLanguage).
import { LANGUAGES, type Language } from './core/languages.ts';
import { GAME_MESSAGES } from './games/catalogs.ts';
import { i18n } from './i18n.ts';
import { SHARED_MESSAGES } from './shared/catalogs.ts';

/** The namespaces: 'common' for the shared words, one per game by its id. */
export const resources = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, { common: SHARED_MESSAGES[lang], ...GAME_MESSAGES[lang] }]),
) as Record<Language, { common: (typeof SHARED_MESSAGES)['en'] } & (typeof GAME_MESSAGES)['en']>;

/** Puts every catalog into the shared instance (synchronously). */
export function loadEverything(): void {
  for (const lang of LANGUAGES) {
    for (const [ns, messages] of Object.entries(resources[lang])) {
      i18n.addResourceBundle(lang, ns, messages, true, true);
    }
  }
}
