// Gangsta!'s words on the screen: the options editor's reading of raw options, a sentence for
// every refusal the rules and the table can give, and the log in sentences over whole games.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { simpleBot } from '../../../engine/bots/gangsta/simple.ts';
import { seedRng, type RngState } from '../../../engine/core/rng.ts';
import { must, rig } from '../../../engine/games/gangsta/test-kit.ts';
import { gangsta, type GangstaState, type GangstaView } from '../../../engine/index.ts';
import { reasonText } from '../../reasons.ts';
import { logText } from './log-text.ts';
import { heistMoves, mobiliseMoves, recruitMoves, waitingText } from './moves.ts';
import { readGangstaOptions } from './Options.tsx';

describe('the options editor reads what the lobby sends', () => {
  test.each([
    ['nothing yet', undefined, false],
    ['null', null, false],
    ['the defaults', {}, false],
    ['consent on', { consent: true }, true],
    ['consent off', { consent: false }, false],
    ['a wrong type', { consent: 'yes' }, false],
    ['an unknown option', { consent: true, bluff: 1 }, false],
    ['not an object', 'consent', false],
  ])('%s', (_name, raw, consent) => {
    expect(readGangstaOptions(raw)).toEqual({ consent });
  });
});

describe('every refusal has a sentence', () => {
  const dir = fileURLToPath(new URL('../../../engine/games/gangsta/', import.meta.url));
  const codes = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
    for (const m of readFileSync(dir + file, 'utf8').matchAll(/reject\('([a-z-]+)'/g)) {
      codes.add(m[1]!);
    }
  }

  test('the engine and the table rules give these codes', () => {
    expect(codes.size).toBeGreaterThan(25);
    expect(codes).toContain('cannot-afford');
    expect(codes).toContain('drop-on-heist');
  });

  test.each([...codes].sort())('%s', (code) => {
    const said = reasonText(code, 'gangsta');
    expect(said).not.toMatch(/^Refused \(/);
    expect(said).toMatch(/[.!]$/);
  });
});

describe('the log in sentences', () => {
  const name = (seat: number) => ['Ann', 'Bo', 'Cy', 'Di'][seat]!;

  test.each([2, 3, 4])('%i players: every line of a whole game reads as a sentence', (seats) => {
    const setup = gangsta.setup({ seed: `log-${seats}`, seats, options: { consent: seats === 3 } });
    if ('ok' in setup) throw new Error(setup.reason);
    let s: GangstaState = setup;
    let rngs: RngState[] = Array.from({ length: seats }, (_, i) => seedRng(`l${i}`));
    while (!s.result) {
      const seat = s.pending[0]?.seat ?? s.heist?.asking?.seat ?? s.current;
      const view = gangsta.view(s, seat) as GangstaView;
      expect(waitingText(view, name)).toMatch(/\.$/);
      const [intent, next] = simpleBot(view, rngs[seat]!);
      rngs = rngs.map((r, k) => (k === seat ? next : r));
      s = must(s, seat, intent!);
    }
    const kinds = new Set<string>();
    for (const e of s.log) {
      kinds.add(e.e);
      const line = logText(e, name);
      if (e.e === 'turn') {
        expect(line).toBeNull();
        continue;
      }
      expect(line, JSON.stringify(e)).toMatch(/^[A-Z].*[.!]$/);
      expect(line).not.toMatch(/undefined|NaN|\b[gbh]\d|s\d-\d/);
    }
    for (const k of ['recruit', 'heist', 'snitch', 'chapter', 'mercenary', 'game-over']) {
      expect(kinds).toContain(k);
    }
  });

  test('a few lines, word for word', () => {
    expect(logText({ turn: 3, e: 'recruit', seat: 1, gangster: 'g11', paid: 3 }, name)).toBe(
      'Bo recruited Iron Mike for $3.',
    );
    expect(
      logText(
        {
          turn: 4,
          e: 'snitch',
          snitch: 's2-2',
          bills: [
            { seat: 0, owed: 2, paid: 2, discards: false },
            { seat: 1, owed: 3, paid: 0, discards: true },
          ],
        },
        name,
      ),
    ).toBe(
      'A snitch, The Rat (3 Informants)! Ann paid $2 and Bo could not pay $3 and must discard a gangster.',
    );
    expect(
      logText({ turn: 9, e: 'chapter', chapter: 'gang-wars', cause: 'recruit', cleared: [] }, name),
    ).toBe('Chapter II, Gang Wars, begins: the heist river is dealt anew.');
  });
});

describe('what the viewer may do on their turn', () => {
  test('mobilise costs $1 without an available Leader; recruits you cannot afford are marked', () => {
    // The boss (a Leader, like every boss) is engaged, so it frees nobody.
    const s = rig({ gangs: ['b5* g10 g13*', 'b3'], money: [2, 0], river: 'g01 g04 g07 g11 g30' });
    const view = gangsta.view(s, 0) as GangstaView;
    expect(mobiliseMoves(view)).toEqual([
      { gangster: 'b5', free: false, affordable: true },
      { gangster: 'g13', free: false, affordable: true },
    ]);
    expect(
      recruitMoves(view)
        .filter((r) => r.affordable)
        .map((r) => r.gangster),
    ).toEqual(['g04', 'g07']);
    expect(heistMoves(view)).toHaveLength(5);
    expect(mobiliseMoves(gangsta.view(s, 1) as GangstaView)).toEqual([]);
  });
});
