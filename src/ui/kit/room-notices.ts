// The room's notices during a game (a lost connection, a seat to manage, the fair-play line, the
// first-game hint), handed by the room to the game's screen: GameLayout places them where they
// cover neither the game's header nor the player's own cards (under the header's strip).
import { createContext, useContext, type ReactNode } from 'react';

/** The room's notices for the game's screen to place (null: none, or not in a room). */
export const RoomNotices = createContext<ReactNode>(null);

/** The notices the room handed to this screen. */
export function useRoomNotices(): ReactNode {
  return useContext(RoomNotices);
}
