// A player as the lists show them: connection dot, name, host, bot and "you" marks, and the round
// trip to the host as the host measured it.
import type { LobbyPlayer } from '../net/protocol.ts';
import { rttText } from './StatusBar.tsx';

/** One player's name line. */
export function PlayerTag({ player, you }: { player: LobbyPlayer; you: boolean }) {
  const conn = player.connected ? 'connected' : 'closed';
  return (
    <span className="player-tag">
      <span
        className="dot"
        data-status={conn}
        role="img"
        aria-label={player.connected ? 'online' : 'offline'}
      />
      <span className="player-tag__name">{player.name}</span>
      {you && <span className="badge badge--you">you</span>}
      {player.host && <span className="badge">host</span>}
      {player.bot && <BotBadge />}
      {player.connected && player.rtt !== null && !player.host && (
        <span className="player-tag__rtt" title="Round trip to the host">
          {rttText(player.rtt)}
        </span>
      )}
      {!player.connected && <span className="player-tag__away">offline</span>}
    </span>
  );
}

/** The mark of a seat the host's bot plays: a small robot and the word. */
export function BotBadge() {
  return (
    <span className="badge badge--bot" title="Played by the host’s bot">
      <span aria-hidden="true">🤖</span> Bot
    </span>
  );
}
