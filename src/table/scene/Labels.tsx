// Words over the table, drawn by the browser (crisp at any size, any language): players' names
// at their seats, and at the showdown each hand's name as it is revealed. Each label is an element
// beside the canvas with a React root of its own (as drei's Html made them), placed by one frame
// callback for all of them, which does nothing in a frame where the camera did not move: drei's
// Html, one per label, remade the camera's matrices and its own group's in every frame, for words
// that stay where they are while a piece is dragged.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useState, type CSSProperties } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Quaternion, Vector3, type Camera, type PerspectiveCamera } from 'three';
import type { PxBox } from '../core/covered.ts';
import { placeLabels, type LabelWant, type PieceArea } from '../core/label-place.ts';
import type { Vec3 } from '../core/layout.ts';
import type { TableLabel, TableObject } from '../core/objects.ts';
import { outline, type CanvasSize } from '../core/on-screen.ts';

const at = new Vector3();
/** The felt's middle: a seat's name that must move goes away from it, to its own side. */
const MIDDLE: Vec3 = { x: 0, y: 0, z: 0 };

/** Where one label is drawn (CSS px on the canvas), or null when it has no spot. */
type Spot = readonly [number, number] | null;

/** Every label's spot on the canvas for a camera: worked out for all labels together
 * (label-place.ts), from the pieces' rest poses projected through the camera. */
function spots(
  labels: readonly TableLabel[],
  objects: readonly TableObject[],
  covered: readonly PxBox[],
  camera: Camera,
  size: CanvasSize,
): Map<string, [number, number]> {
  const project = (p: Vec3) => {
    at.set(p.x, p.y, p.z).project(camera);
    if (at.z > 1 || at.z < -1) return null;
    return { x: ((at.x + 1) / 2) * size.width, y: ((1 - at.y) / 2) * size.height };
  };
  const pieces: PieceArea[] = [];
  for (const obj of objects) {
    const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
    let seen = true;
    for (const p of outline(obj)) {
      const s = project(p);
      if (!s) {
        seen = false;
        break;
      }
      box.left = Math.min(box.left, s.x);
      box.right = Math.max(box.right, s.x);
      box.top = Math.min(box.top, s.y);
      box.bottom = Math.max(box.bottom, s.y);
    }
    if (seen) pieces.push(obj.minor ? { ...box, minor: true } : box);
  }
  const wants: LabelWant[] = [];
  for (const l of labels) {
    const s = project(l.at);
    if (s) wants.push({ id: l.id, x: s.x, y: s.y, text: l.text, tone: l.tone });
  }
  return placeLabels(wants, pieces, size, covered, project(MIDDLE) ?? undefined);
}

/** The camera and canvas the labels were last placed for, compared as numbers (its place, its
 * turn, its lens and the canvas's size): unchanged, a frame places nothing. */
class Seen {
  private readonly position = new Vector3(NaN, NaN, NaN);
  private readonly quaternion = new Quaternion(NaN, NaN, NaN, NaN);
  private p0 = NaN;
  private p5 = NaN;
  private width = -1;
  private height = -1;

  /** Whether the camera or the canvas changed since last asked (and remembers them now). */
  changed(camera: Camera, size: CanvasSize): boolean {
    const p = camera.projectionMatrix.elements;
    if (
      this.position.equals(camera.position) &&
      this.quaternion.equals(camera.quaternion) &&
      p[0] === this.p0 &&
      p[5] === this.p5 &&
      size.width === this.width &&
      size.height === this.height
    )
      return false;
    this.position.copy(camera.position);
    this.quaternion.copy(camera.quaternion);
    this.p0 = p[0]!;
    this.p5 = p[5]!;
    this.width = size.width;
    this.height = size.height;
    return true;
  }

  forget(): void {
    this.width = -1;
  }
}

/** One label's element beside the canvas, its React root, and what was last written to it. */
interface Shown {
  readonly el: HTMLDivElement;
  readonly root: Root;
  at: Spot;
  z: number;
}

