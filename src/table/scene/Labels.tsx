// Words over the table, drawn by the browser (crisp at any size, any language): players' names
// at their seats, and at the showdown each hand's name as it is revealed.
import { Html } from '@react-three/drei';
import { useEffect, useMemo, useState } from 'react';
import { Matrix4, Vector3, type Camera, type Object3D } from 'three';
import type { PxBox } from '../core/covered.ts';
import { placeLabels, type LabelWant, type PieceArea } from '../core/label-place.ts';
import type { Vec3 } from '../core/layout.ts';
import type { TableLabel, TableObject } from '../core/objects.ts';
import { outline, type CanvasSize } from '../core/on-screen.ts';

type Placer = (
  el: Object3D,
  camera: Camera,
  size: { width: number; height: number },
) => [number, number];

const at = new Vector3();
/** The felt's middle: a seat's name that must move goes away from it, to its own side. */
const MIDDLE: Vec3 = { x: 0, y: 0, z: 0 };

/** Every label's spot on the canvas for the camera as it is: worked out once per frame that moved
 * the camera (or changed the words), for all labels together (label-place.ts), from the pieces'
 * rest poses projected through the camera. */
function spots(
  labels: readonly TableLabel[],
  objects: readonly TableObject[],
  covered: readonly PxBox[],
): (id: string) => Placer {
  // The camera and canvas the spots were worked out for (compared as numbers: drei's Html asks
  // every label every frame, and a string key of them cost each label an allocation a frame).
  const seen = new Matrix4();
  const seenSize = { width: -1, height: -1, p0: NaN, p5: NaN };
  let placed = new Map<string, [number, number]>();
  const project = (p: Vec3, camera: Camera, size: CanvasSize) => {
    at.set(p.x, p.y, p.z).project(camera);
    if (at.z > 1 || at.z < -1) return null;
    return { x: ((at.x + 1) / 2) * size.width, y: ((1 - at.y) / 2) * size.height };
  };
  const update = (camera: Camera, size: CanvasSize) => {
    const p = camera.projectionMatrix.elements;
    if (
      seen.equals(camera.matrixWorld) &&
      p[0] === seenSize.p0 &&
      p[5] === seenSize.p5 &&
      size.width === seenSize.width &&
      size.height === seenSize.height
    )
      return;
    seen.copy(camera.matrixWorld);
    seenSize.width = size.width;
    seenSize.height = size.height;
    seenSize.p0 = p[0]!;
    seenSize.p5 = p[5]!;
    const pieces: PieceArea[] = [];
    for (const obj of objects) {
      const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
      let seen = true;
      for (const p of outline(obj)) {
        const s = project(p, camera, size);
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
      const s = project(l.at, camera, size);
      if (s) wants.push({ id: l.id, x: s.x, y: s.y, text: l.text, tone: l.tone });
    }
    placed = placeLabels(wants, pieces, size, covered, project(MIDDLE, camera, size) ?? undefined);
  };
  return (id) => (_el, camera, size) => {
    update(camera, size);
    return placed.get(id) ?? [-9999, -9999];
  };
}

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

/** One label, kept while its id is in the scene: new words (a score, whose turn) change the
 * text in place, never a new overlay to set up and place (which a slow frame shows late). */
function Label({ label, place }: { label: TableLabel; place: Placer }) {
  const { x, y, z } = label.at;
  return (
    <Html
      position={[x, y, z]}
      center
      calculatePosition={place}
      zIndexRange={[20, 0]}
      style={{ pointerEvents: 'none' }}
    >
      <Words key={label.text} text={label.text} tone={label.tone} delay={label.delay} />
    </Html>
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
  const place = useMemo(() => spots(labels, objects, covered), [labels, objects, covered]);
  return (
    <>
      {labels.map((l) => (
        <Label key={l.id} label={l} place={place(l.id)} />
      ))}
    </>
  );
}
