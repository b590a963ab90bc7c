// Cards and chips as text: a card reads 'A♠' or '10♥' in its suit's colour, a chip is a round
// token of its round's colour with its stars. Screen readers hear 'ace of spades'.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardIsRed, cardLabel, chipParts, chipRound, chipSpeech } from './format.ts';
import { cardSpeech } from '../../../i18n/games/the-gang/texts.ts';

// A round's pip on a chip (a symbol, not a word).
const PIP = '•';

// The Jack specialist's rank letter, as printed (the same in every language).
const JACK = 'J';

/** One face-up card. */
export function PlayingCard({ card, small }: { card: string; small?: boolean }) {
  const jack = card === 'J*';
  const { t } = useTranslation('the-gang');
  return (
    <span
      className={`card${cardIsRed(card) ? ' card--red' : ''}${jack ? ' card--jack' : ''}${card[0] === 'T' ? ' card--ten' : ''}${small ? ' card--small' : ''}`}
      role="img"
      aria-label={cardSpeech(card)}
      data-card={card}
    >
      {jack ? (
        <>
          {JACK}
          <span className="card__nosuit">{t('ui.noSuit')}</span>
        </>
      ) : (
        cardLabel(card)
      )}
    </span>
  );
}

/** One face-down card. */
export function CardBack({ small }: { small?: boolean }) {
  return <span className={`card card--back${small ? ' card--small' : ''}`} aria-hidden="true" />;
}

/** Cards in a row, with optional buttons under each. */
export function CardRow({
  cards,
  small,
  label,
  actions,
}: {
  cards: readonly string[];
  small?: boolean;
  label: string;
  actions?: (card: string) => ReactNode;
}) {
  return (
    <ul className="card-row" aria-label={label}>
      {cards.map((c, i) => (
        <li key={`${c}-${i}`} className="card-row__item">
          <PlayingCard card={c} small={small} />
          {actions?.(c)}
        </li>
      ))}
    </ul>
  );
}

/** A star chip. Dark chips (they never change hands once taken) wear a dark ring. Besides its
 * colour, a chip wears its round as pips over the stars (white ·, yellow ··, orange ···, red
 * ····), as its 3D face does: colour is never the only sign (docs/ACCESSIBILITY.md). */
export function Chip({ token, dark, small }: { token: string; dark?: boolean; small?: boolean }) {
  const parts = chipParts(token);
  if (!parts) return null;
  return (
    <span
      className={`chip chip--${parts.colour}${dark ? ' chip--dark' : ''}${small ? ' chip--small' : ''}`}
      role="img"
      aria-label={chipSpeech(token, Boolean(dark))}
      data-chip={token}
    >
      <span aria-hidden="true" className="chip__pips" data-pips={chipRound(parts.colour)}>
        {PIP.repeat(chipRound(parts.colour))}
      </span>
      {parts.stars}
      <span aria-hidden="true" className="chip__star">
        ★
      </span>
    </span>
  );
}
