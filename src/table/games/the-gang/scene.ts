// The Gang on the table, as data: every card, chip and stack the view shows, where it rests, what
// each face shows, what may be picked up, and the words floating over the table. Pure (view in,
// description out), so the 3D layer only draws and animates it and this file is tested alone.
// Rest poses come from the rules state only, so every peer's table looks the same at rest. This
// file sets the table up for the viewer (its arrangement, who sits where); scene-parts.ts builds
// each part of it (the pockets, the middle, the chips, the heist's markers, names, drop zones).
import type { GangView } from '../../../engine/index.ts';
import { SEAT_AREA, seatAnchor, type Arrangement, type Pose } from '../../core/layout.ts';
import type { TableScene } from '../../core/objects.ts';
import {
  deckPose,
  gangArrangement,
  gangMiddle,
  gangSizes,
  isShort,
  shortMiddleArea,
} from './layout.ts';
import {
  chips,
  heistMarkers,
  middleCards,
  pocketCards,
  seatLabels,
  tableZones,
  type SceneParts,
} from './scene-parts.ts';

export type { FaceKey, TableLabel, TableObject } from '../../core/objects.ts';
export { DEAL_MS, REVEAL_MS } from './scene-parts.ts';
/** The Gang's table: the generic table scene. */
export type GangScene = TableScene;

export interface GangSceneOptions {
  /** Raise the local player's pocket cards (hovered or held). */
  readonly raised?: boolean;
  /** A seat's name. */
  readonly name?: (seat: number) => string;
  /** The shape of the screen's table area (wide unless said). */
  readonly shape?: 'wide' | 'tall';
  /** A short, wide screen (a phone held sideways): the short table (layout.ts SHORT). */
  readonly short?: boolean;
  /** The arrangement to use instead of the game's own for that shape (tests, the bench). */
  readonly arrangement?: Arrangement;
  /** A replay: no seat is the viewer's (no name says "you"). */
  readonly watching?: boolean;
}

/** Everything on the table for the viewer of `view`. */
export function gangScene(view: GangView, opts: GangSceneOptions = {}): GangScene {
  const n = view.seats;
  const local = view.seat ?? 0;
  const arrangement = opts.arrangement ?? gangArrangement(n, opts.shape ?? 'wide', opts.short);
  const middle = gangMiddle(arrangement);
  const sizes = gangSizes(arrangement, n);
  const reveal = view.phase === 'showdown' || view.phase === 'over' ? view.showdown : null;
  const parts: SceneParts = {
    view,
    watching: !!opts.watching,
    name: opts.name ?? ((seat: number) => `Seat ${seat + 1}`),
    raised: !!opts.raised,
    // A smaller table keeps the rule cards behind the community cards, clear of the seats; a
    // tall or short one has the middle's pieces nearer the player, clear of the seats along its
    // far half.
    middle,
    mid: (p: Pose): Pose => toward(p, middle.dz),
    anchor: (seat: number) => seatAnchor(seat, n, local, arrangement),
    relative: (seat: number) => (seat - local + n) % n,
    heist: String(view.heist),
    reveal,
    sizes,
  };
  const markers = heistMarkers(parts);
  return {
    seats: n,
    localSeat: local,
    arrangement,
    objects: [...pocketCards(parts), ...middleCards(parts), ...chips(parts), ...markers.objects],
    labels: seatLabels(parts),
    moments: markers.moments,
    zones: tableZones(parts),
    dealFrom: parts.mid(deckPose(40)),
    // The short table's middle is one row deep, and the player's own seat deeper than the
    // others': the view keeps what they hold.
    ...(isShort(arrangement)
      ? {
          centreArea: shortMiddleArea(sizes.chip, middle.dz),
          ownSeatArea: { halfWidth: SEAT_AREA.halfWidth, depth: sizes.ownDepth },
        }
      : {}),
  };
}

/** A pose moved `dz` metres toward the player. */
function toward(p: Pose, dz: number): Pose {
  if (dz === 0) return p;
  return { ...p, position: { ...p.position, z: p.position.z + dz } };
}
