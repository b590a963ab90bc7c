// window.gangTable: the same things a player can do and see, for tests, bots and scripts
// (docs/AUTOMATION.md). It goes through the session like the screens do, so it can only do what
// the local player could: it never exposes the Host, its state or anyone else's secrets.
import type { DropZone, GameId } from '../engine/index.ts';
import type { ActResult, ConnectionStatus } from '../net/client-types.ts';
import type { Lobby } from '../net/protocol.ts';
import { SessionError, type Session } from '../store/session.ts';
import {
  tableProbe,
  type CameraHome,
  type ScreenBox,
  type TableSpot,
} from '../table/core/probe.ts';
import { fairSummary } from '../ui/fair/fair-text.ts';

/** The automation surface on window.gangTable. */
export interface GangTableAutomation {
  /** Hosts a new table and sits at it; resolves its invite code (e.g. 'KTR94M'). */
  createRoom(req: { game: GameId; name: string; options?: unknown }): Promise<string>;
  /** Joins a table by code; resolves once the lobby arrived. */
  joinRoom(code: string, name: string): Promise<void>;
  /** Marks this player ready (or not); rejects with the host's reason if refused. */
  ready(ready?: boolean): Promise<void>;
  /** Host only: starts the game; resolves once this client holds its first view. */
  startGame(): Promise<void>;
  /** Sends a game intent; resolves the host's answer. */
  act(intent: unknown): Promise<ActResult>;
  /** Sends a lobby action (sit, rename, move, …); resolves the host's answer. */
  lobbyAction(action: unknown): Promise<ActResult>;
  /** This player's match seat while a game is on, else the lobby seat (null: watching). */
  seat(): number | null;
  /** A copy of the latest view this client holds (null outside a game). */
  view(): unknown;
  /** The connection status ('idle' outside a room). */
  status(): ConnectionStatus | 'idle';
  /** A copy of the lobby as everyone sees it (null outside a room). */
  lobby(): Lobby | null;
  /** This player's personal rejoin link (null for the host and outside a room). */
  rejoinLink(): string | null;
  /** The join link friends open. */
  joinLink(): string | null;
  /** Who hosts the table: the host's lobby seat (null: watching) and name, whether it is this
   * player, and the host generation (0, then one more after each migration); null outside a
   * room. */
  host(): { seat: number | null; name: string; you: boolean; gen: number } | null;
  /** While the host is gone: the awaited successor (the one it handed the table to, else the
   * one the last checkpoint names first), if any. */
  heir(): string | null;
  /** The host hands the table to the player with this lobby seat (docs/RELIABILITY.md "Handing
   * the table over"); resolves once this tab is back as a player (false: refused). */
  handOver(seat: number): Promise<boolean>;
  /** Round trip to the host in ms, if measured. */
  rtt(): number | null;
  /** Leaves the table (a host closes it). */
  leave(): void;
  /** Where a table object (a chip 'W3', a card 'pocket:0:1', 'community:2' …) is on screen, in
   * CSS pixels from the viewport's top left; null without a 3D table or when it is off screen. */
  screenPoint(objectId: string): { x: number; y: number } | null;
  /** The box a table object covers on screen (CSS pixels, left/top from the viewport's top
   * left): how large a player sees it. Null as for screenPoint. */
  screenBox(objectId: string): ScreenBox | null;
  /** What lies under a screen point (CSS pixels) of the 3D table: the drop zone and the spot in
   * it, and the shared point; null off the table or without a 3D table. */
  spotAt(x: number, y: number): TableSpot | null;
  /** The piece this player has in hand on the 3D table, and whether it waits for a second tap
   * that says where it goes (tap-and-tap); null when none. */
  carrying(): { id: string; selected: boolean } | null;
  /** The legal places lit on the 3D table's felt now (for the piece in hand), or null. */
  targets(): DropZone[] | null;
  /** The reason codes (or texts) of the last notices this player was shown, oldest first:
   * refusals and the like, kept after their toasts fade. */
  notices(): string[];
  /** The 3D table's state: loaded and drawn, physics running (it loads after the first draw),
   * anything moving, frames drawn since it mounted, the moments playing, the objects on it and
   * those falling under physics now (by id), and the seat's view the camera goes home to (a
   * new one sends it there at once). */
  table(): {
    ready: boolean;
    physics: boolean;
    falling: string[];
    busy: boolean;
    frames: number;
    moments: string[];
    objects: string[];
    home: CameraHome | null;
  } | null;
  /** The last drag poses relayed to this page (objects other seats drag), oldest first, each
   * stamped when it had arrived and been handed to the table (wall clock, ms). */
  poses(): PoseRecord[];
  /** What went wrong, as the screens show it: the last create/join failure's reason, whether a
   * stranger answered at the table's address, why the host closed the connection, and whether
   * this host's last save failed. */
  trouble(): { error: string | null; impostor: boolean; bye: string | null; saveFailed: boolean };
  /** Fair play (docs/PROTOCOL.md "Fair play"): what the table says ('ok' once every player
   * checked the record, 'warn' when someone found a mismatch, 'info' while dealing or checking),
   * what each person reported, this page's own verdict and the record; null before any deal. */
  fairPlay(): {
    tone: 'info' | 'ok' | 'warn';
    text: string;
    details: string[];
    checks: Record<string, string | null>;
    verdict: unknown;
    record: unknown;
  } | null;
}

