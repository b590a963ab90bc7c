import { describe, expect, test } from 'vitest';
import { fitOneLine, type Row } from './fit-one-line.ts';

/** A row whose content is `content` px wide in its wide form and `compact` px in its compact one,
 * in a box `width()` px wide (the browser test in languages.e2e.ts measures the real bar). */
function row(width: () => number, content: number, compact = 0): Row {
  const dataset: Record<string, string> = {};
  return {
    dataset,
    removeAttribute: (name: string) => {
      if (name === 'data-fit') delete dataset.fit;
    },
    get clientWidth() {
      return width();
    },
    get scrollWidth() {
      return Math.max(width(), dataset.fit === 'compact' ? compact : content);
    },
  } as Row;
}

const screen = (small: boolean) => ({
  matchMedia: (() => ({ matches: small })) as unknown as Window['matchMedia'],
});

describe('fitOneLine', () => {
  test.each([
    ['words that fit stay', 1280, 900, false, undefined],
    ['words one pixel over are allowed (rounding)', 1000, 1001, false, undefined],
    ['words that overflow turn to marks', 961, 1060, false, 'compact'],
    ['a small screen is compact whatever fits', 900, 400, true, 'compact'],
  ])('%s', (_, width, content, small, fit) => {
    const el = row(() => width, content, 300);
    fitOneLine(el, screen(small));
    expect(el.dataset.fit).toBe(fit);
  });

  test('a row that became wide enough shows its words again (the wide form is measured)', () => {
    let width = 961;
    const el = row(() => width, 1060, 500);
    fitOneLine(el, screen(false));
    expect(el.dataset.fit).toBe('compact');
    width = 1100;
    fitOneLine(el, screen(false));
    expect(el.dataset.fit).toBeUndefined();
  });

  test('without matchMedia the words decide alone', () => {
    const el = row(() => 961, 1060);
    fitOneLine(el, {} as Pick<Window, 'matchMedia'>);
    expect(el.dataset.fit).toBe('compact');
  });
});
