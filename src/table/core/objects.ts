// What a game puts on the table, as plain data: objects with their owners, faces and rest poses,
// the drop zones, where dealt cards come from, and words floating over the table. Each game
// describes its view in these terms (src/table/games/<id>/scene.ts); the 3D layer draws and
// animates any such description and turns drops into the game's zones, so new games drop in.
import type { DropZone } from '../../engine/index.ts';
import type { Framing } from './framing.ts';
import {
  centreZoneArea,
  fromSeatFrame,
  spotPoint,
  WIDE,
  type Arrangement,
  SEAT_AREA,
  seatAnchor,
  v3,
  type Pose,
  type SeatAnchor,
  type Vec3,
  type ZoneArea,
} from './layout.ts';

/**
 * What a face shows, as a key the game's face painter turns into a texture: the game's id, a
 * slash, then the game's own key, e.g. `the-gang/card:As`, `the-gang/chip:red:4:light`.
 */
export type FaceKey = string;

/** Which model an object uses: a card, a chip, or a stack of cards (one card, thickened). */
export type Model = 'card' | 'chip' | 'stack';

export interface TableObject {
  readonly id: string;
  readonly model: Model;
  /** The face on top when the object lies face up (card front, chip's light side). */
  readonly front: FaceKey;
  readonly back: FaceKey;
  /** The rim's face (a chip's edge band); cards have paper edges. */
  readonly edge?: FaceKey;
  readonly rest: Pose;
  /** The zone it rests in by the rules, if a drop may have put it at a spot there. */
  readonly zone?: DropZone;
  /** The seat it belongs to (a player's own cards), or null. */
  readonly owner: number | null;
  /** Its owner's pointer lifts it, as a hand lifts cards to read them (the scene raises them). */
  readonly raise?: boolean;
  /** How it first appears: dealt (from the scene's deal origin, or `from`), dropped from above,
   * or just there. */
  readonly enter: 'deck' | 'drop' | 'rest';
  /** Where a dealt object comes from, when not the scene's deal origin (a card played from a
   * player's hand). */
  readonly from?: Pose;
  /** Ms to wait, when it enters, before it leaves the deck (the dealing order). */
  readonly dealDelay: number;
  /** Ms to wait before gliding to a new rest pose (showdown reveals, one hand at a time). */
  readonly delay: number;
  /** Bumped when a new object takes an old one's id (the next heist's cards): it enters again. */
  readonly generation: string;
  /** Whether this seat may try to pick it up now (the host still decides). */
  readonly draggable: boolean;
  /** Where this seat may put it down now, as the rules read the view (the host still decides):
   * shown while it is carried, and what a tap on it means (drag.ts tapMeaning). Unset: the
   * scene does not say (a tap puts it down where it lies). */
  readonly targets?: readonly DropZone[];
  /** Cards in a stack (model 'stack'). */
  readonly count?: number;
  /** Drawn this many times its model's size (1 unless a game makes it larger: the cards a
   * player holds). */
  readonly scale?: number;
  /** What it is, in words (hover titles, screen readers, tests). */
  readonly label: string;
  /** A marker no one reads a value from (the direction of play, the pile of finished tricks):
   * where a crowded screen leaves a name no other room, the name may lie over it (label-place). */
  readonly minor?: boolean;
}

/** Words floating over the table: seat names, and each revealed hand's name at the showdown. */
export interface TableLabel {
  readonly id: string;
  readonly text: string;
  readonly at: Vec3;
  readonly tone: 'seat' | 'you' | 'hand' | 'mistake';
  /** Ms to wait before showing it (the showdown's reveal order). */
  readonly delay: number;
}

/** A moment the table marks with light: rings of colour spreading over the felt where it
 * happened (a vault cracked, an alarm, a gang of four played, a heist pulled off). */
export interface TableMoment {
  /** Stays the same while the moment's trace stays in the view: each id plays once. Those
   * already in the first scene a table draws (a reload, a late join) do not play. */
  readonly id: string;
  readonly at: Vec3;
  readonly tone: 'gold' | 'red';
  /** Ms to wait before it plays (after the cards that tell it have turned). */
  readonly delay: number;
}

/** About how long a card lying still takes to turn over (a glide of half a turn, motion.ts): a
 * moment that a turning card tells plays as it lands. */
export const TURN_MS = 550;

/** A place on the table where objects may be dropped: the rules' zone and its area. */
export interface ZoneDef {
  readonly zone: DropZone;
  readonly area: ZoneArea;
  /** What the place is, in words (the keyboard's walk says it); unset: its seat's name, the
   * piece it is, or the middle of the table. */
  readonly label?: string;
}

/** A part of a scene (a game's scene builder puts its parts together): its objects, the words
 * over them, the moments glowing on the felt. */
export interface ScenePart {
  readonly objects?: readonly TableObject[];
  readonly labels?: readonly TableLabel[];
  readonly moments?: readonly TableMoment[];
}

/** A table as set up for its viewer, which a game's scene parts build from (each game adds its
 * own: where its middle lies, whether a piece may be picked up, …). */
export interface ViewerTable<V> {
  readonly view: V;
  /** A seat's name. */
  readonly name: (seat: number) => string;
  /** Where a seat sits, as the viewer sees the table. */
  readonly anchor: (seat: number) => SeatAnchor;
  /** A replay: seen from a seat that is nobody's (no name says "you"). */
  readonly watching?: boolean;
}

