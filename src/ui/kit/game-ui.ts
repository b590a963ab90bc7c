// What a game gives the screens (one module per game, src/ui/games/<id>/, registered in
// src/ui/games/registry.ts): how the home screen presents it, its lobby options, its screen
// around the table, and the sentences for its reason codes. The home screen, the lobby and the
// room never name a game: they go through the registry.
import type { ComponentType, LazyExoticComponent } from 'react';
import { readyLazy, type ReadyLazy } from '../table/ready-lazy.ts';
import type { GameId } from '../../engine/index.ts';

/** Which game a module presents (its name, kind and pitch are messages of its namespace,
 * src/i18n/games/<id>/; its seat range and default options come from the engine's definition:
 * registry.ts gameName, gameKind, seatRange, defaultOptions). */
export interface GameInfo {
  readonly id: GameId;
}

/** The options editor: the host changes them in the lobby (and when creating a table). */
export interface OptionsProps {
  readonly options: unknown;
  /** False: shows the options, read-only (guests in the lobby). */
  readonly editable: boolean;
  onChange(next: unknown): void;
}

/** A game's screens; `V` is its view (unknown where the room holds every game's). */
export interface GameUi<V = unknown> {
  readonly info: GameInfo;
  /** The small vignette on the home screen's game card. */
  readonly Art: ComponentType;
  readonly Options: ComponentType<OptionsProps>;
  /** The game's screen: header, the table (src/ui/table/TableArea.tsx), panels, dialogs. Loaded
   * when a game starts. Null while the game is not playable yet. */
  readonly Screen: LazyScreen<{ view: V }> | null;
  /** The rules reference, in the reader's language and for this table's options (opened from
   * the status bar at any moment of play, src/ui/RulesButton.tsx; loaded when first opened). */
  readonly Rules: LazyExoticComponent<ComponentType<{ view: V }>>;
  /** What this seat should do now, in a sentence for a first game (src/ui/GameHint.tsx), or null
   * when there is nothing to say (a spectator, the game over). */
  readonly hint: (view: V) => string | null;
  /** The game's reason codes in the reader's language (the shared ones: src/ui/reasons.ts). */
  readonly reasons: Readonly<Record<string, string>>;
  /** What just happened in `view`, in one sentence from the game's log (a demo's caption), or
   * null when there is nothing to say yet. */
  readonly caption: (view: V, name: (seat: number) => string) => string | null;
}

/** A lazily loaded screen whose code can be fetched before it first renders. */
export type LazyScreen<P> = ReadyLazy<P>;

/** A game's screen loaded lazily from `load` (its module), `pick`ing the component; the lobby
 * preloads it while people gather, as it does the 3D table: on a 4G link and a 4× slower CPU it
 * was asked for ≈ 0.6 s after the start, behind the table's code on the page's main thread; once
 * in, it renders at once (ready-lazy.ts). */
export function lazyScreen<M, P>(
  load: () => Promise<M>,
  pick: (m: M) => ComponentType<P>,
): LazyScreen<P> {
  return readyLazy(() => load().then(pick));
}

/** A game's screens as the registry holds them, from its own: the one place where a game's view
 * type meets the room's (the room gives a game's screens only that game's views, which its host
 * made with the same engine). */
export function screensOf<V>(ui: GameUi<V>): GameUi {
  return ui as unknown as GameUi;
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
