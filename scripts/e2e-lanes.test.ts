// The browser suite's two lanes: a file the text lane does not name runs with the 3D table's.
import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { lanes, TEXT_LANE } from './e2e-lanes.ts';

describe('e2e lanes', () => {
  test('a file not named for the text lane goes to the 3D lane', () => {
    expect(lanes(['test/e2e/table.e2e.ts', 'test/e2e/home.e2e.ts', 'test/e2e/new.e2e.ts'])).toEqual(
      {
        '3d': ['test/e2e/table.e2e.ts', 'test/e2e/new.e2e.ts'],
        text: ['test/e2e/home.e2e.ts'],
      },
    );
  });

  test('every file the text lane names exists (a renamed file must not slip into no lane)', () => {
    const names = new Set(
      readdirSync(new URL('../test/e2e/', import.meta.url)).map((f) => f.replace(/\.e2e\.ts$/, '')),
    );
    expect([...TEXT_LANE].filter((n) => !names.has(n))).toEqual([]);
  });
});
