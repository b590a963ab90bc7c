// The game and its options. The host chooses (only games the engine plays can be picked);
// everyone else reads what was chosen.
import { useTranslation } from 'react-i18next';
import type { GameId } from '../../engine/index.ts';
import type { Lobby } from '../../net/protocol.ts';
import { useSessionController } from '../../store/use-session.ts';
import { GAME_INFO, gameKind, gameName, gameUi, isPlayable, seatRange } from '../games/registry.ts';

/** Game and options: editable by the host before the game, read-only otherwise. */
export function GameSettings({ lobby, editable }: { lobby: Lobby; editable: boolean }) {
  const session = useSessionController();
  const { t } = useTranslation();
  const set = (game: GameId, next: unknown) =>
    void session.lobbyAction({ a: 'game', game, options: next });
  const info = GAME_INFO.find((g) => g.id === lobby.game);
  const Options = gameUi(lobby.game)?.Options;

  return (
    <section className="panel settings" aria-labelledby="settings-title">
      <h2 id="settings-title" className="panel__title">
        {t('lobby.game')}
      </h2>
      {editable ? (
        <fieldset className="game-pick">
          <legend className="visually-hidden">{t('lobby.chooseGame')}</legend>
          {GAME_INFO.map((g) => {
            const playable = isPlayable(g.id);
            return (
              <label key={g.id} className="game-pick__option" data-disabled={!playable}>
                <input
                  type="radio"
                  name="game"
                  value={g.id}
                  checked={lobby.game === g.id}
                  disabled={!playable}
                  onChange={() => set(g.id, null)}
                />
                <span className="game-pick__name">{gameName(g.id)}</span>
                <span className="game-pick__meta">
                  {playable ? seatRange(g.id) : t('lobby.comingSoon')}
                </span>
              </label>
            );
          })}
        </fieldset>
      ) : (
        <p className="settings__game">
          <strong>{gameName(lobby.game)}</strong>
          {info && (
            <span className="settings__meta">
              {' '}
              · {gameKind(info.id).kind} · {seatRange(info.id)}
            </span>
          )}
        </p>
      )}

      {Options && (
        <Options
          options={lobby.options}
          editable={editable}
          onChange={(next) => set(lobby.game, next)}
        />
      )}
    </section>
  );
}
