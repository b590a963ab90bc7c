// The showdown (rulebook "The showdown", "True tie", challenges 4 and 9, specialist 10):
// hands are revealed in ascending red stars; each must be at least as strong as every hand
// before it. Exactly equal best fives may come in any order. The Muscle's holder beats every
// other hand of the same ranking.
import {
  bestFive,
  CATEGORIES,
  categoryOf,
  evaluate,
  type Category,
} from '../../cards/hand-eval.ts';
import { makeCard, parseCard } from '../../cards/poker.ts';
import type { GangState, GuessOutcome, ShowdownHand, ShowdownRecord } from './state.ts';
import { parseChip } from './vocabulary.ts';

/** A hand's strength for the showdown order. */
export interface Strength {
  readonly value: number;
  readonly category: Category;
  readonly muscle: boolean;
}

/** Orders two hands for the showdown: the Muscle wins within its ranking, else best five. */
/** The seat holding the highest red chip: the one the scans are about. */
export function highestRedSeat(s: GangState): number {
  const red = s.finals[3] ?? s.holding;
  let best = -1;
  let seat = -1;
  red.forEach((chip, i) => {
    const stars = chip ? parseChip(chip)!.stars : -1;
    if (stars > best) [best, seat] = [stars, i];
  });
  return seat;
}

export function compareStrength(a: Strength, b: Strength): -1 | 0 | 1 {
  const ca = CATEGORIES.indexOf(a.category);
  const cb = CATEGORIES.indexOf(b.category);
  if (ca !== cb) return ca > cb ? 1 : -1;
  if (a.muscle !== b.muscle) return a.muscle ? 1 : -1;
  return a.value === b.value ? 0 : a.value > b.value ? 1 : -1;
}

/** Pocket plus community, evaluated. */
export function strengthOf(
  pocket: readonly string[],
  community: readonly string[],
  muscle: boolean,
): Strength {
  const value = evaluate([...pocket, ...community].map(parseCard));
  return { value, category: categoryOf(value), muscle };
}

/** Whether revealing in this order succeeds: none weaker than the strongest before it. */
export function mistakesInOrder(strengths: readonly Strength[]): boolean[] {
  let strongest: Strength | null = null;
  return strengths.map((s) => {
    const mistake = strongest !== null && compareStrength(s, strongest) < 0;
    if (strongest === null || compareStrength(s, strongest) > 0) strongest = s;
    return mistake;
  });
}

/** Scores the current heist's showdown from the red chips, the Muscle and the agreed guesses. */
export function resolveShowdown(s: GangState): ShowdownRecord {
  const red = s.finals[3]!;
  const order = red
    .map((chip, seat) => ({ seat, stars: parseChip(chip!)!.stars }))
    .sort((a, b) => a.stars - b.stars);
  const strengths = order.map(({ seat }) =>
    strengthOf(s.pockets[seat]!, s.community, s.muscle === seat),
  );
  const mistakes = mistakesInOrder(strengths);
  const hands: ShowdownHand[] = order.map(({ seat, stars }, i) => ({
    seat,
    stars,
    pocket: [...s.pockets[seat]!],
    best: bestFive([...s.pockets[seat]!, ...s.community].map(parseCard)).map(makeCard),
    category: strengths[i]!.category,
    muscle: strengths[i]!.muscle,
    mistake: mistakes[i]!,
  }));
  const top = highestRedSeat(s);
  const guesses: GuessOutcome[] = [];
  const retina = s.guesses['retina-scan'];
  if (retina !== undefined) {
    const ranks = s.pockets[top]!.map((c) => c[0]!);
    guesses.push({
      kind: 'retina-scan',
      guess: retina,
      actual: ranks.join(' '),
      correct: ranks.includes(retina),
    });
  }
  const fingerprint = s.guesses['fingerprint-scan'];
  if (fingerprint !== undefined) {
    const actual = strengths[order.findIndex((o) => o.seat === top)]!.category;
    guesses.push({
      kind: 'fingerprint-scan',
      guess: fingerprint,
      actual,
      correct: actual === fingerprint,
    });
  }
  const orderCorrect = !mistakes.includes(true);
  return { hands, orderCorrect, guesses, success: orderCorrect && guesses.every((g) => g.correct) };
}
