// The table in plain DOM, for screen readers and browsers without WebGL: the same things the 3D
// table shows. The players around (counts, passed, "last card", whose turn), the direction of
// play, the current trick play by play with the one to beat marked, the face-down pile, and the
// exchange's two cards. The middle and each player are drop zones for the hand rail.
import { useTranslation } from 'react-i18next';
import { comboName, DIRECTION_TEXT } from '../../../i18n/games/gang-of-four/texts.ts';
import { CardFace } from './CardFace.tsx';
import { useGof } from './context.ts';
import { Players } from './Players.tsx';

function Cards({ cards, label }: { cards: readonly string[]; label: string }) {
  return (
    <span className="gof-text__cards" role="group" aria-label={label}>
      {cards.map((c, i) => (
        <CardFace key={`${c}${i}`} token={c} />
      ))}
    </span>
  );
}

/** The text table. */
export function TextTable() {
  const { view, name, me } = useGof();
  const { t } = useTranslation('gang-of-four');
  /** A play named with its player: 'your pair of 7s', 'Ann’s pair of 7s'. */
  const whose = (seat: number, combo: string) =>
    seat === me ? t('ui.yourPlay', { combo }) : t('ui.theirPlay', { name: name(seat), combo });
  /** Whose part in the exchange, in words: the viewer, or a named player and another. */
  const say = t as unknown as (key: string, options: object) => string;
  const line = (you: string, toYou: string, other: string, from: number, to: number) =>
    from === me
      ? say(you, { name: name(to) })
      : to === me
        ? say(toYou, { name: name(from) })
        : say(other, { name: name(from), other: name(to) });
  const d = DIRECTION_TEXT[view.direction];
  const ex = view.exchange;
  const played = view.log.some((e) => e.e === 'play');
  const top = view.trick.length - 1;
  const last = view.trick[top];
  return (
    <section className="gof-text" aria-label={t('ui.theTable')}>
      <p className="gof-text__direction">
        <span aria-hidden="true">{d.arrow}</span>{' '}
        {t('ui.goes', { direction: d.lower, side: d.side })}
      </p>
      <Players zones />
      <div
        className="gof-text__centre"
        data-drop-zone={JSON.stringify({ kind: 'centre' })}
        aria-label={t('ui.middle')}
      >
        {view.trick.length === 0 ? (
          <p className="gof-text__empty">
            {view.phase === 'play' && view.turn !== null
              ? t('ui.emptyLeads', { name: name(view.turn) })
              : t('ui.empty')}
          </p>
        ) : (
          <>
            {top > 0 && (
              <ol className="gof-text__older" aria-label={t('ui.older')}>
                {view.trick.slice(0, top).map((p, k) => (
                  <li key={k} className="gof-text__play">
                    <span className="gof-text__who">{name(p.seat)}</span>
                    <Cards
                      cards={p.cards}
                      label={`${name(p.seat)}: ${comboName(p.type, p.cards)}`}
                    />
                  </li>
                ))}
              </ol>
            )}
            <p className="gof-text__play gof-text__play--top">
              <span className="gof-text__who">
                <strong>{t('ui.toBeatLabel')}</strong>{' '}
                {whose(last!.seat, comboName(last!.type, last!.cards))}
              </span>
              <Cards cards={last!.cards} label={t('ui.playToBeat')} />
            </p>
          </>
        )}
        <p className="gof-text__pile">{t('ui.pile', { count: view.pile })}</p>
      </div>
      {ex && !played && (
        <ul className="gof-text__exchange" aria-label={t('ui.exchange')}>
          <li>
            {line('ui.youGaveLine', 'ui.gaveYouLine', 'ui.gaveLine', ex.loser, ex.winner)}{' '}
            <Cards cards={[ex.fromLoser]} label={t('ui.cardGiven')} />
          </li>
          <li>
            {ex.fromWinner ? (
              <>
                {line('ui.youGaveBack', 'ui.gaveYouBack', 'ui.gaveBack', ex.winner, ex.loser)}{' '}
                <Cards cards={[ex.fromWinner]} label={t('ui.cardGivenBack')} />
              </>
            ) : (
              line('ui.youChoosing', 'ui.choosingForYou', 'ui.choosing', ex.winner, ex.loser)
            )}
          </li>
        </ul>
      )}
    </section>
  );
}
