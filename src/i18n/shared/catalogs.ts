// The shared catalogs by language (one file per language beside this one).
import type { Language } from '../core/languages.ts';
import { de } from './de.ts';
import { en } from './en.ts';
import { ko } from './ko.ts';
import { pt } from './pt.ts';

/** Every language's shared messages ('common' namespace). */
export const SHARED_MESSAGES = { en, pt, de, ko } satisfies Record<Language, unknown>;
