// The table's sounds, as cues anyone may call without loading audio: `cue('chip-click')` is a
// no-op until the player has touched the page (browsers start audio only after a gesture) and
// the synthesiser (./synth.ts, loaded lazily) is ready, and while sound is off. The choice
// (on/off) is remembered per browser. A burst of the same cue (30 chips landing at once) plays
// at most a few voices per short window instead of a roar.
//
// This module stays tiny: it is in the home screen's bundle. No AudioContext is made here
// before a gesture, and none at all while sound is off.

/** Every sound the table can make. */
export const CUES = [
  'chip-click',
  'chip-slide',
  'card-slide',
  'card-flip',
  'deal',
  'sweep',
  'vault',
  'alarm',
  'your-turn',
] as const;
export type CueName = (typeof CUES)[number];

export interface CueOptions {
  /** 0..1, times the cue's own level (default 1). */
  readonly volume?: number;
}

/** What plays cues once audio is up (./synth.ts). */
export interface Voice {
  play(name: CueName, volume: number): void;
  /** Sound on or off (the master gain). */
  setMuted(muted: boolean): void;
}

/** The outside world of the cue player (tests pass fakes). */
export interface SoundDeps {
  /** A new audio context, called inside a user gesture; null where there is no Web Audio. */
  createContext(): AudioContext | null;
  /** Loads the synthesiser for a context (a lazy import in the browser). */
  load(ctx: AudioContext): Promise<Voice>;
  /** Milliseconds clock. */
  now(): number;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Where user gestures happen (window in the browser). */
  readonly gestures: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

/** Where the choice is kept: 'on' or 'off'. */
export const SOUND_KEY = 'gang-table:sound';
/** The throttle: at most VOICES plays of one cue per WINDOW_MS. */
export const VOICES = 3;
export const WINDOW_MS = 40;

const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

/** The cue player of one page. */
export class SoundBoard {
  private muted: boolean;
  private ctx: AudioContext | null = null;
  private voice: Voice | null = null;
  private armed = false;
  private readonly recent = new Map<CueName, number[]>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: SoundDeps) {
    this.muted = read(deps.storage) === 'off';
  }

  /** Plays a cue now, if sound is on and ready; drops it when this cue is already loud. */
  cue(name: CueName, opts?: CueOptions): void {
    if (this.muted || !this.voice) return;
    const now = this.deps.now();
    const times = (this.recent.get(name) ?? []).filter((t) => now - t < WINDOW_MS);
    if (times.length >= VOICES) return;
    times.push(now);
    this.recent.set(name, times);
    this.voice.play(name, Math.min(1, Math.max(0, opts?.volume ?? 1)));
  }

  /** Whether sound is off (the player's choice). */
  isMuted(): boolean {
    return this.muted;
  }

  /** Turns sound off or on, remembered. Call it from a click: turning it on starts audio. */
  setMuted(muted: boolean): void {
    this.muted = muted;
    try {
      this.deps.storage?.setItem(SOUND_KEY, muted ? 'off' : 'on');
    } catch {
      // Not remembered; fine for this visit.
    }
    this.voice?.setMuted(muted);
    if (!muted) this.start();
    for (const fn of this.listeners) fn();
  }

  /** Calls `fn` when the choice changes; returns the way to stop. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Whether an audio context exists yet (tests: none before a gesture). */
  get started(): boolean {
    return this.ctx !== null;
  }

  /** Waits for the page's first gesture, then starts audio (unless sound is off). Idempotent. */
  arm(): void {
    const target = this.deps.gestures;
    if (this.armed || !target) return;
    this.armed = true;
    const onGesture = () => {
      if (this.muted) return; // Keep listening: no context while sound is off.
      for (const g of GESTURES) target.removeEventListener(g, onGesture, true);
      this.start();
    };
    for (const g of GESTURES) target.addEventListener(g, onGesture, true);
  }

  /** Makes the context (inside the gesture, so the browser lets it play) and loads the synth. */
  private start(): void {
    if (this.ctx) {
      void this.ctx.resume?.().catch(() => undefined);
      return;
    }
    const ctx = this.deps.createContext();
    if (!ctx) return;
    this.ctx = ctx;
    void ctx.resume?.().catch(() => undefined);
    this.deps.load(ctx).then(
      (voice) => {
        voice.setMuted(this.muted);
        this.voice = voice;
      },
      () => undefined, // No sound, no harm.
    );
  }
}

function read(storage: SoundDeps['storage']): string | null {
  try {
    return storage?.getItem(SOUND_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The browser's wiring. */
function browserDeps(): SoundDeps {
  const w = typeof window === 'undefined' ? null : window;
  let storage: SoundDeps['storage'] = null;
  try {
    storage = w?.localStorage ?? null;
  } catch {
    // Storage refused (privacy mode): the choice lasts this visit.
  }
  return {
    createContext: () => {
      const Ctor =
        w?.AudioContext ??
        (w as unknown as { webkitAudioContext?: typeof AudioContext } | null)?.webkitAudioContext;
      if (!Ctor) return null;
      try {
        return new Ctor({ latencyHint: 'interactive' });
      } catch {
        return null;
      }
    },
    load: async (ctx) => (await import('./synth.ts')).createSynth(ctx),
    now: () => performance.now(),
    storage,
    gestures: w,
  };
}

/** This page's sound board. */
export const sound = new SoundBoard(browserDeps());

/** Plays a table sound (see CUES); a no-op until audio is up, and while sound is off. */
export function cue(name: CueName, opts?: CueOptions): void {
  sound.cue(name, opts);
}
