// The Gang as table objects, from real engine states: who sees which faces, where chips rest as
// they change hands, what may be picked up, and the showdown's reveal order.
import { afterEach, describe, expect, test } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { theGang, type GangView } from '../../../engine/index.ts';
import type { GangState } from '../../../engine/games/the-gang/state.ts';
import { must, playToShowdown, rigged, takeAll } from '../../../engine/games/the-gang/test-kit.ts';
import { gangScene, REVEAL_MS, type TableObject } from './scene.ts';
import { onFelt, seatAnchor, zoneAt, zoneUnder } from '../../core/layout.ts';
import { centreChipPose, chipRowPose, chipSlotPose } from './layout.ts';

const four = ['Kd Jc', 'Qc 3d', 'Ah Ts', '9c 2h'];
const board = 'As 2s 7d Tc 4h';
const gang = () => rigged({ pockets: four, next: board, options: { mode: 'basic' } });

const viewOf = (s: GangState, seat: number | null) =>
  (seat === null ? theGang.spectatorView(s) : theGang.view(s, seat)) as GangView;
const byId = (objects: readonly TableObject[], id: string) => {
  const o = objects.find((x) => x.id === id);
  if (!o) throw new Error(`no ${id}`);
  return o;
};
const faceUp = (o: TableObject) => {
  // The card's normal (local +y) after rotation points up when face up.
  const q = o.rest.quaternion;
  return 1 - 2 * (q.x * q.x + q.z * q.z) > 0;
};

describe('The Gang on the table', () => {
  test('every seat reads its own pocket and sees only backs of the others', () => {
    const s = gang();
    for (let seat = 0; seat < 4; seat++) {
      const scene = gangScene(viewOf(s, seat));
      expect(scene.localSeat).toBe(seat);
      const tokens = four[seat]!.split(' ');
      tokens.forEach((t, i) => {
        const card = byId(scene.objects, `pocket:${seat}:${i}`);
        expect(card.front).toBe(`the-gang/card:${t}`);
        expect(faceUp(card)).toBe(true);
      });
      // Nobody else's card appears anywhere in this seat's table, in any form.
      const json = JSON.stringify(scene);
      for (let other = 0; other < 4; other++) {
        if (other === seat) continue;
        for (const t of four[other]!.split(' ')) expect(json).not.toContain(`the-gang/card:${t}`);
        const theirs = byId(scene.objects, `pocket:${other}:0`);
        expect(theirs.front).toBe('the-gang/card:back');
        expect(faceUp(theirs)).toBe(false);
      }
    }
  });

  test('ids are unique and everything rests on the felt', () => {
    const s = must(takeAll(gang(), [1, 2, 3, 4]), 0, { type: 'takeChip', chip: 'Y4' });
    for (const seat of [0, 1, 2, 3, null]) {
      const scene = gangScene(viewOf(s, seat));
      const ids = scene.objects.map((o) => o.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const o of scene.objects) {
        expect(onFelt(o.rest.position), o.id).toBe(true);
        expect(o.rest.position.y, o.id).toBeGreaterThan(0);
      }
    }
  });

  test('round chips wait in the centre, move before their taker, then join the row', () => {
    let s = gang();
    let scene = gangScene(viewOf(s, 2));
    const w3 = byId(scene.objects, 'W3');
    expect(w3.rest).toEqual(centreChipPose(3, 4));
    expect(w3.draggable).toBe(true);
    expect(w3.front).toBe('the-gang/chip:white:3:light');
    expect(w3.back).toBe('the-gang/chip:white:3:dark');
    expect(zoneUnder(scene.zones, w3.rest.position)?.zone).toEqual({ kind: 'centre' });

    s = must(s, 1, { type: 'takeChip', chip: 'W3' });
    scene = gangScene(viewOf(s, 2));
    const arranged = scene.arrangement;
    expect(byId(scene.objects, 'W3').rest).toEqual(chipSlotPose(seatAnchor(1, 4, 2, arranged)));
    expect(zoneAt(byId(scene.objects, 'W3').rest.position, 4, 2, arranged)).toEqual({
      kind: 'seat',
      seat: 1,
    });
    // Still this round's: anyone may take it from Bo.
    expect(byId(scene.objects, 'W3').draggable).toBe(true);

    s = takeAll(gang(), [3, 1, 2, 4]);
    scene = gangScene(viewOf(s, 2));
    const row = byId(scene.objects, 'W3');
    expect(row.rest).toEqual(chipRowPose(0, seatAnchor(0, 4, 2, scene.arrangement)));
    expect(row.draggable).toBe(false);
    expect(byId(scene.objects, 'Y1').draggable).toBe(true);
    // The flop is on the table, face up.
    for (let i = 0; i < 3; i++) {
      const c = byId(scene.objects, `community:${i}`);
      expect(c.front).toBe(`the-gang/card:${board.split(' ')[i]}`);
      expect(faceUp(c)).toBe(true);
    }
    expect(scene.objects.some((o) => o.id === 'community:3')).toBe(false);
  });

  test('a spectator sees seat 0 at the front and may pick nothing up', () => {
    const scene = gangScene(viewOf(gang(), null));
    expect(scene.localSeat).toBe(0);
    expect(scene.objects.filter((o) => o.draggable)).toEqual([]);
    expect(scene.objects.filter((o) => o.id.startsWith('pocket:')).map((o) => o.front)).toEqual(
      Array(8).fill('the-gang/card:back'),
    );
  });

  test('the verdict is a moment: a cracked vault in gold, an alarm in red, after the reveal', () => {
    expect(gangScene(viewOf(gang(), 0)).moments).toEqual([]);
    const s = playToShowdown(gang(), [2, 1, 4, 3]);
    const view = viewOf(s, 0);
    const scene = gangScene(view);
    const kind = view.vaults === 1 ? 'vault' : 'alarm';
    expect(view.vaults + view.alarms).toBe(1);
    expect(scene.moments).toEqual([
      {
        id: `${kind}:0`,
        at: byId(scene.objects, `${kind}:0`).rest.position,
        tone: kind === 'vault' ? 'gold' : 'red',
        delay: expect.any(Number),
      },
    ]);
    // It glows once every hand is shown and the card has turned.
    expect(scene.moments![0]!.delay).toBeGreaterThan(byId(scene.objects, `${kind}:0`).delay);
  });

  test('the showdown reveals hands one by one in ascending red stars, then the vault', () => {
    // Seats take 2, 1, 4, 3 stars: reveal order is seat 1, 0, 3, 2.
    const s = playToShowdown(gang(), [2, 1, 4, 3]);
    expect(s.phase).toBe('showdown');
    const scene = gangScene(viewOf(s, 0), { name: (i) => ['Ann', 'Bo', 'Cy', 'Di'][i]! });
    expect(byId(scene.objects, 'pocket:1:0').delay).toBe(0);
    expect(byId(scene.objects, 'pocket:3:1').delay).toBe(2 * REVEAL_MS);
    expect(byId(scene.objects, 'pocket:2:0').delay).toBe(3 * REVEAL_MS);
    for (const seat of [1, 2, 3]) {
      const card = byId(scene.objects, `pocket:${seat}:0`);
      expect(card.front).toBe(`the-gang/card:${four[seat]!.split(' ')[0]}`);
      expect(faceUp(card)).toBe(true);
    }
    const hands = scene.labels.filter((l) => l.id.startsWith('hand:'));
    expect(hands.map((l) => l.id)).toEqual(['hand:1', 'hand:0', 'hand:3', 'hand:2']);
    expect(hands.map((l) => l.delay)).toEqual([0, 1, 2, 3].map((k) => k * REVEAL_MS + 250));
    const vault = byId(scene.objects, 'vault:0');
    const alarm = byId(scene.objects, 'alarm:0');
    const success = s.showdown!.success;
    expect(faceUp(success ? vault : alarm)).toBe(true);
    expect(faceUp(success ? alarm : vault)).toBe(false);
    expect(vault.delay).toBe(4 * REVEAL_MS + 300);
    expect(scene.labels.find((l) => l.id === 'seat:0')?.text).toBe('Ann (you)');
  });

  test('own cards stand up when raised; the deck and stacks are single stacks', () => {
    const view = viewOf(gang(), 3);
    const flat = byId(gangScene(view).objects, 'pocket:3:0');
    const raised = byId(gangScene(view, { raised: true }).objects, 'pocket:3:0');
    expect(raised.rest.position.y).toBeGreaterThan(flat.rest.position.y + 0.02);
    const deck = byId(gangScene(view).objects, 'deck');
    expect(deck.model).toBe('stack');
    expect(deck.count).toBe(view.deckCount);
  });
});

