// "Your move": every intent the viewer may send now, as buttons beside the cards they are about
// (the 3D table does the same by hand): mobilise, recruit, choose a heist or pass on your turn;
// put gangsters on the heist you are staffing, or abandon it; discard, take a free gangster,
// lend or refuse. Others' turns say what the table waits for.
import type { ReactNode } from 'react';
import { heistCard } from '../../../engine/games/gangsta/catalogue.ts';
import { cardName } from '../../../i18n/games/gangsta/texts.ts';
import { skillList } from '../../../i18n/games/gangsta/words.ts';
import { CardLine, Skills } from './Cards.tsx';
import { useGangsta } from './context.ts';
import {
  askedToLend,
  discardMoves,
  engageMoves,
  heistMoves,
  mobiliseMoves,
  myTurn,
  owed,
  passIncome,
  recruitMoves,
  waitingText,
} from './moves.ts';

function TurnMoves() {
  const { view, act } = useGangsta();
  const me = view.seat!;
  const money = view.players[me]!.money;
  const mobilise = mobiliseMoves(view);
  const income = passIncome(view, me);
  return (
    <>
      {mobilise.length > 0 && (
        <div className="moves__group">
          <h3 className="moves__title">
            1 · Mobilise{' '}
            <span className="moves__note">
              {view.freeMobilisations > 0
                ? `${view.freeMobilisations} free (Leaders), then $1 each`
                : '$1 each'}
            </span>
          </h3>
          <ul className="moves">
            {mobilise.map((m) => (
              <li key={m.gangster} className="move">
                <CardLine id={m.gangster} engaged />
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={!m.affordable}
                  onClick={() => void act({ type: 'mobilise', gangster: m.gangster })}
                >
                  Mobilise {m.free ? '(free)' : '($1)'}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="moves__group">
        <h3 className="moves__title">
          {mobilise.length > 0 ? '2 · ' : ''}Recruit{' '}
          <span className="moves__note">you have ${money}</span>
        </h3>
        <ul className="moves">
          {recruitMoves(view).map((r) => (
            <li key={r.gangster} className="move">
              <CardLine id={r.gangster} />
              <button
                type="button"
                className="button button--primary button--small"
                disabled={!r.affordable}
                title={r.affordable ? undefined : `It costs $${r.cost}; you have $${money}.`}
                onClick={() => void act({ type: 'recruit', gangster: r.gangster })}
              >
                {r.affordable ? `Recruit $${r.cost}` : `Need $${r.cost}`}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="moves__group">
        <h3 className="moves__title">
          or pull a heist <span className="moves__note">then put gangsters on it</span>
        </h3>
        <ul className="moves">
          {heistMoves(view).map((h) => (
            <li key={h.heist} className="move">
              <CardLine id={h.heist} />
              <span className="move__hint">
                {h.lacking.length === 0
                  ? 'your gang can do it'
                  : `you lack ${skillList(h.lacking)}`}
              </span>
              <MoveButton tone="ghost" onClick={() => void act({ type: 'heist', heist: h.heist })}>
                Choose
              </MoveButton>
            </li>
          ))}
        </ul>
      </div>
      <div className="moves__group moves__group--row">
        <MoveButton tone="secondary" onClick={() => void act({ type: 'pass' })}>
          Pass{income > 0 ? ` (+$${income})` : ''}
        </MoveButton>
        <span className="move__hint">Passing earns $1 per Leader in your gang.</span>
      </div>
    </>
  );
}

function StaffingMoves() {
  const { view, act, name } = useGangsta();
  const heist = view.heist!;
  const engage = engageMoves(view);
  const card = heistCard(heist.card);
  return (
    <>
      <div className="moves__group">
        <h3 className="moves__title">Your heist</h3>
        <CardLine id={heist.card} />
        <p className="move__needs">
          Still needs <Skills skills={card?.requires ?? []} missing={heist.missing} />{' '}
          {skillList(heist.missing)}
        </p>
        {heist.team.length > 0 && (
          <p className="hint">
            On the job:{' '}
            {heist.team
              .map((t) =>
                t.seat === heist.initiator
                  ? cardName(t.gangster)
                  : `${cardName(t.gangster)} (${name(t.seat)})`,
              )
              .join(', ')}
          </p>
        )}
      </div>
      {heist.asking ? (
        <p className="hint">
          Waiting for {name(heist.asking.seat)} to lend {cardName(heist.asking.gangster)}.
        </p>
      ) : (
        <div className="moves__group">
          <h3 className="moves__title">
            Put on the job{' '}
            <span className="moves__note">each must bring a skill still missing</span>
          </h3>
          {engage.length === 0 ? (
            <p className="hint">No available gangster brings a missing skill.</p>
          ) : (
            <ul className="moves">
              {engage.map((m) => (
                <li key={m.gangster} className="move">
                  <CardLine id={m.gangster} />
                  {m.seat !== view.seat && <span className="move__hint">{name(m.seat)}’s</span>}
                  <MoveButton
                    tone="primary"
                    onClick={() => void act({ type: 'engage', gangster: m.gangster })}
                  >
                    {m.seat === view.seat ? 'Engage' : 'Borrow'}
                  </MoveButton>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="moves__group moves__group--row">
        <button
          type="button"
          className="button button--ghost button--small button--danger"
          onClick={() => void act({ type: 'abandon' })}
        >
          Abandon the heist
        </button>
        <span className="move__hint">Nothing changes; you may choose again.</span>
      </div>
    </>
  );
}

function ChoiceMoves() {
  const { view, act, name } = useGangsta();
  const lend = askedToLend(view);
  if (lend) {
    return (
      <div className="moves__group">
        <h3 className="moves__title">{name(view.heist!.initiator)} asks to borrow your gangster</h3>
        <CardLine id={lend} />
        <p className="hint">For {cardName(view.heist!.card)}. You share the co-op reward.</p>
        <div className="moves__group--row">
          <MoveButton tone="primary" onClick={() => void act({ type: 'consent' })}>
            Lend
          </MoveButton>
          <MoveButton tone="ghost" onClick={() => void act({ type: 'decline' })}>
            Refuse
          </MoveButton>
        </div>
      </div>
    );
  }
  const o = owed(view, view.seat);
  if (o?.kind === 'free-recruit') {
    return (
      <div className="moves__group">
        <h3 className="moves__title">Your reward: a free gangster</h3>
        <ul className="moves">
          {recruitMoves(view).map((r) => (
            <li key={r.gangster} className="move">
              <CardLine id={r.gangster} />
              <MoveButton
                tone="primary"
                onClick={() => void act({ type: 'recruit', gangster: r.gangster })}
              >
                Take
              </MoveButton>
            </li>
          ))}
        </ul>
        <MoveButton tone="ghost" onClick={() => void act({ type: 'decline' })}>
          No, thanks
        </MoveButton>
      </div>
    );
  }
  const discard = discardMoves(view);
  if (discard && o?.kind === 'discard') {
    return (
      <div className="moves__group">
        <h3 className="moves__title">
          {o.cause === 'snitch' ? 'The snitch: ' : 'The Mercenary check: '}
          {discard.from === view.seat
            ? 'discard one of your gangsters'
            : `discard one of ${name(discard.from)}’s gangsters`}
        </h3>
        <ul className="moves">
          {discard.gangsters.map((id) => (
            <li key={id} className="move">
              <CardLine id={id} />
              <button
                type="button"
                className="button button--ghost button--small button--danger"
                onClick={() => void act({ type: 'discard', gangster: id })}
              >
                Discard
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return null;
}

/** A small move button: `tone` is the button style (primary, ghost, …). */
function MoveButton({
  tone,
  onClick,
  children,
}: {
  tone: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={`button button--${tone} button--small`} onClick={onClick}>
      {children}
    </button>
  );
}

/** The viewer's moves now, or what the table waits for. */
export function Actions() {
  const { view, name, me } = useGangsta();
  if (view.result) return null;
  let body;
  if (me === null) body = <p className="hint">You are watching. {waitingText(view, name)}</p>;
  else if (myTurn(view)) body = <TurnMoves />;
  else if (view.phase === 'heist' && view.heist?.initiator === me) body = <StaffingMoves />;
  else if (askedToLend(view) || owed(view, me)) body = <ChoiceMoves />;
  else {
    body = <p className="hint">{waitingText(view, name)}</p>;
  }
  const yours = me !== null && view.waitingFor.includes(me);
  return (
    <section
      className="panel gangsta-moves"
      data-yours={yours}
      aria-labelledby="gangsta-moves-title"
    >
      <h2 id="gangsta-moves-title" className="panel__title">
        {yours ? 'Your move' : 'Waiting'}
      </h2>
      {body}
      {yours && me !== null && (
        <p className="hint gangsta-moves__table-hint">
          On the 3D table: drag a gangster onto your gang to recruit it, click a heist to choose it,
          drag gangsters onto the heist card, click an engaged gangster to mobilise it.
        </p>
      )}
    </section>
  );
}
