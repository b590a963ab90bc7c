// The options editor reads whatever the lobby carried with the game's own schema; the reason
// table covers every refusal the rules and the table rules can give.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { REASONS } from '../../../engine/games/gang-of-four/vocabulary.ts';
import { gangOfFour } from '../../../engine/index.ts';
import { TABLE_REASONS } from '../../../engine/games/gang-of-four/table.ts';
import { reasonText } from '../../reasons.ts';
import { readOptions } from './options.ts';
import { GofOptionsEditor } from './Options.tsx';

const DEFAULTS = { lastCard: 'automatic', defence: 'advice', loserTie: 'clockwise' };

describe('reading raw options', () => {
  test.each([
    ['nothing', undefined, DEFAULTS],
    ['null', null, DEFAULTS],
    ['an empty object', {}, DEFAULTS],
    ['one option', { lastCard: 'called' }, { ...DEFAULTS, lastCard: 'called' }],
    [
      'all options',
      { lastCard: 'called', defence: 'enforced', loserTie: 'counter-clockwise' },
      { lastCard: 'called', defence: 'enforced', loserTie: 'counter-clockwise' },
    ],
    ['an unknown value', { defence: 'sometimes' }, DEFAULTS],
    ['an unknown option', { lastCard: 'called', colour: 'blue' }, DEFAULTS],
    ['not an object', 'called', DEFAULTS],
  ])('%s', (_name, raw, want) => {
    expect(readOptions(raw)).toEqual(want);
  });

  test('the defaults a new table starts with are the engine’s', () => {
    expect(gangOfFour.defaultOptions).toEqual(DEFAULTS);
  });
});

describe('the options editor', () => {
  const html = (options: unknown, editable: boolean) =>
    renderToStaticMarkup(
      <GofOptionsEditor options={options} editable={editable} onChange={() => {}} />,
    );

  test('the host picks each option from a list, with what it means', () => {
    const out = html({ defence: 'enforced' }, true);
    expect(out.match(/<select/g)).toHaveLength(3);
    expect(out).toContain('value="enforced" selected=""');
    expect(out).toContain('you must stop them');
    expect(out).toContain('the table calls “Last card!” for them');
  });

  test('guests read a summary', () => {
    const out = html({ lastCard: 'called' }, false);
    expect(out).not.toContain('<select');
    expect(out).toContain('Players call it themselves');
    expect(out).toContain('Advice (2018 edition)');
  });
});

describe('reasons', () => {
  test.each([...REASONS, ...TABLE_REASONS])('%s reads as a sentence', (code) => {
    const text = reasonText(code, 'gang-of-four');
    expect(text).not.toMatch(/^Refused \(/);
    expect(text).toMatch(/[.!]$/);
  });
});
