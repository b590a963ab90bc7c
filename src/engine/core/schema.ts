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
