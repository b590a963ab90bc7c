// Test helpers for The Gang: stacked decks and one-line table set-ups, so a rules test reads
// like the rulebook. Used by tests only.
import type { Outcome } from '../../core/result.ts';
import { FULL_DECK, dealHeist } from './heist.ts';
import { setupMatch } from './match-setup.ts';
import { parseGangIntent } from './intents.ts';
import { applyGangIntent } from './rules.ts';
import type { GangOptions, GangState } from './state.ts';
import type { Challenge, Specialist } from './vocabulary.ts';

export interface Rig {
  /** Pocket cards per seat, e.g. ['As Kd', '2c 2d', '7h 8h']. */
  readonly pockets: readonly string[];
  /** Cards drawn after the pockets, in order (flop, turn, river, then any redraws). */
  readonly next?: string;
  readonly options?: Partial<GangOptions>;
  readonly challenges?: readonly Challenge[];
  readonly specialist?: Specialist | null;
}

/** A match whose current heist is dealt from a stacked deck. */
export function rigged(rig: Rig): GangState {
  const options: GangOptions = { mode: 'basic', stacks: 'first-game', ...rig.options };
  const s = setupMatch('rig', rig.pockets.length, options);
  s.challenges = [...(rig.challenges ?? s.challenges)];
  s.specialist = rig.specialist === undefined ? s.specialist : rig.specialist;
  s.log = [];
  const top = [...rig.pockets, rig.next ?? ''].join(' ').split(/\s+/).filter(Boolean);
  const rest = FULL_DECK.filter((c) => !top.includes(c));
  dealHeist(s, [...top, ...rest]);
  return s;
}

/** Applies a raw intent the way the host does: shape check first, then the rules. */
export function act(s: GangState, seat: number, raw: unknown): Outcome<GangState> {
  const intent = parseGangIntent(raw);
  if ('ok' in intent) return intent;
  return applyGangIntent(s, seat, intent);
}

/** Applies an intent that must be accepted, and returns the new state. */
export function must(s: GangState, seat: number, raw: unknown): GangState {
  const out = act(s, seat, raw);
  if (!out.ok) throw new Error(`seat ${seat} ${JSON.stringify(raw)} refused: ${out.reason}`);
  return out.state;
}

/** Every seat takes the chip with the given stars this round (seat order = array order). */
export function takeAll(s: GangState, stars: readonly number[]): GangState {
  const letter = 'WYOR'[s.round - 1]!;
  return stars.reduce(
    (st, n, seat) => must(st, seat, { type: 'takeChip', chip: `${letter}${n}` }),
    s,
  );
}

/** Everyone who has not yet confirmed the reveal at round 4's last call does so. */
export function confirmAll(s: GangState): GangState {
  let st = s;
  for (let seat = 0; seat < st.seats && st.lastCall; seat++) {
    if (!st.lastCall[seat]) st = must(st, seat, { type: 'reveal' });
  }
  return st;
}

/** Plays rounds with the same stars each round until the showdown (confirming the last call). */
export function playToShowdown(s: GangState, stars: readonly number[]): GangState {
  let st = s;
  while (st.phase === 'round') st = st.lastCall ? confirmAll(st) : takeAll(st, stars);
  return st;
}

/** A quoted card token inside JSON text. */
export const CARD_TOKEN = /"([2-9TJQKA][cdhs]|J\*)"/g;

/** Cards a seat (or a spectator, null) may legitimately know in this state. */
export function knownCards(s: GangState, seat: number | null): Set<string> {
  const known = new Set(s.community);
  const revealed =
    s.phase === 'showdown' || s.phase === 'over'
      ? s.showdown!.hands.map((h) => h.seat)
      : s.phase === 'guess'
        ? s.finals[3]!.map((c, i) => (c === `R${s.seats}` ? -1 : i)).filter((i) => i >= 0)
        : [];
  for (const i of revealed) for (const c of s.pockets[i]!) known.add(c);
  if (s.showdown)
    for (const h of s.showdown.hands) for (const c of [...h.pocket, ...h.best]) known.add(c);
  if (seat !== null) {
    for (const c of s.pockets[seat]!) known.add(c);
    const sec = s.secrets[seat]!;
    for (const c of [
      ...sec.informed.map((x) => x.card),
      ...(sec.shown ? [sec.shown.card] : []),
      ...(sec.beforeConArtist ?? []),
      ...(sec.passed ? [sec.passed] : []),
      ...(sec.received ? [sec.received] : []),
      ...(s.passes?.[seat] ? [s.passes[seat]!] : []),
      ...sec.discarded,
    ]) {
      known.add(c);
    }
  }
  return known;
}
