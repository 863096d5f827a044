import type { Queryable } from './db.js';

/**
 * Reads of the outbox for live event streams (the GraphQL `events` subscription). Positions are
 * `(xid, seq)` pairs (migration 004); only events of finished transactions older than any running
 * one are read, so nothing commits behind a cursor and a reader resumes without gaps.
 */

export interface StreamPosition {
  xid: string;
  seq: string;
}

export interface StreamedEvent {
  id: string;
  event: string;
  consumerId: string | null;
  /** The connection its record was read or written through; null for the account's own events. */
  connectionId: string | null;
  /** The webhook envelope, exactly as deliveries send it. */
  body: string;
  position: StreamPosition;
}

export interface StreamFilter {
  accountId: string;
  consumerId: string | null;
  types: readonly string[] | null;
}

export function createEventStreamStore(db: Queryable) {
  return {
    /**
     * Where a new stream starts: every transaction still running may yet commit events, so the
     * stream starts at the oldest of them (events committed just before are possibly repeated,
     * never lost).
     */
    async start(): Promise<StreamPosition> {
      const [row] = await db.query<{ xmin: string }>(
        'select pg_snapshot_xmin(pg_current_snapshot())::text as xmin',
      );
      return { xid: row!.xmin, seq: '0' };
    },

    /** The position of one of the account's events (`after`, `Last-Event-ID`); undefined if unknown. */
    async positionOf(accountId: string, eventId: string): Promise<StreamPosition | undefined> {
      const [row] = await db.query<{ xid: string; seq: string }>(
        'select xid::text as xid, seq::text as seq from webhook_events where account_id = $1 and id = $2',
        [accountId, eventId],
      );
      return row;
    },

    /** The events after `position`, oldest first, at most `limit`. */
    async after(filter: StreamFilter, position: StreamPosition, limit: number): Promise<StreamedEvent[]> {
      const rows = await db.query<{
        id: string;
        event: string;
        consumer_id: string | null;
        connection_id: string | null;
        body: string;
        xid: string;
        seq: string;
      }>(
        `select id, event, consumer_id, connection_id, body, xid::text as xid, seq::text as seq
           from webhook_events
          where account_id = $1
            and (xid, seq) > ($2::xid8, $3::bigint)
            and xid < pg_snapshot_xmin(pg_current_snapshot())
            and ($4::uuid is null or consumer_id = $4::uuid)
            and ($5::text[] is null or event = any($5::text[]))
          order by xid, seq
          limit $6`,
        [filter.accountId, position.xid, position.seq, filter.consumerId, filter.types, limit],
      );
      return rows.map((r) => ({
        id: r.id,
        event: r.event,
        consumerId: r.consumer_id,
        connectionId: r.connection_id,
        body: r.body,
        position: { xid: r.xid, seq: r.seq },
      }));
    },
  };
}
