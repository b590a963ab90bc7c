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
  readonly players: readonly { readonly chip: string | null; readonly row?: unknown }[];
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
 * null when the game has no chips. A round's last chip taken ends it at once, so no view shows
 * it held: it is read from the row of earlier rounds' chips (`players[].row`) instead. */
export function chipHistory(views: readonly unknown[]): ChipRound[] | null {
  if (views.length === 0 || !views.every(isChipView)) return null;
  const rounds: { heist: number; round: number; seats: string[][] }[] = [];
  const at = (heist: number, round: number, seats: number) => {
    let r = rounds.find((x) => x.heist === heist && x.round === round);
    if (!r) {
      r = { heist, round, seats: Array.from({ length: seats }, () => []) };
      rounds.push(r);
      rounds.sort((a, b) => a.heist - b.heist || a.round - b.round);
    }
    return r;
  };
  const held = (r: { seats: string[][] }, seat: number, chip: string | null | undefined) => {
    const list = r.seats[seat];
    if (list && typeof chip === 'string' && list.at(-1) !== chip) list.push(chip);
  };
  for (const view of views as readonly ChipView[]) {
    const n = view.players.length;
    const now = at(view.heist, view.round, n);
    for (const [seat, p] of view.players.entries()) {
      held(now, seat, p.chip);
      // The chips each seat ended the earlier rounds with (empty under Blackout).
      for (const [i, chip] of (Array.isArray(p.row) ? p.row : []).entries()) {
        held(at(view.heist, i + 1, n), seat, chip);
      }
    }
  }
  return rounds;
}

/** The rounds of heist `heist` only (what shows beside the players at a step of that heist). */
export const heistRounds = (rounds: readonly ChipRound[], heist: number): ChipRound[] =>
  rounds.filter((r) => r.heist === heist);
