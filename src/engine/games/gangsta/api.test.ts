// The public Gangsta! card facts (api.ts), checked against the card set (cards.ts), card by
// card, and against the numbers the rulebook gives (shared/seeds/002_…, shared/rules/gangsta.md).
import { describe, expect, test } from 'vitest';
import { BOSSES, GANGSTERS, HEISTS, SKILLS, SNITCHES } from './cards.ts';
import {
  gangstaBosses,
  gangstaCard,
  gangstaGangsters,
  gangstaHeists,
  gangstaSkills,
  gangstaSnitches,
  type GangstaCardInfo,
} from './api.ts';
import { CHAPTERS } from './vocabulary.ts';

describe('a card id, as the card set prints it', () => {
  test.each<[string, GangstaCardInfo]>([
    ['g01', { kind: 'gangster', id: 'g01', cost: 3, skills: ['leader'], influence: 0 }],
    [
      'g47',
      {
        kind: 'gangster',
        id: 'g47',
        cost: 8,
        skills: ['mercenary', 'enforcer', 'hacker'],
        influence: 2,
      },
    ],
    [
      'h1-04',
      {
        kind: 'heist',
        id: 'h1-04',
        chapter: 'genesis',
        requires: ['enforcer', 'enforcer'],
        influence: 1,
        money: 2,
        extra: null,
        cooperative: false,
        coop: null,
      },
    ],
    [
      'h1-12',
      {
        kind: 'heist',
        id: 'h1-12',
        chapter: 'genesis',
        requires: ['leader', 'enforcer', 'hacker'],
        influence: 1,
        money: 2,
        extra: { kind: 'recruit' },
        cooperative: false,
        coop: null,
      },
    ],
    [
      'h1-16',
      {
        kind: 'heist',
        id: 'h1-16',
        chapter: 'genesis',
        requires: ['enforcer', 'driver'],
        influence: 1,
        money: 2,
        extra: { kind: 'getaway' },
        cooperative: false,
        coop: null,
      },
    ],
    [
      'h2-10',
      {
        kind: 'heist',
        id: 'h2-10',
        chapter: 'gang-wars',
        requires: ['leader', 'enforcer', 'hacker', 'hacker'],
        influence: 3,
        money: 5,
        extra: { kind: 'cash', amount: 1 },
        cooperative: true,
        coop: { kind: 'cash', amount: 2 },
      },
    ],
    [
      'h3-09',
      {
        kind: 'heist',
        id: 'h3-09',
        chapter: 'domination',
        requires: ['enforcer', 'enforcer', 'hacker', 'hacker', 'driver'],
        influence: 5,
        money: 8,
        extra: null,
        cooperative: true,
        coop: { kind: 'influence', amount: 2 },
      },
    ],
    ['s2-1', { kind: 'snitch', id: 's2-1', chapter: 'gang-wars', informants: 2 }],
    ['s3-5', { kind: 'snitch', id: 's3-5', chapter: 'domination', informants: 4 }],
  ])('%s', (id, want) => {
    expect(gangstaCard(id)).toEqual(want);
  });

  test.each(['', 'b0', 'b7', 'g00', 'g49', 'h4-01', 'S2-1', 'nobody', '__proto__', 'constructor'])(
    '%j names no card',
    (id) => {
      expect(gangstaCard(id)).toBeNull();
    },
  );

  test.each([null, undefined, 7, {}, ['g01']])('%j (not a string) names no card', (id) => {
    expect(gangstaCard(id as unknown as string)).toBeNull();
  });
});

/** Every card of cards.ts with the facts the API must give for it, kind by kind. */
const EVERY_CARD: [string, string, GangstaCardInfo][] = [
  ...BOSSES.map((b) => ['boss', b.id, { kind: 'boss', ...b }] as const),
  ...GANGSTERS.map((g) => ['gangster', g.id, { kind: 'gangster', ...g }] as const),
  ...HEISTS.map(
    (h) => ['heist', h.id, { kind: 'heist', ...h, cooperative: h.coop !== null }] as const,
  ),
  ...SNITCHES.map((n) => ['snitch', n.id, { kind: 'snitch', ...n }] as const),
].map(([kind, id, info]) => [kind, id, info as GangstaCardInfo]);

