// The contributed seed and the record's checks: a fair game verifies at every seat of every game;
// a host that deals from a seed of its choosing, sends one wrong view, tampers with the record or
// reveals a secret that does not match its commitment fails, each for its own reason.
import { describe, expect, test } from 'vitest';
import { GAME_IDS, gameById } from '../index.ts';
import { canonicalJson } from './canonical.ts';
import { commitmentOf, seedOf, sha256Hex, standInOf } from './seed.ts';
import { playFair } from './test-kit.ts';
import { replayRecord, verifyRecord, type Witness } from './verify.ts';

const SEATS = { 'the-gang': 3, 'gang-of-four': 4, gangsta: 3 } as const;
const games = GAME_IDS.map((g) => [g, playFair(g, SEATS[g], `t-${g}`)] as const);
const [, gang] = games[0]!;

describe('the seed', () => {
  test('follows from the secret and every value, in seat order', () => {
    const s = sha256Hex('s');
    const a = sha256Hex('a');
    const b = sha256Hex('b');
    expect(seedOf(s, [a, b])).not.toBe(seedOf(s, [b, a]));
    expect(seedOf(s, [a, b])).toBe(seedOf(s, [a, b]));
    expect(seedOf(s, [a, b])).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentOf(s)).not.toBe(sha256Hex(s)); // domain-separated
    expect(standInOf(s, 0)).not.toBe(standInOf(s, 1));
  });
  test('canonical JSON ignores key order', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe('{"a":[{"d":2}],"b":1}');
  });
});

describe.each(games)('%s: a fair game', (game, played) => {
  test('is played to its end and verifies at every seat', () => {
    expect(played.record.result).not.toBeNull();
    expect(played.record.intents.length).toBeGreaterThan(10);
    for (const w of played.witnesses) {
      const verdict = verifyRecord(played.record, w);
      expect(verdict).toMatchObject({ ok: true, intents: played.record.intents.length });
    }
  });
  test('replays to the same final state and result as played', () => {
    const replay = replayRecord(JSON.parse(JSON.stringify(played.record)));
    if (!('states' in replay)) throw new Error(replay.detail);
    const last = replay.states.at(-1);
    expect(canonicalJson(last)).toBe(canonicalJson(played.states.at(-1)));
    expect(canonicalJson(gameById(game)!.result(last))).toBe(canonicalJson(played.record.result));
  });
});

describe('a host that cheats is caught', () => {
  const seat1 = gang.witnesses[1]!;
  const expectFail = (record: unknown, witness: Witness | null, reason: string) =>
    expect(verifyRecord(record, witness)).toMatchObject({ ok: false, reason });

  test('dealing from a seed of its choosing (the record names the fair one)', () => {
    const rigged = playFair('the-gang', 3, 't-the-gang', 'chosen');
    expectFail(gang.record, rigged.witnesses[1]!, 'view-mismatch');
  });
  test('dealing from a seed of its choosing (and saying so in the record)', () => {
    const rigged = playFair('the-gang', 3, 't-the-gang', 'chosen');
    expectFail(
      { ...rigged.record, seed: sha256Hex('chosen') },
      rigged.witnesses[1]!,
      'seed-mismatch',
    );
  });
  test('sending one wrong view', () => {
    const views = [...seat1.views];
    views[3] = { ...views[3]!, hash: sha256Hex('another view') };
    expectFail(gang.record, { ...seat1, views }, 'view-mismatch');
    const v = verifyRecord(gang.record, { ...seat1, views });
    expect(!v.ok && v.detail).toContain('view 4');
  });
  test('a record edited by hand: an intent changed, removed, or the result', () => {
    const intents = [...gang.record.intents];
    const [seat, intent] = intents[5]!;
    intents[5] = [(seat + 1) % 3, intent];
    const edited = { ...gang.record, intents };
    const v = verifyRecord(edited, seat1);
    expect(v.ok).toBe(false);
    expect(['illegal-intent', 'view-mismatch']).toContain(!v.ok && v.reason);
    expectFail(
      { ...gang.record, intents: gang.record.intents.slice(0, -1) },
      null,
      'result-mismatch',
    );
    expectFail({ ...gang.record, result: null }, null, 'result-mismatch');
    expectFail({ ...gang.record, intents: [[0, { type: 'nonsense' }]] }, null, 'illegal-intent');
    expectFail({ ...gang.record, seats: 'x' }, null, 'malformed-record');
  });
  test('a secret that does not match its commitment', () => {
    expectFail({ ...gang.record, secret: sha256Hex('other') }, seat1, 'commitment-mismatch');
  });
  test('a commitment other than the one it showed before the deal', () => {
    const secret = sha256Hex('other');
    const record = { ...gang.record, secret, commitment: commitmentOf(secret) };
    expectFail(record, seat1, 'commitment-changed');
  });
  test("leaving out a player's contribution, or a host value not from its secret", () => {
    const contributions = [...gang.record.contributions];
    contributions[1] = { seat: 1, value: standInOf(gang.record.secret, 1), by: 'timeout' };
    const seed = seedOf(
      gang.record.secret,
      contributions.map((c) => c.value),
    );
    const record = { ...gang.record, contributions, seed };
    expectFail(record, seat1, 'contribution-missing');
    const own = [...gang.record.contributions];
    own[0] = { seat: 0, value: sha256Hex('ground'), by: 'host' };
    expectFail({ ...gang.record, contributions: own }, seat1, 'stand-in-mismatch');
  });
});
