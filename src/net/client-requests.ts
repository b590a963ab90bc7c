// A client's requests waiting for the host's answer, by message number. A lost connection fails
// a grab (its hold ends with the connection), and the others are sent again after the
// reconnect with the same number, so the host answers what it answered before instead of doing
// it twice (or refusing the repeat).
import type { ActResult } from './client-types.ts';
import type { ClientMessage } from './protocol.ts';

/** How long a request waits for its answer. */
const ACK_TIMEOUT_MS = 10_000;

interface Waiting {
  readonly message: ClientMessage;
  readonly done: (r: ActResult) => void;
}

/** The numbered requests of one client, across its connections. */
export class Requests {
  private next = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(private readonly sendRaw: (m: ClientMessage) => void) {}

  /** Sends the message `make` numbers; resolves with the host's answer, or a timeout. */
  send(make: (n: number) => ClientMessage): Promise<ActResult> {
    const n = this.next++;
    const message = make(n);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(n);
        resolve({ ok: false, reason: 'timeout' });
      }, ACK_TIMEOUT_MS);
      const done = (r: ActResult) => {
        clearTimeout(timer);
        resolve(r);
      };
      this.waiting.set(n, { message, done });
      this.sendRaw(message);
    });
  }

  /** The host's answer to request `n`. */
  answer(n: number, result: ActResult): void {
    const waiting = this.waiting.get(n);
    this.waiting.delete(n);
    waiting?.done(result);
  }

  /** Numbers start at least at `next` (the host's welcome says where it has got to). */
  advance(next: number): void {
    this.next = Math.max(this.next, next);
  }

  /** After a reconnect: the requests the last connection left unanswered go again, in order. */
  resend(): void {
    for (const [, w] of [...this.waiting].sort(([a], [b]) => a - b)) this.sendRaw(w.message);
  }

  /** Answers the waiting requests (those whose message `which` picks) with a failure. */
  fail(reason: string, which: (m: ClientMessage) => boolean = () => true): void {
    for (const [n, w] of this.waiting) {
      if (!which(w.message)) continue;
      this.waiting.delete(n);
      w.done({ ok: false, reason });
    }
  }
}
