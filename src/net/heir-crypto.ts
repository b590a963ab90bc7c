// The checkpoint's locks (docs/RELIABILITY.md "Host loss"): a symmetric key per epoch seals the
// host's snapshot (XChaCha20-Poly1305, pure JavaScript: plain-http LAN pages hide WebCrypto), and
// Shamir's secret sharing splits that key among the guests, so that only a majority of them
// together can open what every one of them holds. The only file that imports either library.
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { combine, split } from 'shamir-secret-sharing';
import { fromB64, toB64 } from './host-key.ts';

const text = new TextEncoder();
const untext = new TextDecoder('utf-8', { fatal: true });

/** Bytes of a key, a nonce. */
export const KEY_BYTES = 32;
const NONCE_BYTES = 24;

/** How many shares open the key among `holders` guests: a majority, and never fewer than two
 * (the library's floor; one holder alone is never enough to open it). */
export function threshold(holders: number): number {
  return Math.max(2, Math.floor(holders / 2) + 1);
}

/** `plain` sealed under `key` (a fresh random nonce each time), as base64url nonce‖ciphertext.
 * `aad` binds it to its place (the room, the epoch, the step), so no step can pass for another. */
export function seal(
  key: Uint8Array,
  plain: string,
  aad: string,
  random: (n: number) => Uint8Array,
): string {
  const nonce = random(NONCE_BYTES);
  const ct = xchacha20poly1305(key, nonce, text.encode(aad)).encrypt(text.encode(plain));
  const out = new Uint8Array(NONCE_BYTES + ct.length);
  out.set(nonce);
  out.set(ct, NONCE_BYTES);
  return toB64(out);
}

/** What `sealed` holds, or null when the key, the place or the bytes are wrong. */
export function unseal(key: Uint8Array, sealed: string, aad: string): string | null {
  const bytes = fromB64(sealed);
  if (!bytes || bytes.length < NONCE_BYTES + 16 || key.length !== KEY_BYTES) return null;
  try {
    const cipher = xchacha20poly1305(key, bytes.subarray(0, NONCE_BYTES), text.encode(aad));
    return untext.decode(cipher.decrypt(bytes.subarray(NONCE_BYTES)));
  } catch {
    return null; // forged, damaged, or opened with the wrong key
  }
}

/** The key split into `holders` shares, any `threshold(holders)` of which open it (base64url). */
export async function splitKey(key: Uint8Array, holders: number): Promise<string[]> {
  return (await split(key, holders, threshold(holders))).map(toB64);
}

/** The key the shares make, or null when they are malformed. Too few shares make a wrong key,
 * which `unseal` refuses: a minority learns nothing, not even that it is one. */
export async function joinKey(shares: readonly string[]): Promise<Uint8Array | null> {
  const bytes = shares.map(fromB64);
  if (bytes.length < 2 || bytes.some((b) => !b || b.length !== KEY_BYTES + 1)) return null;
  const seen = new Set(bytes.map((b) => b![KEY_BYTES]));
  if (seen.size !== bytes.length) return null; // the same share twice
  try {
    return await combine(bytes as Uint8Array[]);
  } catch {
    return null;
  }
}
