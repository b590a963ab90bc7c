// The Gang on the table, as data: every card, chip and stack the view shows, where it rests, what
// each face shows, what may be picked up, and the words floating over the table. Pure (view in,
// description out), so the 3D layer only draws and animates it and this file is tested alone.
// Rest poses come from the rules state only, so every peer's table looks the same at rest.
import type { DropZone, GangView } from '../../../engine/index.ts';
import { parseChip, type Colour } from '../../../engine/games/the-gang/vocabulary.ts';
import { CATEGORY_TEXT, cardSpeech } from '../../../i18n/games/the-gang/texts.ts';
import {
  CARD,
  fromSeatFrame,
  seatAnchor,
  seatZoneArea,
  type Arrangement,
  type Pose,
} from '../../core/layout.ts';
import {
  TURN_MS,
  type FaceKey,
  type TableLabel,
  type TableMoment,
  type TableObject,
  type TableScene,
  type ZoneDef,
} from '../../core/objects.ts';
import {
  centreChipPose,
  chipRowPose,
  chipSlotPose,
  communityCardPose,
  deckPose,
  centreZone,
  gangArrangement,
  TALL_SHIFT,
  MARKER_SCALE,
  OWN_SCALE,
  pocketCardPose,
  ruleStackPose,
  specialCardPose,
  vaultAlarmPose,
} from './layout.ts';

export type { FaceKey, TableLabel, TableObject } from '../../core/objects.ts';
/** The Gang's table: the generic table scene. */
export type GangScene = TableScene;

/** A face of The Gang (src/table/games/the-gang/faces.ts reads these keys). */
const face = (key: string): FaceKey => `the-gang/${key}`;

/** Ms between two hands revealed at the showdown. */
export const REVEAL_MS = 900;
/** Ms between two cards dealt to the table. */
export const DEAL_MS = 90;

/** A chip token's colour (the engine reads the notation). */
const colourOf = (token: string): Colour => parseChip(token)?.colour ?? 'white';
/** The face key of a chip side. */
function chipFace(token: string, dark: boolean): FaceKey {
  return face(`chip:${colourOf(token)}:${token.slice(1)}:${dark ? 'dark' : 'light'}`);
}

export interface GangSceneOptions {
  /** Raise the local player's pocket cards (hovered or held). */
  readonly raised?: boolean;
  /** A seat's name. */
  readonly name?: (seat: number) => string;
  /** The shape of the screen's table area (wide unless said). */
  readonly shape?: 'wide' | 'tall';
  /** The arrangement to use instead of the game's own for that shape (tests, the bench). */
  readonly arrangement?: Arrangement;
}

