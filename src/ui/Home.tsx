// The home screen: what Gang Table is, the games it plays, and the two ways in (create a table or
// join one with a code). Networking does not exist yet, so both say so plainly instead of pretending.
import { useState, type FormEvent } from 'react';
import { ChipMark } from './ChipMark.tsx';
import { GameArt, type GameArtKind } from './GameArt.tsx';
import './home.css';

type GameCard = {
  id: GameArtKind;
  name: string;
  players: string;
  kind: string;
  blurb: string;
  available: boolean;
};

const GAMES: readonly GameCard[] = [
  {
    id: 'the-gang',
    name: 'The Gang',
    players: '3–6 players',
    kind: 'Cooperative poker',
    blurb:
      'Rank your hands with star chips, without a word, and crack three vaults before the alarm goes off three times.',
    available: true,
  },
  {
    id: 'gang-of-four',
    name: 'Gang of Four',
    players: '3–4 players',
    kind: 'Climbing card game',
    blurb:
      'Beat the last play with a stronger combination, or bomb it with a gang, and be the first to empty your hand.',
    available: false,
  },
  {
    id: 'gangsta',
    name: 'Gangsta!',
    players: '2–4 players',
    kind: 'Heists and recruiting',
    blurb:
      'Recruit gangsters, mobilise your crew and pull off heists across three chapters. Mind the snitches.',
    available: false,
  },
];

const NOT_YET = 'Online tables arrive with the next release.';

/** Invite codes are short and unambiguous; accept what people paste (spaces, lower case). */
function normaliseCode(raw: string): string {
  return raw.toUpperCase().replace(/[^A-Z0-9-]/g, '');
}

/** The landing screen with create/join controls and the list of games. */
export function Home() {
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState('');

  const onCreate = () => {
    setNotice(`${NOT_YET} The Gang's rules are ready; the network and the 3D table come next.`);
  };

  const onJoin = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const normalised = normaliseCode(code);
    setNotice(
      normalised === ''
        ? 'Type the code your host shared with you first.'
        : `${NOT_YET} Until then, table ${normalised} cannot be joined.`,
    );
  };

  return (
    <div className="home">
      <header className="hero">
        <ChipMark size={64} />
        <h1 className="hero__title">Gang Table</h1>
        <p className="hero__pitch">
          Card nights with your friends on a shared 3D table, right in the browser.
        </p>
        <p className="hero__badge">Early preview</p>
      </header>

      <main className="home__main">
        <section className="play" aria-labelledby="play-heading">
          <h2 id="play-heading" className="visually-hidden">
            Start playing
          </h2>
          <div className="play__row">
            <div className="play__create">
              <button type="button" className="button button--primary" onClick={onCreate}>
                Create a table
              </button>
              <p className="play__hint">Host a game and invite your friends.</p>
            </div>

            <div className="play__divider" aria-hidden="true">
              <span>or</span>
            </div>

            <form className="play__join" onSubmit={onJoin} noValidate>
              <label htmlFor="join-code" className="play__label">
                Join with a code
              </label>
              <div className="play__join-row">
                <input
                  id="join-code"
                  name="code"
                  className="input"
                  type="text"
                  inputMode="text"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={16}
                  placeholder="e.g. KX7P"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
                <button type="submit" className="button button--secondary">
                  Join
                </button>
              </div>
            </form>
          </div>

          <p className="play__notice" role="status" aria-live="polite" data-visible={notice !== ''}>
            {notice}
          </p>
        </section>

        <section className="games" aria-labelledby="games-heading">
          <h2 id="games-heading" className="games__heading">
            Games on the table
          </h2>
          <ul className="games__list">
            {GAMES.map((game) => (
              <li key={game.id}>
                <article
                  className={`game ${game.available ? 'game--available' : 'game--soon'}`}
                  aria-labelledby={`game-${game.id}`}
                >
                  <GameArt kind={game.id} />
                  <div className="game__head">
                    <h3 id={`game-${game.id}`} className="game__name">
                      {game.name}
                    </h3>
                    <span className="game__status">
                      {game.available ? 'Available' : 'Coming soon'}
                    </span>
                  </div>
                  <p className="game__meta">
                    {game.kind} · {game.players}
                  </p>
                  <p className="game__blurb">{game.blurb}</p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      </main>

      <footer className="home__footer">
        <p>
          How it will work: the host’s browser runs the game and friends connect to it directly,
          with no accounts and nothing to install.
        </p>
      </footer>
    </div>
  );
}
