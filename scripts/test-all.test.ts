// `npm test`'s step runner: which steps `--only` picks, and the figures it prints.
import { expect, test } from 'vitest';
import { chosenSteps, figure, NEEDS, plan, SEQUENCES } from './test-all.ts';

test('every step in order without --only; --only picks some, in the usual order', () => {
  expect(chosenSteps([]).map(([n]) => n)).toEqual([
    'typecheck',
    'lint',
    'unit',
    'exhaustive',
    'build',
    'e2e',
  ]);
  expect(chosenSteps(['--only', 'e2e,unit']).map(([n]) => n)).toEqual(['unit', 'e2e']);
});

test('an unknown or missing step name is an error that names the choices', () => {
  expect(() => chosenSteps(['--only', 'unit,speed'])).toThrow(/typecheck, lint, unit/);
  expect(() => chosenSteps(['--only'])).toThrow(/--only takes/);
});

test('every step is in exactly one sequence; --only keeps the sequences of the steps it picks', () => {
  expect(SEQUENCES.flat().sort()).toEqual(
    chosenSteps([])
      .map(([n]) => n)
      .sort(),
  );
  const names = (argv: string[]) => plan(chosenSteps(argv)).map((seq) => seq.map(([n]) => n));
  expect(names([])).toEqual([
    ['unit', 'e2e'],
    ['typecheck', 'lint', 'exhaustive', 'build'],
  ]);
  expect(names(['--only', 'e2e,lint,typecheck'])).toEqual([['e2e'], ['typecheck', 'lint']]);
});

test('a step waits only for steps of other sequences (its own runs in order)', () => {
  expect(NEEDS.e2e).toEqual(['build']);
  for (const [step, needs] of Object.entries(NEEDS)) {
    const mine = SEQUENCES.find((seq) => seq.includes(step as never))!;
    for (const need of needs) expect(mine).not.toContain(need);
  }
});

test('figures are JSON lines in seconds, to a tenth', () => {
  expect(JSON.parse(figure('ci.test_s', 812.345))).toEqual({
    name: 'ci.test_s',
    value: 812.3,
    unit: 's',
  });
});
