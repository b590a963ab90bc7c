// Gang of Four's table as data: a view in, objects, zones and labels out. Every hand is drawn as
// its count of backs, and no object's face ever shows a card the viewer may not know.
import { describe, expect, test } from 'vitest';
import { randomBot } from '../../../engine/bots/gang-of-four/random.ts';
import { seedRng, type RngState } from '../../../engine/core/rng.ts';
import { gangOfFour, type GofState, type GofView } from '../../../engine/index.ts';
import {
  knownCards,
  moves,
  must,
  play,
  rigged,
} from '../../../engine/games/gang-of-four/test-kit.ts';
import { inArea, seatAnchor, toSeatFrame } from '../../core/layout.ts';
import type { TableScene } from '../../core/objects.ts';
import { gofScene, nextSeat } from './scene.ts';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const name = (seat: number) => NAMES[seat]!;

function setup(seats: number, seed: string): GofState {
  const s = gangOfFour.setup({ seed, seats, options: gangOfFour.defaultOptions });
  if ('ok' in s) throw new Error(s.reason);
  return s;
}

/** Plays `steps` random legal moves, each seat deciding from its own view. */
function advance(s: GofState, steps: number, seed = 'scene'): GofState {
  let rng: RngState = seedRng(seed);
  for (let k = 0; k < steps && !s.result; k++) {
    const seat =
      s.phase === 'round-end' ? 0 : s.phase === 'exchange' ? s.exchange!.winner : s.turn!;
    const [intent, next] = randomBot(gangOfFour.view(s, seat), rng);
    rng = next;
    if (!intent) throw new Error(`seat ${seat} has nothing to do in ${s.phase}`);
    s = must(s, seat, intent);
  }
  return s;
}

/** Plays on until the phase is `phase`. */
function until(s: GofState, phase: GofState['phase'], seed = 'until'): GofState {
  for (let k = 0; k < 2000 && s.phase !== phase; k++) s = advance(s, 1, `${seed}${k}`);
  if (s.phase !== phase) throw new Error(`never reached ${phase}`);
  return s;
}

const sceneOf = (s: GofState, seat: number | null): [TableScene, GofView] => {
  const view = (seat === null ? gangOfFour.spectatorView(s) : gangOfFour.view(s, seat)) as GofView;
  return [gofScene(view, { name }), view];
};
const faceTokens = (scene: TableScene) =>
  scene.objects
    .flatMap((o) => [o.front, o.back])
    .flatMap((k) => {
      const m = /^gang-of-four\/card:([^:]+)/.exec(k);
      return m ? [m[1]!] : [];
    });

const STATES: [string, () => GofState][] = [
  ['3 players, the first lead', () => setup(3, 'a')],
  ['4 players, the first lead', () => setup(4, 'a')],
  ['3 players, mid-round', () => advance(setup(3, 'b'), 9)],
  ['4 players, mid-round', () => advance(setup(4, 'b'), 13)],
  ['3 players, the score sheet', () => until(setup(3, 'c'), 'round-end')],
  ['4 players, the exchange', () => until(setup(4, 'd'), 'exchange')],
  ['4 players, after the exchange', () => advance(until(setup(4, 'd'), 'exchange'), 1)],
  ['3 players, round 2 under way', () => advance(until(setup(3, 'e'), 'exchange'), 12)],
];

