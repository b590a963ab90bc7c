// "Your move": every intent the viewer may send now, as buttons beside the cards they are about
// (the 3D table does the same by hand): mobilise, recruit, choose a heist or pass on your turn;
// put gangsters on the heist you are staffing, or abandon it; discard, take a free gangster,
// lend or refuse. Others' turns say what the table waits for.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { heistCard } from '../../../engine/games/gangsta/catalogue.ts';
import { cardName } from '../../../i18n/games/gangsta/texts.ts';
import { dollars, skillList } from '../../../i18n/games/gangsta/words.ts';
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
  const { t } = useTranslation('gangsta');
  const me = view.seat!;
  const money = view.players[me]!.money;
  const mobilise = mobiliseMoves(view);
  const income = passIncome(view, me);
  return (
    <>
      {mobilise.length > 0 && (
        <div className="moves__group">
          <h3 className="moves__title">
            1 · {t('ui.moves.mobilise')}{' '}
            <span className="moves__note">
              {view.freeMobilisations > 0
                ? t('ui.moves.freeThenPaid', { count: view.freeMobilisations })
                : t('ui.moves.paidEach')}
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
                  {m.free ? t('ui.moves.mobiliseFree') : t('ui.moves.mobilisePaid')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="moves__group">
        <h3 className="moves__title">
          {mobilise.length > 0 ? '2 · ' : ''}
          {t('ui.moves.recruit')}{' '}
          <span className="moves__note">{t('ui.moves.youHave', { money: dollars(money) })}</span>
        </h3>
        <ul className="moves">
          {recruitMoves(view).map((r) => (
            <li key={r.gangster} className="move">
              <CardLine id={r.gangster} />
              <button
                type="button"
                className="button button--primary button--small"
                disabled={!r.affordable}
                title={
                  r.affordable
                    ? undefined
                    : t('ui.moves.costs', { cost: dollars(r.cost), money: dollars(money) })
                }
                onClick={() => void act({ type: 'recruit', gangster: r.gangster })}
              >
                {t(r.affordable ? 'ui.moves.recruitFor' : 'ui.moves.need', {
                  cost: dollars(r.cost),
                })}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="moves__group">
        <h3 className="moves__title">
          {t('ui.moves.heist')} <span className="moves__note">{t('ui.moves.heistNote')}</span>
        </h3>
        <ul className="moves">
          {heistMoves(view).map((h) => (
            <li key={h.heist} className="move">
              <CardLine id={h.heist} />
              <span className="move__hint">
                {h.lacking.length === 0
                  ? t('ui.moves.canDo')
                  : t('ui.moves.lack', { skills: skillList(h.lacking) })}
              </span>
              <MoveButton tone="ghost" onClick={() => void act({ type: 'heist', heist: h.heist })}>
                {t('ui.moves.choose')}
              </MoveButton>
            </li>
          ))}
        </ul>
      </div>
      <div className="moves__group moves__group--row hud-foot">
        <MoveButton tone="secondary" onClick={() => void act({ type: 'pass' })}>
          {income > 0 ? t('ui.moves.passFor', { income: dollars(income) }) : t('ui.moves.pass')}
        </MoveButton>
        <span className="move__hint">{t('ui.moves.passHint')}</span>
      </div>
    </>
  );
}

function StaffingMoves() {
  const { view, act, name } = useGangsta();
  const { t } = useTranslation('gangsta');
  const heist = view.heist!;
  const engage = engageMoves(view);
  const card = heistCard(heist.card);
  return (
    <>
      <div className="moves__group">
        <h3 className="moves__title">{t('ui.moves.yourHeist')}</h3>
        <CardLine id={heist.card} />
        <p className="move__needs">
          {t('ui.moves.stillNeeds')}{' '}
          <Skills skills={card?.requires ?? []} missing={heist.missing} />{' '}
          {skillList(heist.missing)}
        </p>
        {heist.team.length > 0 && (
          <p className="hint">
            {t('ui.moves.onJob', {
              team: heist.team.map((m) =>
                m.seat === heist.initiator
                  ? cardName(m.gangster)
                  : t('ui.moves.memberOf', { card: cardName(m.gangster), name: name(m.seat) }),
              ),
            })}
          </p>
        )}
      </div>
      {heist.asking ? (
        <p className="hint">
          {t('ui.moves.waitLend', {
            name: name(heist.asking.seat),
            card: cardName(heist.asking.gangster),
          })}
        </p>
      ) : (
        <div className="moves__group">
          <h3 className="moves__title">
            {t('ui.moves.putOnJob')} <span className="moves__note">{t('ui.moves.putNote')}</span>
          </h3>
          {engage.length === 0 ? (
            <p className="hint">{t('ui.moves.noneBrings')}</p>
          ) : (
            <ul className="moves">
              {engage.map((m) => (
                <li key={m.gangster} className="move">
                  <CardLine id={m.gangster} />
                  {m.seat !== view.seat && (
                    <span className="move__hint">
                      {t('ui.moves.whose', { name: name(m.seat) })}
                    </span>
                  )}
                  <MoveButton
                    tone="primary"
                    onClick={() => void act({ type: 'engage', gangster: m.gangster })}
                  >
                    {m.seat === view.seat ? t('ui.moves.engage') : t('ui.moves.borrow')}
                  </MoveButton>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="moves__group moves__group--row hud-foot">
        <button
          type="button"
          className="button button--ghost button--small button--danger"
          onClick={() => void act({ type: 'abandon' })}
        >
          {t('ui.moves.abandon')}
        </button>
        <span className="move__hint">{t('ui.moves.abandonHint')}</span>
      </div>
    </>
  );
}

function ChoiceMoves() {
  const { view, act, name } = useGangsta();
  const { t } = useTranslation('gangsta');
  const lend = askedToLend(view);
  if (lend) {
    return (
      <div className="moves__group">
        <h3 className="moves__title">
          {t('ui.moves.asksBorrow', { name: name(view.heist!.initiator) })}
        </h3>
        <CardLine id={lend} />
        <p className="hint">{t('ui.moves.forHeist', { card: cardName(view.heist!.card) })}</p>
        <div className="moves__group--row">
          <MoveButton tone="primary" onClick={() => void act({ type: 'consent' })}>
            {t('ui.moves.lend')}
          </MoveButton>
          <MoveButton tone="ghost" onClick={() => void act({ type: 'decline' })}>
            {t('ui.moves.refuse')}
          </MoveButton>
        </div>
      </div>
    );
  }
  const o = owed(view, view.seat);
  if (o?.kind === 'free-recruit') {
    return (
      <div className="moves__group">
        <h3 className="moves__title">{t('ui.moves.rewardFree')}</h3>
        <ul className="moves">
          {recruitMoves(view).map((r) => (
            <li key={r.gangster} className="move">
              <CardLine id={r.gangster} />
              <MoveButton
                tone="primary"
                onClick={() => void act({ type: 'recruit', gangster: r.gangster })}
              >
                {t('ui.moves.take')}
              </MoveButton>
            </li>
          ))}
        </ul>
        <MoveButton tone="ghost" onClick={() => void act({ type: 'decline' })}>
          {t('ui.moves.noThanks')}
        </MoveButton>
      </div>
    );
  }
  const discard = discardMoves(view);
  if (discard && o?.kind === 'discard') {
    const cause = t(`ui.moves.causes.${o.cause === 'snitch' ? 'snitch' : 'mercenary'}`);
    return (
      <div className="moves__group">
        <h3 className="moves__title">
          {discard.from === view.seat
            ? t('ui.moves.discardOwn', { cause })
            : t('ui.moves.discardOther', { cause, name: name(discard.from) })}
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
                {t('ui.moves.discard')}
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
  const { t } = useTranslation('gangsta');
  if (view.result) return null;
  let body;
  if (me === null) {
    body = <p className="hint">{t('ui.moves.watching', { waiting: waitingText(view, name) })}</p>;
  } else if (myTurn(view)) body = <TurnMoves />;
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
        {yours ? t('ui.moves.yours') : t('ui.moves.waiting')}
      </h2>
      {body}
      {yours && me !== null && (
        <p className="hint gangsta-moves__table-hint">{t('ui.moves.tableHint')}</p>
      )}
    </section>
  );
}
