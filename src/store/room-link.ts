// The room this tab is in, from open to close: it starts a Host (and this player's own Client
// over an in-memory loopback to it), or a guest's Client over the real network, or a demo, and
// writes what the client learns into the session's one store as a single update per message.
// The session (session.ts) decides when; this file knows how. At most one room at a time: each
// opening bumps an epoch, so a late answer from an abandoned attempt is ignored.
import { GAME_IDS, type GameId } from '../engine/facts.ts';
import type { Client } from '../net/client.ts';
import type { ActResult, RemotePose } from '../net/client-types.ts';
import type { Host, HostSnapshot } from '../net/host.ts';
import type { LobbyAction } from '../net/protocol.ts';
import type { HostTransport } from '../net/transport.ts';
import type * as RoomNetModule from '../net/room-net.ts';
import { newRoomCode } from '../net/room-code.ts';
import type { DemoLoop } from './demo.ts';
import { demoLink, type DemoSpeed } from './demo.ts';
import {
  appBase,
  deviceSecret,
  forgetToken,
  heirSeed,
  hostLink,
  joinLink,
  saveToken,
  type SeatTicket,
} from './links.ts';
import { forgetSavedTable, pruneSavedTables } from './saved-tables.ts';
import {
  claimAddress,
  claimWhile,
  demoHost,
  demoLoop,
  heirName,
  hostOptions,
  type Inheritance,
  listenUnlessServed,
  ownClient,
  savedNotice,
} from './room-parts.ts';
import { bothTransports, loadOnce, SessionError, tryAgain, withTimeout } from './session-kit.ts';
import {
  CONNECT_TIMEOUT_MS,
  IDLE,
  REJOIN_TRIES,
  roomOf,
  wallClock,
  when,
  type SessionDeps,
  type SessionStore,
  type Toast,
} from './session-state.ts';

/** The networking half of the app, loaded when a room opens. */
type RoomNet = typeof RoomNetModule;

/** What the room link needs from the session. */
export interface RoomLinkContext {
  readonly deps: SessionDeps;
  readonly store: SessionStore;
  /** Shows a toast (a save that failed, or works again). */
  notify(toast: Omit<Toast, 'id'>): void;
  /** A lobby action on this player's behalf (the demo's loop seats and starts the bots). */
  lobbyAction(action: LobbyAction): Promise<ActResult>;
}

/** This tab's room: at most one Host and one Client, and the demo's loop. */
export class RoomLink {
  private hostNow: Host | null = null;
  private clientNow: Client | null = null;
  private unsubscribe: (() => void) | null = null;
  private demoLoop: DemoLoop | null = null;
  private readonly poseListeners = new Set<(pose: RemotePose) => void>();
  /** Stops watching for a host gone for good (net/succession.ts). */
  private stopWatch: (() => void) | null = null;
  private succeeding = false;
  /** Bumped on every opening and closing, so a late answer from an old attempt is ignored. */
  private epoch = 0;
  /** The networking module, loaded when a room opens or the home screen warms up
   * (Session.warmUp); a failed load is asked again next time. */
  readonly net: () => Promise<RoomNet> = loadOnce(() => import('../net/room-net.ts'));

  /** A save's outcome, shown (room-parts.ts). */
  private readonly saved: (ok: boolean) => void;

  constructor(private readonly ctx: RoomLinkContext) {
    this.saved = savedNotice(ctx.store, (toast) => ctx.notify(toast));
  }

  /** The Host this tab runs, if it hosts. */
  get host(): Host | null {
    return this.hostNow;
  }

  /** This player's connection to the room, if any. */
  get client(): Client | null {
    return this.clientNow;
  }

  /** Calls `fn` with each pose another seat's drag relays (across reconnects, rooms) until undone. */
  onPose(fn: (pose: RemotePose) => void): () => void {
    this.poseListeners.add(fn);
    return () => this.poseListeners.delete(fn);
  }

