// Why the host cannot start yet, in words, mirroring the host's own checks (net/host.ts
// 'start'): a playable game, a seat count the game allows, everyone seated ready. In the
// reader's language.
import { locale, t } from '../../i18n/i18n.ts';
import type { Lobby } from '../../net/protocol.ts';

/** Null when the game can start, else what is missing. */
export function startProblem(lobby: Lobby, playable: boolean): string | null {
  if (!playable) return t('lobby.notPlayable');
  const seated = lobby.players.filter((p) => p.seat !== null);
  if (seated.length < lobby.minSeats) {
    const more = lobby.minSeats - seated.length;
    return t('lobby.needMore', { count: more, min: lobby.minSeats, max: lobby.maxSeats });
  }
  if (seated.length > lobby.maxSeats) return t('lobby.tooMany', { max: lobby.maxSeats });
  const waiting = seated.filter((p) => !p.ready).map((p) => p.name);
  if (waiting.length > 0) return t('lobby.waitingFor', { names: waiting });
  return null;
}

/** 'Ann', 'Ann and Bo', 'Ann, Bo and Cy' in the reader's language (Intl.ListFormat). */
export function listNames(names: readonly string[]): string {
  return new Intl.ListFormat(locale(), { type: 'conjunction' }).format(names);
}
