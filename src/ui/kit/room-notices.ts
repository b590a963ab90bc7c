// The room's notices during a game (a lost connection, a seat to manage, the fair-play line) and
// its first-game hint, handed by the room to the game's screen: GameLayout places them where they
// cover neither the game's header nor the player's own cards (the notices under the header's
// strip; over the 3D table the hint in a box of its own that the camera keeps clear, or folded
// into its mark at the strip's end where such a box would cost the pieces too much).
import { createContext, useContext, type ReactNode } from 'react';

/** The room's notices for the game's screen to place (null: none, or not in a room). */
export const RoomNotices = createContext<ReactNode>(null);

/** The notices the room handed to this screen. */
export function useRoomNotices(): ReactNode {
  return useContext(RoomNotices);
}

/** The room's first-game hint for the game's screen to place (null: none). */
export const RoomHint = createContext<ReactNode>(null);

/** The hint the room handed to this screen. */
export function useRoomHint(): ReactNode {
  return useContext(RoomHint);
}
