import { LRUCache } from 'lru-cache';
import {
  type ModifierFilter,
  type ModifierGroup,
  type ModifierOption,
  type Page,
  type PageRequest,
  pageOffset,
} from '../../model/index.js';
import { minorDigits } from '../../money.js';
import { joinSharedLoad } from '../http.js';
import type { ModifierListRecord, SquareClient } from './client.js';
import type { SquareHandlers } from './connection.js';
import type { SquareModifier, SquareMoney, SquarePresence } from './types.js';

/**
 * `pos.modifiers.list` on Square: every MODIFIER_LIST of the catalogue, read through all cursor
 * pages, kept per connection for `cacheTtlMs`, then filtered by location and sliced into Lintel's
 * page/size with a total. Square pages by its own cursor (100 per page, no total), so a page of
 * Lintel needs the whole list anyway; the cache lets a client walk pages 1, 2, 3… (or switch
 * `location_id`) with one Square read instead of one per page.
 */

/** Square money (smallest unit) → a decimal amount: 250 USD → 2.5, 500 JPY → 500, 1250 KWD → 1.25. */
export function toAmount(money: SquareMoney | null | undefined): number {
  const amount = money?.amount;
  if (amount === null || amount === undefined) return 0;
  return amount / 10 ** minorDigits(money?.currency);
}

/**
 * Whether a catalog object is at `locationId` (notes, "Location filter"): present everywhere
 * (`present_at_all_locations` not false; true when absent) and not listed as absent there, or
 * listed as present there.
 */
export function isPresentAt(object: SquarePresence, locationId: string): boolean {
  const everywhere = object.present_at_all_locations !== false;
  if (everywhere && !(object.absent_at_location_ids ?? []).includes(locationId)) return true;
  return (object.present_at_location_ids ?? []).includes(locationId);
}

/** A modifier → an option; at a location, that location's override price wins. */
export function toModifierOption(modifier: SquareModifier, locationId: string | null): ModifierOption {
  const data = modifier.modifier_data;
  const override =
    locationId === null
      ? undefined
      : data?.location_overrides?.find((o) => o.location_id === locationId && o.price_money);
  return {
    id: modifier.id,
    name: data?.name ?? '',
    price: toAmount(override?.price_money ?? data?.price_money),
  };
}

/**
 * A modifier list → a modifier group; `raw` is Square's object as sent. Deleted modifiers, and at
 * a location the modifiers absent there, are left out; options follow Square's `ordinal`.
 */
export function toModifierGroup(record: ModifierListRecord, locationId: string | null): ModifierGroup {
  const data = record.list.modifier_list_data;
  const modifiers = (data?.modifiers ?? [])
    .filter((m) => m.is_deleted !== true && (locationId === null || isPresentAt(m, locationId)))
    .map((m, index) => ({ m, index }))
    .sort((a, b) => byOrdinal(a.m, b.m) || a.index - b.index)
    .map(({ m }) => toModifierOption(m, locationId));
  return { id: record.list.id, name: data?.name ?? '', options: modifiers, raw: record.raw };
}

/** Ordinal ascending, modifiers without one after those with one. */
function byOrdinal(a: SquareModifier, b: SquareModifier): number {
  const x = a.modifier_data?.ordinal ?? Number.POSITIVE_INFINITY;
  const y = b.modifier_data?.ordinal ?? Number.POSITIVE_INFINITY;
  return x === y ? 0 : x < y ? -1 : 1;
}

export interface ModifierListCacheOptions {
  /** How long a full read of the modifier lists serves later pages; 0 disables the cache. */
  ttlMs: number;
  now: () => number;
}

/**
 * Full reads of the modifier lists, per connection, for `ttlMs`. Kept by the connector definition
 * rather than by a connection's instance, so instances made for the same connection (a registry
 * rebuilds one on credential changes and may race on a cold start) share one entry. The key
 * carries a fingerprint of the credentials: new credentials never see the old account's lists.
 * Concurrent readers of a cold key share one walk; a failed walk is not kept.
 */
export function createModifierListCache(options: ModifierListCacheOptions) {
  type Load = () => Promise<ModifierListRecord[]>;
  const cache = new LRUCache<string, ModifierListRecord[], Load>({
    max: 1_000,
    ttl: Math.max(options.ttlMs, 1),
    ttlResolution: 0,
    perf: { now: options.now },
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    /** Fresh entry, or the read already under way, or a new read (one walk for concurrent callers). */
    async read(key: string, load: Load): Promise<ModifierListRecord[]> {
      if (options.ttlMs <= 0) return load();
      return joinSharedLoad(async () => (await cache.fetch(key, { context: load })) ?? load());
    },
  };
}

export type ModifierListCache = ReturnType<typeof createModifierListCache>;

/** The `pos.modifiers.list` handler of one connection; `cacheKey` names its cache entry. */
export function createModifierListing(client: SquareClient, cache: ModifierListCache, cacheKey: string) {
  return async (page: PageRequest, filter: ModifierFilter): Promise<Page<ModifierGroup>> => {
    const locationId = filter.location_id ?? null;
    const all = await cache.read(cacheKey, client.listAllModifierLists);
    const lists = all.filter(
      (r) => r.list.is_deleted !== true && (locationId === null || isPresentAt(r.list, locationId)),
    );
    const offset = pageOffset(page);
    return {
      items: lists.slice(offset, offset + page.size).map((r) => toModifierGroup(r, locationId)),
      total: lists.length,
      page: page.page,
      size: page.size,
    };
  };
}

export const handlers = {
  'pos.modifiers.list': (s) => createModifierListing(s.client, s.modifierLists, s.cacheKey),
} satisfies SquareHandlers;
