// Shapes: the keys of a view's objects are said once per connection, not in every message
// (docs/PROTOCOL.md "Shapes"). A log line `{"heist":1,"round":2,"e":"take","seat":0,"chip":"W2",
// "from":null}` travels as `{"":[0,1,2,"take",0,"W2",null]}` once its key list is shape 0 on that
// connection: half the bytes. The host numbers each new key list in the order it first sends it
// and declares it in the diff that first uses it (`k`); the client keeps the same table. Both
// forget it with every full view, so a resync or a reconnect starts afresh.
// Only objects whose keys cost more than the shape's reference are shaped; an object whose only
// key is "" always is, so a packed object of that form is always a shape.

/** Shapes a connection may hold; past that objects travel with their keys. */
export const MAX_SHAPES = 512;
/** Keys in one shape. */
export const MAX_SHAPE_KEYS = 64;
/** How deep a packed value may nest. */
const MAX_DEPTH = 64;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

type Json = unknown;

/** A node of the shape trie: one step per key, the id where a key list ends. */
interface ShapeNode {
  id: number | null;
  readonly next: Map<string, ShapeNode>;
}

/** One connection's shapes, on the host: packs values, learning new shapes as it goes. */
export class ShapePacker {
  /** Key lists known on this connection, as a trie (no string built per object). */
  private readonly root: ShapeNode = { id: null, next: new Map() };
  private size = 0;
  private fresh: string[][] = [];

  /** `value` packed, with the shapes it declares for the first time (to send with it). */
  pack(value: Json): { packed: Json; shapes: string[][] } {
    this.fresh = [];
    const packed = this.walk(value);
    return { packed, shapes: this.fresh };
  }

  private walk(x: Json): Json {
    if (typeof x !== 'object' || x === null) return x;
    if (Array.isArray(x)) return x.map((e) => this.walk(e));
    const o = x as Record<string, Json>;
    const keys = Object.keys(o);
    const id = this.idOf(keys);
    if (id === null) {
      const out: Record<string, Json> = {};
      for (const k of keys) out[k] = this.walk(o[k]);
      return out;
    }
    const row: Json[] = [id];
    for (const k of keys) row.push(this.walk(o[k]));
    return { '': row };
  }

  /** The shape of `keys`, declared now if new, or null when the keys are cheaper said. */
  private idOf(keys: string[]): number | null {
    let cost = 0;
    for (const k of keys) cost += k.length + 3; // "k":
    const bare = keys.length === 1 && keys[0] === '';
    if (!bare && (cost < 11 || keys.length > MAX_SHAPE_KEYS)) return null;
    let node = this.root;
    for (const k of keys) {
      let child = node.next.get(k);
      if (!child) node.next.set(k, (child = { id: null, next: new Map() }));
      node = child;
    }
    if (node.id !== null) return node.id;
    if (this.size >= MAX_SHAPES) {
      if (bare) throw new Error('shapes: table full');
      return null;
    }
    node.id = this.size++;
    this.fresh.push(keys);
    return node.id;
  }
}

/** One connection's shapes, on the client: learns declared shapes and unpacks values. Throws
 * on anything that does not fit (the client then asks for a full view, which starts afresh). */
export class ShapeTable {
  private readonly shapes: (readonly string[])[] = [];

  /** Takes the shapes a message declares, numbered after those already known. */
  learn(declared: readonly (readonly string[])[] | undefined): void {
    for (const keys of declared ?? []) {
      if (this.shapes.length >= MAX_SHAPES || keys.length > MAX_SHAPE_KEYS) {
        throw new Error('shapes: too many');
      }
      if (new Set(keys).size !== keys.length || keys.some((k) => FORBIDDEN.has(k))) {
        throw new Error('shapes: bad keys');
      }
      this.shapes.push([...keys]);
    }
  }

  /** `packed` with every shape expanded back into an object. */
  unpack(packed: Json, depth = 0): Json {
    if (typeof packed !== 'object' || packed === null) return packed;
    if (depth > MAX_DEPTH) throw new Error('shapes: too deep');
    if (Array.isArray(packed)) return packed.map((e) => this.unpack(e, depth + 1));
    const o = packed as Record<string, Json>;
    const keys = Object.keys(o);
    const out: Record<string, Json> = {};
    if (keys.length === 1 && keys[0] === '') {
      const row = o[''];
      const id = Array.isArray(row) ? row[0] : null;
      const shape = Number.isInteger(id) ? this.shapes[id as number] : undefined;
      if (!shape || !Array.isArray(row) || row.length !== shape.length + 1) {
        throw new Error('shapes: unknown shape');
      }
      shape.forEach((k, i) => (out[k] = this.unpack(row[i + 1], depth + 1)));
      return out;
    }
    for (const k of keys) {
      if (FORBIDDEN.has(k)) throw new Error('shapes: forbidden key');
      out[k] = this.unpack(o[k], depth + 1);
    }
    return out;
  }
}
