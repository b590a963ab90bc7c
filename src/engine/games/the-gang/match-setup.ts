// A match of The Gang from its start to what it leaves the next one: the stacks per mode (in
// the order the last game left them, with the carry-over option), the first heist dealt, and at
// the end the stacks' order carried on (GameDef.carry).
import { nextInt, seedRng, shuffle } from '../../core/rng.ts';
import { startHeist } from './heist.ts';
import type { GangCarry, GangOptions, GangState, StackTurns } from './state.ts';
import {
  CHALLENGES,
  SPECIALISTS,
  type Challenge,
  type Mode,
  type Specialist,
} from './vocabulary.ts';

const NO_TURNS: StackTurns = {
  challengeOnes: 0,
  specialistOnes: 0,
  challengesRandom: false,
  specialistsRandom: false,
};

/** A carried stack order, if it is a whole permutation of its cards (else it is ignored). */
function carried<T extends string>(
  order: readonly unknown[] | undefined,
  all: readonly T[],
): T[] | null {
  if (!order || order.length !== all.length) return null;
  const seen = new Set(order);
  return seen.size === all.length && all.every((c) => seen.has(c)) ? (order as T[]) : null;
}

/** The challenge and specialist cards a mode plays with (rulebook p. 14–15): none in Basic;
 * Professional and Master Thief without "Quick Access"; Master Thief without specialists. The
 * rules reference lists them for the table's mode. */
export function modeCards(mode: Mode): {
  readonly challenges: readonly Challenge[];
  readonly specialists: readonly Specialist[];
} {
  if (mode === 'basic') return { challenges: [], specialists: [] };
  const challenges =
    mode === 'advanced' ? [...CHALLENGES] : CHALLENGES.filter((c) => c !== 'quick-access');
  return { challenges, specialists: mode === 'master-thief' ? [] : [...SPECIALISTS] };
}

/**
 * A fresh match: stacks per mode (in the order the last game left them, with the carry-over
 * option), then the first heist dealt.
 */
export function setupMatch(
  seed: string,
  seats: number,
  options: GangOptions,
  carry: GangCarry | null = null,
): GangState {
  let rng = seedRng(seed);
  const cards = modeCards(options.mode);
  const carryOver = options.stacks === 'carry-over' ? carry : null;
  let challengeStack: Challenge[] = (
    carried(carryOver?.challenges, CHALLENGES) ?? CHALLENGES
  ).filter((c) => cards.challenges.includes(c));
  let specialistStack: Specialist[] = (
    carried(carryOver?.specialists, SPECIALISTS) ?? SPECIALISTS
  ).filter((c) => cards.specialists.includes(c));
  const stackTurns: StackTurns =
    carryOver && carried(carryOver.challenges, CHALLENGES) ? { ...carryOver.turns } : NO_TURNS;
  if (options.stacks === 'shuffled') {
    [challengeStack, rng] = shuffle(challengeStack, rng);
    [specialistStack, rng] = shuffle(specialistStack, rng);
  }
  let permanentChallenge: Challenge | null = null;
  const challenges: Challenge[] = [];
  // Professional: one random challenge for the whole game. Master Thief: two random ones.
  const randomDraws = options.mode === 'professional' ? 1 : options.mode === 'master-thief' ? 2 : 0;
  for (let i = 0; i < randomDraws; i++) {
    let at: number;
    [at, rng] = nextInt(rng, challengeStack.length);
    challenges.push(challengeStack.splice(at, 1)[0]!);
  }
  if (options.mode === 'professional') permanentChallenge = challenges[0]!;

  const state: GangState = {
    seats,
    options,
    rng,
    phase: 'round',
    heist: 1,
    round: 1,
    vaults: 0,
    alarms: 0,
    alarmLimit: options.mode === 'master-thief' ? 2 : 3,
    outcomes: [],
    deck: [],
    discard: [],
    pockets: [],
    community: [],
    centre: [],
    holding: [],
    finals: [],
    dark: [],
    challengeStack,
    specialistStack,
    permanentChallenge,
    challenges,
    specialist: null,
    specialistUsed: false,
    muscle: null,
    proposal: null,
    nextProposalId: 1,
    pending: null,
    passes: null,
    announcements: [],
    secrets: [],
    guesses: {},
    lastCall: null,
    upcoming: null,
    stackTurns,
    showdown: null,
    result: null,
    log: [],
  };
  startHeist(state);
  return state;
}

/** The stacks' order this game leaves for the next one (cards in play go under their stacks;
 * cards this mode set aside come back at the bottom, in number order). */
export function gangCarry(s: GangState): GangCarry {
  const inPlay = [...s.challenges, ...(s.upcoming?.challenges ?? [])];
  const challenges = [...new Set([...s.challengeStack, ...inPlay])];
  for (const c of CHALLENGES) if (!challenges.includes(c)) challenges.push(c);
  const specialists = [
    ...new Set([
      ...s.specialistStack,
      ...(s.specialist ? [s.specialist] : []),
      ...(s.upcoming?.specialist ? [s.upcoming.specialist] : []),
    ]),
  ];
  for (const c of SPECIALISTS) if (!specialists.includes(c)) specialists.push(c);
  return { challenges, specialists, turns: s.stackTurns };
}
