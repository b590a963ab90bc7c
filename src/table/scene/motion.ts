// How one table object moves. The rules state gives every object a rest pose; an object glides
// there along a low arc (turning over on the way when it flips), falls under physics when it is
// put down, follows the pointer while this player drags it, and follows the relayed poses while
// another player does. Plain mutable state, stepped once per drawn frame: no React state per frame.
//
// At rest the object's Rapier body is fixed: others fall and stack on it, and it is never in the
// physics engine's active set, so a table at rest steps nothing awake and draws nothing (render
// on demand). (A resting kinematic body can keep a rounding-error velocity and stay active for
// ever.) While it glides or is held the body is kinematic, moved by hand without waking anything;
// only a falling object is dynamic: it bounces and settles on the felt and on other objects, then
// glides to wherever the rules put it.
import { Quaternion, Vector3, type Object3D } from 'three';
import type { RapierRigidBody } from '@react-three/rapier';
import type { Pose } from '../core/layout.ts';

/** What a moving object tells its listener (the table's sounds): it set off along an arc, it
 * set off turning over, it struck something while falling, it arrived at rest. */
export type MotionEvent = 'depart' | 'flip' | 'land' | 'arrive';

/** What an object is doing. */
export type Mode = 'rest' | 'wait' | 'glide' | 'fall' | 'drag' | 'remote';

/** Rapier's body types (RigidBodyType.Dynamic, .KinematicPositionBased and .Fixed). */
export interface BodyTypes {
  readonly dynamic: number;
  readonly kinematic: number;
  readonly fixed: number;
}

const GLIDE_MIN_MS = 240;
const GLIDE_MAX_MS = 820;
const FALL_MAX_MS = 1800;
/** Below these a falling object counts as still (m/s, rad/s), for CALM_MS. */
const CALM = { speed: 0.03, spin: 0.6 };
const CALM_MS = 160;
/** Closer than this to its rest pose, a settled object snaps instead of gliding. */
const NEAR = { metres: 0.0015, radians: 0.03 };

const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** A layout pose as three's types. */
export function toThree(p: Pose): { pos: Vector3; quat: Quaternion } {
  const q = p.quaternion;
  return {
    pos: new Vector3(p.position.x, p.position.y, p.position.z),
    quat: new Quaternion(q.x, q.y, q.z, q.w),
  };
}

export class PieceMotion {
  /** Honour prefers-reduced-motion: no arcs, no glides, no bounces; objects appear at rest. Set
   * by the table from the browser's setting. */
  static reduced = false;

  mode: Mode = 'rest';
  /** Let go by a hand (this player's or another's) and not yet at rest: it falls, settles and
   * glides to its place. Its shadow is still drawn apart then, as while it was held
   * (shadow-casters.ts): the lamp's shadow map is drawn again once, when it comes to rest. */
  fromHand = false;
  /** Told of departures, flips, landings and arrivals. */
  onEvent: ((e: MotionEvent) => void) | null = null;
  /** Where the object is drawn now. */
  readonly pos = new Vector3();
  readonly quat = new Quaternion();
  /** Where the rules say it rests. */
  readonly targetPos = new Vector3();
  readonly targetQuat = new Quaternion();
  /** What to do when a wait ends. */
  private next: 'glide' | 'fall' = 'glide';
  private startAt = 0;
  private readonly fromPos = new Vector3();
  private readonly fromQuat = new Quaternion();
  private t0 = 0;
  private duration = 0;
  private arc = 0;
  private fallSince = 0;
  /** The falling body's vertical speed last frame (m/s). */
  private lastVy = 0;
  private calmSince = 0;
  body: RapierRigidBody | null = null;
  /** What draws it: still (scene/still.ts), its matrix made only when this moves it. */
  visual: Object3D | null = null;

  constructor(
    start: Pose,
    rest: Pose,
    private readonly types: BodyTypes,
  ) {
    const s = toThree(start);
    const r = toThree(rest);
    this.pos.copy(s.pos);
    this.quat.copy(s.quat);
    this.targetPos.copy(r.pos);
    this.targetQuat.copy(r.quat);
  }

