import { describe, expect, test } from 'vitest';
import {
  CUES,
  SoundBoard,
  SOUND_KEY,
  VOICES,
  WINDOW_MS,
  type SoundDeps,
  type Voice,
} from './cues.ts';
import { asAudioContext, FakeAudioContext } from './fake-audio.ts';

/** A page: storage, a clock, a gesture target, and a voice that records what it played. */
function page(stored: Record<string, string> = {}) {
  const played: string[] = [];
  const contexts: FakeAudioContext[] = [];
  const gestures = new EventTarget();
  const clock = { ms: 1000 };
  let muted: boolean | null = null;
  const voice: Voice = {
    play: (name, volume) => played.push(volume === 1 ? name : `${name}@${volume}`),
    setMuted: (m) => (muted = m),
  };
  const deps: SoundDeps = {
    createContext: () => {
      const ctx = new FakeAudioContext();
      contexts.push(ctx);
      return asAudioContext(ctx);
    },
    load: () => Promise.resolve(voice),
    now: () => clock.ms,
    storage: {
      getItem: (k) => stored[k] ?? null,
      setItem: (k, v) => void (stored[k] = v),
    },
    gestures,
  };
  const tap = () => gestures.dispatchEvent(new Event('pointerdown'));
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    board: new SoundBoard(deps),
    played,
    contexts,
    clock,
    stored,
    tap,
    settle,
    voiceMuted: () => muted,
  };
}

describe('cues', () => {
  test('no audio context before the first gesture; cues before it are silent no-ops', async () => {
    const p = page();
    p.board.arm();
    p.board.cue('chip-click');
    expect(p.board.started).toBe(false);
    expect(p.contexts).toHaveLength(0);
    p.tap();
    expect(p.contexts).toHaveLength(1);
    expect(p.contexts[0]!.state).toBe('running');
    await p.settle();
    p.board.cue('chip-click');
    expect(p.played).toEqual(['chip-click']);
    p.tap();
    expect(p.contexts).toHaveLength(1);
  });

  test('every cue plays once audio is up, at the asked volume', async () => {
    const p = page();
    p.board.arm();
    p.tap();
    await p.settle();
    for (const name of CUES) p.board.cue(name);
    p.board.cue('vault', { volume: 0.5 });
    p.board.cue('alarm', { volume: 7 });
    expect(p.played).toEqual([...CUES, 'vault@0.5', 'alarm']);
  });

  test(`at most ${VOICES} voices of one cue per ${WINDOW_MS} ms; other cues are not held back`, async () => {
    const p = page();
    p.board.arm();
    p.tap();
    await p.settle();
    for (let k = 0; k < 30; k++) p.board.cue('chip-click');
    p.board.cue('card-flip');
    expect(p.played.filter((n) => n === 'chip-click')).toHaveLength(VOICES);
    expect(p.played).toContain('card-flip');
    p.clock.ms += WINDOW_MS;
    p.board.cue('chip-click');
    expect(p.played.filter((n) => n === 'chip-click')).toHaveLength(VOICES + 1);
  });

  test('sound off is remembered, silences cues and makes no context; on again starts it', async () => {
    const p = page();
    p.board.setMuted(true);
    expect(p.stored[SOUND_KEY]).toBe('off');
    const again = page(p.stored);
    expect(again.board.isMuted()).toBe(true);
    again.board.arm();
    again.tap();
    expect(again.contexts).toHaveLength(0);
    again.board.cue('chip-click');
    let changes = 0;
    again.board.subscribe(() => changes++);
    again.board.setMuted(false); // a click on the button: a gesture
    expect(changes).toBe(1);
    expect(again.stored[SOUND_KEY]).toBe('on');
    expect(again.contexts).toHaveLength(1);
    await again.settle();
    expect(again.voiceMuted()).toBe(false);
    again.board.cue('chip-click');
    expect(again.played).toEqual(['chip-click']);
    again.board.setMuted(true);
    expect(again.voiceMuted()).toBe(true);
    again.board.cue('chip-click');
    expect(again.played).toEqual(['chip-click']);
  });

  test('sound is on by default', () => {
    expect(page().board.isMuted()).toBe(false);
  });
});
