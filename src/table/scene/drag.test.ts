// The named steps of moving a piece (drag.ts): kept on the felt, thrown no faster than a hand,
// dropped on the zone under it at a spot in it, a tap's meaning read from the piece's legal places,
// and a carry that streams its poses once granted and puts the piece down exactly once.
import { describe, expect, test } from 'vitest';
import { feltDistance, pose, v3, WIDE, type Arrangement } from '../core/layout.ts';
import {
  Carry,
  dropSpot,
  EDGE_MARGIN,
  HOLD_KEEPALIVE_MS,
  keepOnFelt,
  pushTrail,
  tapMeaning,
  targetZones,
  throwVelocity,
  type TrailPoint,
} from './drag.ts';
import { before, chip, liveTable, settle } from './hand-kit.ts';

describe('keepOnFelt', () => {
  test.each<[string, Arrangement]>([
    ['wide', WIDE],
    ['tall and small', { turn: 'tall', scale: 0.7 }],
  ])('%s: a point past the edge comes inside it; one inside stays', (_, a) => {
    const p = keepOnFelt({ x: 3, z: 2 }, a);
    expect(feltDistance(p, a)).toBeLessThanOrEqual(-EDGE_MARGIN);
    expect(keepOnFelt({ x: 0.1, z: -0.1 }, a)).toEqual({ x: 0.1, z: -0.1 });
  });
});

describe('throwVelocity', () => {
  const trail = (...points: [number, number, number][]): TrailPoint[] => {
    const t: TrailPoint[] = [];
    for (const [x, z, at] of points) pushTrail(t, { x, z, at });
    return t;
  };

  test('a still hand puts it down; a moving one throws at half its speed', () => {
    expect(throwVelocity(trail([0, 0, 0]))).toEqual({ x: 0, z: 0 });
    const v = throwVelocity(trail([0, 0, 0], [0.02, 0, 40], [0.04, 0, 80]));
    expect(v.x).toBeCloseTo(0.25, 9);
    expect(v.z).toBeCloseTo(0, 9);
  });

  test('never faster than a hand throws, and only the last moments count', () => {
    const fast = throwVelocity(trail([0, 0, 0], [1, 0, 20], [2, 0, 40]));
    expect(Math.hypot(fast.x, fast.z)).toBeCloseTo(0.6, 9);
    const t = trail([0, 0, 0], [0.5, 0, 50], [0.5, 0, 200], [0.5, 0, 250]);
    expect(t[0]!.at).toBeGreaterThan(100);
    expect(throwVelocity(t)).toEqual({ x: 0, z: 0 });
  });
});

describe('where it lands, and what a tap means', () => {
  const { table } = liveTable([]);
  const zones = table.scene!.zones;

  test('the zone under the point and the spot in it, or none off every zone', () => {
    expect(dropSpot(zones, { x: 0, z: 0 })).toEqual({ zone: { kind: 'centre' }, at: [0, 0] });
    expect(dropSpot(zones, before(2)).zone).toEqual({ kind: 'seat', seat: 2 });
    expect(dropSpot(zones, { x: 5, z: 5 })).toEqual({ zone: null });
  });

  test('a tap puts a piece down where it lies when it may go there, else picks it up', () => {
    const lying = (targets?: { kind: 'centre' }[] | { kind: 'seat'; seat: number }[]) =>
      chip('c', pose(v3(0, 0, 0), 0), targets ? { targets } : {});
    expect(tapMeaning(lying(), zones)).toBe('in-place');
    expect(tapMeaning(lying([{ kind: 'centre' }]), zones)).toBe('in-place');
    expect(tapMeaning(lying([{ kind: 'seat', seat: 0 }]), zones)).toBe('select');
    expect(targetZones(lying([{ kind: 'seat', seat: 0 }]), zones)!.map((z) => z.zone)).toEqual([
      { kind: 'seat', seat: 0 },
    ]);
    expect(targetZones(lying(), zones)).toBeNull();
  });
});

describe('Carry', () => {
  const w1 = chip('W1', pose(v3(0.1, 0.002, -0.1), 0));

  test('streams poses only once granted, and drops once, after the grant', async () => {
    const { table, link } = liveTable([w1]);
    link.auto = null;
    const carry = Carry.pickUp(table, 'W1', { x: 0.1, z: -0.1 }, 0);
    carry.to(before(0), 16);
    expect(link.sent).toEqual([{ grab: 'W1' }]);
    carry.putDown();
    carry.putDown();
    link.answer({ ok: true });
    await settle();
    const drops = link.sent.filter((s) => 'drop' in s);
    expect(drops).toHaveLength(1);
    expect(drops[0]).toMatchObject({ zone: { kind: 'seat', seat: 0 } });
  });

  test('a still hand sends its pose again before the host’s idle limit', async () => {
    const { table, link } = liveTable([w1]);
    const carry = Carry.pickUp(table, 'W1', { x: 0.1, z: -0.1 }, 0);
    await settle();
    const poses = () => link.sent.filter((s) => 'pose' in s).length;
    const sent = poses();
    carry.keepalive(carry.lastPoseAt + HOLD_KEEPALIVE_MS - 1);
    expect(poses()).toBe(sent);
    carry.keepalive(carry.lastPoseAt + HOLD_KEEPALIVE_MS);
    expect(poses()).toBe(sent + 1);
  });

  test('a drop the host no longer expected picks the piece up again and drops it, once', async () => {
    const { table, link } = liveTable([w1]);
    link.dropResults.push({ ok: false, reason: 'not-holding' });
    const c = Carry.pickUp(table, 'W1', { x: 0.1, z: -0.1 }, 0);
    c.place(before(0), 10);
    c.putDown();
    for (let k = 0; k < 4; k++) await settle();
    expect(link.moves).toEqual([
      { grab: 'W1' },
      { drop: 'W1', zone: { kind: 'seat', seat: 0 }, extra: expect.anything() },
      { grab: 'W1' },
      { drop: 'W1', zone: { kind: 'seat', seat: 0 }, extra: expect.anything() },
    ]);
    expect(link.refusals).toEqual([]);
    // Twice not held, or held by somebody else meanwhile: said, not tried again.
    link.dropResults.push(
      { ok: false, reason: 'not-holding' },
      { ok: false, reason: 'not-holding' },
    );
    const d = Carry.pickUp(table, 'W1', { x: 0.1, z: -0.1 }, 0);
    d.putDown();
    for (let k = 0; k < 4; k++) await settle();
    expect(link.refusals).toEqual(['not-holding']);
    link.dropResults.push({ ok: false, reason: 'not-holding' });
    const e = Carry.pickUp(table, 'W1', { x: 0.1, z: -0.1 }, 0);
    table.holds = { W1: 2 };
    e.putDown();
    for (let k = 0; k < 4; k++) await settle();
    expect(link.refusals).toEqual(['not-holding', 'not-holding']);
    expect(link.moves.filter((m) => 'grab' in m)).toHaveLength(5);
  });

  test('a refusal that is no change is not worth a message; others are said', async () => {
    const { table, link } = liveTable([w1]);
    link.dropResult = { ok: false, reason: 'no-change' };
    Carry.pickUp(table, 'W1', { x: 0.1, z: -0.1 }, 0).putDown();
    await settle();
    await settle();
    link.dropResult = { ok: false, reason: 'not-in-front-of-others' };
    const c = Carry.pickUp(table, 'W1', { x: 0.1, z: -0.1 }, 0);
    c.place(before(2), 10);
    c.putDown();
    await settle();
    await settle();
    expect(link.refusals).toEqual(['not-in-front-of-others']);
  });
});
