// Gangsta!'s intents, declared once as valibot schemas: the type, the runtime shape check and
// the protocol's allow-list all come from here. Untrusted payloads pass parseGangstaIntent
// first; an unknown `type` is 'unknown-intent', any other bad shape 'malformed'.
import * as v from 'valibot';
import { parseWith } from '../../core/schema.ts';
import { isRejection, reject, type Rejection } from '../../core/result.ts';
import { CARD_ID } from './vocabulary.ts';

const Id = v.pipe(v.string(), v.regex(CARD_ID));
const bare = <T extends string>(type: T) => v.strictObject({ type: v.literal(type) });

const SCHEMAS = {
  /** Mobilisation: turn one engaged gang member available (Leader-free first, else $1). */
  mobilise: v.strictObject({ type: v.literal('mobilise'), gangster: Id }),
  /** Recruit a gangster from the river (or take the free gangster of a "recruit" reward). */
  recruit: v.strictObject({ type: v.literal('recruit'), gangster: Id }),
  /** Choose a heist in the river and start staffing it. */
  heist: v.strictObject({ type: v.literal('heist'), heist: Id }),
  /** Engage one available gangster in the heist in progress. */
  engage: v.strictObject({ type: v.literal('engage'), gangster: Id }),
  /** Give up the heist in progress before it completes: nothing changes. */
  abandon: bare('abandon'),
  /** Pass the turn for $1 per gang member with the Leader skill. */
  pass: bare('pass'),
  /** A snitch or Mercenary choice: the gangster to discard. */
  discard: v.strictObject({ type: v.literal('discard'), gangster: Id }),
  /** Consent option: lend the gangster you were asked for. */
  consent: bare('consent'),
  /** Refuse a loan, or turn down a free gangster. */
  decline: bare('decline'),
} as const;

type Schemas = typeof SCHEMAS;

/** Every intent a seat may send. */
export type GangstaIntent = v.InferOutput<Schemas[keyof Schemas]>;

/** Every intent type, for the protocol's allow-list. */
export const GANGSTA_INTENT_TYPES = Object.keys(SCHEMAS) as readonly (keyof Schemas)[];

const Head = v.object({ type: v.string() });

/** Shape check of an untrusted intent; never throws. */
export function parseGangstaIntent(raw: unknown): GangstaIntent | Rejection {
  try {
    const head = parseWith(Head, raw);
    if (isRejection(head)) return head;
    if (!Object.prototype.hasOwnProperty.call(SCHEMAS, head.type)) {
      return reject('unknown-intent', head.type.slice(0, 40));
    }
    return parseWith(SCHEMAS[head.type as keyof Schemas], raw) as GangstaIntent | Rejection;
  } catch {
    // Only a hand-made object (a throwing getter, a Proxy) gets here; JSON never does.
    return reject('malformed', 'unreadable intent');
  }
}
