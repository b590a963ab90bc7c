// The "connecting" card: shown while a room is being opened, and while the room's own code (and
// a game's words) load after the home screen (App.tsx), so it lives apart from Room.tsx.
import { useTranslation } from 'react-i18next';
import { formatRoomCode } from '../net/room-code.ts';
import { useSession } from '../store/use-session.ts';

/** While a room is being opened. */
export function Connecting() {
  const { t } = useTranslation();
  const code = useSession((s) => s.code);
  const role = useSession((s) => s.role);
  return (
    <main className="notice-screen" aria-busy="true">
      <div className="panel notice-screen__card">
        <span className="spinner" aria-hidden="true" />
        <p role="status">
          {role === 'host' ? t('room.opening') : t('room.joining')}{' '}
          {code ? <strong>{formatRoomCode(code)}</strong> : ''}…
        </p>
      </div>
    </main>
  );
}
