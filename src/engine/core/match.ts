// Drives any game through its definition with the checks in a fixed order (seat exists →
// payload well-formed → the game accepts it now). Nothing here throws on untrusted input.
import type { AnyGameDef, Seat } from './game.ts';
import { accept, isRejection, reject, type Outcome, type Rejection } from './result.ts';

/** Creates a match state, validating the seat count and the options first. */
export function createState(
  def: AnyGameDef,
  seed: string,
  seats: number,
  rawOptions: unknown,
  carry?: unknown,
): Outcome<unknown> {
  if (!Number.isInteger(seats) || seats < def.minSeats || seats > def.maxSeats) {
    return reject(
      'bad-seat-count',
      `${def.id} seats ${def.minSeats}–${def.maxSeats}, got ${seats}`,
    );
  }
  const options = def.parseOptions(rawOptions ?? def.defaultOptions);
  if (isRejection(options)) return options;
  const state = def.setup({ seed, seats, options, ...(carry === undefined ? {} : { carry }) });
  return isRejection(state) ? state : accept(state);
}

/** Applies an untrusted intent from `seat`; the state is untouched when it is refused. */
export function applyIntent<S>(
  def: AnyGameDef,
  state: S,
  seat: Seat,
  rawIntent: unknown,
  seats: number,
): Outcome<S> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats) return reject('not-a-player');
  const intent: unknown = def.parseIntent(rawIntent);
  if (isRejection(intent)) return intent as Rejection;
  return def.apply(state, seat, intent) as Outcome<S>;
}
