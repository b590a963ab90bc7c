// Which host a guest believes (issue #20, defect 7): a key trusted on first use may have been a
// stranger's; the invite link names the real one by its fingerprint, and the link wins.
import { afterEach, expect, test } from 'vitest';
import { Host } from '../net/host.ts';
import { keyFingerprint } from '../net/host-key.ts';
import { LoopbackNetwork } from '../net/loopback.ts';
import { testBytes } from '../net/test-kit.ts';
import { hostKeyKey, tokenKey } from './links.ts';
import { flush, openTab, type TestTab } from './test-kit.ts';

const tabs: TestTab[] = [];
const hosts: Host[] = [];
afterEach(() => {
  for (const t of tabs.splice(0)) t.close();
  for (const h of hosts.splice(0)) h.close();
});

test('a key a stranger showed once does not beat the real host’s invite link', async () => {
  const net = new LoopbackNetwork();
  const host = openTab(net);
  tabs.push(host);
  const code = await host.session.createRoom({ game: 'the-gang', name: 'Arsène' });
  const realKey = host.session.state.hostKey!;
  host.close(); // the host's tab is away a while…
  net.vanish(code);
  // …and a stranger answers at the table's address. A guest types the code: first use, trusted.
  const stranger = new Host({
    code,
    game: 'the-gang',
    hostName: 'Arsène',
    now: () => performance.now(),
    randomId: () => `stranger-${Math.random().toString(36).slice(2)}`,
    randomBytes: testBytes('stranger'),
  });
  await stranger.listen(net.host(code));
  hosts.push(stranger);
  const guest = openTab(net);
  tabs.push(guest);
  await guest.session.joinRoom(code, 'Doris');
  const strangerKey = guest.deps.local.getItem(hostKeyKey(code));
  const strangerToken = guest.deps.local.getItem(tokenKey(code));
  expect(strangerKey).toBe(stranger.key.public);
  guest.close();
  stranger.close();
  net.vanish(code);
  // The real host comes back; Doris opens the real invite link in this browser.
  const back = host.reload();
  tabs.push(back);
  await back.session.boot();
  expect(back.session.state).toMatchObject({ phase: 'room', role: 'host', code });
  const invited = openTab(net, `https://table.test/?room=${code}&k=${keyFingerprint(realKey)}`, {
    local: guest.deps.local,
    session: guest.deps.session,
  });
  tabs.push(invited);
  await invited.session.boot();
  expect(invited.session.state).toMatchObject({
    phase: 'room',
    role: 'guest',
    status: 'connected',
    impostor: false,
    hostKey: realKey,
  });
  // The stranger's token never reached the real host; Doris now keeps the real host's.
  expect(invited.deps.local.getItem(hostKeyKey(code))).toBe(realKey);
  expect(invited.deps.local.getItem(tokenKey(code))).not.toBe(strangerToken);
  await flush();
  expect(back.session.state.lobby?.players.map((p) => p.name)).toEqual(['Arsène', 'Doris']);
});

test('a typed code still trusts the key met first: a stranger with another key is refused', async () => {
  const net = new LoopbackNetwork();
  const host = openTab(net);
  tabs.push(host);
  const code = await host.session.createRoom({ game: 'the-gang', name: 'Arsène' });
  const guest = openTab(net);
  tabs.push(guest);
  await guest.session.joinRoom(code, 'Doris');
  host.close();
  net.vanish(code);
  const stranger = new Host({
    code,
    game: 'the-gang',
    now: () => performance.now(),
    randomId: () => `stranger-${Math.random().toString(36).slice(2)}`,
    randomBytes: testBytes('stranger-2'),
  });
  await stranger.listen(net.host(code));
  hosts.push(stranger);
  await guest.session.when((s) => s.impostor, 2000);
  expect(stranger.lobby().players.map((p) => p.name)).toEqual(['Host']);
});
