// The table's sounds, synthesised with Web Audio (no sample files): filtered noise for paper and
// clay (card slides, flips, the sweep, chips sliding), short pitched pings for the chips' click,
// sine partials for the bells (the vault, your turn) and a square wave for the alarm's siren.
// Loaded lazily by ./cues.ts once the player has touched the page. Every voice is a handful of
// nodes that stop themselves within two seconds; the one buffer (a second of noise) is made once.
import type { CueName, Voice } from './cues.ts';

/** The part of an audio graph a sound is built from (lets a test count nodes). */
type Ctx = Pick<
  BaseAudioContext,
  | 'currentTime'
  | 'sampleRate'
  | 'destination'
  | 'createBuffer'
  | 'createBufferSource'
  | 'createOscillator'
  | 'createGain'
  | 'createBiquadFilter'
>;

/** Whole-mix level: the table is a backdrop to talk over, not a slot machine. */
const MASTER = 0.5;

/** The oscillator types the sounds use. A browser builds a type's wave tables the first time an
 * oscillator of that type is made in a context (Chromium: 28–30 ms each at a load of 12, then
 * 0.2 ms), so the page's first chip click (a sine and a triangle) paid ~60 ms inside the frame
 * its chip landed in (docs/PERFORMANCE.md). They are built when the synth is made, one type per
 * idle moment. */
export const WAVES: readonly OscillatorType[] = ['sine', 'triangle', 'square'];

/** Runs `fn` when the page is idle (in the next task where there is no idle callback). */
function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 3000 });
  else setTimeout(fn, 0);
}