  /** Drops the room's connections; `reason` closes a hosted table for everyone. Resolves the
   * Host that was closed, if this tab hosted. */
  close(reason?: 'host-closed'): Host | null {
    this.demoLoop?.stop();
    this.demoLoop = null;
    this.epoch++;
    this.stopWatch?.();
    this.stopWatch = null;
    const host = this.hostNow;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.clientNow?.close();
    this.clientNow = null;
    this.hostNow?.close(reason);
    this.hostNow = null;
    return host;
  }

  /** Starts (or resumes) hosting `code`, then connects this player's own client to it. */
  async openHost(
    code: string,
    snapshot: HostSnapshot | null,
    game: GameId | null,
    fresh: { name: string; options: unknown } | null,
  ): Promise<void> {
    const { deps } = this.ctx;
    const epoch = this.begin(code, 'host');
    deps.warmTransport?.();
    pruneSavedTables(deps.local, wallClock(deps), code);
    const ask = () => deps.hostTransport(code);
    const [net, take] = await claimWhile(this.net(), () => this.checkEpoch(epoch), ask, !snapshot);
    const local = new net.LoopbackNetwork();
    const host = new net.Host({
      code,
      game: snapshot?.game ?? game ?? GAME_IDS[0],
      ...(fresh ? { options: fresh.options, hostName: fresh.name } : {}),
      ...hostOptions(deps, this.saved),
      ...(snapshot ? { snapshot } : {}),
    });
    this.hostNow = host;
    if (deps.tableShown) host.holdBots(deps.tableShown()); // no bot moves before its table shows
    try {
      const open = async () => bothTransports(await take(), local.host(code));
      const watch = snapshot
        ? (going: () => boolean) => net.answeredAt(() => deps.clientTransport(), code, going)
        : null;
      if ((await listenUnlessServed(host, open, watch)) === 'listening') {
        this.checkEpoch(epoch);
        deps.setLocation(hostLink(appBase(deps.location()), code));
        const name = fresh?.name ?? snapshot?.players.find((p) => p.host)?.name ?? 'Host';
        await this.connect(epoch, code, ownClient(net.Client, local.client(), host, name, deps));
        host.flush(); // the room exists from now on: a reload must find it
        return;
      }
    } catch (e) {
      this.dropHost(host);
      throw e;
    }
    this.dropHost(host);
    // Someone holds the room's address for good: a successor, if the table moved on while this
    // tab was away. It comes back as a player in its seat (a stranger fails the key's proof).
    const name = snapshot!.players.find((p) => p.host)?.name ?? 'Host';
    const ticket = { token: host.hostToken, hostKey: snapshot!.key.public };
    return this.openGuest(code, name, ticket, null);
  }

  /** Closes a host that never came to be (its room is not this tab's). */
  private dropHost(host: Host): void {
    if (this.hostNow !== host) return;
    host.close();
    this.hostNow = null;
  }

  /** Connects to room `code` as a guest over the real network. Its token goes only to a host
   * that proves it holds the key the seat was given under (or the invite link names). */
  async openGuest(
    code: string,
    name: string,
    ticket: SeatTicket | null,
    fingerprint: string | null,
  ): Promise<void> {
    const { deps } = this.ctx;
    const epoch = this.begin(code, 'guest');
    const [{ Client, deviceId, newHostKey, watchSuccession }, transport] = await Promise.all([
      this.net(),
      deps.clientTransport(),
    ]);
    this.checkEpoch(epoch);
    const device = deviceId(
      deviceSecret(deps.local, (n) => deps.randomBytes(n)),
      code,
    );
    await this.connect(
      epoch,
      code,
      new Client({
        transport,
        room: code,
        name,
        ...(ticket ? { token: ticket.token } : {}),
        ...(ticket?.hostKey ? { hostKey: ticket.hostKey } : {}),
        ...(fingerprint ? { fingerprint } : {}),
        device,
        heir: newHostKey(() => heirSeed(deps.local, (n) => deps.randomBytes(n))),
        now: () => deps.now(),
        randomBytes: (n) => deps.randomBytes(n),
        onWelcome: (token, hostKey) => saveToken(deps, code, token, hostKey),
        ...(deps.backoff ? { backoff: deps.backoff } : {}),
      }),
    );
    const client = this.clientNow!;
    const failed = (e: unknown) => console.warn('room: taking the table over failed', e);
    this.stopWatch = watchSuccession(
      client,
      // Its promise settles when the take-over is done or failed: the next try waits for it.
      (kept, claimed) => this.succeed(epoch, code, client, { kept, claimed }).catch(failed),
      undefined,
      (snapshot) => void this.succeed(epoch, code, client, { snapshot }).catch(failed),
      () => this.claim(epoch, code),
    );
    const fp = this.ctx.store.getState().hostFingerprint ?? fingerprint;
    deps.setLocation(joinLink(appBase(deps.location()), code, fp));
  }

