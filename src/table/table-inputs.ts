// What the 3D table is drawn from besides its view (TableView.tsx): the session's store (this
// seat, who holds what, where things were put, the seats' names, the link that drags through the
// session), or a replay's step (src/ui/fair: the seat it is seen from, the record's names,
// nothing held, and a link that asks nothing: read-only).
import { useMemo } from 'react';
import { seatNamesKey } from '../store/seats.ts';
import { useSession, useSessionController } from '../store/use-session.ts';
import type { withPlacements } from './core/placements.ts';
import type { TableLink } from './scene/runtime.ts';

/** What a replay gives the table: the view to draw (an all-seeing one), the seat it is seen
 * from, and the seats' names. */
export interface ReplayTable {
  readonly view: unknown;
  readonly seat: number;
  readonly names: readonly string[];
}

/** What the table is drawn from besides the view: the store's, or a replay's. */
export interface TableInputs {
  readonly seat: number | null;
  readonly demo: unknown;
  readonly holds: Readonly<Record<string, number>>;
  readonly placements: Parameters<typeof withPlacements>[1];
  readonly namesKey: string;
  readonly link: TableLink;
  /** A replay: no drags, no keys on the pieces. */
  readonly readOnly: boolean;
}

/** The session's side of drag and drop. */
function useTableLink(): TableLink {
  const session = useSessionController();
  return useMemo<TableLink>(
    () => ({
      grab: (object) => session.grab(object),
      pose: (object, p, r) => session.pose(object, p, r),
      drop: (object, zone, extra) => session.drop(object, zone, extra),
      onPose: (fn) => session.onPose(fn),
      refused: (reason) => session.notify({ reason, tone: 'warn' }),
    }),
    [session],
  );
}

/** The store's inputs, and this seat's view (null outside a match). */
export function useStoreInputs(): [unknown, TableInputs] {
  const view = useSession((s) => s.view);
  const seat = useSession((s) => s.seat);
  const demo = useSession((s) => s.demo);
  const holds = useSession((s) => s.holds);
  const placements = useSession((s) => s.placements);
  // The table depends on the names only, not on the rest of the lobby (round-trip times change
  // every few seconds, and a new scene would mean a new frame).
  const namesKey = useSession((s) => seatNamesKey(s.lobby));
  const link = useTableLink();
  const inputs = useMemo<TableInputs>(
    () => ({ seat, demo, holds, placements, namesKey, link, readOnly: false }),
    [seat, demo, holds, placements, namesKey, link],
  );
  return [view, inputs];
}

/** Nobody holds anything in a replay, nothing was moved by hand. */
const NO_HOLDS: Readonly<Record<string, number>> = {};
const NO_PLACEMENTS: TableInputs['placements'] = {};

/** A link that asks nothing of anyone: a replay's pieces are not picked up. */
const READ_ONLY_LINK: TableLink = {
  grab: () => Promise.resolve({ ok: false, reason: 'not-seated' }),
  pose: () => {},
  drop: () => Promise.resolve({ ok: false, reason: 'not-seated' }),
  onPose: () => () => {},
  refused: () => {},
};

/** A replay's inputs: read-only, seen from its seat, the record's names. */
export function useReplayInputs(replay: ReplayTable): TableInputs {
  const namesKey = JSON.stringify(replay.names);
  return useMemo<TableInputs>(
    () => ({
      seat: replay.seat,
      demo: null,
      holds: NO_HOLDS,
      placements: NO_PLACEMENTS,
      namesKey,
      link: READ_ONLY_LINK,
      readOnly: true,
    }),
    [replay.seat, namesKey],
  );
}
