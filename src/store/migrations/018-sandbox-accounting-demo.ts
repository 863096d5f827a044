import { randomUUID } from 'node:crypto';
import { sandboxSeed } from '../../connectors/sandbox/index.js';
import type { Queryable } from '../db.js';
import type { MigrationContext } from './index.js';

/**
 * Migration 18: the demo consumer (contract §4, §10) is connected to a Sandbox for every API,
 * accounting included. A data directory whose demo consumer was made before the Sandbox
 * Accounting (integration 4) gains that connection, with today's seed, as the bootstrap makes it
 * for a new one. Its credentials are sealed like any connection's (empty: the Sandbox needs none),
 * so the migration needs the key (`context.seal`). Shipped: never edit it, add a new migration.
 */

const INTEGRATION = 4;
const NAME = 'Sandbox Accounting';

export async function run(q: Queryable, context: MigrationContext = {}): Promise<void> {
  const [demo] = await q.query<{ id: string; account_id: string }>(
    `select c.id, c.account_id from settings s join consumers c on c.id::text = s.value
      where s.key = 'demo.consumer_id'
        and not exists (select 1 from connections n where n.consumer_id = c.id and n.integration_id = $1)`,
    [INTEGRATION],
  );
  // No demo consumer (production, a new install, every test database), or it has the connection.
  if (!demo) return;
  if (!context.seal) throw new Error('Migration 18 needs LINTEL_SECRET_KEY to seal the new connection');
  const id = randomUUID();
  await q.query(
    `insert into connections(id, account_id, consumer_id, integration_id, name, credentials)
     values ($1, $2, $3, $4, $5, $6)`,
    [id, demo.account_id, demo.id, INTEGRATION, NAME, context.seal('{}', id)],
  );
  await q.query(
    `insert into sandbox_records(connection_id, kind, id, data)
     select $1, r.elem->>'kind', r.elem->>'id', r.elem->'data'
     from jsonb_array_elements($2::jsonb) with ordinality as r(elem, ord)
     order by r.ord`,
    [id, JSON.stringify(sandboxSeed('accounting', new Date()))],
  );
}
