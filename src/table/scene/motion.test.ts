// How one table object moves, with a stand-in for its Rapier body: what the body type is in each
// mode (fixed at rest, so a table at rest wakes nothing), where the object is drawn, and when it
// stops asking for frames.
import { describe, expect, test } from 'vitest';
import { Quaternion, Vector3 } from 'three';
import type { RapierRigidBody } from '@react-three/rapier';
import type { Pose } from '../core/layout.ts';
import { PieceMotion, type BodyTypes } from './motion.ts';

const TYPES: BodyTypes = { dynamic: 0, fixed: 1, kinematic: 2 };
const NAMES = ['dynamic', 'fixed', 'kinematic'] as const;

type Vec = { x: number; y: number; z: number };
type Rot = Vec & { w: number };

/** Just enough of a Rapier body: its type, pose and velocities, and whether it sleeps. */
class FakeBody {
  type = TYPES.fixed;
  t: Vec = { x: 0, y: 0, z: 0 };
  r: Rot = { x: 0, y: 0, z: 0, w: 1 };
  v: Vec = { x: 0, y: 0, z: 0 };
  w: Vec = { x: 0, y: 0, z: 0 };
  sleeping = false;
  bodyType = () => this.type;
  setBodyType = (type: number) => void (this.type = type);
  setTranslation = (t: Vec) => void (this.t = { ...t });
  setRotation = (r: Rot) => void (this.r = { x: r.x, y: r.y, z: r.z, w: r.w });
  setLinvel = (v: Vec) => void (this.v = { ...v });
  setAngvel = (w: Vec) => void (this.w = { ...w });
  translation = () => this.t;
  rotation = () => this.r;
  linvel = () => this.v;
  angvel = () => this.w;
  isSleeping = () => this.sleeping;
  get typeName() {
    return NAMES[this.type];
  }
}

const pose = (x: number, y: number, z: number, flipped = false): Pose => ({
  yaw: 0,
  position: { x, y, z },
  quaternion: flipped ? { x: 0, y: 0, z: 1, w: 0 } : { x: 0, y: 0, z: 0, w: 1 },
});

function piece(start: Pose, rest: Pose = start) {
  const body = new FakeBody();
  const m = new PieceMotion(start, rest, TYPES);
  m.body = body as unknown as RapierRigidBody;
  m.apply();
  return { m, body };
}

/** Steps at 60 Hz from `from` until it stops moving (or `limit` ms); the time it stopped. */
function run(m: PieceMotion, from: number, limit = 5000): number {
  for (let now = from; now <= from + limit; now += 1000 / 60) {
    if (!m.step(now) || !m.moving) return now;
  }
  throw new Error(`still ${m.mode} after ${limit} ms`);
}

