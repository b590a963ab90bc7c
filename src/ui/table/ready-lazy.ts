// React.lazy for code the page fetches ahead (the room's screens, a game's screen, the 3D
// table): once the module is in, the component renders at once instead of suspending. A plain
// lazy() whose factory returns a new promise suspends on first render even for a module loaded
// long before: its Suspense fallback is committed, and React holds back the content's reveal for
// up to 300 ms after a fallback (its FALLBACK_THROTTLE_MS). Chained (the room, the game's
// screen, the table), that was up to ≈ 0.9 s between the start and the table's first commit.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy component that renders without suspending once `load` has resolved, and can be
 * preloaded. */
export type ReadyLazy<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading (nothing waits for it; a failure is met again when it renders). */
  preload(): void;
};

/**
 * The component `load` resolves to, lazily: `load` is called once (again after a failure), and
 * when it has resolved before the first render the component is there at once (React reads a
 * thenable that answers synchronously without suspending).
 */
export function readyLazy<P>(load: () => Promise<ComponentType<P>>): ReadyLazy<P> {
  let done: { default: ComponentType<P> } | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () =>
    (pending ??= load().then(
      (component) => (done = { default: component }),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Component = lazy(() => {
    if (!done) return start();
    const value = done;
    // Answers at once: React's lazy reads it as resolved on the spot.
    return { then: (resolve: (v: typeof value) => void) => resolve(value) } as unknown as Promise<
      typeof value
    >;
  });
  return Object.assign(Component, { preload: () => void start().catch(() => {}) });
}
