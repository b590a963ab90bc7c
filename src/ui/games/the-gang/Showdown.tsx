// The showdown: hands revealed in ascending red stars, which one broke the order, the scan
// guesses, success or failure; then the next heist, or the end of the game.
import type { GangView } from '../../../engine/index.ts';
import { useSession, useSessionController } from '../../../store/use-session.ts';
import { Chip, PlayingCard } from './Cards.tsx';
import { useGang } from './context.ts';
import { categoryName, rankLabel } from './format.ts';
import { nextCardText } from './announce-text.ts';

type Record = NonNullable<GangView['showdown']>;

function guessLine(g: Record['guesses'][number]): string {
  if (g.kind === 'retina-scan') {
    const actual = g.actual.split(' ').map(rankLabel).join(' and ');
    return `Retina Scan: guessed ${rankLabel(g.guess)}, the cards were ${actual}`;
  }
  return `Fingerprint Scan: guessed ${categoryName(g.guess).toLowerCase()}, it was ${categoryName(g.actual).toLowerCase()}`;
}

/** The revealed hands and the verdict. */
function Reveal({ record }: { record: Record }) {
  const ctx = useGang();
  return (
    <>
      <ol className="reveal" aria-label="Hands in reveal order">
        {record.hands.map((h) => (
          <li key={h.seat} className="reveal__hand" data-mistake={h.mistake}>
            <Chip token={`R${h.stars}`} small />
            <span className="reveal__name">{ctx.name(h.seat)}</span>
            <span className="reveal__pocket">
              {h.pocket.map((c) => (
                <PlayingCard key={c} card={c} small />
              ))}
            </span>
            <span className="reveal__cat">
              {categoryName(h.category)}
              {h.muscle && ' (Muscle)'}
            </span>
            {h.mistake && <span className="reveal__mistake">✗ weaker than a hand before it</span>}
          </li>
        ))}
      </ol>
      {record.guesses.length > 0 && (
        <ul className="reveal__guesses">
          {record.guesses.map((g) => (
            <li key={g.kind} data-correct={g.correct}>
              {g.correct ? '✓' : '✗'} {guessLine(g)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Showdown and game-over panel; nothing before the showdown. */
export function Showdown() {
  const ctx = useGang();
  const session = useSessionController();
  const playing = useSession((s) => s.lobby?.playing ?? false);
  const { view } = ctx;
  const record = view.showdown;
  if (view.phase !== 'showdown' && view.phase !== 'over') return null;
  const over = view.phase === 'over';
  return (
    <section
      className="panel showdown"
      aria-labelledby="showdown-title"
      data-success={record?.success}
    >
      <h2 id="showdown-title" className="panel__title">
        {over ? 'Game over' : 'Showdown'}
      </h2>
      {over && (
        <p className={`verdict verdict--${view.result === 'won' ? 'win' : 'lose'}`}>
          {view.result === 'won'
            ? `The gang cracked three vaults. You win!`
            : `The alarm went off ${view.alarms} times. The gang is caught.`}
        </p>
      )}
      {record && (
        <p className={`verdict verdict--${record.success ? 'win' : 'lose'} verdict--small`}>
          {record.success
            ? 'Every hand came out in order: the vault opens.'
            : record.orderCorrect
              ? 'The order held, but a scan guess was wrong: the alarm goes off.'
              : 'A hand came out of order: the alarm goes off.'}
        </p>
      )}
      {record && <Reveal record={record} />}
      {view.upcoming && <p className="showdown__next">{nextCardText(view.upcoming)}</p>}
      <div className="showdown__actions">
        {!over && ctx.me !== null && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void ctx.act({ type: 'continue' })}
          >
            Next heist
          </button>
        )}
        {over && ctx.isHost && playing && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void session.lobbyAction({ a: 'lobby' })}
          >
            Back to the lobby
          </button>
        )}
        {over && !ctx.isHost && <p className="hint">The host takes the table back to the lobby.</p>}
      </div>
    </section>
  );
}
