// How a reader's language is chosen, and that switching changes every word at once.
import { afterEach, describe, expect, test } from 'vitest';
import { i18n, setLanguage, t } from './i18n.ts';
import { pickLanguage } from './core/languages.ts';

describe('pickLanguage', () => {
  test.each([
    [null, ['de-AT', 'en'], 'de'],
    [null, ['fr-FR', 'pt-PT', 'en'], 'pt'],
    [null, ['ko'], 'ko'],
    [null, ['fr', 'es'], 'en'],
    [null, [], 'en'],
    ['ko', ['de-DE'], 'ko'], // a remembered choice wins over the browser
    ['xx', ['de-DE'], 'de'], // a stored value we do not speak is ignored
  ] as const)('stored %s, browser %j → %s', (stored, browser, want) => {
    expect(pickLanguage(stored, browser)).toBe(want);
  });
});

describe('switching', () => {
  afterEach(() => setLanguage('en'));

  test('every namespace answers in the new language, numbers and lists by Intl', () => {
    setLanguage('de');
    expect(t('status.connected')).toBe('Verbunden');
    expect(t('lobby.waitingFor', { names: ['Ann', 'Bo', 'Cy'] })).toBe(
      'Warte, bis Ann, Bo und Cy bereit sind.',
    );
    setLanguage('ko');
    expect(t('info.name', { ns: 'gang-of-four' })).toBe('갱 오브 포');
    expect(i18n.language).toBe('ko');
  });

  test('plurals follow the language’s rules', () => {
    setLanguage('en');
    expect(t('lobby.needMore', { count: 1, min: 3, max: 6 })).toMatch(
      /^Waiting for 1 more player \(/,
    );
    expect(t('lobby.needMore', { count: 2, min: 3, max: 6 })).toMatch(
      /^Waiting for 2 more players/,
    );
    setLanguage('pt');
    expect(t('lobby.needMore', { count: 2, min: 3, max: 6 })).toMatch(/^Faltam 2 jogadores/);
  });

  test('the choice is remembered in this browser', () => {
    const saved = new Map<string, string>();
    const fake = { getItem: (k: string) => saved.get(k) ?? null, setItem: saved.set.bind(saved) };
    const real = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { value: fake, configurable: true });
    try {
      setLanguage('pt');
      expect(saved.get('gang-table.language')).toBe('pt');
    } finally {
      if (real) Object.defineProperty(globalThis, 'localStorage', real);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
