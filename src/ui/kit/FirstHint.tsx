// The first-game hint: one line saying what to do now (each game derives it from its view), with
// a button that puts it away for good on this browser for that game (hint-store.ts). Over the 3D
// table it sits with the room's notices under the game's header (GameLayout), never over the
// header nor the player's cards at the foot.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissHint, hintDismissed } from './hint-store.ts';
import './rules-dialog.css';

/** `text` for `game`'s first games, until dismissed (nothing when `text` is null). */
export function FirstHint({ game, text }: { readonly game: string; readonly text: string | null }) {
  const { t } = useTranslation();
  const [gone, setGone] = useState(() => hintDismissed(game));
  if (gone || !text) return null;
  return (
    <aside className="first-hint" aria-label={t('reference.hint')} data-game={game}>
      <p className="first-hint__text" aria-live="polite">
        <span className="first-hint__mark" aria-hidden="true">
          ?
        </span>
        {text}
      </p>
      <button
        type="button"
        className="button button--ghost button--small first-hint__dismiss"
        title={t('reference.dismissLabel')}
        onClick={() => {
          dismissHint(game);
          setGone(true);
        }}
      >
        {t('reference.dismiss')}
      </button>
    </aside>
  );
}
