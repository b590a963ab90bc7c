// The Gang's intents and their shape check. Untrusted payloads from peers pass through
// parseIntent first: anything not exactly one of these shapes is refused as 'malformed'
// before a rule looks at it.
import { reject, type Rejection } from '../../core/result.ts';
import { CATEGORIES } from '../../cards/hand-eval.ts';
import { tryParseCard } from '../../cards/poker.ts';
import type { ProposalBody } from './state.ts';
import { RANK_CHARS, parseChip } from './vocabulary.ts';

export type GangIntent =
  /** Take a chip of the current round from the centre or from another player. */
  | { readonly type: 'takeChip'; readonly chip: string; readonly to?: number }
  /** Put your own chip of the current round back in the centre. */
  | { readonly type: 'returnChip'; readonly chip: string }
  /** Propose a specialist's use or a scan guess to the gang. */
  | { readonly type: 'propose'; readonly proposal: ProposalBody }
  | { readonly type: 'agree'; readonly proposal: number }
  | { readonly type: 'decline'; readonly proposal: number }
  /** Informant: the card you show to the chosen player. */
  | { readonly type: 'show'; readonly card: string }
  /** Hacker or Jack: the pocket card you put face down on the discard pile. */
  | { readonly type: 'discard'; readonly card: string }
  /** Coordinator: the pocket card you pass to the player on your left. */
  | { readonly type: 'pass'; readonly card: string }
  /** Round 4's last call: this player is ready for the reveal. */
  | { readonly type: 'reveal' }
  /** After a showdown: deal the next heist. */
  | { readonly type: 'continue' };

export const GANG_INTENT_TYPES = [
  'takeChip',
  'returnChip',
  'propose',
  'agree',
  'decline',
  'show',
  'discard',
  'pass',
  'reveal',
  'continue',
] as const;

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function onlyKeys(o: Obj, keys: readonly string[]): boolean {
  return Object.keys(o).every((k) => keys.includes(k));
}

function isSeatNumber(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 6;
}

const malformed = (detail: string): Rejection => reject('malformed', detail);

function parseProposal(p: unknown): ProposalBody | Rejection {
  if (!isObj(p) || typeof p.kind !== 'string') return malformed('proposal needs a kind');
  switch (p.kind) {
    case 'informant':
      if (
        !onlyKeys(p, ['kind', 'seat', 'target']) ||
        !isSeatNumber(p.seat) ||
        !isSeatNumber(p.target)
      ) {
        return malformed('informant needs seat and target');
      }
      return { kind: 'informant', seat: p.seat, target: p.target };
    case 'getaway-driver':
    case 'hacker':
    case 'jack':
    case 'muscle':
      if (!onlyKeys(p, ['kind', 'seat']) || !isSeatNumber(p.seat)) {
        return malformed(`${p.kind} needs a seat`);
      }
      return { kind: p.kind, seat: p.seat };
    case 'mastermind':
      if (!onlyKeys(p, ['kind', 'seat', 'rank']) || !isSeatNumber(p.seat) || !isRank(p.rank)) {
        return malformed('mastermind needs a seat and a rank');
      }
      return { kind: 'mastermind', seat: p.seat, rank: p.rank };
    case 'retina-scan':
      if (!onlyKeys(p, ['kind', 'rank']) || !isRank(p.rank))
        return malformed('retina-scan needs a rank');
      return { kind: 'retina-scan', rank: p.rank };
    case 'fingerprint-scan':
      if (
        !onlyKeys(p, ['kind', 'category']) ||
        typeof p.category !== 'string' ||
        !(CATEGORIES as readonly string[]).includes(p.category)
      ) {
        return malformed('fingerprint-scan needs a hand category');
      }
      return { kind: 'fingerprint-scan', category: p.category as (typeof CATEGORIES)[number] };
    default:
      return malformed('unknown proposal kind');
  }
}

function isRank(x: unknown): x is (typeof RANK_CHARS)[number] {
  return typeof x === 'string' && (RANK_CHARS as readonly string[]).includes(x);
}

function isCardToken(x: unknown): x is string {
  return typeof x === 'string' && x.length <= 3 && tryParseCard(x) !== null;
}

/** Shape check of an untrusted intent; never throws. */
export function parseGangIntent(raw: unknown): GangIntent | Rejection {
  if (!isObj(raw) || typeof raw.type !== 'string') return malformed('intent needs a type');
  switch (raw.type) {
    case 'takeChip':
      if (
        !onlyKeys(raw, ['type', 'chip', 'to']) ||
        typeof raw.chip !== 'string' ||
        !parseChip(raw.chip)
      ) {
        return malformed('takeChip needs a chip token like W3');
      }
      if (raw.to !== undefined && !isSeatNumber(raw.to)) return malformed('to must be a seat');
      return raw.to === undefined
        ? { type: 'takeChip', chip: raw.chip }
        : { type: 'takeChip', chip: raw.chip, to: raw.to };
    case 'returnChip':
      if (
        !onlyKeys(raw, ['type', 'chip']) ||
        typeof raw.chip !== 'string' ||
        !parseChip(raw.chip)
      ) {
        return malformed('returnChip needs a chip token like W3');
      }
      return { type: 'returnChip', chip: raw.chip };
    case 'propose': {
      if (!onlyKeys(raw, ['type', 'proposal'])) return malformed('unexpected field');
      const proposal = parseProposal(raw.proposal);
      return 'ok' in proposal ? proposal : { type: 'propose', proposal };
    }
    case 'agree':
    case 'decline':
      if (
        !onlyKeys(raw, ['type', 'proposal']) ||
        typeof raw.proposal !== 'number' ||
        !Number.isSafeInteger(raw.proposal)
      ) {
        return malformed(`${raw.type} needs the proposal id`);
      }
      return { type: raw.type, proposal: raw.proposal };
    case 'show':
    case 'discard':
    case 'pass':
      if (!onlyKeys(raw, ['type', 'card']) || !isCardToken(raw.card)) {
        return malformed(`${raw.type} needs a card like As`);
      }
      return { type: raw.type, card: raw.card };
    case 'reveal':
    case 'continue':
      if (!onlyKeys(raw, ['type'])) return malformed('unexpected field');
      return { type: raw.type };
    default:
      return reject('unknown-intent', String(raw.type).slice(0, 40));
  }
}
