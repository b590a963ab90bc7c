// The Gang's screen: the 3D table (loaded lazily) or, by choice or without WebGL, the same table
// in plain DOM; beside it the player's hand, the decisions, the showdown and the log. It shows
// the view this seat was sent and offers every intent it may send, nothing more.
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
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
import { gangScene } from '../../table/gang-scene.ts';
import { webglSupport } from '../../table/quality.ts';
import type { TableLink } from '../../table/TableView.tsx';
import './gang.css';

const TableView = lazy(() => import('../../table/TableView.tsx'));

/** Starts loading the 3D table's code early (in the lobby), so the game opens at once. */
export function preloadTable(): void {
  if (initialMode() === '3d') void import('../../table/TableView.tsx');
}

type TableMode = '3d' | 'text';
const MODE_KEY = 'gang-table:table';

/** The table the player chose, else 3D where WebGL works, else text. */
function initialMode(): TableMode {
  if (typeof window === 'undefined') return 'text';
  try {
    const chosen = window.localStorage.getItem(MODE_KEY);
    if (chosen === '3d' || chosen === 'text') return chosen;
  } catch {
    // No storage: decide below.
  }
  return webglSupport() === 'none' ? 'text' : '3d';
}

function useTableMode(): [TableMode, (mode: TableMode) => void] {
  const [mode, setMode] = useState(initialMode);
  const choose = useCallback((next: TableMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(MODE_KEY, next);
    } catch {
      // Not remembered; fine for this visit.
    }
  }, []);
  return [mode, choose];
}

/** While the 3D table's code loads. */
function TableLoading() {
  return (
    <div className="table3d table3d--pending" role="status">
      <span className="spinner" aria-hidden="true" /> Loading the table…
    </div>
  );
}

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
  const holds = useSession((s) => s.holds);
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

  // The table depends on the names only, not on the rest of the lobby (round-trip times change
  // every few seconds, and a new scene would mean a new frame).
  const namesKey = JSON.stringify(matchSeatPlayers(lobby).map((p) => p?.name ?? null));
  const describe = useMemo(() => {
    const names = JSON.parse(namesKey) as (string | null)[];
    const name = (seat: number) => names[seat] ?? `Seat ${seat + 1}`;
    return ({ raised }: { raised: boolean }) => gangScene(view, { raised, name });
  }, [view, namesKey]);
  const link = useMemo<TableLink>(
    () => ({
      grab: (object) => session.grab(object),
      pose: (object, p, r) => session.pose(object, p, r),
      drop: (object, zone) => session.drop(object, zone),
      onPose: (fn) => session.onPose(fn),
      refused: (reason) => session.notify({ reason, tone: 'warn' }),
    }),
    [session],
  );

  return (
    <GangContext.Provider value={value}>
      <main className={mode === '3d' ? 'gang gang--3d' : 'gang'} aria-label="The Gang">
        <div className="gang__table">
          <HeistHeader />
          {mode === '3d' ? (
            <Suspense fallback={<TableLoading />}>
              <TableView describe={describe} seat={view.seat} holds={holds} link={link} />
            </Suspense>
          ) : (
            <>
              <ActiveCards />
              <Centre />
              <Crew />
            </>
          )}
          <button
            type="button"
            className="link-button gang__mode"
            onClick={() => setMode(mode === '3d' ? 'text' : '3d')}
          >
            {mode === '3d' ? 'Show the table as text' : 'Show the 3D table'}
          </button>
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
