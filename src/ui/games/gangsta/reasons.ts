// Gangsta!'s reason codes in plain English (src/engine/games/gangsta/rules.ts and table.ts); the
// shared ones (not-your-turn, game-over, malformed …) live in src/ui/reasons.ts.

export const GANGSTA_REASONS: Readonly<Record<string, string>> = {
  // The rules.
  'wrong-phase': 'Not now: that is not part of this step of the game.',
  'not-your-gangster': 'That gangster is not in your gang.',
  'not-engaged': 'That gangster is already available: only engaged gangsters are mobilised.',
  'cannot-afford': 'Not enough money: you cannot pay for that.',
  'not-in-river': 'That card is no longer in the river.',
  'no-such-gangster': 'That gangster is not in anybody’s gang.',
  'already-in-heist': 'That gangster is already on this heist.',
  'not-available': 'That gangster is engaged: only available gangsters join a heist.',
  'adds-no-skill': 'That gangster brings none of the skills this heist still needs.',
  'not-cooperative':
    'This heist is not cooperative: only your own gangsters may join it (co-op heists have a teal frame).',
  'first-from-own-gang': 'The first gangster on a heist must be one of your own.',
  'awaiting-consent': 'Wait for the owner to answer: lend or refuse.',
  'nothing-to-choose': 'You have nothing to discard now.',
  'cannot-discard-boss': 'A boss is never discarded: choose one of the gangsters.',
  'not-in-gang': 'That gangster is not in the gang you discard from.',
  'nothing-to-answer': 'Nobody is asking you anything now.',
  // The table (drag and drop).
  'no-such-card': 'That card is not on the table.',
  'not-your-gang': 'That is another player’s gang: recruits and heists go to your own.',
  'drop-on-your-gang':
    'Drop it on your own gang: a gangster to recruit it, a heist to take it on (or click the heist).',
  'drop-on-heist': 'Drop gangsters on the heist card to put them on the job.',
  'drop-on-discards': 'Drop the gangster on the discard pile to discard it.',
  'mobilise-on-gang': 'To mobilise a gangster, click it (or drop it back on your gang).',
  'abandon-in-river':
    'To give up this heist, drop it back in the heist river (or use “Abandon the heist”).',
  'off-table': 'Put it down on the table.',
};
