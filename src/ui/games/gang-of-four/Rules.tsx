// Gang of Four's rules reference (opened from the status bar): the combinations in order with an
// example of each (what a player looks up most), the special cards, how a round goes, and the
// scoring table (its figures from the engine's own penaltyFor), in the rulebooks' words of each
// language.
import { useTranslation } from 'react-i18next';
import type { GofView } from '../../../engine/index.ts';
import { penaltyFor } from '../../../engine/games/gang-of-four/round.ts';
import { COMBO_TYPES, type ComboType } from '../../../engine/games/gang-of-four/vocabulary.ts';
import { CardFace } from './CardFace.tsx';
import './gof.css';
import './rules.css';

/** An example of each combination, in the rules' card notation (`5R`, `10G`, `1M`, `PY`, `DR`). */
export const COMBO_EXAMPLES: Readonly<Record<ComboType, string>> = {
  single: '7Y',
  pair: '3G 3R',
  triple: '2G 2Y 2R',
  straight: '2G 3Y 4R 5G 6Y',
  flush: '2R 3R 4R 5R 7R',
  'full-house': '6G 6Y 6R 3G 3Y',
  'straight-flush': '3G 4G 5G 6G 7G',
  gang: '10G 10Y 10Y 10R',
};

const SPECIAL = [
  ['dragon', 'DR'],
  ['phoenix', 'PG PY'],
  ['multi', '1M'],
] as const;

/** The scoring bands from the engine's penalty: cards left (from–to) and points per card. */
export function scoringBands(): { from: number; to: number; perCard: number }[] {
  const bands: { from: number; to: number; perCard: number }[] = [];
  for (let n = 1; n <= 16; n++) {
    const perCard = penaltyFor(n) / n;
    const last = bands[bands.length - 1];
    if (last && last.perCard === perCard) last.to = n;
    else bands.push({ from: n, to: n, perCard });
  }
  return bands;
}

/** Cards in a row, for an example. */
function Example({ tokens, label }: { tokens: string; label: string }) {
  return (
    <ul className="rules-example rules-example--gof" aria-label={label}>
      {tokens.split(' ').map((token, i) => (
        <li key={i}>
          <CardFace token={token} />
        </li>
      ))}
    </ul>
  );
}

/** The reference (the same for every table: the options change only details it names). */
export function GofRules(_props: { view: GofView }) {
  const { t } = useTranslation('gang-of-four');
  return (
    <div className="rules rules--gang-of-four">
      <section className="rules-section" aria-labelledby="rules-gof-combos">
        <h3 id="rules-gof-combos">{t('rules.combos.title')}</h3>
        <ol className="rules-list">
          {COMBO_TYPES.map((k) => (
            <li key={k} data-combo={k}>
              <span className="rules-list__name">{t(`rules.combos.names.${k}`)}</span>
              <span className="rules-list__text">{t(`rules.combos.what.${k}`)}</span>
              <Example tokens={COMBO_EXAMPLES[k]} label={t(`rules.combos.names.${k}`)} />
            </li>
          ))}
        </ol>
        <p>{t('rules.combos.fives')}</p>
        <p>{t('rules.combos.order')}</p>
      </section>

      <section className="rules-section" aria-labelledby="rules-gof-special">
        <h3 id="rules-gof-special">{t('rules.special.title')}</h3>
        <ul className="rules-list">
          {SPECIAL.map(([key, tokens]) => (
            <li key={key}>
              <Example tokens={tokens} label={t(`rules.special.${key}`)} />
              <span className="rules-list__text">{t(`rules.special.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="rules-section" aria-labelledby="rules-gof-play">
        <h3 id="rules-gof-play">{t('rules.play.title')}</h3>
        <p>{t('rules.play.goal')}</p>
        <p>{t('rules.play.turn')}</p>
        <p>{t('rules.play.trick')}</p>
        <p>{t('rules.play.first')}</p>
        <p>{t('rules.play.exchange')}</p>
        <p>{t('rules.play.lastCard')}</p>
      </section>

      <section className="rules-section" aria-labelledby="rules-gof-scoring">
        <h3 id="rules-gof-scoring">{t('rules.scoring.title')}</h3>
        <p>{t('rules.scoring.intro')}</p>
        <table className="rules-table">
          <thead>
            <tr>
              <th scope="col">{t('rules.scoring.cards')}</th>
              <th scope="col">{t('rules.scoring.points')}</th>
            </tr>
          </thead>
          <tbody>
            {scoringBands().map((b) => (
              <tr key={b.from}>
                <td>{b.from === b.to ? b.from : `${b.from}–${b.to}`}</td>
                <td>
                  {b.perCard}
                  {b.from === b.to &&
                    ` (${t('rules.scoring.all', { points: b.from * b.perCard })})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>{t('rules.scoring.end')}</p>
      </section>
    </div>
  );
}