describe.each(STATES)('%s', (_name, make) => {
  const s = make();
  const viewers = [...Array.from({ length: s.seats }, (_, i) => i), null];

  test.each(viewers)('viewer %s: no card it may not know on any face', (seat) => {
    const [scene] = sceneOf(s, seat);
    const known = knownCards(s, seat);
    for (const t of faceTokens(scene)) expect(known.has(t), t).toBe(true);
    // No object id or label names a card of a hand either.
    const hidden = s.hands.flatMap((h, i) => (i === seat ? [] : h)).filter((t) => !known.has(t));
    const words = JSON.stringify(scene.objects.map((o) => o.id));
    for (const t of hidden) expect(words.includes(`"${t}"`)).toBe(false);
  });

  test.each(viewers)(
    'viewer %s: every hand is its count of backs, topped by hand:<seat>',
    (seat) => {
      const [scene, view] = sceneOf(s, seat);
      for (const p of view.players) {
        const fan = scene.objects.filter((o) => o.owner === p.seat);
        // The viewer's own hand is on the screen's rail, not again on the table.
        if (p.seat === view.seat) {
          expect(fan).toEqual([]);
          continue;
        }
        expect(fan).toHaveLength(p.cards);
        for (const o of fan)
          expect([o.front, o.back]).toEqual(['gang-of-four/back', 'gang-of-four/back']);
        expect(fan.some((o) => o.id === `hand:${p.seat}`)).toBe(p.cards > 0);
        // The hand object is the top card of the fan, lying in its player's area.
        if (p.cards > 0) {
          const top = fan.find((o) => o.id === `hand:${p.seat}`)!;
          expect(top.rest.position.y).toBe(Math.max(...fan.map((o) => o.rest.position.y)));
          const zone = scene.zones.find((z) => z.zone.kind === 'seat' && z.zone.seat === p.seat)!;
          for (const o of fan) expect(inArea(zone.area, o.rest.position)).toBe(true);
        }
      }
      expect(new Set(scene.objects.map((o) => o.id)).size).toBe(scene.objects.length);
      expect(scene.objects.every((o) => !o.draggable)).toBe(true);
    },
  );

  test('the trick lies face up in the centre, the play to beat on top', () => {
    const [scene, view] = sceneOf(s, 0);
    const trick = scene.objects.filter((o) => o.id.startsWith('trick:'));
    expect(trick).toHaveLength(view.trick.reduce((n, p) => n + p.cards.length, 0));
    const centre = scene.zones.find((z) => z.zone.kind === 'centre')!;
    for (const o of trick) expect(inArea(centre.area, o.rest.position)).toBe(true);
    const top = view.trick.length - 1;
    for (const o of trick) {
      const k = Number(o.id.split(':')[1]);
      expect(o.front.endsWith(':old')).toBe(k !== top);
    }
    const lowestTop = Math.min(
      ...trick.filter((o) => o.id.startsWith(`trick:${top}:`)).map((o) => o.rest.position.y),
    );
    for (const o of trick.filter((o) => !o.id.startsWith(`trick:${top}:`))) {
      expect(o.rest.position.y).toBeLessThan(lowestTop);
    }
  });

  test('a gang lands in a ring of gold, the same for every seat; other plays do not', () => {
    let g = rigged({ hands: ['1M 2G', '5R 5R 5G 5G 9Y', '6R 6R 6G 6G 9G'] });
    g = moves(g, '1M');
    expect(sceneOf(g, 0)[0].moments).toEqual([]);
    g = moves(g, g.turn === 1 ? '5R 5R 5G 5G' : '6R 6R 6G 6G');
    const seen = [0, 1, 2].map((seat) => sceneOf(g, seat)[0].moments);
    expect(seen[0]).toEqual([expect.objectContaining({ tone: 'gold' })]);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    const centre = sceneOf(g, 0)[0].zones.find((z) => z.zone.kind === 'centre')!;
    expect(inArea(centre.area, seen[0]![0]!.at)).toBe(true);
  });

  test('zones, names and counts, the direction and the turn', () => {
    const [scene, view] = sceneOf(s, 1);
    expect(scene.localSeat).toBe(1);
    expect(scene.zones.map((z) => z.zone)).toEqual([
      { kind: 'centre' },
      ...view.players.map((p) => ({ kind: 'seat', seat: p.seat })),
    ]);
    for (const p of view.players) {
      const label = scene.labels.find((l) => l.id === `seat:${p.seat}`)!;
      expect(label.text).toContain(name(p.seat));
      if (view.phase === 'round-end') {
        expect(label.text).toMatch(/out first|\+\d+ points?$/);
        continue;
      }
      expect(label.text).toContain(`${p.cards} card`);
      const tone = p.lastCard ? 'mistake' : p.seat === 1 ? 'you' : 'seat';
      expect(label.tone).toBe(p.seat === view.turn ? 'hand' : tone);
    }
    const arrows = scene.objects.filter((o) => o.id.startsWith('arrow:'));
    expect(arrows).toHaveLength(view.seats);
    const turn = scene.objects.find((o) => o.id === 'turn');
    if (view.turn === null) expect(turn).toBeUndefined();
    else {
      const anchor = seatAnchor(view.turn, view.seats, 1, scene.arrangement);
      const local = toSeatFrame(anchor, turn!.rest.position);
      // Before the viewer, whose hand is on the rail, a little further in.
      expect(Math.hypot(local.x, local.z)).toBeLessThan(view.turn === 1 ? 0.33 : 0.25);
    }
  });
});

