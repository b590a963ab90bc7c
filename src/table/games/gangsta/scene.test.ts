// Gangsta! as table objects, from real engine states: the rivers and decks (counts only: no card
// still in a deck ever appears), the gangs with engaged gangsters turned sideways, money as chips,
// the heist being staffed with its gangsters on it, what may be picked up, where drops land, and
// the words over the table. Table-driven over 2, 3 and 4 players, and over whole bot games.
import { describe, expect, test } from 'vitest';
import { simpleBot } from '../../../engine/bots/gangsta/simple.ts';
import { seedRng, type RngState } from '../../../engine/core/rng.ts';
import { gangstaCanGrab } from '../../../engine/games/gangsta/table.ts';
import { must, play, rig } from '../../../engine/games/gangsta/test-kit.ts';
import { gangsta, type GangstaState, type GangstaView } from '../../../engine/index.ts';
import { onFelt, seatAnchor, WIDE, zoneUnder } from '../../core/layout.ts';
import type { TableObject, TableScene } from '../../core/objects.ts';
import { gangSlotPose, gangstaArrangement, markerPose, seatStyle } from './layout.ts';
import { gangstaScene } from './scene.ts';

const NAMES = ['Ann', 'Bo', 'Cy', 'Di'];
const name = (seat: number) => NAMES[seat]!;
const viewOf = (s: GangstaState, seat: number | null) =>
  (seat === null ? gangsta.spectatorView(s) : gangsta.view(s, seat)) as GangstaView;
const sceneOf = (s: GangstaState, seat: number | null) => gangstaScene(viewOf(s, seat), { name });
const byId = (scene: TableScene, id: string): TableObject => {
  const o = scene.objects.find((x) => x.id === id);
  if (!o) throw new Error(`no ${id}`);
  return o;
};
const faceUp = (o: TableObject) => {
  const q = o.rest.quaternion;
  return 1 - 2 * (q.x * q.x + q.z * q.z) > 0;
};
const zoneAtObject = (scene: TableScene, id: string) =>
  zoneUnder(scene.zones, byId(scene, id).rest.position)?.zone ?? null;

function start(seats: number, seed = 'scene'): GangstaState {
  const s = gangsta.setup({ seed, seats, options: { consent: false } });
  if ('ok' in s) throw new Error(s.reason);
  return s;
}

/** Every card id still inside a deck of the host's state. */
const deckIds = (s: GangstaState) => [
  ...s.gangsterDeck,
  ...s.heistDecks.genesis,
  ...s.heistDecks['gang-wars'],
  ...s.heistDecks.domination,
];

/** A word of a scene's text, as a card's id is spelt (`g13`, `h1-01`). */
const WORD = /[A-Za-z0-9-]+/g;

/** The invariants every scene keeps, for every viewer. */
function checkScene(s: GangstaState, seat: number | null): void {
  const scene = sceneOf(s, seat);
  const view = viewOf(s, seat);
  const ids = scene.objects.map((o) => o.id);
  expect(new Set(ids).size, 'unique ids').toBe(ids.length);
  // Every heist performed is a moment of gold, once.
  const performed = view.players.flatMap((p) => p.heists.map((h) => `heist:${h}`));
  expect((scene.moments ?? []).map((m) => m.id).sort(), 'moments').toEqual(performed.sort());
  // (Each object's checks gathered into one list: an `expect` per object per step was much of
  // the whole games' time.)
  const wrong: string[] = [];
  for (const o of scene.objects) {
    if (!onFelt(o.rest.position)) wrong.push(`${o.id} off the felt`);
    if (!(o.rest.position.y > 0)) wrong.push(`${o.id} not above the felt`);
    // What may be picked up is exactly what the host lets this seat grab.
    const may = seat !== null && gangstaCanGrab(s, seat, o.id) === null;
    if (o.draggable !== may) wrong.push(`${o.id} draggable: ${o.draggable}, grabbable: ${may}`);
  }
  expect(wrong).toEqual([]);
  // No card still in a deck, in any form (object, face, label): no word of the scene's text is a
  // deck card's id. (The words are read once: a pattern per deck card over the whole scene was
  // most of this file's time.)
  const words = new Set(JSON.stringify(scene).match(WORD));
  const inDecks = deckIds(s);
  expect(inDecks.filter((id) => !/^[A-Za-z0-9-]+$/.test(id))).toEqual([]);
  expect(inDecks.filter((id) => words.has(id))).toEqual([]);
  // Every card on the table is drawn, face up; gang cards rest in their owner's gang zone.
  for (const id of [...view.gangsterRiver, ...view.heistRiver]) {
    expect(faceUp(byId(scene, id)), id).toBe(true);
  }
  const team = new Set(view.heist?.team.map((t) => t.gangster) ?? []);
  for (const p of view.players) {
    for (const m of p.gang) {
      if (team.has(m.id)) {
        expect(zoneAtObject(scene, m.id)).toEqual({ kind: 'object', object: view.heist!.card });
      } else {
        expect(zoneAtObject(scene, m.id), m.id).toEqual({ kind: 'zone', zone: `gang:${p.seat}` });
      }
    }
    // Money as chips: the chips add up.
    const chips = scene.objects.filter((o) => o.id.startsWith(`money:${p.seat}:`));
    expect(chips.reduce((t, o) => t + Number(o.id.split(':')[2]), 0)).toBe(p.money);
  }
  for (const id of view.gangsterRiver) {
    expect(zoneAtObject(scene, id)).toEqual({ kind: 'zone', zone: 'gangsters' });
  }
  for (const id of view.heistRiver.filter((h) => h !== view.heist?.card)) {
    expect(zoneAtObject(scene, id)).toEqual({ kind: 'zone', zone: 'heists' });
  }
}

