// The host's closed list of reasons (docs/PROTOCOL.md): why it drops a message or refuses a
// request, beside the decoder's DROP_REASONS and the games' own. The fuzzer fails on any other.
import { DROP_REASONS } from '../protocol.ts';

/** Every reason the host itself logs or answers with. */
export const HOST_REASONS: readonly string[] = [
  // The router and the doorway (host.ts, host-doorway.ts)
  'rate-limited',
  'no-hello',
  'no-hi',
  'second-hi',
  'second-hello',
  'replay',
  'resent',
  'bad-number',
  'too-many-resyncs',
  'unknown-token',
  'wrong-room',
  'room-full',
  'locked',
  'removed',
  'replaced',
  'too-fast',
  'flood',
  'silent',
  'busy',
  'too-big-to-send',
  'internal-error',
  // The match and the drags (host-match.ts, host-drags.ts)
  'no-match',
  'not-seated',
  'held-by-other',
  'held-too-long',
  'not-holding',
  // Fair play (host-fair.ts)
  'no-deal',
  'not-asked',
  'no-record',
  // The lobby (host-lobby.ts, host-roster.ts)
  'host-only',
  'dealing',
  'playing',
  'not-playing',
  'seat-taken',
  'no-such-seat',
  'no-such-player',
  'cannot-remove-host',
  'not-everyone-ready',
  'game-not-available',
  'not-a-bot-seat',
  'not-in-match',
  'still-connected',
  ...DROP_REASONS,
];

/** Of those, the ones the host only writes in its own log (a dropped message, a fair-play slip):
 * no player reads them as a refusal, so they need no sentence (src/ui/reasons.test.ts). */
export const LOG_ONLY_REASONS: ReadonlySet<string> = new Set([
  ...DROP_REASONS,
  'rate-limited',
  'no-hi',
  'second-hi',
  'second-hello',
  'replay',
  'resent',
  'bad-number',
  'too-many-resyncs',
  'silent',
  'too-big-to-send',
  'no-deal',
  'not-asked',
  'no-record',
]);
