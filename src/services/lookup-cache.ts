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
    /**
     * Several rows at once: those kept are answered from memory, the others by one `load` of
     * the missing indexes (one database query for a whole DataLoader batch).
     */
    async getMany<T>(
      keys: readonly string[],
      load: (missing: number[]) => Promise<(T | undefined)[]>,
    ): Promise<(T | undefined)[]> {
      const out: (T | undefined)[] = keys.map((key) => entries?.get(key) as T | undefined);
      const missing = out.flatMap((value, index) => (value === undefined ? [index] : []));
      if (missing.length === 0) return out;
      const loaded = await load(missing);
      missing.forEach((index, i) => {
        const value = loaded[i];
        out[index] = value;
        if (value !== undefined && value !== null) entries?.set(keys[index]!, value as NonNullable<unknown>);
      });
      return out;
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
