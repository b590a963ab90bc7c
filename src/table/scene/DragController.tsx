// Drag and drop with the real pointer (mouse, pen or one finger), host-authoritative:
//   press on an object → it lifts and follows the pointer at once while the host is asked (grab)
//   → once granted, poses stream to the host (≤ 30 Hz, shared frame) which relays them
//   → release → the object falls where it was let go, and the drop zone goes to the host
//   → the host commits (the view moves the object's rest pose) or refuses (it glides back and
//     the reason is shown).
// Objects another player drags follow the relayed poses, drawn 70 ms in the past and
// interpolated (pose-buffer.ts); when they let go, the object falls and glides to its rest pose.
//
// The listeners sit on the window in the capture phase, so a press on an object never reaches
// the camera controls (which then orbit only when the press is on the empty table).
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Plane, Quaternion, Raycaster, Vector2, Vector3, type Object3D } from 'three';
import { feltDistance, fromShared, spotIn, toShared, zoneUnder } from '../layout.ts';
import { DRAG_LIFT, DROP_SPEED } from '../physics.ts';
import type { TableRuntime } from './runtime.ts';

/** A thrown object is never faster than this (m/s). */
const MAX_THROW = 1.2;
/** Drag targets stay this far inside the felt's edge (m). */
const EDGE_MARGIN = 0.025;
/** A held object that does not move is re-sent this often (ms), so the host, which puts down
 * objects nobody moved for 10 s (a holder who vanished), never takes it from a still hand. */
const HOLD_KEEPALIVE_MS = 2500;

interface Drag {
  readonly id: string;
  readonly pointerId: number;
  /** From the pointer's spot on the felt to the object's centre, so it does not jump. */
  readonly offset: Vector3;
  readonly quat: Quaternion;
  readonly yaw: number;
  /** The object's spot on the felt now. */
  readonly point: Vector3;
  /** Recent spots with times, for the throw velocity. */
  readonly trail: { x: number; z: number; at: number }[];
  granted: boolean;
  released: boolean;
}

const Y_AXIS = new Vector3(0, 1, 0);

/** The object id of a hit mesh (the Piece's group carries it). */
function objectIdOf(o: Object3D | null): string | null {
  for (let x = o; x; x = x.parent) {
    const id = (x.userData as { objectId?: unknown }).objectId;
    if (typeof id === 'string') return id;
  }
  return null;
}

/** Moves a point toward the table's centre until it lies `margin` inside the felt. */
function keepOnFelt(p: Vector3): void {
  for (let i = 0; i < 40 && feltDistance(p) > -EDGE_MARGIN; i++) {
    p.x *= 0.97;
    p.z *= 0.97;
  }
}

