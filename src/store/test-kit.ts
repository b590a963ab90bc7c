// Test helpers for the session: its outside world over an in-memory loopback network, with
// mock storages, a fake address bar and seeded "random" bytes. Tests and scenarios only.
import type { LoopbackNetwork } from '../net/loopback.ts';
import { memoryStorage } from './storage.ts';
import { Session, type SessionDeps } from './session.ts';

export interface TestTab {
  readonly session: Session;
  readonly deps: SessionDeps & {
    local: ReturnType<typeof memoryStorage>;
    session: ReturnType<typeof memoryStorage>;
    /** What the session asked of the network, in order ('warm', 'host', 'client'), and 'table'
     * where it asked when a table shows. */
    asked: string[];
  };
  /** The tab's address bar. */
  href: string;
  /** The same browser, reloaded: same storages and address, a new session. */
  reload(): TestTab;
  close(): void;
}

let byteSeed = 1;

/** Deterministic bytes (tests only: never for real tokens). */
function fakeBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    byteSeed = (byteSeed * 1103515245 + 12345) >>> 0;
    out[i] = byteSeed >>> 24;
  }
  return out;
}

/** A browser tab on `net`, at `href`, with its own (or given) storages. */
export function openTab(
  net: LoopbackNetwork,
  href = 'https://table.test/',
  storages?: { local: ReturnType<typeof memoryStorage>; session: ReturnType<typeof memoryStorage> },
): TestTab {
  const local = storages?.local ?? memoryStorage();
  const sessionStore = storages?.session ?? memoryStorage();
  const tab: { href: string } = { href };
  const deps = {
    /** What the session asked of the network, in order ('warm', 'host', 'client'). */
    asked: [] as string[],
    // Like PeerJS, the broker refuses an address somebody holds (a successor, after a migration).
    hostTransport: async (code: string) => {
      deps.asked.push('host');
      if (net.holds(code)) throw new Error('unavailable-id');
      return net.host(code);
    },
    clientTransport: async () => {
      deps.asked.push('client');
      return net.client();
    },
    warmTransport: () => void deps.asked.push('warm'),
    // A table shows at once here: the bots of a hosted table are held for no time.
    tableShown: async () => void deps.asked.push('table'),
    local,
    session: sessionStore,
    now: () => performance.now(),
    randomBytes: fakeBytes,
    location: () => tab.href,
    setLocation: (h: string) => {
      tab.href = h;
    },
    backoff: { firstMs: 5, maxMs: 20, hostLostMs: 200 },
    retryDelays: [20, 40, 80],
  };
  const session = new Session(deps);
  const result: TestTab = {
    session,
    deps,
    get href() {
      return tab.href;
    },
    set href(h: string) {
      tab.href = h;
    },
    reload: () => {
      result.close();
      return openTab(net, tab.href, { local, session: sessionStore });
    },
    close: () => session.dispose(),
  };
  return result;
}

/** Lets queued loopback deliveries run. */
export async function flush(rounds = 8): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 0));
}
