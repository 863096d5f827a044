import { LRUCache } from 'lru-cache';
import { joinSharedLoad } from '../http.js';
import type { MewsClient } from './client.js';
import {
  configurationResponse,
  enterpriseList,
  type MewsConfiguration,
  type MewsEnterprise,
  type MewsTaxEnvironment,
  taxEnvironmentList,
} from './types.js';

/** How long one connection reuses `configuration/get` and `taxEnvironments/getAll`: 5 minutes. */
export const MEWS_CONFIGURATION_TTL_MS = 5 * 60_000;

export interface MewsContext {
  enterprise: MewsConfiguration['Enterprise'];
  /** The enterprise's tax environment; null when it has none or Mews does not list it. */
  taxEnvironment: MewsTaxEnvironment | null;
  /**
   * A portfolio token's properties (enterprises/getAll), each with its own time zone; empty for
   * a token of one enterprise (`Enterprise.IsPortfolio` false), which is its only property.
   */
  enterprises: MewsEnterprise[];
}

/**
 * The enterprise and its tax environment (and a portfolio's enterprises), cached per connection for `ttlMs`: both change only
 * when a property is reconfigured, and every listing needs them. Concurrent callers share one
 * in-flight load; a failed load is not kept.
 */
export function createContextCache(client: MewsClient, ttlMs: number, now: () => number) {
  const cache = new LRUCache<'context', MewsContext>({
    max: 1,
    ttl: Math.max(ttlMs, 1),
    ttlResolution: 0,
    perf: { now },
    fetchMethod: () => load(),
  });

  async function load(): Promise<MewsContext> {
    // Both calls at once: `taxEnvironments/getAll` lists every environment, no code needed.
    const [configuration, environments] = await Promise.all([
      // configuration/get (operations/configuration.md)
      client.call('configuration/get', {}, configurationResponse, 'read the enterprise configuration'),
      // taxEnvironments/getAll (operations/taxenvironments.md)
      client.callList('taxEnvironments/getAll', taxEnvironmentList, 'list tax environments'),
    ]);
    const code = configuration.Enterprise.TaxEnvironmentCode ?? null;
    // enterprises/getAll (operations/enterprises.md): only a portfolio token reaches several.
    const enterprises = configuration.Enterprise.IsPortfolio
      ? await client.getAll('enterprises/getAll', {}, enterpriseList, 'list enterprises')
      : [];
    return {
      enterprise: configuration.Enterprise,
      taxEnvironment: code === null ? null : (environments.find((e) => e.Code === code) ?? null),
      enterprises,
    };
  }

  return {
    async get(): Promise<MewsContext> {
      if (ttlMs <= 0) return load();
      return joinSharedLoad(async () => (await cache.fetch('context')) ?? load());
    },
  };
}

export type MewsContextCache = ReturnType<typeof createContextCache>;
