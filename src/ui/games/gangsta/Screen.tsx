// Gangsta!'s screen: the header, the 3D table (loaded lazily) or, by choice or without WebGL, the
// same table in plain DOM; with it the final scores, the viewer's moves, the skills' legend and
// the log (laid out by screen-kit's GameLayout). It shows the view this seat was sent and offers
// every intent it may send, nothing more.
import { useTranslation } from 'react-i18next';
import { SKILLS } from '../../../engine/games/gangsta/cards.ts';
import type { GangstaIntent, GangstaView } from '../../../engine/index.ts';
import { SKILL_TEXT } from '../../../i18n/games/gangsta/texts.ts';
import { RejoinDetails } from '../../kit/InvitePanel.tsx';
import { useTableArea } from '../../table/TableArea.tsx';
import { EndGame, GameLayout, useGameScreenValue } from '../../kit/screen-kit.tsx';
import { useViewCues } from '../../kit/view-cues.ts';
import { Actions } from './Actions.tsx';
import { SkillIcon } from './Cards.tsx';
import { GangstaContext } from './context.ts';
import { Hud } from './Hud.tsx';
import { Log } from './Log.tsx';
import { Scores } from './Scores.tsx';
import { GangList, RiverLines, TextTable } from './TextTable.tsx';
import { gangstaCues } from './sounds.ts';
import './gangsta.css';

/** The six skills: symbol, colour, name and use. */
function Legend() {
  const { t } = useTranslation('gangsta');
  return (
    <details className="panel gangsta-legend">
      <summary className="panel__title">{t('ui.legend.title')}</summary>
      <ul className="gangsta-legend__list">
        {SKILLS.map((k) => (
          <li key={k}>
            <SkillIcon skill={k} />
            <span>
              <strong>{SKILL_TEXT[k].name}</strong>{' '}
              {t('ui.legend.line', { symbol: SKILL_TEXT[k].symbol, text: SKILL_TEXT[k].text })}
            </span>
          </li>
        ))}
      </ul>
      <p className="hint">{t('ui.legend.hint')}</p>
    </details>
  );
}

/** The whole Gangsta! screen for one seat (or a spectator). */
export function GangstaScreen({ view }: { view: GangstaView }) {
  const { t } = useTranslation('gangsta');
  const value = useGameScreenValue<GangstaView, GangstaIntent>(view);
  useViewCues(view, gangstaCues);
  const isHost = value.isHost;
  const { mode, table, view: tableView, settings } = useTableArea('gangsta', <TextTable />);

  return (
    <GangstaContext.Provider value={value}>
      <GameLayout
        label={t('info.name')}
        className="gangsta"
        mode={mode}
        parts={{
          header: <Hud />,
          table,
          tools: tableView,
          side: (
            <>
              <Scores />
              <Actions />
            </>
          ),
          log: <Log />,
          foot: (
            <>
              {mode === '3d' && (
                <details className="panel gangsta-more">
                  <summary className="panel__title">{t('ui.inWords')}</summary>
                  <RiverLines />
                  <GangList />
                </details>
              )}
              <Legend />
              {settings}
              <RejoinDetails />
              {isHost && !view.result && <EndGame />}
            </>
          ),
        }}
      />
    </GangstaContext.Provider>
  );
}
