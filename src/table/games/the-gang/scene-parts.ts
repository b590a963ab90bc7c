// The parts of The Gang's table (scene.ts puts them together for the viewer): the pocket cards,
// the middle (community cards, deck, rule stacks, this heist's challenges and specialist), the
// chips, the vaults and alarms with their glow, the names over the seats and the hands shown, and
// the drop zones. Each builds from the view and the table as set up for its viewer (SceneParts).
import type { DropZone, GangView } from '../../../engine/index.ts';
import {
  parseChip,
  type Challenge,
  type Colour,
  type Specialist,
} from '../../../engine/games/the-gang/vocabulary.ts';
import {
  CATEGORY_TEXT,
  CHALLENGE_TEXT,
  SPECIALIST_TEXT,
  cardSpeech,
} from '../../../i18n/games/the-gang/texts.ts';
import { language, t as translate } from '../../../i18n/i18n.ts';
import { CARD, fromSeatFrame, type Pose } from '../../core/layout.ts';
import {
  cardStack,
  TURN_MS,
  type FaceKey,
  type TableLabel,
  type TableMoment,
  type TableObject,
  type ViewerTable,
  type ZoneDef,
} from '../../core/objects.ts';
import {
  centreChipPose,
  chipRowPose,
  chipSlotPose,
  communityCardPose,
  deckPose,
  centreZone,
  gangSeatZone,
  insetFor,
  type GangMiddle,
  MARKER_SCALE,
  pocketCardPose,
  type GangSizes,
  ruleStackPose,
  specialCardPose,
  vaultAlarmPose,
} from './layout.ts';

/** Ms between two hands revealed at the showdown. */
export const REVEAL_MS = 900;
/** Ms between two cards dealt to the table. */
export const DEAL_MS = 90;

/** The table as set up for its viewer, which every part builds from. */
export interface SceneParts extends ViewerTable<GangView> {
  /** The viewer's pocket cards are raised (hovered or held). */
  readonly raised: boolean;
  /** Where the middle lies on this table. */
  readonly middle: GangMiddle;
  /** A middle piece's pose on this table (nearer the player on a tall or short one). */
  readonly mid: (p: Pose) => Pose;
  /** A seat counted from the viewer's (the deal goes round from there). */
  readonly relative: (seat: number) => number;
  /** This heist, as a generation (a new heist's cards are new cards). */
  readonly heist: string;
  /** The showdown, while it is shown. */
  readonly reveal: GangView['showdown'] | null;
  /** How large the own cards and the chips are drawn on this table. */
  readonly sizes: GangSizes;
}

/** A face of The Gang (src/table/games/the-gang/faces.ts reads these keys). */
const face = (key: string): FaceKey => `the-gang/${key}`;

/** A face with words printed on it (a challenge's or a specialist's name and rule): its key names
 * the reader's language past English, so a switch paints it anew (the face materials are cached
 * by key: scene/faces.ts). */
const printedFace = (key: string): FaceKey => {
  const lang = language();
  return face(lang === 'en' ? key : `${key}:${lang}`);
};

/** A label's words, from the 'the-gang' namespace in the reader's language. */
const say = (key: string, options: Record<string, unknown> = {}): string =>
  (translate as unknown as (k: string, o: object) => string)(key, { ns: 'the-gang', ...options });

/** A chip token's colour (the engine reads the notation). */
const colourOf = (token: string): Colour => parseChip(token)?.colour ?? 'white';
/** The face key of a chip side. */
function chipFace(token: string, dark: boolean): FaceKey {
  return face(`chip:${colourOf(token)}:${token.slice(1)}:${dark ? 'dark' : 'light'}`);
}

/** A pose raised by `dy` metres. */
function lift(p: Pose, dy: number): Pose {
  return { ...p, position: { ...p.position, y: p.position.y + dy } };
}

