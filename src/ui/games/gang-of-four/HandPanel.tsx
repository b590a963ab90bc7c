// The player's sixteen cards on the hand rail, and what to do with a selection: its name and
// whether it may be played now, Play / Pass / Hint (and Give in the exchange), the "Last card!"
// call when players call it themselves, and the keyboard (Enter plays, P passes, H hints, Esc
// clears). Dragging the selection to the middle of the table plays it too (the rail grabs the
// hand's table object, `hand:<seat>`, and the host turns the drop into the same intent).
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LAST_CARD_ITEM, handObject } from '../../../engine/games/gang-of-four/index.ts';
import { HandRail, type RailCard } from '../../table/HandRail.tsx';
import { railOrder } from '../../table/hand-rail.ts';
import { CardFace } from './CardFace.tsx';
import { useGof } from './context.ts';
import {
  SORTS,
  canPass,
  describeSelection,
  hintPlays,
  idsFor,
  nextHint,
  railCards,
  tokensOf,
} from './select.ts';

const face = (card: RailCard) => <CardFace token={card.token} />;

/** Whether a key press belongs to a form field (not a game shortcut). */
function typing(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  if (!t || typeof t.closest !== 'function') return false;
  return t.isContentEditable || t.closest('input, select, textarea') !== null;
}

/** The hand panel of a seated player (spectators get a line saying so). */
export function HandPanel() {
  const { view, me } = useGof();
  const { t } = useTranslation('gang-of-four');
  if (me === null || view.hand === null) {
    return (
      <section className="gof-hand gof-hand--watching" aria-label={t('ui.watching')}>
        <p className="gof-hand__line">{t('ui.watchingHint')}</p>
      </section>
    );
  }
  return <SeatHand me={me} hand={view.hand} />;
}

