// No view is ever too large to send (issue #20): a view is what a joining or reconnecting player
// receives whole, so however long a game's log grows, every seat's view and the spectators' stay
// far under the protocol's cap.
import { expect, test } from 'vitest';
import { longGameViews } from '../../bench/view-size.ts';
import {
  applyIntent,
  createState,
  GAME_IDS,
  theGang,
  type GangState,
} from '../../src/engine/index.ts';
import { LOG_WINDOW, STATE_LOG_MAX } from '../../src/engine/core/game-log.ts';
import { MAX_HOST_MESSAGE } from '../../src/net/protocol.ts';

/** Far under the cap: a sixteenth of it. */
const FAR_UNDER = MAX_HOST_MESSAGE / 16;
const bytes = (x: unknown) => Buffer.byteLength(JSON.stringify(x), 'utf8');

test('a player who passes a chip back and forth 1,500 times does not grow anyone’s view', () => {
  const created = createState(theGang, 'juggle', 3, { mode: 'basic', stacks: 'first-game' });
  if (!created.ok) throw new Error(created.reason);
  let state = created.state as GangState;
  const first = bytes(theGang.view(state, 1));
  for (let i = 0; i < 1500; i++) {
    for (const type of ['takeChip', 'returnChip'] as const) {
      const out = applyIntent(theGang, state, 0, { type, chip: 'W1' }, 3);
      if (!out.ok) throw new Error(out.reason);
      state = out.state as GangState;
    }
  }
  expect(state.log.length).toBeLessThanOrEqual(STATE_LOG_MAX + LOG_WINDOW.step); // the state keeps its tail…
  for (const view of [
    theGang.view(state, 0),
    theGang.view(state, 2),
    theGang.spectatorView(state),
  ]) {
    // …and each view a shorter one.
    expect((view as { log: readonly unknown[] }).log.length).toBeLessThan(
      LOG_WINDOW.keep + LOG_WINDOW.step,
    );
    expect(bytes(view)).toBeLessThan(first + 16 * 1024);
  }
}, 60_000);

test.each(GAME_IDS)(
  'long seeded games of %s: every view far under the cap',
  (game) => {
    const figures = longGameViews(game, 1);
    expect(figures.finished).toBe(figures.games);
    expect(figures.maxLog).toBeLessThan(LOG_WINDOW.keep + LOG_WINDOW.step);
    expect(figures.maxBytes).toBeLessThan(FAR_UNDER);
  },
  60_000,
);
