// Where a tab stands when it loads: the room, role and seat token its address and storage say
// it has. Pure functions over a URL string and two key-value stores (localStorage survives the
// browser, sessionStorage survives a reload of one tab), so the rules are tested without a DOM.
//   /?room=CODE&host=1        the host's own tab: a reload resumes the room from its snapshot
//   /?room=CODE&k=FP          an invitation: rejoin with the stored token, else ask for a name;
//                             FP is the fingerprint of the host's key, so that only the real host
//                             is believed (a typed code has none: the first key met is trusted)
//   /?room=CODE&token=TOK&k=FP  a personal rejoin link that moves a seat to another device
import type { HostSnapshot } from '../net/host.ts';
import { loadHostSnapshot } from './saved-tables.ts';
import { safeGet, safeRemove, safeSet, type KeyValueStorage, type Storages } from './storage.ts';
import { normaliseRoomCode } from '../net/room-code.ts';
import { base64url, fromBase64url } from './session-kit.ts';

/** A guest's seat token for room `code` (sessionStorage and localStorage). */
export const tokenKey = (code: string): string => `gang-table:token:${code}`;
/** The public key of room `code`'s host as this guest met it, kept beside the token. */
export const hostKeyKey = (code: string): string => `gang-table:host-key:${code}`;
/** The name this browser last played under, to prefill the forms. */
export const NAME_KEY = 'gang-table:name';
/** This browser's secret behind its per-room device ids (net/host-key.ts deviceId). */
export const DEVICE_KEY = 'gang-table:device';
export const HEIR_KEY = 'gang-table:heir';

/** Seat tokens are base64url or hex, at most 64 characters (the protocol's cap). */
const TOKEN_RE = /^[A-Za-z0-9_-]{8,64}$/;
/** Key fingerprints and public keys are base64url. */
const FINGERPRINT_RE = /^[A-Za-z0-9_-]{22}$/;
const PUBLIC_KEY_RE = /^[A-Za-z0-9_-]{43}$/;

/** What a room address says. */
export interface RoomUrl {
  readonly code: string;
  readonly host: boolean;
  readonly token: string | null;
  /** The fingerprint of the host's key, if the link carries one. */
  readonly fingerprint: string | null;
}

/** A seat this browser holds in a room: its token and the host key it was given under. */
export interface SeatTicket {
  readonly token: string;
  readonly hostKey: string | null;
}

/** Reads `?room=…&host=1&token=…`; null when the address names no valid room. */
export function parseRoomUrl(href: string): RoomUrl | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const raw = url.searchParams.get('room');
  const code = raw === null ? null : normaliseRoomCode(raw);
  if (code === null) return null;
  const token = url.searchParams.get('token');
  const fingerprint = url.searchParams.get('k');
  return {
    code,
    host: url.searchParams.get('host') === '1',
    token: token !== null && TOKEN_RE.test(token) ? token : null,
    fingerprint: fingerprint !== null && FINGERPRINT_RE.test(fingerprint) ? fingerprint : null,
  };
}

/** The app's own address without query or hash (`https://example.org/games/`). */
export function appBase(href: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
}

const withKey = (fingerprint: string | null) => (fingerprint ? `&k=${fingerprint}` : '');

/** The link friends open to join room `code` (with the fingerprint of its host's key). */
export function joinLink(base: string, code: string, fingerprint: string | null = null): string {
  return `${base}?room=${code}${withKey(fingerprint)}`;
}

/** The host's own address: reloading it resumes the room. */
export function hostLink(base: string, code: string): string {
  return `${base}?room=${code}&host=1`;
}

/** A personal link that takes a seat to another device (it carries the secret token). */
export function rejoinLink(
  base: string,
  code: string,
  token: string,
  fingerprint: string | null = null,
): string {
  return `${base}?room=${code}&token=${encodeURIComponent(token)}${withKey(fingerprint)}`;
}

/** Stores a guest's seat token and the host's key: per tab (reload) and per browser (closed
 * tab, new tab). Only a welcome signed by that key ever gets here. */