  /** The room's address, if the broker gives it to this tab at once (room-parts.ts). */
  private async claim(epoch: number, code: string): Promise<HostTransport | null> {
    if (epoch !== this.epoch || this.hostNow || this.succeeding) return null;
    return claimAddress(this.ctx.deps, code, () => epoch === this.epoch);
  }

  /** This guest takes the table over (net/succession.ts): from a host gone for good, it opens
   * the checkpoint at the room's address with the others' shares (`kept`); from a host that handed
   * it the table (`snapshot`), it serves that. Then it hosts the room one generation on, and its
   * own player moves to the in-memory loopback like any host's. */
  private async succeed(epoch: number, code: string, guest: Client, from: Inheritance) {
    const you = guest.state.you;
    if (!you || epoch !== this.epoch || this.hostNow || this.succeeding) {
      if ('claimed' in from) from.claimed?.close();
      return;
    }
    this.succeeding = true;
    try {
      await this.takeOverAs(epoch, code, guest, from, you.id);
    } finally {
      this.succeeding = false;
    }
  }

  private async takeOverAs(
    epoch: number,
    code: string,
    guest: Client,
    from: Inheritance,
    id: string,
  ) {
    const { deps } = this.ctx;
    const { Client, LoopbackNetwork, newHostKey, takeHanded, takeOver } = await this.net();
    const name = guest.state.lobby?.players.find((p) => p.id === id)?.name ?? 'Host';
    if ('snapshot' in from) {
      // The old host waits for us to hang up before it lets the address go.
      this.stopWatch?.();
      this.unsubscribe?.();
      guest.close();
    }
    const local = new LoopbackNetwork();
    // A table handed over waits for the old host to let the address go (PeerJS waits as well).
    const held = (e: unknown) => 'snapshot' in from && (e as Error).message === 'unavailable-id';
    const network =
      ('claimed' in from && from.claimed) ||
      (await tryAgain(() => deps.hostTransport(code), held, 80, 250));
    this.checkEpoch(epoch);
    const transport = bothTransports(network, local.host(code));
    const host = hostOptions(deps, this.saved);
    const served = await ('snapshot' in from
      ? takeHanded({ room: code, snapshot: from.snapshot, me: id, transport, host }).catch(
          (e: unknown) => {
            void this.rejoin(code, name, null); // the address never came free: a guest again
            throw e;
          },
        )
      : takeOver({
          room: code,
          kept: from.kept,
          me: { id, key: newHostKey(() => heirSeed(deps.local, (n) => deps.randomBytes(n))) },
          transport,
          host,
        }));
    if (epoch !== this.epoch) return served.close();
    this.stopWatch?.();
    this.stopWatch = null;
    this.unsubscribe?.();
    guest.close();
    this.hostNow = served;
    await this.connect(++this.epoch, code, ownClient(Client, local.client(), served, name, deps));
    this.ctx.store.setState({ role: 'host' });
    served.flush();
    deps.setLocation(hostLink(appBase(deps.location()), code));
  }

