import type { Queryable } from './db.js';

/**
 * Reads of the outbox for live event streams (the GraphQL `events` subscription). Positions are
 * `(xid, seq)` pairs (migration 004); only events of finished transactions older than any running
 * one are read, so nothing commits behind a cursor and a reader resumes without gaps.
 */

export interface StreamPosition {
  xid: string;
  seq: string;
  /**
   * For a stream started "from now": the snapshot taken at its start. The events of the
   * transactions that snapshot sees had committed before the stream began and are never read; a
   * transaction that committed later can still have a smaller xid than one that committed
   * earlier, so the snapshot stays with the stream's position for its whole life.
   */
  before?: string;
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
     * stream reads from the oldest of them on, and skips the events of every transaction the
     * current snapshot already sees committed (those happened before the stream began: neither
     * lost nor repeated).
     */
    async start(): Promise<StreamPosition> {
      const [row] = await db.read<{ xmin: string; snapshot: string }>(
        'select pg_snapshot_xmin(s)::text as xmin, s::text as snapshot from pg_current_snapshot() as s',
      );
      return { xid: row!.xmin, seq: '0', before: row!.snapshot };
    },

    /** The position of one of the account's events (`after`, `Last-Event-ID`); undefined if unknown. */
    async positionOf(accountId: string, eventId: string): Promise<StreamPosition | undefined> {
      const [row] = await db.read<{ xid: string; seq: string }>(
        'select xid::text as xid, seq::text as seq from webhook_events where account_id = $1 and id = $2',
        [accountId, eventId],
      );
      return row;
    },

    /** The events after `position`, oldest first, at most `limit`. */
    async after(filter: StreamFilter, position: StreamPosition, limit: number): Promise<StreamedEvent[]> {
      const rows = await db.read<{
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
            and ($7::pg_snapshot is null or not pg_visible_in_snapshot(xid, $7::pg_snapshot))
          order by xid, seq
          limit $6`,
        [
          filter.accountId,
          position.xid,
          position.seq,
          filter.consumerId,
          filter.types,
          limit,
          position.before ?? null,
        ],
      );
      return rows.map((r) => ({
        id: r.id,
        event: r.event,
        consumerId: r.consumer_id,
        connectionId: r.connection_id,
        body: r.body,
        position: { xid: r.xid, seq: r.seq, ...(position.before ? { before: position.before } : {}) },
      }));
    },
  };
}
