// The fuzzer's messages (docs/RELIABILITY.md): fast-check draws a recipe per message (who sends
// it, what kind, random JSON, junk values, a handful of random numbers), and `render` turns it
// into the text sent, using what the table holds now (the game's intent schemas, its words, a
// legal intent from the sender's own view). Kinds: raw text and random JSON, wrong types and huge
// values, intents built from the schemas, legal intents as they are or mutated, lobby actions,
// grabs, poses and drops, resyncs, pings, and hi/hello out of turn.
import fc from 'fast-check';
import type * as v from 'valibot';
import { seedRng } from '../../engine/core/rng.ts';
import { GAME_IDS, type AnyGameDef } from '../../engine/index.ts';
import type { GameReliability } from '../../engine/reliability/registry.ts';
import { PROTOCOL_VERSION } from '../protocol.ts';

export const KINDS = [
  'raw',
  'json',
  'anything',
  'huge',
  'schema',
  'legal',
  'legal',
  'mutated',
  'mutated',
  'lobby',
  'grab',
  'drop',
  'pose',
  'resync',
  'ping',
  'hello',
] as const;
export type Kind = (typeof KINDS)[number];

/** One message to send, before it meets the table. */
export interface Recipe {
  readonly actor: number;
  readonly kind: Kind;
  /** The message number: the next one (mostly), a random one, or an old one. */
  readonly n: 'next' | 'random' | 'old';
  readonly junk: unknown;
  readonly text: string;
  readonly key: string;
  readonly bits: readonly number[];
}

/** Recipes for a room of `actors` senders. */
export const recipeArb = (actors: number): fc.Arbitrary<Recipe> =>
  fc.record({
    actor: fc.nat({ max: actors - 1 }),
    kind: fc.constantFrom(...KINDS),
    n: fc.constantFrom('next', 'next', 'next', 'next', 'next', 'next', 'random', 'old'),
    junk: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.anything({ maxDepth: 2 })),
    text: fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.json({ maxDepth: 3 }),
      fc.string({ unit: 'binary' }),
    ),
    key: fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('type', 'seat', 'card', 'chip', '__proto__', 'constructor'),
    ),
    bits: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
  });

/** What a recipe is rendered with: the table now, from the sender's side. */
export interface Scene {
  readonly def: AnyGameDef | null;
  readonly rel: GameReliability | null;
  readonly state: unknown;
  /** The sender's seat in the match (null: watching or a stranger). */
  readonly seat: number | null;
  readonly n: number;
  /** Player ids at the table (for lobby actions that name one). */
  readonly players: readonly string[];
}

/** A deterministic picker over a recipe's numbers. */
function picker(bits: readonly number[]) {
  let i = 0;
  const next = () => bits[i++ % bits.length]! + i * 7919;
  return {
    int: (n: number) => (n <= 0 ? 0 : next() % n),
    pick: <T>(list: readonly T[]): T => list[next() % list.length]!,
    chance: (p: number) => next() % 1000 < p * 1000,
  };
}
type Pick = ReturnType<typeof picker>;

const HUGE: readonly unknown[] = [
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  -0,
  5e-324,
  2 ** 53,
  -1,
  0.5,
  'x'.repeat(3000),
  '\u202e\u0000\ud800',
  Array.from({ length: 400 }, (_, i) => i),
];

/** A value of the shape `schema` asks for (valibot, introspected), often with a word of the
 * game's in a string's place, sometimes not quite right. */
