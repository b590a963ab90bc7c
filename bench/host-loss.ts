// Host loss (docs/RELIABILITY.md "Host loss"): a heist of The Gang with four people over the
// in-memory loopback on the real clock, the host vanishing mid-heist without a word, then (a
// second heist) closing after saying `going` as a closed page does. Prints the checkpoint's bytes
// (a base per epoch, then per committed intent), the time from the host's loss to the successor
// accepting intents again (silent: the guests' silence detection, SILENT_MS, then the grace
// period, SUCCESSION.graceMs; closed: the reload grace, SUCCESSION.reloadMs, and the heir's check
// that the address is free; then opening the checkpoint), and the committed intents lost (must
// be 0). `tsx bench/host-loss.ts` runs it alone.
import { jsonEqual } from '../src/net/diff.ts';
import type { Host } from '../src/net/host.ts';
import { newHostKey } from '../src/net/host-key.ts';
import { takeOver, watchSuccession } from '../src/net/succession.ts';
import { flush, openRoom, testBytes } from '../src/net/test-kit.ts';
import type { BenchResult } from './run.ts';

/** Both ways of losing the host: without a word (`reliability.host_loss.recover_ms`, the bytes
 * and the lost intents) and closed after saying `going` (`….recover_ms.closed`, `….lost_intents
 * .closed`: the reload grace, then the heir's check that the address is free). */
export async function benchHostLoss(): Promise<BenchResult[]> {
  const silent = await loseHost('silent');
  const closed = await loseHost('closed');
  return [
    ...silent,
    ...closed
      .filter((r) => !r.name.endsWith('_bytes') && !r.name.endsWith('_per_intent'))
      .map((r) => ({ ...r, name: `${r.name}.closed` })),
  ];
}

async function loseHost(how: 'silent' | 'closed'): Promise<BenchResult[]> {
  const now = () => performance.now();
  const room = await openRoom('the-gang', undefined, { now });
  const names = ['Doris', 'Trudy', 'Danny'];
  const keys = names.map((n) => newHostKey(testBytes(`heir-${n}`)));
  for (const [i, name] of names.entries()) await room.join(name, { heir: keys[i]!, now });
  for (const c of room.clients.slice(1)) await c.lobbyAction({ a: 'ready', ready: true });
  if (!(await room.clients[0]!.lobbyAction({ a: 'start' })).ok) throw new Error('not started');
  await room.host.heirs.settled();
  const base = { ...room.host.heirs.bytes };
  // Two seats snatch one chip from each other (the round goes on until every seat holds one):
  // every accepted take is a committed intent.
  let committed = 0;
  for (let k = 0; k < 32; k++) {
    const r = await room.clients[k % 2]!.act({ type: 'takeChip', chip: 'W1' });
    if (r.ok) committed++;
  }
  await room.host.heirs.settled();
  await flush();
  const bytes = room.host.heirs.bytes;
  const steps = bytes.count - base.count;
  const before = structuredClone(room.host.matchState());
  const hosts: Host[] = [];
  const stops = room.clients.slice(1).map((c, i) =>
    watchSuccession(c, (kept) => {
      const me = { id: c.state.you!.id, key: keys[i]! };
      const host = { now, randomId: () => crypto.randomUUID(), randomBytes: testBytes('succ') };
      void takeOver({ room: 'KTR94M', kept, me, transport: room.net.host('KTR94M'), host }).then(
        (h) => hosts.push(h),
      );
    }),
  );
  const gone = now();
  if (how === 'silent') room.net.vanish('KTR94M');
  else room.host.leaving(); // pagehide: `going`, then the page is gone
  room.host.close();
  const doris = room.clients[1]!;
  let recoverMs = -1;
  while (now() - gone < 30_000) {
    await new Promise((r) => setTimeout(r, 20));
    if (hosts.length === 0 || doris.state.status !== 'connected') continue;
    const r = await doris.act({ type: 'takeChip', chip: 'W2' });
    if (r.ok || r.reason !== 'disconnected') {
      recoverMs = now() - gone;
      break;
    }
  }
  const after = hosts[0]?.matchState();
  const lost = after === undefined ? committed : jsonEqual(before, after) ? 0 : committed;
  for (const stop of stops) stop();
  for (const h of hosts) h.close();
  room.close();
  console.error(
    `host-loss (${how}): ${committed} intents, ${steps} steps, base ${base.base} B to ${base.count} guests`,
  );
  return [
    {
      name: 'reliability.host_loss.base_bytes',
      value: Math.round(base.base / base.count),
      unit: 'B',
    },
    {
      name: 'reliability.host_loss.step_bytes_per_intent',
      value: Math.round((bytes.steps - base.steps) / Math.max(1, committed)),
      unit: 'B',
    },
    { name: 'reliability.host_loss.recover_ms', value: Math.round(recoverMs), unit: 'ms' },
    { name: 'reliability.host_loss.lost_intents', value: lost, unit: 'intents' },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchHostLoss()) console.log(JSON.stringify(r));
  process.exit(0);
}
