// Reason codes (from the host, the rules and the session) in plain English. The codes are the
// stable interface; this table is what a player reads. Each game adds its own codes
// (src/ui/games/<id>/reasons.ts, through the registry). Unknown codes still read sensibly.
import { gameUi } from './games/registry.ts';

const REASONS: Record<string, string> = {
  // Connection and session
  'host-unreachable':
    'No table answered with that code. Check the code, or ask the host to keep their tab open.',
  'signalling-timeout': 'The connection server did not answer. Check your network and try again.',
  'unavailable-id': 'That table code is already in use. Try again.',
  'bad-code': 'That is not a table code: codes have six letters and digits, like KTR-94M.',
  'no-name': 'Type your name first.',
  'game-not-available': 'That game is not playable yet.',
  'not-connected': 'You are not connected to a table.',
  'handover-failed':
    'The table could not be handed over: that player must be seated and connected.',
  disconnected: 'Not connected to the host right now. Try again in a moment.',
  timeout: 'The host did not answer in time.',
  closed: 'You left the table.',
  removed: 'The host removed you from the table.',
  'host-closed': 'The host closed the table.',
  replaced: 'Your seat was opened in another tab or on another device.',
  'unknown-token': 'This table no longer knows your seat. Join again with your name.',
  'wrong-room': 'That link belongs to another table.',
  'room-full': 'This table is full.',
  locked: 'The host has locked this table: nobody new can join.',
  flood: 'Too many messages: the host closed the connection.',
  'no-hello': 'The connection was too slow to start.',
  'save-failed':
    'This table could not be saved in your browser (its storage is full or turned off): if this tab reloads or closes, the game is lost. Free some space, or keep this tab open.',
  'saved-again': 'This table is saved again.',
  'no-saved-table': 'That table is no longer saved in this browser.',
  // Lobby
  'host-only': 'Only the host can do that.',
  playing: 'Not while a game is on.',
  'not-playing': 'No game is on.',
  'seat-taken': 'That seat is taken.',
  'no-such-seat': 'There is no such seat.',
  'no-such-player': 'That player has left.',
  'cannot-remove-host': 'The host cannot be removed.',
  'bad-seat-count': 'This game needs a different number of seated players.',
  'not-everyone-ready': 'Not everyone seated is ready yet.',
  'bad-options': 'Those game options are not valid.',
  // Game
  'no-match': 'No game is on.',
  'not-seated': 'Spectators watch; only seated players act.',
  'not-a-player': 'Only seated players act.',
  malformed: 'That move was not understood.',
  'unknown-intent': 'That move is not part of this game.',
  'game-over': 'The game is over.',
  'wrong-phase': 'That is not possible at this point of the game.',
  'internal-error': 'The table could not do that: the host logged it, and the game goes on.',
  'too-fast': 'Slow down a little, then try again.',
  busy: 'The table is busy: trying again.',
  'no-change': 'That is where it already was.',
  'not-your-turn': 'It is not your turn.',
  'held-by-other': 'Someone else picked that up first.',
  'held-too-long': 'You held that long enough: let the others have it for a moment.',
  'off-table': 'Put it down on the table.',
  'not-holding': 'You are not holding that.',
};

/** A reason code as a sentence a player understands; `game` adds that game's own codes. */
export function reasonText(reason: string, game?: string | null): string {
  const own = game ? gameUi(game)?.reasons : undefined;
  if (own && Object.hasOwn(own, reason)) return own[reason]!;
  return Object.hasOwn(REASONS, reason) ? REASONS[reason]! : `Refused (${reason}).`;
}
