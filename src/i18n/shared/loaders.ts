// The shared words ('common') in a language other than English, fetched when the reader reads
// it (English is in the home screen's code: it is every other language's fallback).
import type { Language } from '../core/languages.ts';
import type { Messages } from '../games/loaders.ts';

/** The shared catalog of each language but English. */
export const SHARED_LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Messages>>> = {
  pt: () => import('./pt.ts').then((m) => m.pt),
  de: () => import('./de.ts').then((m) => m.de),
  ko: () => import('./ko.ts').then((m) => m.ko),
};
