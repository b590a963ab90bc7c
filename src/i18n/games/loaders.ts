// Each game's namespace in one language, fetched when the page needs it (a chunk per game and
// language): the browser never downloads a language nobody reads, nor every game's words with
// the home screen's code. Node loads every catalog at once instead (src/i18n/everything.ts);
// loaders.test.ts checks each loader gives exactly that game's catalog in that language.
import type { Language } from '../core/languages.ts';

/** A namespace's messages as a catalog file exports them. */
export type Messages = Readonly<Record<string, unknown>>;

type Loaders = Readonly<Record<Language, () => Promise<Messages>>>;

/** Each game's namespace (named by its id), per language. */
export const GAME_LOADERS: Readonly<Record<string, Loaders>> = {
  'the-gang': {
    en: () => import('./the-gang/messages/en.ts').then((m) => m.en),
    pt: () => import('./the-gang/messages/pt.ts').then((m) => m.pt),
    de: () => import('./the-gang/messages/de.ts').then((m) => m.de),
    ko: () => import('./the-gang/messages/ko.ts').then((m) => m.ko),
  },
  'gang-of-four': {
    en: () => import('./gang-of-four/messages/en.ts').then((m) => m.en),
    pt: () => import('./gang-of-four/messages/pt.ts').then((m) => m.pt),
    de: () => import('./gang-of-four/messages/de.ts').then((m) => m.de),
    ko: () => import('./gang-of-four/messages/ko.ts').then((m) => m.ko),
  },
  gangsta: {
    en: () => import('./gangsta/messages/en.ts').then((m) => m.en),
    pt: () => import('./gangsta/messages/pt.ts').then((m) => m.pt),
    de: () => import('./gangsta/messages/de.ts').then((m) => m.de),
    ko: () => import('./gangsta/messages/ko.ts').then((m) => m.ko),
  },
};
