// The lobby: invitation, seats, game and options, and the way to the table: players mark
// themselves ready, the host starts once the seat count is right and everyone is ready.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lobby as LobbyState } from '../../net/protocol.ts';
import { useSession, useSessionController } from '../../store/use-session.ts';
import { gameUi, isPlayable } from '../games/registry.ts';
import { preloadTable } from '../table/table-preload.ts';
import { GameSettings } from './GameSettings.tsx';
import { InvitePanel } from '../kit/InvitePanel.tsx';
import { SeatList } from './SeatList.tsx';
import { startProblem } from '../kit/start-check.ts';
import './lobby.css';

/** Ready toggle for guests, Start for the host, with the reason it cannot start yet. */
function StartPanel({ lobby }: { lobby: LobbyState }) {
  const session = useSessionController();
  const { t } = useTranslation();
  const you = useSession((s) => s.you);
  const me = lobby.players.find((p) => p.id === you);
  if (!me) return null;
  const problem = startProblem(lobby, isPlayable(lobby.game));
  if (lobby.playing) {
    return (
      <div className="start">
        <p className="start__why">{t('lobby.gameOn')}</p>
      </div>
    );
  }

  if (me.host) {
    return (
      <div className="start">
        <button
          type="button"
          className="button button--primary button--large"
          disabled={problem !== null}
          aria-describedby="start-why"
          onClick={() => void session.lobbyAction({ a: 'start' })}
        >
          {t('lobby.start')}
        </button>
        <p id="start-why" className="start__why" aria-live="polite">
          {problem ?? t('lobby.allReady')}
        </p>
      </div>
    );
  }
  if (me.seat === null) {
    return (
      <div className="start">
        <p className="start__why">{t('lobby.watching')}</p>
      </div>
    );
  }
  return (
    <div className="start">
      <button
        type="button"
        className={`button button--large ${me.ready ? 'button--secondary' : 'button--primary'}`}
        aria-pressed={me.ready}
        onClick={() => void session.lobbyAction({ a: 'ready', ready: !me.ready })}
      >
        {me.ready ? t('lobby.readyWait') : t('lobby.imReady')}
      </button>
      <p className="start__why" aria-live="polite">
        {problem ?? t('lobby.allReadyGuest')}
      </p>
    </div>
  );
}

/** The lobby screen. */
export function Lobby({ lobby }: { lobby: LobbyState }) {
  const you = useSession((s) => s.you);
  const isHost = lobby.players.some((p) => p.id === you && p.host);
  // Fetch the 3D table while people gather, so the game opens at once.
  useEffect(() => preloadTable(), []);
  // And the game's screen around it.
  useEffect(() => gameUi(lobby.game)?.Screen?.preload(), [lobby.game]);
  return (
    <main className="lobby">
      <div className="lobby__main">
        <SeatList lobby={lobby} />
        <GameSettings lobby={lobby} editable={isHost && !lobby.playing} />
        <StartPanel lobby={lobby} />
      </div>
      <aside className="lobby__side">
        <InvitePanel />
      </aside>
    </main>
  );
}
