// "Lock the table": the host keeps strangers out (nobody new comes in; only seated players come
// back); everybody else sees that the table is locked. In the lobby's invitation and, during a
// game, beside the seats the host manages.
import { useTranslation } from 'react-i18next';
import type { Lobby } from '../../net/protocol.ts';
import { useSession, useSessionController } from '../../store/use-session.ts';

/** A padlock, drawn (an emoji may be missing from the reader's fonts). */
function LockIcon() {
  return (
    <svg className="robot-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="3" y="7" width="10" height="7.5" rx="1.6" fill="currentColor" />
    </svg>
  );
}

/** The host's switch, or a note for everybody else when the table is locked. */
export function LockToggle({ lobby }: { readonly lobby: Lobby }) {
  const session = useSessionController();
  const { t } = useTranslation();
  const you = useSession((s) => s.you);
  const host = lobby.players.some((p) => p.id === you && p.host);
  if (!host) {
    return lobby.locked ? (
      <p className="lock-note">
        <LockIcon /> {t('lock.locked')}
      </p>
    ) : null;
  }
  return (
    <label className="lock-toggle">
      <input
        type="checkbox"
        checked={lobby.locked}
        onChange={(e) => void session.lobbyAction({ a: 'lock', locked: e.target.checked })}
      />
      <span>
        {t('lock.toggle')} <span className="lock-toggle__hint">{t('lock.hint')}</span>
      </span>
    </label>
  );
}
