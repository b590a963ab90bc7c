// Gang of Four's screen: the banner of whose turn it is, the 3D table (loaded lazily) or the same
// table as text, the player's hand on the rail under it, the players, the score sheet and the
// log (laid out by screen-kit's GameLayout). At the end of a round the score sheet comes up over
// the table. It shows the view this seat was sent and offers every intent it may send, nothing
// more.
import { useTranslation } from 'react-i18next';
import type { GofIntent, GofView } from '../../../engine/index.ts';
import { RejoinDetails } from '../../kit/InvitePanel.tsx';
import { useTableArea } from '../../table/TableArea.tsx';
import { EndGame, GameLayout, useGameScreenValue } from '../../kit/screen-kit.tsx';
import { useViewCues } from '../../kit/view-cues.ts';
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
export function GofScreen({ view }: { view: GofView }) {
  const value = useGameScreenValue<GofView, GofIntent>(view);
  const { t } = useTranslation('gang-of-four');
  useViewCues(view, gofCues);
  const isHost = value.isHost;
  const { mode, table, view: tableView, settings } = useTableArea('gang-of-four', <TextTable />);

  return (
    <GofContext.Provider value={value}>
      <GameLayout
        label={t('info.name')}
        className="gof"
        mode={mode}
        parts={{
          header: <GofHeader cards={mode === '3d'} />,
          table,
          tools: tableView,
          overlay: (
            <>
              {mode === 'text' && settings}
              <DefenceNote />
              <RoundOver />
            </>
          ),
          // A spectator holds no hand: no rail across the table, a line in the corner instead.
          rail: value.me !== null && <HandPanel />,
          side: (
            <>
              {value.me === null && <HandPanel />}
              {mode === '3d' && <PlayersPanel />}
              <Log />
            </>
          ),
          log: <SheetPanel />,
          foot: (
            <>
              {mode === '3d' && settings}
              <RejoinDetails />
              {isHost && view.phase !== 'over' && <EndGame />}
            </>
          ),
        }}
      />
    </GofContext.Provider>
  );
}
