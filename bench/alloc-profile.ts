// What a page allocates, for bench/profile-page.ts's `alloc` flow: V8's sampling heap profiler
// (CDP HeapProfiler) with a small interval and the objects garbage collection took kept in the
// profile (they are what the per-frame paths leave behind), read as bytes per function (self)
// and per function with its caller, names resolved through the build's source maps.
import { writeFileSync } from 'node:fs';
import type { CDPSession } from 'playwright-core';
import { functionLabel, line, type ProfileNode } from './profile-kit.ts';

interface HeapNode {
  callFrame: ProfileNode['callFrame'];
  selfSize: number;
  id: number;
  children: HeapNode[];
}

/** Starts sampling allocations every `interval` bytes on average, collected objects kept. */
export async function startAllocSampling(cdp: CDPSession, interval = 256): Promise<void> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: interval,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
}

/** Stops sampling; prints the heaviest allocating functions as `profile.alloc.<stretch>` lines,
 * bytes per `per` (a frame count), with the stack's next two callers. */
export async function stopAllocSampling(
  cdp: CDPSession,
  stretch: string,
  per: number,
  top = 30,
): Promise<void> {
  const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as unknown as {
    profile: { head: HeapNode };
  };
  if (process.env.ALLOC_OUT)
    writeFileSync(`${process.env.ALLOC_OUT}.${stretch}.json`, JSON.stringify(profile));
  const self = new Map<string, number>();
  let total = 0;
  const walk = (n: HeapNode, stack: string[]) => {
    const here = [functionLabel(n.callFrame), ...stack].slice(0, 3);
    if (n.selfSize > 0) {
      const key = here.join('  <-  ');
      self.set(key, (self.get(key) ?? 0) + n.selfSize);
      total += n.selfSize;
    }
    for (const c of n.children) walk(c, here);
  };
  walk(profile.head, []);
  const d = Math.max(1, per);
  line(`profile.alloc.${stretch}.total`, Math.round(total / d), 'bytes a frame', { frames: per });
  for (const [stack, bytes] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    line(`profile.alloc.${stretch}`, Math.round(bytes / d), 'bytes a frame', { stack });
}
