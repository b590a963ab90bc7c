// One connection's handshake as a client runs it (client.ts): the nonce it sends, the key that
// proved itself, and the byes after which it must not come back.
import type { Bound } from './host-key.ts';
import type { Connection } from './transport.ts';

/** Reasons after which reconnecting would be wrong (believed only from the proven host). */
export const FINAL_BYE = new Set([
  'removed',
  'replaced',
  'wrong-room',
  'unknown-token',
  'host-closed',
  'locked',
]);

export function nonceFrom(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** One connection's handshake: the nonce we sent and the key that proved itself. */
export interface Handshake {
  readonly conn: Connection;
  readonly nonce: string;
  /** The channel as this end sees it: the host's signatures must name the same two ends. */
  readonly bound: Bound | null;
  key: string | null;
  welcomed: boolean;
  readonly done: { resolve: () => void; reject: (e: Error) => void };
  readonly timer: ReturnType<typeof setTimeout>;
}
