// The replay's controls as pure functions: a step either way, a jump, the parts, play and pause
// with the timer's ticks, the speed, and the keys.
import { describe, expect, test } from 'vitest';
import {
  keyAction,
  partIndex,
  replayReduce,
  startControl,
  stepDelayMs,
  type ReplayAction,
  type ReplayControl,
} from './replay-control.ts';

const run = (c: ReplayControl, ...actions: ReplayAction[]) => actions.reduce(replayReduce, c);

describe('replay control', () => {
  const c0 = startControl(10);

  test.each([
    [0, 1, 1],
    [0, -1, 0],
    [10, 1, 10],
    [5, -3, 2],
    [5, 20, 10],
  ])('from step %i a step of %i lands on %i (within the replay)', (from, by, to) => {
    expect(replayReduce({ ...c0, step: from }, { type: 'step', by }).step).toBe(to);
  });

  test('a jump lands on its step, clamped, and pauses', () => {
    const playing = { ...c0, playing: true };
    expect(replayReduce(playing, { type: 'jump', to: 7 })).toMatchObject({
      step: 7,
      playing: false,
    });
    expect(replayReduce(c0, { type: 'jump', to: 99 }).step).toBe(10);
    expect(replayReduce(c0, { type: 'jump', to: -3 }).step).toBe(0);
  });

  test('the parts: next goes to the next start, back to this start then the one before', () => {
    const starts = [0, 4, 8];
    expect(partIndex(starts, 5)).toBe(1);
    const at = (step: number, by: 1 | -1) =>
      replayReduce({ ...c0, step }, { type: 'part', starts, by }).step;
    expect(at(0, 1)).toBe(4);
    expect(at(5, 1)).toBe(8);
    expect(at(9, 1)).toBe(9); // no part after the last
    expect(at(5, -1)).toBe(4);
    expect(at(4, -1)).toBe(0);
    expect(at(0, -1)).toBe(0);
  });

  test('play ticks one step at a time and stops at the end; play at the end starts over', () => {
    let c = run(startControl(2), { type: 'toggle' });
    expect(c.playing).toBe(true);
    c = run(c, { type: 'tick' });
    expect(c).toMatchObject({ step: 1, playing: true });
    c = run(c, { type: 'tick' });
    expect(c).toMatchObject({ step: 2, playing: false });
    expect(run(c, { type: 'tick' }).step).toBe(2);
    expect(run(c, { type: 'toggle' })).toMatchObject({ step: 0, playing: true });
    // Paused, a tick does nothing; a manual step pauses.
    expect(run(startControl(2), { type: 'tick' }).step).toBe(0);
    expect(run(startControl(5), { type: 'toggle' }, { type: 'step', by: 1 }).playing).toBe(false);
    // A game with no moves has nothing to play.
    expect(run(startControl(0), { type: 'toggle' }).playing).toBe(false);
  });

  test('the speed steps through the offered speeds and sets the delay between steps', () => {
    expect(run(c0, { type: 'faster' }, { type: 'faster' }).speed).toBe(4);
    expect(run(c0, { type: 'slower' }, { type: 'slower' }).speed).toBe(0.5);
    expect(run(c0, ...Array<ReplayAction>(9).fill({ type: 'faster' })).speed).toBe(8);
    expect(replayReduce(c0, { type: 'speed', to: 3.5 }).speed).toBe(4);
    expect(stepDelayMs(1)).toBe(1000);
    expect(stepDelayMs(4)).toBe(250);
  });

  test('the keys', () => {
    expect(keyAction(' ', 10, [])).toEqual({ type: 'toggle' });
    expect(keyAction('ArrowLeft', 10, [])).toEqual({ type: 'step', by: -1 });
    expect(keyAction('End', 10, [])).toEqual({ type: 'jump', to: 10 });
    expect(keyAction('PageDown', 10, [0, 3])).toEqual({ type: 'part', starts: [0, 3], by: 1 });
    expect(keyAction('+', 10, [])).toEqual({ type: 'faster' });
    expect(keyAction('x', 10, [])).toBeNull();
  });
});
