// Renders a game's screen to markup for a seat, as the session would hold it: for the screens'
// tests (server rendering has no window, so the text table shows).
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStore } from 'zustand/vanilla';
import type { GameId } from '../../engine/index.ts';
import type { Lobby } from '../../net/protocol.ts';
import type { Session, SessionState } from '../../store/session.ts';
import { IDLE } from '../../store/session-state.ts';
import { SessionContext } from '../../store/use-session.ts';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Eve', 'Flo'];

export interface ScreenTable {
  readonly game: GameId;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seats: number;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** Match seats whose player has lost the connection. */
  readonly disconnected?: readonly number[];
}

/** The lobby of a game in play: Ann (host), Bo, Cy, … in seats 0, 1, 2, … */
export function playingLobby(t: ScreenTable): Lobby {
  return {
    code: 'KTR94M',
    game: t.game,
    options: t.options,
    minSeats: t.minSeats,
    maxSeats: t.maxSeats,
    players: NAMES.slice(0, t.seats).map((name, seat) => ({
      id: `p${seat}`,
      name,
      seat,
      ready: true,
      connected: !t.disconnected?.includes(seat),
      host: seat === 0,
      rtt: seat === 0 ? null : 12,
    })),
    playing: true,
    locked: false,
  };
}

/** The markup of `Screen` showing `view` to match seat `seat` (null: a spectator). */
export function renderScreen<V>(
  Screen: ComponentType<{ view: V }>,
  view: V,
  seat: number | null,
  table: ScreenTable,
): string {
  // Server rendering reads a store's initial state: the state goes in at creation.
  const state: SessionState = {
    ...IDLE,
    phase: 'room',
    role: seat === 0 ? 'host' : 'guest',
    code: 'KTR94M',
    status: 'connected',
    you: seat === null ? 'watcher' : `p${seat}`,
    token: seat === 0 ? null : 'SomeSeatToken123',
    lobby: playingLobby(table),
    seat,
    view,
    rtt: 3,
    savedTables: [],
    error: null,
    name: '',
    toasts: [],
  };
  const session = {
    store: createStore<SessionState>(() => state),
    links: () => ({ join: 'https://t.test/?room=KTR94M', rejoin: null }),
  } as unknown as Session;
  return renderToStaticMarkup(
    <SessionContext.Provider value={session}>
      <Screen view={view} />
    </SessionContext.Provider>,
  );
}

/** The words a reader sees in markup: tags, SVG titles and entities gone, spaces folded. */
export function markupText(html: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([?.,:!])/g, '$1');
}

/** The text of every button in the markup. */
export function buttonTexts(html: string): string[] {
  return [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => markupText(m[1]!).trim());
}