  /** Whether it is moving (and frames must be drawn). */
  get moving(): boolean {
    return this.mode !== 'rest';
  }

  /** The rules moved its rest pose: glide there after `delay` ms, unless a hand or physics has it
   * now (then it goes there when they let go). False when the rest pose did not change. */
  setRest(rest: Pose, delay: number, now: number): boolean {
    const r = toThree(rest);
    if (r.pos.equals(this.targetPos) && r.quat.equals(this.targetQuat)) return false;
    this.targetPos.copy(r.pos);
    this.targetQuat.copy(r.quat);
    if (this.mode === 'rest' || this.mode === 'glide' || this.mode === 'wait') {
      this.wait(delay, 'glide', now);
    }
    return true;
  }

  /** A new object under this id: put it at `from` (the deck, or above its place) and, after
   * `delay` ms, glide or fall to its rest pose. */
  enter(from: Pose, rest: Pose, how: 'glide' | 'fall', delay: number, now: number): void {
    const f = toThree(from);
    const r = toThree(rest);
    this.makeKinematic();
    this.pos.copy(f.pos);
    this.quat.copy(f.quat);
    this.targetPos.copy(r.pos);
    this.targetQuat.copy(r.quat);
    this.apply();
    this.wait(delay, how, now);
  }

  /** This player picked it up. */
  grab(): void {
    this.makeKinematic();
    this.mode = 'drag';
  }

  /** Another player is dragging it. */
  follow(): void {
    this.makeKinematic();
    this.mode = 'remote';
  }

  /** Moves a held object (drag or remote) to a pose now. */
  hold(pos: Vector3, quat: Quaternion): void {
    this.pos.copy(pos);
    this.quat.copy(quat);
    this.apply();
  }

  /** Let go: it falls from where it is with velocity `v` (m/s), bounces, settles, then glides to
   * its rest pose. */
  release(v: Vector3, now: number): void {
    this.fromHand = this.mode === 'drag' || this.mode === 'remote';
    const body = this.body;
    if (!body || PieceMotion.reduced) {
      this.onEvent?.('land');
      return this.startGlide(now);
    }
    body.setTranslation(this.pos, false);
    body.setRotation(this.quat, false);
    body.setBodyType(this.types.dynamic, true);
    body.setLinvel(v, true);
    // A little wobble, so no two drops land alike.
    body.setAngvel({ x: (Math.random() - 0.5) * 3, y: (Math.random() - 0.5) * 2, z: 0 }, true);
    this.mode = 'fall';
    this.lastVy = v.y;
    this.fallSince = now;
    this.calmSince = 0;
  }

  /** Advances one frame; true while it needs the next frame drawn. A held object is moved by
   * its hand (pointer events, relayed poses), which ask for their own frames: held still, it
   * draws nothing. */
  step(now: number): boolean {
    switch (this.mode) {
      case 'rest':
      case 'drag':
      case 'remote':
        return false;
      case 'wait':
        if (now >= this.startAt) {
          if (this.next === 'fall') this.release(new Vector3(0, -0.2, 0), now);
          else this.startGlide(now);
        }
        return true;
      case 'glide':
        return this.stepGlide(now);
      case 'fall':
        return this.stepFall(now);
    }
  }

  private wait(delay: number, next: 'glide' | 'fall', now: number): void {
    this.fromHand = false;
    this.makeKinematic();
    this.next = next;
    this.startAt = now + delay;
    this.mode = 'wait';
  }

