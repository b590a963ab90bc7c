// The game and its options. The host chooses (only games the engine plays can be picked);
// everyone else reads what was chosen.
import {
  MODES,
  STACK_ORDERS,
  type Mode,
  type StackOrder,
} from '../../engine/games/the-gang/vocabulary.ts';
import type { GameId } from '../../engine/index.ts';
import type { Lobby } from '../../net/protocol.ts';
import { useSessionController } from '../../store/use-session.ts';
import { GAME_INFO, gameName, isPlayable } from '../games.ts';
import { MODE_TEXT } from '../gang/texts.ts';

const STACK_TEXT: Record<StackOrder, string> = {
  'first-game': 'In card-number order (recommended for a first game)',
  shuffled: 'Shuffled',
  'carry-over':
    'As the last game in this room left them (reshuffled when card 1 comes round again)',
};

const STACK_SHORT: Record<StackOrder, string> = {
  'first-game': 'in order',
  shuffled: 'shuffled',
  'carry-over': 'carried over from the last game',
};

interface GangOptionsShape {
  mode: Mode;
  stacks: StackOrder;
}

function gangOptions(raw: unknown): GangOptionsShape {
  const o = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<GangOptionsShape>;
  return {
    mode: o.mode && MODES.includes(o.mode) ? o.mode : 'basic',
    stacks: o.stacks && STACK_ORDERS.includes(o.stacks) ? o.stacks : 'first-game',
  };
}

/** Game and options: editable by the host before the game, read-only otherwise. */
export function GameSettings({ lobby, editable }: { lobby: Lobby; editable: boolean }) {
  const session = useSessionController();
  const options = gangOptions(lobby.options);
  const set = (game: GameId, next: unknown) =>
    void session.lobbyAction({ a: 'game', game, options: next });
  const info = GAME_INFO.find((g) => g.id === lobby.game);

  return (
    <section className="panel settings" aria-labelledby="settings-title">
      <h2 id="settings-title" className="panel__title">
        Game
      </h2>
      {editable ? (
        <fieldset className="game-pick">
          <legend className="visually-hidden">Choose the game</legend>
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
                <span className="game-pick__name">{g.name}</span>
                <span className="game-pick__meta">{playable ? g.players : 'Coming soon'}</span>
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
              · {info.kind} · {info.players}
            </span>
          )}
        </p>
      )}

      {lobby.game === 'the-gang' && (
        <div className="settings__options">
          {editable ? (
            <>
              <label className="play__field">
                <span className="play__label">Mode</span>
                <select
                  className="select"
                  value={options.mode}
                  onChange={(e) => set('the-gang', { ...options, mode: e.target.value as Mode })}
                >
                  {MODES.map((m) => (
                    <option key={m} value={m}>
                      {MODE_TEXT[m].name}
                    </option>
                  ))}
                </select>
              </label>
              {options.mode !== 'basic' && (
                <label className="play__field">
                  <span className="play__label">Challenge and specialist cards</span>
                  <select
                    className="select"
                    value={options.stacks}
                    onChange={(e) =>
                      set('the-gang', { ...options, stacks: e.target.value as StackOrder })
                    }
                  >
                    {STACK_ORDERS.map((s) => (
                      <option key={s} value={s}>
                        {STACK_TEXT[s]}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </>
          ) : (
            <p className="settings__mode">
              Mode: <strong>{MODE_TEXT[options.mode].name}</strong>
              {options.mode !== 'basic' && <> · cards {STACK_SHORT[options.stacks]}</>}
            </p>
          )}
          <p className="play__hint">{MODE_TEXT[options.mode].text}</p>
        </div>
      )}
    </section>
  );
}
