// The host's identity: an Ed25519 key pair made with the room and kept in the host's snapshot.
// A room's address comes from its public invite code, so anyone may answer there while the host
// is away; guests therefore check, before they send anything secret, that whoever answers holds
// the key they met first (trust on first use) or the one the invite link names by fingerprint.
// The only file that imports the signature library. Pure JavaScript (no WebCrypto), so it works
// on plain-http LAN pages, where browsers hide crypto.subtle.
import * as ed from '@noble/ed25519';
import { sha256, sha512 } from '@noble/hashes/sha2.js';

ed.hashes.sha512 = sha512;

/** A host key pair, base64url-encoded (32 bytes each). The secret never leaves the host. */
export interface HostKey {
  readonly secret: string;
  readonly public: string;
}

const text = new TextEncoder();

/** Bytes in base64url, without padding. */
export function toB64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Base64url text back to bytes, or null if it is not base64url. */
export function fromB64(s: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s)) return null;
  try {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A new key pair from 32 random bytes (crypto.getRandomValues in the browser). */
export function newHostKey(randomBytes: (n: number) => Uint8Array): HostKey {
  const secret = randomBytes(32);
  return { secret: toB64(secret), public: toB64(ed.getPublicKey(secret)) };
}

/** A fixed scalar for warmKeys: no key is made from it, only the library's tables. */
const WARM_SECRET = new Uint8Array(32).fill(7);

/** Builds the library's table of base-point multiples now, ahead of the first key, proof or
 * check: noble builds it on first use (4,224 point additions, ≈ 0.3-0.45 s of a 4× slower CPU,
 * docs/PERFORMANCE.md), then each of those costs ≈ 33 additions. No key is made or kept. */
export function warmKeys(): void {
  ed.getPublicKey(WARM_SECRET);
}

/** Whether a stored key pair is whole and its halves belong together. */
export function isHostKey(k: unknown): k is HostKey {
  if (typeof k !== 'object' || k === null) return false;
  const { secret, public: pub } = k as Record<string, unknown>;
  if (typeof secret !== 'string' || typeof pub !== 'string') return false;
  const bytes = fromB64(secret);
  return bytes !== null && bytes.length === 32 && toB64(ed.getPublicKey(bytes)) === pub;
}

/** This browser's id for room `room`, from a secret kept in the browser: 128 bits of a hash, so
 * no two rooms (and no host) can tell that two ids are the same browser's. */
export function deviceId(secret: string, room: string): string {
  return toB64(sha256(text.encode(`gang-table/device/${secret}/${room}`)).slice(0, 16));
}

/** Short public name of a key for invite links: 128 bits of its SHA-256, base64url. */
export function keyFingerprint(publicKey: string): string {
  return toB64(sha256(text.encode(`gang-table/key/${publicKey}`)).slice(0, 16));
}

/** The channel a signature is bound to: the host's and the guest's certificate fingerprints
 * (transport.ts ChannelBinding, each end's `local` and `remote` swapped on the other end). */
export interface Bound {
  readonly host: string;
  readonly guest: string;
}

/** A binding as part of a signed message ('-' for a channel that has none: in memory). */
const boundPart = (b: Bound | null) => (b ? `${b.host}|${b.guest}` : '-');

/** What the host signs to prove itself on a connection: the room, the guest's nonce and the
 * channel. */
const proofMessage = (room: string, nonce: string, b: Bound | null) =>
  `gang-table/v2/proof|${room}|${nonce}|${boundPart(b)}`;
/** What the host signs in a welcome: the same, and the identity and token it hands out. */
const welcomeMessage = (room: string, nonce: string, b: Bound | null, id: string, token: string) =>
  `gang-table/v2/welcome|${room}|${nonce}|${boundPart(b)}|${id}|${token}`;

function sign(key: HostKey, message: string): string {
  const secret = fromB64(key.secret);
  if (!secret || secret.length !== 32) throw new Error('host key: the secret half is damaged');
  return toB64(ed.sign(text.encode(message), secret));
}

function verify(publicKey: string, message: string, sig: string): boolean {
  const pub = fromB64(publicKey);
  const signature = fromB64(sig);
  if (!pub || pub.length !== 32 || !signature || signature.length !== 64) return false;
  try {
    return ed.verify(signature, text.encode(message), pub);
  } catch {
    return false; // not a point on the curve: not a key
  }
}

/** The host's proof for one connection. */
export function signProof(
  key: HostKey,
  room: string,
  nonce: string,
  b: Bound | null = null,
): string {
  return sign(key, proofMessage(room, nonce, b));
}

export function verifyProof(
  publicKey: string,
  room: string,
  nonce: string,
  sig: string,
  b: Bound | null = null,
): boolean {
  return verify(publicKey, proofMessage(room, nonce, b), sig);
}

/** The host's signature over a welcome. */
export function signWelcome(
  key: HostKey,
  room: string,
  nonce: string,
  you: { id: string; token: string },
  b: Bound | null = null,
): string {
  return sign(key, welcomeMessage(room, nonce, b, you.id, you.token));
}

export function verifyWelcome(
  publicKey: string,
  room: string,
  nonce: string,
  you: { id: string; token: string },
  sig: string,
  b: Bound | null = null,
): boolean {
  return verify(publicKey, welcomeMessage(room, nonce, b, you.id, you.token), sig);
}

/** What a key holder states with its heir key, on one connection: `heir`, a successor proving
 * it is the heir a checkpoint names; `decline`, a guest telling a successor that its checkpoint is
 * not the guest's (the guest holds a newer one: docs/RELIABILITY.md "A stale heir"). */
export type HeirStatement = 'heir' | 'decline';

/** The statement signed: what, the room, the host generation taken over, the other side's nonce
 * and the channel. */
const heirMessage = (
  what: HeirStatement,
  room: string,
  gen: number,
  nonce: string,
  b: Bound | null,
) => `gang-table/v4/${what}|${room}|${gen}|${nonce}|${boundPart(b)}`;

/** A successor's proof (with its own heir key, not the room's, which it cannot open yet), or a
 * guest's decline (`what`). */
export function signHeir(
  key: HostKey,
  room: string,
  gen: number,
  nonce: string,
  b: Bound | null = null,
  what: HeirStatement = 'heir',
): string {
  return sign(key, heirMessage(what, room, gen, nonce, b));
}

export function verifyHeir(
  publicKey: string,
  room: string,
  gen: number,
  nonce: string,
  sig: string,
  b: Bound | null = null,
  what: HeirStatement = 'heir',
): boolean {
  return verify(publicKey, heirMessage(what, room, gen, nonce, b), sig);
}