/** Labels stack by their distance from the camera, nearest on top, within this range of
 * z-index (as drei's Html stacked them). */
const Z_RANGE = [20, 0] as const;

/** The words inside a label's element: centred on its spot. */
const WORDS_STYLE: CSSProperties = {
  position: 'absolute',
  transform: 'translate3d(-50%,-50%,0)',
  pointerEvents: 'none',
};

/** A label's words: hidden until its delay is over (a showdown's reveal order), and new words
 * arrive afresh (keyed by them: a hand's name fades in). */
function Words({ text, tone, delay }: Pick<TableLabel, 'text' | 'tone' | 'delay'>) {
  const [shown, setShown] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return (
    <span
      className={`table-label table-label--${tone}`}
      style={shown ? undefined : { visibility: 'hidden' }}
    >
      {text}
    </span>
  );
}

export function Labels({
  labels,
  objects,
  covered,
}: {
  labels: readonly TableLabel[];
  /** The pieces on the table, which no label lies over. */
  objects: readonly TableObject[];
  /** The parts of the canvas the screen's panels cover. */
  covered: readonly PxBox[];
}) {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const connected = useThree((s) => s.events.connected) as HTMLElement | null | undefined;
  const target = connected ?? (gl.domElement.parentNode as HTMLElement | null);
  // Each label kept while its id is in the scene: new words (a score, whose turn) change the
  // text in place, never a new element to set up and place (which a slow frame shows late).
  const [shown] = useState(() => new Map<string, Shown>());
  const [seen] = useState(() => new Seen());

  /** Places every label for the camera as it is, if it moved (or `again`: new words). */
  const place = useMemo(
    () => (again: boolean) => {
      if (!seen.changed(camera, size) && !again) return;
      camera.updateMatrixWorld();
      const spot = spots(labels, objects, covered, camera, size);
      const far = (camera as PerspectiveCamera).far;
      const near = (camera as PerspectiveCamera).near;
      const a = (Z_RANGE[1] - Z_RANGE[0]) / (far - near);
      const b = Z_RANGE[1] - a * far;
      for (const l of labels) {
        const s = shown.get(l.id);
        if (!s) continue;
        const xy = spot.get(l.id) ?? null;
        if (xy?.[0] !== s.at?.[0] || xy?.[1] !== s.at?.[1]) {
          s.at = xy;
          s.el.style.display = xy ? 'block' : 'none';
          if (xy) s.el.style.transform = `translate3d(${xy[0]}px,${xy[1]}px,0)`;
        }
        const z = Math.round(a * at.set(l.at.x, l.at.y, l.at.z).distanceTo(camera.position) + b);
        if (z !== s.z) s.el.style.zIndex = `${(s.z = z)}`;
      }
    },
    [labels, objects, covered, camera, size, shown, seen],
  );

  // The elements for the scene's labels (made, given their words, or taken away), placed at once.
  useLayoutEffect(() => {
    if (!target) return;
    const ids = new Set(labels.map((l) => l.id));
    for (const [id, s] of shown) {
      if (ids.has(id)) continue;
      s.el.remove();
      s.root.unmount();
      shown.delete(id);
    }
    for (const l of labels) {
      let s = shown.get(l.id);
      if (!s) {
        const el = document.createElement('div');
        el.style.cssText = 'position:absolute;top:0;left:0;transform-origin:0 0;display:none;';
        target.appendChild(el);
        s = { el, root: createRoot(el), at: null, z: NaN };
        shown.set(l.id, s);
      }
      s.root.render(
        <div style={WORDS_STYLE}>
          <Words key={l.text} text={l.text} tone={l.tone} delay={l.delay} />
        </div>,
      );
    }
    place(true);
  }, [labels, target, shown, place]);
  useEffect(
    () => () => {
      for (const s of shown.values()) {
        s.el.remove();
        s.root.unmount();
      }
      shown.clear();
      seen.forget();
    },
    [shown, seen],
  );

  useFrame(() => place(false));
  return null;
}
