// Composition root: the one place that wires screens to the session. The home screen, a room
// (lobby or game) or the "connecting" card, chosen by the session's phase; toasts above all.
import { SessionContext, useSession } from '../store/use-session.ts';
import type { Session } from '../store/session.ts';
import { Home } from '../ui/Home.tsx';
import { Connecting, Room } from '../ui/Room.tsx';
import { Toasts } from '../ui/Toasts.tsx';

function Screen() {
  const phase = useSession((s) => s.phase);
  if (phase === 'room') return <Room />;
  if (phase === 'connecting') return <Connecting />;
  return <Home />;
}

/** The whole application around one session. */
export function App({ session }: { session: Session }) {
  return (
    <SessionContext.Provider value={session}>
      <Screen />
      <Toasts />
    </SessionContext.Provider>
  );
}
