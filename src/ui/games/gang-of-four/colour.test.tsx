// Colour is never the only signal on Gang of Four's cards (issue 24, docs/ACCESSIBILITY.md): each
// colour has its own symbol (green leaf, yellow sun, red flame) in the card's corner, the
// multicoloured 1 shows all three, the phoenixes their colour's symbol under the bird; each
// card's name says its colour in the reader's language.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../../i18n/core/languages.ts';
import { setLanguage, t } from '../../../i18n/i18n.ts';
import { COLOUR_SYMBOL, SYMBOL_PATHS } from '../../../table/games/gang-of-four/art/symbols.ts';
import { CardFace } from './CardFace.tsx';

afterAll(() => setLanguage('en'));

/** The symbols drawn on a card's face, by their paths. */
function symbolsOn(html: string): string[] {
  return Object.entries(SYMBOL_PATHS)
    .filter(([, d]) => html.includes(`d="${d}"`))
    .map(([name]) => name)
    .sort();
}

const CASES: [token: string, colours: ('G' | 'Y' | 'R')[]][] = [
  ['5G', ['G']],
  ['5Y', ['Y']],
  ['5R', ['R']],
  ['1M', ['G', 'Y', 'R']],
  ['PG', ['G']],
  ['PY', ['Y']],
  ['DR', ['R']],
];

test.each(CASES)('%s carries its colours as symbols', (token, colours) => {
  const on = symbolsOn(renderToStaticMarkup(<CardFace token={token} />));
  for (const c of colours) expect(on).toContain(COLOUR_SYMBOL[c]);
  // A card of one colour shows no other colour's symbol.
  const others = (['G', 'Y', 'R'] as const).filter((c) => !colours.includes(c));
  for (const c of others) expect(on).not.toContain(COLOUR_SYMBOL[c]);
});

test('the phoenixes differ by more than paint', () => {
  const green = symbolsOn(renderToStaticMarkup(<CardFace token="PG" />));
  const yellow = symbolsOn(renderToStaticMarkup(<CardFace token="PY" />));
  expect(green).not.toEqual(yellow);
});

describe.each(LANGUAGES)('in %s', (lang) => {
  test.each(['5G', '5Y', '5R', 'PG', 'PY'])('%s is named with its colour', (token) => {
    void setLanguage(lang);
    const html = renderToStaticMarkup(<CardFace token={token} />);
    const label = /aria-label="([^"]*)"/.exec(html)![1]!;
    const colour = token.endsWith('G') ? 'G' : token.endsWith('Y') ? 'Y' : 'R';
    const word = t(`colours.${colour}`, { ns: 'gang-of-four' });
    expect(label.toLowerCase()).toContain(word.toLowerCase().slice(0, 3));
  });
});
