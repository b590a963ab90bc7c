// A client's reconnection loop (client.ts): one attempt at a time, a longer wait after each
// failure (doubling to a cap, with jitter), and a way to try at once, skipping the wait (a
// successor checking that its host has not come back before it takes over, succession.ts).

/** The reconnection loop of one client. */
export class Reconnector {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private delay = 0;
  private attempt: Promise<boolean> | null = null;
  private stopped = false;
  private paused = 0;

  constructor(
    /** Opens a connection and waits for the welcome (rejects when it fails). */
    private readonly open: () => Promise<void>,
    /** Called after each failed attempt (the client may say the host is lost). */
    private readonly failed: () => void,
    private readonly maxMs: () => number,
  ) {}

  /** The next attempt after `delay` ms (or the pause asked for), unless one is already due. */
  schedule(delay: number): void {
    if (this.stopped || this.timer) return;
    this.delay = Math.max(delay, this.paused);
    this.paused = 0;
    this.timer = setTimeout(() => void this.run(), this.delay);
  }

  /** The next attempt scheduled waits at least `ms`. */
  pause(ms: number): void {
    this.paused = ms;
  }

  /** Tries now if an attempt is waiting for its turn (or joins the one under way): true once
   * connected; false when it failed or nothing was waiting. */
  now(): Promise<boolean> {
    if (this.stopped) return Promise.resolve(false);
    if (!this.timer) return this.attempt ?? Promise.resolve(false);
    clearTimeout(this.timer);
    return this.run();
  }

  /** Stops for good. */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private run(): Promise<boolean> {
    this.timer = null;
    const delay = this.delay;
    const attempt = (this.attempt ??= this.open().then(
      () => true,
      () => {
        if (this.stopped) return false;
        this.failed();
        // Jitter spreads a crowd of clients reconnecting to a reloaded host.
        this.schedule(Math.min(this.maxMs(), delay * 2) * (0.75 + 0.5 * Math.random()));
        return false;
      },
    ));
    void attempt.then(() => {
      if (this.attempt === attempt) this.attempt = null;
    });
    return attempt;
  }
}
