// The home screen: what Gang Table is, the games it plays (each with a demo to watch: bots on
// the table, no network), and the two ways in (create a table or join one with a code, see
// PlayPanel). Opened from an invitation, it asks for a name.
import { useSessionController } from '../store/use-session.ts';
import { ChipMark } from './ChipMark.tsx';
import { GAME_INFO, gameUi, isPlayable, seatRange } from './games/registry.ts';
import { PlayPanel } from './PlayPanel.tsx';
import { SavedTables } from './SavedTables.tsx';
import { OpenRecord } from './fair/OpenRecord.tsx';
import './home.css';

/** The landing screen with create/join controls and the list of games. */
export function Home() {
  const session = useSessionController();
  return (
    <div className="home">
      <header className="hero">
        <ChipMark size={64} />
        <h1 className="hero__title">Gang Table</h1>
        <p className="hero__pitch">
          Card nights with your friends on a shared table, right in the browser.
        </p>
        <p className="hero__badge">Early preview</p>
      </header>

      <main className="home__main">
        <SavedTables />
        <PlayPanel />

        <section className="games" aria-labelledby="games-heading">
          <h2 id="games-heading" className="games__heading">
            Games on the table
          </h2>
          <ul className="games__list">
            {GAME_INFO.map((game) => {
              const available = isPlayable(game.id);
              const Art = gameUi(game.id)!.Art;
              return (
                <li key={game.id}>
                  <article
                    className={`game ${available ? 'game--available' : 'game--soon'}`}
                    aria-labelledby={`game-${game.id}`}
                  >
                    <Art />
                    <div className="game__head">
                      <h3 id={`game-${game.id}`} className="game__name">
                        {game.name}
                      </h3>
                      <span className="game__status">
                        {available ? 'Available' : 'Coming soon'}
                      </span>
                    </div>
                    <p className="game__meta">
                      {game.kind} · {seatRange(game.id)}
                    </p>
                    <p className="game__blurb">{game.blurb}</p>
                    {available && (
                      <button
                        type="button"
                        className="button button--ghost button--small game__demo"
                        aria-label={`Watch a demo of ${game.name}`}
                        onClick={() => session.watchDemo(game.id).catch(() => {})} // the home screen says why
                      >
                        ▶ Watch a demo
                      </button>
                    )}
                  </article>
                </li>
              );
            })}
          </ul>
        </section>
        <OpenRecord />
      </main>

      <footer className="home__footer">
        <p>
          The host’s browser runs the game and friends connect to it directly: no accounts, nothing
          to install. Keep the host’s tab open while you play.
        </p>
      </footer>
    </div>
  );
}
