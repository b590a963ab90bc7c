// The status bar's "Rules" button: at any moment of a game it opens that game's rules reference
// (its registry entry's Rules, loaded on first use) in a modal dialog, in the reader's language.
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../store/use-session.ts';
import { gameName, gameUi } from './games/registry.ts';
import { RulesDialog } from './kit/RulesDialog.tsx';

/** The button and, while open, the dialog (nothing outside a game). */
export function RulesButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const playing = useSession((s) => !!s.lobby?.playing);
  const view = useSession((s) => s.view) as { game?: string } | null;
  const ui = view?.game ? gameUi(view.game) : null;
  if (!playing || !view?.game || !ui) return null;
  const Rules = ui.Rules;
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small rules-button"
        aria-haspopup="dialog"
        aria-label={t('reference.open')}
        onClick={() => setOpen(true)}
      >
        <span className="rules-button__mark" aria-hidden="true">
          ?
        </span>
        <span className="rules-button__word">{t('reference.open')}</span>
      </button>
      {open && (
        <RulesDialog
          title={t('reference.title', { game: gameName(view.game) })}
          onClose={() => setOpen(false)}
        >
          <Suspense fallback={<p>{t('reference.loading')}</p>}>
            <Rules view={view} />
          </Suspense>
        </RulesDialog>
      )}
    </>
  );
}
