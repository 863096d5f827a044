import { LRUCache } from 'lru-cache';
import { unauthenticated } from '../errors.js';
import type { TokenClaims } from './tokens.js';

/**
 * Revocation without a database round-trip per request: each process keeps the state of the API
 * clients whose tokens it sees (account and token generation), loaded once. Deleting a client or
 * rotating its secret clears the state in this process at once and in the others through
 * PostgreSQL NOTIFY; the TTL bounds how stale a state can get should a notification be lost.
 */

export interface ClientState {
  accountId: string;
  generation: number;
}

export const CLIENTS_CHANNEL = 'lintel_clients';

export function createClientStates(options: {
  load(clientId: string): Promise<ClientState | undefined>;
  ttlMs: number;
  /** Milliseconds, monotonic (tests may substitute a clock). */
  now?: () => number;
}) {
  const now = options.now ?? performance.now.bind(performance);
  // Boxed so that "no such client" is cached too (a deleted client's tokens keep failing fast).
  const cache = new LRUCache<string, { state: ClientState | null; loadedAt: number }>({
    max: 10_000,
    ttl: options.ttlMs,
    fetchMethod: async (clientId) => {
      const loadedAt = now();
      return { state: (await options.load(clientId)) ?? null, loadedAt };
    },
  });
  /** While notifications do not reach this process: states older than this are loaded again. */
  let trustedForMs: number | undefined;
  const tooOld = (entry: { loadedAt: number }) =>
    trustedForMs !== undefined && now() - entry.loadedAt > trustedForMs;

  /**
   * A change clears the cache while loads may be in flight: lru-cache then rejects them (their
   * answer may predate the change), and the state is loaded again.
   */
  async function stateOf(clientId: string): Promise<ClientState | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        const entry = cache.get(clientId);
        if (entry && tooOld(entry)) cache.delete(clientId);
        return (await cache.fetch(clientId))?.state ?? null;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  }

  return {
    /** Throws the contract's 401 when the token's client is gone or its secret was rotated since. */
    async check(claims: TokenClaims): Promise<void> {
      const state = await stateOf(claims.clientId);
      if (!state || state.accountId !== claims.accountId || state.generation !== claims.generation) {
        throw unauthenticated('Invalid token');
      }
    },
    /**
     * Without waiting: true when the token's client is known here and still matches, false when
     * it is known and does not, undefined when it is not loaded (memory answers then step aside).
     */
    peek(claims: TokenClaims): boolean | undefined {
      const entry = cache.get(claims.clientId);
      if (!entry || tooOld(entry)) return undefined;
      const state = entry.state;
      return !!state && state.accountId === claims.accountId && state.generation === claims.generation;
    },
    /** A client changed (here or in another process): load it again on next use. */
    forgetAll(): void {
      cache.clear();
    },
    /**
     * Revocations from other processes stop reaching this one (`maxAgeMs`: states at most that
     * old are used meanwhile), or reach it again (undefined: every state is loaded again, as any
     * may predate a revocation announced while nobody listened).
     */
    trustFor(maxAgeMs: number | undefined): void {
      trustedForMs = maxAgeMs;
      if (maxAgeMs === undefined) cache.clear();
    },
  };
}

export type ClientStates = ReturnType<typeof createClientStates>;
