import type { Caller } from '../auth/caller.js';
import { callerRights, type ReadCache } from '../services/read-cache.js';
import { restRoutes } from './routes.js';

/**
 * Whole REST answers of the domain reads, kept by the read cache as the bytes sent (serialized
 * once). One key function for the route handler (src/rest/index.ts), which stores them, and the
 * server's memory answers (src/http/memory-answers.ts), which answer them before any framework code runs.
 */

/** The domain reads: `GET /consumers/{consumer_id}/…` of the operation routes, with their operation. */
export const cacheableRestRoutes = restRoutes.flatMap((route) =>
  route.method === 'GET' && route.reads !== undefined ? [{ operation: route.reads, route }] : [],
);

/**
 * Everything a cached answer depends on: the account, the consumer and its generation (bumped by
 * writes), the token's rights, the connection the client picked, the raw flag, and the path with
 * its query as sent.
 */
export function restAnswerKey(
  readCache: ReadCache,
  caller: Pick<Caller, 'accountId' | 'consumerId' | 'scopes'>,
  consumerId: string,
  connectionId: string | null,
  raw: boolean,
  pathAndQuery: string,
): string {
  return [
    readCache.consumerScope(caller.accountId, consumerId),
    'rest',
    callerRights(caller),
    connectionId ?? '',
    raw ? 'raw' : '',
    pathAndQuery,
  ].join('|');
}

/** `/consumers/{consumer_id}/invoicing/taxes` → a pattern capturing the consumer id. */
export function restRoutePattern(path: string): RegExp {
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) =>
      part === '{consumer_id}'
        ? '([^/?#]+)'
        : part.startsWith('{')
          ? '[^/?#]+'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}
