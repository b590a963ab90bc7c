// Gangsta!'s rules reference (opened from the status bar): a turn, heists and snitches, the six
// skills with their symbols, the three chapters (the one being played marked) and the scoring.
import { useTranslation } from 'react-i18next';
import { SKILLS } from '../../../engine/games/gangsta/cards.ts';
import { CHAPTERS } from '../../../engine/games/gangsta/vocabulary.ts';
import type { GangstaView } from '../../../engine/index.ts';
import { SkillIcon } from './Cards.tsx';
import './gangsta.css';
import './rules.css';

/** The reference, the chapter being played marked. */
export function GangstaRules({ view }: { view: GangstaView }) {
  const { t } = useTranslation('gangsta');
  return (
    <div className="rules rules--gangsta">
      <section className="rules-section" aria-labelledby="rules-gangsta-turn">
        <h3 id="rules-gangsta-turn">{t('rules.turn.title')}</h3>
        <p>{t('rules.turn.goal')}</p>
        <p>{t('rules.turn.mobilise')}</p>
        <p>{t('rules.turn.actions')}</p>
      </section>

      <section className="rules-section" aria-labelledby="rules-gangsta-heists">
        <h3 id="rules-gangsta-heists">{t('rules.heists.title')}</h3>
        <p>{t('rules.heists.staff')}</p>
        <p>{t('rules.heists.coop')}</p>
        <p>{t('rules.heists.snitch')}</p>
      </section>

      <section className="rules-section" aria-labelledby="rules-gangsta-skills">
        <h3 id="rules-gangsta-skills">{t('rules.skills.title')}</h3>
        <ul className="rules-list rules-skills">
          {SKILLS.map((k) => (
            <li key={k} data-skill={k}>
              {/* The symbol's English title is the table's; here the words say it. */}
              <span className="rules-skills__icon" aria-hidden="true">
                <SkillIcon skill={k} />
              </span>
              <span className="rules-list__name">
                {t(`skills.${k}.name`)}
                <span className="rules-list__tag">{t(`skills.${k}.symbol`)}</span>
              </span>
              <span className="rules-list__text">{t(`skills.${k}.text`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="rules-section" aria-labelledby="rules-gangsta-chapters">
        <h3 id="rules-gangsta-chapters">{t('rules.chapters.title')}</h3>
        <ol className="rules-list">
          {CHAPTERS.map((c) => (
            <li key={c} data-chapter={c} aria-current={view.chapter === c ? 'step' : undefined}>
              <span className="rules-list__name">
                {view.chapter === c && (
                  <span className="rules-chapter__now" aria-hidden="true">
                    ▶{' '}
                  </span>
                )}
                {t('rules.chapters.heading', {
                  numeral: t(`chapters.${c}.numeral`),
                  name: t(`chapters.${c}.name`),
                })}
              </span>
              <span className="rules-list__text">{t(`chapters.${c}.ends`)}</span>
            </li>
          ))}
        </ol>
      </section>

      <section className="rules-section" aria-labelledby="rules-gangsta-scoring">
        <h3 id="rules-gangsta-scoring">{t('rules.scoring.title')}</h3>
        <ul className="rules-list">
          <li>{t('rules.scoring.sum')}</li>
          <li>{t('rules.scoring.money')}</li>
          <li>{t('rules.scoring.gang')}</li>
        </ul>
        <p>{t('rules.scoring.win')}</p>
      </section>
    </div>
  );
}