describe('the table contract', () => {
  test('own cards are owned and lift to read; chips in front of a player rest in that zone', () => {
    let s = gang();
    s = must(s, 2, { type: 'takeChip', chip: 'W1' });
    const scene = gangScene(viewOf(s, 1));
    const mine = scene.objects.filter((o) => o.id.startsWith('pocket:1:'));
    expect(mine.map((o) => [o.owner, o.raise])).toEqual([
      [1, true],
      [1, true],
    ]);
    expect(byId(scene.objects, 'pocket:0:0')).toMatchObject({ owner: 0, raise: false });
    expect(byId(scene.objects, 'W1').zone).toEqual({ kind: 'seat', seat: 2 });
    expect(byId(scene.objects, 'W2').zone).toBeUndefined();
  });

  test.each([3, 4, 5, 6])('%i seats: drops go to the centre or a player’s area', (n) => {
    const pockets = ['Kd Jc', 'Qc 3d', 'Ah Ts', '9c 2h', '5c 6c', '7d 8d'].slice(0, n);
    const scene = gangScene(viewOf(rigged({ pockets, next: board }), 0));
    expect(scene.zones.map((z) => z.zone)).toEqual([
      { kind: 'centre' },
      ...Array.from({ length: n }, (_, seat) => ({ kind: 'seat', seat })),
    ]);
    // Cards are dealt from the deck.
    expect(scene.dealFrom.position.x).toBeLessThan(0);
  });
});

describe('printed faces', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  test('a challenge or specialist face names the reader’s language past English, so a switch repaints it', () => {
    const s = rigged({
      pockets: four,
      next: board,
      options: { mode: 'advanced' },
      challenges: ['blackout'],
      specialist: 'jack',
    });
    const fronts = () =>
      gangScene(viewOf(s, 0))
        .objects.filter((o) => /^(challenge|specialist):(?!back)/.test(o.id))
        .map((o) => o.front);
    expect(fronts()).toEqual(['the-gang/challenge:blackout', 'the-gang/specialist:jack']);
    void i18n.changeLanguage('ko');
    expect(fronts()).toEqual(['the-gang/challenge:blackout:ko', 'the-gang/specialist:jack:ko']);
  });
});