describe.each([2, 3, 4])('%i players', (seats) => {
  test('the start: rivers of five, decks as counts, a boss and money before everyone', () => {
    const s = start(seats);
    for (const seat of [...Array.from({ length: seats }, (_, i) => i), null]) {
      checkScene(s, seat);
      const scene = sceneOf(s, seat);
      expect(scene.localSeat).toBe(seat ?? 0);
      const view = viewOf(s, seat);
      for (const id of view.gangsterRiver) expect(byId(scene, id).front).toBe(`gangsta/card:${id}`);
      expect(byId(scene, 'deck:gangsters').count).toBe(s.gangsterDeck.length);
      expect(byId(scene, 'deck:heists').count).toBe(s.heistDecks.genesis.length);
      expect(byId(scene, 'deck:heists').front).toBe('gangsta/back:genesis');
      for (const p of s.players) {
        const boss = byId(scene, p.boss);
        expect(boss.owner).toBe(s.players.indexOf(p));
      }
      // The turn marker sits before whoever's turn it is (in that seat's style: a table of
      // three draws the player's own seat larger and piles the others').
      const arrangement = gangstaArrangement(seats, 'wide');
      const style = seatStyle(arrangement, seats, seat ?? 0, s.current);
      expect(byId(scene, 'marker').rest).toEqual(
        markerPose(seatAnchor(s.current, seats, seat ?? 0, arrangement), style),
      );
    }
  });

  test('whole games by bots: every scene of every seat keeps the invariants', () => {
    let s = start(seats, `bots-${seats}`);
    let rngs: RngState[] = Array.from({ length: seats }, (_, i) => seedRng(`r${i}`));
    for (let step = 0; step < 500 && !s.result; step++) {
      if (step % 3 === 0) for (let seat = 0; seat < seats; seat++) checkScene(s, seat);
      const seat = s.pending[0]?.seat ?? s.heist?.asking?.seat ?? s.current;
      const [intent, next] = simpleBot(viewOf(s, seat), rngs[seat]!);
      rngs = rngs.map((r, k) => (k === seat ? next : r));
      if (!intent) break;
      s = must(s, seat, intent);
    }
    expect(s.result).not.toBeNull();
    checkScene(s, 0);
    // At the end: the winner announced, no turn marker.
    const scene = sceneOf(s, 0);
    expect(scene.objects.some((o) => o.id === 'marker')).toBe(false);
    expect(scene.labels.some((l) => /wins!|share the win!/.test(l.text))).toBe(true);
    // A whole game of scenes: seconds on a quiet machine, more beside other work (a hang guard).
  }, 120_000);
});

