// The thin bar at the top of a room: which table, whether we are connected to its host, our
// round trip, the language and sound switches and the way out. Shown on every room screen.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { tCode } from '../i18n/i18n.ts';
import { useFitOneLine } from './kit/fit-one-line.ts';
import { rttText } from './kit/rtt-text.ts';
import { formatRoomCode } from '../net/room-code.ts';
import { useSession, useSessionController } from '../store/use-session.ts';
import { ChipMark } from './ChipMark.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { reasonText } from './reasons.ts';
import { RulesButton } from './RulesButton.tsx';
import { SoundButton } from './SoundButton.tsx';

/** A door with the way out (the Leave button's mark, alone on a phone). */
function ExitIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M8.5 3H4.5A1.5 1.5 0 0 0 3 4.5v11A1.5 1.5 0 0 0 4.5 17h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <path
        d="M12.5 6l4 4-4 4M16.5 10H8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Connection status, RTT, the table code and a Leave button. The bar keeps to one line in every
 * language: where its words do not fit (and on a phone) the buttons show their marks (each named
 * for screen readers and in a tooltip), never a word cut short or wrapped. */
export function StatusBar() {
  const session = useSessionController();
  const { t } = useTranslation();
  const bar = useRef<HTMLElement>(null);
  useFitOneLine(bar);
  const status = useSession((s) => s.status);
  const rtt = useSession((s) => s.rtt);
  const code = useSession((s) => s.code);
  const role = useSession((s) => s.role);
  const saveFailed = useSession((s) => s.saveFailed);
  // After a host migration, who hosts now (the lobby marks the host; `gen` counts migrations).
  const moved = useSession((s) => (s.lobby?.gen ? s.lobby.players.find((p) => p.host) : null));

  const leaveWord = role === 'host' ? t('status.closeTable') : t('status.leave');
  const leave = () => {
    const message = role === 'host' ? t('status.confirmClose') : t('status.confirmLeave');
    if (window.confirm(message)) session.leave();
  };

  return (
    <header className="status-bar" ref={bar}>
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
          <span className="badge" title={t('status.hostsNow', { name: moved.name })}>
            {t('status.hostsNow', { name: moved.name })}
          </span>
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
      <button
        type="button"
        className="button button--ghost button--small leave-button"
        aria-label={leaveWord}
        title={leaveWord}
        onClick={leave}
      >
        <ExitIcon />
        <span className="leave-button__word">{leaveWord}</span>
      </button>
    </header>
  );
}
