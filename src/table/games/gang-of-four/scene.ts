// Gang of Four on the table, as data: every hand as a fan of backs (one `hand:<seat>` object on
// top that the hand rail's drags move for everybody), the current trick face up in the middle,
// the face-down pile, the exchange's two cards, the direction of play and whose turn it is.
// Pure (view in, description out). Other players' cards are never in a view, so they can never
// be drawn: a hand is its count only.
import type { GofView } from '../../../engine/index.ts';
import { handObject } from '../../../engine/games/gang-of-four/index.ts';
import { cardName, comboName } from '../../../i18n/games/gang-of-four/texts.ts';
import {
  CARD,
  centreZoneArea,
  fromSeatFrame,
  pose,
  seatAnchor,
  seatZoneArea,
  v3,
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
  TOP_SCALE,
  TRICK_LABEL_AT,
  ARROW_SCALE,
  arrowPose,
  beforeSeat,
  dealPose,
  fanCardPose,
  gofArrangement,
  handTopPose,
  pilePose,
  trickCardPose,
  turnTokenPose,
} from './layout.ts';

/** A face of Gang of Four (faces.ts reads these keys). */
const face = (key: string): FaceKey => `gang-of-four/${key}`;
const BACK = face('back');

/** Ms between two cards dealt. */
export const DEAL_MS = 35;
/** Ms between two cards of one play leaving a hand. */
const PLAY_MS = 70;
/** At most this many cards of the last finished trick are drawn sliding onto the pile. */
const SWEPT_SHOWN = 8;

export interface GofSceneOptions {
  /** A seat's name. */
  readonly name?: (seat: number) => string;
  /** The shape of the screen's table area (wide unless said). */
  readonly shape?: 'wide' | 'tall';
  /** The arrangement to use instead of the game's own for that shape (tests). */
  readonly arrangement?: Arrangement;
}

/** The seat after `seat` in this round's direction (+1 clockwise, to the left). */
export function nextSeat(view: GofView, seat: number): number {
  const d = view.direction === 'clockwise' ? 1 : -1;
  return (((seat + d) % view.seats) + view.seats) % view.seats;
}

