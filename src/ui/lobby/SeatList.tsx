// The seats of the table and who sits where, with ready marks; spectators below. The host moves
// players between seats (a swap when the seat is taken), removes them, and seats bots in empty
// seats; anyone may take a free seat (a bot's too) or stand up to watch.
import { useTranslation } from 'react-i18next';
import type { Lobby, LobbyPlayer } from '../../net/protocol.ts';
import { useSession, useSessionController } from '../../store/use-session.ts';
import { HandOver } from '../kit/HandOver.tsx';
import { PlayerTag, RobotIcon } from '../kit/PlayerTag.tsx';

/** The host's controls for another player: move to a seat (or watch), remove. */
function HostControls({ lobby, player }: { lobby: Lobby; player: LobbyPlayer }) {
  const session = useSessionController();
  const { t } = useTranslation();
  const seatOf = new Map(lobby.players.map((p) => [p.seat, p.name]));
  const move = (value: string) =>
    void session.lobbyAction({
      a: 'move',
      player: player.id,
      seat: value === 'watch' ? null : Number(value),
    });
  const remove = () => {
    if (player.bot || window.confirm(t('seats.confirmRemove', { name: player.name }))) {
      void session.lobbyAction({ a: 'remove', player: player.id });
    }
  };
  return (
    <span className="seat__controls">
      <select
        className="select select--small"
        aria-label={t('seats.move', { name: player.name })}
        value={player.seat === null ? 'watch' : String(player.seat)}
        onChange={(e) => move(e.target.value)}
      >
        {Array.from({ length: lobby.maxSeats }, (_, i) => {
          const other = seatOf.get(i);
          return (
            <option key={i} value={String(i)}>
              {other && i !== player.seat
                ? t('seats.swapWith', { n: i + 1, name: other })
                : t('seats.seat', { n: i + 1 })}
            </option>
          );
        })}
        <option value="watch">{t('seats.watching')}</option>
      </select>
      {!player.host && (
        <button
          type="button"
          className="button button--ghost button--small button--danger"
          onClick={remove}
          aria-label={t(player.bot ? 'seats.removeBotLabel' : 'seats.removeLabel', {
            name: player.name,
          })}
        >
          {player.bot ? t('seats.removeBot') : t('seats.remove')}
        </button>
      )}
    </span>
  );
}

function ReadyMark({ player }: { player: LobbyPlayer }) {
  const { t } = useTranslation();
  return player.ready ? (
    <span className="ready ready--yes">{t('seats.ready')}</span>
  ) : (
    <span className="ready ready--no">{t('seats.notReady')}</span>
  );
}

/** Seats 1..max and spectators. */
export function SeatList({ lobby }: { lobby: Lobby }) {
  const session = useSessionController();
  const { t } = useTranslation();
  const you = useSession((s) => s.you);
  const me = lobby.players.find((p) => p.id === you) ?? null;
  const isHost = me?.host === true;
  const seated = lobby.players.filter((p) => p.seat !== null).length;
  const watchers = lobby.players.filter((p) => p.seat === null);
  const sit = (seat: number | null) => void session.lobbyAction({ a: 'sit', seat });

  return (
    <section className="panel seats" aria-labelledby="seats-title">
      <h2 id="seats-title" className="panel__title">
        {t('seats.title')}{' '}
        <span className="panel__count">
          {t('seats.count', { seated, min: lobby.minSeats, max: lobby.maxSeats })}
        </span>
      </h2>
      <ol className="seats__list">
        {Array.from({ length: lobby.maxSeats }, (_, seat) => {
          const p = lobby.players.find((x) => x.seat === seat);
          return (
            <li key={seat} className="seat" data-empty={!p} data-you={p?.id === you}>
              <span className="seat__no" aria-label={t('seats.seat', { n: seat + 1 })}>
                {seat + 1}
              </span>
              {p ? (
                <>
                  <PlayerTag player={p} you={p.id === you} />
                  <ReadyMark player={p} />
                  {isHost && !lobby.playing && <HostControls lobby={lobby} player={p} />}
                  {p.bot && me && !me.host && !lobby.playing && (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => sit(seat)}
                    >
                      {t('seats.takeSeat')}
                    </button>
                  )}
                </>
              ) : (
                <>
                  <span className="seat__empty">{t('seats.empty')}</span>
                  {me && !me.host && !lobby.playing && (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => sit(seat)}
                    >
                      {t('seats.sitHere')}
                    </button>
                  )}
                  {isHost && !lobby.playing && (
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => void session.lobbyAction({ a: 'bot', seat })}
                    >
                      <RobotIcon /> {t('seats.addBot')}
                    </button>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ol>
      {watchers.length > 0 && (
        <>
          <h3 className="seats__sub">{t('seats.watching')}</h3>
          <ul className="seats__list seats__list--watch">
            {watchers.map((p) => (
              <li key={p.id} className="seat" data-you={p.id === you}>
                <span className="seat__no" aria-hidden="true">
                  👁
                </span>
                <PlayerTag player={p} you={p.id === you} />
                {isHost && !lobby.playing && <HostControls lobby={lobby} player={p} />}
              </li>
            ))}
          </ul>
        </>
      )}
      {me && me.seat !== null && !me.host && !lobby.playing && (
        <button type="button" className="link-button" onClick={() => sit(null)}>
          {t('seats.standUp')}
        </button>
      )}
      <HandOver lobby={lobby} />
    </section>
  );
}
