/**
 * Wakes live event streams when events may have been recorded: at once for changes made in this
 * process, on PostgreSQL NOTIFY for changes made by other processes, and on a short timer as a
 * safety net (a lost notification only delays). Streams then read the outbox themselves.
 */
export interface EventFeed {
  /** Events may have been recorded: wake every waiting stream. */
  wake(): void;
  /** Resolves at the next wake-up, after `pollMs`, or when `signal` aborts, whichever is first. */
  next(signal?: AbortSignal): Promise<void>;
}

export function createEventFeed(pollMs: number): EventFeed {
  let waiters = new Set<() => void>();
  return {
    wake() {
      const woken = waiters;
      waiters = new Set();
      for (const resolve of woken) resolve();
    },
    next(signal) {
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', done);
          waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, pollMs);
        timer.unref();
        signal?.addEventListener('abort', done, { once: true });
        waiters.add(done);
      });
    },
  };
}
