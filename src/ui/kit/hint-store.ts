// Whether a game's first-game hint was dismissed in this browser: remembered in localStorage, one
// key per game, so that once put away it never comes back for that game (other games keep theirs).

/** The storage key of `game`'s hint. */
export const hintKey = (game: string): string => `gang-table.hint.${game}`;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function local(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled: the hint shows until dismissed on this page
  }
}

/** True once the player put `game`'s hint away in this browser. */
export function hintDismissed(game: string, store: Store | null = local()): boolean {
  try {
    return store?.getItem(hintKey(game)) === 'dismissed';
  } catch {
    return false;
  }
}

/** Remembers that the player put `game`'s hint away. */
export function dismissHint(game: string, store: Store | null = local()): void {
  try {
    store?.setItem(hintKey(game), 'dismissed');
  } catch {
    // not remembered: it comes back on the next visit
  }
}
