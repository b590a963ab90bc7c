// Rejections are values, never exceptions (CONVENTIONS §2): a rule that refuses an intent
// returns a reason code the UI translates, and the state it was given stays untouched.

/** A refused intent: a stable kebab-case reason code and an optional detail for logs. */
export interface Rejection {
  readonly ok: false;
  readonly reason: string;
  readonly detail?: string;
}

/** An accepted intent: the next state (a new object; the old one is unchanged). */
export interface Accepted<S> {
  readonly ok: true;
  readonly state: S;
}

export type Outcome<S> = Accepted<S> | Rejection;

/** Builds a rejection. */
export function reject(reason: string, detail?: string): Rejection {
  return detail === undefined ? { ok: false, reason } : { ok: false, reason, detail };
}

/** Builds an acceptance. */
export function accept<S>(state: S): Accepted<S> {
  return { ok: true, state };
}

/** True for a rejection; narrows the type. */
export function isRejection(x: unknown): x is Rejection {
  return typeof x === 'object' && x !== null && (x as { ok?: unknown }).ok === false;
}
