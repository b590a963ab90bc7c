// The people in a room and the lobby's rules: who sits where, who is ready, the game and its
// options, and what each lobby action changes. It never names a game: seat counts and options
// come from the engine's registry.
import type { RngState } from '../engine/core/rng.ts';
import { gameById, isRejection, type AnyGameDef, type GameId } from '../engine/index.ts';
import { LIMITS, playerBuckets, type PlayerBuckets } from './host-limits.ts';
import { cleanName, MAX_NAME, type Lobby, type LobbyAction, type LobbyPlayer } from './protocol.ts';

/** A person in the room as the host keeps them (the token never leaves the host but to them). */
export interface Player {
  id: string;
  name: string;
  token: string;
  seat: number | null;
  ready: boolean;
  host: boolean;
  /** The next message number expected from this player's sessions. */
  next: number;
  connected: boolean;
  rtt: number | null;
  buckets: PlayerBuckets;
  /** A bot the host plays (host-bots.ts): always connected and ready, never a spectator. */
  bot: boolean;
  /** A bot's own RNG (seeded from the room and its seat when it sat down); null for people. */
  rng: RngState | null;
  /** The device this person came from, as their hello said (see protocol.ts), if it did. */
  device: string | null;
  /** The answers to this player's latest requests, by message number (null: accepted), so a
   * request resent after a reconnect gets the answer it had (LIMITS.answersKept of them). */
  answers: Map<number, string | null>;
}

/** Remembers the answer to `player`'s request `n`, forgetting the oldest past the limit. */
export function rememberAnswer(player: Player, n: number, reason: string | null): void {
  player.answers.set(n, reason);
  if (player.answers.size > LIMITS.answersKept) {
    player.answers.delete(player.answers.keys().next().value!);
  }
}

/** What a player is saved as in the host's snapshot. */
export type SavedPlayer = Pick<
  Player,
  'id' | 'name' | 'token' | 'seat' | 'ready' | 'host' | 'next'
> &
  Partial<Pick<Player, 'bot' | 'rng' | 'device'>> & {
    /** The latest answers, as [n, reason] pairs (a reloaded host still knows them). */
    readonly answers?: readonly (readonly [number, string | null])[];
  };

/** A lobby action that passed its checks: apply it, or (start, lobby) hand it to the host. */
export type LobbyChange =
  | { readonly kind: 'apply'; readonly run: () => void }
  | { readonly kind: 'start'; readonly seated: readonly Player[] }
  | { readonly kind: 'back' }
  /** A bot sits at lobby seat `seat` (in a match: in place of `replaces`, who then watches). */
  | { readonly kind: 'bot'; readonly seat: number; readonly replaces: Player | null }
  /** During a match: `player` (watching) takes over `bot`'s seat, cards and all. */
  | { readonly kind: 'takeover'; readonly player: Player; readonly bot: Player };

const HOST_ONLY = new Set(['game', 'move', 'remove', 'start', 'lobby', 'bot', 'lock']);

/** Bots' names, in the order they sit down. */
const BOT_NAMES = ['Rita', 'Bolt', 'Cog', 'Sprocket', 'Widget', 'Gizmo'];

/** A name compared for look-alikes: its compatibility form, case folded, without spaces. */
const nameKey = (name: string) => name.normalize('NFKC').toLocaleLowerCase().replace(/\s+/gu, '');

export class Roster {
  private readonly players = new Map<string, Player>();
  game: GameId;
  options: unknown;
  /** Nobody new comes in; only seated players (and the host) may come back. */
  locked = false;
  /** Devices of people the host removed: refused from then on. */
  readonly banned = new Set<string>();

  constructor(
    game: GameId,
    options: unknown,
    private readonly now: () => number,
    /** The game registry (the engine's; tests may pass their own). */
    readonly games: (id: string) => AnyGameDef | null = gameById,
  ) {
    this.game = game;
    this.options = options;
  }

  get def(): AnyGameDef {
    return this.games(this.game)!;
  }

  all(): Player[] {
    return [...this.players.values()];
  }

  get size(): number {
    return this.players.size;
  }

  byId(id: string): Player | undefined {
    return this.players.get(id);
  }

  /** The person holding `token` (a bot's seat is never taken by a token). */
  byToken(token: string): Player | undefined {
    return this.all().find((p) => p.token === token && !p.bot);
  }

  /** Whoever sits at lobby seat `seat`. */
  atSeat(seat: number): Player | undefined {
    return this.all().find((p) => p.seat === seat);
  }

