// The thin bar at the top of a room: which table, whether we are connected to its host, our
// round trip, the language and sound switches and the way out. Shown on every room screen.
import { useTranslation } from 'react-i18next';
import { tCode } from '../i18n/i18n.ts';
import { rttText } from './kit/rtt-text.ts';
import { formatRoomCode } from '../net/room-code.ts';
import { useSession, useSessionController } from '../store/use-session.ts';
import { ChipMark } from './ChipMark.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { reasonText } from './reasons.ts';
import { RulesButton } from './RulesButton.tsx';
import { SoundButton } from './SoundButton.tsx';

/** Connection status, RTT, the table code and a Leave button. */
export function StatusBar() {
  const session = useSessionController();
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const rtt = useSession((s) => s.rtt);
  const code = useSession((s) => s.code);
  const role = useSession((s) => s.role);
  const saveFailed = useSession((s) => s.saveFailed);
  // After a host migration, who hosts now (the lobby marks the host; `gen` counts migrations).
  const moved = useSession((s) => (s.lobby?.gen ? s.lobby.players.find((p) => p.host) : null));

  const leave = () => {
    const message = role === 'host' ? t('status.confirmClose') : t('status.confirmLeave');
    if (window.confirm(message)) session.leave();
  };

  return (
    <header className="status-bar">
      <div className="status-bar__brand">
        <ChipMark size={26} />
        <span className="status-bar__name">{t('app.name')}</span>
      </div>
      {code && (
        <span
          className="status-bar__code"
          aria-label={t('status.table', { code: formatRoomCode(code) })}
        >
          {formatRoomCode(code)}
        </span>
      )}
      <p className="status-bar__conn" role="status" aria-live="polite" data-status={status}>
        <span className="dot" data-status={status} aria-hidden="true" />
        <span className="status-bar__word">{tCode(`status.${status}`) ?? status}</span>
        {role === 'host' && <span className="badge">{t('status.youHost')}</span>}
        {role === 'guest' && moved && (
          <span className="badge">{t('status.hostsNow', { name: moved.name })}</span>
        )}
        {role === 'host' && saveFailed && (
          <span className="badge badge--warn" title={reasonText('save-failed')}>
            {t('status.notSaved')}
          </span>
        )}
        {status === 'connected' && rtt !== null && role === 'guest' && (
          <span className="status-bar__rtt" title={t('status.roundTrip')}>
            {rttText(rtt)}
          </span>
        )}
      </p>
      <RulesButton />
      <LanguagePicker className="status-bar__language" compact />
      <SoundButton />
      <button type="button" className="button button--ghost button--small" onClick={leave}>
        {role === 'host' ? t('status.closeTable') : t('status.leave')}
      </button>
    </header>
  );
}
