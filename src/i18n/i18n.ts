// The one i18next instance: the shared words in English are bundled (every other language's
// fallback); another language's shared words and each game's namespace (in the reader's
// language) are fetched by loadLanguage before they show: main.tsx waits for the reader's
// language before the first render, and a switch waits for the new language's words before it
// changes a word on the screen (no flash of keys). The reader's language is picked from what
// they chose before or from the browser (languages.ts), and switched at any time without leaving
// the table. Components read it through react-i18next's useTranslation (which re-renders them on
// a switch); plain helpers (log lines, reason codes) call `t` from here. Node loads every
// catalog at once (everything.ts).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY, LANGUAGES, LOCALES, pickLanguage, type Language } from './core/languages.ts';
import type { GAME_MESSAGES } from './games/catalogs.ts';
import { GAME_LOADERS } from './games/loaders.ts';
import { en } from './shared/en.ts';
import { SHARED_LOADERS } from './shared/loaders.ts';

/** The namespaces' shapes (English is the reference): 'common' for the shared words, one per
 * game by its id. Types every key (i18next.d.ts). */
export type Resources = { common: typeof en } & (typeof GAME_MESSAGES)['en'];

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
  resources: { en: { common: en } },
  lng: pickLanguage(stored(), browserLanguages()),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  ns: ['common', ...Object.keys(GAME_LOADERS)],
  initAsync: false, // English is bundled: ready on import (loadLanguage brings the rest)
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});
// Intl formatters made once per language and options: i18next's own 'number' made a new
// Intl.NumberFormat for each call (its cache's key holds the call's values), ≈ 200 ms of the
// main thread at a 4× slower CPU in the game screen's first render (docs/PERFORMANCE.md).
// Numbers as i18next's built-in writes them (its language code, and the options a message gives,
// `{{n, number(minimumFractionDigits: 2)}}`); lists in the reader's full locale (Brazil's
// Portuguese).
const formats = new Map<string, { format(value: never): string }>();
function cachedFormat<F extends { format(value: never): string }>(key: string, make: () => F): F {
  let f = formats.get(key);
  if (!f) formats.set(key, (f = make()));
  return f as F;
}
/** The Intl.NumberFormat options among a call's options (which also hold the message's values). */
const NUMBER_OPTIONS = (
  'style currency currencyDisplay currencySign unit unitDisplay minimumIntegerDigits ' +
  'minimumFractionDigits maximumFractionDigits minimumSignificantDigits maximumSignificantDigits ' +
  'roundingPriority roundingIncrement roundingMode trailingZeroDisplay notation compactDisplay ' +
  'signDisplay useGrouping numberingSystem'
).split(' ');
function numberOptions(options: Record<string, unknown> = {}): Intl.NumberFormatOptions {
  const picked: Record<string, unknown> = {};
  for (const name of NUMBER_OPTIONS) if (options[name] !== undefined) picked[name] = options[name];
  return picked as Intl.NumberFormatOptions;
}
i18n.services.formatter?.add('number', (value: unknown, lng, options) => {
  const picked = numberOptions(options as Record<string, unknown> | undefined);
  const key = `number:${lng}:${JSON.stringify(picked)}`;
  return cachedFormat(key, () => new Intl.NumberFormat(lng, picked)).format(value as number);
});
i18n.services.formatter?.add('list', (value: unknown, lng) =>
  cachedFormat(
    `list:${lng}`,
    () => new Intl.ListFormat(LOCALES[(lng as Language) ?? 'en'] ?? lng, { type: 'conjunction' }),
  ).format(Array.isArray(value) ? value.map(String) : [String(value)]),
);
syncDocument();
// A page's first Intl.NumberFormat sets up the number data of ICU (the browser's Intl library):
// its `new` alone took 150–630 ms of the main thread at a 4× slower CPU in the 4G bench's
// profiles, in whichever render first wrote a number (the lobby's seats, or the game's header
// just after "start", on the way to the table's first frame). Made in an idle moment of the home
// screen instead, as the cached formatter the messages then use.
if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
  window.requestIdleCallback(() => {
    const lng = i18n.language;
    cachedFormat(`number:${lng}:{}`, () => new Intl.NumberFormat(lng, {}));
  });
}

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

/** Whether every namespace of `lang` is in (a switch to it can happen at once). */
function loaded(lang: Language): boolean {
  return ['common', ...Object.keys(GAME_LOADERS)].every((ns) => i18n.hasResourceBundle(lang, ns));
}

const loading = new Map<Language, Promise<void>>();

/** Fetches what `lang` lacks: its shared words and every game's namespace (the home screen
 * names and presents every game; a fetch is one small chunk each). Resolves at once when all is
 * in; a failed fetch is tried again on the next call (meanwhile English shows). */
export function loadLanguage(lang: Language): Promise<void> {
  if (loaded(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    const add = (ns: string, load: () => Promise<Readonly<Record<string, unknown>>>) =>
      i18n.hasResourceBundle(lang, ns)
        ? undefined
        : load().then((messages) => void i18n.addResourceBundle(lang, ns, messages, true, true));
    pending = Promise.all([
      lang === 'en' ? undefined : add('common', SHARED_LOADERS[lang]),
      ...Object.entries(GAME_LOADERS).map(([ns, loaders]) => add(ns, loaders[lang])),
    ]).then(
      () => void loading.delete(lang),
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/** The reader's language ready to show (main.tsx waits for it before the first render). */
export function languageReady(): Promise<void> {
  return loadLanguage(language());
}

let wanted: Language | null = null;

/** Switches the reader's language and remembers it in this browser: at once when its words are
 * in, else as soon as they are (the screen keeps the old language meanwhile; the last choice
 * wins when several are pending). */
export function setLanguage(lang: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, lang);
  } catch {
    // not remembered: the browser's language next time
  }
  wanted = lang;
  const apply = () => {
    if (wanted !== lang) return; // a later choice overtook this one
    void i18n.changeLanguage(lang);
    syncDocument();
  };
  if (loaded(lang)) {
    apply(); // synchronously: nothing to wait for
    return Promise.resolve();
  }
  return loadLanguage(lang).then(apply);
}

// The page's lang attribute follows (screen readers' voices, hyphenation, CJK line breaking).
function syncDocument(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[language()];
}
