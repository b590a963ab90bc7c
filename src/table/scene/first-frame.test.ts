// The order around the table's first frame (first-frame.ts): the scene's programs are compiled,
// and the surfaces painted, before the table reports itself ready (and shows its pieces), even when
// either fails; idle moments paint until there is nothing left, and stop when told.
import { Object3D, PerspectiveCamera } from 'three';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { compileThen, eachIdle } from './first-frame.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('compile before the first frame', () => {
  test('ready is reported only once every program has compiled', async () => {
    const order: string[] = [];
    let finish!: () => void;
    const gl = {
      compileAsync: () => {
        order.push('compile asked');
        return new Promise<void>((resolve) => (finish = resolve)).then(() => {
          order.push('compiled');
        });
      },
    };
    const done = compileThen(gl, new Object3D(), new PerspectiveCamera(), () =>
      order.push('ready'),
    );
    await Promise.resolve();
    expect(order).toEqual(['compile asked']);
    finish();
    await done;
    expect(order).toEqual(['compile asked', 'compiled', 'ready']);
  });

  test('ready waits for the work alongside too (the surfaces a worker paints)', async () => {
    const order: string[] = [];
    let paint!: () => void;
    const surfaces = new Promise<void>((resolve) => (paint = resolve)).then(() => {
      order.push('painted');
    });
    const gl = { compileAsync: () => Promise.resolve().then(() => order.push('compiled')) };
    const done = compileThen(
      gl,
      new Object3D(),
      new PerspectiveCamera(),
      () => order.push('ready'),
      surfaces,
    );
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(order).toEqual(['compiled']);
    paint();
    await done;
    expect(order).toEqual(['compiled', 'painted', 'ready']);
  });

  test('a failure alongside still reports ready', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ready = vi.fn();
    const gl = { compileAsync: () => Promise.resolve() };
    const failed = Promise.reject(new Error('no 2d context'));
    await compileThen(gl, new Object3D(), new PerspectiveCamera(), ready, failed);
    expect(ready).toHaveBeenCalledOnce();
  });

  test('a failed compile still reports ready (the frame compiles as it draws)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const ready = vi.fn();
    const gl = { compileAsync: () => Promise.reject(new Error('context lost')) };
    await compileThen(gl, new Object3D(), new PerspectiveCamera(), ready);
    expect(ready).toHaveBeenCalledOnce();
  });
});

describe('idle painting', () => {
  test('steps until nothing is left, one per idle moment', () => {
    vi.useFakeTimers();
    let left = 3;
    const step = vi.fn(() => --left > 0);
    eachIdle(step);
    expect(step).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(step).toHaveBeenCalledTimes(3);
  });

  test('stops when told', () => {
    vi.useFakeTimers();
    const step = vi.fn(() => true);
    const stop = eachIdle(step);
    vi.advanceTimersToNextTimer();
    stop();
    vi.runOnlyPendingTimers();
    expect(step).toHaveBeenCalledTimes(1);
  });
});