describe('every card of cards.ts, fact by fact', () => {
  test.each(EVERY_CARD)('%s %s', (_kind, id, want) => {
    expect(gangstaCard(id)).toEqual(want);
  });

  test('the lists hold every card once, in the card set’s order', () => {
    expect(gangstaBosses().map((c) => c.id)).toEqual(BOSSES.map((c) => c.id));
    expect(gangstaGangsters().map((c) => c.id)).toEqual(GANGSTERS.map((c) => c.id));
    expect(gangstaHeists().map((c) => c.id)).toEqual(HEISTS.map((c) => c.id));
    expect(gangstaSnitches().map((c) => c.id)).toEqual(SNITCHES.map((c) => c.id));
    for (const card of [...gangstaBosses(), ...gangstaGangsters(), ...gangstaSnitches()]) {
      expect(gangstaCard(card.id)).toEqual(card);
    }
  });

  test.each(CHAPTERS.map((c) => [c] as const))('the heists of %s', (chapter) => {
    const ids = gangstaHeists(chapter).map((h) => h.id);
    expect(ids).toEqual(HEISTS.filter((h) => h.chapter === chapter).map((h) => h.id));
    expect(ids.length).toBeGreaterThan(5); // more than a river of five
  });

  test('a chapter that is none is a programming error', () => {
    expect(() => gangstaHeists('chapter-4' as never)).toThrow(/chapter: expected one of/);
  });
});

describe('the rulebook’s numbers', () => {
  test('six skills: Leader yellow, Informant green, Mercenary grey (and three of our own)', () => {
    const skills = gangstaSkills();
    expect(skills.map((s) => s.skill)).toEqual([...SKILLS]);
    expect(skills.slice(0, 3)).toEqual([
      { skill: 'leader', colour: 'yellow' },
      { skill: 'informant', colour: 'green' },
      { skill: 'mercenary', colour: 'grey' },
    ]);
    expect(new Set(skills.map((s) => s.colour)).size).toBe(6);
  });

  test('"There are 3 snitches in the Gang Wars heist deck, rated 2, 3, and 4 Informant"', () => {
    const ratings = gangstaSnitches()
      .filter((s) => s.chapter === 'gang-wars')
      .map((s) => s.informants);
    expect(ratings.sort()).toEqual([2, 3, 4]);
  });

  test('"There are 5 snitches in the Domination heist deck, rated 3 or 4 Informant"', () => {
    const ratings = gangstaSnitches()
      .filter((s) => s.chapter === 'domination')
      .map((s) => s.informants);
    expect(ratings).toHaveLength(5);
    expect(ratings.every((r) => r === 3 || r === 4)).toBe(true);
  });

  test('a boss for each of up to 4 players, with "the indicated number of $"', () => {
    const bosses = gangstaBosses();
    expect(bosses.length).toBeGreaterThanOrEqual(4);
    for (const b of bosses) expect(b.money).toBeGreaterThan(0);
  });

  test('a gangster has a cost, one to three skills and influence', () => {
    for (const g of gangstaGangsters()) {
      expect(g.cost).toBeGreaterThan(0);
      expect(g.skills.length).toBeGreaterThanOrEqual(1);
      expect(g.skills.length).toBeLessThanOrEqual(3);
      expect(g.influence).toBeGreaterThanOrEqual(0);
    }
  });

  test('cooperation "from the Gang Wars chapter": no Genesis heist is marked', () => {
    expect(gangstaHeists('genesis').some((h) => h.cooperative)).toBe(false);
    expect(gangstaHeists('gang-wars').some((h) => h.cooperative)).toBe(true);
    expect(gangstaHeists('domination').some((h) => h.cooperative)).toBe(true);
    for (const h of gangstaHeists()) expect(h.cooperative).toBe(h.coop !== null);
  });
});

describe('plain data', () => {
  test('every answer survives JSON unchanged (a client over the wire sees the same)', () => {
    const all = [
      gangstaSkills(),
      gangstaBosses(),
      gangstaGangsters(),
      gangstaHeists(),
      gangstaSnitches(),
    ];
    expect(JSON.parse(JSON.stringify(all))).toEqual(all);
  });

  test('an answer is a copy: changing it changes nothing for the next caller', () => {
    const heist = gangstaCard('h2-10') as { requires: string[]; coop: { amount: number } };
    heist.requires.push('leader');
    heist.coop.amount = 99;
    const boss = gangstaBosses()[0]!;
    boss.skills.length = 0;
    expect(gangstaCard('h2-10')).toMatchObject({
      requires: ['leader', 'enforcer', 'hacker', 'hacker'],
      coop: { amount: 2 },
    });
    expect(gangstaBosses()[0]!.skills).toEqual(BOSSES[0]!.skills);
    expect(HEISTS.find((h) => h.id === 'h2-10')!.requires).toHaveLength(4);
  });
});