export function DragController({
  runtime,
  onRaise,
}: {
  runtime: TableRuntime;
  /** Raise (or lower) this player's own cards: hovered, or held down on a touch screen. */
  onRaise: (raised: boolean) => void;
}) {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);

  useEffect(() => {
    const canvas = gl.domElement;
    const raycaster = new Raycaster();
    const ndc = new Vector2();
    const felt = new Plane(new Vector3(0, 1, 0), 0);
    const spot = new Vector3();
    let drag: Drag | null = null;
    let raised = false;
    let cursor = '';

    const aim = (e: PointerEvent) => {
      const rect = canvas.getBoundingClientRect();
      ndc.set(
        ((e.clientX - rect.left) / rect.width) * 2 - 1,
        -((e.clientY - rect.top) / rect.height) * 2 + 1,
      );
      raycaster.setFromCamera(ndc, camera);
    };
    const onFeltAt = (e: PointerEvent, out: Vector3) => {
      aim(e);
      return raycaster.ray.intersectPlane(felt, out) !== null;
    };
    /** Cards the local player lifts to read (their own), rather than picks up. */
    const ownCard = (id: string) => {
      const obj = runtime.pieces.get(id)?.obj;
      return !!obj?.raise && runtime.seat !== null && obj.owner === runtime.seat;
    };
    /** The nearest draggable object or own card under the pointer. */
    const pick = (e: PointerEvent): string | null => {
      aim(e);
      const targets: Object3D[] = [];
      for (const p of runtime.pieces.values()) {
        if (p.obj.draggable || ownCard(p.obj.id)) targets.push(p.visual);
      }
      const hit = raycaster.intersectObjects(targets, true)[0];
      return hit ? objectIdOf(hit.object) : null;
    };
    const setRaised = (r: boolean) => {
      if (r !== raised) onRaise((raised = r));
    };
    const setCursor = (c: string) => {
      if (c !== cursor) canvas.style.cursor = cursor = c;
    };

    let lastPoseAt = 0;
    const streamPose = (d: Drag) => {
      lastPoseAt = performance.now();
      const shared = toShared(d.point, d.yaw, runtime.seats, runtime.localSeat);
      runtime.link.pose(d.id, [shared.x, DRAG_LIFT, shared.z], shared.yaw);
    };
    const follow = (d: Drag, e: PointerEvent) => {
      if (!onFeltAt(e, spot)) return;
      d.point.copy(spot).add(d.offset);
      d.point.y = 0;
      keepOnFelt(d.point);
      const now = performance.now();
      d.trail.push({ x: d.point.x, z: d.point.z, at: now });
      while (d.trail.length > 2 && now - d.trail[0]!.at > 90) d.trail.shift();
      const piece = runtime.pieces.get(d.id);
      piece?.motion.hold(new Vector3(d.point.x, DRAG_LIFT, d.point.z), d.quat);
      if (d.granted) streamPose(d);
      invalidate();
    };
    const throwVelocity = (d: Drag) => {
      const a = d.trail[0];
      const b = d.trail[d.trail.length - 1];
      const v = new Vector3();
      if (a && b && b.at - a.at > 8) {
        v.set(((b.x - a.x) * 1000) / (b.at - a.at), 0, ((b.z - a.z) * 1000) / (b.at - a.at));
        if (v.length() > MAX_THROW) v.setLength(MAX_THROW);
        v.multiplyScalar(0.5);
      }
      v.y = -DROP_SPEED;
      return v;
    };
    const sendDrop = (d: Drag) => {
      const under = zoneUnder(runtime.scene?.zones ?? [], d.point);
      const zone = under?.zone ?? null;
      const at = under ? spotIn(under.area, d.point) : undefined;
      void runtime.link.drop(d.id, zone, at ? { at } : {}).then((r) => {
        // Putting a chip back where it was is not worth a message.
        if (!r.ok && r.reason !== 'no-change') runtime.link.refused(r.reason);
      });
    };
    const letGo = (d: Drag, velocity: Vector3) => {
      d.released = true;
      if (drag === d) drag = null;
      runtime.pieces.get(d.id)?.motion.release(velocity, performance.now());
      invalidate();
    };

    const onDown = (e: PointerEvent) => {
      if (e.target !== canvas || drag || e.button !== 0) return;
      const id = pick(e);
      if (!id) return;
      if (ownCard(id)) {
        // Touch has no hover: pressing your own cards raises them while held.
        if (e.pointerType !== 'mouse') setRaised(true);
        return;
      }
      const holder = runtime.holds[id];
      if (holder !== undefined && holder !== runtime.seat) {
        // Somebody else has it in hand: say so, as the host would.
        runtime.link.refused('held-by-other');
        return;
      }
      const piece = runtime.pieces.get(id);
      if (!piece || !onFeltAt(e, spot)) return;
      e.stopPropagation();
      e.preventDefault();
      canvas.setPointerCapture?.(e.pointerId);
      const offset = new Vector3(piece.motion.pos.x - spot.x, 0, piece.motion.pos.z - spot.z);
      const d: Drag = {
        id,
        pointerId: e.pointerId,
        offset,
        quat: piece.motion.quat.clone(),
        yaw: piece.obj.rest.yaw,
        point: new Vector3(),
        trail: [],
        granted: false,
        released: false,
      };
      drag = d;
      piece.motion.grab();
      setCursor('grabbing');
      follow(d, e);
      void runtime.link.grab(id).then((r) => {
        if (!r.ok) {
          runtime.link.refused(r.reason);
          if (!d.released) letGo(d, new Vector3(0, -DROP_SPEED, 0));
          return;
        }
        d.granted = true;
        if (d.released) sendDrop(d);
        else streamPose(d);
      });
    };

    const onMove = (e: PointerEvent) => {
      if (drag && e.pointerId === drag.pointerId) {
        e.stopPropagation();
        follow(drag, e);
        return;
      }
      if (drag || e.target !== canvas || e.pointerType !== 'mouse' || e.buttons !== 0) return;
      const id = pick(e);
      setRaised(id !== null && ownCard(id));
      setCursor(id && !ownCard(id) && runtime.holds[id] === undefined ? 'grab' : '');
    };

    const onUp = (e: PointerEvent) => {
      if (e.pointerType !== 'mouse' && e.target === canvas) setRaised(false);
      const d = drag;
      if (!d || e.pointerId !== d.pointerId) return;
      e.stopPropagation();
      canvas.releasePointerCapture?.(e.pointerId);
      setCursor('');
      const cancelled = e.type === 'pointercancel';
      letGo(d, throwVelocity(d));
      if (cancelled) {
        // The system took the pointer: put it back where it was.
        if (d.granted) void runtime.link.drop(d.id, null);
        return;
      }
      if (d.granted) sendDrop(d);
    };

    const onLeave = () => {
      if (!drag) setRaised(false);
    };

    const keepalive = window.setInterval(() => {
      if (drag?.granted && performance.now() - lastPoseAt >= HOLD_KEEPALIVE_MS) streamPose(drag);
    }, HOLD_KEEPALIVE_MS / 2);

    const options = { capture: true };
    window.addEventListener('pointerdown', onDown, options);
    window.addEventListener('pointermove', onMove, options);
    window.addEventListener('pointerup', onUp, options);
    window.addEventListener('pointercancel', onUp, options);
    canvas.addEventListener('pointerleave', onLeave);
    return () => {
      window.clearInterval(keepalive);
      window.removeEventListener('pointerdown', onDown, options);
      window.removeEventListener('pointermove', onMove, options);
      window.removeEventListener('pointerup', onUp, options);
      window.removeEventListener('pointercancel', onUp, options);
      canvas.removeEventListener('pointerleave', onLeave);
    };
  }, [gl, camera, invalidate, runtime, onRaise]);

  // Objects other players drag follow the relayed poses; let go, they fall and settle.
  useFrame(() => {
    const now = performance.now();
    let moving = false;
    const pos = new Vector3();
    const quat = new Quaternion();
    for (const [id, seat] of Object.entries(runtime.holds)) {
      if (seat === runtime.seat) continue;
      const piece = runtime.pieces.get(id);
      if (!piece) continue;
      if (piece.motion.mode !== 'remote') {
        piece.motion.follow();
        moving = true;
      }
      // Frames go on until the newest relayed pose is reached; then a still hand draws nothing.
      if (runtime.poses.catchingUp(id, now)) moving = true;
      const s = runtime.poses.sample(id, now);
      if (!s) continue;
      const local = fromShared({ x: s.p[0], z: s.p[2] }, s.r, runtime.seats, runtime.localSeat);
      pos.set(local.x, s.p[1], local.z);
      // Its own tilt (face up or down) at rest, turned to the relayed heading.
      quat.setFromAxisAngle(Y_AXIS, local.yaw - piece.obj.rest.yaw);
      const q = piece.obj.rest.quaternion;
      quat.multiply(new Quaternion(q.x, q.y, q.z, q.w));
      if (pos.equals(piece.motion.pos) && quat.equals(piece.motion.quat)) continue;
      piece.motion.hold(pos, quat);
      moving = true;
    }
    for (const [id, piece] of runtime.pieces) {
      if (piece.motion.mode === 'remote' && runtime.holds[id] === undefined) {
        piece.motion.release(new Vector3(0, -DROP_SPEED, 0), now);
        runtime.poses.clear(id);
        moving = true;
      }
    }
    if (moving) invalidate();
  });

  return null;
}
