// The reader's language, switchable at any moment (on the home screen and in the status bar, so
// never leaving the table): every word on the screen follows at once, and the choice is
// remembered in this browser. Each player reads in their own language: nothing is sent.
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n/i18n.ts';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, pickLanguage } from '../i18n/core/languages.ts';

/** A small select of the four languages, each named in its own words. */
export function LanguagePicker({ className = '' }: { readonly className?: string }) {
  const { t, i18n } = useTranslation();
  const current = pickLanguage(i18n.language, []);
  return (
    <select
      className={`select select--small language-picker ${className}`.trim()}
      aria-label={t('app.language')}
      title={t('app.language')}
      value={current}
      onChange={(e) => isLanguage(e.target.value) && setLanguage(e.target.value)}
      data-testid="language-picker"
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {LANGUAGE_NAMES[lang]}
        </option>
      ))}
    </select>
  );
}
