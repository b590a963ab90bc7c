// The Gang's rules reference (opened from the status bar): the hand ranking with an example hand
// for each, the challenge and specialist cards in play and those this table's mode may bring (their
// texts are the namespace's own, shared with the table), and how a heist goes.
import { useTranslation } from 'react-i18next';
import { CATEGORIES, type Category } from '../../../engine/cards/hand-eval.ts';
import type { GangView } from '../../../engine/index.ts';
import { modeCards } from '../../../engine/games/the-gang/match-setup.ts';
import {
  CATEGORY_TEXT,
  CHALLENGE_TEXT,
  MODE_TEXT,
  SPECIALIST_TEXT,
  type CardText,
} from '../../../i18n/games/the-gang/texts.ts';
import { PlayingCard } from './Cards.tsx';
import './gang.css';

/** An example of each ranking, in the rules' card notation (rank `23456789TJQKA`, suit `cdhs`). */
export const RANKING_EXAMPLES: Readonly<Record<Category, string>> = {
  'royal-flush': 'As Ks Qs Js Ts',
  'straight-flush': '9h 8h 7h 6h 5h',
  'four-of-a-kind': 'Qc Qd Qh Qs 4d',
  'full-house': 'Kh Kd Ks 7c 7h',
  flush: 'Ad Jd 8d 6d 2d',
  straight: 'Tc 9d 8s 7h 6c',
  'three-of-a-kind': '7s 7h 7d Kc 2h',
  'two-pair': 'Js Jd 4c 4h Ad',
  pair: '9c 9d Ah Qs 3c',
  'high-card': 'Ah Jc 8d 5s 3h',
};

const ROUNDS = ['1', '2', '3', '4'] as const;

/** One card of the reference's lists: its name, an optional tag, its text. */
function CardItem({ card, tag }: { card: CardText; tag?: string }) {
  return (
    <li>
      <span className="rules-list__name">
        {card.name}
        {tag && <span className="rules-list__tag">{tag}</span>}
      </span>
      <span className="rules-list__text">{card.text}</span>
    </li>
  );
}

/** The reference for `view`'s table. */
export function GangRules({ view }: { view: GangView }) {
  const { t } = useTranslation('the-gang');
  const mode = view.options.mode;
  const cards = modeCards(mode);
  const strongest = [...CATEGORIES].reverse();
  return (
    <div className="rules rules--the-gang">
      <section className="rules-section" aria-labelledby="rules-gang-ranking">
        <h3 id="rules-gang-ranking">{t('rules.ranking.title')}</h3>
        <p>{t('rules.ranking.intro')}</p>
        <ol className="rules-list">
          {strongest.map((c) => (
            <li key={c} data-category={c}>
              <span className="rules-list__name">{CATEGORY_TEXT[c]}</span>
              <span className="rules-list__text">{t(`rules.ranking.what.${c}`)}</span>
              <ul className="rules-example" aria-label={CATEGORY_TEXT[c]}>
                {RANKING_EXAMPLES[c].split(' ').map((card) => (
                  <li key={card}>
                    <PlayingCard card={card} small />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        <p>{t('rules.ranking.tie')}</p>
      </section>

      <section className="rules-section" aria-labelledby="rules-gang-cards">
        <h3 id="rules-gang-cards">{t('rules.cards.title')}</h3>
        <p>{t('rules.cards.mode', { mode: MODE_TEXT[mode].name, text: MODE_TEXT[mode].text })}</p>
        {mode !== 'basic' && (
          <>
            <h4>{t('rules.cards.now')}</h4>
            {view.challenges.length === 0 && !view.specialist ? (
              <p>{t('rules.cards.none')}</p>
            ) : (
              <ul className="rules-list" data-rules="in-play">
                {view.challenges.map((c) => (
                  <CardItem
                    key={c}
                    card={CHALLENGE_TEXT[c]}
                    tag={`${t('rules.cards.challenge')}${view.permanentChallenge === c ? ` · ${t('rules.cards.wholeGame')}` : ''}`}
                  />
                ))}
                {view.specialist && (
                  <CardItem
                    card={SPECIALIST_TEXT[view.specialist]}
                    tag={`${t('rules.cards.specialist')}${view.specialistUsed ? ` · ${t('rules.cards.used')}` : ''}`}
                  />
                )}
              </ul>
            )}
          </>
        )}
        {cards.challenges.length > 0 && (
          <>
            <h4>{t('rules.cards.challenges')}</h4>
            <ol className="rules-list">
              {cards.challenges.map((c) => (
                <CardItem key={c} card={CHALLENGE_TEXT[c]} />
              ))}
            </ol>
          </>
        )}
        {cards.specialists.length > 0 && (
          <>
            <h4>{t('rules.cards.specialists')}</h4>
            <ol className="rules-list">
              {cards.specialists.map((c) => (
                <CardItem key={c} card={SPECIALIST_TEXT[c]} />
              ))}
            </ol>
          </>
        )}
      </section>

      <section className="rules-section" aria-labelledby="rules-gang-heist">
        <h3 id="rules-gang-heist">{t('rules.heist.title')}</h3>
        <p>{t('rules.heist.goal')}</p>
        <ol className="rules-list">
          {ROUNDS.map((r) => (
            <li key={r}>{t(`rules.heist.rounds.${r}`)}</li>
          ))}
        </ol>
        <p>{t('rules.heist.chips')}</p>
        <p>{t('rules.heist.showdown')}</p>
      </section>
    </div>
  );
}
