// A match of The Gang from its start to what it leaves the next one: the stacks per mode (in
// the order the last game left them, with the carry-over option), the first heist dealt, and at
// the end the stacks' order carried on (GameDef.carry).
import { nextInt, seedRng, shuffle } from '../../core/rng.ts';
import { startHeist } from './heist.ts';
import type { GangCarry, GangOptions, GangState, StackTurns } from './state.ts';
import { CHALLENGES, SPECIALISTS, type Challenge, type Specialist } from './vocabulary.ts';

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
  const advanced = options.mode !== 'basic';
  const carryOver = options.stacks === 'carry-over' ? carry : null;
  let challengeStack: Challenge[] = advanced
    ? [...(carried(carryOver?.challenges, CHALLENGES) ?? CHALLENGES)]
    : [];
  let specialistStack: Specialist[] =
    advanced && options.mode !== 'master-thief'
      ? [...(carried(carryOver?.specialists, SPECIALISTS) ?? SPECIALISTS)]
      : [];
  const stackTurns: StackTurns =
    carryOver && carried(carryOver.challenges, CHALLENGES) ? { ...carryOver.turns } : NO_TURNS;
  if (options.mode === 'professional' || options.mode === 'master-thief') {
    challengeStack = challengeStack.filter((c) => c !== 'quick-access');
  }
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
