// The reader's language, switchable at any moment (on the home screen and in the status bar, so
// never leaving the table): every word on the screen follows at once, and the choice is
// remembered in this browser. Each player reads in their own language: nothing is sent.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n/i18n.ts';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, pickLanguage } from '../i18n/core/languages.ts';

/** Where the status bar is short of room (room.css's phone query): the picker says a code. */
const NARROW = '(max-width: 40rem), (max-height: 34rem)';

function narrowNow(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(NARROW).matches === true;
}

function onNarrowChange(notify: () => void): () => void {
  const query = typeof window !== 'undefined' ? window.matchMedia?.(NARROW) : undefined;
  query?.addEventListener('change', notify);
  return () => query?.removeEventListener('change', notify);
}

/** A small select of the four languages, each named in its own words; where the bar is narrow
 * (`compact`, on a phone), by its code ("EN", "KO"), each option's full name still said to a
 * screen reader and shown as its title. */
export function LanguagePicker({
  className = '',
  compact = false,
}: {
  readonly className?: string;
  readonly compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const current = pickLanguage(i18n.language, []);
  const narrow = useSyncExternalStore(onNarrowChange, narrowNow, () => false);
  const short = compact && narrow;
  return (
    <select
      className={`select select--small language-picker ${className}`.trim()}
      aria-label={t('app.language')}
      title={t('app.language')}
      value={current}
      onChange={(e) => {
        // the words are fetched first when not in yet (a failed fetch keeps the language)
        if (isLanguage(e.target.value)) setLanguage(e.target.value).catch(() => {});
      }}
      data-testid="language-picker"
    >
      {LANGUAGES.map((lang) => (
        <option
          key={lang}
          value={lang}
          lang={lang}
          label={short ? lang.toUpperCase() : LANGUAGE_NAMES[lang]}
          aria-label={LANGUAGE_NAMES[lang]}
        >
          {LANGUAGE_NAMES[lang]}
        </option>
      ))}
    </select>
  );
}
