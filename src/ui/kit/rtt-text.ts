// A connection's round trip in words, for the status bar and each player's tag.

/** Round-trip time as people read it. */
export function rttText(rtt: number | null): string {
  if (rtt === null) return '';
  return rtt < 1 ? '<1 ms' : `${Math.round(rtt)} ms`;
}
