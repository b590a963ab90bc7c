// The real pointer on the table (mouse, pen or finger), host-authoritative: the DOM's pointer
// events, read as the table sees them (the piece under the pointer, the felt point), go to the
// player's Hand (hand.ts: drag, tap-and-tap, a long press to look closer), whose carries ask the
// host and stream poses (drag.ts). Pieces other players carry follow the relayed poses.
//
// The listeners sit on the window in the capture phase, so a press on a piece never reaches the
// camera controls (which then turn only when the press is on the empty table).
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Plane, Raycaster, Vector2, Vector3, type Object3D } from 'three';
import type { DropZone } from '../../engine/index.ts';
import { nearestInReach } from '../core/on-screen.ts';
import { followOthers, HOLD_KEEPALIVE_MS } from './drag.ts';
import { Hand, LONG_PRESS_MS, type PointerInput } from './hand.ts';
import { t } from '../../i18n/i18n.ts';
import { TableKeys, type KeyFocus } from './keys.ts';
import type { TableRuntime } from './runtime.ts';

/** The keys' focus as the screen shows it: the choice, and where it is on the canvas (CSS px). */
export type ShownKeyFocus = KeyFocus & {
  readonly screen: { readonly x: number; readonly y: number };
};

/** The object id of a hit mesh (the Piece's group carries it). */
function objectIdOf(o: Object3D | null): string | null {
  for (let x = o; x; x = x.parent) {
    const id = (x.userData as { objectId?: unknown }).objectId;
    if (typeof id === 'string') return id;
  }
  return null;
}

