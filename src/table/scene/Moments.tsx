// The table's moments marked with light: where a vault cracks, an alarm goes off, a gang of four
// lands or a heist is pulled off, rings of colour spread over the felt and fade. Each moment
// plays once, when it first appears in a scene drawn live (not those already there when the
// table loads). Frames are drawn only while a ring glows (the canvas renders on demand); under
// prefers-reduced-motion a ring glows and fades where it is, without spreading.
import { useFrame, useThree } from '@react-three/fiber';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DoubleSide, RingGeometry, type Mesh, type MeshBasicMaterial } from 'three';
import type { TableMoment } from '../core/objects.ts';
import { PieceMotion } from './motion.ts';
import type { TableRuntime } from './runtime.ts';

/** How long one ring spreads and fades (ms), how far (m), and the second ring's lag. */
const RING = { ms: 1400, from: 0.04, to: 0.3, lag: 260, opacity: 0.85 } as const;
/** Painted over the felt (not added to it: gold added to green turns lime). */
const COLOURS: Record<TableMoment['tone'], string> = { gold: '#ffc53d', red: '#ff3b2f' };
/** A thin ring, lying flat (its inner edge at 85 % of its radius of 1). */
const GEOMETRY = new RingGeometry(0.85, 1, 64).rotateX(-Math.PI / 2);

interface Burst {
  readonly moment: TableMoment;
  /** When it starts, in performance.now() ms. */
  readonly start: number;
}

/** How many rings a moment spreads (one, glowing in place, under reduced motion). */
const ringCount = () => (PieceMotion.reduced ? 1 : 2);

/** One moment's rings. Timers wake the canvas when they start and end them when they have
 * faded; frames in between animate them. */
function Rings({ burst, onDone }: { burst: Burst; onDone: (id: string) => void }) {
  const rings = useRef<(Mesh | null)[]>([]);
  const invalidate = useThree((s) => s.invalidate);
  const count = ringCount();
  useEffect(() => {
    const wait = Math.max(0, burst.start - performance.now());
    const start = setTimeout(invalidate, wait);
    const end = setTimeout(() => onDone(burst.moment.id), wait + (count - 1) * RING.lag + RING.ms);
    return () => {
      clearTimeout(start);
      clearTimeout(end);
    };
  }, [burst, count, invalidate, onDone]);
  useFrame(() => {
    const now = performance.now();
    if (now < burst.start) return;
    rings.current.forEach((mesh, k) => {
      if (!mesh) return;
      const t = (now - burst.start - k * RING.lag) / RING.ms;
      const shown = t >= 0 && t < 1;
      mesh.visible = shown;
      if (!shown) return;
      const ease = 1 - (1 - t) ** 3;
      const r = PieceMotion.reduced ? RING.to * 0.6 : RING.from + (RING.to - RING.from) * ease;
      mesh.scale.setScalar(r);
      (mesh.material as MeshBasicMaterial).opacity = RING.opacity * (1 - t) ** 1.5;
    });
    invalidate(); // until the end timer takes the rings away
  });
  const { x, y, z } = burst.moment.at;
  return (
    <group position={[x, y + 0.002, z]}>
      {Array.from({ length: count }, (_, k) => (
        <mesh
          key={k}
          ref={(m) => {
            rings.current[k] = m;
          }}
          geometry={GEOMETRY}
          visible={false}
          renderOrder={2}
        >
          <meshBasicMaterial
            color={COLOURS[burst.moment.tone]}
            transparent
            opacity={0}
            depthWrite={false}
            side={DoubleSide}
            // A flat ring: one pass (three draws a transparent double-sided material once per
            // side otherwise, looking its program up again before each).
            forceSinglePass
            toneMapped={false}
          />
        </mesh>
      ))}
    </group>
  );
}

export function Moments({
  moments,
  runtime,
}: {
  moments: readonly TableMoment[];
  runtime: TableRuntime;
}) {
  const played = useRef(new Set<string>());
  const [bursts, setBursts] = useState<readonly Burst[]>([]);

  useEffect(() => {
    const fresh: Burst[] = [];
    for (const m of moments) {
      if (played.current.has(m.id)) continue;
      played.current.add(m.id);
      // Moments already on the table when it loads are history, not news.
      if (runtime.live) fresh.push({ moment: m, start: performance.now() + m.delay });
    }
    if (fresh.length === 0) return;
    setBursts((b) => [...b, ...fresh]);
    runtime.invalidate();
  }, [moments, runtime]);

  useEffect(() => {
    runtime.glowing = bursts.map((b) => ({ id: b.moment.id, start: b.start }));
  }, [bursts, runtime]);

  const done = useCallback(
    (id: string) => setBursts((b) => b.filter((x) => x.moment.id !== id)),
    [],
  );
  return (
    <>
      {bursts.map((b) => (
        <Rings key={b.moment.id} burst={b} onDone={done} />
      ))}
    </>
  );
}