describe('PieceMotion', () => {
  test('an object at rest has a fixed body exactly at its rest pose and asks for no frames', () => {
    const { m, body } = piece(pose(0.1, 0.02, -0.3));
    expect(m.mode).toBe('rest');
    expect(m.moving).toBe(false);
    expect(m.step(0)).toBe(false);
    expect(body.typeName).toBe('fixed');
    expect(body.t).toEqual({ x: 0.1, y: 0.02, z: -0.3 });
  });

  test('an unchanged rest pose changes nothing (no frame is asked for)', () => {
    const { m } = piece(pose(0.1, 0.02, -0.3));
    expect(m.setRest(pose(0.1, 0.02, -0.3), 0, 0)).toBe(false);
    expect(m.mode).toBe('rest');
  });

  test('a new rest pose: it waits, glides kinematically along an arc, and comes to rest fixed', () => {
    const { m, body } = piece(pose(0, 0.01, 0));
    expect(m.setRest(pose(0.4, 0.01, 0), 100, 0)).toBe(true);
    expect(m.mode).toBe('wait');
    expect(body.typeName).toBe('kinematic');
    m.step(50);
    expect(m.mode).toBe('wait');
    expect(m.pos.x).toBe(0);
    m.step(100);
    expect(m.mode).toBe('glide');
    // Halfway it is between the two, above the felt.
    let highest = 0;
    const end = (() => {
      for (let now = 100; now < 3000; now += 1000 / 60) {
        m.step(now);
        highest = Math.max(highest, m.pos.y);
        if (!m.moving) return now;
      }
      throw new Error('never arrived');
    })();
    expect(highest).toBeGreaterThan(0.02);
    expect(end - 100).toBeLessThan(1000);
    expect(m.mode).toBe('rest');
    expect(body.typeName).toBe('fixed');
    expect(m.pos.toArray()).toEqual([0.4, 0.01, 0]);
    expect(body.t).toEqual({ x: 0.4, y: 0.01, z: 0 });
  });

  test('a glide that turns the object over ends exactly flipped', () => {
    const { m } = piece(pose(0, 0.01, 0));
    m.setRest(pose(0, 0.01, 0, true), 0, 0);
    run(m, 0);
    expect(m.quat.angleTo(new Quaternion(0, 0, 1, 0))).toBeLessThan(1e-6);
  });

  test('a nearly-there object snaps instead of gliding', () => {
    const { m } = piece(pose(0, 0.01, 0));
    m.setRest(pose(0.001, 0.01, 0), 0, 0);
    m.step(0);
    expect(m.mode).toBe('rest');
    expect(m.pos.x).toBe(0.001);
  });

  test('held by this player or another: kinematic, drawn where the hand is, and a new rest pose waits', () => {
    const { m, body } = piece(pose(0, 0.01, 0));
    m.grab();
    expect(m.mode).toBe('drag');
    expect(body.typeName).toBe('kinematic');
    m.hold(new Vector3(0.2, 0.08, 0.1), new Quaternion());
    expect(body.t).toEqual({ x: 0.2, y: 0.08, z: 0.1 });
    expect(m.moving).toBe(true);
    // The rules move it while it is held: it stays in the hand.
    m.setRest(pose(0.5, 0.01, 0), 0, 10);
    expect(m.mode).toBe('drag');
    m.follow();
    expect(m.mode).toBe('remote');
    expect(body.typeName).toBe('kinematic');
  });

  test('let go: dynamic under physics, then when calm it glides to the rules pose and rests fixed', () => {
    const { m, body } = piece(pose(0, 0.01, 0), pose(0.3, 0.01, 0));
    m.grab();
    m.hold(new Vector3(0.1, 0.1, 0), new Quaternion());
    m.release(new Vector3(0, -0.5, 0), 0);
    expect(m.mode).toBe('fall');
    expect(body.typeName).toBe('dynamic');
    expect(body.v).toEqual({ x: 0, y: -0.5, z: 0 });
    // Physics moves the body: the drawn pose follows it.
    body.t = { x: 0.12, y: 0.02, z: 0 };
    m.step(16);
    expect(m.pos.toArray()).toEqual([0.12, 0.02, 0]);
    expect(m.mode).toBe('fall');
    // It lies still: after a moment of calm it is done falling.
    body.v = { x: 0, y: 0, z: 0 };
    body.w = { x: 0, y: 0, z: 0 };
    m.step(32);
    m.step(32 + 200);
    expect(m.mode).toBe('glide');
    expect(body.typeName).toBe('kinematic');
    expect(body.v).toEqual({ x: 0, y: 0, z: 0 });
    run(m, 232);
    expect(m.mode).toBe('rest');
    expect(body.typeName).toBe('fixed');
    expect(m.pos.toArray()).toEqual([0.3, 0.01, 0]);
  });

  test('let go by a hand, it is known as such until it rests; a drop by the rules is not', () => {
    const { m, body } = piece(pose(0, 0.01, 0), pose(0.3, 0.01, 0));
    m.grab();
    m.release(new Vector3(0, -0.3, 0), 0);
    expect(m.fromHand).toBe(true);
    body.sleeping = true;
    m.step(16);
    expect(m.mode).toBe('glide');
    expect(m.fromHand).toBe(true);
    run(m, 16);
    expect(m.mode).toBe('rest');
    expect(m.fromHand).toBe(false);
    const dropped = piece(pose(0, 0.01, 0)).m;
    dropped.enter(pose(0, 0.2, 0), pose(0, 0.01, 0), 'fall', 0, 0);
    dropped.step(0);
    expect(dropped.mode).toBe('fall');
    expect(dropped.fromHand).toBe(false);
  });

  test('a fall ends at the latest after a while, even if physics never calms', () => {
    const { m, body } = piece(pose(0, 0.01, 0));
    m.grab();
    m.release(new Vector3(), 0);
    body.t = { x: 0.2, y: 0.01, z: 0 };
    body.v = { x: 1, y: 0, z: 0 };
    m.step(1000);
    expect(m.mode).toBe('fall');
    m.step(2000);
    expect(m.mode).toBe('glide');
  });

  test('a sleeping body or one that fell off the table counts as settled at once', () => {
    for (const fix of [(b: FakeBody) => (b.sleeping = true), (b: FakeBody) => (b.t.y = -1)]) {
      const { m, body } = piece(pose(0, 0.01, 0));
      m.grab();
      m.release(new Vector3(), 0);
      body.t = { x: 0.2, y: 0.01, z: 0 };
      body.v = { x: 1, y: 0, z: 0 };
      fix(body);
      m.step(16);
      expect(m.mode).toBe('glide');
    }
  });

  test('entering: it appears at the deck, waits its turn, then comes to its place', () => {
    const { m, body } = piece(pose(0, 0.01, 0));
    m.enter(pose(-0.5, 0.05, 0, true), pose(0.2, 0.01, 0.3), 'glide', 300, 0);
    expect(m.pos.toArray()).toEqual([-0.5, 0.05, 0]);
    expect(body.t).toEqual({ x: -0.5, y: 0.05, z: 0 });
    m.step(200);
    expect(m.mode).toBe('wait');
    run(m, 300);
    expect(m.pos.toArray()).toEqual([0.2, 0.01, 0.3]);
    expect(body.typeName).toBe('fixed');
  });

  test('entering by falling drops it under physics after the delay', () => {
    const { m, body } = piece(pose(0, 0.01, 0));
    m.enter(pose(0, 0.2, 0), pose(0, 0.01, 0), 'fall', 100, 0);
    m.step(100);
    expect(m.mode).toBe('fall');
    expect(body.typeName).toBe('dynamic');
  });

  test('without a body (not created yet) it glides instead of falling', () => {
    const m = new PieceMotion(pose(0, 0.01, 0), pose(0.2, 0.01, 0), TYPES);
    m.grab();
    m.release(new Vector3(), 0);
    expect(m.mode).toBe('glide');
    run(m, 0);
    expect(m.pos.toArray()).toEqual([0.2, 0.01, 0]);
  });

  test('it tells its listener: departs, flips, lands on a bounce, arrives', () => {
    const events: string[] = [];
    const { m, body } = piece(pose(0, 0.01, 0), pose(0.3, 0.01, 0));
    m.onEvent = (e) => events.push(e);
    m.setRest(pose(0.3, 0.01, 0, true), 0, 0);
    run(m, 0);
    expect(events).toEqual(['flip', 'arrive']);
    events.length = 0;
    m.grab();
    m.release(new Vector3(0, -0.5, 0), 1000);
    body.v = { x: 0, y: 0.1, z: 0 };
    m.step(1016);
    expect(events).toEqual(['land']);
  });

  test('a piece held still draws nothing, though it is busy until let go', () => {
    const { m } = piece(pose(0, 0.01, 0));
    m.grab();
    m.hold(new Vector3(0.1, 0.035, 0), new Quaternion());
    expect(m.step(0)).toBe(false);
    expect(m.step(500)).toBe(false);
    expect(m.moving).toBe(true);
    m.follow();
    expect(m.step(1000)).toBe(false);
    expect(m.moving).toBe(true);
  });

  test('with reduced motion a new rest pose is reached at once, with no arc and no bounce', () => {
    PieceMotion.reduced = true;
    try {
      const { m, body } = piece(pose(0, 0.01, 0));
      m.setRest(pose(0.4, 0.01, 0), 0, 0);
      m.step(0);
      let highest = 0;
      for (let now = 0; now < 100 && m.moving; now += 1000 / 60) {
        m.step(now);
        highest = Math.max(highest, m.pos.y);
      }
      expect(m.mode).toBe('rest');
      expect(highest).toBeCloseTo(0.01, 6);
      m.grab();
      m.hold(new Vector3(0.1, 0.1, 0), new Quaternion());
      m.release(new Vector3(0, -0.5, 0), 200);
      expect(m.mode).toBe('glide');
      expect(body.typeName).toBe('kinematic');
    } finally {
      PieceMotion.reduced = false;
    }
  });
});
