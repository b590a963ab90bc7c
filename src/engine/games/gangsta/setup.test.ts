// Rulebook "Setup": "Each player randomly receives a Boss Card and the indicated number of $",
// "a river of 5 available heists from the first chapter (Genesis)", "a river of 5 available
// gangsters".
import { describe, expect, test } from 'vitest';
import { createState } from '../../core/match.ts';
import { BOSSES, GANGSTERS } from './cards.ts';
import { bossCard, chapterDeck } from './catalogue.ts';
import { gangsta } from './index.ts';
import type { GangstaState } from './state.ts';
import { LATE_SEAT_MONEY } from './vocabulary.ts';

const setup = (seats: number, seed = 'seed-42'): GangstaState => {
  const s = gangsta.setup({ seed, seats, options: gangsta.defaultOptions });
  if ('ok' in s) throw new Error(s.reason);
  return s;
};

describe('setup', () => {
  test.each([2, 3, 4])('%i players: a boss and its money each, two rivers of five', (n) => {
    const s = setup(n);
    const bosses = s.players.map((p) => p.boss);
    expect(new Set(bosses).size).toBe(n);
    for (const [seat, p] of s.players.entries()) {
      expect(p.gang).toEqual([{ id: p.boss, engaged: false }]);
      // Reading: every player after the first starts with $1 more.
      expect(p.money).toBe(bossCard(p.boss)!.money + (seat === s.current ? 0 : LATE_SEAT_MONEY));
      expect([p.heists, p.heistInfluence]).toEqual([[], 0]);
    }
    expect(s.gangsterRiver).toHaveLength(5);
    expect(s.heistRiver).toHaveLength(5);
    expect(s.heistRiver.every((id) => chapterDeck('genesis').includes(id))).toBe(true);
    expect(s.gangsterDeck).toHaveLength(GANGSTERS.length - 5);
    expect(s.heistDecks.genesis).toHaveLength(chapterDeck('genesis').length - 5);
    expect([s.chapter, s.phase, s.turn]).toEqual(['genesis', 'turn', 1]);
    expect(s.current).toBeGreaterThanOrEqual(0);
    expect(s.current).toBeLessThan(n);
  });

  test('reading: the first player starts with its boss’s money, every other player $1 more', () => {
    const s = setup(4, 'late-seats');
    const extra = s.players.map((p) => p.money - bossCard(p.boss)!.money);
    expect(extra).toEqual([0, 1, 2, 3].map((seat) => (seat === s.current ? 0 : 1)));
  });

  test('the same seed deals the same game; other seeds deal others', () => {
    expect(setup(3, 'a')).toEqual(setup(3, 'a'));
    expect(setup(3, 'a').gangsterDeck).not.toEqual(setup(3, 'b').gangsterDeck);
  });

  test('bosses are dealt at random, and so is the first player (a reading)', () => {
    const bosses = new Set<string>();
    const firsts = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const s = setup(4, `deal-${i}`);
      s.players.forEach((p) => bosses.add(p.boss));
      firsts.add(s.current);
    }
    expect(bosses.size).toBe(BOSSES.length);
    expect(firsts).toEqual(new Set([0, 1, 2, 3]));
  });

  test.each([1, 5, 0, 2.5])('%s players is refused', (n) => {
    expect(gangsta.setup({ seed: 'x', seats: n, options: gangsta.defaultOptions })).toMatchObject({
      ok: false,
      reason: 'bad-seat-count',
    });
    expect(createState(gangsta, 'x', n, undefined)).toMatchObject({ reason: 'bad-seat-count' });
  });

  test('the definition: id, name, 2–4 seats, table rules', () => {
    expect([gangsta.id, gangsta.name, gangsta.minSeats, gangsta.maxSeats]).toEqual([
      'gangsta',
      'Gangsta!',
      2,
      4,
    ]);
    expect(gangsta.table).toMatchObject({
      canGrab: expect.any(Function),
      dropIntent: expect.any(Function),
    });
    expect(gangsta.result(setup(2))).toBeNull();
  });
});

describe('options', () => {
  test.each([
    [undefined, { consent: false }],
    [null, { consent: false }],
    [{}, { consent: false }],
    [{ consent: true }, { consent: true }],
  ])('%j → %j', (raw, want) => {
    expect(gangsta.parseOptions(raw)).toEqual(want);
  });

  test.each([[{ consent: 'yes' }], [{ consent: true, cheat: 1 }], [[]], ['consent'], [7]])(
    '%j is refused as bad-options',
    (raw) => {
      expect(gangsta.parseOptions(raw)).toMatchObject({ ok: false, reason: 'bad-options' });
    },
  );
});
