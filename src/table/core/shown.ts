// A value the table shows that changes on a grab or a release (the drop targets lit, the
// keyboard's focus), kept outside the table's React state: the component showing it subscribes
// and re-renders alone. As the table's state, each change re-rendered the whole canvas's scene
// (every piece, the camera rig, the labels): on the first release after a while that was 25–46 ms
// of V8 compiling again the scene's render functions whose bytecode it had flushed
// (docs/PERFORMANCE.md, "The frame's JavaScript while dragging").

/** One value and its listeners (for React's useSyncExternalStore). */
export class Shown<T> {
  private readonly listeners = new Set<() => void>();

  constructor(private value: T) {}

  /** The value now. */
  readonly get = (): T => this.value;

  /** A new value; the listeners hear of it when it differs. */
  readonly set = (value: T): void => {
    if (Object.is(value, this.value)) return;
    this.value = value;
    for (const l of this.listeners) l();
  };

  /** Listens for changes; returns the way to stop. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
