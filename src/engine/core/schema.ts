// Shapes of untrusted input (intents, options) are declared once as valibot schemas: the type,
// the runtime check and the protocol docs all come from that one declaration. This file turns a
// schema's verdict into the engine's result-not-throw shape.
import * as v from 'valibot';
import { reject, type Rejection } from './result.ts';

/** Any valibot schema, synchronous. */
export type AnySchema = v.GenericSchema<unknown, unknown>;

/** Where in the input the first problem is, e.g. `proposal.seat`. */
function where(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  return path ? `${path}: ` : '';
}

/**
 * Parses untrusted input with `schema`; never throws. A mismatch is refused with `reason`
 * (`malformed` by default) and a short detail naming the first problem, for logs.
 */
export function parseWith<S extends AnySchema>(
  schema: S,
  raw: unknown,
  reason = 'malformed',
): v.InferOutput<S> | Rejection {
  // valibot's object schemas take an array for an object with no required keys.
  const wantsList = schema.type === 'array' || schema.type.endsWith('tuple');
  if (Array.isArray(raw) && !wantsList) return reject(reason, 'expected an object, got an array');
  const out = v.safeParse(schema, raw);
  if (out.success) return out.output;
  const issue = out.issues[0];
  return reject(reason, `${where(issue)}${issue.message}`.slice(0, 160));
}

/** Intents by type: each a strict object schema whose `type` is its key, with a description. */
export type IntentSchemas = Readonly<Record<string, AnySchema>>;

/**
 * A game's shape check for untrusted intents, from its schemas: not an object with a string
 * `type` is `malformed`; a type the game does not have is `unknown-intent`; anything else that
 * does not fit its type's schema is `malformed`. Never throws (not even on a throwing getter).
 */
export function intentParser<I>(schemas: IntentSchemas): (raw: unknown) => I | Rejection {
  return (raw) => {
    try {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        return reject('malformed', 'an intent is an object');
      }
      const type = Object.hasOwn(raw, 'type') ? (raw as { type: unknown }).type : undefined;
      if (typeof type !== 'string') return reject('malformed', 'an intent needs a type');
      if (!Object.hasOwn(schemas, type)) return reject('unknown-intent', type.slice(0, 40));
      return parseWith(schemas[type]!, raw) as I | Rejection;
    } catch {
      return reject('malformed', 'unreadable intent'); // only a hand-made object gets here
    }
  };
}

/** A game's options check, from its schema: absent means the defaults; a mismatch is
 * `bad-options`. */
export function optionsParser<O>(schema: AnySchema, defaults: O): (raw: unknown) => O | Rejection {
  return (raw) => {
    if (raw === undefined || raw === null) return defaults;
    try {
      return parseWith(schema, raw, 'bad-options') as O | Rejection;
    } catch {
      return reject('bad-options', 'unreadable options');
    }
  };
}
