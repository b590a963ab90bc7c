// A connection's round trip in words, for the status bar and each player's tag.
import { t } from '../../i18n/i18n.ts';

/** Round-trip time as people read it. */
export function rttText(rtt: number | null): string {
  if (rtt === null) return '';
  return rtt < 1 ? t('status.rttTiny') : t('status.rtt', { ms: Math.round(rtt) });
}
