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

/** A domain read's route matched by a path, with its path parameters (as sent: no `%` in them). */
export interface CacheableMatch {
  route: (typeof cacheableRestRoutes)[number]['route'];
  operation: (typeof cacheableRestRoutes)[number]['operation'];
  params: Record<string, string>;
}

/**
 * The first domain read (in the route table's order) whose path template matches `path`, as
 * Hono would pick it among them. Routes are grouped by their API and resource segments
 * (`/consumers/{id}/invoicing/taxes`: `invoicing/taxes`), so a path is tried against its own few
 * rather than against every one.
 */
export function createCacheableMatcher(
  routes: readonly (typeof cacheableRestRoutes)[number][] = cacheableRestRoutes,
): (path: string) => CacheableMatch | undefined {
  interface Candidate {
    index: number;
    entry: (typeof cacheableRestRoutes)[number];
    pattern: RegExp;
    names: string[];
  }
  const candidates: Candidate[] = routes.map((entry, index) => {
    const names: string[] = [];
    const source = entry.route.path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        if (!part.startsWith('{')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part.slice(1, -1));
        return '([^/?#]+)';
      })
      .join('');
    return { index, entry, pattern: new RegExp(`^${source}$`), names };
  });
  const groupOf = (segments: string[]) => `${segments[3] ?? ''}/${segments[4] ?? ''}`;
  const literal = (segment: string | undefined) => segment !== undefined && !segment.startsWith('{');
  // Templates whose API or resource segment is a parameter are candidates of every group.
  const anywhere = candidates.filter((c) => {
    const segments = c.entry.route.path.split('/');
    return !literal(segments[3]) || !literal(segments[4]);
  });
  const groups = new Map<string, Candidate[]>();
  for (const c of candidates) {
    if (anywhere.includes(c)) continue;
    const key = groupOf(c.entry.route.path.split('/'));
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  for (const [key, list] of groups)
    groups.set(
      key,
      [...list, ...anywhere].sort((a, b) => a.index - b.index),
    );
  return (path) => {
    let third = path.indexOf('/', 1);
    third = third < 0 ? -1 : path.indexOf('/', third + 1);
    const rest = third < 0 ? '' : path.slice(third + 1);
    const slash = rest.indexOf('/');
    const next = slash < 0 ? -1 : rest.indexOf('/', slash + 1);
    const list = groups.get(next < 0 ? rest : rest.slice(0, next)) ?? anywhere;
    for (const { entry, pattern, names } of list) {
      const match = pattern.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      for (let i = 0; i < names.length; i++) params[names[i]!] = match[i + 1]!;
      return { route: entry.route, operation: entry.operation, params };
    }
    return undefined;
  };
}
