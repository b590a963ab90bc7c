// Gang of Four's screen: the banner of whose turn it is, the 3D table (loaded lazily) or the same
// table as text, the player's hand on the rail below it, and beside it the players, the score
// sheet and the log. At the end of a round the score sheet comes up over the table. It shows the
// view this seat was sent and offers every intent it may send, nothing more.
import type { GofIntent, GofView } from '../../../engine/index.ts';
import { RejoinDetails } from '../../lobby/InvitePanel.tsx';
import { TableArea, useTableMode } from '../../table/TableArea.tsx';
import { EndGame, useGameScreenValue } from '../screen-kit.tsx';
import { useViewCues } from '../view-cues.ts';
import { GofContext } from './context.ts';
import { HandPanel } from './HandPanel.tsx';
import { DefenceNote, GofHeader } from './Header.tsx';
import { Log } from './Log.tsx';
import { PlayersPanel } from './Players.tsx';
import { RoundOver, SheetPanel } from './ScoreSheet.tsx';
import { TextTable } from './TextTable.tsx';
import { gofCues } from './sounds.ts';
import './gof.css';

/** The whole Gang of Four screen for one seat (or a spectator). */
export function GofScreen({ view: raw }: { view: unknown }) {
  const view = raw as GofView;
  const value = useGameScreenValue<GofView, GofIntent>(view);
  useViewCues(view, gofCues);
  const isHost = value.isHost;
  const [mode, setMode] = useTableMode();

  return (
    <GofContext.Provider value={value}>
      <main className={`game-screen gof gof--${mode}`} aria-label="Gang of Four">
        <div className="game-screen__main gof__main">
          <GofHeader cards={mode === '3d'} />
          <div className="gof__stage">
            <TableArea
              game="gang-of-four"
              view={view}
              mode={mode}
              choose={setMode}
              text={<TextTable />}
            />
            <DefenceNote />
            <RoundOver />
          </div>
          <HandPanel />
        </div>
        <aside className="game-screen__side gof__side">
          {mode === '3d' && <PlayersPanel />}
          <SheetPanel />
          <Log />
          <RejoinDetails />
          {isHost && view.phase !== 'over' && <EndGame />}
        </aside>
      </main>
    </GofContext.Provider>
  );
}
