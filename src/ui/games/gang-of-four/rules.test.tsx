// Gang of Four's rules reference renders in every language with no raw key, in the rulebooks'
// words (German and Korean), the combinations low to high each with example cards, and the
// scoring table from the engine's own penalties.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { gangOfFour } from '../../../engine/index.ts';
import { rigged } from '../../../engine/games/gang-of-four/test-kit.ts';
import { COMBO_TYPES } from '../../../engine/games/gang-of-four/vocabulary.ts';
import { LANGUAGES } from '../../../i18n/core/languages.ts';
import { RAW_KEY, rulesText } from '../../kit/rules-test-kit.ts';
import { COMBO_EXAMPLES, GofRules, scoringBands } from './Rules.tsx';

const view = gangOfFour.view(rigged({ hands: ['1M 2G 2Y', '5R 5G', '9Y DR'] }), 0);

// The box's own words in each language (German: Pärchen, Drilling; Korean: 페어, 트리플, 봉황).
const OWN_WORDS = {
  en: ['Three of a kind', 'Straight flush', 'phoenixes', 'Last card!'],
  pt: ['Trinca', 'Sequência', 'fênix', 'Última carta!'],
  de: ['Pärchen', 'Drilling', 'Straße', 'Phönixe', 'mehrfarbige Eins', 'Letzte Karte!'],
  ko: ['싱글 카드', '트리플', '풀 하우스', '봉황', "무지개 '1'", '라스트 카드'],
};

describe('Gang of Four’s rules reference', () => {
  test.each([...LANGUAGES])('%s: every word there, no raw key, the box’s terms', (lang) => {
    const text = rulesText(GofRules, view, lang);
    expect(text).not.toMatch(RAW_KEY);
    for (const word of OWN_WORDS[lang]) expect(text).toContain(word);
  });

  test('the combinations low to high, each with its example cards', () => {
    const html = renderToStaticMarkup(<GofRules view={view} />);
    const order = [...html.matchAll(/data-combo="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual([...COMBO_TYPES]);
    for (const k of COMBO_TYPES) {
      for (const card of COMBO_EXAMPLES[k].split(' '))
        expect(html).toContain(`data-card="${card}"`);
    }
    for (const special of ['DR', 'PG', 'PY', '1M'])
      expect(html).toContain(`data-card="${special}"`);
  });

  test('the scoring bands are the rulebook’s table (from the engine)', () => {
    expect(scoringBands()).toEqual([
      { from: 1, to: 7, perCard: 1 },
      { from: 8, to: 10, perCard: 2 },
      { from: 11, to: 13, perCard: 3 },
      { from: 14, to: 15, perCard: 4 },
      { from: 16, to: 16, perCard: 5 },
    ]);
    const text = rulesText(GofRules, view, 'de');
    expect(text).toContain('16 5 (also 80)');
    expect(text).toContain('8–10 2');
  });
});
