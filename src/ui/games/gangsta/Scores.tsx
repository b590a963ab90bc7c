// The final score sheet: each player's gangsters' influence, heists, wealth and size bonuses and
// total, the winner(s), how the game ended; the host takes the table back to the lobby.
import { useTranslation } from 'react-i18next';
import { END_TEXT } from '../../../i18n/games/gangsta/texts.ts';
import { stars } from '../../../i18n/games/gangsta/words.ts';
import { useSessionController } from '../../../store/use-session.ts';
import { useGangsta } from './context.ts';

export function Scores() {
  const { view, name, me, isHost } = useGangsta();
  const session = useSessionController();
  const { t } = useTranslation('gangsta');
  const result = view.result;
  if (!result) return null;
  const winners = new Set(result.winners);
  return (
    <section className="panel gangsta-scores" aria-labelledby="gangsta-scores-title">
      <h2 id="gangsta-scores-title" className="panel__title">
        {t('ui.scores.title')}
      </h2>
      <p className="hint">{t('ui.scores.ended', { reason: END_TEXT[result.reason] })}</p>
      <table className="gangsta-scores__table">
        <thead>
          <tr>
            <th scope="col">{t('ui.scores.player')}</th>
            <th scope="col" title={t('ui.scores.gangTitle')}>
              {t('ui.scores.gang')}
            </th>
            <th scope="col" title={t('ui.scores.heistsTitle')}>
              {t('ui.scores.heists')}
            </th>
            <th scope="col" title={t('ui.scores.wealthTitle')}>
              {t('ui.scores.wealth')}
            </th>
            <th scope="col" title={t('ui.scores.sizeTitle')}>
              {t('ui.scores.size')}
            </th>
            <th scope="col">{t('ui.scores.total')}</th>
          </tr>
        </thead>
        <tbody>
          {result.scores.map((s) => (
            <tr key={s.seat} data-winner={winners.has(s.seat)}>
              <th scope="row">
                {winners.has(s.seat) && <span aria-label={t('ui.scores.winner')}>🏆 </span>}
                {s.seat === me ? t('ui.scores.you', { name: name(s.seat) }) : name(s.seat)}
              </th>
              <td>{s.gang}</td>
              <td>{s.heists}</td>
              <td>+{s.wealth}</td>
              <td>+{s.size}</td>
              <td className="gangsta-scores__total">{stars(s.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {isHost ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => void session.lobbyAction({ a: 'lobby' })}
        >
          {t('ui.scores.back')}
        </button>
      ) : (
        <p className="hint">{t('ui.scores.hostBack')}</p>
      )}
    </section>
  );
}
