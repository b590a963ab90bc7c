import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { readyLazy } from './ready-lazy.ts';

const Hello = ({ name }: { name: string }) => <b>hello {name}</b>;
const shown = (node: React.ReactNode) =>
  renderToString(<Suspense fallback={<i>waiting</i>}>{node}</Suspense>);

describe('readyLazy', () => {
  test('not loaded yet: it suspends, as lazy() does', () => {
    const Lazy = readyLazy(() => new Promise<typeof Hello>(() => {}));
    expect(shown(<Lazy name="Ada" />)).toContain('waiting');
  });

  test('preloaded: it renders at once, no fallback', async () => {
    let loads = 0;
    const Lazy = readyLazy(async () => {
      loads++;
      return Hello;
    });
    Lazy.preload();
    Lazy.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown(<Lazy name="Ada" />)).toContain('hello <!-- -->Ada');
    expect(loads).toBe(1);
  });

  test('a failed load is tried again', async () => {
    let loads = 0;
    const Lazy = readyLazy(async () => {
      if (++loads === 1) throw new Error('offline');
      return Hello;
    });
    Lazy.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    Lazy.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(2);
    expect(shown(<Lazy name="Bo" />)).toContain('Bo');
  });
});
