// The Gang's screen: the 3D table (loaded lazily) or, by choice or without WebGL, the same table
// in plain DOM; with it the player's hand, the decisions, the showdown and the log (laid out by
// screen-kit's GameLayout). It shows the view this seat was sent and offers every intent it may
// send, nothing more.
import type { GangIntent, GangView } from '../../../engine/index.ts';
import { useTranslation } from 'react-i18next';
import { RejoinDetails } from '../../kit/InvitePanel.tsx';
import { useTableArea } from '../../table/TableArea.tsx';
import { EndGame, GameLayout, useGameScreenValue } from '../../kit/screen-kit.tsx';
import { useViewCues } from '../../kit/view-cues.ts';
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
export function GangScreen({ view }: { view: GangView }) {
  const value = useGameScreenValue<GangView, GangIntent>(view);
  const { t } = useTranslation('the-gang');
  useViewCues(view, gangCues);
  const isHost = value.isHost;
  const {
    mode,
    table,
    view: tableView,
    settings,
  } = useTableArea(
    'the-gang',
    <>
      <ActiveCards />
      <Centre />
      <Crew />
    </>,
  );

  return (
    <GangContext.Provider value={value}>
      <GameLayout
        label={t('info.name')}
        className="gang"
        mode={mode}
        parts={{
          header: <HeistHeader />,
          table,
          tools: tableView,
          side: (
            <>
              {/* Over the 3D table the showdown's list has the player's cards: room for it. */}
              {(mode === 'text' || view.phase !== 'showdown') && <Hand />}
              <Showdown />
              <Decisions />
            </>
          ),
          log: <Log />,
          foot: (
            <>
              {settings}
              <RejoinDetails />
              {isHost && view.phase !== 'over' && <EndGame />}
            </>
          ),
        }}
      />
    </GangContext.Provider>
  );
}
