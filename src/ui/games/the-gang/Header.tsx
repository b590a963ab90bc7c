// The heist at a glance: which heist and round, vaults cracked and alarms raised, and the
// challenge and specialist cards in play with their rules in a line.
import { useTranslation } from 'react-i18next';
import { CHALLENGE_TEXT, SPECIALIST_TEXT } from '../../../i18n/games/the-gang/texts.ts';
import { t } from '../../../i18n/i18n.ts';
import { useGang } from './context.ts';
import { roundColour } from './format.ts';

const ROUNDS = ['1', '2', '3', '4'] as const;

/** The phase in a line, in the reader's language. */
function phaseText(phase: string, round: number): string {
  const ns = 'the-gang';
  switch (phase) {
    case 'coordinate':
      return t('ui.phase.coordinate', { ns });
    case 'round':
      return t('ui.phase.round', {
        ns,
        round: t(`ui.rounds.${ROUNDS[Math.min(3, Math.max(0, round - 1))]!}`, { ns }),
        chips: t(`ui.chips.${roundColour(round)}`, { ns }),
      });
    case 'guess':
      return t('ui.phase.guess', { ns });
    case 'showdown':
      return t('ui.phase.showdown', { ns });
    default:
      return t('ui.phase.over', { ns });
  }
}

/** Vaults and alarms as rows of marks. */
function Track({
  label,
  count,
  limit,
  kind,
}: {
  label: string;
  count: number;
  limit: number;
  kind: string;
}) {
  const { t } = useTranslation('the-gang');
  return (
    <span className="track" role="img" aria-label={t('ui.track', { label, count, limit })}>
      <span className="track__label" aria-hidden="true">
        {label}
      </span>
      {Array.from({ length: limit }, (_, i) => (
        <span
          key={i}
          className={`track__mark track__mark--${kind}`}
          data-on={i < count}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

/** Heist, round, phase, vaults and alarms. */
export function HeistHeader() {
  const { view } = useGang();
  const { t } = useTranslation('the-gang');
  return (
    <div className="heist">
      <div className="heist__title">
        <h2 className="heist__name">{t('ui.heist', { n: view.heist })}</h2>
        <p className="heist__phase" data-round={roundColour(view.round)}>
          {phaseText(view.phase, view.round)}
        </p>
      </div>
      <div className="heist__tracks">
        <Track label={t('ui.vaults')} count={view.vaults} limit={3} kind="vault" />
        <Track label={t('ui.alarms')} count={view.alarms} limit={view.alarmLimit} kind="alarm" />
      </div>
    </div>
  );
}

/** The challenge and specialist cards in play this heist. */
export function ActiveCards() {
  const { view } = useGang();
  const { t } = useTranslation('the-gang');
  if (view.challenges.length === 0 && !view.specialist) return null;
  return (
    <ul className="rule-cards" aria-label={t('ui.cardsInPlay')}>
      {view.challenges.map((c) => (
        <li key={c} className="rule-card rule-card--challenge">
          <span className="rule-card__kind">
            {t(view.permanentChallenge === c ? 'ui.challengeAllGame' : 'ui.challenge')}
          </span>
          <strong className="rule-card__name">{CHALLENGE_TEXT[c].name}</strong>
          <span className="rule-card__text">{CHALLENGE_TEXT[c].text}</span>
        </li>
      ))}
      {view.specialist && (
        <li className="rule-card rule-card--specialist" data-used={view.specialistUsed}>
          <span className="rule-card__kind">
            {t(view.specialistUsed ? 'ui.specialistUsed' : 'ui.specialist')}
          </span>
          <strong className="rule-card__name">{SPECIALIST_TEXT[view.specialist].name}</strong>
          <span className="rule-card__text">{SPECIALIST_TEXT[view.specialist].text}</span>
        </li>
      )}
    </ul>
  );
}
