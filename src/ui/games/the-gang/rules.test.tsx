// The Gang's rules reference renders in every language with no raw key: the hand ranking
// strongest first with an example hand each, the cards this table's mode may bring and those in
// play now (the texts the table itself shows), and how a heist goes.
import { describe, expect, test } from 'vitest';
import { CATEGORIES } from '../../../engine/cards/hand-eval.ts';
import { theGang } from '../../../engine/index.ts';
import { rigged } from '../../../engine/games/the-gang/test-kit.ts';
import type { GangOptions } from '../../../engine/games/the-gang/state.ts';
import {
  CATEGORY_TEXT,
  CHALLENGE_TEXT,
  SPECIALIST_TEXT,
} from '../../../i18n/games/the-gang/texts.ts';
import { LANGUAGES } from '../../../i18n/core/languages.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import { RAW_KEY, rulesText } from '../../kit/rules-test-kit.ts';
import { GangRules, RANKING_EXAMPLES } from './Rules.tsx';

const pockets = ['Kd Jc', 'Qc 3d', 'Ah Ts'];

/** Seat 0's view of a fresh heist in `mode`, with `challenges` and `specialist` in play. */
function view(
  mode: GangOptions['mode'],
  cards: { challenges?: ('blackout' | 'retina-scan')[]; specialist?: 'informant' | null } = {},
) {
  return theGang.view(rigged({ pockets, options: { mode }, ...cards }), 0);
}

// A word of each language's reference that English does not have (the box's terms).
const OWN_WORD = {
  en: 'Hand ranking',
  pt: 'Classificação das mãos',
  de: 'Rangfolge der Hände',
  ko: '족보',
};

describe('The Gang’s rules reference', () => {
  test('a raw key or an unfilled placeholder is caught', () => {
    expect('See rules.cards.none here').toMatch(RAW_KEY);
    expect('Mode {{mode}}').toMatch(RAW_KEY);
    expect('A-2-3-4-5, e.g. 10 of hearts.').not.toMatch(RAW_KEY);
  });

  test.each([...LANGUAGES])('%s: every word there, no raw key', (lang) => {
    const text = rulesText(
      GangRules,
      view('advanced', { challenges: ['blackout'], specialist: 'informant' }),
      lang,
    );
    expect(text).not.toMatch(RAW_KEY);
    expect(text).toContain(OWN_WORD[lang]);
    void i18n.changeLanguage(lang);
    const names = CATEGORIES.map((c) => CATEGORY_TEXT[c]);
    const blackout = CHALLENGE_TEXT.blackout.text;
    void i18n.changeLanguage('en');
    for (const name of names) expect(text).toContain(name);
    expect(text).toContain(blackout);
  });

  test('the ranking strongest first, each with its example hand as cards', () => {
    const html = renderToStaticMarkup(<GangRules view={view('basic')} />);
    const order = [...html.matchAll(/data-category="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual([...CATEGORIES].reverse());
    for (const c of CATEGORIES) {
      for (const card of RANKING_EXAMPLES[c].split(' '))
        expect(html).toContain(`data-card="${card}"`);
    }
  });

  test('Basic: no challenge or specialist list', () => {
    const text = rulesText(GangRules, view('basic'), 'en');
    expect(text).toContain('This table plays Basic');
    expect(text).not.toContain('Challenges that may come up');
    expect(text).not.toContain(SPECIALIST_TEXT.informant.name);
  });

  test('Advanced: the cards in play now, then every challenge and specialist that may come', () => {
    const text = rulesText(
      GangRules,
      view('advanced', { challenges: ['retina-scan'], specialist: 'informant' }),
      'en',
    );
    expect(text).toContain('In play this heist');
    expect(text).toContain(`${CHALLENGE_TEXT['retina-scan'].name} Challenge`);
    expect(text).toContain('Specialists that may come up');
    expect(text).toContain(CHALLENGE_TEXT['quick-access'].text);
    expect(text).toContain(SPECIALIST_TEXT.muscle.text);
  });

  test('Advanced, first heist: nothing in play yet', () => {
    const text = rulesText(GangRules, view('advanced', { challenges: [], specialist: null }), 'en');
    expect(text).toContain('No challenge or specialist card is in play this heist.');
  });

  test('Master Thief: challenges without Quick Access, no specialists', () => {
    const text = rulesText(GangRules, view('master-thief'), 'en');
    expect(text).toContain('Challenges that may come up');
    expect(text).not.toContain('Specialists that may come up');
    expect(text).not.toContain(CHALLENGE_TEXT['quick-access'].text);
  });
});
