// Rulebook "Chapters": "Gang Wars starts when one player recruits their 4th gangster",
// "Domination starts when one player recruits their 7th gangster", the opportunity income at the
// end of Genesis and the Mercenary check at the end of Gang Wars; plus the readings on decks
// that run dry and on an idle table.
import { describe, expect, test } from 'vitest';
import { chapterDeck } from './catalogue.ts';
import type { GangstaState } from './state.ts';
import { act, gangOf, must, rig, type Rig } from './test-kit.ts';

const recruit = (gangster: string) => ({ type: 'recruit', gangster }) as const;

/** The Gang Wars deck stacked: these first, then its heists in catalogue order. */
function stack(s: GangstaState, chapter: 'gang-wars' | 'domination', top: string[]): void {
  const rest = chapterDeck(chapter).filter((id) => !top.includes(id) && id.startsWith('h'));
  s.heistDecks[chapter] = [...top, ...rest];
}

describe('Genesis → Gang Wars', () => {
  const fourth = () => {
    const s = rig({
      gangs: ['b3 g10 g13 g16', 'b5 g31'],
      money: [9, 0],
      river: 'g04 g05 g06 g07 g08',
      heists: 'h1-01 h1-02 h1-03 h1-04 h1-05',
    });
    stack(s, 'gang-wars', ['h2-01', 'h2-02', 'h2-03', 'h2-04', 'h2-05']);
    return must(s, 0, recruit('g04'));
  };

  test('recruiting the 4th gangster starts Gang Wars', () => {
    const s = fourth();
    expect(s.chapter).toBe('gang-wars');
    expect(s.log.find((e) => e.e === 'chapter')).toMatchObject({
      chapter: 'gang-wars',
      cause: 'recruit',
    });
  });

  test('"The players with fewer skills receive the difference in money"', () => {
    // Seat 0: b3 (3) + four one-skill gangsters = 7 skills; seat 1: b5 (3) + g31 (2) = 5.
    const s = fourth();
    expect(s.log.find((e) => e.e === 'opportunity')).toMatchObject({
      skills: [7, 5],
      income: [0, 2],
    });
    expect(s.players.map((p) => p.money)).toEqual([9 - 2, 2]);
  });

  test('reading: the heist river is cleared and refilled from the new chapter’s deck', () => {
    const s = fourth();
    expect(s.heistRiver).toEqual(['h2-01', 'h2-02', 'h2-03', 'h2-04', 'h2-05']);
    expect(s.discards).toEqual(['h1-01', 'h1-02', 'h1-03', 'h1-04', 'h1-05']);
    expect([s.phase, s.current]).toEqual(['turn', 1]);
  });

  test('a snitch among the first Gang Wars heists is resolved at once', () => {
    const s = rig({ gangs: ['b3 g10 g13 g16', 'b5 g31'], money: [9, 0], river: 'g04' });
    stack(s, 'gang-wars', ['h2-01', 's2-3', 'h2-02']);
    const t = must(s, 0, recruit('g04'));
    // After the opportunity income seat 1 has $2, short of 4: it discards; seat 0 pays.
    expect(t.pending).toEqual([{ kind: 'discard', seat: 1, from: 1, cause: 'snitch' }]);
    expect(t.heistRiver).toEqual(['h2-01']);
  });

  test('a 4th gangster later in the game changes nothing', () => {
    const s = must(
      rig({ gangs: ['b3 g10 g13 g16', 'b5'], chapter: 'gang-wars', river: 'g04' }),
      0,
      recruit('g04'),
    );
    expect([s.chapter, s.log.some((e) => e.e === 'chapter')]).toEqual(['gang-wars', false]);
  });
});

