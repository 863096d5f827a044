import { sandboxSeed } from '../../connectors/sandbox/index.js';
import type { Api } from '../../model/index.js';
import type { Queryable } from '../db.js';

/**
 * Migration 9: the Sandbox connections made before a kind of record existed (invoices, POS
 * orders, the PMS breadth…) get that kind's records of today's seed, once, in one statement per
 * integration; the kinds a connection has are left as they are. Until now this ran at every start
 * (the Sandbox's `onStart`). It reads the seed of the version that runs it, as that start-up
 * step did. Shipped: never edit it, add a new migration instead.
 */

/** The Sandbox integrations (contract §5) and the API each serves. */
const SANDBOX_APIS: [integrationId: number, api: Api][] = [
  [1, 'invoicing'],
  [2, 'pos'],
  [3, 'pms'],
];

export async function run(q: Queryable): Promise<void> {
  // A new install (and every test database) has no connection: no seed is built.
  const [found] = await q.query<{ any: boolean }>(
    'select exists (select 1 from connections where integration_id = any($1::int[])) as any',
    [SANDBOX_APIS.map(([integrationId]) => integrationId)],
  );
  if (!found?.any) return;
  const now = new Date();
  for (const [integrationId, api] of SANDBOX_APIS) {
    const records = sandboxSeed(api, now);
    // Two processes cannot run this at once (the migrations' lock); a connection keeps the
    // kinds it has, written or not.
    await q.query(
      `insert into sandbox_records(connection_id, kind, id, data)
       select c.id, r.elem->>'kind', r.elem->>'id', r.elem->'data'
       from connections c
       cross join jsonb_array_elements($2::jsonb) with ordinality as r(elem, ord)
       where c.integration_id = $1
         and not exists (
           select 1 from sandbox_records s where s.connection_id = c.id and s.kind = r.elem->>'kind')
       order by c.id, r.ord`,
      [integrationId, JSON.stringify(records)],
    );
  }
}
