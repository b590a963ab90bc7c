// The thin bar at the top of a room: which table, whether we are connected to its host, our
// round trip, the sound switch and the way out. Shown on every room screen.
import { rttText } from './kit/rtt-text.ts';
import { formatRoomCode } from '../net/room-code.ts';
import { useSession, useSessionController } from '../store/use-session.ts';
import { ChipMark } from './ChipMark.tsx';
import { reasonText } from './reasons.ts';
import { SoundButton } from './SoundButton.tsx';

const STATUS_TEXT: Record<string, string> = {
  idle: 'Not connected',
  connecting: 'Connecting…',
  connected: 'Connected',
  reconnecting: 'Reconnecting…',
  'host-lost': 'Host lost: waiting for the host to come back',
  closed: 'Disconnected',
};

/** Connection status, RTT, the table code and a Leave button. */
export function StatusBar() {
  const session = useSessionController();
  const status = useSession((s) => s.status);
  const rtt = useSession((s) => s.rtt);
  const code = useSession((s) => s.code);
  const role = useSession((s) => s.role);
  const saveFailed = useSession((s) => s.saveFailed);
  // After a host migration, who hosts now (the lobby marks the host; `gen` counts migrations).
  const moved = useSession((s) => (s.lobby?.gen ? s.lobby.players.find((p) => p.host) : null));

  const leave = () => {
    const message =
      role === 'host'
        ? 'Close this table? Everyone at it will be disconnected.'
        : 'Leave this table? Your seat stays yours: open the table link again to come back.';
    if (window.confirm(message)) session.leave();
  };

  return (
    <header className="status-bar">
      <div className="status-bar__brand">
        <ChipMark size={26} />
        <span className="status-bar__name">Gang Table</span>
      </div>
      {code && (
        <span className="status-bar__code" aria-label={`Table ${formatRoomCode(code)}`}>
          {formatRoomCode(code)}
        </span>
      )}
      <p className="status-bar__conn" role="status" aria-live="polite" data-status={status}>
        <span className="dot" data-status={status} aria-hidden="true" />
        <span className="status-bar__word">{STATUS_TEXT[status] ?? status}</span>
        {role === 'host' && <span className="badge">You host</span>}
        {role === 'guest' && moved && <span className="badge">{moved.name} hosts now</span>}
        {role === 'host' && saveFailed && (
          <span className="badge badge--warn" title={reasonText('save-failed')}>
            Not saved
          </span>
        )}
        {status === 'connected' && rtt !== null && role === 'guest' && (
          <span className="status-bar__rtt" title="Round trip to the host">
            {rttText(rtt)}
          </span>
        )}
      </p>
      <SoundButton />
      <button type="button" className="button button--ghost button--small" onClick={leave}>
        {role === 'host' ? 'Close table' : 'Leave'}
      </button>
    </header>
  );
}
