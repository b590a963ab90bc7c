// Words over the table, drawn by the browser (crisp at any size, any language): players' names
// at their seats, and at the showdown each hand's name as it is revealed.
import { Html } from '@react-three/drei';
import { useEffect, useState } from 'react';
import type { TableLabel } from '../objects.ts';

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
    <Html position={[x, y, z]} center zIndexRange={[20, 0]} style={{ pointerEvents: 'none' }}>
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