/** A stack of `count` cards that nobody moves, each side looking like `look` (none: nothing). */
export function cardStack(
  id: string,
  count: number,
  rest: Pose,
  look: FaceKey,
  label: string,
): TableObject[] {
  if (count <= 0) return [];
  const stack: TableObject = {
    id,
    model: 'stack',
    front: look,
    back: look,
    owner: null,
    rest,
    enter: 'rest',
    dealDelay: 0,
    delay: 0,
    generation: '0',
    draggable: false,
    count,
    label,
  };
  return [stack];
}

/** The parts of a scene together, in order. */
export function joinParts(parts: readonly ScenePart[]): {
  objects: TableObject[];
  labels: TableLabel[];
  moments: TableMoment[];
} {
  return {
    objects: parts.flatMap((p) => p.objects ?? []),
    labels: parts.flatMap((p) => p.labels ?? []),
    moments: parts.flatMap((p) => p.moments ?? []),
  };
}

/** Everything on one player's table. */
export interface TableScene {
  readonly seats: number;
  /** How this screen arranges the table (felt.ts; the full, wide table unless set). */
  readonly arrangement?: Arrangement;
  /** The seat at the front of this screen (a spectator sees seat 0's side). */
  readonly localSeat: number;
  readonly objects: readonly TableObject[];
  readonly labels: readonly TableLabel[];
  /** The moments marked with light (none by default). */
  readonly moments?: readonly TableMoment[];
  /** Where drops may land, first match first (objects before the areas under them). */
  readonly zones: readonly ZoneDef[];
  /** Where dealt objects come from. */
  readonly dealFrom: Pose;
  /** What the seat's view keeps on screen, and how steeply it looks (sceneFraming fills in what
   * a game leaves out: every object and label, from the default height). */
  readonly framing?: Partial<Framing>;
  /** The player holds their hand off the table (a rail across the screen's foot): the seat's
   * view keeps only the inner side of their own area in view and reads the centre's cards. */
  readonly handOffTable?: boolean;
  /** What lies before each player, in the seat's frame (SEAT_AREA unless a game spreads wider):
   * the seat's view keeps it all in view. */
  readonly seatArea?: { readonly halfWidth: number; readonly depth: number };
  /** What the seat's view keeps of the middle, where a game's middle is not the centre zone's
   * (centreZoneArea for the arrangement unless set): a middle laid out smaller than that zone
   * lets the view stand nearer. */
  readonly centreArea?: ZoneArea;
  /** What lies before the player themself, where a game draws their own seat larger than the
   * others' (seatArea unless set). */
  readonly ownSeatArea?: { readonly halfWidth: number; readonly depth: number };
}

/** How steeply the seat's view looks down unless a game says otherwise (radians). */
export const DEFAULT_ELEVATION = 0.95;

/**
 * The scene's framing: the game's own, else every seat's area and the centre's, whole (so the
 * view depends on the number of seats only, and stays put while pieces move); names need no
 * room of their own, the labels keep themselves on screen. The cards to read are the centre's
 * and the player's own unless the game says otherwise.
 */
export function sceneFraming(scene: TableScene): Framing {
  const elevation = scene.framing?.elevation ?? DEFAULT_ELEVATION;
  // The cards read most: the centre's, and the player's own in the middle of their area.
  const arrangement = scene.arrangement ?? WIDE;
  const own = seatAnchor(scene.localSeat, scene.seats, scene.localSeat, arrangement);
  const others = scene.seatArea ?? SEAT_AREA;
  const mine = scene.ownSeatArea ?? others;
  const ownCards = scene.handOffTable ? [] : [fromSeatFrame(own, 0, -mine.depth / 2)];
  const read = scene.framing?.read ?? [v3(0, 0, 0), ...ownCards];
  if (scene.framing?.keep) return { keep: scene.framing.keep, elevation, read };
  const keep: Vec3[] = [];
  const areas: Vec3[][] = [];
  // The centre zone's ends and the corners of its straights (spots −1…1 across it).
  const centre = scene.centreArea ?? centreZoneArea(arrangement);
  const side = centre.kind === 'stadium' ? centre.straight / (centre.straight + centre.radius) : 1;
  const ends: [number, number][] =
    centre.kind === 'stadium' && centre.tall
      ? [
          [0, -1],
          [0, 1],
          [-1, -side],
          [1, -side],
          [-1, side],
          [1, side],
        ]
      : [
          [-1, 0],
          [1, 0],
          [-side, -1],
          [side, -1],
          [-side, 1],
          [side, 1],
        ];
  for (const at of ends) keep.push(spotPoint(centre, at));
  for (let seat = 0; seat < scene.seats; seat++) {
    const anchor = seatAnchor(seat, scene.seats, scene.localSeat, arrangement);
    // Its pieces: from a little inside the felt's edge (the edge itself holds nothing) to the
    // area's inner side, a little above the felt (cards held up, stacks); the middles of its long
    // sides too, so that no panel's corner pokes into it between its corners. A hand held off
    // the table leaves the player only the inner side in view.
    const whole = !(scene.handOffTable && seat === scene.localSeat);
    const { halfWidth, depth } = seat === scene.localSeat ? mine : others;
    const sides = whole ? [-0.04, -depth] : [-depth];
    for (const z of sides) {
      for (const x of [-halfWidth, 0, halfWidth]) keep.push(fromSeatFrame(anchor, x, z, 0.03));
    }
    const near = whole ? -0.04 : -depth / 2;
    areas.push(
      [
        [-halfWidth, near],
        [halfWidth, near],
        [halfWidth, -depth],
        [-halfWidth, -depth],
      ].map(([x, z]) => fromSeatFrame(anchor, x!, z!, 0.03)),
    );
  }
  return { keep, elevation, read, areas };
}
