// The Gang in plain DOM: the view this seat was sent, every intent it may send, and nothing
// more. The 3D table replaces the centre later; the panels stay as its overlay.
import { useMemo } from 'react';
import type { GangIntent, GangView } from '../../engine/index.ts';
import { useSession, useSessionController } from '../../store/use-session.ts';
import { RejoinDetails } from '../lobby/InvitePanel.tsx';
import { Centre } from './Centre.tsx';
import { GangContext, type GangContextValue } from './context.ts';
import { Crew } from './Crew.tsx';
import { Decisions } from './Decisions.tsx';
import { matchSeatPlayers, seatName } from './format.ts';
import { Hand } from './Hand.tsx';
import { ActiveCards, HeistHeader } from './Header.tsx';
import { Log } from './Log.tsx';
import { Showdown } from './Showdown.tsx';
import './gang.css';

/** The host may end a game early (someone had to go). */
function EndGame() {
  const session = useSessionController();
  const end = () => {
    if (window.confirm('End this game for everyone and go back to the lobby?')) {
      void session.lobbyAction({ a: 'lobby' });
    }
  };
  return (
    <button type="button" className="link-button" onClick={end}>
      End the game and return to the lobby
    </button>
  );
}

/** The whole Gang screen for one seat (or a spectator). */
export function GangTable({ view }: { view: GangView }) {
  const session = useSessionController();
  const lobby = useSession((s) => s.lobby);
  const you = useSession((s) => s.you);
  const isHost = lobby?.players.some((p) => p.id === you && p.host) ?? false;

  const value = useMemo<GangContextValue>(() => {
    const players = matchSeatPlayers(lobby);
    return {
      view,
      players,
      name: (seat) => seatName(players, seat),
      me: view.seat,
      isHost,
      act: (intent: GangIntent) => session.act(intent),
    };
  }, [view, lobby, isHost, session]);

  return (
    <GangContext.Provider value={value}>
      <main className="gang" aria-label="The Gang">
        <div className="gang__table">
          <HeistHeader />
          <ActiveCards />
          <Centre />
          <Crew />
        </div>
        <aside className="gang__side">
          <Hand />
          <Showdown />
          <Decisions />
          <Log />
          <RejoinDetails />
          {isHost && view.phase !== 'over' && <EndGame />}
        </aside>
      </main>
    </GangContext.Provider>
  );
}
