import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Caller } from '../auth/caller.js';

/**
 * The read cache (issue 10): what connectors answered to list and get operations, and the bytes
 * of whole answers built from them, kept in memory for `ttlMs` within `maxBytes` (least recently
 * used first out). Chift answers repeated reads from a short cache too; vendors are slow
 * (100 ms–2 s) and rate-limit.
 *
 * Keys always start with the account, then the consumer and its generation: nothing is shared
 * across accounts, and a write through Lintel makes every entry of the consumer (and every
 * whole-GraphQL answer of the account) unreachable at once by bumping a generation, instead of
 * hunting keys down. Other processes on the same PostgreSQL bump theirs on NOTIFY (app.ts).
 * Unreachable entries age out of the LRU.
 *
 * Concurrent misses for one key share one load (single flight: lru-cache's `fetch`, as the
 * connectors' shared loads); a failed load is not kept.
 *
 * Where Lintel caches, and why — every layer of the read path, in the order a request meets them:
 * 1. Whole answers, as the bytes sent (this cache): `http/memory-answers.ts` answers a repeated
 *    REST GET or GraphQL query before any framework code runs; `rest/index.ts` and
 *    `graphql/read-cache.ts` keep them, and answer those the server left through (a CORS request, a
 *    token not seen yet) — one lookup per request: a key the server missed is not looked up again.
 * 2. Connector reads (this cache, `read`/`readMany`): a list page, a record by id, a computed
 *    answer, per account, consumer, connection (and its version) and arguments: what spares the
 *    vendor, shared by REST, GraphQL and MCP.
 * 3. Per request (`services/access.ts`, `services/records.ts`, `services/account/webhooks.ts`):
 *    DataLoaders batch the lookups of one request (100 references, one vendor call; consumers,
 *    connections and credentials, one query each) and identical reads run once. They live on the
 *    request context (`perRequest`), not in a GraphQL plugin, because REST runs the same services.
 * 4. Rows of consumers and connections, briefly per process (`services/lookup-cache.ts`): most
 *    requests need them and they rarely change; writes drop them.
 * 5. Inside connectors, what a vendor makes expensive to read again: configured instances per
 *    connection (`connectors/registry.ts`), Square's catalogue snapshots and modifier lists, Mews'
 *    configuration — each with its own TTL, for that vendor's reasons.
 */

export interface CachedEntry<T = unknown> {
  value: T;
  /** When the data was read from the connector (`performance.now()` clock); for `Age`. */
  storedAt: number;
}

export interface ReadCacheOptions {
  /** 0 turns the cache off: every read goes through, nothing is kept. */
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
  /** Told of each lookup of connector reads (`label`: the operation id): metrics. */
  onOutcome?: (label: string, outcome: 'hit' | 'miss' | 'refresh', count: number) => void;
  /** Told of every invalidation made here (not of `invalidateFromPeer`): app.ts tells the other processes. */
  onInvalidate?: (accountId: string, consumerId: string) => void;
}

/** What the cache did for one request's reads: for `x-lintel-cache` and `Age`. */
export interface ReadCacheState {
  /** `x-chift-force-refresh: true`: read through, and refresh the entries. */
  forceRefresh: boolean;
  hits: number;
  misses: number;
  /** `storedAt` of the oldest data the answer is built from. */
  oldest: number | undefined;
}

/** Per claims object (tokens are verified once and their claims kept): computed once each. */
const rightsOf = new WeakMap<object, string>();

/** Rights that decide what a token may read: its scopes and the consumer it may be limited to. */
export function callerRights(caller: Pick<Caller, 'consumerId' | 'scopes'>): string {
  let rights = rightsOf.get(caller.scopes);
  if (rights === undefined) {
    rights = [...caller.scopes].sort().join(',');
    rightsOf.set(caller.scopes, rights);
  }
  return `${caller.consumerId ?? '*'}|${rights}`;
}

/** `x-lintel-cache` and `Age` of an answer built from reads the cache saw (none: no headers). */
export function cacheHeaders(state: ReadCacheState, now: number): Record<string, string> | undefined {
  if (state.hits + state.misses === 0) return undefined;
  const hit = state.misses === 0;
  const age = hit && state.oldest !== undefined ? Math.max(0, Math.floor((now - state.oldest) / 1000)) : 0;
  return { 'x-lintel-cache': hit ? 'hit' : 'miss', age: String(age) };
}

export function createReadCacheState(forceRefresh: boolean): ReadCacheState {
  return { forceRefresh, hits: 0, misses: 0, oldest: undefined };
}

/** The size an entry is charged: UTF-16 text is two bytes a character, and a Buffer its length. */
function sizeOf(value: unknown): number {
  if (value instanceof Uint8Array) return value.byteLength;
  return 2 * (JSON.stringify(value)?.length ?? 4);
}

