// The frame cap: at most maxFps drawn frames a second out of the display's 60, the last picture
// of a motion always drawn, and only a sane stored cap taken.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { TableRuntime, type TableLink } from '../scene/runtime.ts';
import { chosenMaxFps, FrameGate } from './frame-cap.ts';

afterEach(() => vi.unstubAllGlobals());

/** The display frames of `ms` milliseconds at 60 Hz, from `start`. */
const display = (start: number, ms: number) =>
  Array.from({ length: Math.floor(ms / (1000 / 60)) }, (_, k) => start + (k * 1000) / 60);

describe('FrameGate', () => {
  test('draws 10 of the 60 display frames of a second under a cap of 10', () => {
    const gate = new FrameGate(10);
    const drawn = display(1000, 1000).filter((t) => gate.draw(t));
    expect(drawn).toHaveLength(10);
    // Evenly: one every six display frames.
    const gaps = drawn.slice(1).map((t, k) => Math.round(t - drawn[k]!));
    expect(new Set(gaps)).toEqual(new Set([100]));
  });

  test('a cap of 60 draws every display frame; a cap of 30 every other one', () => {
    const sixty = new FrameGate(60);
    expect(display(0, 500).every((t) => sixty.draw(t))).toBe(true);
    const thirty = new FrameGate(30);
    expect(display(0, 1000).filter((t) => thirty.draw(t))).toHaveLength(30);
  });

  test('the first frame is drawn at once, a skipped one is owed until the next is drawn', () => {
    const gate = new FrameGate(10);
    expect(gate.draw(5000)).toBe(true);
    expect(gate.owed).toBe(false);
    // The motion's last step comes 17 ms later: skipped, so the picture is owed…
    expect(gate.draw(5017)).toBe(false);
    expect(gate.owed).toBe(true);
    expect(gate.draw(5050)).toBe(false);
    expect(gate.owed).toBe(true);
    // …and drawn once the interval is over, however long the table was still meanwhile.
    expect(gate.draw(5100)).toBe(true);
    expect(gate.owed).toBe(false);
    expect(gate.draw(9000)).toBe(true);
  });
});

test('a table owing a capped frame is busy: its picture is not the latest yet', () => {
  const table = new TableRuntime({} as TableLink);
  expect(table.busy()).toBe(false);
  table.gate = new FrameGate(10);
  table.gate.draw(0);
  table.gate.draw(20);
  expect(table.busy()).toBe(true);
  table.gate.draw(100);
  expect(table.busy()).toBe(false);
});

describe('chosenMaxFps', () => {
  test('takes a stored cap from 1 to 60; anything else, or no storage, is no cap', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', { localStorage: { getItem: (k: string) => items.get(k) ?? null } });
    expect(chosenMaxFps()).toBeNull();
    for (const [raw, fps] of [
      ['10', 10],
      ['1', 1],
      ['60', 60],
      ['12.5', 12.5],
      ['0.5', null],
      ['61', null],
      ['fast', null],
      ['', null],
    ] as const) {
      items.set('gang-table:max-fps', raw);
      expect(chosenMaxFps(), raw).toBe(fps);
    }
    vi.stubGlobal('window', {});
    expect(chosenMaxFps()).toBeNull();
  });
});
