// The card set against the digest (shared/rules/gangsta.md "What the card set must show") and
// the rulebook's own numbers for snitches.
import { describe, expect, test } from 'vitest';
import { BOSSES, GANGSTERS, HEISTS, SKILLS, SKILL_COLOURS, SNITCHES } from './cards.ts';
import { chapterDeck } from './catalogue.ts';
import { CARD_ID, CHAPTERS } from './vocabulary.ts';

const ALL = [...BOSSES, ...GANGSTERS, ...HEISTS, ...SNITCHES];

describe('the card set', () => {
  test('every id is unique and a valid table object id ([A-Za-z0-9-], at most 12)', () => {
    const ids = ALL.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(CARD_ID);
  });

  test('six skills: Leader yellow, Informant green, Mercenary grey, and three of our own', () => {
    expect(SKILLS).toHaveLength(6);
    expect(SKILL_COLOURS).toMatchObject({
      leader: 'yellow',
      informant: 'green',
      mercenary: 'grey',
    });
    expect(new Set(Object.values(SKILL_COLOURS)).size).toBe(6);
  });

  test.each(CHAPTERS.flatMap((c) => SKILLS.map((k) => [k, c] as const)))(
    '%s is required by heists of %s (every skill matters)',
    (skill, chapter) => {
      expect(HEISTS.some((h) => h.chapter === chapter && h.requires.includes(skill))).toBe(true);
    },
  );

  test('enough bosses for four players, each with money, skills and influence', () => {
    expect(BOSSES.length).toBeGreaterThanOrEqual(4);
    for (const b of BOSSES) {
      expect(b.money).toBeGreaterThan(0);
      expect(b.skills.length).toBeGreaterThan(0);
      expect(b.influence).toBeGreaterThanOrEqual(0);
    }
  });

  test('gangsters: a cost, one to three skills, influence', () => {
    for (const g of GANGSTERS) {
      expect(g.cost).toBeGreaterThan(0);
      expect(g.skills.length).toBeGreaterThanOrEqual(1);
      expect(g.skills.length).toBeLessThanOrEqual(3);
      expect(g.influence).toBeGreaterThanOrEqual(0);
    }
    // Nine gangsters for each of four players is possible, with the river beside them.
    expect(GANGSTERS.length).toBeGreaterThanOrEqual(4 * 9);
  });

  test('design intent: a gangster costs $2 a skill, $1 an influence, $1 more for a Leader', () => {
    for (const g of GANGSTERS) {
      const leader = g.skills.includes('leader') ? 1 : 0;
      expect(g.cost, g.id).toBe(2 * g.skills.length + g.influence + leader);
    }
  });

  test('cooperative heists only from Gang Wars on, and some in both later chapters', () => {
    expect(HEISTS.filter((h) => h.chapter === 'genesis' && h.coop)).toEqual([]);
    expect(HEISTS.some((h) => h.chapter === 'gang-wars' && h.coop)).toBe(true);
    expect(HEISTS.some((h) => h.chapter === 'domination' && h.coop)).toBe(true);
  });

  test('heists grow with the chapters: more skills, more money, more influence', () => {
    const mean = (chapter: string, f: (h: (typeof HEISTS)[number]) => number) => {
      const hs = HEISTS.filter((h) => h.chapter === chapter);
      return hs.reduce((t, h) => t + f(h), 0) / hs.length;
    };
    for (const f of [
      (h: (typeof HEISTS)[number]) => h.requires.length,
      (h: (typeof HEISTS)[number]) => h.money,
      (h: (typeof HEISTS)[number]) => h.influence,
    ]) {
      expect(mean('genesis', f)).toBeLessThan(mean('gang-wars', f));
      expect(mean('gang-wars', f)).toBeLessThan(mean('domination', f));
    }
  });

  test('"There are 3 snitches in the Gang Wars heist deck, rated 2, 3, and 4 Informant"', () => {
    const gw = SNITCHES.filter((s) => s.chapter === 'gang-wars').map((s) => s.informants);
    expect(gw.sort()).toEqual([2, 3, 4]);
  });

  test('"There are 5 snitches in the Domination heist deck, rated 3 or 4 Informant"', () => {
    const dom = SNITCHES.filter((s) => s.chapter === 'domination');
    expect(dom).toHaveLength(5);
    for (const s of dom) expect([3, 4]).toContain(s.informants);
  });

  test('Genesis has no snitches; every chapter deck holds more than a river of heists', () => {
    expect(SNITCHES.filter((s) => s.chapter === 'genesis')).toEqual([]);
    for (const c of CHAPTERS) expect(chapterDeck(c).length).toBeGreaterThan(10);
  });
});
