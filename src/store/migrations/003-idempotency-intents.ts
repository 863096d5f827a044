/**
 * Migration 3: idempotent writes become intents (contract §1, issue 8). A key is recorded with a
 * short lease before the vendor is called, and names the write to the vendor (`write_id`), so
 * that a write whose answer was lost (a crash, a database failure) can be looked up at the vendor
 * and resolved instead of written twice or left "in progress" for a day.
 *
 * States: `pending` (the write may be running; its holder renews `lease_until`), `done` (the
 * answer is stored), `failed` (nothing was written: the key is free for a retry), `unknown`
 * (Lintel cannot tell whether the vendor holds the record: retries answer 409).
 */
export const sql = `
-- Text, not jsonb: jsonb refuses some valid JSON (\\u0000), and an answer the vendor already
-- gave must always be storable.
alter table idempotency_keys alter column response type text using response::text;
alter table idempotency_keys
  add column state text not null default 'done'
    check (state in ('pending', 'done', 'failed', 'unknown')),
  add column write_id text,
  add column lease_token uuid,
  add column lease_until timestamptz,
  add column operation text,
  add column connection_id uuid references connections(id) on delete set null,
  add column consumer_id uuid,
  add column integration_id integer,
  -- the vendor answered the write (its record exists even if the answer could not be stored)
  add column accepted boolean not null default false,
  -- why the outcome is unknown, for the 409's detail
  add column detail text,
  add column updated_at timestamptz not null default now();

-- Keys of writes that were running when a Lintel without intents stopped: nothing names their
-- record at the vendor, so their outcome is unknown (before, they answered 409 for 24 h).
update idempotency_keys
  set state = 'unknown',
      detail = 'The write was interrupted before this Lintel version recorded write intents'
  where status is null;

create index idempotency_keys_pending on idempotency_keys(lease_until) where state = 'pending';
`;