describe('the gang, the heist and the words', () => {
  // b5: Leader, Enforcer, Driver; g13 Hacker (engaged); h1-01 needs Enforcer + Hacker.
  const table = () =>
    rig({
      gangs: ['b5 g10 g13*', 'b3 g16', 'b4'],
      money: [17, 3, 0],
      heists: 'h1-01 h1-02 h1-03 h1-04 h1-05',
      heistInfluence: [2, 0, 0],
    });

  test('engaged gangsters lie sideways, available ones upright, each in its slot', () => {
    const s = table();
    // The full table's seats alike (a wide table of three piles the others' gangs).
    const scene = gangstaScene(viewOf(s, 1), { name, arrangement: WIDE });
    const a = seatAnchor(0, 3, 1);
    expect(byId(scene, 'g13').rest).toEqual(gangSlotPose(a, 2, true));
    expect(byId(scene, 'g13').rest.yaw).toBeCloseTo(a.yaw - Math.PI / 2);
    expect(byId(scene, 'g10').rest.yaw).toBeCloseTo(a.yaw);
  });

  test('money as chips: $17 is a $10, a $5 and two $1, stacked', () => {
    const scene = sceneOf(table(), 0);
    const ids = scene.objects.filter((o) => o.id.startsWith('money:0:')).map((o) => o.id);
    expect(ids.sort()).toEqual(
      ['money:0:10:0', 'money:0:5:0', 'money:0:1:0', 'money:0:1:1'].sort(),
    );
    expect(byId(scene, 'money:0:1:1').rest.position.y).toBeGreaterThan(
      byId(scene, 'money:0:1:0').rest.position.y,
    );
    expect(scene.objects.some((o) => o.id.startsWith('money:2:'))).toBe(false);
  });

  test('the labels: names with money and influence, whose turn it is, the chapter', () => {
    const scene = sceneOf(table(), 1);
    const text = (id: string) => scene.labels.find((l) => l.id === id)!;
    // b5, g10 and g13 print no influence: 2 from heists.
    expect(text('seat:0')).toMatchObject({ text: '▶ Ann · $17 · 2★ · to play', tone: 'hand' });
    expect(text('seat:1')).toMatchObject({ text: 'Bo (you) · $3 · 1★', tone: 'you' });
    expect(text('seat:2')).toMatchObject({ text: 'Cy · $0 · 0★', tone: 'seat' }); // b4 prints none
    expect(text('chapter').text).toBe('Chapter I · Genesis');
    expect(sceneOf(table(), 0).labels.find((l) => l.id === 'seat:0')!.text).toBe(
      '▶ Ann (you) · $17 · 2★ · your turn',
    );
  });

  test('the heist being staffed: its card at the job, gangsters laid on it, what it still needs', () => {
    const s = play(table(), [
      [0, { type: 'heist', heist: 'h1-01' }],
      [0, { type: 'engage', gangster: 'b5' }],
    ]);
    const mine = sceneOf(s, 0);
    expect(zoneAtObject(mine, 'h1-01')).toEqual({ kind: 'object', object: 'h1-01' });
    expect(zoneAtObject(mine, 'b5')).toEqual({ kind: 'object', object: 'h1-01' });
    expect(byId(mine, 'b5').rest.position.y).toBeGreaterThan(byId(mine, 'h1-01').rest.position.y);
    expect(mine.labels.find((l) => l.id === 'job')!.text).toBe('Still needs: Hacker');
    // The initiator may drag the heist back (abandon); nothing else of theirs brings a skill.
    expect(byId(mine, 'h1-01').draggable).toBe(true);
    expect(byId(mine, 'g10').draggable).toBe(false);
    expect(byId(mine, 'g13').draggable).toBe(false); // engaged
    // The others only watch.
    expect(sceneOf(s, 1).objects.filter((o) => o.draggable)).toEqual([]);
  });

  test('a spectator picks nothing up', () => {
    expect(sceneOf(table(), null).objects.filter((o) => o.draggable)).toEqual([]);
  });

  test('a snitch and a chapter change are announced on the table', () => {
    // The 4-Informant snitch comes up as the river refills; nobody can pay in full.
    const snitched = must(
      rig({
        gangs: ['b1 g10', 'b3 g16'],
        money: [0, 0],
        chapter: 'gang-wars',
        heists: 'h2-01 h2-02 h2-03 h2-04',
        next: { heists: 's2-3' },
      }),
      0,
      { type: 'pass' },
    );
    const scene = sceneOf(snitched, 1);
    expect(scene.labels.find((l) => l.tone === 'mistake')!.text).toBe(
      'Snitch! Stool Pigeon: pay $4 less $1 per Informant',
    );
    // The snitch lies face up on the discard pile; both players are choosing.
    expect(byId(scene, 's2-3').front).toBe('gangsta/card:s2-3');
    expect(scene.labels.find((l) => l.id === 'seat:0')!.text).toContain('choosing');
    expect(byId(scene, 'g16').draggable).toBe(true);
    expect(zoneUnder(scene.zones, byId(scene, 's2-3').rest.position)?.zone).toEqual({
      kind: 'zone',
      zone: 'discards',
    });

    // The 4th recruit starts Gang Wars at the end of the turn.
    const recruited = must(
      rig({ gangs: ['b1 g10 g13 g16', 'b3'], money: [9, 0], river: 'g01 g04 g07 g11 g30' }),
      0,
      { type: 'recruit', gangster: 'g04' },
    );
    const after = sceneOf(recruited, 1);
    expect(after.labels.map((l) => l.text)).toContain('Chapter II · Gang Wars begins');
    expect(after.labels.find((l) => l.id === 'chapter')!.text).toBe('Chapter II · Gang Wars');
    expect(byId(after, 'deck:heists').front).toBe('gangsta/back:gang-wars');
  });
});
