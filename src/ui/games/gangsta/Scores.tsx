// The final score sheet: each player's gangsters' influence, heists, wealth and size bonuses and
// total, the winner(s), how the game ended; the host takes the table back to the lobby.
import { END_TEXT } from '../../../i18n/games/gangsta/texts.ts';
import { useSessionController } from '../../../store/use-session.ts';
import { useGangsta } from './context.ts';

export function Scores() {
  const { view, name, me, isHost } = useGangsta();
  const session = useSessionController();
  const result = view.result;
  if (!result) return null;
  const winners = new Set(result.winners);
  return (
    <section className="panel gangsta-scores" aria-labelledby="gangsta-scores-title">
      <h2 id="gangsta-scores-title" className="panel__title">
        Final scores
      </h2>
      <p className="hint">The game ended because {END_TEXT[result.reason]}.</p>
      <table className="gangsta-scores__table">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col" title="Influence printed on the gang, boss included">
              Gang
            </th>
            <th scope="col" title="Influence from heists and their rewards">
              Heists
            </th>
            <th scope="col" title="2 to the wealthiest, 1 each if tied">
              Wealth
            </th>
            <th scope="col" title="2 to the most gangsters, 1 each if tied">
              Size
            </th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {result.scores.map((s) => (
            <tr key={s.seat} data-winner={winners.has(s.seat)}>
              <th scope="row">
                {winners.has(s.seat) && <span aria-label="winner">🏆 </span>}
                {name(s.seat)}
                {s.seat === me ? ' (you)' : ''}
              </th>
              <td>{s.gang}</td>
              <td>{s.heists}</td>
              <td>+{s.wealth}</td>
              <td>+{s.size}</td>
              <td className="gangsta-scores__total">{s.total}★</td>
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
          Back to the lobby
        </button>
      ) : (
        <p className="hint">The host takes the table back to the lobby.</p>
      )}
    </section>
  );
}
