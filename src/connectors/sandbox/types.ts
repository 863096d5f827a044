/**
 * The Sandbox connectors keep their data in Lintel's own database. They reach it through this
 * port (implemented by `store/sandbox.ts`), so the connector folder does not depend on the store.
 */

/**
 * The kind of a stored record: one per resource the Sandbox stores, named by the `KIND` its
 * `seed.ts` exports (`pms_tax`, `invoice`…). Stored in each row: renaming one needs a migration.
 */
export type SandboxKind = string;

export interface SandboxRecord {
  kind: SandboxKind;
  id: string;
  data: Record<string, unknown>;
}

export interface SandboxWhere {
  /** `data->>field = value` for each entry. */
  equals?: Record<string, string>;
  /** `data->>field is not null` for each field. */
  notNull?: string[];
  /** `data->>field` within [from, to) compared as ISO-8601 text. */
  range?: { field: string; from?: string; to?: string };
  /** More such ranges, all of which must hold (an invoice's date window and `updated_after`). */
  ranges?: { field: string; from?: string; to?: string }[];
  /** `data->field` (a JSON array of strings) contains the value. */
  arrayContains?: { field: string; value: string };
}

/**
 * A seed as the store keeps it: the API's name and the key that fixes its records (`seedKey`:
 * the same key, the same records), and how to make them the first time.
 */
export interface SeedRequest {
  api: string;
  key: string;
  build: () => SandboxRecord[];
}

export interface SandboxRepository {
  /** Inserts the records in the given order (their position is the listing order). */
  insertMany(connectionId: string, records: SandboxRecord[]): Promise<void>;
  /**
   * Gives a new connection the records of a seed, in its order: copied from the seed table when
   * that seed is kept there, otherwise made (`build`) and inserted; a seed whose key comes again
   * is kept in the table for the connections after it.
   */
  seed(connectionId: string, seed: SeedRequest): Promise<void>;
  list(
    connectionId: string,
    kind: SandboxKind,
    options: { offset: number; limit: number; where?: SandboxWhere },
  ): Promise<{ items: Record<string, unknown>[]; total: number }>;
  /** The records found among `ids` (any order; missing ids are simply absent). */
  getMany(connectionId: string, kind: SandboxKind, ids: readonly string[]): Promise<SandboxRecord[]>;
  /** Replaces a record's data (used by the change poller's tests and by writes). */
  update(connectionId: string, kind: SandboxKind, id: string, data: Record<string, unknown>): Promise<void>;
}
