/**
 * The event stream (GraphQL `events` subscription) reads the outbox in commit-safe order: each
 * event carries the id of the transaction that wrote it (`xid`) and a sequence number. A reader
 * only takes rows whose transaction is older than every transaction still running
 * (`pg_snapshot_xmin`), so a slow transaction can never commit "behind" a reader's cursor.
 */
export const sql = `
alter table webhook_events add column xid xid8 not null default pg_current_xact_id();
alter table webhook_events add column seq bigint generated always as identity;
create index webhook_events_stream on webhook_events(account_id, xid, seq);
`;
