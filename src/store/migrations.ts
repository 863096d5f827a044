import type { Database } from './db.js';

/**
 * Migrations, applied in order at start under an advisory lock so several Lintel processes on one
 * PostgreSQL can start together. The same SQL runs on PGlite. Never edit a shipped migration:
 * append a new one.
 */
const migrations: { id: number; name: string; sql: string }[] = [
  {
    id: 1,
    name: 'init',
    sql: `
create table accounts (
  id uuid primary key,
  name text not null,
  created_at timestamptz not null default now()
);

create table api_clients (
  id uuid primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  name text not null,
  -- scrypt$<salt>$<hash>: the secret itself is never stored
  secret_hash text not null,
  scopes text[] not null,
  created_at timestamptz not null default now()
);
create index api_clients_account on api_clients(account_id);

create table settings (
  key text primary key,
  value text not null
);

create table consumers (
  id uuid primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  name text not null,
  email text,
  internal_reference text,
  redirect_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index consumers_account on consumers(account_id, created_at, id);

create table connections (
  id uuid primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  consumer_id uuid not null references consumers(id) on delete cascade,
  integration_id integer not null,
  name text not null,
  status text not null default 'active',
  -- AES-256-GCM under LINTEL_SECRET_KEY, the connection id as associated data
  credentials text not null,
  data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index connections_consumer on connections(consumer_id, created_at, id);

create table webhooks (
  id uuid primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  event text not null,
  url text not null,
  status text not null default 'active',
  -- encrypted like credentials (it must be readable to sign), the webhook id as associated data
  signing_secret text,
  integration_id integer,
  created_by uuid not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (account_id, url, event)
);

create table webhook_logs (
  id uuid primary key,
  webhook_id uuid not null references webhooks(id) on delete cascade,
  account_id uuid not null,
  event text not null,
  url text not null,
  http_status integer not null,
  integration_id integer,
  payload jsonb,
  created_at timestamptz not null default now()
);
create index webhook_logs_webhook on webhook_logs(webhook_id, created_at desc, id);

create table idempotency_keys (
  account_id uuid not null references accounts(id) on delete cascade,
  key text not null,
  request_hash text not null,
  status integer,
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (account_id, key)
);

create table sandbox_records (
  connection_id uuid not null references connections(id) on delete cascade,
  kind text not null,
  id text not null,
  -- insertion order, the listing order
  seq bigint generated always as identity,
  data jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (connection_id, kind, id)
);
create index sandbox_records_order on sandbox_records(connection_id, kind, seq);
`,
  },
  {
    id: 2,
    name: 'webhook-outbox',
    sql: `
-- The transactional outbox: an event row is written in the transaction of the change that
-- causes it, with one delivery row per matching subscription.
create table webhook_events (
  id uuid primary key,
  account_id uuid not null references accounts(id) on delete cascade,
  event text not null,
  consumer_id uuid,
  integration_id integer,
  -- the exact JSON body sent (and signed) on every attempt
  body text not null,
  created_at timestamptz not null default now()
);
create index webhook_events_account on webhook_events(account_id, created_at);

create table webhook_deliveries (
  id uuid primary key,
  event_id uuid not null references webhook_events(id) on delete cascade,
  webhook_id uuid not null references webhooks(id) on delete cascade,
  -- pending → delivering → delivered | failed (given up) | cancelled (subscription gone or off)
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- a claimed delivery is owned until then; a crashed owner's claim simply expires
  locked_until timestamptz,
  last_http_status integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index webhook_deliveries_due on webhook_deliveries(next_attempt_at) where status in ('pending', 'delivering');
create index webhook_deliveries_webhook on webhook_deliveries(webhook_id, status);

alter table webhooks add column failing_since timestamptz;
alter table webhook_logs add column event_id uuid;
alter table webhook_logs add column delivery_id uuid;

-- What the change poller saw last, per connection and record.
create table poll_snapshots (
  connection_id uuid not null references connections(id) on delete cascade,
  kind text not null,
  record_id text not null,
  fingerprint text not null,
  updated_at timestamptz not null default now(),
  primary key (connection_id, kind, record_id)
);
create table poll_state (
  connection_id uuid not null references connections(id) on delete cascade,
  kind text not null,
  baseline_done boolean not null default false,
  last_polled_at timestamptz,
  next_poll_at timestamptz not null default now(),
  primary key (connection_id, kind)
);
`,
  },
];

const MIGRATION_LOCK = 0x4c696e74; // "Lint"

export async function migrate(db: Database): Promise<number[]> {
  return db.withAdvisoryLock(MIGRATION_LOCK, async (q) => {
    await q.query(`create table if not exists schema_migrations (
      id integer primary key, name text not null, applied_at timestamptz not null default now())`);
    const done = new Set(
      (await q.query<{ id: number }>('select id from schema_migrations')).map((r) => r.id),
    );
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await q.query('begin');
      try {
        // Statement by statement: the extended protocol takes one statement per query.
        for (const statement of splitStatements(m.sql)) await q.query(statement);
        await q.query('insert into schema_migrations(id, name) values ($1, $2)', [m.id, m.name]);
        await q.query('commit');
      } catch (error) {
        await q.query('rollback');
        throw error;
      }
      applied.push(m.id);
    }
    return applied;
  });
}

function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s.length > 0);
}
