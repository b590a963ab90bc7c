// Words over the table, drawn by the browser (crisp at any size, any language): players' names
// at their seats, and at the showdown each hand's name as it is revealed.
import { Html } from '@react-three/drei';
import { useEffect, useState } from 'react';
import { Vector3, type Camera, type Object3D } from 'three';
import type { TableLabel } from '../objects.ts';

/** How far (CSS px) a label's centre keeps from the canvas' edges: a seat off to the side of
 * the view still shows its name, at the edge nearest to it. In the bottom right corner it keeps
 * clear of the table's buttons there (Reset view, table.css' .table3d__tools: `corner` wide);
 * elsewhere at the foot it keeps to the rail, below the player's own cards. */
const EDGE = { x: 70, top: 18, bottom: 18, corner: { width: 230, bottom: 56 } } as const;
const at = new Vector3();

/** Where a label goes on the canvas: over its point, pulled inside the edges. */
function clampedPosition(
  el: Object3D,
  camera: Camera,
  size: { width: number; height: number },
): [number, number] {
  at.setFromMatrixPosition(el.matrixWorld).project(camera);
  const x = ((at.x + 1) / 2) * size.width;
  const y = ((1 - at.y) / 2) * size.height;
  const clamp = (v: number, low: number, high: number, span: number) =>
    Math.min(Math.max(v, Math.min(low, span / 2)), Math.max(span - high, span / 2));
  const cx = clamp(x, EDGE.x, EDGE.x, size.width);
  const bottom = cx > size.width - EDGE.corner.width ? EDGE.corner.bottom : EDGE.bottom;
  return [cx, clamp(y, EDGE.top, bottom, size.height)];
}

function Label({ label }: { label: TableLabel }) {
  const [shown, setShown] = useState(label.delay <= 0);
  useEffect(() => {
    if (label.delay <= 0) return;
    const timer = setTimeout(() => setShown(true), label.delay);
    return () => clearTimeout(timer);
  }, [label.delay]);
  if (!shown) return null;
  const { x, y, z } = label.at;
  return (
    <Html
      position={[x, y, z]}
      center
      calculatePosition={clampedPosition}
      zIndexRange={[20, 0]}
      style={{ pointerEvents: 'none' }}
    >
      <span className={`table-label table-label--${label.tone}`}>{label.text}</span>
    </Html>
  );
}

export function Labels({ labels }: { labels: readonly TableLabel[] }) {
  return (
    <>
      {labels.map((l) => (
        <Label key={`${l.id}:${l.text}`} label={l} />
      ))}
    </>
  );
}
