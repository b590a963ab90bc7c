// "Watch the replay": a game's record replayed through the same engine as it was played, over the
// whole page, on the 3D table (read-only, seen from a seat, every hand face up: replay-steps.ts
// allSeeingView) or on the text table (each seat's part and the shared one, as text), with the
// controls of ReplayControls.tsx (and the keys of replay-control.ts keyAction) and, beside the
// table, each player's hand and chips (ReplayHands.tsx). A record that does not replay says why.
// It needs no session and no network: the home screen plays a file with it.
import { lazy, Suspense, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRecord } from '../../engine/fair/record.ts';
import { replayRecord, type Replay } from '../../engine/fair/verify.ts';
import type { TableControls } from '../../table/TableView.tsx';
import { gameName, gameUi } from '../games/registry.ts';
import { initialMode } from '../table/table-mode.ts';
import type { TableMode } from '../table/table-preload.ts';
import { chipHistory, heistRounds } from './chip-history.ts';
import { failureText } from './fair-text.ts';
import { keyAction, replayReduce, startControl, stepDelayMs } from './replay-control.ts';
import { ReplayControls } from './ReplayControls.tsx';
import { ReplayHands } from './ReplayHands.tsx';
import { allSeeingView, replayPage, replayParts } from './replay-steps.ts';
import './fair.css';

const TableView = lazy(() => import('../../table/TableView.tsx'));

/** Targets whose own keys come first (a select's arrows, a button's space). */
const OWN_KEYS = new Set(['SELECT', 'INPUT', 'TEXTAREA']);

/** The replay of `record`, over the page. */
export function ReplayDialog({ record, onClose }: { record: GameRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const replay = useMemo(() => replayRecord(record), [record]);
  const ok = 'states' in replay && !replay.failure;
  const names = record.seats.map((s, seat) => s.name || t('fair.seat', { n: seat + 1 }));
  const title = t('fair.replayOf', { game: gameName(record.game), names: names.join(', ') });
  const failure =
    'states' in replay ? replay.failure : { reason: replay.reason, detail: replay.detail };
  return (
    <div
      className="replay"
      role="dialog"
      aria-modal="true"
      aria-label={t('fair.replay')}
      data-hud=""
    >
      {ok ? (
        <ReplayBody replay={replay} names={names} title={title} onClose={onClose} />
      ) : (
        <div className="panel replay__card">
          <h2 className="panel__title">{title}</h2>
          <p role="alert" data-replay-error="">
            {t('fair.noReplay', {
              reason: failureText(failure?.reason ?? ''),
              detail: failure?.detail ?? '',
            })}
          </p>
          <button type="button" className="button" onClick={onClose}>
            {t('fair.close')}
          </button>
        </div>
      )}
    </div>
  );
}

function ReplayBody({
  replay,
  names,
  title,
  onClose,
}: {
  replay: Replay;
  names: readonly string[];
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const last = replay.states.length - 1;
  const [control, dispatch] = useReducer(replayReduce, last, startControl);
  const [mode, setMode] = useState<TableMode>(initialMode);
  const [from, setFrom] = useState(0);
  const [controls] = useState<TableControls>(() => ({ reset: null }));
  const parts = useMemo(() => replayParts(replay), [replay]);
  const publicViews = useMemo(
    () => replay.states.map((s) => replay.def.spectatorView(s) as unknown),
    [replay],
  );
  const { step, playing, speed } = control;
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), stepDelayMs(speed));
    return () => clearTimeout(timer);
  }, [playing, step, speed]);
  useEffect(() => closeRef.current?.focus(), []);
  useEffect(() => {
    const starts = parts.map((p) => p.step);
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.key === 'Escape') return onClose();
      if (e.ctrlKey || e.metaKey || e.altKey || (target && OWN_KEYS.has(target.tagName))) return;
      if (target?.tagName === 'BUTTON' && (e.key === ' ' || e.key === 'Enter')) return;
      const action = keyAction(e.key, last, starts);
      if (!action) return;
      e.preventDefault();
      dispatch(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [parts, last, onClose]);

  const page = useMemo(() => replayPage(replay, step), [replay, step]);
  const view = useMemo(() => allSeeingView(replay, step, from), [replay, step, from]);
  const tableInput = useMemo(() => ({ view, seat: from, names }), [view, from, names]);
  const chips = useMemo(() => {
    const rounds = chipHistory(publicViews.slice(0, step + 1));
    const heist = (publicViews[step] as { heist?: number }).heist;
    return rounds && heist !== undefined ? heistRounds(rounds, heist) : null;
  }, [publicViews, step]);
  const move = step > 0 ? replay.record.intents[step - 1] : null;
  // The move as the game's log tells it (the demo's caption), in the reader's words; the intent
  // itself where the game's log says nothing.
  const said = useMemo(() => {
    if (!move) return null;
    const who = (seat: number) => names[seat] ?? t('fair.seat', { n: seat + 1 });
    const line = gameUi(replay.record.game)?.caption(view, who) ?? null;
    return line ?? `${who(move[0])}: ${JSON.stringify(move[1])}`;
  }, [move, view, names, replay, t]);

  return (
    <>
      <div className="replay__stage">
        {mode === '3d' ? (
          <Suspense fallback={<p className="replay__loading">…</p>}>
            <TableView game={replay.record.game} controls={controls} replay={tableInput} />
          </Suspense>
        ) : (
          <pre className="replay__text" data-replay-text="">
            {page.shared.map(([k, v]) => `${k}: ${v}`).join('\n')}
            {page.log.length > 0 && `\n\n${page.log.join('\n')}`}
          </pre>
        )}
      </div>
      <div className="replay__top" data-hud-reserve="">
        <h2 className="replay__title">{title}</h2>
        <button
          type="button"
          className="link-button"
          data-replay-mode={mode}
          onClick={() => setMode(mode === '3d' ? 'text' : '3d')}
        >
          {mode === '3d' ? t('fair.asText') : t('fair.asTable')}
        </button>
        <button ref={closeRef} type="button" className="button button--small" onClick={onClose}>
          {t('fair.close')}
        </button>
      </div>
      {/* Over the table, not a reserve the camera keeps clear (covered.ts): a reserve as tall
          as the page drew the table at half the size. The seats' names step out of it. */}
      <div className="replay__side">
        {move && (
          <p className="replay__move" data-hud-stack="">
            {said}
          </p>
        )}
        <ReplayHands page={page} names={names} chips={chips} />
      </div>
      <ReplayControls
        control={control}
        dispatch={dispatch}
        parts={parts}
        seats={names}
        from={from}
        onFrom={setFrom}
      />
      <p className="replay__keys" data-hud-stack="">
        {t('fair.keys')}
      </p>
    </>
  );
}
