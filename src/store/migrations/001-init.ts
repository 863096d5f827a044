/** Migration 1: init. Shipped: never edit it, add a new migration instead. */
export const sql = `
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
`;
