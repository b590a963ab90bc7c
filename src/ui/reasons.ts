// Reason codes (from the host, the rules and the session) as sentences in the reader's language.
// The codes are the stable interface (the host sends codes, never words); the catalogs
// (src/i18n/shared, `reasons`; each game's namespace, `reasons`) say what a player reads. Unknown
// codes still read sensibly.
import { t, tCode } from '../i18n/i18n.ts';
import { gameUi } from './games/registry.ts';

/** A reason code as a sentence a player understands; `game` adds that game's own codes. */
export function reasonText(reason: string, game?: string | null): string {
  const ns = game ? gameUi(game)?.info.id : undefined;
  const mine = ns ? tCode(`reasons.${reason}`, { ns }) : null;
  if (mine !== null) return mine;
  const own = game ? gameUi(game)?.reasons : undefined;
  if (own && Object.hasOwn(own, reason)) return own[reason]!;
  return tCode(`reasons.${reason}`) ?? t('reasons.unknown', { code: reason });
}
