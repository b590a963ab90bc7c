// The host's table tools during a game: "Lock the table" and "Hand the table to …". They sit with
// the table's settings (GameLayout's foot: a corner on a large screen, the sheet on a phone),
// never over the game's header; the urgent seat notices (somebody left) stay in the room's
// notices (SeatsInPlay).
import { useSession } from '../../store/use-session.ts';
import { HandOver } from './HandOver.tsx';
import { LockToggle } from './LockToggle.tsx';

/** The lock and the hand-over for the host while a game is played (nothing for anyone else). */
export function HostTools() {
  const lobby = useSession((s) => s.lobby);
  const you = useSession((s) => s.you);
  const demo = useSession((s) => s.demo);
  const host = lobby?.players.some((p) => p.id === you && p.host) ?? false;
  if (!lobby?.playing || !host || demo) return null;
  return (
    <div className="host-tools">
      <LockToggle lobby={lobby} />
      <HandOver lobby={lobby} />
    </div>
  );
}
