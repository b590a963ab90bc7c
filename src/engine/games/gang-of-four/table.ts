// Gang of Four by hand on the table: the player's hand is one table object, `hand:<seat>`, that
// the hand rail picks up and drops carrying the chosen cards as `items` (docs/PROTOCOL.md "drop").
// The id never says which cards; the items travel only from the dragger to the host.
//   - In play, on your turn: the hand dropped in the centre plays the items ("ausspielen").
//   - In the exchange, the round's winner: one card dropped before the loser, or in the centre,
//     gives it ("Kartentausch zu Beginn der Runde").
// Everything else is refused with a reason code, and the rules still judge the intent itself.
import type { Drop, TableRules } from '../../core/game.ts';
import { reject, type Rejection } from '../../core/result.ts';
import { GOF_TOKENS } from './cards.ts';
import type { GofIntent } from './intents.ts';
import type { GofState } from './state.ts';

/** The table object of a seat's hand. */
export const handObject = (seat: number): string => `hand:${seat}`;

/** An item that rides along with a play to call "last card" (the `called` option). */
export const LAST_CARD_ITEM = 'last-card';

/** Reason codes of the table rules, beside the rules' own (vocabulary.ts REASONS). */
export const TABLE_REASONS = [
  'no-such-object',
  'not-your-hand',
  'nothing-selected',
  'play-in-centre',
  'give-one-card',
  'give-to-loser',
  'off-table',
] as const;

const TOKENS = new Set(GOF_TOKENS);

/** The seat whose hand `object` names, or null. */
function handSeat(s: GofState, object: string): number | null {
  const m = /^hand:(\d)$/.exec(object);
  const seat = m ? Number(m[1]) : -1;
  return seat >= 0 && seat < s.seats ? seat : null;
}

function canGrab(s: GofState, seat: number, object: string): Rejection | null {
  if (s.result) return reject('game-over');
  const owner = handSeat(s, object);
  if (owner === null) return reject('no-such-object');
  if (owner !== seat) return reject('not-your-hand');
  if (s.phase === 'exchange') return s.exchange?.winner === seat ? null : reject('not-your-turn');
  if (s.phase !== 'play') return reject('wrong-phase');
  if (s.out[seat]) return reject('out-of-round');
  return s.turn === seat ? null : reject('not-your-turn');
}

function dropIntent(s: GofState, seat: number, object: string, drop: Drop): GofIntent | Rejection {
  const refused = canGrab(s, seat, object);
  if (refused) return refused;
  const zone = drop.zone;
  if (!zone) return reject('off-table');
  const call = drop.items.includes(LAST_CARD_ITEM);
  const cards = drop.items.filter((i) => i !== LAST_CARD_ITEM);
  if (cards.length === 0) return reject('nothing-selected');
  if (cards.some((c) => !TOKENS.has(c))) return reject('malformed');
  if (s.phase === 'exchange') {
    if (cards.length !== 1 || call) return reject('give-one-card');
    const toLoser = zone.kind === 'seat' && zone.seat === s.exchange!.loser;
    if (zone.kind !== 'centre' && !toLoser) return reject('give-to-loser');
    return { type: 'give', card: cards[0]! };
  }
  if (zone.kind !== 'centre') return reject('play-in-centre');
  return call ? { type: 'play', cards, lastCard: true } : { type: 'play', cards };
}

/** Drag-and-drop rules of Gang of Four. */
export const gofTable: TableRules<GofState, GofIntent> = { canGrab, dropIntent };