/** Everything on the table for the viewer of `view`. */
export function gofScene(view: GofView, opts: GofSceneOptions = {}): TableScene {
  const n = view.seats;
  const local = view.seat ?? 0;
  const name = opts.name ?? ((seat: number) => `Seat ${seat + 1}`);
  const arrangement = opts.arrangement ?? gofArrangement(n, opts.shape ?? 'wide');
  const anchor = (seat: number) => seatAnchor(seat, n, local, arrangement);
  // A player holding their hand on the rail does not see it again as a fan on the table.
  const railed = view.seat;
  const relative = (seat: number) => (seat - local + n) % n;
  const round = `r${view.round}`;
  const objects: TableObject[] = [];
  const labels: TableLabel[] = [];
  const base = {
    owner: null,
    dealDelay: 0,
    delay: 0,
    draggable: false,
  } as const;
  const tricksDone = view.log.filter((e) => e.e === 'trick').length;

  // Hands: a fan of backs each; the top card is the hand's table object.
  for (const p of view.players) {
    const a = anchor(p.seat);
    if (p.seat === railed) continue;
    for (let i = 0; i < p.cards; i++) {
      const top = i === p.cards - 1;
      objects.push({
        ...base,
        id: top ? handObject(p.seat) : `fan:${p.seat}:${i}`,
        model: 'card',
        front: BACK,
        back: BACK,
        owner: p.seat,
        rest: fanCardPose(i, p.cards, a),
        enter: 'deck',
        dealDelay: (i * n + relative(p.seat)) * DEAL_MS,
        generation: round,
        label: `${name(p.seat)}’s hand: ${p.cards} card${p.cards === 1 ? '' : 's'}`,
      });
    }
  }

  // The current trick, face up: the play to beat on top; earlier plays dimmed behind it.
  view.trick.forEach((play, k) => {
    const depth = view.trick.length - 1 - k;
    const from = handTopPose(view.players[play.seat]?.cards ?? 1, anchor(play.seat));
    play.cards.forEach((token, i) => {
      objects.push({
        ...base,
        id: `trick:${k}:${i}`,
        model: 'card',
        front: face(depth === 0 ? `card:${token}` : `card:${token}:old`),
        back: BACK,
        rest: trickCardPose(depth, i, play.cards.length),
        ...(depth === 0 ? { scale: TOP_SCALE } : {}),
        enter: 'deck',
        from,
        dealDelay: i * PLAY_MS,
        generation: `${round}:${tricksDone}:${token}`,
        label: `${name(play.seat)} played: ${cardName(token)}`,
      });
    });
  });
  // A gang (four or more of a kind) lands in a ring of gold.
  const moments: TableMoment[] = [];
  view.trick.forEach((play, k) => {
    if (play.type !== 'gang') return;
    moments.push({
      id: `gang:${round}:${tricksDone}:${k}`,
      at: trickCardPose(0, 0, 1).position,
      tone: 'gold',
      delay: play.cards.length * PLAY_MS + TURN_MS,
    });
  });
  const last = view.trick[view.trick.length - 1];
  if (last) {
    labels.push({
      id: 'trick:top',
      text: `${name(last.seat)}: ${comboName(last.type, last.cards)}`,
      at: TRICK_LABEL_AT,
      tone: 'seat',
      delay: 0,
    });
  }

  // The pile of finished tricks; the last trick's cards slide onto it face down.
  const lastTrick = view.log.findLast((e) => e.e === 'trick');
  const swept = lastTrick ? Math.min(SWEPT_SHOWN, lastTrick.cards, view.pile) : 0;
  const stacked = view.pile - swept;
  if (stacked > 0) {
    objects.push({
      ...base,
      id: 'pile',
      model: 'stack',
      front: BACK,
      back: BACK,
      rest: lift(pilePose(0, arrangement), ((stacked - 1) * CARD.thickness) / 2),
      enter: 'rest',
      generation: round,
      count: stacked,
      label: `Finished tricks: ${view.pile} cards face down`,
    });
  }
  for (let j = 0; j < swept; j++) {
    objects.push({
      ...base,
      id: `swept:${tricksDone}:${j}`,
      model: 'card',
      front: BACK,
      back: BACK,
      rest: lift(pilePose(stacked + j, arrangement), stacked > 0 ? stacked * CARD.thickness : 0),
      enter: 'deck',
      from: pose(trickCardPose(0, j, swept).position, 0, { faceUp: false }),
      dealDelay: j * 30,
      generation: `${round}:${tricksDone}`,
      label: 'A finished trick, face down',
    });
  }

  // The exchange: both cards face up, handed over, until the round's first play.
  const ex = view.exchange;
  const played = view.log.some((e) => e.e === 'play');
  if (ex && !played) {
    const give = (id: string, card: string, from: number, to: number, text: string, z: number) => {
      objects.push({
        ...base,
        id,
        model: 'card',
        front: face(`card:${card}`),
        back: BACK,
        rest: beforeSeat(anchor(to)),
        enter: 'deck',
        from: handTopPose(view.players[from]?.cards ?? 1, anchor(from)),
        generation: `${round}:${card}`,
        label: text,
      });
      // Said in the middle of the table, empty until the round's first play.
      labels.push({
        id: `${id}:label`,
        text,
        at: v3(0, 0.03, z),
        tone: 'hand',
        delay: 400,
      });
    };
    give(
      'exchange:loser',
      ex.fromLoser,
      ex.loser,
      ex.winner,
      `${name(ex.loser)} → ${name(ex.winner)}: ${cardName(ex.fromLoser)} (highest)`,
      -0.05,
    );
    if (ex.fromWinner) {
      give(
        'exchange:winner',
        ex.fromWinner,
        ex.winner,
        ex.loser,
        `${name(ex.winner)} → ${name(ex.loser)}: ${cardName(ex.fromWinner)}`,
        0.04,
      );
    }
  }

  // The direction of play: an arrow from each seat to the next.
  for (let seat = 0; seat < n; seat++) {
    objects.push({
      ...base,
      id: `arrow:${seat}`,
      model: 'card',
      front: face('arrow'),
      back: face('arrow'),
      rest: arrowPose(seat, nextSeat(view, seat), n, local, arrangement),
      scale: ARROW_SCALE,
      enter: 'rest',
      generation: '0',
      label: `Play goes ${view.direction}: ${name(seat)}, then ${name(nextSeat(view, seat))}`,
    });
  }

  // Whose turn: a gold token before them, and their name lit up.
  if (view.turn !== null) {
    objects.push({
      ...base,
      id: 'turn',
      model: 'chip',
      front: face('turn'),
      back: face('turn'),
      edge: face('turn'),
      rest: turnTokenPose(anchor(view.turn), view.turn === railed),
      enter: 'drop',
      generation: '0',
      label: `${name(view.turn)}’s turn`,
    });
  }

  // Names with card counts just above each fan as this screen shows it (toward the far side of
  // the table: inside the felt for the near seats, over the rail for the far ones, never on the
  // cards): lit for whose turn it is, red for "last card"; the score at a round's end.
  const scored = view.phase === 'round-end' || view.phase === 'over' ? view.rounds.at(-1) : null;
  // The round's winner goes out in a ring of gold at their place (once their last cards land);
  // at the game's end, each winner of the match in another.
  if (scored) {
    const outAt = (seat: number) => fromSeatFrame(anchor(seat), 0, -0.15);
    const landed = (view.trick.at(-1)?.cards.length ?? 1) * PLAY_MS + TURN_MS;
    moments.push({ id: `out:${round}`, at: outAt(scored.winner), tone: 'gold', delay: landed });
    for (const seat of view.result?.winners ?? []) {
      const id = `won:${round}:${seat}`;
      moments.push({ id, at: outAt(seat), tone: 'gold', delay: landed + TURN_MS });
    }
  }
  const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  for (const p of view.players) {
    const you = p.seat === view.seat;
    const turn = p.seat === view.turn;
    const who = you ? `${name(p.seat)} (you)` : name(p.seat);
    const fan = fromSeatFrame(anchor(p.seat), 0, -0.15);
    const at = v3(fan.x, 0.02, fan.z - 0.17);
    if (scored) {
      const won = scored.winner === p.seat;
      const points = scored.penalties[p.seat] ?? 0;
      labels.push({
        id: `seat:${p.seat}`,
        text: `${who} · ${won ? 'out first' : `+${plural(points, 'point')}`}`,
        at,
        tone: won ? 'hand' : you ? 'you' : 'seat',
        delay: 0,
      });
      continue;
    }
    const status = p.out ? ' · out' : p.lastCard ? ' · last card!' : p.passed ? ' · passed' : '';
    labels.push({
      id: `seat:${p.seat}`,
      text: `${turn ? '▶ ' : ''}${who} · ${plural(p.cards, 'card')}${status}`,
      at,
      tone: turn ? 'hand' : p.lastCard ? 'mistake' : you ? 'you' : 'seat',
      delay: 0,
    });
  }

  // Drops: the centre (play), and each player's place (the exchange's gift).
  const zones: ZoneDef[] = [
    { zone: { kind: 'centre' }, area: centreZoneArea(arrangement) },
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
    dealFrom: dealPose(anchor(view.dealer)),
    // A player's hand is on the screen's rail (HandRail), not read on the table; a spectator
    // has none, and sees the near seat's cards whole.
    handOffTable: view.seat !== null,
  };
}

/** A pose raised by `dy` metres. */
function lift(p: Pose, dy: number): Pose {
  return { ...p, position: { ...p.position, y: p.position.y + dy } };
}
