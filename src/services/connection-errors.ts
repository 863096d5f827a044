import { LRUCache } from 'lru-cache';
import { detailOf, type LintelError } from '../errors.js';
import type { Connection, ConnectionError } from '../store/connections.js';

/**
 * The last failure of the connected software on each connection (`LinkedAccount.lastError`),
 * for the operator to see which connections are failing. A failing vendor fails every call, so
 * a failure is written at most once per `intervalMs` (a minute) per connection; the next success
 * (or new credentials the software accepts) clears it. What this process wrote is remembered for
 * that long, so a call that succeeds through a connection without a recorded failure costs no
 * write and no query (the row read for the call says whether one is stored; the memory, more
 * recent, wins over it). Clears only follow writes, so they are at most as frequent.
 */

/** Longest `detail` kept: enough to read what the vendor said. */
const DETAIL_MAX = 1000;

interface Remembered {
  /** Whether the row holds a failure now, as far as this process knows. */
  stored: boolean;
  /** When this process learnt it: after `intervalMs` the row read for a call is trusted again. */
  knownAt: number;
  /** When this process last wrote a failure of the connection. */
  writtenAt: number | undefined;
}

export interface ConnectionErrorsOptions {
  write(connectionId: string, error: ConnectionError): Promise<void>;
  clear(connectionId: string): Promise<void>;
  /** At most one failure written per connection in this window. */
  intervalMs: number;
  /** Milliseconds; tests move it instead of waiting out the interval. */
  now?: () => number;
}

export function createConnectionErrors(options: ConnectionErrorsOptions) {
  const now = options.now ?? Date.now;
  const remembered = new LRUCache<string, Remembered>({ max: 10_000 });
  /** What this process knows of a connection from the last interval. */
  const fresh = (id: string): Remembered | undefined => {
    const entry = remembered.get(id);
    if (entry && now() - entry.knownAt >= options.intervalMs) {
      remembered.delete(id);
      return undefined;
    }
    return entry;
  };

  return {
    /** Whether a success through `connection` has a recorded failure to clear. */
    isStored(connection: { id: string; lastError: object | null }): boolean {
      return fresh(connection.id)?.stored ?? connection.lastError !== null;
    },

    /** Writes the failure unless one was written for the connection within the interval; true when written. */
    async failed(connection: Pick<Connection, 'id'>, error: LintelError): Promise<boolean> {
      const at = now();
      const written = fresh(connection.id)?.writtenAt;
      if (written !== undefined && at - written < options.intervalMs) return false;
      remembered.set(connection.id, { stored: true, knownAt: at, writtenAt: at });
      const detail = detailOf(error);
      await options.write(connection.id, {
        code: error.code,
        message: error.message,
        detail: typeof detail === 'string' && detail !== '' ? detail.slice(0, DETAIL_MAX) : null,
        at: new Date(at),
      });
      return true;
    },

    /** Clears a recorded failure after a success (callers ask `isStored` first); true: written. */
    async succeeded(connection: Pick<Connection, 'id'>): Promise<boolean> {
      const writtenAt = fresh(connection.id)?.writtenAt;
      remembered.set(connection.id, { stored: false, knownAt: now(), writtenAt });
      await options.clear(connection.id);
      return true;
    },
  };
}

export type ConnectionErrors = ReturnType<typeof createConnectionErrors>;