/** Pocket cards: the owner's face up, everyone else's face down until revealed. */
export function pocketCards(c: SceneParts): TableObject[] {
  const { view, name } = c;
  const n = view.seats;
  const revealOrder = new Map(c.reveal?.hands.map((h, k) => [h.seat, k]) ?? []);
  const objects: TableObject[] = [];
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
          c.anchor(p.seat),
          mine && c.raised,
          faceUp,
          mine ? c.sizes.own : 1,
          insetFor(c.sizes, mine, c.anchor(p.seat)),
        ),
        ...(mine ? { scale: c.sizes.own } : {}),
        enter: 'deck',
        dealDelay: (i * n + c.relative(p.seat)) * DEAL_MS,
        delay: !mine && k !== undefined ? k * REVEAL_MS : 0,
        // A redrawn or swapped card of your own is a new card; another's card being revealed is not.
        generation: mine && token ? `${c.heist}:${token}` : c.heist,
        draggable: false,
        label: token
          ? say('table.pocketCard', { name: name(p.seat), card: cardSpeech(token) })
          : say('table.faceDown', { name: name(p.seat) }),
      });
    }
  }
  return objects;
}

/** The middle: the community cards (dealt from the deck, turned face up), the deck and the two
 * face-down rule stacks, and this heist's challenges and specialist face up beside them. */
export function middleCards(c: SceneParts): TableObject[] {
  const { view, mid } = c;
  const objects: TableObject[] = view.community.map((token, i) => ({
    id: `community:${i}`,
    model: 'card',
    front: face(`card:${token}`),
    back: face('card:back'),
    owner: null,
    rest: mid(communityCardPose(i)),
    enter: 'deck',
    dealDelay: (i < 3 ? i : i - 3) * 150,
    delay: 0,
    generation: c.heist,
    draggable: false,
    label: say('table.tableCard', { card: cardSpeech(token) }),
  }));
  const stack = (id: string, count: number, rest: Pose, look: FaceKey, label: string) =>
    objects.push(
      ...cardStack(id, count, lift(rest, ((count - 1) * CARD.thickness) / 2), look, label),
    );
  stack(
    'deck',
    view.deckCount,
    mid(deckPose(0)),
    face('card:back'),
    say('table.deck', { count: view.deckCount }),
  );
  stack(
    'stack:challenge',
    view.stacks.challenges,
    mid(ruleStackPose('challenge', 0, c.middle.compact, c.middle.chipRow)),
    face('challenge:back'),
    say('table.challenges', { count: view.stacks.challenges }),
  );
  stack(
    'stack:specialist',
    view.stacks.specialists,
    mid(ruleStackPose('specialist', 0, c.middle.compact, c.middle.chipRow)),
    face('specialist:back'),
    say('table.specialists', { count: view.stacks.specialists }),
  );
  const specials: { kind: 'challenge' | 'specialist'; card: string }[] = [
    ...view.challenges.map((card) => ({ kind: 'challenge' as const, card })),
    ...(view.specialist ? [{ kind: 'specialist' as const, card: view.specialist }] : []),
  ];
  specials.forEach(({ kind, card }, k) => {
    objects.push({
      id: `${kind}:${card}`,
      model: 'card',
      front: printedFace(`${kind}:${card}`),
      back: face(`${kind}:back`),
      owner: null,
      rest: mid(specialCardPose(k, c.middle.compact)),
      enter: 'rest',
      dealDelay: 0,
      delay: 0,
      generation: c.heist,
      draggable: false,
      label:
        kind === 'challenge'
          ? say('table.challenge', { name: CHALLENGE_TEXT[card as Challenge].name })
          : say('table.specialist', { name: SPECIALIST_TEXT[card as Specialist].name }),
    });
  });
  return objects;
}

/** Chips: this round's wait in the centre or in front of their holder; earlier rounds' in rows.
 * Yours goes back to the centre; any other is taken by putting it before you. */