describe('Gang Wars → Domination: the Mercenary check', () => {
  /** Seat 0 recruits its 7th gangster (g07, a Mercenary) with these gangs. */
  const seventh = (gangs: string[]): GangstaState => {
    const r: Rig = { gangs, money: [20, 0, 0], chapter: 'gang-wars', river: 'g07 g01' };
    const s = rig(r);
    stack(s, 'domination', ['h3-01', 'h3-02', 'h3-03', 'h3-04', 'h3-05']);
    return must(s, 0, recruit('g07'));
  };
  // Seat 0 after recruiting: g07 + g08 + g09 = 3 Mercenaries (b3 has none).
  const big = 'b3 g08 g09 g10 g11 g12 g13';

  test.each([
    [
      '"The player with the most Mercenaries doesn\'t lose any gangster"',
      [big, 'b5 g16', 'b6 g17'],
      [1, 2],
      null,
    ],
    ['"everyone in case of a tie"', [big, 'b6 g20 g24 g41', 'b5 g16'], [0, 1, 2], null],
    ['two players, at least double: the stronger chooses', [big, 'b5 g16 g20'], [1], 0],
    ['two players, less than double: the weaker chooses its own', [big, 'b6 g24 g20'], [1], null],
  ])('%s', (_name, gangs, losers, chooser) => {
    const s = seventh(gangs);
    expect(s.log.find((e) => e.e === 'mercenary')).toMatchObject({ losers, chooser });
    expect(s.pending).toEqual(
      losers.map((from) => ({ kind: 'discard', seat: chooser ?? from, from, cause: 'mercenary' })),
    );
    expect([s.phase, s.chapter]).toEqual(['resolve', 'gang-wars']);
  });

  test('the chooser picks which of the other’s gangsters goes; then Domination begins', () => {
    let s = seventh([big, 'b5 g16 g20']);
    expect(act(s, 1, { type: 'discard', gangster: 'g20' })).toMatchObject({
      reason: 'nothing-to-choose',
    });
    s = must(s, 0, { type: 'discard', gangster: 'g20' });
    expect(gangOf(s, 1)).toBe('b5 g16');
    expect(s.chapter).toBe('domination');
    expect(s.heistRiver).toEqual(['h3-01', 'h3-02', 'h3-03', 'h3-04', 'h3-05']);
    expect([s.phase, s.current]).toEqual(['turn', 1]);
  });

  test('"if they are the only eligible gangster then nothing happens": a lone boss keeps all', () => {
    const s = seventh([big, 'b5', 'b6 g17']);
    expect(s.pending).toEqual([{ kind: 'discard', seat: 2, from: 2, cause: 'mercenary' }]);
  });

  test('reading: 0 against 0 Mercenaries is a tie, not "double"', () => {
    const s = rig({
      gangs: ['b5 g10 g11 g12 g13 g14 g15', 'b4 g16'],
      chapter: 'gang-wars',
      river: 'g18',
    });
    const t = must(s, 0, recruit('g18'));
    expect(t.log.find((e) => e.e === 'mercenary')).toMatchObject({ losers: [0, 1], chooser: null });
  });
});

describe('decks that run dry (reading: a chapter ends; Domination ends the game)', () => {
  test('Genesis runs dry: Gang Wars begins, with its opportunity income', () => {
    const s = rig({ gangs: ['b3 g10', 'b5'], heists: 'h1-01 h1-02 h1-03 h1-04' });
    s.heistDecks.genesis = [];
    stack(s, 'gang-wars', ['h2-01', 'h2-02', 'h2-03', 'h2-04', 'h2-05']);
    const t = must(s, 0, { type: 'pass' });
    expect(t.chapter).toBe('gang-wars');
    expect(t.log.find((e) => e.e === 'chapter')).toMatchObject({ cause: 'deck-out' });
    expect(t.log.some((e) => e.e === 'opportunity')).toBe(true);
    expect(t.heistRiver).toHaveLength(5);
  });

  test('Domination runs dry: the game ends', () => {
    const s = rig({ gangs: ['b3', 'b5'], chapter: 'domination', heists: 'h3-01' });
    s.heistDecks.domination = [];
    const t = must(s, 0, { type: 'pass' });
    expect(t.result).toMatchObject({ reason: 'deck-out' });
  });
});

describe('reading (never stall): an idle table', () => {
  test('when every player has passed twice in a row, the oldest heist goes and is replaced', () => {
    let s = rig({
      gangs: ['b3', 'b5'],
      heists: 'h1-01 h1-02 h1-03 h1-04 h1-05',
      next: { heists: 'h1-06' },
    });
    // One round of passes is ordinary saving up: the river stays.
    for (const seat of [0, 1, 0]) s = must(s, seat, { type: 'pass' });
    expect([s.idlePasses, s.heistRiver[0]]).toEqual([3, 'h1-01']);
    s = must(s, 1, { type: 'pass' });
    expect(s.heistRiver).toEqual(['h1-02', 'h1-03', 'h1-04', 'h1-05', 'h1-06']);
    expect(s.discards).toEqual(['h1-01']);
    expect(s.idlePasses).toBe(0);
  });

  test('a recruit or a heist resets the count', () => {
    let s = rig({ gangs: ['b3', 'b5'], money: [9, 9] });
    s = must(s, 0, { type: 'pass' });
    s = must(s, 1, recruit(s.gangsterRiver[0]!));
    expect(s.idlePasses).toBe(0);
  });
});