export function DragController({
  runtime,
  onRaise,
  onTargets,
  onKeyFocus,
}: {
  runtime: TableRuntime;
  /** Raise (or lower) this player's own cards: hovered, or held down on a touch screen. */
  onRaise: (raised: boolean) => void;
  /** The legal places to show now (null: none). */
  onTargets: (zones: readonly DropZone[] | null) => void;
  /** What the keyboard has in focus on the table (null: nothing). */
  onKeyFocus: (focus: ShownKeyFocus | null) => void;
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
    /** A piece's middle, projected (a touch's reach). */
    const middle = new Vector3();
    let raised = false;
    let cursor = '';
    const raise = (r: boolean) => {
      if (r !== raised) onRaise((raised = r));
    };
    const hand = new Hand(runtime, {
      raise,
      lookCloser: (at) => runtime.lookCloser(at.x, at.z),
      targets: (zones) => {
        runtime.shownTargets = zones;
        onTargets(zones);
      },
    });
    runtime.hand = hand;

    const aim = (e: PointerEvent) => {
      const rect = canvas.getBoundingClientRect();
      ndc.set(
        ((e.clientX - rect.left) / rect.width) * 2 - 1,
        -((e.clientY - rect.top) / rect.height) * 2 + 1,
      );
      raycaster.setFromCamera(ndc, camera);
    };
    const ownCard = (id: string) => {
      const obj = runtime.pieces.get(id)?.obj;
      return !!obj?.raise && runtime.seat !== null && obj.owner === runtime.seat;
    };
    /** The nearest piece the player may move, or own card, under the pointer; for a touch that
     * misses them all, the one whose middle lies within a fingertip's reach (on-screen.ts). */
    const pick = (e: PointerEvent): string | null => {
      const targets: Object3D[] = [];
      for (const p of runtime.pieces.values()) {
        if (p.obj.draggable || ownCard(p.obj.id)) targets.push(p.visual);
      }
      const hit = raycaster.intersectObjects(targets, true)[0];
      if (hit) return objectIdOf(hit.object);
      if (e.pointerType === 'mouse') return null;
      const rect = canvas.getBoundingClientRect();
      const middles = targets.map((t) => {
        t.getWorldPosition(middle).project(camera);
        const x = ((middle.x + 1) / 2) * rect.width;
        return { id: objectIdOf(t) ?? '', x, y: ((1 - middle.y) / 2) * rect.height };
      });
      return nearestInReach(middles, e.clientX - rect.left, e.clientY - rect.top);
    };
    /** The pointer event as the table reads it (`piece`: look for the piece under it, which a
     * move does not need). */
    const input = (e: PointerEvent, piece = true): PointerInput => {
      aim(e);
      const onTable = e.target === canvas || hand.carry !== null;
      const hit = onTable && raycaster.ray.intersectPlane(felt, spot) !== null;
      return {
        pointerId: e.pointerId,
        touch: e.pointerType !== 'mouse',
        x: e.clientX,
        y: e.clientY,
        at: performance.now(),
        piece: piece && e.target === canvas ? pick(e) : null,
        felt: hit ? { x: spot.x, z: spot.z } : null,
      };
    };
    const setCursor = (c: string) => {
      if (c !== cursor) canvas.style.cursor = cursor = c;
    };
    const take = (e: PointerEvent) => {
      e.stopPropagation();
      e.preventDefault();
    };

    const onDown = (e: PointerEvent) => {
      if (e.target !== canvas || e.button !== 0) return;
      if (hand.down(input(e))) {
        take(e);
        canvas.setPointerCapture?.(e.pointerId);
        if (hand.carry) setCursor('grabbing');
      }
    };
    const onMove = (e: PointerEvent) => {
      if (hand.move(input(e, false))) {
        e.stopPropagation();
        return;
      }
      if (hand.carry || e.target !== canvas || e.pointerType !== 'mouse' || e.buttons !== 0) {
        return;
      }
      aim(e);
      const id = pick(e);
      raise(id !== null && ownCard(id));
      setCursor(id && !ownCard(id) && runtime.holds[id] === undefined ? 'grab' : '');
    };
    const onUp = (e: PointerEvent) => {
      const p = input(e, e.type !== 'pointercancel');
      if (e.type === 'pointercancel') hand.cancel(p);
      else if (hand.up(p)) e.stopPropagation();
      canvas.releasePointerCapture?.(e.pointerId);
      setCursor(hand.selected ? 'crosshair' : '');
      invalidate();
    };
    const onLeave = () => {
      if (!hand.carry) raise(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') hand.deselect();
    };
    /** Where a felt point is on the canvas (CSS px). */
    const screenOf = (p: { x: number; y: number; z: number }) => {
      const rect = canvas.getBoundingClientRect();
      middle.set(p.x, p.y, p.z).project(camera);
      return { x: ((middle.x + 1) / 2) * rect.width, y: ((1 - middle.y) / 2) * rect.height };
    };
    const keys = new TableKeys(
      runtime,
      hand,
      (f) => {
        onKeyFocus(f && { ...f, screen: screenOf(f.at) });
        invalidate();
      },
      screenOf,
    );
    // The canvas takes the keyboard: the same taps a finger makes, by keys (keys.ts).
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'application');
    // The table's words for a screen reader: what it is and how to play it from the keyboard.
    canvas.setAttribute('aria-label', t('screen.cardTableKeys'));
    const onTableKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (keys.key(e.key, performance.now())) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    const onBlur = () => keys.blur();

    const ticker = window.setInterval(
      () => {
        const now = performance.now();
        hand.tick(now);
        hand.keepalive(now);
      },
      Math.min(LONG_PRESS_MS / 5, HOLD_KEEPALIVE_MS / 2),
    );

    const options = { capture: true };
    window.addEventListener('pointerdown', onDown, options);
    window.addEventListener('pointermove', onMove, options);
    window.addEventListener('pointerup', onUp, options);
    window.addEventListener('pointercancel', onUp, options);
    window.addEventListener('keydown', onKey);
    canvas.addEventListener('keydown', onTableKey);
    canvas.addEventListener('blur', onBlur);
    canvas.addEventListener('pointerleave', onLeave);
    return () => {
      window.clearInterval(ticker);
      hand.deselect();
      if (runtime.hand === hand) runtime.hand = null;
      window.removeEventListener('pointerdown', onDown, options);
      window.removeEventListener('pointermove', onMove, options);
      window.removeEventListener('pointerup', onUp, options);
      window.removeEventListener('pointercancel', onUp, options);
      window.removeEventListener('keydown', onKey);
      canvas.removeEventListener('keydown', onTableKey);
      canvas.removeEventListener('blur', onBlur);
      canvas.removeEventListener('pointerleave', onLeave);
    };
  }, [gl, camera, invalidate, runtime, onRaise, onTargets, onKeyFocus]);

  useFrame(() => {
    if (followOthers(runtime, performance.now())) invalidate();
  });

  return null;
}
