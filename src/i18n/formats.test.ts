import { afterEach, describe, expect, test, vi } from 'vitest';
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

describe('the first number formatter', () => {
  // The fresh instance stays the one react-i18next and the module cache know (the next file's
  // setup loads every catalog into it), as after any file that imports modules afresh.
  afterEach(() => vi.unstubAllGlobals());

  test('is made in an idle moment of the page, and the messages use that one', async () => {
    vi.resetModules();
    let idle: (() => void) | undefined;
    vi.stubGlobal('window', {
      requestIdleCallback: (fn: () => void) => {
        idle = fn;
        return 1;
      },
    });
    const Real = Intl.NumberFormat;
    let made = 0;
    const counting = Object.create(Intl) as typeof Intl;
    counting.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    } as typeof Real;
    vi.stubGlobal('Intl', counting);
    const fresh = (await import('./i18n.ts')).i18n;
    expect(made).toBe(0); // nothing made as the module runs
    idle!();
    expect(made).toBe(1);
    const lng = fresh.language;
    const written = fresh.services.formatter!.format(1234, 'number', lng, { n: 1234 });
    expect(written).toBe(new Real(lng).format(1234));
    expect(made).toBe(1); // the message used the one made while idle
  });
});