/** A builder for the sounds of one context; `idle` schedules the wave tables' building. */
export function createSynth(
  ctx: Ctx,
  random: () => number = Math.random,
  idle: (fn: () => void) => void = whenIdle,
): Voice & { master: GainNode } {
  // One oscillator of each type, never started: its wave tables stay with the context.
  let wave = 0;
  const prepare = () => {
    if (wave >= WAVES.length) return;
    ctx.createOscillator().type = WAVES[wave++]!;
    idle(prepare);
  };
  idle(prepare);

  const master = ctx.createGain();
  master.gain.value = MASTER;
  master.connect(ctx.destination);

  // One second of white noise, shared by every noisy sound (each plays a random slice of it).
  const noise = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
  const data = noise.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = random() * 2 - 1;

  /** ±`cents` of random detune, as a frequency factor, so repeats do not sound mechanical. */
  const wobble = (cents: number) => 2 ** (((random() * 2 - 1) * cents) / 1200);

  /** A gain with an attack-decay envelope from `t`, into `into`. */
  const envelope = (into: AudioNode, t: number, peak: number, attack: number, decay: number) => {
    const g = ctx.createGain();
    g.gain.setValueAtTime(0.0001, t);
    g.gain.linearRampToValueAtTime(peak, t + attack);
    g.gain.exponentialRampToValueAtTime(0.0001, t + attack + decay);
    g.connect(into);
    return g;
  };

  /** Filtered noise: `type` at `freq` (to `toFreq` over the sound), shaped by an envelope. */
  const hiss = (
    t: number,
    o: {
      level: number;
      attack: number;
      decay: number;
      type: BiquadFilterType;
      freq: number;
      toFreq?: number;
      q?: number;
    },
    out: AudioNode,
  ) => {
    const src = ctx.createBufferSource();
    src.buffer = noise;
    const filter = ctx.createBiquadFilter();
    filter.type = o.type;
    filter.Q.value = o.q ?? 1;
    filter.frequency.setValueAtTime(o.freq, t);
    const length = o.attack + o.decay;
    if (o.toFreq) filter.frequency.exponentialRampToValueAtTime(o.toFreq, t + length);
    src.connect(filter);
    filter.connect(envelope(out, t, o.level, o.attack, o.decay));
    src.start(t, random() * 0.5, length + 0.05);
  };

  /** A pitched partial: `type` wave at `freq`, shaped by an envelope. */
  const tone = (
    t: number,
    o: { level: number; attack: number; decay: number; freq: number; type?: OscillatorType },
    out: AudioNode,
  ) => {
    const osc = ctx.createOscillator();
    osc.type = o.type ?? 'sine';
    osc.frequency.setValueAtTime(o.freq, t);
    osc.connect(envelope(out, t, o.level, o.attack, o.decay));
    osc.start(t);
    osc.stop(t + o.attack + o.decay + 0.05);
  };

  /** A bell: a few inharmonic sine partials, the higher ones dying sooner. */
  const bell = (t: number, freq: number, level: number, out: AudioNode, length = 1.6) => {
    for (const [ratio, gain, life] of BELL) {
      tone(
        t,
        { level: level * gain, attack: 0.004, decay: length * life, freq: freq * ratio },
        out,
      );
    }
  };

  const cardSlide = (t: number, out: AudioNode, length = 0.16) =>
    hiss(
      t,
      {
        level: 0.35,
        attack: 0.02,
        decay: length,
        type: 'bandpass',
        freq: 2600 * wobble(200),
        toFreq: 1400,
        q: 0.7,
      },
      out,
    );

  const SOUNDS: Record<CueName, (t: number, out: AudioNode) => void> = {
    'chip-click': (t, out) => {
      // Clay on clay: a bright tick with a short hollow ring, a little different every time.
      const pitch = wobble(250);
      hiss(
        t,
        { level: 0.5, attack: 0.001, decay: 0.025, type: 'bandpass', freq: 4200 * pitch, q: 2 },
        out,
      );
      tone(
        t,
        { level: 0.22, attack: 0.001, decay: 0.06, freq: 2900 * pitch, type: 'triangle' },
        out,
      );
      tone(t, { level: 0.1, attack: 0.001, decay: 0.04, freq: 5100 * pitch }, out);
    },
    'chip-slide': (t, out) =>
      hiss(
        t,
        {
          level: 0.25,
          attack: 0.03,
          decay: 0.18,
          type: 'bandpass',
          freq: 900 * wobble(150),
          toFreq: 1500,
          q: 1.2,
        },
        out,
      ),
    'card-slide': (t, out) => cardSlide(t, out),
    'card-flip': (t, out) => {
      // A soft paper snap: a crisp burst and a dull thump under it.
      hiss(
        t,
        {
          level: 0.45,
          attack: 0.002,
          decay: 0.05,
          type: 'bandpass',
          freq: 1800 * wobble(150),
          q: 0.9,
        },
        out,
      );
      hiss(t, { level: 0.3, attack: 0.004, decay: 0.07, type: 'lowpass', freq: 420 }, out);
    },
    deal: (t, out) => {
      // Quick slides in a burst, as cards leave the deck one after another.
      for (let k = 0; k < 4; k++) cardSlide(t + k * 0.075 + random() * 0.015, out, 0.09);
    },
    sweep: (t, out) =>
      hiss(
        t,
        {
          level: 0.35,
          attack: 0.05,
          decay: 0.32,
          type: 'bandpass',
          freq: 3200,
          toFreq: 700,
          q: 0.6,
        },
        out,
      ),
    vault: (t, out) => {
      // A warm rising chord that rings: C major climbing to the octave, bells over soft triangles.
      CHORD.forEach((f, k) => {
        const at = t + k * 0.09;
        bell(at, f, 0.16, out, 1.8 - k * 0.1);
        tone(at, { level: 0.08, attack: 0.03, decay: 1.4, freq: f / 2, type: 'triangle' }, out);
      });
    },
    alarm: (t, out) => {
      // A short two-tone siren: high, low, high, low, through a lowpass to take off the edge.
      const filter = ctx.createBiquadFilter();
      filter.type = 'lowpass';
      filter.frequency.value = 2400;
      filter.connect(out);
      for (let k = 0; k < 4; k++) {
        tone(
          t + k * 0.2,
          { level: 0.12, attack: 0.01, decay: 0.19, freq: k % 2 ? 660 : 880, type: 'square' },
          filter,
        );
      }
    },
    'your-turn': (t, out) => {
      // Two soft notes, a fourth apart, rising.
      bell(t, 784, 0.12, out, 0.7);
      bell(t + 0.12, 1046.5, 0.1, out, 0.9);
    },
  };

  return {
    master,
    play(name, volume) {
      if (volume <= 0) return;
      const out = ctx.createGain();
      out.gain.value = volume;
      out.connect(master);
      SOUNDS[name](ctx.currentTime + 0.005, out);
    },
    setMuted(muted) {
      master.gain.setValueAtTime(muted ? 0 : MASTER, ctx.currentTime);
    },
  };
}

/** A bell's partials: frequency ratio, level, share of the ring's length. */
const BELL: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [2.0, 0.45, 0.6],
  [2.76, 0.25, 0.35],
  [5.4, 0.1, 0.15],
];

/** C5 E5 G5 C6. */
const CHORD = [523.25, 659.25, 783.99, 1046.5] as const;
