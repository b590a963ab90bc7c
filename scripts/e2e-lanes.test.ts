// The browser suite's two lanes: a file the light lane does not name runs in the heavy one.
import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { lanes, LIGHT_LANE } from './e2e-lanes.ts';

describe('e2e lanes', () => {
  test('a file not named for the light lane goes to the heavy lane', () => {
    expect(lanes(['test/e2e/table.e2e.ts', 'test/e2e/home.e2e.ts', 'test/e2e/new.e2e.ts'])).toEqual(
      {
        heavy: ['test/e2e/table.e2e.ts', 'test/e2e/new.e2e.ts'],
        light: ['test/e2e/home.e2e.ts'],
      },
    );
  });

  test('every file the light lane names exists (a renamed file must not slip into no lane)', () => {
    const names = new Set(
      readdirSync(new URL('../test/e2e/', import.meta.url)).map((f) => f.replace(/\.e2e\.ts$/, '')),
    );
    expect([...LIGHT_LANE].filter((n) => !names.has(n))).toEqual([]);
  });
});
