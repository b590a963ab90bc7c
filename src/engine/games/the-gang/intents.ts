// The Gang's intents, each declared once as a valibot schema with a description: the type, the
// runtime shape check and docs/PROTOCOL.md all come from here. Untrusted payloads pass through
// parseGangIntent first: anything not exactly one of these shapes is refused ('unknown-intent'
// for an unknown type, else 'malformed') before a rule looks at it.
import * as v from 'valibot';
import { CATEGORIES } from '../../cards/hand-eval.ts';
import { tryParseCard } from '../../cards/poker.ts';
import { intentParser } from '../../core/schema.ts';
import { RANK_CHARS, parseChip } from './vocabulary.ts';

const Seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5));
const Chip = v.pipe(
  v.string(),
  v.check((t) => parseChip(t) !== null, 'a chip token like W3'),
);
const Card = v.pipe(
  v.string(),
  v.maxLength(3),
  v.check((t) => tryParseCard(t) !== null, 'a card like As'),
);
const Rank = v.picklist(RANK_CHARS);
const ProposalId = v.pipe(v.number(), v.safeInteger());

/** A group decision: a specialist's use ("decide which of you…") or a scan guess. */
export const ProposalSchema = v.pipe(
  v.variant('kind', [
    v.strictObject({ kind: v.literal('informant'), seat: Seat, target: Seat }),
    v.strictObject({
      kind: v.picklist(['getaway-driver', 'hacker', 'jack', 'muscle'] as const),
      seat: Seat,
    }),
    v.strictObject({ kind: v.literal('mastermind'), seat: Seat, rank: Rank }),
    v.strictObject({ kind: v.literal('retina-scan'), rank: Rank }),
    v.strictObject({ kind: v.literal('fingerprint-scan'), category: v.picklist(CATEGORIES) }),
  ]),
  v.title('a proposal (below)'),
);

const bare = <T extends string>(type: T, text: string) =>
  v.pipe(v.strictObject({ type: v.literal(type) }), v.description(text));
const withCard = <T extends string>(type: T, text: string) =>
  v.pipe(v.strictObject({ type: v.literal(type), card: Card }), v.description(text));

/** Every intent of The Gang, by type. */
export const GANG_INTENTS = {
  takeChip: v.pipe(
    v.strictObject({ type: v.literal('takeChip'), chip: Chip, to: v.optional(Seat) }),
    v.description(
      'Take a chip of this round from the centre or from another player (`to`, if given, must be yourself).',
    ),
  ),
  returnChip: v.pipe(
    v.strictObject({ type: v.literal('returnChip'), chip: Chip }),
    v.description('Put your own chip of this round back in the centre.'),
  ),
  propose: v.pipe(
    v.strictObject({ type: v.literal('propose'), proposal: ProposalSchema }),
    v.description(
      'Propose a specialist’s use (any time before the showdown) or a scan guess; a newer proposal replaces an older one.',
    ),
  ),
  agree: v.pipe(
    v.strictObject({ type: v.literal('agree'), proposal: ProposalId }),
    v.description('Agree to the open proposal; once every voter agreed, it is carried out.'),
  ),
  decline: v.pipe(
    v.strictObject({ type: v.literal('decline'), proposal: ProposalId }),
    v.description('Drop the open proposal (the log says who declined).'),
  ),
  show: withCard('show', 'Informant: the card you show to the chosen player only.'),
  discard: withCard(
    'discard',
    'Hacker (any pocket card, the drawn one too) or Jack (a real card, not `J*`): put it face down.',
  ),
  pass: withCard(
    'pass',
    'Coordinator: the card you pass to the player on your left (may be changed until everyone chose).',
  ),
  reveal: bare(
    'reveal',
    'Round 4’s last call: you are ready for the reveal (a chip that moves asks everyone again).',
  ),
  continue: bare('continue', 'After a showdown: deal the next heist.'),
} as const;

type Schemas = typeof GANG_INTENTS;
export type GangIntent = v.InferOutput<Schemas[keyof Schemas]>;

/** Shape check of an untrusted intent; never throws. */
export const parseGangIntent = intentParser<GangIntent>(GANG_INTENTS);
