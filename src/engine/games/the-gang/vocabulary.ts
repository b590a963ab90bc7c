// The Gang's closed vocabularies (rulebook: "Game materials", "Advanced mode", pp. 14–19).
// Card numbers are positions + 1, as printed on the cards.

/** Play modes (rulebook pp. 14–15). */
export const MODES = ['basic', 'advanced', 'professional', 'master-thief'] as const;
export type Mode = (typeof MODES)[number];

/** How the challenge and specialist stacks start: 1..10 for a first game, shuffled, or in the
 * order the last game in this room left them (the rulebook's tip for Advanced mode, p. 15). */
export const STACK_ORDERS = ['first-game', 'shuffled', 'carry-over'] as const;
export type StackOrder = (typeof STACK_ORDERS)[number];

/** Challenge cards 1–10 (rulebook pp. 16–17). */
export const CHALLENGES = [
  'quick-access',
  'noise-sensors',
  'motion-detector',
  'retina-scan',
  'hasty-getaway',
  'ventilation-shaft',
  'laser-tripwires',
  'blackout',
  'fingerprint-scan',
  'security-cameras',
] as const;
export type Challenge = (typeof CHALLENGES)[number];

/** Specialist cards 1–10 (rulebook pp. 18–19). */
export const SPECIALISTS = [
  'informant',
  'getaway-driver',
  'investor',
  'mastermind',
  'hacker',
  'coordinator',
  'jack',
  'math-whiz',
  'con-artist',
  'muscle',
] as const;
export type Specialist = (typeof SPECIALISTS)[number];

/** Specialists whose use the group decides ("decide which of you…"): propose, then agree. */
export const GROUP_SPECIALISTS = [
  'informant',
  'getaway-driver',
  'mastermind',
  'hacker',
  'jack',
  'muscle',
] as const satisfies readonly Specialist[];
export type GroupSpecialist = (typeof GROUP_SPECIALISTS)[number];

/** Challenges that add a group guess before the highest red chip's hand is revealed. */
export const GUESS_CHALLENGES = [
  'retina-scan',
  'fingerprint-scan',
] as const satisfies readonly Challenge[];
export type GuessChallenge = (typeof GUESS_CHALLENGES)[number];

/** Chip colours, one per round: white (pre-flop), yellow (flop), orange (turn), red (river). */
export const COLOURS = ['white', 'yellow', 'orange', 'red'] as const;
export type Colour = (typeof COLOURS)[number];

/** Chip token letters by round: a chip reads like `W1`, `Y3`, `O2`, `R6`. */
export const COLOUR_LETTERS = ['W', 'Y', 'O', 'R'] as const;

/** Card values a Retina Scan guess or a Mastermind question may name. */
export const RANK_CHARS = [
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'T',
  'J',
  'Q',
  'K',
  'A',
] as const;
export type RankChar = (typeof RANK_CHARS)[number];

/** The suitless "Jack" specialist card in a pocket (specialist 7): a J of no suit. */
export const JACK_CARD = 'J*';

/** The card number (1–10) printed on a challenge or specialist card. */
export function cardNumber(card: Challenge | Specialist): number {
  const c = (CHALLENGES as readonly string[]).indexOf(card);
  return (c >= 0 ? c : (SPECIALISTS as readonly string[]).indexOf(card)) + 1;
}

/** The token of the chip of `round` (1–4) with `stars` stars. */
export function chipToken(round: number, stars: number): string {
  return `${COLOUR_LETTERS[round - 1]}${stars}`;
}

const CHIP_TOKEN = new RegExp(`^([${COLOUR_LETTERS.join('')}])([1-6])$`);

/** Parses a chip token into its round (1–4), colour and stars, or null: the one place that
 * reads the chip notation (the screens and the table ask here). */
export function parseChip(token: string): { round: number; colour: Colour; stars: number } | null {
  const m = CHIP_TOKEN.exec(token);
  if (!m) return null;
  const i = (COLOUR_LETTERS as readonly string[]).indexOf(m[1]!);
  return { round: i + 1, colour: COLOURS[i]!, stars: Number(m[2]) };
}