/** A relayed drag pose as this page received it. */
export interface PoseRecord {
  readonly object: string;
  /** The match seat dragging it. */
  readonly by: number;
  /** Where on the shared table (x, lift, z). */
  readonly p: readonly [number, number, number];
  /** When it was applied: performance.timeOrigin + performance.now(), the same clock in every
   * page and in node on one machine. */
  readonly at: number;
}

const POSES_KEPT = 50;

const clone = <T>(x: T): T => (x === null || x === undefined ? x : structuredClone(x));

async function must(result: Promise<ActResult>): Promise<void> {
  const r = await result;
  if (!r.ok) throw new SessionError(r.reason);
}

/** Builds the automation surface over a session. */
export function createAutomation(session: Session): GangTableAutomation {
  const poses: PoseRecord[] = [];
  session.onPose(({ object, by, p }) => {
    // Stamped after every listener of this pose (the table's buffer among them) has run.
    queueMicrotask(() => {
      poses.push({ object, by, p: [...p], at: performance.timeOrigin + performance.now() });
      if (poses.length > POSES_KEPT) poses.shift();
    });
  });
  return {
    createRoom: (req) => session.createRoom(req),
    joinRoom: (code, name) => session.joinRoom(code, name),
    ready: (ready = true) => must(session.lobbyAction({ a: 'ready', ready })),
    startGame: async () => {
      await must(session.lobbyAction({ a: 'start' }));
      await session.when((s) => s.view !== null);
    },
    act: (intent) => session.act(intent),
    lobbyAction: (action) => session.lobbyAction(action as Parameters<Session['lobbyAction']>[0]),
    seat: () => {
      const s = session.state;
      if (s.view !== null) return s.seat;
      return s.lobby?.players.find((p) => p.id === s.you)?.seat ?? null;
    },
    view: () => clone(session.state.view),
    status: () => session.state.status,
    lobby: () => clone(session.state.lobby),
    rejoinLink: () => session.links()?.rejoin ?? null,
    joinLink: () => session.links()?.join ?? null,
    host: () => {
      const { lobby, you } = session.state;
      const h = lobby?.players.find((p) => p.host);
      return h ? { seat: h.seat, name: h.name, you: h.id === you, gen: lobby!.gen ?? 0 } : null;
    },
    heir: () => session.state.heir,
    handOver: (seat) => {
      const to = session.state.lobby?.players.find((p) => p.seat === seat && !p.bot);
      return to ? session.handOver(to.id) : Promise.resolve(false);
    },
    rtt: () => session.state.rtt,
    leave: () => session.leave(),
    screenPoint: (objectId) => tableProbe()?.screenPoint(objectId) ?? null,
    screenBox: (objectId) => tableProbe()?.screenBox(objectId) ?? null,
    spotAt: (x, y) => clone(tableProbe()?.spotAt(x, y) ?? null),
    carrying: () => tableProbe()?.carrying() ?? null,
    targets: () => {
      const zones = tableProbe()?.targets();
      return zones ? clone([...zones]) : null;
    },
    notices: () => session.notices.map((t) => t.reason ?? t.text ?? ''),
    table: () => {
      const probe = tableProbe();
      return (
        probe && {
          ready: probe.ready(),
          physics: probe.physicsReady(),
          falling: probe.falling(),
          busy: probe.busy(),
          frames: probe.frames(),
          moments: probe.moments(),
          objects: probe.objects(),
          home: probe.home(),
        }
      );
    },
    poses: () => clone(poses),
    trouble: () => {
      const { error, impostor, bye, saveFailed } = session.state;
      return { error, impostor, bye, saveFailed };
    },
    fairPlay: () => {
      const { lobby, fair } = session.state;
      const summary = fairSummary(lobby, fair);
      if (!summary || !lobby) return null;
      const people = lobby.players.filter((p) => !p.bot);
      return clone({
        ...summary,
        details: [...summary.details],
        checks: Object.fromEntries(people.map((p) => [p.name, p.checked ?? null])),
        verdict: fair?.verdict ?? null,
        record: fair?.record ?? null,
      });
    },
  };
}

declare global {
  interface Window {
    gangTable?: GangTableAutomation;
  }
}

/** Installs window.gangTable. */
export function installAutomation(target: Window, session: Session): void {
  target.gangTable = createAutomation(session);
}
