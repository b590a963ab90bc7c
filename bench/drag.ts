// Bytes each peer receives while one player drags (issue #25: `net.drag.bytes_per_s` ≤ 2,000 per
// peer). A seat of a 4-seat Gang table picks a chip up and moves it for 10 s of the room's clock,
// its table calling pose() every frame as DragController does and the client throttling to 30 Hz;
// the figure is what another seat's connection receives per second meanwhile. Frames come every
// 17 ms of the room's clock (59 Hz): every other frame is then due, as a browser's throttle timer
// makes it at 60 Hz (with 16.7 ms frames a rounding error makes every third frame due here, where
// the timer does not run on the room's clock).
import { flush, startedGang } from '../src/net/test-kit.ts';

/** Metres above the table a dragged chip rides (as the table's DRAG_LIFT). */
const LIFT = 0.12;
const FRAME_MS = 17;

/** Bytes per second a watching peer receives while seat 1 drags a chip for `seconds`, moving it
 * the way a finger does (a slow loop across the table, about 0.4 m/s, turning a little); and the
 * bytes that peer receives when the drop commits (the chip taken: its diff, the hold's end and
 * where the chip rests). */
export async function dragFigures(seconds = 10): Promise<{ perSecond: number; drop: number }> {
  const room = await startedGang(4, { mode: 'basic', stacks: 'first-game' });
  const dragger = room.clients[1]!;
  const watcher = room.clients[2]!;
  if (!(await dragger.grab('W2')).ok) throw new Error('drag bench: grab refused');
  await flush();
  const bytesSince = (from: number) =>
    watcher.received!.slice(from).reduce((t, m) => t + Buffer.byteLength(m, 'utf8'), 0);
  const start = watcher.received!.length;
  const frames = Math.round((seconds * 1000) / FRAME_MS);
  for (let f = 0; f < frames; f++) {
    room.clock.t += FRAME_MS;
    const a = (f / frames) * 2 * Math.PI;
    dragger.pose('W2', [0.4 * Math.cos(a) - 0.1, LIFT, 0.25 * Math.sin(2 * a) + 0.3], 0.3 * a);
    await new Promise<void>((r) => setImmediate(r)); // the loopback delivers in microtasks
  }
  await flush();
  const perSecond = Math.round(bytesSince(start) / seconds);
  const beforeDrop = watcher.received!.length;
  const dropped = await dragger.drop('W2', { kind: 'seat', seat: 1 }, { at: [0.2, -0.1] });
  if (!dropped.ok) throw new Error(`drag bench: drop refused (${dropped.reason})`);
  await flush();
  const drop = bytesSince(beforeDrop);
  room.close();
  return { perSecond, drop };
}
