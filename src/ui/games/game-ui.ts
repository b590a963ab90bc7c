// What a game gives the screens (one module per game, src/ui/games/<id>/, registered in
// src/ui/games/registry.ts): how the home screen presents it, its lobby options, its screen
// around the table, and the sentences for its reason codes. The home screen, the lobby and the
// room never name a game: they go through the registry.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { GameId } from '../../engine/index.ts';

/** How the home screen and the lobby present a game (its seat range and default options come
 * from the engine's definition: registry.ts seatRange, defaultOptions). */
export interface GameInfo {
  readonly id: GameId;
  readonly name: string;
  readonly kind: string;
  readonly blurb: string;
}

/** The options editor: the host changes them in the lobby (and when creating a table). */
export interface OptionsProps {
  readonly options: unknown;
  /** False: shows the options, read-only (guests in the lobby). */
  readonly editable: boolean;
  onChange(next: unknown): void;
}

export interface GameUi {
  readonly info: GameInfo;
  /** The small vignette on the home screen's game card. */
  readonly Art: ComponentType;
  readonly Options: ComponentType<OptionsProps>;
  /** The game's screen: header, the table (src/ui/table/TableArea.tsx), panels, dialogs. Loaded
   * when a game starts. Null while the game is not playable yet. */
  readonly Screen: LazyExoticComponent<ComponentType<{ view: unknown }>> | null;
  /** The game's reason codes in plain English (the shared ones live in src/ui/reasons.ts). */
  readonly reasons: Readonly<Record<string, string>>;
  /** What just happened in `view`, in one sentence from the game's log (a demo's caption), or
   * null when there is nothing to say yet. */
  readonly caption: (view: unknown, name: (seat: number) => string) => string | null;
}

/** The newest line of a log that reads as a sentence. */
export function lastLogLine<E>(
  log: readonly E[] | undefined,
  text: (entry: E) => string | null,
): string | null {
  for (let i = (log?.length ?? 0) - 1; i >= 0; i--) {
    const line = text(log![i]!);
    if (line) return line;
  }
  return null;
}