export function chips(c: SceneParts): TableObject[] {
  const { view, name } = c;
  const n = view.seats;
  const dark = new Set(view.dark);
  const me = view.seat;
  const mine = (token: string) => me !== null && view.players[me]?.chip === token;
  const objects: TableObject[] = [];
  const chip = (
    token: string,
    rest: Pose,
    draggable: boolean,
    where: (chip: string) => string,
    zone?: TableObject['zone'],
  ) => {
    const stars = Number(token.slice(1));
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
      ...(c.sizes.chip !== 1 ? { scale: c.sizes.chip } : {}),
      rest,
      enter: 'drop',
      dealDelay: (stars - 1) * 60,
      delay: 0,
      generation: c.heist,
      draggable,
      label: where(say('ui.chipSpeech', { chip: say(`ui.chip.${colourOf(token)}`), count: stars })),
    });
  };
  const thisRound = (token: string) => parseChip(token)?.round === view.round;
  const canAct = view.seat !== null && view.phase === 'round';
  for (const token of view.centre) {
    chip(
      token,
      c.mid(
        centreChipPose(Number(token.slice(1)), n, dark.has(token), c.sizes.chip, c.middle.chipRow),
      ),
      canAct && thisRound(token),
      (chip) => say('table.inCentre', { chip }),
    );
  }
  for (const p of view.players) {
    const scale = p.seat === me ? c.sizes.own : 1;
    const inset = insetFor(c.sizes, p.seat === me, c.anchor(p.seat));
    if (p.chip) {
      const locked = dark.has(p.chip);
      // A chip put down by hand rests where it was put, in its holder's area.
      chip(
        p.chip,
        chipSlotPose(c.anchor(p.seat), locked, scale, c.sizes.chip, inset),
        canAct && thisRound(p.chip) && !locked,
        (chip) => say('table.before', { chip, name: name(p.seat) }),
        { kind: 'seat', seat: p.seat },
      );
    }
    p.row.forEach((token, k) => {
      const rest = chipRowPose(k, c.anchor(p.seat), false, scale, c.sizes.chip, inset);
      chip(token, rest, false, (chip) => say('table.earlier', { chip, name: name(p.seat) }));
    });
  }
  return objects;
}

/** The vaults (gold when cracked) and the alarms (red when they went off). At the showdown the
 * verdict turns over after the last hand; as it lands, the felt glows gold or red around it. */
export function heistMarkers(c: SceneParts): { objects: TableObject[]; moments: TableMoment[] } {
  const { view } = c;
  const verdict = c.reveal ? c.reveal.hands.length * REVEAL_MS + 300 : 0;
  const objects: TableObject[] = [];
  const moments: TableMoment[] = [];
  const heistCard = (kind: 'vault' | 'alarm', i: number, turned: boolean) => {
    const id = `${kind}:${i}`;
    const rest = c.mid(vaultAlarmPose(kind, i, turned, c.middle.chipRow, c.sizes.chip));
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
      label: say(
        kind === 'vault'
          ? turned
            ? 'table.vaultCracked'
            : 'table.vault'
          : turned
            ? 'table.alarmTriggered'
            : 'table.alarm',
        { n: i + 1 },
      ),
    });
    if (turned) {
      const tone = kind === 'vault' ? 'gold' : 'red';
      moments.push({ id, at: rest.position, tone, delay: verdict + TURN_MS });
    }
  };
  for (let i = 0; i < 3; i++) heistCard('vault', i, i < view.vaults);
  for (let i = 0; i < view.alarmLimit; i++) heistCard('alarm', i, i < view.alarms);
  return { objects, moments };
}

/** Names at the seats; each hand's name once it is revealed. */
export function seatLabels(c: SceneParts): TableLabel[] {
  const { view, name } = c;
  const labels: TableLabel[] = [];
  for (let seat = 0; seat < view.seats; seat++) {
    const you = !c.watching && seat === view.seat;
    labels.push({
      id: `seat:${seat}`,
      text: you ? say('table.you', { name: name(seat) }) : name(seat),
      at: fromSeatFrame(c.anchor(seat), 0, 0.06, 0.07),
      tone: you ? 'you' : 'seat',
      delay: 0,
    });
  }
  c.reveal?.hands.forEach((h, k) => {
    const category = CATEGORY_TEXT[h.category];
    labels.push({
      id: `hand:${h.seat}`,
      text: `${say('table.hand', { stars: h.stars, category })}${h.muscle ? say('ui.muscleMark') : ''}${h.mistake ? ' ✗' : ''}`,
      at: fromSeatFrame(c.anchor(h.seat), 0, -0.15, 0.09),
      tone: h.mistake ? 'mistake' : 'hand',
      delay: k * REVEAL_MS + 250,
    });
  });
  return labels;
}

/** Drops: the centre (put a chip back: round the middle's pieces), or a player's area (take it). */
export function tableZones(c: SceneParts): ZoneDef[] {
  return [
    {
      zone: { kind: 'centre' },
      area: centreZone(c.middle, c.sizes.chip),
    },
    ...Array.from({ length: c.view.seats }, (_, seat) => ({
      zone: { kind: 'seat' as const, seat },
      // The player's own seat reaches deeper where their cards are drawn larger.
      area: gangSeatZone(c.anchor(seat), c.sizes, seat === c.view.seat),
    })),
  ];
}
