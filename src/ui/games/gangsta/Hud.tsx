// The game at a glance above the table: the chapter, whose move it is and what step of their turn
// (unmistakable when it is yours), your money, influence and gang, the decks and the snitches.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GangstaView } from '../../../engine/index.ts';
import { CHAPTER_TEXT, cardName, say } from '../../../i18n/games/gangsta/texts.ts';
import { dollars, skillList, stars } from '../../../i18n/games/gangsta/words.ts';
import { useGangsta } from './context.ts';
import { askedToLend, myTurn, owed, waitingText } from './moves.ts';

const turn = (key: string, options: Record<string, unknown> = {}) => say(`ui.turn.${key}`, options);

/** What the viewer should do now, or what the table waits for, in the reader's language. */
export function turnText(view: GangstaView, name: (seat: number) => string): string {
  const me = view.seat;
  if (view.result) {
    const w = view.result.winners;
    return w.length === 1
      ? turn('wins', { name: name(w[0]!) })
      : turn('share', { names: w.map(name) });
  }
  if (myTurn(view)) {
    const free = view.freeMobilisations;
    return free > 0 ? turn('mineFree', { count: free }) : turn('mine');
  }
  const lend = askedToLend(view);
  if (lend) return turn('asked', { name: name(view.heist!.initiator), card: cardName(lend) });
  if (view.phase === 'heist' && view.heist && view.heist.initiator === me) {
    return view.heist.asking
      ? turn('heistWaits', { name: name(view.heist.asking.seat) })
      : turn('heistNeeds', {
          card: cardName(view.heist.card),
          skills: skillList(view.heist.missing),
        });
  }
  const o = owed(view, me);
  if (o?.kind === 'free-recruit') return turn('freeRecruit');
  if (o?.kind === 'discard') {
    return o.from === me ? turn('discardOwn') : turn('discardOther', { name: name(o.from) });
  }
  return waitingText(view, name);
}

export function Hud() {
  const { view, name, me } = useGangsta();
  const { t } = useTranslation('gangsta');
  const chapter = CHAPTER_TEXT[view.chapter];
  const mine = me !== null ? view.players[me] : null;
  const yours = me !== null && view.waitingFor.includes(me);
  const heading = useId();
  // A region the keyboard reaches: over the table its corner scrolls when a long turn's words
  // run past its reserve (screen-hud.css), and a scrolling box must take the focus.
  return (
    <div className="gangsta-hud" role="region" aria-labelledby={heading} tabIndex={0}>
      <div className="gangsta-hud__title">
        <h2 className="gangsta-hud__chapter" id={heading}>
          {t('ui.hud.chapter', { numeral: chapter.numeral, name: chapter.name })}
        </h2>
        <p className="gangsta-hud__turn" data-yours={yours} role="status">
          {yours && <span className="gangsta-hud__you">{t('ui.hud.yourMove')}</span>}
          {turnText(view, name)}
        </p>
      </div>
      <dl className="gangsta-hud__stats">
        {mine && (
          <>
            <div>
              <dt>{t('ui.hud.money')}</dt>
              <dd>{dollars(mine.money)}</dd>
            </div>
            <div>
              <dt>{t('ui.hud.influence')}</dt>
              <dd>{stars(mine.influence)}</dd>
            </div>
            <div>
              <dt>{t('ui.hud.gangsters')}</dt>
              <dd>{t('ui.hud.outOf', { n: mine.gang.length - 1, of: 9 })}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('ui.hud.decks')}</dt>
          <dd>
            {t('ui.hud.deckGangsters', { count: view.decks.gangsters })} ·{' '}
            {t('ui.hud.deckHeists', { count: view.decks[view.chapter] })}
          </dd>
        </div>
        {view.chapter === 'domination' && (
          <div>
            <dt>{t('ui.hud.snitches')}</dt>
            <dd>{t('ui.hud.outOf', { n: view.snitches, of: 3 })}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