export function fromSchema(schema: unknown, words: readonly string[], p: Pick, depth = 0): unknown {
  const s = schema as v.GenericSchema & {
    entries?: Record<string, unknown>;
    options?: readonly unknown[];
    literal?: unknown;
    item?: unknown;
    items?: readonly unknown[];
    wrapped?: unknown;
    pipe?: readonly unknown[];
  };
  if (depth > 6 || !s) return null; // no match on: no schema
  const inner = (x: unknown) => fromSchema(x, words, p, depth + 1);
  switch (s.type) {
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return Object.fromEntries(
        Object.entries(s.entries ?? {})
          .filter(() => !p.chance(0.05))
          .map(([k, x]) => [k, inner(x)]),
      );
    case 'literal':
      return s.literal;
    case 'picklist':
      return p.chance(0.9) ? p.pick(s.options ?? [null]) : p.pick(words);
    case 'union':
    case 'variant':
      return inner(p.pick(s.options ?? []));
    case 'optional':
    case 'nullable':
    case 'nullish':
      return p.chance(0.2) ? (s.type === 'optional' ? undefined : null) : inner(s.wrapped);
    case 'array':
      return Array.from({ length: p.int(p.chance(0.1) ? 20 : 4) }, () => inner(s.item));
    case 'tuple':
    case 'strict_tuple':
      return (s.items ?? []).map(inner);
    case 'string':
      return p.chance(0.8) && words.length > 0 ? p.pick(words) : `w${p.int(100)}`;
    case 'number':
      return p.chance(0.85) ? p.int(8) - 1 : p.pick(HUGE);
    case 'boolean':
      return p.chance(0.5);
    default:
      return p.chance(0.5) ? p.pick(words) : null;
  }
}

/** A legal intent's small corruption: a key dropped, a value of the wrong kind, a key added,
 * another type, or the whole wrapped up. */
function mutate(intent: unknown, r: Recipe, p: Pick, def: AnyGameDef): unknown {
  if (typeof intent !== 'object' || intent === null) return r.junk;
  const copy: Record<string, unknown> = { ...(intent as Record<string, unknown>) };
  const keys = Object.keys(copy);
  switch (p.int(6)) {
    case 0:
      delete copy[p.pick(keys)];
      return copy;
    case 1:
      copy[p.pick(keys)] = r.junk;
      return copy;
    case 2:
      copy[r.key] = r.junk;
      return copy;
    case 3:
      copy.type = p.pick(Object.keys(def.intents));
      return copy;
    case 4:
      copy[p.pick(keys)] = p.pick(HUGE);
      return copy;
    default:
      return p.chance(0.5) ? [copy] : JSON.stringify(copy);
  }
}

/** A legal intent for the sender now (the game's random-legal player or its bot), or null. */
function legal(scene: Scene, p: Pick): unknown {
  const { def, rel, state, seat } = scene;
  if (!def || !rel || state === null || seat === null) return null;
  const view: unknown = def.view(state, seat);
  const player = p.chance(0.5) ? rel.random : rel.bot;
  try {
    return player(view, seedRng(`legal:${p.int(1 << 30)}`))[0];
  } catch {
    return null; // a bot has nothing to say about an odd table: the recipe sends junk instead
  }
}

const ZONES = ['river', 'gang', 'heists', 'discards', 'hand', 'pile', 'aside', 'trick', 'x'];

/** A zone of the table, often a plausible one. */
function zone(words: readonly string[], p: Pick, junk: unknown): unknown {
  switch (p.int(6)) {
    case 0:
      return { kind: 'centre' };
    case 1:
      return { kind: 'seat', seat: p.int(8) - 1 };
    case 2:
      return { kind: 'zone', zone: p.pick(ZONES) };
    case 3:
      return { kind: 'object', object: p.pick(words) };
    case 4:
      return null;
    default:
      return junk;
  }
}

/** A lobby action: every kind, plausible values and junk. */
function lobbyAction(r: Recipe, scene: Scene, p: Pick): unknown {
  const who = () => (p.chance(0.8) && scene.players.length > 0 ? p.pick(scene.players) : r.key);
  const seat = () => (p.chance(0.2) ? null : p.int(9) - 1);
  const actions: (() => unknown)[] = [
    () => ({ a: 'ready', ready: p.chance(0.5) }),
    () => ({ a: 'rename', name: p.chance(0.7) ? `Fuzz ${p.int(50)}` : r.text }),
    () => ({ a: 'sit', seat: seat() }),
    () => ({ a: 'game', game: p.chance(0.9) ? p.pick(GAME_IDS) : r.key, options: r.junk }),
    () => ({ a: 'move', player: who(), seat: seat() }),
    () => ({ a: 'remove', player: who() }),
    () => ({ a: 'lock', locked: p.chance(0.3) }),
    () => ({ a: 'bot', seat: p.int(8) }),
    () => ({ a: 'start' }),
    () => ({ a: 'lobby' }),
    () => ({ a: r.key, [r.key]: r.junk }),
  ];
  return p.pick(actions)();
}

