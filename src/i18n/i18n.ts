// The one i18next instance: every catalog (the shared one and each game's, a namespace per game)
// loaded up front (they are small, and a table must never wait for words), the reader's language
// picked from what they chose before or from the browser (languages.ts), and switched at any time
// without leaving the table. Components read it through react-i18next's useTranslation (which
// re-renders them on a switch); plain helpers (log lines, reason codes) call `t` from here.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { GAME_MESSAGES } from './games/catalogs.ts';
import { LANGUAGE_KEY, LANGUAGES, LOCALES, pickLanguage, type Language } from './core/languages.ts';
import { SHARED_MESSAGES } from './shared/catalogs.ts';

/** The namespaces: 'common' for the shared words, one per game by its id. */
export const resources = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, { common: SHARED_MESSAGES[lang], ...GAME_MESSAGES[lang] }]),
) as Record<Language, { common: (typeof SHARED_MESSAGES)['en'] } & (typeof GAME_MESSAGES)['en']>;

function stored(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    return null; // storage disabled: the browser's language it is
  }
}

function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  return nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
}

/** The shared instance (tests and the browser alike start in the reader's language). */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources,
  lng: pickLanguage(stored(), browserLanguages()),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: ['common', ...Object.keys(GAME_MESSAGES.en)],
  initAsync: false, // resources are bundled: ready on import, no flash of keys
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});
// Intl formatters (numbers, lists) follow the reader's full locale (Brazil's Portuguese).
i18n.services.formatter?.add('list', (value: unknown, lng) =>
  new Intl.ListFormat(LOCALES[(lng as Language) ?? 'en'] ?? lng, {
    type: 'conjunction',
  }).format(Array.isArray(value) ? value.map(String) : [String(value)]),
);
syncDocument();

/** Translates a key (the instance's `t`, for plain helpers outside components). */
export const t = i18n.t.bind(i18n) as typeof i18n.t;

/** A message whose key is made at run time from a code (a reason, a log line's kind), or null
 * when the catalogs have none: the caller says what to show instead. */
export function tCode(key: string, options: Record<string, unknown> = {}): string | null {
  if (!i18n.exists(key, options)) return null;
  return (i18n.t as unknown as (k: string, o: object) => string)(key, options);
}

/** The reader's language now. */
export function language(): Language {
  return pickLanguage(i18n.language, []);
}

/** The reader's full locale for Intl (numbers, times). */
export function locale(): string {
  return LOCALES[language()];
}

/** Switches the reader's language at once and remembers it in this browser. */
export function setLanguage(lang: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, lang);
  } catch {
    // not remembered: the browser's language next time
  }
  void i18n.changeLanguage(lang);
  syncDocument();
}

// The page's lang attribute follows (screen readers' voices, hyphenation, CJK line breaking).
function syncDocument(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[language()];
}
