// The game at a glance above the table: the chapter, whose move it is and what step of their turn
// (unmistakable when it is yours), your money, influence and gang, the decks and the snitches.
import type { GangstaView } from '../../../engine/index.ts';
import { CHAPTER_TEXT, cardName } from '../../../i18n/games/gangsta/texts.ts';
import { skillList } from '../../../i18n/games/gangsta/words.ts';
import { useGangsta } from './context.ts';
import { askedToLend, myTurn, owed, waitingText } from './moves.ts';

/** What the viewer should do now, or what the table waits for. */
export function turnText(view: GangstaView, name: (seat: number) => string): string {
  const me = view.seat;
  if (view.result) {
    const w = view.result.winners;
    return `Game over: ${w.length === 1 ? `${name(w[0]!)} wins` : `${w.map(name).join(' and ')} share the win`}.`;
  }
  if (myTurn(view)) {
    const free = view.freeMobilisations;
    const mobilise =
      free > 0 ? `mobilise (${free} free, thanks to your Leaders)` : 'mobilise ($1 each)';
    return `Your turn: ${mobilise} if you like, then recruit, pull a heist or pass.`;
  }
  const lend = askedToLend(view);
  if (lend) {
    return `${name(view.heist!.initiator)} asks to borrow your ${cardName(lend)}: lend or refuse.`;
  }
  if (view.phase === 'heist' && view.heist && view.heist.initiator === me) {
    return view.heist.asking
      ? `Your heist waits for ${name(view.heist.asking.seat)} to answer.`
      : `Your heist, ${cardName(view.heist.card)}: put gangsters on it. Still needs ${skillList(view.heist.missing)}.`;
  }
  const o = owed(view, me);
  if (o?.kind === 'free-recruit') return 'Your reward: take a gangster from the river for free.';
  if (o?.kind === 'discard') {
    return o.from === me
      ? 'You must discard one of your gangsters.'
      : `You choose which of ${name(o.from)}’s gangsters is discarded.`;
  }
  return waitingText(view, name);
}

export function Hud() {
  const { view, name, me } = useGangsta();
  const chapter = CHAPTER_TEXT[view.chapter];
  const mine = me !== null ? view.players[me] : null;
  const yours = me !== null && view.waitingFor.includes(me);
  return (
    <div className="gangsta-hud">
      <div className="gangsta-hud__title">
        <h2 className="gangsta-hud__chapter">
          Chapter {chapter.numeral} · {chapter.name}
        </h2>
        <p className="gangsta-hud__turn" data-yours={yours} role="status">
          {yours && <span className="gangsta-hud__you">Your move</span>}
          {turnText(view, name)}
        </p>
      </div>
      <dl className="gangsta-hud__stats">
        {mine && (
          <>
            <div>
              <dt>Money</dt>
              <dd>${mine.money}</dd>
            </div>
            <div>
              <dt>Influence</dt>
              <dd>{mine.influence}★</dd>
            </div>
            <div>
              <dt>Gangsters</dt>
              <dd>{mine.gang.length - 1} / 9</dd>
            </div>
          </>
        )}
        <div>
          <dt>Decks</dt>
          <dd>
            {view.decks.gangsters} gangsters · {view.decks[view.chapter]} heists
          </dd>
        </div>
        {view.chapter === 'domination' && (
          <div>
            <dt>Snitches</dt>
            <dd>{view.snitches} / 3</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
