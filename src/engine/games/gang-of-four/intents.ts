// Gang of Four's intents, their shapes declared once as valibot schemas (type, runtime check and
// protocol docs from one declaration). Untrusted payloads pass through parseGofIntent first: an
// unknown type is 'unknown-intent', any other bad shape 'malformed', before a rule looks at it.
import * as v from 'valibot';
import { reject, type Rejection } from '../../core/result.ts';
import { parseWith } from '../../core/schema.ts';
import { GOF_TOKENS } from '../../cards/gang-of-four.ts';
import { HAND_SIZE, INTENT_TYPES } from './vocabulary.ts';

const Token = v.picklist(GOF_TOKENS as string[], 'expected a card token like 5R, 1M, PG or DR');

const PlaySchema = v.strictObject({
  type: v.literal('play'),
  /** The cards to play; repeat a token to play both copies of a coloured number card. */
  cards: v.pipe(v.array(Token), v.minLength(1), v.maxLength(HAND_SIZE)),
  /** "Last card!", called with the play that leaves one card (the 'called' option). */
  lastCard: v.optional(v.boolean()),
});

const PassSchema = v.strictObject({ type: v.literal('pass') });

const GiveSchema = v.strictObject({
  type: v.literal('give'),
  /** The exchange winner's card of choice for the loser. */
  card: Token,
});

const ContinueSchema = v.strictObject({ type: v.literal('continue') });

/** Every intent's shape. */
export const GofIntentSchema = v.variant('type', [
  PlaySchema,
  PassSchema,
  GiveSchema,
  ContinueSchema,
]);

/** A play, a pass, the exchange winner's card, or "deal the next round". */
export type GofIntent = v.InferOutput<typeof GofIntentSchema>;

/** Every intent type the game accepts. */
export const GOF_INTENT_TYPES: readonly string[] = INTENT_TYPES;

/** Shape check of an untrusted intent; never throws. */
export function parseGofIntent(raw: unknown): GofIntent | Rejection {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return reject('malformed', 'intent must be an object');
  }
  const type: unknown = Object.prototype.hasOwnProperty.call(raw, 'type')
    ? (raw as { type: unknown }).type
    : undefined;
  if (typeof type !== 'string') return reject('malformed', 'intent needs a type');
  if (!(INTENT_TYPES as readonly string[]).includes(type)) {
    return reject('unknown-intent', type.slice(0, 40));
  }
  return parseWith(GofIntentSchema, raw);
}
