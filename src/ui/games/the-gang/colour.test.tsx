// Colour is never the only signal on The Gang's text table (issue 24, docs/ACCESSIBILITY.md): a
// chip's round shows as pips as well as its colour, its name says colour and stars in every
// language; a red card's suit is its symbol (♥ ♦), not only its ink.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, test } from 'vitest';
import { COLOURS } from '../../../engine/games/the-gang/vocabulary.ts';
import { LANGUAGES } from '../../../i18n/core/languages.ts';
import { setLanguage, t } from '../../../i18n/i18n.ts';
import { Chip, PlayingCard } from './Cards.tsx';

afterAll(() => setLanguage('en'));

const LETTER = { white: 'W', yellow: 'Y', orange: 'O', red: 'R' } as const;

describe.each(LANGUAGES)('in %s', (lang) => {
  test.each(COLOURS.map((c, i) => [c, i + 1] as const))(
    'a %s chip: pips and words',
    (colour, round) => {
      void setLanguage(lang);
      const html = renderToStaticMarkup(<Chip token={`${LETTER[colour]}3`} />);
      // The round as shapes: one pip per round, the same in every language.
      expect(html).toMatch(new RegExp(`data-pips="${round}"[^>]*>${'•'.repeat(round)}<`));
      // The name says the colour and the stars in the reader's words.
      const label = /aria-label="([^"]*)"/.exec(html)![1]!;
      expect(label).toContain(t(`ui.chip.${colour}`, { ns: 'the-gang' }));
      expect(label).toMatch(/3/);
    },
  );

  test('a dark chip says it is dark, not only by its ring', () => {
    void setLanguage(lang);
    const html = renderToStaticMarkup(<Chip token="W2" dark />);
    const label = /aria-label="([^"]*)"/.exec(html)![1]!;
    expect(label).not.toBe(
      /aria-label="([^"]*)"/.exec(renderToStaticMarkup(<Chip token="W2" />))![1],
    );
  });
});

test.each([
  ['Ah', '♥'],
  ['Td', '♦'],
  ['2c', '♣'],
  ['Ks', '♠'],
])('%s shows its suit as a symbol, not only as ink', (card, suit) => {
  const html = renderToStaticMarkup(<PlayingCard card={card} />);
  expect(html).toContain(suit);
});
