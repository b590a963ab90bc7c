// A whole game of The Gang between a host and its players over the in-memory transport, played
// by bots that see only what their client holds. Every message each client receives is checked
// for cards its seat may not know, the deck, the RNG, the seed and other players' tokens.
import { afterEach, expect, test } from 'vitest';
import { seedRng, type RngState } from '../../src/engine/core/rng.ts';
import { theGang, type GangState, type GangView } from '../../src/engine/index.ts';
import { gangBotIntent } from '../../src/engine/bots/the-gang/bot.ts';
import { CARD_TOKEN, knownCards } from '../../src/engine/games/the-gang/test-kit.ts';
import { flush, startedGang, type Room } from '../../src/net/test-kit.ts';

let room: Room | null = null;
afterEach(() => {
  room?.close();
  room = null;
});

test.each([
  [4, 'basic'],
  [5, 'advanced'],
  [3, 'professional'],
  [6, 'master-thief'],
])('%i players, %s mode: a whole game over the wire, no secret in any message', async (n, mode) => {
  room = await startedGang(n, { mode, stacks: 'shuffled' });
  const r = room;
  const seen = r.clients.map((c) => c.received!.length);
  const tokens = r.clients.map((c) => c.state.you!.token);
  const playerIds = new Set(r.host.lobby().players.map((p) => p.id));
  const state = () => r.host.matchState() as GangState;

  const checkNewMessages = () => {
    const s = state();
    r.clients.forEach((c, seat) => {
      const fresh = c.received!.slice(seen[seat]);
      seen[seat] = c.received!.length;
      const known = knownCards(s, seat);
      for (const m of fresh) {
        // The game's record reveals every hand and the seed, once the game is over (fair play).
        if (m.startsWith('{"v":6,"t":"record"')) {
          expect(s.result).not.toBeNull();
          continue;
        }
        for (const hit of m.matchAll(CARD_TOKEN)) {
          if (!known.has(hit[1]!))
            throw new Error(`seat ${seat} received ${hit[1]}: ${m.slice(0, 200)}`);
        }
        expect(m).not.toMatch(/"(rng|deck|discard|seed)"/);
        for (const id of r.ids) {
          if (playerIds.has(id.slice(0, 12)) && !m.includes(id)) continue;
          if (id === tokens[seat] && m.includes('"welcome"')) continue;
          expect(m.includes(id), `seat ${seat} got id ${id}`).toBe(false);
        }
      }
    });
  };
  checkNewMessages();

  let rngs: RngState[] = r.clients.map((_, i) => seedRng(`bot-${i}`));
  let steps = 0;
  while (state().result === null && steps < 5000) {
    let acted = false;
    for (let seat = 0; seat < n; seat++) {
      const c = r.clients[seat]!;
      const [intent, next] = gangBotIntent(c.state.view as GangView, rngs[seat]!);
      rngs = rngs.map((x, i) => (i === seat ? next : x));
      if (!intent) continue;
      const out = await c.act(intent);
      await flush(2);
      expect(out, JSON.stringify(intent)).toEqual({ ok: true });
      checkNewMessages();
      acted = true;
      steps++;
      if (state().result) break;
    }
    if (!acted) throw new Error('nobody can act');
  }
  expect(['won', 'lost']).toContain(state().result);
  // Every client's own view (built from diffs) equals the host's view of its seat.
  await flush();
  r.clients.forEach((c, seat) => {
    expect(c.state.view).toEqual(JSON.parse(JSON.stringify(theGang.view(state(), seat))));
  });
});
