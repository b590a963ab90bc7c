// A cap on the frames the 3D table draws per second. The table draws on demand, and while
// anything moves it draws every display frame (60 a second); on a software rasteriser (or a phone
// saving its battery) every frame is CPU. Motion is timed by the clock, not counted in frames, so
// a capped table draws fewer in-between pictures and lands every piece at the same moment. Read
// from localStorage['gang-table:max-fps'] (docs/AUTOMATION.md); the app never sets it.

const KEY = 'gang-table:max-fps';

/** How early (ms) a display frame may come and still count as due: frames come every ≈16.7 ms,
 * so a frame a little before the interval ends is drawn, not the one after it. */
const SLACK_MS = 4;

/** The stored cap on frames per second (1 to 60), if any. */
export function chosenMaxFps(): number | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    const fps = raw === null || raw === '' ? NaN : Number(raw);
    return fps >= 1 && fps <= 60 ? fps : null;
  } catch {
    return null;
  }
}

/** Which display frames are drawn under a cap: one every 1/maxFps s at most. A frame skipped
 * leaves the picture owed (`owed`), so the caller asks for the next display frame until one is
 * drawn: the last picture of a motion is never lost. */
export class FrameGate {
  private last = -Infinity;
  /** A frame was skipped and none drawn since. */
  owed = false;

  constructor(readonly maxFps: number) {}

  /** Whether the display frame at `now` (ms) is drawn. */
  draw(now: number): boolean {
    if (now - this.last < 1000 / this.maxFps - SLACK_MS) {
      this.owed = true;
      return false;
    }
    this.last = now;
    this.owed = false;
    return true;
  }
}