/** The text a recipe sends now. */
export function render(r: Recipe, scene: Scene): string {
  return renderWith(r, scene, numberOf(r, scene));
}

/** The message number a recipe uses. */
export function numberOf(r: Recipe, scene: Scene): number {
  const p = picker(r.bits.slice(6));
  return r.n === 'next'
    ? scene.n
    : r.n === 'old'
      ? Math.max(0, scene.n - 1 - p.int(5))
      : p.pick([scene.n + p.int(20_000), -1, 0.5, 2 ** 60]);
}

function renderWith(r: Recipe, scene: Scene, n: number): string {
  const p = picker(r.bits);
  const words = scene.rel && scene.state !== null ? scene.rel.tokens(scene.state) : ['W1', 'g01'];
  const msg = (t: string, body: object) => JSON.stringify({ v: PROTOCOL_VERSION, t, ...body });
  const intent = (x: unknown) => msg('intent', { n, intent: x });
  switch (r.kind) {
    case 'raw':
      return r.text;
    case 'json':
      return JSON.stringify(r.junk) ?? 'undefined';
    case 'anything':
      return msg(
        p.pick([
          'intent',
          'lobby',
          'grab',
          'drop',
          'pose',
          'hello',
          'contribute',
          'checked',
          r.key,
        ]),
        {
          n,
          [r.key]: r.junk,
          ...(p.chance(0.5) ? { intent: r.junk } : {}),
        },
      );
    case 'huge':
      return p.chance(0.3)
        ? `${'['.repeat(2000)}${']'.repeat(2000)}`
        : p.chance(0.3)
          ? msg('ping', { at: 1, pad: 'x'.repeat(9000) })
          : intent({
              type: p.pick(Object.keys(scene.def?.intents ?? { x: 0 })),
              [r.key]: p.pick(HUGE),
              n: p.pick(HUGE),
            });
    case 'schema': {
      const schemas = scene.def?.intents ?? {};
      const type = p.pick(Object.keys(schemas).length > 0 ? Object.keys(schemas) : ['none']);
      return intent(fromSchema(schemas[type], words, p));
    }
    case 'legal':
    case 'mutated': {
      const x = legal(scene, p);
      if (x === null) return intent(r.junk);
      return intent(r.kind === 'legal' || !scene.def ? x : mutate(x, r, p, scene.def));
    }
    case 'lobby':
      return msg('lobby', { n, action: lobbyAction(r, scene, p) });
    case 'grab':
      return msg('grab', { n, object: p.chance(0.9) ? p.pick(words) : r.key });
    case 'drop': {
      const items = Array.from({ length: p.int(3) }, () => p.pick(words));
      const at = p.chance(0.5) ? [p.int(9) / 4 - 1, p.int(9) / 4 - 1] : undefined;
      return msg('drop', {
        n,
        object: p.chance(0.9) ? p.pick(words) : r.key,
        zone: zone(words, p, r.junk),
        ...(at ? { at } : {}),
        ...(p.chance(0.5) ? { items } : {}),
      });
    }
    case 'pose':
      return msg('pose', {
        object: p.pick(words),
        p: [p.int(40) / 4 - 5, 0, p.int(40) / 4 - 5],
        r: p.chance(0.9) ? p.int(7) : p.pick(HUGE),
      });
    case 'resync':
      return msg('resync', {});
    case 'ping':
      return msg(p.chance(0.5) ? 'ping' : 'pong', { at: p.chance(0.9) ? p.int(1e6) : r.junk });
    case 'hello':
      return p.chance(0.5)
        ? msg('hi', { room: 'KTR94M', nonce: 'fuzz-nonce-0123456789abcdef' })
        : msg('hello', { room: 'KTR94M', name: r.text, token: r.key });
  }
}
