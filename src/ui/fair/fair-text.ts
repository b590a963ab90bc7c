// What the table says about fair play (docs/PROTOCOL.md "Fair play"): the deal waiting for the
// contributions, then what every page found when it checked the record, in the reader's words.
import { FAIR_FAILURES } from '../../engine/fair/failures.ts';
import { t } from '../../i18n/i18n.ts';
import type { FairState } from '../../net/client-fair.ts';
import type { Lobby } from '../../net/protocol.ts';

/** A failure code (or any other word a page reported) in words, in the reader's language. */
export const failureText = (code: string): string =>
  (FAIR_FAILURES as readonly string[]).includes(code) ? t(`fair.failures.${code}` as never) : code;

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
      text: t('fair.shuffling'),
      details: [],
    };
  }
  const people = lobby.players.filter((p) => !p.bot && (p.seat !== null || p.checked));
  const checked = people.filter((p) => p.checked !== undefined);
  const failed = checked.filter((p) => p.checked !== 'ok');
  const details = failed.map((p) => `${p.name}: ${failureText(p.checked!)}`);
  if (mine?.id === fair.id && mine.verdict && !mine.verdict.ok) {
    details.push(t('fair.here', { detail: mine.verdict.detail }));
  }
  if (failed.length > 0) return { tone: 'warn', text: t('fair.notFair'), details };
  if (checked.length === people.length && people.length > 0) {
    return { tone: 'ok', text: t('fair.checkedByAll'), details };
  }
  return {
    tone: 'info',
    text: t('fair.checkedSoFar', { checked: checked.length, count: people.length }),
    details,
  };
}
