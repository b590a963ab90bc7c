// The first-game hint: one line saying what to do now (each game derives it from its view), with
// a button that puts it away for good on this browser for that game (hint-store.ts). Over the 3D
// table GameLayout gives it a place of its own: on a large screen a box between the top corners
// that the camera keeps clear; on a phone or a narrow window, where such a box would cost the
// pieces too much, it folds into its mark at the end of the game's strip, which opens it over the
// table (a menu the player opened, closed again as one; screen-phone.css and screen-hud-extras.css pick the form).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissHint, hintDismissed } from './hint-store.ts';
import { useMenuDismiss } from './menu-dismiss.ts';
import './rules-dialog.css';

/** `text` for `game`'s first games, until dismissed. A moment with nothing to say (`text` null:
 * another seat's step) keeps the hint's place, empty and unseen, so the camera that keeps clear of
 * its box does not move there and back. */
export function FirstHint({ game, text }: { readonly game: string; readonly text: string | null }) {
  const { t } = useTranslation();
  const [gone, setGone] = useState(() => hintDismissed(game));
  const fold = useRef<HTMLDetailsElement>(null);
  useMenuDismiss(fold);
  if (gone) return null;
  if (!text) return <aside className="first-hint first-hint--idle" aria-hidden="true" />;
  // Its words, or where room is short (the box between the top corners) a cross, named by them.
  const dismiss = (
    <button
      type="button"
      className="button button--ghost button--small first-hint__dismiss"
      title={t('reference.dismissLabel')}
      aria-label={t('reference.dismiss')}
      onClick={() => {
        dismissHint(game);
        setGone(true);
      }}
    >
      <span className="first-hint__dismiss-words">{t('reference.dismiss')}</span>
      <span className="first-hint__dismiss-cross" aria-hidden="true">
        ✕
      </span>
    </button>
  );
  return (
    <aside className="first-hint" aria-label={t('reference.hint')} data-game={game}>
      {/* Folded: the mark, named by the words it holds; it glows again when they change. Its glyph
          is an "i" (a hint, rules-dialog.css), not a "?": that is the status bar's Rules button,
          beside it on a phone. */}
      <details className="first-hint__fold" ref={fold}>
        <summary className="first-hint__toggle" aria-label={`${t('reference.hint')}: ${text}`}>
          <span key={text} className="first-hint__mark" aria-hidden="true" />
        </summary>
        <div className="first-hint__pop">
          <p className="first-hint__text">{text}</p>
          {dismiss}
        </div>
      </details>
      <p className="first-hint__text first-hint__line" aria-live="polite">
        <span className="first-hint__mark" aria-hidden="true" />
        {text}
      </p>
      {dismiss}
    </aside>
  );
}
