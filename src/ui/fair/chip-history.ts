// The Gang's chip history in a replay, beside each player: which chips each one held in each
// betting round of a heist, in the order they held them (a chip taken, given back, another
// taken: `W2 → W4`). Read from the public views of the replay's states (every chip on the table
// is public), game-blind: a view with no `heist`, `round` and `players[].chip` has no history.

/** One betting round of a heist: per seat, the chips held in it, in order. */
export interface ChipRound {
  readonly heist: number;
  readonly round: number;
  readonly seats: readonly (readonly string[])[];
}

interface ChipView {
  readonly heist: number;
  readonly round: number;
  readonly players: readonly { readonly chip: string | null }[];
}

const isChipView = (v: unknown): v is ChipView => {
  const x = v as Partial<ChipView> | null;
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof x.heist === 'number' &&
    typeof x.round === 'number' &&
    Array.isArray(x.players) &&
    x.players.every((p) => typeof p === 'object' && p !== null && 'chip' in p)
  );
};

/** Every betting round seen in `views` (the public views of a replay's states, in order), or
 * null when the game has no chips. */
export function chipHistory(views: readonly unknown[]): ChipRound[] | null {
  if (views.length === 0 || !views.every(isChipView)) return null;
  const rounds: { heist: number; round: number; seats: string[][] }[] = [];
  for (const view of views as readonly ChipView[]) {
    let at = rounds.at(-1);
    if (!at || at.heist !== view.heist || at.round !== view.round) {
      at = { heist: view.heist, round: view.round, seats: view.players.map(() => []) };
      rounds.push(at);
    }
    for (const [seat, p] of view.players.entries()) {
      const held = at.seats[seat];
      if (held && p.chip !== null && held.at(-1) !== p.chip) held.push(p.chip);
    }
  }
  return rounds;
}

/** The rounds of heist `heist` only (what shows beside the players at a step of that heist). */
export const heistRounds = (rounds: readonly ChipRound[], heist: number): ChipRound[] =>
  rounds.filter((r) => r.heist === heist);
