// The fuzzer's runner (docs/RELIABILITY.md): a real Host over the in-memory loopback transport,
// its seats taken over by raw connections, a spectator and two strangers beside them, and a
// stream of fast-check recipes (messages.ts) sent one by one. After every message: nothing was
// thrown; the game's invariants hold (engine/reliability/<id>/); a request that was not accepted
// left the match exactly as it was (a deep copy compared) and was refused with a reason from the
// closed list; every drop the host counted has a listed reason; no view or diff sent to anyone
// carries a token its seat must not see.
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { GAMES, type GameId } from '../../engine/index.ts';
import { RELIABILITY } from '../../engine/reliability/registry.ts';
import { leaked } from '../../engine/reliability/soak.ts';
import { CORE_REASONS } from '../../engine/reliability/core/types.ts';
import { LIMITS } from '../host-limits.ts';
import { rawPeer, startedGame, type Room } from '../test-kit.ts';
import { numberOf, recipeArb, render, type Recipe } from './messages.ts';
import { HOST_REASONS } from './reasons.ts';
import { PROTOCOL_VERSION } from '../protocol.ts';

/** One sender: a raw connection and what it has been sent. */
interface Actor {
  readonly label: string;
  /** A seat's token (seated players and the host), or none. */
  readonly token?: string;
  /** Says hi and hello (seats, the spectator), only hi, or nothing (strangers). */
  readonly hi: boolean;
  readonly hello: boolean;
  end: Awaited<ReturnType<typeof rawPeer>>['end'];
  got: string[];
  seen: number;
  id: string | null;
  next: number;
}

/** Figures of one fuzzed room. */
export interface FuzzTally {
  messages: number;
  failures: number;
  /** Requests refused with a reason, messages dropped, requests accepted. */
  refused: number;
  dropped: number;
  accepted: number;
  examples: string[];
}

/** Every game's refusal reasons. */
const ALL_GAME_REASONS = new Set(Object.values(RELIABILITY).flatMap((r) => r.reasons));

const tick = () => new Promise<void>((r) => setImmediate(r));
/** Fake milliseconds between two messages: under every per-player rate limit but the resyncs'. */
const STEP_MS = 60;

/** A fuzzing session on one room of `game`. */
export class Fuzz {
  readonly tally: FuzzTally = {
    messages: 0,
    failures: 0,
    refused: 0,
    dropped: 0,
    accepted: 0,
    examples: [],
  };
  private readonly thrown: unknown[] = [];
  private readonly onThrow = (e: unknown) => this.thrown.push(e);
  private prev: { seed: string; state: unknown } | null = null;

  private constructor(
    readonly room: Room,
    private readonly actors: Actor[],
  ) {}

  /** A started game of `game` with three seats, each taken over by a raw connection. */
  static async open(game: GameId): Promise<Fuzz> {
    const room = await startedGame(game, 3);
    const tokens = room.clients.map((c) => c.state.you!.token);
    for (const c of room.clients) c.close();
    const actors: Actor[] = [
      ...tokens.map((token, i) => ({ label: `seat ${i}`, token, hi: true, hello: true })),
      { label: 'spectator', hi: true, hello: true },
      { label: 'stranger (hi)', hi: true, hello: false },
      { label: 'stranger', hi: false, hello: false },
    ].map((a) => ({
      ...a,
      end: null as unknown as Actor['end'],
      got: [],
      seen: 0,
      id: null,
      next: 0,
    }));
    const fuzz = new Fuzz(room, actors);
    for (const a of actors) await fuzz.connect(a);
    process.on('uncaughtException', fuzz.onThrow);
    return fuzz;
  }

  close(): void {
    process.off('uncaughtException', this.onThrow);
    this.room.close();
  }

  private async connect(a: Actor): Promise<void> {
    const peer = await rawPeer(this.room, {
      hi: a.hi,
      hello: a.hello,
      name: a.label,
      ...(a.token ? { token: a.token } : {}),
    });
    a.end = peer.end;
    a.got = peer.got;
    a.seen = 0;
    const welcome = peer.got.find((m) => m.includes('"t":"welcome"'));
    if (welcome) {
      const w = JSON.parse(welcome) as { you: { id: string }; next: number };
      a.id = w.you.id;
      a.next = w.next;
    }
  }

  /** Sends one recipe's message and checks everything after it. */
  async step(r: Recipe): Promise<void> {
    const room = this.room;
    const a = this.actors[r.actor % this.actors.length]!;
    room.clock.t += STEP_MS;
    if (!a.end.isOpen) {
      // Closed by the host (a removal, the lock, a timeout): come back now and then.
      if (this.tally.messages % 50 === 0) await this.connect(a);
      if (!a.end.isOpen) return;
    }
    await this.restartIfOver();
    const snap = room.host.snapshot();
    const gameId = snap.match?.gameId ?? null;
    const def = gameId ? GAMES[gameId] : null;
    const rel = gameId ? RELIABILITY[gameId] : null;
    const before = structuredClone(room.host.matchState());
    const seat = a.id && snap.match ? snap.match.order.indexOf(a.id) : -1;
    const scene = {
      def,
      rel,
      state: before,
      seat: seat >= 0 ? seat : null,
      n: a.next,
      players: snap.players.map((p) => p.id),
    };
    const text = render(r, scene);
    // The host moves on to any number ahead within its window: so does the sender.
    const n = numberOf(r, scene);
    if (Number.isSafeInteger(n) && n >= a.next && n < a.next + LIMITS.nWindow) a.next = n + 1;
    const droppedBefore = this.droppedTotal();
    a.end.send(text);
    await tick();
    this.tally.messages++;
    this.check(a, text, before, droppedBefore);
  }

