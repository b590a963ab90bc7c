// Why the host cannot start yet, in words, mirroring the host's own checks (net/host.ts
// 'start'): a playable game, a seat count the game allows, everyone seated ready.
import type { Lobby } from '../../net/protocol.ts';

/** Null when the game can start, else what is missing. */
export function startProblem(lobby: Lobby, playable: boolean): string | null {
  if (!playable) return 'This game is not playable yet: choose another.';
  const seated = lobby.players.filter((p) => p.seat !== null);
  if (seated.length < lobby.minSeats) {
    const more = lobby.minSeats - seated.length;
    return `Waiting for ${more} more player${more === 1 ? '' : 's'} (or add bots): this game needs ${lobby.minSeats} to ${lobby.maxSeats}.`;
  }
  if (seated.length > lobby.maxSeats) return `Too many seated players: at most ${lobby.maxSeats}.`;
  const waiting = seated.filter((p) => !p.ready).map((p) => p.name);
  if (waiting.length > 0) return `Waiting for ${listNames(waiting)} to be ready.`;
  return null;
}

/** 'Ann', 'Ann and Bo', 'Ann, Bo and Cy'. */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
