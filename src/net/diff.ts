// Deltas between two filtered views (never raw state): the host sends a full view once, then only
// what changed, as a tree shaped like the view itself (docs/PROTOCOL.md "View deltas"), so the
// path to a change is spelt once however many changes sit under it. A delta is an object:
//   on an object, each changed key maps to `[value]` (set), `[]` (delete) or a nested delta;
//   on an array, `"<": n` drops n items from the front, `"*": [i, n]` removes n items at i,
//   `"<index>"` maps to `[value]` or a nested delta, `"-": n` truncates to n, `"+": [items]`
//   appends; applied in that order.
// A log whose window moved (engine/core/game-log.ts) is a drop from the front and an append, not
// the whole log again; a chip taken from the middle of a row is one removal. Views share their
// unchanged parts with the state they came from, so the walk skips them by identity.
import type { Delta } from './protocol.ts';

type Json = unknown;
type Obj = Record<string, Json>;

/** Keys that could reach an object's prototype: never in a delta. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
/** How deep a delta may nest (views are a handful of levels deep). */
const MAX_DEPTH = 32;
/** Array removals are looked for only in arrays up to this long, a few items at a time. */
const MAX_SCAN = 64;
const MAX_REMOVED = 4;

function isPlainObject(x: Json): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Deep equality of two JSON values. */
export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  let n = 0;
  for (const k in a as Obj) {
    if (!Object.hasOwn(b, k) || !jsonEqual((a as Obj)[k], (b as Obj)[k])) return false;
    n++;
  }
  for (const _k in b as Obj) n--;
  return n === 0;
}

/** Deltas already computed, by the values they go from and to (see diffView). */
export type DiffMemo = Map<unknown, Map<unknown, unknown>>;

/** The delta that turns view `from` into view `to`, or null when nothing changed. With `memo`,
 * the delta of each of the view's parts is remembered by the pair of parts it goes between:
 * views of one state that share parts (every seat's, where seats see alike) diff them once. */
export function diffView(from: Obj, to: Obj, memo?: DiffMemo): Delta | null {
  if (!memo) return (diff(from, to) as Delta | undefined) ?? null; // two objects: never a set
  let d: Record<string, Json> | undefined;
  for (const k in from) if (!Object.hasOwn(to, k)) (d ??= {})[k] = [];
  for (const k in to) {
    const a = from[k];
    const b = to[k];
    let c: Json;
    if (!Object.hasOwn(from, k)) c = [b];
    else if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
      c = diff(a, b);
    } else {
      let row = memo.get(a);
      if (!row) memo.set(a, (row = new Map()));
      if (row.has(b)) c = row.get(b);
      else row.set(b, (c = diff(a, b)));
    }
    if (c !== undefined) (d ??= {})[k] = c;
  }
  return (d as Delta | undefined) ?? null;
}

/** A child's delta, or undefined when equal. */
function diff(a: Json, b: Json): Delta | [Json] | undefined {
  if (a === b) return undefined;
  if (Array.isArray(a)) return Array.isArray(b) ? diffArray(a, b) : [b];
  if (isPlainObject(a) && isPlainObject(b)) {
    let d: Record<string, Json> | undefined;
    for (const k in a) if (!Object.hasOwn(b, k)) (d ??= {})[k] = [];
    for (const k in b) {
      const c = Object.hasOwn(a, k) ? diff(a[k], b[k]) : [b[k]];
      if (c !== undefined) (d ??= {})[k] = c;
    }
    return d as Delta | undefined;
  }
  return [b];
}

function diffArray(a: Json[], b: Json[]): Delta | [Json] | undefined {
  const n = a.length;
  const m = b.length;
  if (n === m) {
    let d: Record<string, Json> | undefined;
    let changed = 0;
    let objects = false;
    for (let i = 0; i < n; i++) {
      const c = diff(a[i], b[i]);
      if (c === undefined) continue;
      (d ??= {})[i] = c;
      changed++;
      if (typeof b[i] === 'object' && b[i] !== null) objects = true;
    }
    if (!d) return undefined;
    // A few items went from one place and as many came at the end (a river moved on).
    if (changed > 1) {
      const moved = removal(a, b, 0);
      if (moved) return moved;
    }
    // Most of a short list of plain values changed (the best five cards): say it whole.
    return !objects && changed * 2 > n ? [b] : (d as Delta);
  }
  let prefix = 0;
  const common = Math.min(n, m);
  while (prefix < common && jsonEqual(a[prefix], b[prefix])) prefix++;
  if (prefix === common) return m > n ? { '+': b.slice(n) } : { '-': m };
  // The window of a log moved on: its first items went, new ones came.
  const k = a.indexOf(b[0], 1);
  if (k > 0 && n - k <= m && sameRun(a, k, b, 0, n - k)) {
    return n - k < m ? { '<': k, '+': b.slice(n - k) } : { '<': k };
  }
  return removal(a, b, prefix) ?? [b];
}