export function saveToken(
  storages: Storages,
  code: string,
  token: string,
  hostKey: string | null = null,
): void {
  for (const s of [storages.session, storages.local]) {
    safeSet(s, tokenKey(code), token);
    if (hostKey) safeSet(s, hostKeyKey(code), hostKey);
  }
}

/** Forgets a seat the host no longer knows. */
export function forgetToken(storages: Storages, code: string): void {
  for (const s of [storages.session, storages.local]) {
    safeRemove(s, tokenKey(code));
    safeRemove(s, hostKeyKey(code));
  }
}

/** This tab's seat first (it is surely this tab's), else the browser's. */
export function loadTicket(
  storages: Storages,
  code: string,
  where: 'tab' | 'any' = 'any',
): SeatTicket | null {
  const read = (s: KeyValueStorage): SeatTicket | null => {
    const token = safeGet(s, tokenKey(code));
    if (token === null || !TOKEN_RE.test(token)) return null;
    const key = safeGet(s, hostKeyKey(code));
    return { token, hostKey: key !== null && PUBLIC_KEY_RE.test(key) ? key : null };
  };
  const tab = read(storages.session);
  if (tab || where === 'tab') return tab;
  return read(storages.local);
}

/** What a tab does when it loads. */
export type BootPlan =
  | { readonly kind: 'home' }
  /** Resume hosting `code` from its snapshot. */
  | { readonly kind: 'host'; readonly code: string; readonly snapshot: HostSnapshot }
  /** Rejoin a seat; `fromLink` when the token came in the address (store it, then hide it). */
  | {
      readonly kind: 'rejoin';
      readonly code: string;
      readonly ticket: SeatTicket;
      readonly fingerprint: string | null;
      readonly fromLink: boolean;
    }
  /** Invited: ask for a name, then join. */
  | { readonly kind: 'ask-name'; readonly code: string; readonly fingerprint: string | null };

/** Decides what a tab loading `href` does, from its address and storage. */
export function planBoot(href: string, storages: Storages): BootPlan {
  const room = parseRoomUrl(href);
  if (!room) return { kind: 'home' };
  const { code, fingerprint } = room;
  if (room.token) {
    const ticket = { token: room.token, hostKey: null };
    return { kind: 'rejoin', code, ticket, fingerprint, fromLink: true };
  }
  if (room.host) {
    const snapshot = loadHostSnapshot(storages.local, code);
    if (snapshot) return { kind: 'host', code, snapshot };
  }
  const ticket = loadTicket(storages, code);
  if (ticket) return { kind: 'rejoin', code, ticket, fingerprint, fromLink: false };
  return { kind: 'ask-name', code, fingerprint };
}

/** This browser's device secret, made on first use (random, base64url). */
export function deviceSecret(
  local: KeyValueStorage,
  randomBytes: (n: number) => Uint8Array,
): string {
  const kept = safeGet(local, DEVICE_KEY);
  if (kept !== null && /^[A-Za-z0-9_-]{22,64}$/.test(kept)) return kept;
  const made = base64url(randomBytes(16));
  safeSet(local, DEVICE_KEY, made);
  return made;
}

/** The seed of this browser's heir key (host migration: net/succession.ts), made on first use and
 * kept like the device secret; the key pair itself is made from it when a room opens. */
export function heirSeed(
  local: KeyValueStorage,
  randomBytes: (n: number) => Uint8Array,
): Uint8Array {
  const kept = safeGet(local, HEIR_KEY);
  const bytes = kept && /^[A-Za-z0-9_-]{43}$/.test(kept) ? fromBase64url(kept) : null;
  if (bytes && bytes.length === 32) return bytes;
  const made = randomBytes(32);
  safeSet(local, HEIR_KEY, base64url(made));
  return made;
}

/** The name to prefill, if this browser played before. */
export function loadName(local: KeyValueStorage): string {
  return safeGet(local, NAME_KEY) ?? '';
}

export function saveName(local: KeyValueStorage, name: string): void {
  safeSet(local, NAME_KEY, name);
}
