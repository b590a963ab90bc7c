// Gangsta!'s rules reference renders in every language with no raw key: a turn, heists and
// snitches, the six skills with their symbols, the chapters (the one in play marked), the scoring.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { gangsta } from '../../../engine/index.ts';
import { SKILLS } from '../../../engine/games/gangsta/cards.ts';
import { rig } from '../../../engine/games/gangsta/test-kit.ts';
import { LANGUAGES } from '../../../i18n/core/languages.ts';
import { RAW_KEY, rulesText } from '../../kit/rules-test-kit.ts';
import { GangstaRules } from './Rules.tsx';

const view = (chapter: 'genesis' | 'gang-wars' = 'genesis') =>
  gangsta.view(rig({ gangs: ['b5 g10', 'b3 g16', 'b4'], chapter }), 0);

const OWN_WORDS = {
  en: ['Leader', 'Informant', 'Mercenary', 'Genesis', 'Gang Wars', 'Domination'],
  pt: ['Líder', 'Informante', 'Mercenário', 'Gênese', 'Guerra de Gangues', 'Dominação'],
  de: ['Anführer', 'Informant', 'Söldner', 'Genesis', 'Bandenkriege', 'Vorherrschaft'],
  ko: ['리더', '정보원', '용병', '기원', '갱 전쟁', '지배'],
};

describe('Gangsta!’s rules reference', () => {
  test.each([...LANGUAGES])('%s: every word there, no raw key', (lang) => {
    const text = rulesText(GangstaRules, view(), lang);
    expect(text).not.toMatch(RAW_KEY);
    for (const word of OWN_WORDS[lang]) expect(text).toContain(word);
  });

  test('six skills with their symbols; the chapter in play marked', () => {
    const html = renderToStaticMarkup(<GangstaRules view={view('gang-wars')} />);
    const skills = [...html.matchAll(/data-skill="([^"]+)"/g)].map((m) => m[1]);
    expect(skills).toEqual([...SKILLS]);
    expect(html.match(/class="skill-icon"/g)).toHaveLength(6);
    expect(html).toMatch(/data-chapter="gang-wars" aria-current="step"/);
    expect(html).not.toMatch(/data-chapter="genesis" aria-current/);
  });
});