test('a player holds the hand off the table (on the rail); a spectator, holding none, does not', () => {
  const g = rigged({ hands: ['1M 3R', '5R 5G 9Y', '6R 6G 9G'] });
  expect(sceneOf(g, 1)[0].handOffTable).toBe(true);
  expect(sceneOf(g, null)[0].handOffTable).toBe(false);
});

describe('the table tells the story', () => {
  test('at the game’s end each winner of the match is marked too', () => {
    const g = advance(setup(3, 'to the end'), 100_000);
    expect(g.result).not.toBeNull();
    const ids = sceneOf(g, 0)[0].moments!.map((m) => m.id);
    expect(ids).toEqual([
      `out:r${g.round}`,
      ...g.result!.winners.map((seat) => `won:r${g.round}:${seat}`),
    ]);
  });

  test('the player who goes out does so in a ring of gold at their place, once', () => {
    let g = rigged({ hands: ['1M 3R', '5R 5G 9Y', '6R 6G 9G'] });
    g = moves(g, '1M');
    expect(sceneOf(g, 1)[0].moments).toEqual([]);
    while (g.phase === 'play' && g.turn !== 0) g = moves(g, 'pass');
    g = moves(g, '3R');
    expect(g.phase).toBe('round-end');
    const seen = [0, 1, 2].map((seat) => sceneOf(g, seat)[0]);
    for (const scene of seen) {
      expect(scene.moments).toEqual([expect.objectContaining({ id: 'out:r1', tone: 'gold' })]);
      // At seat 0's place (by its name), as each screen places it.
      const name = scene.labels.find((l) => l.id === 'seat:0')!.at;
      const at = scene.moments![0]!.at;
      expect(Math.hypot(name.x - at.x, name.z - at.z)).toBeLessThan(0.2);
    }
  });

  const hands = ['3G 5R 5G 9Y 9R', '4G 6Y 6R DR 2Y', '2G 7G 7Y PG 10R', '8R 8Y 10G PY 3R'];
  const start = () => rigged({ hands, leader: 0, direction: 'clockwise' });

  test('each arrow points from a seat to the next in the direction of play', () => {
    for (const direction of ['clockwise', 'counter-clockwise'] as const) {
      const view = gangOfFour.view(rigged({ hands, leader: 0, direction }), 0) as GofView;
      const scene = gofScene(view);
      for (let seat = 0; seat < 4; seat++) {
        const arrow = scene.objects.find((o) => o.id === `arrow:${seat}`)!;
        const to = seatAnchor(nextSeat(view, seat), 4, 0).position;
        const from = seatAnchor(seat, 4, 0).position;
        // The arrow's top (local −z) points along from → to.
        const yaw = arrow.rest.yaw;
        const dir = { x: -Math.sin(yaw), z: -Math.cos(yaw) };
        const chord = { x: to.x - from.x, z: to.z - from.z };
        expect(dir.x * chord.x + dir.z * chord.z).toBeGreaterThan(
          0.99 * Math.hypot(chord.x, chord.z),
        );
      }
    }
  });

  test('a play comes out of its player’s hand; the trick goes face down onto the pile', () => {
    let s = moves(start(), '5R 5G');
    let scene = gofScene(gangOfFour.view(s, 2) as GofView, { name });
    const played = scene.objects.filter((o) => o.id.startsWith('trick:0:'));
    expect(played.map((o) => o.front)).toEqual(['gang-of-four/card:5R', 'gang-of-four/card:5G']);
    const hand0 = scene.objects.find((o) => o.id === 'hand:0')!;
    expect(played[0]!.from!.position.x).toBeCloseTo(hand0.rest.position.x, 1);
    expect(scene.labels.find((l) => l.id === 'trick:top')!.text).toBe('Ann: pair of 5s');
    s = moves(s, '6Y 6R', 'pass', 'pass', 'pass');
    scene = gofScene(gangOfFour.view(s, 2) as GofView, { name });
    expect(scene.objects.some((o) => o.id.startsWith('trick:'))).toBe(false);
    const swept = scene.objects.filter((o) => o.id.startsWith('swept:'));
    expect(swept).toHaveLength(4);
    expect(swept.every((o) => o.front === 'gang-of-four/back')).toBe(true);
    // A later trick folds the earlier one into the pile's stack.
    s = moves(s, '2Y', '7G', '8R', 'pass', 'pass', 'pass');
    scene = gofScene(gangOfFour.view(s, 2) as GofView, { name });
    expect(scene.objects.find((o) => o.id === 'pile')!.count).toBe(4);
    expect(scene.objects.filter((o) => o.id.startsWith('swept:2:'))).toHaveLength(3);
  });

  test('"last card" shows in red at the player’s place', () => {
    const s = moves(rigged({ hands: ['3G 5R', '4G 6Y 6R', '2G 7G'], leader: 0 }), '3G');
    const scene = gofScene(gangOfFour.view(s, 1) as GofView, { name });
    expect(scene.labels.find((l) => l.id === 'seat:0')).toMatchObject({
      text: 'Ann · 1 card · last card!',
      tone: 'mistake',
    });
  });

  test('the exchange: both cards face up, handed over, until the first play', () => {
    let s = rigged({ hands, round: 2, previous: { winner: 2, penalties: [3, 9, 0, 4] } });
    let scene = gofScene(gangOfFour.view(s, 3) as GofView, { name });
    const fromLoser = scene.objects.find((o) => o.id === 'exchange:loser')!;
    expect(fromLoser.front).toBe('gang-of-four/card:DR');
    // It lies before the winner: nearer their place than anyone else's.
    const near = (seat: number) => {
      const l = toSeatFrame(seatAnchor(seat, 4, 3), fromLoser.rest.position);
      return Math.hypot(l.x, l.z);
    };
    expect(near(2)).toBeLessThan(Math.min(near(0), near(1), near(3)));
    expect(scene.labels.find((l) => l.id === 'exchange:loser:label')!.text).toBe(
      'Bo → Cy: dragon (highest)',
    );
    s = must(s, 2, { type: 'give', card: '2G' });
    scene = gofScene(gangOfFour.view(s, 3) as GofView, { name });
    expect(scene.objects.find((o) => o.id === 'exchange:winner')!.front).toBe(
      'gang-of-four/card:2G',
    );
    s = must(s, 2, play('7G 7Y'));
    scene = gofScene(gangOfFour.view(s, 3) as GofView, { name });
    expect(scene.objects.some((o) => o.id.startsWith('exchange:'))).toBe(false);
  });

  test('at the end of a round each player’s penalty floats over their place', () => {
    const s = moves(
      rigged({ hands: ['3G', '4G 6Y', '2G 7G 7Y 8Y 9Y 10Y 1G 1Y'], leader: 0 }),
      '3G',
    );
    const scene = gofScene(gangOfFour.view(s, 0) as GofView, { name });
    expect(scene.labels.filter((l) => l.id.startsWith('seat:')).map((l) => l.text)).toEqual([
      'Ann (you) · out first',
      'Bo · +2 points',
      'Cy · +16 points',
    ]);
  });
});

test("a replay's view draws every hand face up, the viewer's own included", () => {
  const s = advance(setup(3, 'replay'), 5);
  const view = gangOfFour.view(s, 1) as GofView;
  const players = view.players.map((p) => ({
    ...p,
    hand: (gangOfFour.view(s, p.seat) as GofView).hand!,
  }));
  const scene = gofScene({ ...view, players } as GofView, { name });
  const fans = scene.objects.filter((o) => o.owner !== undefined && o.model === 'card');
  for (const p of players) {
    const mine = fans.filter((o) => o.owner === p.seat);
    expect(mine).toHaveLength(p.cards);
    expect(new Set(faceTokens({ ...scene, objects: mine }))).toEqual(new Set(p.hand));
  }
});
