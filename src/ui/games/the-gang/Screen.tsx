// The Gang's screen: the 3D table (loaded lazily) or, by choice or without WebGL, the same table
// in plain DOM; beside it the player's hand, the decisions, the showdown and the log. It shows
// the view this seat was sent and offers every intent it may send, nothing more.
import { useMemo } from 'react';
import type { GangIntent, GangView } from '../../../engine/index.ts';
import { matchSeatPlayers, seatName } from '../../../store/seats.ts';
import { useSession, useSessionController } from '../../../store/use-session.ts';
import { RejoinDetails } from '../../lobby/InvitePanel.tsx';
import { TableArea, useTableMode } from '../../table/TableArea.tsx';
import { Centre } from './Centre.tsx';
import { GangContext, type GangContextValue } from './context.ts';
import { Crew } from './Crew.tsx';
import { Decisions } from './Decisions.tsx';
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
export function GangScreen({ view: raw }: { view: unknown }) {
  const view = raw as GangView;
  const session = useSessionController();
  const lobby = useSession((s) => s.lobby);
  const you = useSession((s) => s.you);
  const isHost = lobby?.players.some((p) => p.id === you && p.host) ?? false;
  const [mode, setMode] = useTableMode();

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
      <main className={mode === '3d' ? 'gang gang--3d' : 'gang'} aria-label="The Gang">
        <div className="gang__table">
          <HeistHeader />
          <TableArea
            game="the-gang"
            view={view}
            mode={mode}
            choose={setMode}
            text={
              <>
                <ActiveCards />
                <Centre />
                <Crew />
              </>
            }
          />
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
