// Composition root: the one place that wires screens to the session. The home screen, a room
// (lobby or game) or the "connecting" card, chosen by the session's phase; toasts above all. The
// room's code is a chunk of its own (src/ui/room-chunk.ts), fetched once the player heads for a
// table: the "connecting" card shows until it is in.
import { Suspense, useEffect } from 'react';
import { SessionContext, useSession } from '../store/use-session.ts';
import type { Session } from '../store/session.ts';
import { Connecting } from '../ui/Connecting.tsx';
import { Home } from '../ui/Home.tsx';
import { LazyRoom as Room, prefetchRoom } from '../ui/room-chunk.ts';
import { Toasts } from '../ui/Toasts.tsx';

function Screen() {
  const phase = useSession((s) => s.phase);
  // Invited, or already opening a room: the room's code is needed next.
  useEffect(() => {
    if (phase !== 'home') prefetchRoom();
  }, [phase]);
  if (phase === 'room') {
    return (
      <Suspense fallback={<Connecting />}>
        <Room />
      </Suspense>
    );
  }
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
