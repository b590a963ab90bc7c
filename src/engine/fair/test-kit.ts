// Whole games as a fair host would record them, for the tests and the benchmarks: bots play a
// seeded game from a contributed seed, and each seat's page keeps the hashes of the views it saw.
import { BOTS } from '../bots/registry.ts';
import { playOut } from '../bots/core/drive.ts';
import type { GameId } from '../core/game.ts';
import { createState } from '../core/match.ts';
import { gameById } from '../index.ts';
import { RECORD_VERSION, type Contribution, type GameRecord } from './record.ts';
import { commitmentOf, seedOf, sha256Hex, standInOf } from './seed.ts';
import { viewHash, type Witness } from './verify.ts';

/** A played game: its record, every state, and what each seat's page saw. */
export interface PlayedGame {
  readonly record: GameRecord;
  readonly states: readonly unknown[];
  readonly witnesses: readonly Witness[];
}

/** Seat 0 is the host's own (its value derived from the secret), the others people. */
export function fairStart(label: string, seats: number) {
  const secret = sha256Hex(`secret/${label}`);
  const contributions: Contribution[] = Array.from({ length: seats }, (_, seat) =>
    seat === 0
      ? { seat, value: standInOf(secret, seat), by: 'host' }
      : { seat, value: sha256Hex(`player/${label}/${seat}`), by: 'player' },
  );
  const seed = seedOf(
    secret,
    contributions.map((c) => c.value),
  );
  return { secret, commitment: commitmentOf(secret), contributions, seed };
}

/** Plays `game` with bots at `seats` from a fair start named `label`; `dealSeed` makes a host
 * that deals from a seed of its own choosing instead. */
export function playFair(
  game: GameId,
  seats: number,
  label: string,
  dealSeed?: string,
): PlayedGame {
  const def = gameById(game)!;
  const start = fairStart(label, seats);
  const created = createState(def, dealSeed ?? start.seed, seats, def.defaultOptions);
  if (!created.ok) throw new Error(created.reason);
  const states: unknown[] = [created.state];
  const intents: [number, unknown][] = [];
  const out = playOut(def, created.state, seats, BOTS[game].bot, label, 20_000, (s, seat, i) => {
    states.push(s);
    intents.push([seat, i]);
  });
  const record: GameRecord = {
    format: 'gang-table/record',
    version: RECORD_VERSION,
    id: `game-${label}`,
    game,
    options: def.defaultOptions,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, bot: false })),
    ...start,
    intents,
    result: def.result(out.state) as unknown,
  };
  const witnesses = Array.from({ length: seats }, (_, seat) => witnessOf(record, states, seat));
  return { record, states, witnesses };
}

/** What seat `seat`'s page saw of `states`: each view that changed, as the host sends them. */
export function witnessOf(record: GameRecord, states: readonly unknown[], seat: number): Witness {
  const def = gameById(record.game)!;
  const views: { seat: number; hash: string; rev: number }[] = [];
  for (const state of states) {
    const hash = viewHash(JSON.parse(JSON.stringify(def.view(state, seat))) as unknown);
    if (views.at(-1)?.hash !== hash) views.push({ seat, hash, rev: views.length + 1 });
  }
  const c = record.contributions[seat]!;
  return {
    id: record.id,
    commitment: record.commitment,
    ...(c.by === 'player' ? { contribution: { value: c.value } } : {}),
    views,
    fromStart: true,
  };
}