/** Puts the value of `flight`, or its error, at `out[index]`. */
async function settle<T>(flight: Promise<CachedEntry>, out: (T | Error)[], index: number): Promise<void> {
  try {
    out[index] = (await flight).value as T;
  } catch (error) {
    out[index] = error instanceof Error ? error : new Error(String(error));
  }
}

export function createReadCache(options: ReadCacheOptions) {
  const now = options.now ?? performance.now.bind(performance);
  const enabled = options.ttlMs > 0;
  type Entry = CachedEntry & { size: number };
  // One answer may take at most an eighth of the cache: a large one (a year's FEC export, a page
  // of 100 invoices with their lines) would push out many small ones for one reader.
  const maxEntryBytes = Math.max(1, Math.floor(options.maxBytes / 8));
  const entries = new LRUCache<string, Entry, () => Promise<Entry>>({
    maxSize: Math.max(1, options.maxBytes),
    maxEntrySize: maxEntryBytes,
    sizeCalculation: (entry) => Math.max(1, entry.size),
    ttl: Math.max(1, options.ttlMs),
    ttlAutopurge: false,
    // Expiry read from the clock on every get: entries must not outlive the TTL by a timer tick.
    ttlResolution: 0,
    perf: { now },
    // The load is the caller's: `fetch` shares the one under way for a key, and keeps its entry.
    fetchMethod: (_key, _stale, { context }) => context(),
    // A load overtaken by a forced refresh still answers those who waited for it (and is not kept).
    ignoreFetchAbort: true,
  });
  /** Generation per consumer (`<account>:<consumer>`) and per account; bumped on writes. */
  const generations = new Map<string, number>();
  const generation = (scope: string) => generations.get(scope) ?? 0;

  function bump(accountId: string, consumerId: string): void {
    const scope = `${accountId}:${consumerId}`;
    generations.set(scope, generation(scope) + 1);
    generations.set(accountId, generation(accountId) + 1);
  }

  function noteHit(state: ReadCacheState, entry: CachedEntry): void {
    state.hits++;
    if (state.oldest === undefined || entry.storedAt < state.oldest) state.oldest = entry.storedAt;
  }

  /**
   * While this process does not hear the others' invalidations (its LISTEN connection is down),
   * entries older than this are not served (and dropped): a write through another process is
   * seen at most this late. Undefined: every entry within the TTL is served.
   */
  let trustedForMs: number | undefined;

  /** The entry under `key` unless it is older than trusted. */
  function trusted(key: string): Entry | undefined {
    const hit = entries.get(key);
    if (hit && trustedForMs !== undefined && now() - hit.storedAt > trustedForMs) {
      entries.delete(key);
      return undefined;
    }
    return hit;
  }

  /** `size`: what the value takes, when the caller knows it (else measured by `sizeOf`). */
  function entryOf<T>(key: string, value: T, storedAt = now(), size = sizeOf(value)): Entry {
    return { value, storedAt, size: size + key.length * 2 };
  }

  function store<T>(key: string, value: T, storedAt = now(), size = sizeOf(value)): CachedEntry<T> {
    const entry = entryOf(key, value, storedAt, size);
    // An entry larger than its share is not kept (lru-cache refuses it anyway).
    if (enabled && entry.size <= maxEntryBytes) entries.set(key, entry);
    return entry as CachedEntry<T>;
  }

  /** The entry under `key` once loaded: the load under way for it, or `load` (kept when it succeeds). */
  async function fetched(key: string, load: () => Promise<Entry>): Promise<Entry> {
    // Undefined only when the load's own answer was: `load` always answers an entry.
    return (await entries.fetch(key, { context: load }))!;
  }

  return {
    enabled,
    now,

    /** The prefix every key of this consumer starts with: account, consumer, their generations. */
    consumerScope(accountId: string, consumerId: string): string {
      return `${accountId}|${consumerId}|${generation(`${accountId}:${consumerId}`)}`;
    },

    /** The prefix of whole-answer keys that may span consumers: account and its generation. */
    accountScope(accountId: string): string {
      return `${accountId}|*|${generation(accountId)}`;
    },

    /**
     * The value under `key`, or `load()`'s (kept for the TTL). Concurrent misses share one load;
     * with `state.forceRefresh` the entry is read through and replaced.
     */
    async read<T>(key: string, state: ReadCacheState, load: () => Promise<T>, label = 'read'): Promise<T> {
      if (!enabled) {
        state.misses++;
        return load();
      }
      if (!state.forceRefresh) {
        const hit = trusted(key);
        if (hit) {
          noteHit(state, hit);
          options.onOutcome?.(label, 'hit', 1);
          return hit.value as T;
        }
      }
      state.misses++;
      options.onOutcome?.(label, state.forceRefresh ? 'refresh' : 'miss', 1);
      // A forced refresh does not join a flight that may have started before the change it wants.
      if (state.forceRefresh) return store(key, await load()).value as T;
      return (await fetched(key, async () => entryOf(key, await load()))).value as T;
    },

    /**
     * Batched gets: the value (or Error) of each key, from the cache or from one `loadMany` call
     * for the keys missing (given their indexes), joined with flights already running for a key.
     * Errors (a record not found, a failed batch) are answered, never kept.
     */
    async readMany<T>(
      keys: readonly string[],
      state: ReadCacheState,
      loadMany: (indexes: number[]) => Promise<(T | Error)[]>,
      label = 'read',
    ): Promise<(T | Error)[]> {
      const out = new Array<T | Error>(keys.length);
      const waits: Promise<void>[] = [];
      const missing: number[] = [];
      const useCache = enabled && !state.forceRefresh;
      // Started once the keys are sorted: the loads of the keys that join no flight under way.
      let startBatch!: (results: Promise<(T | Error)[]>) => void;
      const batch = new Promise<(T | Error)[]>((resolve) => {
        startBatch = resolve;
      });
      /** The value of `keys[i]` from the batch; an Error (or nothing) fails its load. */
      const loadOne = async (i: number): Promise<T> => {
        const j = missing.push(i) - 1;
        const result = (await batch)[j];
        if (result instanceof Error || result === undefined) throw result ?? new Error('missing');
        return result;
      };
      for (const [i, key] of keys.entries()) {
        if (!useCache) {
          waits.push(
            settle(
              loadOne(i).then((value) => store(key, value)),
              out,
              i,
            ),
          );
          continue;
        }
        const hit = trusted(key);
        if (hit) {
          noteHit(state, hit);
          out[i] = hit.value as T;
          continue;
        }
        // Joins the load under way for the key, or adds the key to this batch.
        waits.push(
          settle(
            fetched(key, async () => entryOf(key, await loadOne(i))),
            out,
            i,
          ),
        );
      }
      state.misses += waits.length;
      // A load that throws fails the keys' loads, as a rejected batch does (none stays under way).
      if (missing.length > 0) startBatch((async () => loadMany(missing))());
      if (enabled) {
        // Every key not answered from the cache waits on a flight (its own batch's, or one running).
        const misses = waits.length;
        if (keys.length - misses > 0) options.onOutcome?.(label, 'hit', keys.length - misses);
        if (misses > 0) options.onOutcome?.(label, state.forceRefresh ? 'refresh' : 'miss', misses);
      }
      await Promise.all(waits);
      return out;
    },

    /** Whole answers (bytes or results): looked up and stored by the REST and GraphQL layers. */
    lookup<T>(key: string): CachedEntry<T> | undefined {
      if (!enabled) return undefined;
      return trusted(key) as CachedEntry<T> | undefined;
    },
    keep<T>(key: string, value: T, storedAt: number, size?: number): void {
      if (enabled) store(key, value, storedAt, size);
    },
    /** A whole answer served from the cache (`label`: its operation, or `graphql`), for `Age` and metrics. */
    noteAnswerHit(state: ReadCacheState, entry: CachedEntry, label: string): void {
      noteHit(state, entry);
      options.onOutcome?.(label, 'hit', 1);
    },

    /**
     * A write changed what `consumerId` reads (its records, connections, or the consumer itself):
     * its entries and the account's whole-GraphQL answers become unreachable.
     */
    invalidateConsumer(accountId: string, consumerId: string): void {
      bump(accountId, consumerId);
      options.onInvalidate?.(accountId, consumerId);
    },

    /** The same, told by another process sharing the database. */
    invalidateFromPeer(accountId: string, consumerId: string): void {
      bump(accountId, consumerId);
    },

    /**
     * Invalidations from other processes stop reaching this one (`maxAgeMs`: serve entries at
     * most that old meanwhile), or reach it again (undefined): every entry is dropped then, as
     * any of them may predate a write announced while nobody listened.
     */
    trustFor(maxAgeMs: number | undefined): void {
      trustedForMs = maxAgeMs;
      if (maxAgeMs === undefined) entries.clear();
    },

    /** Entries in the cache (for tests and metrics). */
    get size(): number {
      return entries.size;
    },
    get bytes(): number {
      return entries.calculatedSize;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;

/** NOTIFY channel of invalidations; the payload is `<process nonce>:<account id>:<consumer id>`. */
export const READ_CACHE_CHANNEL = 'lintel_read_cache';

/**
 * Shares invalidations between processes on one PostgreSQL: each one says what it invalidated
 * and applies what the others say (its own notifications come back to it too, and are skipped).
 */
export function createReadCacheSync(notify: (payload: string) => void) {
  const nonce = randomUUID();
  return {
    announce(accountId: string, consumerId: string): void {
      notify(`${nonce}:${accountId}:${consumerId}`);
    },
    receive(payload: string, cache: ReadCache): void {
      const [from, accountId, consumerId] = payload.split(':');
      if (from === nonce || !accountId || !consumerId) return;
      cache.invalidateFromPeer(accountId, consumerId);
    },
  };
}
