// Words over the table, drawn by the browser (crisp at any size, any language): players' names
// at their seats, and at the showdown each hand's name as it is revealed.
import { Html } from '@react-three/drei';
import { useEffect, useMemo, useState } from 'react';
import { Vector3, type Camera, type Object3D } from 'three';
import { outOfCovered, type PxBox } from '../core/covered.ts';
import type { TableLabel } from '../core/objects.ts';

/** How far (CSS px) a label's centre keeps from the canvas' edges: a seat off to the side of
 * the view still shows its name, at the edge nearest to it (at the foot, on the rail below the
 * player's own cards), and beside the panels over the canvas, never under them. */
const EDGE = { x: 70, top: 18, bottom: 18 } as const;
/** On a narrow canvas (a phone held upright) every name may lie near a side: its centre keeps
 * half a long label (a name with its count) from the edge, so none runs off. */
const NARROW = { below: 600, x: 92 } as const;
/** How far a label's centre keeps beside a panel (CSS px): half a long label (a name with its
 * score, a hand's name) and a little air. */
const BESIDE_PANEL = 100;
const at = new Vector3();

type Placer = (
  el: Object3D,
  camera: Camera,
  size: { width: number; height: number },
) => [number, number];

/** Where a label goes on the canvas: over its point, pulled inside the edges and out of the
 * covered parts. */
function placer(covered: readonly PxBox[]): Placer {
  return (el, camera, size) => {
    at.setFromMatrixPosition(el.matrixWorld).project(camera);
    const x = ((at.x + 1) / 2) * size.width;
    const y = ((1 - at.y) / 2) * size.height;
    const clamp = (v: number, low: number, high: number, span: number) =>
      Math.min(Math.max(v, Math.min(low, span / 2)), Math.max(span - high, span / 2));
    const cy = clamp(y, EDGE.top, EDGE.bottom, size.height);
    const edgeX = size.width < NARROW.below ? NARROW.x : EDGE.x;
    const cx = clamp(x, edgeX, edgeX, size.width);
    return [outOfCovered(cx, cy, covered, size.width, BESIDE_PANEL), cy];
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
  covered,
}: {
  labels: readonly TableLabel[];
  /** The parts of the canvas the screen's panels cover. */
  covered: readonly PxBox[];
}) {
  const place = useMemo(() => placer(covered), [covered]);
  return (
    <>
      {labels.map((l) => (
        <Label key={l.id} label={l} place={place} />
      ))}
    </>
  );
}
