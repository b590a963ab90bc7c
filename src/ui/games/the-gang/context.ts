// What every part of The Gang's view needs: the seat's view, names by match seat, who "I" am,
// and a way to act. Provided once by GangTable, read with useGang().
import { createContext, useContext } from 'react';
import type { GangIntent, GangView } from '../../../engine/index.ts';
import type { ActResult } from '../../../net/client.ts';
import type { LobbyPlayer } from '../../../net/protocol.ts';

export interface GangContextValue {
  readonly view: GangView;
  /** Lobby players by match seat (null if unknown). */
  readonly players: readonly (LobbyPlayer | null)[];
  /** Name of a match seat. */
  name(seat: number): string;
  /** This viewer's match seat, or null for a spectator. */
  readonly me: number | null;
  readonly isHost: boolean;
  act(intent: GangIntent): Promise<ActResult>;
}

export const GangContext = createContext<GangContextValue | null>(null);

/** The Gang's view context; throws a clear error outside GangTable. */
export function useGang(): GangContextValue {
  const value = useContext(GangContext);
  if (!value) throw new Error('useGang() needs <GangTable> above it');
  return value;
}
