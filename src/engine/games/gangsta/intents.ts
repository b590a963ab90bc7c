// Gangsta!'s intents, declared once as valibot schemas: the type, the runtime shape check and
// the protocol's allow-list all come from here. Untrusted payloads pass parseGangstaIntent
// first; an unknown `type` is 'unknown-intent', any other bad shape 'malformed'.
import * as v from 'valibot';
import { intentParser } from '../../core/schema.ts';
import { CARD_ID } from './vocabulary.ts';

const Id = v.pipe(v.string(), v.regex(CARD_ID));
const bare = <T extends string>(type: T, text: string) =>
  v.pipe(v.strictObject({ type: v.literal(type) }), v.description(text));

const SCHEMAS = {
  mobilise: v.pipe(
    v.strictObject({ type: v.literal('mobilise'), gangster: Id }),
    v.description(
      'Mobilisation: turn one engaged gang member available (Leader-free first, else $1).',
    ),
  ),
  recruit: v.pipe(
    v.strictObject({ type: v.literal('recruit'), gangster: Id }),
    v.description('Recruit a gangster from the river (or take the free gangster of a reward).'),
  ),
  heist: v.pipe(
    v.strictObject({ type: v.literal('heist'), heist: Id }),
    v.description('Choose a heist in the river and start staffing it.'),
  ),
  engage: v.pipe(
    v.strictObject({ type: v.literal('engage'), gangster: Id }),
    v.description(
      'Engage one available gangster in the heist in progress (it must add a missing skill).',
    ),
  ),
  abandon: bare('abandon', 'Give up the heist in progress before it completes: nothing changes.'),
  pass: bare('pass', 'Pass the turn for $1 per gang member with the Leader skill.'),
  discard: v.pipe(
    v.strictObject({ type: v.literal('discard'), gangster: Id }),
    v.description('A snitch or Mercenary choice: the gangster to discard.'),
  ),
  consent: bare('consent', 'Consent option: lend the gangster you were asked for.'),
  decline: bare('decline', 'Refuse a loan, or turn down a free gangster.'),
} as const;

type Schemas = typeof SCHEMAS;

/** Every intent a seat may send. */
export type GangstaIntent = v.InferOutput<Schemas[keyof Schemas]>;

/** Every intent of Gangsta!, by type. */
export const GANGSTA_INTENTS = SCHEMAS;

/** Shape check of an untrusted intent; never throws. */
export const parseGangstaIntent = intentParser<GangstaIntent>(SCHEMAS);
