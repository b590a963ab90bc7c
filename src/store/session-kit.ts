// Small pieces of the session: errors as reason codes, a two-transport host, tokens from random
// bytes, and a timeout. Pure or nearly so, and shared with the automation surface.
import type { HostTransport } from '../net/transport.ts';

/** An Error whose message is a reason code. */
export class SessionError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'SessionError';
  }
}

/** Listens on two host transports at once (the real network and the host's own loopback). */
export function bothTransports(a: HostTransport, b: HostTransport): HostTransport {
  return {
    listen: async (onConnection) => {
      await Promise.all([a.listen(onConnection), b.listen(onConnection)]);
    },
    close: () => {
      a.close();
      b.close();
    },
  };
}

/** Unpadded base64url of some bytes: 16 random bytes make a 22-character token. */
export function base64url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url text back to bytes (the caller checked its alphabet). */
export function fromBase64url(text: string): Uint8Array {
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export function isRefusal(x: unknown): x is { ok: false; reason: string } {
  return typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false;
}

/** The reason code of a failure (an Error's message is one, for net and session errors). */
export function reasonOf(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  return /^[a-z][a-z0-9-]{0,40}$/.test(message) ? message : 'host-unreachable';
}

export function asSessionError(e: unknown): SessionError {
  return e instanceof SessionError ? e : new SessionError(reasonOf(e));
}

export function withTimeout<T>(p: Promise<T>, ms: number, reason: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new SessionError(reason)), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** Runs `open`, trying again after each of `delays` (ms) unless its failure's reason is final. */
export async function retrying(
  open: () => Promise<void>,
  delays: readonly number[],
  final: ReadonlySet<string>,
): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      return await open();
    } catch (e) {
      if (i >= delays.length || final.has(reasonOf(e))) throw e;
      await new Promise((r) => setTimeout(r, delays[i]));
    }
  }
}

/** `attempt()`, tried again `ms` later while it fails in a way `again` accepts, `tries` times at
 * most (the last failure is thrown). */
export async function tryAgain<T>(
  attempt: () => Promise<T>,
  again: (e: unknown) => boolean,
  tries: number,
  ms: number,
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (e) {
      if (n >= tries || !again(e)) throw e;
      await new Promise((r) => setTimeout(r, ms));
    }
  }
}

/** `load` called once and its promise kept; a failed load is forgotten, so the next call asks
 * again (a code chunk that failed on a flaky link). */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (loading) return loading;
    const now = load();
    now.catch(() => {
      if (loading === now) loading = null;
    });
    return (loading = now);
  };
}
