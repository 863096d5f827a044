/** Migration 2: webhook-outbox. Shipped: never edit it, add a new migration instead. */
export const sql = `
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
`;
