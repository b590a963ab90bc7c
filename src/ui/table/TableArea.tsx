// Where a game screen shows its table: the 3D table (loaded lazily, drawn from the store by
// src/table/TableView.tsx) or, by choice or without WebGL, the game's own text table in plain DOM;
// and the table's controls: the switch between them (remembered), the table's quality (auto,
// low, high; remembered) and "Reset view". Every game's screen uses this one mount.
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/index.ts';
import type { TableControls } from '../../table/TableView.tsx';
import { chooseQuality, chosenQuality, type Quality } from '../../table/core/quality.ts';
import { tableShown } from '../../table/core/table-shown.ts';
import { initialMode } from './table-mode.ts';
import { may3d, MODE_KEY, type TableMode } from './table-preload.ts';
import { readyLazy } from './ready-lazy.ts';
import './table-area.css';

// The table's code. Asked for as this module runs (the game's screen, fetched in the lobby),
// where a 3D table may show, so a table whose code is in renders at once (ready-lazy.ts) instead
// of after a fallback. It does not wait for the surfaces a worker may still be painting
// (table-mode.ts): the scene is built meanwhile, and its first frame waits for them.
const TableView = readyLazy(() => import('../../table/TableView.tsx').then((m) => m.default));
if (may3d()) TableView.preload();

/** The table mode, as the player chose it (remembered), else what the browser can show. */
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

/** The table quality the player chose (null: by the renderer), and a way to choose (remembered). */
export function useQualityChoice(): [Quality | null, (q: Quality | null) => void] {
  const [quality, setQuality] = useState(chosenQuality);
  const choose = useCallback((q: Quality | null) => {
    chooseQuality(q);
    setQuality(q);
  }, []);
  return [quality, choose];
}

/** The picker's choices: value and the label's message ('auto': by the renderer). */
export const QUALITY_CHOICES = [
  ['auto', 'screen.qualityAuto'],
  ['low', 'screen.qualityLow'],
  ['high', 'screen.qualityHigh'],
] as const satisfies readonly (readonly [Quality | 'auto', string])[];

/** The quality a picker value stands for (null: auto). */
export function qualityOfChoice(value: string): Quality | null {
  return value === 'low' || value === 'high' ? value : null;
}

/** "Quality: Auto / Low / High" (the table's). */
function QualityPicker({
  quality,
  choose,
}: {
  quality: Quality | null;
  choose: (q: Quality | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="table-area__quality">
      {t('screen.quality')}
      <select
        aria-label={t('screen.qualityLabel')}
        className="select select--small"
        value={quality ?? 'auto'}
        onChange={(e) => choose(qualityOfChoice(e.target.value))}
      >
        {QUALITY_CHOICES.map(([value, text]) => (
          <option key={value} value={value}>
            {t(text)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** While the 3D table's code loads. */
function TableLoading() {
  const { t } = useTranslation();
  return (
    <div className="table3d table3d--pending" role="status">
      <span className="spinner" aria-hidden="true" /> {t('screen.loading')}…
    </div>
  );
}

/** The table of `game`: 3D (drawn from the session's store), or `text` (the game's DOM table),
 * as the player chose (useTableMode); its controls, for the screen to place (GameLayout: with the
 * 3D table, in a corner over it): `view`, the 3D table's Reset view (none with the text table),
 * always in reach, and `settings`, its quality and the switch between the tables; and the mode
 * shown, for the screen to lay itself out by. */
export function useTableArea(
  game: GameId,
  text: ReactNode,
): { mode: TableMode; table: ReactNode; view: ReactNode; settings: ReactNode } {
  const { t } = useTranslation();
  const [mode, choose] = useTableMode();
  const [quality, chooseQuality] = useQualityChoice();
  const [controls] = useState<TableControls>(() => ({ reset: null }));
  // The text table is shown as it renders (the 3D one says so on its first whole frame).
  useEffect(() => {
    if (mode === 'text') tableShown();
  }, [mode]);
  const table =
    mode === '3d' ? (
      <Suspense fallback={<TableLoading />}>
        {/* A new quality means a new canvas: the renderer's settings are fixed at its birth. */}
        <TableView key={quality ?? 'auto'} game={game} controls={controls} />
      </Suspense>
    ) : (
      text
    );
  const view =
    mode === '3d' ? (
      <button
        type="button"
        className="button button--secondary button--small table-area__reset"
        onClick={() => controls.reset?.()}
      >
        {t('screen.resetView')}
      </button>
    ) : null;
  const settings = (
    <div className="table-area__settings">
      {mode === '3d' && <QualityPicker quality={quality} choose={chooseQuality} />}
      <button
        type="button"
        className="link-button table-area__mode"
        onClick={() => choose(mode === '3d' ? 'text' : '3d')}
      >
        {mode === '3d' ? t('screen.asText') : t('screen.as3d')}
      </button>
    </div>
  );
  return { mode, table, view, settings };
}
