/**
 * Where a vendor record was read: its consumer and the connection that served it, so the record's
 * global id and its references (a product's tax) are resolved through the same connection. Kept
 * beside the record in a WeakMap rather than on it: records are shared with the read cache, and
 * adding a property to them would change their shape on every read path.
 */
export interface RecordSource {
  consumerId: string;
  connectionId: string;
  /**
   * The scope parameters the record was read with (an accounting `folder_id`), which its
   * references are read with too: an entry line's account number names an account of its folder.
   */
  scope?: Record<string, unknown>;
}
export type Sourced = Record<string, unknown>;

const sources = new WeakMap<object, RecordSource>();

/** Marks a record (and the records nested in it: an order's items) as read through `source`. */
export function tagSource<T>(value: T, source: RecordSource): T {
  if (Array.isArray(value)) {
    for (const item of value) tagSource(item, source);
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const known = sources.get(value);
    // Already marked by an earlier read of the same (cached) record through the same connection.
    if (known?.connectionId === source.connectionId && known.consumerId === source.consumerId) return value;
    sources.set(value, source);
    // `raw` is the vendor's own record, served as JSON: nothing in it resolves references, and
    // walking it (a Mews invoice's bill, items and payments) cost more than the rest of the page.
    // `for…in` rather than `Object.entries`: no array of pairs per record (records are plain JSON
    // objects, no inherited keys); this walk was 3 % of an uncached read's CPU (issue 29).
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const child = record[key];
      if (key !== 'raw' && child !== null && typeof child === 'object') tagSource(child, source);
    }
  }
  return value;
}

export function sourceOf(record: unknown): RecordSource | undefined {
  return record !== null && typeof record === 'object' ? sources.get(record) : undefined;
}