function SeatHand({ me, hand }: { me: number; hand: readonly string[] }) {
  const { view, act, name } = useGof();
  const { t } = useTranslation('gang-of-four');
  const cards = useMemo(() => railCards(hand), [hand]);
  const [sortId, setSortId] = useState(SORTS[0]!.id);
  const shown = useMemo(
    () => railOrder(cards, SORTS.find((x) => x.id === sortId) ?? null),
    [cards, sortId],
  );
  const [selected, setSelected] = useState<string[]>([]);
  // Another hand (cards played or given from the table, a new deal): the chosen ids would now
  // name the other copies of the cards that left (5R#1 becomes 5R#0), so nothing stays chosen.
  const handKey = hand.join(',');
  const [chosenFrom, setChosenFrom] = useState(handKey);
  if (chosenFrom !== handKey) {
    setChosenFrom(handKey);
    setSelected([]);
  }
  const [call, setCall] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const tokens = tokensOf(selected);
  const info = describeSelection(view, tokens, name);
  const called = view.options.lastCard === 'called';
  const giving = view.phase === 'exchange' && view.exchange?.winner === me;
  const myTurn = view.phase === 'play' && view.turn === me && !view.players[me]?.out;
  const mayPass = canPass(view);
  const leavesOne = (n: number) => hand.length - n === 1;

  const select = useCallback((ids: string[]) => {
    setSelected(ids);
    setNote(null);
  }, []);

  const playIds = async (ids: readonly string[]) => {
    const chosen = tokensOf(ids);
    if (giving) {
      if (chosen.length !== 1) return setNote(t('ui.giveOne'));
      const r = await act({ type: 'give', card: chosen[0]! });
      if (r.ok) select([]);
      return;
    }
    if (!myTurn || chosen.length === 0) return;
    const withCall = called && call && leavesOne(chosen.length);
    const r = await act(
      withCall ? { type: 'play', cards: chosen, lastCard: true } : { type: 'play', cards: chosen },
    );
    if (r.ok) {
      select([]);
      setCall(false);
    }
  };
  const pass = async () => {
    if (!myTurn) return;
    const r = await act({ type: 'pass' });
    if (r.ok) select([]);
  };
  const hint = () => {
    const next = nextHint(hintPlays(view), tokens);
    if (next) {
      setSelected(idsFor(next, cards));
      setNote(null);
    } else setNote(t('ui.nothingBeats'));
  };

  // The keyboard, wherever the focus is (but not in a form field).
  const keys = useRef({ playIds, pass, hint, select, selected });
  keys.current = { playIds, pass, hint, select, selected };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e)) return;
      const k = keys.current;
      const key = e.key.toLowerCase();
      if (key === 'p') void k.pass();
      else if (key === 'h') k.hint();
      else if (key === 'escape') k.select([]);
      else if (key === 'enter') {
        // A focused button or link answers Enter itself.
        if ((e.target as HTMLElement | null)?.closest?.('button, a')) return;
        void k.playIds(k.selected);
      } else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const loser = view.exchange?.loser;
  const drag = useMemo(
    () => ({
      object: handObject(me),
      // Where a tap on the table puts the chosen cards: the middle on your turn; in the exchange
      // the middle or before the player who gets the card.
      targets: myTurn
        ? [{ kind: 'centre' as const }]
        : giving && loser !== undefined
          ? [{ kind: 'centre' as const }, { kind: 'seat' as const, seat: loser }]
          : [],
      items: (ids: readonly string[]) => [
        ...tokensOf(ids),
        ...(called && call && hand.length - ids.length === 1 ? [LAST_CARD_ITEM] : []),
      ],
    }),
    [me, called, call, hand.length, myTurn, giving, loser],
  );

  const status = info ? (
    <>
      <strong className="gof-hand__name">{info.name}</strong>
      {info.note && (
        <span className="gof-hand__note" data-ok={info.playable}>
          {info.playable ? '✓ ' : info.combo && (myTurn || giving) ? '✗ ' : ''}
          {info.note}
        </span>
      )}
    </>
  ) : (
    <span className="gof-hand__help">
      {giving
        ? t('ui.helpGive')
        : myTurn
          ? t('ui.helpPlay')
          : t('ui.inHand', { count: hand.length })}
    </span>
  );

  return (
    <section className="gof-hand" aria-label={t('ui.yourHand')}>
      <div className="gof-hand__bar">
        <p className="gof-hand__line" role="status" aria-live="polite">
          {note ? (
            <span className="gof-hand__note" data-ok="false">
              {note}
            </span>
          ) : (
            status
          )}
        </p>
        <div className="gof-hand__sorts" role="group" aria-label={t('ui.sortHand')}>
          {SORTS.map((x) => (
            <button
              key={x.id}
              type="button"
              className="button button--ghost button--small"
              aria-pressed={x.id === sortId}
              aria-label={x.label}
              title={x.label}
              onClick={() => setSortId(x.id)}
            >
              {/* A phone shows the mark: the words cut short read as nothing in a long language. */}
              <span className="gof-hand__sort-name">{x.label}</span>
              <span className="gof-hand__sort-mark" aria-hidden="true">
                {x.id === 'number' ? (
                  '1–10'
                ) : (
                  <>
                    <i data-colour="green" />
                    <i data-colour="yellow" />
                    <i data-colour="red" />
                  </>
                )}
              </span>
            </button>
          ))}
        </div>
        <div className="gof-hand__actions">
          {called && view.phase === 'play' && (
            <label className="gof-hand__call" data-due={myTurn && leavesOne(tokens.length)}>
              <input type="checkbox" checked={call} onChange={(e) => setCall(e.target.checked)} />
              {t('ui.callLast')}
            </label>
          )}
          {giving ? (
            <button
              type="button"
              className="button button--primary button--small"
              disabled={tokens.length !== 1}
              onClick={() => void playIds(selected)}
            >
              {t('ui.give')}
            </button>
          ) : (
            view.phase === 'play' && (
              <>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={!myTurn}
                  onClick={hint}
                  title={t('ui.hintTitle')}
                >
                  {t('ui.hint')}
                </button>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={!mayPass}
                  onClick={() => void pass()}
                  title={t('ui.passTitle')}
                >
                  {t('ui.pass')}
                </button>
                <button
                  type="button"
                  className="button button--primary button--small"
                  disabled={!myTurn || !info?.playable}
                  onClick={() => void playIds(selected)}
                  title={t('ui.playTitle')}
                >
                  {t('ui.play')}
                </button>
              </>
            )
          )}
        </div>
      </div>
      <HandRail
        cards={shown}
        face={face}
        selected={selected}
        onSelect={select}
        onPlay={(ids) => void playIds(ids)}
        drag={drag}
        label={t('ui.yourHand')}
      />
      <p className="gof-hand__keys">{t('ui.keys')}</p>
    </section>
  );
}
