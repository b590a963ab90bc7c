// Vitest's setup: every catalog loaded at once (nothing is fetched in Node), in English whatever
// the machine's own language (tests read English words; languages.test.ts switches on purpose).
import { loadEverything } from './everything.ts';
import { i18n } from './i18n.ts';

loadEverything();

void i18n.changeLanguage('en');
