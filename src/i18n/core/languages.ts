// The languages the table speaks (the rulebooks' languages: English, Portuguese, German, Korean)
// and how a reader's language is chosen: the one they picked last (remembered in this browser),
// else the first of the browser's languages we speak, else English.

/** The languages of the messages, as BCP 47 primary subtags (Portuguese is Brazil's, as the
 * Portuguese box of The Gang is). */
export const LANGUAGES = ['en', 'pt', 'de', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language in its own words, for the picker (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  pt: 'Português',
  de: 'Deutsch',
  ko: '한국어',
};

/** The full locale each language formats numbers, lists and times with. */
export const LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-GB', // the app's English is British ('colour', no serial comma)
  pt: 'pt-BR',
  de: 'de-DE',
  ko: 'ko-KR',
};

/** Where the reader's choice is remembered (localStorage). */
export const LANGUAGE_KEY = 'gang-table.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language to read in: a remembered choice, else the first browser language we speak
 * ('pt-PT' and 'de-AT' read as 'pt' and 'de'), else English. */
export function pickLanguage(stored: string | null, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
