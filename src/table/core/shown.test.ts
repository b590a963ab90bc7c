import { describe, expect, it } from 'vitest';
import { Shown } from './shown.ts';

describe('Shown', () => {
  it('tells its listeners of a new value, not of the same one, until they stop', () => {
    const shown = new Shown<readonly string[] | null>(null);
    const heard: (readonly string[] | null)[] = [];
    const stop = shown.subscribe(() => heard.push(shown.get()));
    const zones = ['centre'];
    shown.set(zones);
    shown.set(zones);
    shown.set(null);
    stop();
    shown.set(['seat']);
    expect(heard).toEqual([['centre'], null]);
    expect(shown.get()).toEqual(['seat']);
  });
});
