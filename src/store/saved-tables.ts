// The tables this browser hosts, saved in localStorage so that a reload (or a closed tab opened
// again) resumes them. One snapshot per room, written after every committed change (net/host.ts
// debounces it). What is kept, and for how long: the newest SAVED_TABLES.kept tables, none older
// than SAVED_TABLES.maxAgeMs; the others are removed when the app starts and when a table opens.
// A save that fails (storage full or disabled) makes room by removing this browser's other saved
// tables and tries once more; if that fails too the caller is told, so the host can be.
import type { GameId } from '../engine/index.ts';
import type { HostSnapshot } from '../net/host.ts';
import { safeGet, safeRemove, type KeyValueStorage } from './storage.ts';

/** How many saved tables a browser keeps, and how long. */
export const SAVED_TABLES = { kept: 3, maxAgeMs: 7 * 24 * 3600 * 1000 } as const;

const PREFIX = 'gang-table:host:';

/** The host's last snapshot of room `code` (localStorage). */
export const hostSnapshotKey = (code: string): string => `${PREFIX}${code}`;

/** What is stored: the snapshot and when it was written (wall-clock ms). */
type Stored = HostSnapshot & { readonly savedAt?: number };

/** A saved table as the home screen lists it. */
export interface SavedTable {
  readonly code: string;
  readonly game: GameId;
  /** Wall-clock ms of the last save (0 if unknown: saved by an older version). */
  readonly savedAt: number;
  /** The people at the table (bots left out), the host first. */
  readonly players: readonly string[];
  /** Whether a game was on. */
  readonly playing: boolean;
}

function parse(text: string | null, code: string): Stored | null {
  if (text === null) return null;
  try {
    const snap = JSON.parse(text) as Partial<Stored> | null;
    if (
      snap === null ||
      typeof snap !== 'object' ||
      snap.version !== 2 ||
      snap.code !== code ||
      !Array.isArray(snap.players) ||
      !snap.players.some((p) => p && p.host === true)
    ) {
      return null;
    }
    return snap as Stored;
  } catch {
    return null;
  }
}

/** The stored host snapshot of `code`, or null when there is none or it is unreadable. */
export function loadHostSnapshot(local: KeyValueStorage, code: string): HostSnapshot | null {
  return parse(safeGet(local, hostSnapshotKey(code)), code);
}

/** The codes of every stored snapshot (readable or not). */
function savedCodes(local: KeyValueStorage): string[] {
  const codes: string[] = [];
  try {
    for (let i = 0; i < local.length; i++) {
      const key = local.key(i);
      if (key?.startsWith(PREFIX)) codes.push(key.slice(PREFIX.length));
    }
  } catch {
    // Storage disabled: nothing saved.
  }
  return codes;
}

/** Every table this browser can resume, newest first. */
export function listSavedTables(local: KeyValueStorage): SavedTable[] {
  const out: SavedTable[] = [];
  for (const code of savedCodes(local)) {
    const snap = parse(safeGet(local, hostSnapshotKey(code)), code);
    if (!snap) continue;
    const people = snap.players.filter((p) => !p.bot);
    const host = people.filter((p) => p.host);
    out.push({
      code,
      game: snap.game,
      savedAt: typeof snap.savedAt === 'number' ? snap.savedAt : 0,
      players: [...host, ...people.filter((p) => !p.host)].map((p) => p.name),
      playing: snap.match !== null,
    });
  }
  return out.sort((a, b) => b.savedAt - a.savedAt);
}

/** Removes unreadable snapshots, those older than SAVED_TABLES.maxAgeMs and all but the newest
 * SAVED_TABLES.kept (never `keep`, the table being played). Returns the codes removed. */
export function pruneSavedTables(local: KeyValueStorage, now: number, keep?: string): string[] {
  const readable = new Set(listSavedTables(local).map((t) => t.code));
  const removed = savedCodes(local).filter((code) => code !== keep && !readable.has(code));
  let kept = keep && readable.has(keep) ? 1 : 0;
  for (const t of listSavedTables(local)) {
    if (t.code === keep) continue;
    if (now - t.savedAt > SAVED_TABLES.maxAgeMs || kept >= SAVED_TABLES.kept) removed.push(t.code);
    else kept++;
  }
  for (const code of removed) safeRemove(local, hostSnapshotKey(code));
  return removed;
}

/** Saves the host's snapshot; false when storage refused it even after making room (the host
 * must be told: a reload would lose the table). */
export function saveHostSnapshot(
  local: KeyValueStorage,
  snapshot: HostSnapshot,
  now: number,
): boolean {
  const text = JSON.stringify({ ...snapshot, savedAt: now } satisfies Stored);
  const write = (): boolean => {
    try {
      local.setItem(hostSnapshotKey(snapshot.code), text);
      return true;
    } catch {
      return false;
    }
  };
  if (write()) return true;
  // Storage full: this table matters more than the others this browser kept.
  for (const code of savedCodes(local)) {
    if (code !== snapshot.code) safeRemove(local, hostSnapshotKey(code));
  }
  return write();
}

/** Forgets the saved table `code` (its host closed it). */
export function forgetSavedTable(local: KeyValueStorage, code: string): void {
  safeRemove(local, hostSnapshotKey(code));
}