/** A few items removed from one place after `prefix` equal ones (a chip taken from the
 * centre, a card from a river), and perhaps new ones appended; null if that is not what
 * happened (looked for in short arrays only). */
function removal(a: Json[], b: Json[], prefix: number): Delta | null {
  const n = a.length;
  const m = b.length;
  if (n > MAX_SCAN) return null;
  while (prefix < n && prefix < m && jsonEqual(a[prefix], b[prefix])) prefix++;
  for (let r = 1; r <= MAX_REMOVED && prefix + r <= n; r++) {
    const kept = n - r;
    // Worth saying only when more is kept than comes anew (else the list is set whole).
    if (kept > m || kept <= m - kept || !sameRun(a, prefix + r, b, prefix, kept - prefix)) continue;
    return kept < m ? { '*': [prefix, r], '+': b.slice(kept) } : { '*': [prefix, r] };
  }
  return null;
}

/** Whether a[i..i+len) and b[j..j+len) are equal. */
function sameRun(a: Json[], i: number, b: Json[], j: number, len: number): boolean {
  for (let x = 0; x < len; x++) if (!jsonEqual(a[i + x], b[j + x])) return false;
  return true;
}

/** `doc` with `delta` applied; `doc` itself is left untouched and the result shares whatever
 * did not change with it. Throws if the delta does not fit the document (the client then asks
 * for a full view). */
export function applyDelta<T>(doc: T, delta: Delta): T {
  if (!isPlainObject(delta) || !isPlainObject(doc)) throw new Error('delta: not an object');
  return apply(doc, delta, 0) as T;
}

function apply(node: Json, delta: Json, depth: number): Json {
  if (Array.isArray(delta)) {
    if (delta.length !== 1) throw new Error('delta: a set holds one value');
    return delta[0];
  }
  if (!isPlainObject(delta) || depth > MAX_DEPTH) throw new Error('delta: malformed');
  if (Array.isArray(node)) return applyToArray(node, delta, depth);
  if (!isPlainObject(node)) throw new Error('delta: path does not exist');
  const out: Obj = { ...node };
  for (const k in delta) {
    if (FORBIDDEN.has(k)) throw new Error('delta: forbidden key');
    const c = delta[k];
    if (Array.isArray(c) && c.length === 0) {
      if (!Object.hasOwn(out, k)) throw new Error('delta: no such key');
      delete out[k];
    } else if (Array.isArray(c)) out[k] = apply(undefined, c, depth + 1);
    else if (!Object.hasOwn(out, k)) throw new Error('delta: no such key');
    else out[k] = apply(out[k], c, depth + 1);
  }
  return out;
}

const count = (x: Json, max: number): number => {
  if (!Number.isInteger(x) || (x as number) < 0 || (x as number) > max) {
    throw new Error('delta: bad count');
  }
  return x as number;
};

function applyToArray(node: Json[], delta: Obj, depth: number): Json[] {
  let out = node;
  if (Object.hasOwn(delta, '<')) out = out.slice(count(delta['<'], out.length));
  if (Object.hasOwn(delta, '*')) {
    const cut = delta['*'];
    if (!Array.isArray(cut) || cut.length !== 2) throw new Error('delta: bad removal');
    const at = count(cut[0], out.length);
    const n = count(cut[1], out.length - at);
    out = [...out.slice(0, at), ...out.slice(at + n)];
  }
  for (const k in delta) {
    if (k === '<' || k === '*' || k === '-' || k === '+') continue;
    if (!/^(0|[1-9]\d{0,5})$/.test(k) || Number(k) >= out.length) {
      throw new Error('delta: no such index');
    }
    if (out === node) out = node.slice();
    out[Number(k)] = apply(out[Number(k)], delta[k], depth + 1);
  }
  if (Object.hasOwn(delta, '-')) out = out.slice(0, count(delta['-'], out.length));
  if (Object.hasOwn(delta, '+')) {
    const items = delta['+'];
    if (!Array.isArray(items)) throw new Error('delta: bad append');
    out = [...out, ...items];
  }
  return out;
}
