import { describe, expect, test } from 'vitest';
import { LANGUAGES, LOCALES } from './core/languages.ts';
import { i18n } from './i18n.ts';

// The 'number' and 'list' formatters are made once per language (i18n.ts): they must write what
// a fresh Intl formatter writes, in every language, every time.
describe.each(LANGUAGES)('formats in %s', (lng) => {
  const format = (value: unknown, name: string) =>
    i18n.services.formatter!.format(value, name, lng, { interpolationkey: 'n', n: value });

  test.each([0, 7, 1234, 1234567.5, -12])('number %s', (n) => {
    expect(format(n, 'number')).toBe(new Intl.NumberFormat(lng).format(n));
    expect(format(n, 'number')).toBe(new Intl.NumberFormat(lng).format(n));
  });

  test.each([
    ['number(minimumFractionDigits: 2)', { minimumFractionDigits: 2 }],
    ['number(style: percent)', { style: 'percent' }],
    ['number(notation: compact)', { notation: 'compact' }],
  ] as const)('%s keeps its options', (name, options) => {
    for (const n of [0.5, 1234.5]) {
      expect(format(n, name)).toBe(new Intl.NumberFormat(lng, options).format(n));
      // the plain formatter made for the same language is not the one used
      expect(format(n, 'number')).toBe(new Intl.NumberFormat(lng).format(n));
    }
  });

  test('list', () => {
    const list = new Intl.ListFormat(LOCALES[lng], { type: 'conjunction' });
    expect(format(['Ada', 'Bo', 'Cy'], 'list')).toBe(list.format(['Ada', 'Bo', 'Cy']));
    expect(format('Ada', 'list')).toBe(list.format(['Ada']));
  });
});
