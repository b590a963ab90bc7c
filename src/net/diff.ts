// Small diffs between two filtered views (never raw state): the host sends a full view once,
// then only what changed. Views are plain JSON, so a structural diff is exact. Arrays that
// only grew (a log, community cards) travel as an append; anything else that changed in an
// array of a different length is replaced whole.
import type { PatchOp } from './protocol.ts';

type Path = (string | number)[];
type Json = unknown;

function isPlainObject(x: Json): x is Record<string, Json> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Deep equality of two JSON values. */
export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => k in b && jsonEqual(a[k], b[k]));
  }
  return false;
}

/** The operations that turn `from` into `to`. */
export function diffJson(from: Json, to: Json): PatchOp[] {
  const ops: PatchOp[] = [];
  walk(from, to, [], ops);
  return ops;
}

function walk(a: Json, b: Json, path: Path, ops: PatchOp[]): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    const common = Math.min(a.length, b.length);
    if (a.length !== b.length) {
      const prefixSame = a.slice(0, common).every((x, i) => jsonEqual(x, b[i]));
      if (!prefixSame) {
        ops.push(['s', path, b]);
        return;
      }
      if (b.length > a.length) ops.push(['a', path, b.slice(common)]);
      else ops.push(['t', path, b.length]);
      return;
    }
    for (let i = 0; i < common; i++) walk(a[i], b[i], [...path, i], ops);
    return;
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    for (const k of Object.keys(a)) if (!(k in b)) ops.push(['d', [...path, k]]);
    for (const k of Object.keys(b)) {
      if (!(k in a)) ops.push(['s', [...path, k], b[k]]);
      else walk(a[k], b[k], [...path, k], ops);
    }
    return;
  }
  ops.push(['s', path, b]);
}

/** Applies operations to a copy of `doc`; throws if an operation does not fit the document
 * (the client then asks for a full view). */
export function applyPatch<T>(doc: T, ops: readonly PatchOp[]): T {
  let root: Json = structuredClone(doc);
  for (const op of ops) {
    const path = op[1];
    if (path.length === 0) {
      if (op[0] !== 's') throw new Error('patch: only set may replace the root');
      root = structuredClone(op[2]);
      continue;
    }
    const parent = resolve(root, path.slice(0, -1));
    const key = path[path.length - 1]!;
    switch (op[0]) {
      case 's':
        setChild(parent, key, structuredClone(op[2]));
        break;
      case 'd':
        if (!isPlainObject(parent) || typeof key !== 'string') throw new Error('patch: bad delete');
        delete parent[key];
        break;
      case 'a':
      case 't': {
        const arr = getChild(parent, key);
        if (!Array.isArray(arr)) throw new Error('patch: not an array');
        if (op[0] === 'a') arr.push(...structuredClone(op[2]));
        else if (op[2] <= arr.length) arr.length = op[2];
        else throw new Error('patch: truncate beyond length');
        break;
      }
    }
  }
  return root as T;
}

function getChild(parent: Json, key: string | number): Json {
  if (Array.isArray(parent) && typeof key === 'number' && key < parent.length) return parent[key];
  if (isPlainObject(parent) && typeof key === 'string' && Object.hasOwn(parent, key))
    return parent[key];
  throw new Error('patch: path does not exist');
}

function setChild(parent: Json, key: string | number, value: Json): void {
  if (Array.isArray(parent) && typeof key === 'number' && key < parent.length) parent[key] = value;
  else if (isPlainObject(parent) && typeof key === 'string') parent[key] = value;
  else throw new Error('patch: path does not exist');
}

function resolve(root: Json, path: readonly (string | number)[]): Json {
  return path.reduce<Json>((node, key) => getChild(node, key), root);
}