  private startGlide(now: number): void {
    const distance = this.pos.distanceTo(this.targetPos);
    const angle = this.quat.angleTo(this.targetQuat);
    if (distance < NEAR.metres && angle < NEAR.radians) {
      this.pos.copy(this.targetPos);
      this.quat.copy(this.targetQuat);
      this.apply();
      this.toRest();
      return;
    }
    this.fromPos.copy(this.pos);
    this.fromQuat.copy(this.quat);
    this.t0 = now;
    this.duration = PieceMotion.reduced
      ? 1
      : Math.min(GLIDE_MAX_MS, Math.max(GLIDE_MIN_MS, 200 + 700 * distance + 110 * angle));
    // Low over short slides; higher when it travels far or turns over (so it clears the felt).
    this.arc = PieceMotion.reduced
      ? 0
      : Math.min(0.06, 0.25 * distance) + (angle > 1.5 ? 0.04 : 0.01 * angle);
    this.mode = 'glide';
    this.onEvent?.(angle > 1.5 ? 'flip' : 'depart');
  }

  private stepGlide(now: number): boolean {
    const t = Math.min(1, (now - this.t0) / this.duration);
    const e = easeInOut(t);
    this.pos.lerpVectors(this.fromPos, this.targetPos, e);
    this.pos.y += this.arc * 4 * e * (1 - e);
    this.quat.slerpQuaternions(this.fromQuat, this.targetQuat, e);
    if (t >= 1) {
      // Exactly the rules' pose, so every player's table at rest is the same.
      this.pos.copy(this.targetPos);
      this.quat.copy(this.targetQuat);
      this.mode = 'rest';
      this.fromHand = false;
      this.onEvent?.('arrive');
    }
    this.apply();
    return true;
  }

  private stepFall(now: number): boolean {
    const body = this.body;
    if (!body) return this.settle(now);
    const t = body.translation();
    const r = body.rotation();
    this.pos.set(t.x, t.y, t.z);
    this.quat.set(r.x, r.y, r.z, r.w);
    this.draw();
    const v = body.linvel();
    const w = body.angvel();
    // Struck something: the fall's speed turned (a bounce) or stopped.
    if (this.lastVy < -0.12 && v.y > this.lastVy * 0.3) this.onEvent?.('land');
    this.lastVy = v.y;
    const calm = Math.hypot(v.x, v.y, v.z) < CALM.speed && Math.hypot(w.x, w.y, w.z) < CALM.spin;
    if (!calm) this.calmSince = 0;
    else if (this.calmSince === 0) this.calmSince = now;
    const settled =
      body.isSleeping() ||
      (this.calmSince !== 0 && now - this.calmSince >= CALM_MS) ||
      now - this.fallSince >= FALL_MAX_MS ||
      t.y < -0.2;
    return settled ? this.settle(now) : true;
  }

  private settle(now: number): boolean {
    this.makeKinematic();
    this.startGlide(now);
    return true;
  }

  /** Arrived: the body becomes fixed (see the top of this file). */
  private toRest(): void {
    this.mode = 'rest';
    this.fromHand = false;
    this.setBodyType(this.types.fixed);
  }

  private makeKinematic(): void {
    this.setBodyType(this.types.kinematic);
  }

  private setBodyType(type: number): void {
    const body = this.body;
    if (!body || body.bodyType() === type) return;
    body.setBodyType(type, false);
    body.setLinvel({ x: 0, y: 0, z: 0 }, false);
    body.setAngvel({ x: 0, y: 0, z: 0 }, false);
  }

  /** Puts its drawing where it is now: the only place that moves it, so three need not remake
   * its matrix in frames where it stays. */
  private draw(): void {
    const v = this.visual;
    if (!v) return;
    v.position.copy(this.pos);
    v.quaternion.copy(this.quat);
    v.updateMatrix();
  }

  /** Draws it where it is, and moves its (fixed or kinematic) body there without waking
   * anything; a body at rest is made fixed. */
  apply(): void {
    this.draw();
    const body = this.body;
    if (!body) return;
    if (this.mode === 'rest') this.setBodyType(this.types.fixed);
    if (body.bodyType() !== this.types.dynamic) {
      body.setTranslation(this.pos, false);
      body.setRotation(this.quat, false);
    }
  }
}
