import { describe, expect, test } from 'vitest';
import { CUES } from './cues.ts';
import { asAudioContext, FakeAudioContext } from './fake-audio.ts';
import { createSynth, WAVES } from './synth.ts';

describe('the synthesiser', () => {
  test('makes its one noise buffer up front, and no buffer per sound', () => {
    const ctx = new FakeAudioContext();
    const synth = createSynth(asAudioContext(ctx), () => 0.5);
    expect(ctx.buffers).toHaveLength(1);
    for (const name of CUES) synth.play(name, 1);
    expect(ctx.buffers).toHaveLength(1);
  });

  test.each(CUES)('%s builds a graph that reaches the speakers and stops by itself', (name) => {
    const ctx = new FakeAudioContext();
    const synth = createSynth(asAudioContext(ctx), () => 0.3);
    const before = ctx.sources().length;
    synth.play(name, 0.8);
    const sources = ctx.sources().slice(before);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.length).toBeLessThan(30);
    for (const s of sources) {
      expect(s.started).toBe(1);
      expect(s.reaches()).toBe(true);
      // Buffer sources stop through their duration argument; oscillators are told to stop.
      if (s.kind === 'oscillator') expect(s.stopped).toBe(1);
    }
  });

  test('a silent volume builds nothing; mute sets the master gain to zero', () => {
    const ctx = new FakeAudioContext();
    const synth = createSynth(asAudioContext(ctx));
    const before = ctx.nodes.length;
    synth.play('chip-click', 0);
    expect(ctx.nodes).toHaveLength(before);
    synth.setMuted(true);
    expect(synth.master.gain).toMatchObject({ events: ['set 0@1'] });
  });

  test('builds every wave type the sounds use once, one an idle moment, before any sound', () => {
    const ctx = new FakeAudioContext();
    const later: (() => void)[] = [];
    createSynth(
      asAudioContext(ctx),
      () => 0.5,
      (fn) => later.push(fn),
    );
    const types = () => ctx.nodes.filter((n) => n.kind === 'oscillator').map((n) => n.type);
    expect(types()).toEqual([]);
    while (later.length > 0) later.shift()!();
    expect(types()).toEqual([...WAVES]);
    expect(ctx.sources().every((s) => s.started === 0)).toBe(true);
  });

  test('the chip click is not the same sound twice', () => {
    const ctx = new FakeAudioContext();
    let k = 0;
    const synth = createSynth(asAudioContext(ctx), () => (k++ * 0.37) % 1);
    const pitches = () =>
      ctx.nodes.filter((n) => n.kind === 'oscillator').map((n) => n.frequency.events[0]);
    synth.play('chip-click', 1);
    const first = pitches();
    synth.play('chip-click', 1);
    const second = pitches().slice(first.length);
    expect(second).not.toEqual(first);
  });
});
