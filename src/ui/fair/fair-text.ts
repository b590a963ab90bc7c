// What the table says about fair play (docs/PROTOCOL.md "Fair play"): the deal waiting for the
// contributions, then what every page found when it checked the record, in words.
import type { FairFailure } from '../../engine/fair/verify.ts';
import type { FairState } from '../../net/client-fair.ts';
import type { Lobby } from '../../net/protocol.ts';

/** Each failure, said plainly. */
export const FAILURE_TEXT: Readonly<Record<FairFailure, string>> = {
  'malformed-record': 'the record is not a game record',
  'unknown-game': 'the record is of a game this page does not know',
  'other-game': 'the record is of another game than the one dealt',
  'commitment-changed': 'the host’s commitment is not the one it showed before the deal',
  'commitment-mismatch': 'the host’s revealed secret does not match its commitment',
  'stand-in-mismatch': 'a value the host added does not come from its secret',
  'contribution-missing': 'this player’s own contribution to the shuffle was not used',
  'seed-mismatch': 'the deal’s seed does not follow from the contributions',
  'setup-failed': 'the record’s game cannot be set up',
  'illegal-intent': 'the record holds a move the rules do not allow',
  'view-mismatch': 'a view this player was shown is not in the replay of the record',
  'result-mismatch': 'the replay ends otherwise than the host said',
};

/** A failure code (or any other word a page reported) in words. */
export const failureText = (code: string): string =>
  (FAILURE_TEXT as Record<string, string>)[code] ?? code;

/** One line for the table, and the details under it. */
export interface FairSummary {
  readonly tone: 'info' | 'ok' | 'warn';
  readonly text: string;
  readonly details: readonly string[];
}

/** What the table shows about the deal now, or null when there is nothing to say. */
export function fairSummary(lobby: Lobby | null, mine: FairState | null): FairSummary | null {
  const fair = lobby?.fair;
  if (!lobby || !fair) return null;
  if (fair.dealing) {
    return {
      tone: 'info',
      text: 'Shuffling: every player adds a random part to the deal…',
      details: [],
    };
  }
  const people = lobby.players.filter((p) => !p.bot && (p.seat !== null || p.checked));
  const checked = people.filter((p) => p.checked !== undefined);
  const failed = checked.filter((p) => p.checked !== 'ok');
  const details = failed.map((p) => `${p.name}: ${failureText(p.checked!)}`);
  if (mine?.id === fair.id && mine.verdict && !mine.verdict.ok) {
    details.push(`Here: ${mine.verdict.detail}`);
  }
  if (failed.length > 0) return { tone: 'warn', text: 'Not a fair deal', details };
  if (checked.length === people.length && people.length > 0) {
    return { tone: 'ok', text: 'Fair deal, checked by every player', details };
  }
  return {
    tone: 'info',
    text: `Fair deal so far: checked by ${checked.length} of ${people.length} players`,
    details,
  };
}
