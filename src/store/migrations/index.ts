import type { Database, Queryable } from '../db.js';
import { sql as m001 } from './001-init.js';
import { sql as m002 } from './002-webhook-outbox.js';
import { sql as m003 } from './003-idempotency-intents.js';
import { sql as m004 } from './004-event-stream.js';
import { sql as m005 } from './005-client-token-generation.js';
import { sql as m006 } from './006-webhook-log-details.js';
import { sql as m007 } from './007-sandbox-seeds.js';
import { sql as m008 } from './008-sandbox-reservation-local-times.js';
import { run as m009 } from './009-sandbox-kinds-since-created.js';
import { sql as m010 } from './010-event-connection.js';
import { sql as m011 } from './011-secret-key-check.js';
import { sql as m012 } from './012-rate-limits.js';
import { sql as m013 } from './013-clients-scope.js';
import { sql as m014 } from './014-connection-last-error.js';
import { sql as m015 } from './015-webhook-attempt-start.js';
import { sql as m016 } from './016-secret-key-rotation.js';
import { sql as m017 } from './017-accounting-scope.js';
import { run as m018 } from './018-sandbox-accounting-demo.js';

/**
 * What a migration written in code may need besides the database: `seal` seals a value as the
 * store does (`SecretBox.seal`, the row's id as associated data) for a migration that writes a
 * connection. Absent where no key is at hand (the template database, which has no data to change).
 */
export interface MigrationContext {
  seal?: (plaintext: string, associatedData: string) => string;
}

/**
 * A migration: SQL run whole (simple protocol, several statements), or a step that needs code
 * (a data change made from the Sandbox's seed) run with the same connection.
 */
export type Migration = { id: number; name: string } & (
  | { sql: string }
  | { run: (q: Queryable, context?: MigrationContext) => Promise<void> }
);

/**
 * Migrations, one file each, applied in order at start under an advisory lock so several Lintel
 * processes on one PostgreSQL can start together. The same SQL runs on PGlite. Each runs in a
 * transaction with its bookkeeping row. Data of earlier versions is changed here, once, never at
 * every start or at every read.
 */
export const migrations: readonly Migration[] = [
  { id: 1, name: 'init', sql: m001 },
  { id: 2, name: 'webhook-outbox', sql: m002 },
  { id: 3, name: 'idempotency-intents', sql: m003 },
  { id: 4, name: 'event-stream', sql: m004 },
  { id: 5, name: 'client-token-generation', sql: m005 },
  { id: 6, name: 'webhook-log-details', sql: m006 },
  { id: 7, name: 'sandbox-seeds', sql: m007 },
  { id: 8, name: 'sandbox-reservation-local-times', sql: m008 },
  { id: 9, name: 'sandbox-kinds-since-created', run: m009 },
  { id: 10, name: 'event-connection', sql: m010 },
  { id: 11, name: 'secret-key-check', sql: m011 },
  { id: 12, name: 'rate-limits', sql: m012 },
  { id: 13, name: 'clients-scope', sql: m013 },
  { id: 14, name: 'connection-last-error', sql: m014 },
  { id: 15, name: 'webhook-attempt-start', sql: m015 },
  { id: 16, name: 'secret-key-rotation', sql: m016 },
  { id: 17, name: 'accounting-scope', sql: m017 },
  { id: 18, name: 'sandbox-accounting-demo', run: m018 },
];

const MIGRATION_LOCK = 0x4c696e74; // "Lint"

export async function migrate(db: Database, context: MigrationContext = {}): Promise<number[]> {
  return db.withAdvisoryLock(MIGRATION_LOCK, async (q) => {
    await q.query(`create table if not exists schema_migrations (
      id integer primary key, name text not null, applied_at timestamptz not null default now())`);
    const done = new Set(
      (await q.query<{ id: number }>('select id from schema_migrations')).map((r) => r.id),
    );
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await q.exec('begin');
      try {
        if ('sql' in m) await q.exec(m.sql);
        else await m.run(q, context);
        await q.query('insert into schema_migrations(id, name) values ($1, $2)', [m.id, m.name]);
        await q.exec('commit');
      } catch (error) {
        await q.exec('rollback');
        throw error;
      }
      applied.push(m.id);
    }
    return applied;
  });
}
