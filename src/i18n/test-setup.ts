// Vitest's setup: the catalogs loaded as in the browser, in English whatever the machine's own
// language (tests read English words; languages.test.ts switches on purpose).
import { i18n } from './i18n.ts';

void i18n.changeLanguage('en');