  private droppedTotal(): number {
    return this.room.host.dropped.entries().reduce((s, [, n]) => s + n, 0);
  }

  private fail(what: string): void {
    this.tally.failures++;
    if (this.tally.examples.length < 10)
      this.tally.examples.push(`#${this.tally.messages} ${what}`);
  }

  private check(a: Actor, text: string, before: unknown, droppedBefore: number): void {
    const host = this.room.host;
    for (const e of this.thrown.splice(0)) this.fail(`the host threw: ${String(e)}`);
    const fresh = a.got.slice(a.seen);
    const acks = fresh
      .filter((m) => m.includes('"t":"ack"'))
      .map((m) => JSON.parse(m) as { ok: boolean; reason?: string });
    const accepted = acks.some((x) => x.ok);
    const after = host.matchState();
    const snap = host.snapshot();
    const rel = snap.match ? RELIABILITY[snap.match.gameId] : null;
    // Any game's reasons: a request resent with an old number gets the answer it had, perhaps
    // in a match of another game the lobby chose since.
    const closed = new Set<string>([...HOST_REASONS, ...CORE_REASONS, ...ALL_GAME_REASONS]);
    for (const x of acks) {
      if (!x.ok && !closed.has(x.reason ?? ''))
        this.fail(`refused with ${x.reason}: ${text.slice(0, 120)}`);
    }
    if (accepted) this.tally.accepted++;
    else if (acks.length > 0) this.tally.refused++;
    else if (this.droppedTotal() > droppedBefore) this.tally.dropped++;
    if (!accepted && !isDeepStrictEqual(before, after)) {
      this.fail(`the match changed without an accepted request: ${text.slice(0, 120)}`);
    }
    // The host's counters span every match the room played.
    for (const [reason] of host.dropped.entries()) {
      if (!closed.has(reason)) this.fail(`dropped for ${reason}`);
    }
    if (snap.match && rel) {
      const prev = this.prev?.seed === snap.match.seed ? this.prev.state : null;
      for (const v of rel.check(after, prev))
        this.fail(`invariant: ${v} after ${text.slice(0, 120)}`);
      this.prev = { seed: snap.match.seed, state: after };
    }
    this.scanViews(snap);
  }

  /** Every view and diff each actor received since the last step, against its seat's secrets. */
  private scanViews(snap: ReturnType<Room['host']['snapshot']>): void {
    const state = this.room.host.matchState();
    const rel = snap.match ? RELIABILITY[snap.match.gameId] : null;
    for (const b of this.actors) {
      const fresh = b.got.slice(b.seen);
      b.seen = b.got.length;
      if (!rel || state === null) continue;
      const views = fresh.filter((m) => m.includes('"t":"view"') || m.includes('"t":"diff"'));
      if (views.length === 0) continue;
      const seat = b.id ? snap.match!.order.indexOf(b.id) : -1;
      const hidden = rel.hidden(state, seat >= 0 ? seat : null);
      for (const m of views) {
        const shown = leaked(JSON.parse(m), hidden);
        if (shown.length > 0) this.fail(`${b.label} was sent ${shown.join(' ')}`);
      }
    }
  }

  /** A match ended by a lobby action or played out: everyone ready, the host starts again. */
  private async restartIfOver(): Promise<void> {
    const host = this.room.host;
    if (host.matchState() !== null && !host.matchOver()) return;
    if (this.tally.messages % 25 !== 0) return;
    const hostActor = this.actors[0]!;
    if (host.matchOver())
      hostActor.end.send(
        JSON.stringify({
          v: PROTOCOL_VERSION,
          t: 'lobby',
          n: hostActor.next++,
          action: { a: 'lobby' },
        }),
      );
    for (const b of this.actors.slice(1)) {
      if (b.id && b.end.isOpen)
        b.end.send(
          JSON.stringify({
            v: PROTOCOL_VERSION,
            t: 'lobby',
            n: b.next++,
            action: { a: 'ready', ready: true },
          }),
        );
    }
    hostActor.end.send(
      JSON.stringify({
        v: PROTOCOL_VERSION,
        t: 'lobby',
        n: hostActor.next++,
        action: { a: 'start' },
      }),
    );
    await tick();
    this.room.clock.t += 5_000; // the lobby's bucket refills
    for (const b of this.actors) b.seen = b.got.length;
    this.prev = null;
  }
}

/** Fuzzes one room of `game` with `messages` messages drawn from `seed`. */
export async function fuzzRoom(game: GameId, messages: number, seed: number): Promise<FuzzTally> {
  const fuzz = await Fuzz.open(game);
  try {
    // Steps whose sender was shut out send nothing: draw more until `messages` were sent.
    for (let batch = 0; fuzz.tally.messages < messages; batch++) {
      const want = messages - fuzz.tally.messages;
      const recipes = fc.sample(recipeArb(6), { seed: seed * 1000 + batch, numRuns: want });
      for (const r of recipes) await fuzz.step(r);
    }
  } finally {
    fuzz.close();
  }
  return fuzz.tally;
}