  hostPlayer(): Player | undefined {
    return this.all().find((p) => p.host);
  }

  restore(saved: SavedPlayer): void {
    const bot = saved.bot === true && Array.isArray(saved.rng);
    this.players.set(saved.id, {
      ...saved,
      connected: bot,
      rtt: null,
      buckets: playerBuckets(this.now()),
      bot,
      rng: bot ? saved.rng! : null,
      device: typeof saved.device === 'string' ? saved.device : null,
      answers: new Map(
        (Array.isArray(saved.answers) ? saved.answers : []).filter(
          ([n, r]) => Number.isSafeInteger(n) && (r === null || typeof r === 'string'),
        ),
      ),
    });
  }

  /** `name`, or a numbered form of it when someone else here goes by a look-alike of it (two
   * people named alike, or a newcomer named like the host, would be told apart by nothing). */
  uniqueName(name: string, self: Player | null = null): string {
    const taken = new Set(
      this.all()
        .filter((p) => p !== self)
        .map((p) => nameKey(p.name)),
    );
    if (!taken.has(nameKey(name))) return name;
    for (let n = 2; ; n++) {
      const suffix = ` ${n}`;
      const base = Array.from(name)
        .slice(0, MAX_NAME - suffix.length)
        .join('')
        .trim();
      if (!taken.has(nameKey(base + suffix))) return base + suffix;
    }
  }

  /** Why a person (`player`, or a newcomer when undefined) may not come in now, or null. */
  admission(player: Player | undefined, device: string | null, inMatch: boolean): string | null {
    if (device !== null && this.banned.has(device)) return 'removed';
    if (!this.locked || player?.host) return null;
    return player && (player.seat !== null || inMatch) ? null : 'locked';
  }

  /** A new person: the first free seat unless they watch (or a match is on). */
  add(
    id: string,
    name: string,
    token: string,
    host: boolean,
    seat: boolean,
    device: string | null = null,
  ): Player {
    const taken = new Set(this.all().map((p) => p.seat));
    let free: number | null = null;
    for (let i = 0; seat && i < this.def.maxSeats && free === null; i++)
      if (!taken.has(i)) free = i;
    const player: Player = {
      id,
      name: this.uniqueName(cleanName(name) || 'Player'),
      token,
      seat: free,
      ready: host,
      host,
      next: 1,
      connected: false,
      rtt: null,
      buckets: playerBuckets(this.now()),
      bot: false,
      rng: null,
      device,
      answers: new Map(),
    };
    this.players.set(id, player);
    return player;
  }

  /** A bot at lobby seat `seat`, with its own RNG; ready and connected for good. */
  addBot(id: string, seat: number, rng: RngState): Player {
    const taken = new Set(this.all().map((p) => p.name));
    const name = BOT_NAMES.find((n) => !taken.has(n)) ?? `Bot ${seat + 1}`;
    const player: Player = {
      id,
      name,
      token: '',
      seat,
      ready: true,
      host: false,
      next: 1,
      connected: true,
      rtt: null,
      buckets: playerBuckets(this.now()),
      bot: true,
      rng,
      device: null,
      answers: new Map(),
    };
    this.players.set(id, player);
    return player;
  }

  remove(id: string): void {
    this.players.delete(id);
  }

  /** Players in seats, in seat order. */
  seated(): Player[] {
    return this.all()
      .filter((p) => p.seat !== null)
      .sort((a, b) => a.seat! - b.seat!);
  }

  /** The room as everyone sees it. */
  lobby(code: string, playing: boolean): Lobby {
    const def = this.def;
    return {
      code,
      game: this.game,
      options: this.options,
      minSeats: def.minSeats,
      maxSeats: def.maxSeats,
      players: this.all().map((p): LobbyPlayer => ({
        id: p.id,
        name: p.name,
        seat: p.seat,
        ready: p.ready,
        connected: p.connected,
        host: p.host,
        rtt: p.rtt,
        ...(p.bot ? { bot: true } : {}),
      })),
      playing,
      locked: this.locked,
    };
  }

  saved(): SavedPlayer[] {
    return this.all().map((p) => ({
      id: p.id,
      name: p.name,
      token: p.token,
      seat: p.seat,
      ready: p.ready,
      host: p.host,
      next: p.next,
      ...(p.bot && p.rng ? { bot: p.bot, rng: p.rng } : {}),
      ...(p.device ? { device: p.device } : {}),
      ...(p.answers.size > 0 && !p.bot ? { answers: [...p.answers] } : {}),
    }));
  }

