// A player as the lists show them: connection dot, name, host and "you" marks, and the round
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
      {player.connected && player.rtt !== null && !player.host && (
        <span className="player-tag__rtt" title="Round trip to the host">
          {rttText(player.rtt)}
        </span>
      )}
      {!player.connected && <span className="player-tag__away">offline</span>}
    </span>
  );
}
