// The home screen: what Gang Table is, the games it plays (each with a demo to watch: bots on
// the table, no network), and the two ways in (create a table or join one with a code, see
// PlayPanel). Opened from an invitation, it asks for a name.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionController } from '../store/use-session.ts';
import { ChipMark } from './ChipMark.tsx';
import { GAME_INFO, gameKind, gameName, gameUi, isPlayable, seatRange } from './games/registry.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { PlayPanel } from './PlayPanel.tsx';
import { SavedTables } from './SavedTables.tsx';
import { warmUpFromHome } from './home-idle.ts';
import { OpenRecord } from './fair/OpenRecord.tsx';
import './home.css';

/** The landing screen with create/join controls and the list of games. */
export function Home() {
  const session = useSessionController();
  const { t } = useTranslation();
  useEffect(() => warmUpFromHome(session), [session]);
  return (
    <div className="home">
      <header className="hero">
        <LanguagePicker className="hero__language" />
        <ChipMark size={64} />
        <h1 className="hero__title">{t('app.name')}</h1>
        <p className="hero__pitch">{t('home.pitch')}</p>
        <p className="hero__badge">{t('home.badge')}</p>
      </header>

      <main className="home__main">
        <SavedTables />
        <PlayPanel />

        <section className="games" aria-labelledby="games-heading">
          <h2 id="games-heading" className="games__heading">
            {t('home.gamesHeading')}
          </h2>
          <ul className="games__list">
            {GAME_INFO.map((game) => {
              const available = isPlayable(game.id);
              const Art = gameUi(game.id)!.Art;
              const name = gameName(game.id);
              const { kind, blurb } = gameKind(game.id);
              return (
                <li key={game.id}>
                  <article
                    className={`game ${available ? 'game--available' : 'game--soon'}`}
                    aria-labelledby={`game-${game.id}`}
                  >
                    <Art />
                    <div className="game__head">
                      <h3 id={`game-${game.id}`} className="game__name">
                        {name}
                      </h3>
                      <span className="game__status">
                        {available ? t('home.available') : t('home.soon')}
                      </span>
                    </div>
                    <p className="game__meta">
                      {kind} · {seatRange(game.id)}
                    </p>
                    <p className="game__blurb">{blurb}</p>
                    {available && (
                      <button
                        type="button"
                        className="button button--ghost button--small game__demo"
                        aria-label={t('home.watchDemoLabel', { game: name })}
                        onClick={() => session.watchDemo(game.id).catch(() => {})} // the home screen says why
                      >
                        {t('home.watchDemo')}
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
        <p>{t('home.footer')}</p>
      </footer>
    </div>
  );
}
