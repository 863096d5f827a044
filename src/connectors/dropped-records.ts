import type { z } from 'zod';

/**
 * Vendor records a connector could not map, left out of the page instead of failing it: each is
 * logged once as a `warn` line (connector, kind, vendor id, why, never a value) and counted per
 * connector and kind since the process started, for the metrics endpoint to read.
 */

export interface DroppedRecord {
  /** Connector name, e.g. `Mews`. */
  connector: string;
  /** The vendor's record type, e.g. `Bill`, `OrderItem`, `MODIFIER`. */
  kind: string;
  /** The vendor's id of the record, when it has a readable one. */
  id: string | null;
  /** Why it could not be mapped: field paths and rules, never the values. */
  reason: string;
}

/** The slice of a pino logger a connector needs. */
export interface WarnLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface DroppedRecordCount {
  connector: string;
  kind: string;
  count: number;
}

export function createDroppedRecords() {
  const counts = new Map<string, DroppedRecordCount>();
  return {
    /** Counts `record`, and logs it on `logger` when one is given. */
    drop(record: DroppedRecord, logger?: WarnLogger): void {
      const key = `${record.connector}\u0000${record.kind}`;
      const entry = counts.get(key) ?? { connector: record.connector, kind: record.kind, count: 0 };
      entry.count++;
      counts.set(key, entry);
      logger?.warn(
        { connector: record.connector, kind: record.kind, vendorId: record.id, reason: record.reason },
        `${record.connector}: dropped a ${record.kind} record Lintel cannot map`,
      );
    },
    /** Every count so far, by connector then kind. */
    counts(): DroppedRecordCount[] {
      return [...counts.values()]
        .map((c) => ({ ...c }))
        .sort((a, b) => a.connector.localeCompare(b.connector) || a.kind.localeCompare(b.kind));
    },
    /** Records of `connector` (and `kind`) dropped so far. */
    count(connector: string, kind?: string): number {
      let n = 0;
      for (const c of counts.values()) {
        if (c.connector === connector && (kind === undefined || c.kind === kind)) n += c.count;
      }
      return n;
    },
  };
}

export type DroppedRecords = ReturnType<typeof createDroppedRecords>;

/**
 * The counters of connectors built without their own. The app passes each of its vendor
 * connectors its own set (through `VendorConnectorOptions`), which its `/metrics` reads.
 */
export const droppedRecords: DroppedRecords = createDroppedRecords();

/** What a parse failure says about a record, safe for logs: paths and rules, never values. */
export function describeIssues(error: z.ZodError, max = 3, root = '(record)'): string {
  return error.issues
    .slice(0, max)
    .map((issue) => `${issue.path.join('.') || root}: ${issue.message}`)
    .join('; ');
}

/** The vendor's id of a raw record (`Id`, `id`), when it is a string or a number. */
export function rawId(raw: unknown, field = 'Id'): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = (raw as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}
