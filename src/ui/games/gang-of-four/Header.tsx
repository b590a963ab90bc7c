// Over the table: the round, the direction of play and the dealer, and a banner saying whose
// turn it is and what they face, lit when it is yours; the defence warning over the table.
import { CardFace } from './CardFace.tsx';
import { useGof } from './context.ts';
import { defenceText, roundText, turnText } from './format.ts';

/** `cards`: show the play to beat as cards too (beside the 3D table, where they are small). */
export function GofHeader({ cards = false }: { cards?: boolean }) {
  const { view, name } = useGof();
  const t = turnText(view, name);
  const last = view.phase === 'play' ? view.trick[view.trick.length - 1] : undefined;
  return (
    <header className="gof-head">
      <div className="gof-head__turn" data-mine={t.mine} role="status" aria-live="polite">
        <div className="gof-head__words">
          <h2 className="gof-head__title">{t.title}</h2>
          <p className="gof-head__detail">{t.detail}</p>
        </div>
        {cards && last && (
          <span className="gof-head__cards" aria-hidden="true">
            {last.cards.map((c, i) => (
              <CardFace key={`${c}${i}`} token={c} />
            ))}
          </span>
        )}
      </div>
      <p className="gof-head__round">{roundText(view, name)}</p>
    </header>
  );
}

/** The defence warning, over the top of the table (the table never jumps for it). */
export function DefenceNote() {
  const { view, name } = useGof();
  const defence = defenceText(view, name);
  if (!defence) return null;
  return (
    <p className="gof-defence" role="alert">
      {defence}
    </p>
  );
}