  /** Checks a lobby action by `player`; the change to make, or a reason code. `inMatch` says
   * whether a player has a seat in the match on (always false between matches). */
  check(
    player: Player,
    action: LobbyAction,
    playing: boolean,
    inMatch: (p: Player) => boolean = () => false,
  ): LobbyChange | string {
    if (HOST_ONLY.has(action.a) && !player.host) return 'host-only';
    const def = this.def;
    const apply = (run: () => void): LobbyChange => ({ kind: 'apply', run });
    const seatFree = (seat: number | null) =>
      seat === null || !this.all().some((p) => p.seat === seat && !p.bot);
    /** Seats `target` at `seat`: a bot there gives way (to `target`'s old seat if it had one). */
    const seatAt = (target: Player, seat: number | null) => {
      const other = seat === null ? undefined : this.atSeat(seat);
      if (other && other !== target) {
        if (other.bot && target.seat === null) this.players.delete(other.id);
        else other.seat = target.seat;
      }
      target.seat = seat;
      if (target.bot && seat === null) this.players.delete(target.id); // bots never watch
    };
    switch (action.a) {
      case 'ready':
        if (playing) return 'playing';
        return apply(() => (player.ready = action.ready));
      case 'rename':
        if (!player.buckets.renames.take(this.now())) return 'too-fast';
        return apply(() => (player.name = this.uniqueName(action.name, player)));
      case 'sit':
        if (playing) return 'playing';
        if (action.seat !== null && action.seat >= def.maxSeats) return 'no-such-seat';
        if (!seatFree(action.seat)) return 'seat-taken';
        return apply(() => {
          // A bot in that seat makes way for a person.
          const bot = action.seat === null ? undefined : this.atSeat(action.seat);
          if (bot?.bot) this.players.delete(bot.id);
          player.seat = action.seat;
          player.ready = player.host;
        });
      case 'game': {
        if (playing) return 'playing';
        const next = this.games(action.game);
        if (!next) return 'game-not-available';
        const options: unknown = next.parseOptions(action.options ?? next.defaultOptions);
        if (isRejection(options)) return options.reason;
        return apply(() => {
          this.game = action.game;
          this.options = options;
          // Seats beyond the new game's maximum become spectators (and their bots go).
          for (const p of this.all()) {
            if (p.seat === null || p.seat < next.maxSeats) continue;
            if (p.bot) this.players.delete(p.id);
            else p.seat = null;
          }
        });
      }
      case 'move': {
        const target = this.players.get(action.player);
        if (!target) return 'no-such-player';
        if (action.seat !== null && action.seat >= def.maxSeats) return 'no-such-seat';
        if (playing) {
          // In a match only one move is possible: a person watching takes over a bot's seat.
          const bot = action.seat === null ? undefined : this.atSeat(action.seat);
          if (!bot?.bot || !inMatch(bot)) return 'not-a-bot-seat';
          if (target.bot || inMatch(target)) return 'playing';
          return { kind: 'takeover', player: target, bot };
        }
        return apply(() => seatAt(target, action.seat));
      }
      case 'remove': {
        const target = this.players.get(action.player);
        if (!target) return 'no-such-player';
        if (target.host) return 'cannot-remove-host';
        if (playing && inMatch(target)) return 'playing'; // a seat in the match: a bot takes it
        return apply(() => {
          this.players.delete(target.id);
          if (target.device) this.banned.add(target.device);
        });
      }
      case 'lock':
        return apply(() => (this.locked = action.locked));
      case 'start': {
        if (playing) return 'playing';
        const seated = this.seated();
        if (seated.length < def.minSeats || seated.length > def.maxSeats) return 'bad-seat-count';
        if (seated.some((p) => !p.ready)) return 'not-everyone-ready';
        return { kind: 'start', seated };
      }
      case 'lobby':
        if (!playing) return 'not-playing';
        return { kind: 'back' };
      case 'bot': {
        if (action.seat >= def.maxSeats) return 'no-such-seat';
        const there = this.atSeat(action.seat);
        if (!playing)
          return there ? 'seat-taken' : { kind: 'bot', seat: action.seat, replaces: null };
        // In a match: the seat of a player who left goes to a bot.
        if (!there || !inMatch(there)) return 'not-in-match';
        if (there.bot) return 'seat-taken';
        if (there.connected) return 'still-connected';
        return { kind: 'bot', seat: action.seat, replaces: there };
      }
    }
  }

  /** After a match: everyone but the host (and the bots) must say ready again. */
  unready(): void {
    for (const p of this.all()) p.ready = p.host || p.bot;
  }
}
