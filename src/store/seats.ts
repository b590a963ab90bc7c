// Who sits at each match seat, as every screen and the table need it. The host seats a match in
// lobby-seat order and nobody may change seats while it is on, so the seated players sorted by
// seat are the order. Pure, so it is tested alone.
import type { Lobby, LobbyPlayer } from '../net/protocol.ts';

/** The lobby players at each match seat. */
export function matchSeatPlayers(lobby: Lobby | null): (LobbyPlayer | null)[] {
  if (!lobby) return [];
  return lobby.players.filter((p) => p.seat !== null).sort((a, b) => a.seat! - b.seat!);
}

/** A seat's name, with a fallback before the lobby arrives. */
export function seatName(players: readonly (LobbyPlayer | null)[], seat: number): string {
  return players[seat]?.name ?? `Seat ${seat + 1}`;
}

/** The names at the match seats, as a string that only changes when a name does (round-trip
 * times change every few seconds; a table that redrew on each would never rest). */
export function seatNamesKey(lobby: Lobby | null): string {
  return JSON.stringify(matchSeatPlayers(lobby).map((p) => p?.name ?? null));
}

/** A name-by-seat function from a seatNamesKey. */
export function namesFromKey(key: string): (seat: number) => string {
  const names = JSON.parse(key) as (string | null)[];
  return (seat) => names[seat] ?? `Seat ${seat + 1}`;
}
