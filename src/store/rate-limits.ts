import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RLWrapperTimeouts,
} from 'rate-limiter-flexible';
import type { Queryable } from './db.js';

/**
 * The `rate_limits` table (migration 12): the counters of the rate limits on PostgreSQL, shared by
 * every process of the database (issue 31), through rate-limiter-flexible's `RateLimiterPostgres`
 * over the app's own pool. A window is fixed: it starts with its key's first point and ends
 * `duration` later, by the clock of the process that started it (`Date.now()`; processes on
 * several machines need their clocks in step, as for tokens).
 *
 * When the database does not answer (an error, or no answer within `STORE_TIMEOUT_MS`), a
 * counter counts in this process's memory instead (rate-limiter-flexible's insurance limiter,
 * with the same points and window): the limits then hold per process, as on PGlite, rather than
 * every request failing with a 500.
 */

export interface CounterOptions {
  /** Prefix of the counter's keys in the table (`account`, `token-client`…). */
  keyPrefix: string;
  /** Points allowed per window (a consume past them is refused). */
  points: number;
  durationSeconds: number;
  /**
   * Once a key is refused, refuse it from memory until its window ends, without asking the
   * database again (a flood of refused attempts then costs no query). Points given back meanwhile
   * do not reopen it before the window ends.
   */
  refuseFromMemoryOnceOver?: boolean;
}

/** How long a counter waits for the database before counting in memory. */
export const STORE_TIMEOUT_MS = 1_000;
/** Rows whose window ended this long ago are deleted (by any process: the margin covers clock skew). */
const KEEP_ENDED_MS = 3_600_000;
const SWEEP_INTERVAL_MS = 300_000;
const TABLE = 'rate_limits';

export interface RateLimitTableOptions {
  /**
   * Called when the database stops answering the counters (with the error) and when it answers
   * again (without): the app logs both.
   */
  onStoreChange?: (error?: unknown) => void;
  timeoutMs?: number;
}

/**
 * Counters in `rate_limits` through `db` (the app's pool), and a sweep of ended windows every
 * five minutes until `close()`.
 */
export function createRateLimitTable(db: Queryable, options: RateLimitTableOptions = {}) {
  let failing = false;
  /** What RateLimiterPostgres needs of a pg client (`query({ text, values })` → rows and count). */
  const storeClient = {
    async query(q: { text: string; values?: unknown[] }) {
      try {
        const rows = await db.query(q.text, q.values);
        if (failing) {
          failing = false;
          options.onStoreChange?.();
        }
        return { rows, rowCount: rows.length };
      } catch (error) {
        if (!failing) {
          failing = true;
          options.onStoreChange?.(error);
        }
        throw error;
      }
    },
  };

  const sweep = async (): Promise<number> => {
    const rows = await db.query(`delete from ${TABLE} where expire < $1 returning 1`, [
      Date.now() - KEEP_ENDED_MS,
    ]);
    return rows.length;
  };
  const timer = setInterval(() => {
    sweep().catch(() => {});
  }, SWEEP_INTERVAL_MS);
  timer.unref();

  return {
    counter(counter: CounterOptions): RateLimiterAbstract {
      const { keyPrefix, points, durationSeconds: duration } = counter;
      const insuranceLimiter = new RateLimiterMemory({ keyPrefix, points, duration });
      const shared = new RateLimiterPostgres({
        storeClient,
        // Not a pg Pool or Client: queried as a client (`storeClient.query`), nothing to release.
        storeType: 'client',
        tableName: TABLE,
        // Migration 12 made it; the sweep above replaces the library's own timer.
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix,
        points,
        duration,
        ...(counter.refuseFromMemoryOnceOver ? { inMemoryBlockOnConsumed: points + 1 } : {}),
      });
      // Errors and timeouts of the shared counter fall to the insurance, once (not also inside).
      return new RLWrapperTimeouts({
        limiter: shared,
        timeoutMs: options.timeoutMs ?? STORE_TIMEOUT_MS,
        insuranceLimiter,
      });
    },
    sweep,
    close(): void {
      clearInterval(timer);
    },
  };
}

export type RateLimitTable = ReturnType<typeof createRateLimitTable>;
