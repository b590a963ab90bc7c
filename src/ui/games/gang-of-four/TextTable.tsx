// The table in plain DOM, for screen readers and browsers without WebGL: the same things the 3D
// table shows. The players around (counts, passed, "last card", whose turn), the direction of
// play, the current trick play by play with the one to beat marked, the face-down pile, and the
// exchange's two cards. The middle and each player are drop zones for the hand rail.
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
  /** A seat as the sentence's subject, and its possessive: 'You' / 'your' for the viewer. */
  const who = (seat: number) => (seat === me ? 'You' : name(seat));
  const whose = (seat: number) => (seat === me ? 'your' : `${name(seat)}’s`);
  const whom = (seat: number) => (seat === me ? 'you' : name(seat));
  const d = DIRECTION_TEXT[view.direction];
  const ex = view.exchange;
  const played = view.log.some((e) => e.e === 'play');
  const top = view.trick.length - 1;
  const last = view.trick[top];
  return (
    <section className="gof-text" aria-label="The table">
      <p className="gof-text__direction">
        <span aria-hidden="true">{d.arrow}</span> Play goes {d.name.toLowerCase()}, {d.side}.
      </p>
      <Players zones />
      <div
        className="gof-text__centre"
        data-drop-zone={JSON.stringify({ kind: 'centre' })}
        aria-label="The middle of the table"
      >
        {view.trick.length === 0 ? (
          <p className="gof-text__empty">
            {view.phase === 'play' && view.turn !== null
              ? `No cards on the table: ${name(view.turn)} leads.`
              : 'No cards on the table.'}
          </p>
        ) : (
          <>
            {top > 0 && (
              <ol
                className="gof-text__older"
                aria-label="Earlier plays of this trick, oldest first"
              >
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
                <strong>To beat:</strong> {whose(last!.seat)} {comboName(last!.type, last!.cards)}
              </span>
              <Cards cards={last!.cards} label="the play to beat" />
            </p>
          </>
        )}
        <p className="gof-text__pile">
          Pile of finished tricks: {view.pile} card{view.pile === 1 ? '' : 's'}, face down.
        </p>
      </div>
      {ex && !played && (
        <ul className="gof-text__exchange" aria-label="The exchange">
          <li>
            {who(ex.loser)} gave {whom(ex.winner)} {ex.loser === me ? 'your' : 'their'} highest
            card: <Cards cards={[ex.fromLoser]} label="the card given" />
          </li>
          <li>
            {ex.fromWinner ? (
              <>
                {who(ex.winner)} gave {whom(ex.loser)}:{' '}
                <Cards cards={[ex.fromWinner]} label="the card given back" />
              </>
            ) : (
              `${ex.winner === me ? 'You are' : `${name(ex.winner)} is`} choosing a card for ${whom(ex.loser)}.`
            )}
          </li>
        </ul>
      )}
    </section>
  );
}
