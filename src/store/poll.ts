import type { Queryable } from './db.js';

/** What the change poller remembers per connection: whose turn it is, and what it saw last. */
export function createPollStore(db: Queryable) {
  return {
    /** Connections of these integrations that an active subscription to one of `events` needs and that are due. */
    async dueConnections(kind: string, integrationIds: number[], events: string[]) {
      const rows = await db.read<{
        id: string;
        account_id: string;
        consumer_id: string;
        integration_id: number;
        updated_at: Date;
        last_error_at: Date | null;
      }>(
        `select c.id, c.account_id, c.consumer_id, c.integration_id, c.updated_at, c.last_error_at from connections c
         where c.status = 'active' and c.integration_id = any($1::int[])
           and exists (select 1 from webhooks w where w.account_id = c.account_id and w.status = 'active'
             and w.event = any($2::text[]) and (w.integration_id is null or w.integration_id = c.integration_id))
           and not exists (select 1 from poll_state p where p.connection_id = c.id and p.kind = $3 and p.next_poll_at > now())`,
        [integrationIds, events, kind],
      );
      return rows.map((r) => ({
        id: r.id,
        accountId: r.account_id,
        consumerId: r.consumer_id,
        integrationId: r.integration_id,
        updatedAt: r.updated_at,
        /** When a failure is recorded on it (`LinkedAccount.lastError`), or null. */
        lastError: r.last_error_at,
      }));
    },

    /** Claims a connection's turn until `nextInSeconds` from now; undefined when not due (another process has it). */
    async claimTurn(
      connectionId: string,
      kind: string,
      nextInSeconds: number,
    ): Promise<{ baselineDone: boolean } | undefined> {
      await db.query(
        'insert into poll_state(connection_id, kind) values ($1, $2) on conflict (connection_id, kind) do nothing',
        [connectionId, kind],
      );
      const [turn] = await db.query<{ baseline_done: boolean }>(
        `update poll_state set next_poll_at = now() + make_interval(secs => $3), last_polled_at = now()
         where connection_id = $1 and kind = $2 and next_poll_at <= now() returning baseline_done`,
        [connectionId, kind, nextInSeconds],
      );
      return turn && { baselineDone: turn.baseline_done };
    },

    async fingerprints(connectionId: string, kind: string): Promise<Map<string, string>> {
      const rows = await db.read<{ record_id: string; fingerprint: string }>(
        'select record_id, fingerprint from poll_snapshots where connection_id = $1 and kind = $2',
        [connectionId, kind],
      );
      return new Map(rows.map((r) => [r.record_id, r.fingerprint]));
    },

    async saveFingerprint(
      connectionId: string,
      kind: string,
      recordId: string,
      fingerprint: string,
    ): Promise<void> {
      await db.query(
        `insert into poll_snapshots(connection_id, kind, record_id, fingerprint) values ($1, $2, $3, $4)
         on conflict (connection_id, kind, record_id) do update set fingerprint = excluded.fingerprint, updated_at = now()`,
        [connectionId, kind, recordId, fingerprint],
      );
    },

    async markBaseline(connectionId: string, kind: string): Promise<void> {
      await db.query('update poll_state set baseline_done = true where connection_id = $1 and kind = $2', [
        connectionId,
        kind,
      ]);
    },
  };
}
