// A pool of worker threads for the long benches (bots.ts, reliability.ts): each worker loads the
// calling bench module again (through tsx), in worker mode (`workerData` says so), and is fed one
// task at a time until none is left; every answer goes to `answer` as it comes.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** Runs `tasks` on up to four workers running `moduleUrl` with `workerData`. */
export async function onWorkers<T, A>(
  moduleUrl: string,
  workerData: Record<string, unknown>,
  tasks: readonly T[],
  answer: (a: A) => void,
): Promise<void> {
  let next = 0;
  const workers = Math.max(1, Math.min(availableParallelism(), 4));
  const api = import.meta.resolve('tsx/esm/api');
  const boot = `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(moduleUrl)});`;
  const url = new URL(`data:text/javascript,${encodeURIComponent(boot)}`);
  await Promise.all(
    Array.from({ length: workers }, () => {
      const worker = new Worker(url, { workerData });
      return new Promise<void>((resolve, reject) => {
        const feed = () => {
          if (next >= tasks.length) return void worker.terminate().then(() => resolve());
          worker.postMessage(tasks[next++]);
        };
        worker.on('message', (a: A) => {
          answer(a);
          feed();
        });
        worker.on('error', reject);
        feed();
      });
    }),
  );
}
