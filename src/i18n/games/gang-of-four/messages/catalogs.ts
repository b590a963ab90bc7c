// gang-of-four's catalogs by language (its namespace).
import { de } from './de.ts';
import { en } from './en.ts';
import { ko } from './ko.ts';
import { pt } from './pt.ts';

/** The 'gang-of-four' namespace in each language. */
export const MESSAGES = { en, pt, de, ko };
