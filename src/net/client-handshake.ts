// One connection's handshake as a client runs it (client.ts): the nonce it sends, the key that
// proved itself, the checks of the host's proof and welcome, and the byes after which it must not
// come back.
import { keyFingerprint, verifyProof, verifyWelcome, type Bound } from './host-key.ts';
import type { ClientOptions } from './client-types.ts';
import { PROTOCOL_VERSION as v } from './protocol-shapes.ts';
import type { ClientMessage, HostMessage } from './protocol.ts';
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

/** Whom the client trusts as the room: the invite link's fingerprint of the room's key, else the
 * key it met first (none yet: the first key to prove itself). */
export interface Trust {
  readonly room: string;
  readonly fingerprint?: string | undefined;
  readonly hostKey?: string | undefined;
}

/** A proof's verdict: which part did not check out, or the key that proved itself (and whether the
 * seat token the client holds was given by another key, so it is no seat here). */
export type ProofVerdict =
  | { readonly ok: false; readonly what: 'its proof' | 'its key' }
  | { readonly ok: true; readonly key: string; readonly dropToken: boolean };

/** Checks the host's answer to our nonce: signed for this room, this nonce and this channel, with
 * the key the link names (it beats a key trusted on first use, which a stranger at the address may
 * have been) or, without a link, the key met first. */
export function checkProof(
  hs: Handshake,
  m: Extract<HostMessage, { t: 'proof' }>,
  trust: Trust,
): ProofVerdict {
  if (!verifyProof(m.key, trust.room, hs.nonce, m.sig, hs.bound))
    return { ok: false, what: 'its proof' };
  const fp = trust.fingerprint;
  const expected = trust.hostKey;
  const trusted = fp ? keyFingerprint(m.key) === fp : expected ? m.key === expected : true;
  if (!trusted) return { ok: false, what: 'its key' };
  return { ok: true, key: m.key, dropToken: expected !== undefined && expected !== m.key };
}

/** The welcome checks out: signed by the proven key for this room, nonce, seat and channel. */
export function welcomeChecks(
  hs: Handshake,
  m: Extract<HostMessage, { t: 'welcome' }>,
  room: string,
): boolean {
  return hs.key !== null && verifyWelcome(hs.key, room, hs.nonce, m.you, m.sig, hs.bound);
}

/** The hello a client says after a valid proof: its name, its seat token (if it has one for this
 * key), and its device id and heir key (if any). */
export function helloMessage(
  opts: ClientOptions,
  token: string | undefined,
  heir: string | undefined,
): ClientMessage {
  return {
    v,
    t: 'hello',
    room: opts.room,
    name: opts.name,
    ...(token ? { token } : {}),
    ...(opts.spectator ? { spectator: true } : {}),
    ...(opts.device ? { device: opts.device } : {}),
    ...(heir ? { heir } : {}),
  };
}
