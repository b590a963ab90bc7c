// Why a record fails its check (verify.ts), apart from the check itself: the screens name each
// failure in words without loading the rules.

/** Why a record failed, as a closed set of codes (the UI says each in words). */
export const FAIR_FAILURES = [
  'malformed-record',
  'unknown-game',
  'other-game',
  'commitment-changed',
  'commitment-mismatch',
  'stand-in-mismatch',
  'contribution-missing',
  'seed-mismatch',
  'setup-failed',
  'illegal-intent',
  'view-mismatch',
  'result-mismatch',
] as const;
export type FairFailure = (typeof FAIR_FAILURES)[number];
