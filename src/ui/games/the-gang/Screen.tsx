// The Gang's screen: the 3D table (loaded lazily) or, by choice or without WebGL, the same table
// in plain DOM; beside it the player's hand, the decisions, the showdown and the log. It shows
// the view this seat was sent and offers every intent it may send, nothing more.
import type { GangIntent, GangView } from '../../../engine/index.ts';
import { RejoinDetails } from '../../lobby/InvitePanel.tsx';
import { TableArea, useTableMode } from '../../table/TableArea.tsx';
import { EndGame, useGameScreenValue } from '../screen-kit.tsx';
import { useViewCues } from '../view-cues.ts';
import { Centre } from './Centre.tsx';
import { GangContext } from './context.ts';
import { Crew } from './Crew.tsx';
import { Decisions } from './Decisions.tsx';
import { Hand } from './Hand.tsx';
import { ActiveCards, HeistHeader } from './Header.tsx';
import { Log } from './Log.tsx';
import { Showdown } from './Showdown.tsx';
import { gangCues } from './sounds.ts';
import './gang.css';

/** The whole Gang screen for one seat (or a spectator). */
export function GangScreen({ view: raw }: { view: unknown }) {
  const view = raw as GangView;
  const value = useGameScreenValue<GangView, GangIntent>(view);
  useViewCues(view, gangCues);
  const isHost = value.isHost;
  const [mode, setMode] = useTableMode();

  return (
    <GangContext.Provider value={value}>
      <main
        className={mode === '3d' ? 'game-screen game-screen--3d gang' : 'game-screen gang'}
        aria-label="The Gang"
      >
        <div className="game-screen__main">
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
        <aside className="game-screen__side gang__side">
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
