// The heist at a glance: which heist and round, vaults cracked and alarms raised, and the
// challenge and specialist cards in play with their rules in a line.
import { CHALLENGE_TEXT, SPECIALIST_TEXT } from '../../../i18n/games/the-gang/texts.ts';
import { useGang } from './context.ts';
import { roundColour } from './format.ts';

const ROUND_NAMES = ['', 'Pre-flop', 'Flop', 'Turn', 'River'];

function phaseText(phase: string, round: number): string {
  switch (phase) {
    case 'coordinate':
      return 'Coordinator: everyone passes a card';
    case 'round':
      return `${ROUND_NAMES[round]}: take ${roundColour(round)} chips`;
    case 'guess':
      return 'Scan: guess before the last hand is shown';
    case 'showdown':
      return 'Showdown';
    default:
      return 'Game over';
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
  return (
    <span className="track" role="img" aria-label={`${label}: ${count} of ${limit}`}>
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
  return (
    <div className="heist">
      <div className="heist__title">
        <h2 className="heist__name">Heist {view.heist}</h2>
        <p className="heist__phase" data-round={roundColour(view.round)}>
          {phaseText(view.phase, view.round)}
        </p>
      </div>
      <div className="heist__tracks">
        <Track label="Vaults" count={view.vaults} limit={3} kind="vault" />
        <Track label="Alarms" count={view.alarms} limit={view.alarmLimit} kind="alarm" />
      </div>
    </div>
  );
}

/** The challenge and specialist cards in play this heist. */
export function ActiveCards() {
  const { view } = useGang();
  if (view.challenges.length === 0 && !view.specialist) return null;
  return (
    <ul className="rule-cards" aria-label="Cards in play">
      {view.challenges.map((c) => (
        <li key={c} className="rule-card rule-card--challenge">
          <span className="rule-card__kind">
            Challenge{view.permanentChallenge === c ? ' · all game' : ''}
          </span>
          <strong className="rule-card__name">{CHALLENGE_TEXT[c].name}</strong>
          <span className="rule-card__text">{CHALLENGE_TEXT[c].text}</span>
        </li>
      ))}
      {view.specialist && (
        <li className="rule-card rule-card--specialist" data-used={view.specialistUsed}>
          <span className="rule-card__kind">Specialist{view.specialistUsed ? ' · used' : ''}</span>
          <strong className="rule-card__name">{SPECIALIST_TEXT[view.specialist].name}</strong>
          <span className="rule-card__text">{SPECIALIST_TEXT[view.specialist].text}</span>
        </li>
      )}
    </ul>
  );
}
