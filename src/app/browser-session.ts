// The session's outside world in a browser: PeerJS transports (loaded on first use, so the home
// screen never downloads PeerJS), Web Storage, performance.now, crypto and the address bar.
import { memoryStorage, type KeyValueStorage } from '../store/storage.ts';
import { Session } from '../store/session.ts';
import { nextTableShown } from '../table/core/table-shown.ts';

function storage(get: () => Storage): KeyValueStorage {
  try {
    const s = get();
    s.getItem('gang-table:probe');
    return s;
  } catch {
    return memoryStorage(); // storage disabled: the table works, reloads forget
  }
}

/** The tab's one session. */
export function createBrowserSession(): Session {
  const peer = () => import('../net/peerjs.ts');
  return new Session({
    hostTransport: async (code) => {
      const m = await peer();
      return m.peerHostTransport(code, m.peerConfigFromEnv());
    },
    clientTransport: async () => {
      const m = await peer();
      return m.peerClientTransport(m.peerConfigFromEnv());
    },
    warmTransport: () => void peer().catch(() => {}), // the transport's own call asks again
    tableShown: nextTableShown,
    local: storage(() => window.localStorage),
    session: storage(() => window.sessionStorage),
    now: () => performance.now(),
    randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
    location: () => window.location.href,
    setLocation: (href) => {
      if (href !== window.location.href) window.history.replaceState(null, '', href);
    },
  });
}
