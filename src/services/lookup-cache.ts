import { LRUCache } from 'lru-cache';

/**
 * A short-lived, per-process cache of the rows every consumer operation reads first (the
 * consumer and its connections), so the hot read path does not pay two database round trips
 * per request. Writes made through this process invalidate at once; a write made by another
 * process sharing the database is seen after at most `ttlMs` (LINTEL_LOOKUP_CACHE_SECONDS).
 * Misses are not cached: a consumer created elsewhere is found immediately.
 */
export function createLookupCache(ttlMs: number, now: () => number = performance.now.bind(performance)) {
  const entries =
    ttlMs > 0
      ? new LRUCache<string, NonNullable<unknown>>({
          max: 10_000,
          ttl: ttlMs,
          ttlResolution: 0,
          perf: { now },
        })
      : undefined;
  return {
    async get<T>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
      const hit = entries?.get(key);
      if (hit !== undefined) return hit as T;
      const value = await load();
      if (value !== undefined && value !== null) entries?.set(key, value);
      return value;
    },
    invalidate(...keys: string[]): void {
      for (const key of keys) entries?.delete(key);
    },
  };
}

export type LookupCache = ReturnType<typeof createLookupCache>;

export const consumerKey = (accountId: string, consumerId: string) => `consumer:${accountId}:${consumerId}`;
export const connectionsKey = (accountId: string, consumerId: string) =>
  `connections:${accountId}:${consumerId}`;
