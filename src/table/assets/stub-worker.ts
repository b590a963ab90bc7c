// A stand-in for the surfaces' worker in unit tests (surfaces.test.ts, textures.test.ts): it
// records what it is asked and answers only when told, with a picture or a failure.

/** A stand-in Worker (stub it as the global `Worker`); `made` lists every one made. */
export class StubWorker {
  static made: StubWorker[] = [];
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessageerror: (() => void) | null = null;
  readonly asked: { key: string; scale: number }[] = [];
  terminated = false;
  constructor() {
    StubWorker.made.push(this);
  }
  postMessage(m: { key: string; scale: number }) {
    this.asked.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers for each surface asked for: a stand-in picture (`{ key }`), or that it could not
   * paint it. */
  answer(painted = false) {
    for (const a of this.asked) {
      const data = painted ? { ...a, bitmap: { key: a.key } } : { ...a, error: 'no 2d context' };
      this.onmessage?.({ data });
    }
  }
}
