// Gang of Four's intents, their shapes declared once as valibot schemas (type, runtime check and
// protocol docs from one declaration). Untrusted payloads pass through parseGofIntent first: an
// unknown type is 'unknown-intent', any other bad shape 'malformed', before a rule looks at it.
// INTENT_TYPES in vocabulary.ts lists the same types for the rules' exhaustive switches.
import * as v from 'valibot';
import { intentParser } from '../../core/schema.ts';
import { GOF_TOKENS } from './cards.ts';
import { HAND_SIZE } from './vocabulary.ts';

const Token = v.picklist(GOF_TOKENS as string[], 'expected a card token like 5R, 1M, PG or DR');

/** Every intent of Gang of Four, by type. */
export const GOF_INTENTS = {
  play: v.pipe(
    v.strictObject({
      type: v.literal('play'),
      /** Repeat a token to play both copies of a coloured number card. */
      cards: v.pipe(v.array(Token), v.minLength(1), v.maxLength(HAND_SIZE)),
      lastCard: v.optional(v.boolean()),
    }),
    v.description(
      'Play a combination from your hand (repeat a token for both copies); `lastCard: true` calls "last card" with the play that leaves one card (the `called` option).',
    ),
  ),
  pass: v.pipe(
    v.strictObject({ type: v.literal('pass') }),
    v.description('Pass (not when you lead); you may play again when your turn comes round.'),
  ),
  give: v.pipe(
    v.strictObject({ type: v.literal('give'), card: Token }),
    v.description('The exchange: the round’s winner gives the loser any one card.'),
  ),
  continue: v.pipe(
    v.strictObject({ type: v.literal('continue') }),
    v.description('After a round’s score sheet: deal the next round.'),
  ),
} as const;

type Schemas = typeof GOF_INTENTS;

/** A play, a pass, the exchange winner's card, or "deal the next round". */
export type GofIntent = v.InferOutput<Schemas[keyof Schemas]>;

/** Shape check of an untrusted intent; never throws. */
export const parseGofIntent = intentParser<GofIntent>(GOF_INTENTS);