/** Everything on the table for the viewer of `view`. */
export function gangScene(view: GangView, opts: GangSceneOptions = {}): GangScene {
  const n = view.seats;
  const local = view.seat ?? 0;
  const name = opts.name ?? ((seat: number) => `Seat ${seat + 1}`);
  const arrangement = opts.arrangement ?? gangArrangement(n, opts.shape ?? 'wide');
  // A smaller table keeps the rule cards behind the community cards, clear of the seats; a tall
  // one has the middle's cards nearer the player, clear of the seats along its far half.
  const compact = arrangement.turn === 'tall' || arrangement.scale < 1;
  const tall = arrangement.turn === 'tall';
  const mid = (p: Pose): Pose => (tall ? toward(p, TALL_SHIFT) : p);
  const anchor = (seat: number) => seatAnchor(seat, n, local, arrangement);
  const relative = (seat: number) => (seat - local + n) % n;
  const heist = String(view.heist);
  const objects: TableObject[] = [];
  const labels: TableLabel[] = [];
  const reveal = view.phase === 'showdown' || view.phase === 'over' ? view.showdown : null;
  const revealOrder = new Map(reveal?.hands.map((h, k) => [h.seat, k]) ?? []);

  // Pocket cards: the owner's face up, everyone else's face down until revealed.
  for (const p of view.players) {
    const mine = p.seat === view.seat;
    for (let i = 0; i < p.pocketCount; i++) {
      const token = p.pocket?.[i] ?? null;
      const faceUp = token !== null;
      const k = revealOrder.get(p.seat);
      objects.push({
        id: `pocket:${p.seat}:${i}`,
        model: 'card',
        front: face(token ? `card:${token}` : 'card:back'),
        back: face('card:back'),
        owner: p.seat,
        raise: mine,
        rest: pocketCardPose(
          i,
          p.pocketCount,
          anchor(p.seat),
          mine && !!opts.raised,
          faceUp,
          mine ? OWN_SCALE : 1,
        ),
        ...(mine ? { scale: OWN_SCALE } : {}),
        enter: 'deck',
        dealDelay: (i * n + relative(p.seat)) * DEAL_MS,
        delay: !mine && k !== undefined ? k * REVEAL_MS : 0,
        // A redrawn or swapped card of your own is a new card; another's card being revealed is not.
        generation: mine && token ? `${heist}:${token}` : heist,
        draggable: false,
        label: token
          ? `${name(p.seat)}: ${cardSpeech(token)}`
          : `${name(p.seat)}: a face-down card`,
      });
    }
  }

  // The community cards, dealt from the deck and turned face up.
  view.community.forEach((token, i) => {
    objects.push({
      id: `community:${i}`,
      model: 'card',
      front: face(`card:${token}`),
      back: face('card:back'),
      owner: null,
      rest: mid(communityCardPose(i)),
      enter: 'deck',
      dealDelay: (i < 3 ? i : i - 3) * 150,
      delay: 0,
      generation: heist,
      draggable: false,
      label: `Table card: ${cardSpeech(token)}`,
    });
  });

  // The deck and the two face-down rule stacks.
  const stack = (id: string, count: number, rest: Pose, look: FaceKey, label: string) => {
    if (count <= 0) return;
    objects.push({
      id,
      model: 'stack',
      front: look,
      back: look,
      owner: null,
      rest: lift(rest, ((count - 1) * CARD.thickness) / 2),
      enter: 'rest',
      dealDelay: 0,
      delay: 0,
      generation: '0',
      draggable: false,
      count,
      label,
    });
  };
  stack(
    'deck',
    view.deckCount,
    mid(deckPose(0)),
    face('card:back'),
    `The deck: ${view.deckCount} cards`,
  );
  stack(
    'stack:challenge',
    view.stacks.challenges,
    mid(ruleStackPose('challenge', 0, compact)),
    face('challenge:back'),
    `Challenge cards: ${view.stacks.challenges}`,
  );
  stack(
    'stack:specialist',
    view.stacks.specialists,
    mid(ruleStackPose('specialist', 0, compact)),
    face('specialist:back'),
    `Specialist cards: ${view.stacks.specialists}`,
  );

  // This heist's challenges and specialist, face up beside the community cards.
  const specials: { kind: 'challenge' | 'specialist'; card: string }[] = [
    ...view.challenges.map((card) => ({ kind: 'challenge' as const, card })),
    ...(view.specialist ? [{ kind: 'specialist' as const, card: view.specialist }] : []),
  ];
  specials.forEach(({ kind, card }, k) => {
    objects.push({
      id: `${kind}:${card}`,
      model: 'card',
      front: face(`${kind}:${card}`),
      back: face(`${kind}:back`),
      owner: null,
      rest: mid(specialCardPose(k, compact)),
      enter: 'rest',
      dealDelay: 0,
      delay: 0,
      generation: heist,
      draggable: false,
      label: `${kind === 'challenge' ? 'Challenge' : 'Specialist'}: ${card}`,
    });
  });

  // Chips: this round's wait in the centre or in front of their holder; earlier rounds' in rows.
  const dark = new Set(view.dark);
  const me = view.seat;
  const mine = (token: string) => me !== null && view.players[me]?.chip === token;
  const chip = (
    token: string,
    rest: Pose,
    draggable: boolean,
    where: string,
    zone?: TableObject['zone'],
  ) => {
    const stars = Number(token.slice(1));
    // Yours goes back to the centre; any other is taken by putting it before you.
    const targets: DropZone[] | undefined =
      draggable && me !== null
        ? [mine(token) ? { kind: 'centre' } : { kind: 'seat', seat: me }]
        : undefined;
    objects.push({
      ...(targets ? { targets } : {}),
      id: token,
      model: 'chip',
      front: chipFace(token, false),
      back: chipFace(token, true),
      edge: face(`chip-edge:${colourOf(token)}`),
      owner: null,
      ...(zone ? { zone } : {}),
      rest,
      enter: 'drop',
      dealDelay: (stars - 1) * 60,
      delay: 0,
      generation: heist,
      draggable,
      label: `${colourOf(token)} chip, ${stars} star${stars === 1 ? '' : 's'}${where}`,
    });
  };
  const thisRound = (token: string) => parseChip(token)?.round === view.round;
  const canAct = view.seat !== null && view.phase === 'round';
  for (const token of view.centre) {
    chip(
      token,
      mid(centreChipPose(Number(token.slice(1)), n, dark.has(token))),
      canAct && thisRound(token),
      ', in the centre',
    );
  }
  for (const p of view.players) {
    if (p.chip) {
      const locked = dark.has(p.chip);
      // A chip put down by hand rests where it was put, in its holder's area.
      chip(
        p.chip,
        chipSlotPose(anchor(p.seat), locked, p.seat === me ? OWN_SCALE : 1),
        canAct && thisRound(p.chip) && !locked,
        `, before ${name(p.seat)}`,
        { kind: 'seat', seat: p.seat },
      );
    }
    p.row.forEach((token, k) => {
      const scale = p.seat === me ? OWN_SCALE : 1;
      chip(
        token,
        chipRowPose(k, anchor(p.seat), false, scale),
        false,
        `, ${name(p.seat)}’s earlier chip`,
      );
    });
  }

  // The vaults (gold when cracked) and the alarms (red when they went off). At the showdown the
  // verdict turns over after the last hand; as it lands, the felt glows gold or red around it.
  const verdict = reveal ? reveal.hands.length * REVEAL_MS + 300 : 0;
  const moments: TableMoment[] = [];
  const heistCard = (kind: 'vault' | 'alarm', i: number, turned: boolean) => {
    const id = `${kind}:${i}`;
    const rest = mid(vaultAlarmPose(kind, i, turned));
    objects.push({
      id,
      model: 'card',
      front: face(kind === 'vault' ? 'heist:vault:gold' : 'heist:alarm:red'),
      back: face(`heist:${kind}:gray`),
      owner: null,
      rest,
      scale: MARKER_SCALE,
      enter: 'rest',
      dealDelay: 0,
      delay: verdict,
      generation: '0',
      draggable: false,
      label: `${kind === 'vault' ? 'Vault' : 'Alarm'} ${i + 1}${turned ? (kind === 'vault' ? ', cracked' : ', triggered') : ''}`,
    });
    if (turned) {
      const tone = kind === 'vault' ? 'gold' : 'red';
      moments.push({ id, at: rest.position, tone, delay: verdict + TURN_MS });
    }
  };
  for (let i = 0; i < 3; i++) heistCard('vault', i, i < view.vaults);
  for (let i = 0; i < view.alarmLimit; i++) heistCard('alarm', i, i < view.alarms);

  // Names at the seats; each hand's name once it is revealed.
  for (let seat = 0; seat < n; seat++) {
    const you = seat === view.seat;
    labels.push({
      id: `seat:${seat}`,
      text: you ? `${name(seat)} (you)` : name(seat),
      at: fromSeatFrame(anchor(seat), 0, 0.06, 0.07),
      tone: you ? 'you' : 'seat',
      delay: 0,
    });
  }
  reveal?.hands.forEach((h, k) => {
    const category = CATEGORY_TEXT[h.category];
    labels.push({
      id: `hand:${h.seat}`,
      text: `${h.stars}★ ${category}${h.muscle ? ' (Muscle)' : ''}${h.mistake ? ' ✗' : ''}`,
      at: fromSeatFrame(anchor(h.seat), 0, -0.15, 0.09),
      tone: h.mistake ? 'mistake' : 'hand',
      delay: k * REVEAL_MS + 250,
    });
  });

  // Drops: the centre (put a chip back: round the middle's pieces), or a player's area (take it).
  const zones: ZoneDef[] = [
    { zone: { kind: 'centre' }, area: centreZone(compact, tall ? TALL_SHIFT : 0) },
    ...Array.from({ length: n }, (_, seat) => ({
      zone: { kind: 'seat' as const, seat },
      area: seatZoneArea(anchor(seat)),
    })),
  ];

  return {
    seats: n,
    localSeat: local,
    arrangement,
    objects,
    labels,
    moments,
    zones,
    dealFrom: mid(deckPose(40)),
  };
}

/** A pose moved `dz` metres toward the player. */
function toward(p: Pose, dz: number): Pose {
  return { ...p, position: { ...p.position, z: p.position.z + dz } };
}

/** A pose raised by `dy` metres. */
function lift(p: Pose, dy: number): Pose {
  return { ...p, position: { ...p.position, y: p.position.y + dy } };
}