  /** Hands the table to seated, connected person `id` (docs/RELIABILITY.md "Handing the table
   * over"): the Host sends that player the table as it stands and steps aside; this tab forgets
   * the saved table (no longer its to resume) and comes back as a player in its own seat. */
  async handOver(id: string): Promise<boolean> {
    const { deps } = this.ctx;
    const host = this.hostNow;
    if (!host || this.demoLoop || !(await host.handOver(id))) return false;
    const name = host.lobby().players.find((p) => p.host)?.name ?? 'Host';
    const ticket = { token: host.hostToken, hostKey: host.key.public };
    this.close();
    forgetSavedTable(deps.local, host.code);
    saveToken(deps, host.code, ticket.token, ticket.hostKey);
    await this.rejoin(host.code, name, ticket);
    return true;
  }

  /** Joins `code` as a guest, trying again while nobody serves it yet (a table being handed
   * over: the new host takes the address once this tab has let it go). */
  private rejoin(code: string, name: string, ticket: SeatTicket | null): Promise<void> {
    const again = (e: unknown) => !(e instanceof SessionError && e.reason === 'superseded');
    return tryAgain(() => this.openGuest(code, name, ticket, null), again, REJOIN_TRIES, 1000);
  }

  /** A demo of `game` in this page: bots in every seat, this player watching, over the
   * in-memory loopback alone (no network, no signalling). Resolves once the first game is on. */
  async openDemo(game: GameId, speed: DemoSpeed): Promise<void> {
    const { deps, store } = this.ctx;
    const epoch = this.begin(null, 'host');
    const { Client, Host, LoopbackNetwork, pacedTimer, realTimer } = await this.net();
    this.checkEpoch(epoch);
    const code = newRoomCode((n) => deps.randomBytes(n));
    const local = new LoopbackNetwork();
    const host = demoHost({ Host, pacedTimer, realTimer }, deps, store, code, game);
    this.hostNow = host;
    await host.listen(local.host(code));
    await this.connect(epoch, code, ownClient(Client, local.client(), host, 'You', deps));
    store.setState({ demo: game, demoSpeed: speed });
    const loop = demoLoop(host, store, (action) => this.ctx.lobbyAction(action));
    this.demoLoop = loop;
    await loop.begin(game);
    deps.setLocation(demoLink(appBase(deps.location()), game, speed));
  }

  /** A new attempt: the store shows it connecting, and its epoch is returned. */
  private begin(code: string | null, role: 'host' | 'guest'): number {
    this.ctx.store.setState({ ...IDLE, phase: 'connecting', role, code, error: null });
    return ++this.epoch;
  }

  /** Writes the client's news into the store (one update per message), connects, and waits for
   * the first lobby. */
  private async connect(epoch: number, code: string, client: Client): Promise<void> {
    const { keyFingerprint } = await this.net();
    const { store, deps } = this.ctx;
    this.clientNow = client;
    const offPose = client.onPose((pose) => {
      if (this.clientNow === client) for (const fn of this.poseListeners) fn(pose);
    });
    const offSnap = client.subscribe((snap) => {
      if (this.clientNow !== client) return;
      if (snap.bye === 'removed') forgetToken(deps, code);
      store.setState(
        roomOf(snap, {
          hostFingerprint: snap.hostKey ? keyFingerprint(snap.hostKey) : null,
          heir: snap.status === 'connected' ? null : heirName(client, snap.lobby),
        }),
      );
    });
    this.unsubscribe = () => {
      offPose();
      offSnap();
    };
    try {
      await withTimeout(client.connect(), CONNECT_TIMEOUT_MS, 'host-unreachable');
      this.checkEpoch(epoch);
      await when(store, (s) => s.lobby !== null);
      this.checkEpoch(epoch);
    } catch (e) {
      if (this.clientNow === client) {
        this.unsubscribe?.();
        this.unsubscribe = null;
        this.clientNow = null;
      }
      client.close();
      throw e;
    }
    store.setState({ phase: 'room' });
  }

  private checkEpoch(epoch: number): void {
    if (epoch !== this.epoch) throw new SessionError('superseded');
  }
}
