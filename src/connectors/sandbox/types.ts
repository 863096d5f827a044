/**
 * The Sandbox connectors keep their data in Lintel's own database. They reach it through this
 * port (implemented by `store/sandbox.ts`), so the connector folder does not depend on the store.
 */
export type SandboxKind =
  | 'tax'
  | 'product'
  | 'opportunity'
  | 'contact'
  | 'modifier_group'
  | 'pms_tax'
  | 'pms_order'
  | 'pms_location'
  | 'pms_customer'
  | 'pms_accounting_category'
  | 'pms_payment_method'
  | 'pms_invoice'
  | 'pms_payment'
  | 'pms_accounting_transaction'
  | 'pos_location'
  | 'pos_tax_rate'
  | 'pos_payment_method'
  | 'pos_accounting_category'
  | 'pos_product_category'
  | 'pos_product'
  | 'pos_customer'
  | 'pos_order'
  | 'pos_payment'
  | 'pos_objective'
  | 'invoice'
  | 'invoicing_payment'
  | 'payment_method'
  | 'bank_account'
  | 'bank_transaction'
  | 'document';

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

export interface SandboxRepository {
  /** Inserts the records in the given order (their position is the listing order). */
  insertMany(connectionId: string, records: SandboxRecord[]): Promise<void>;
  list(
    connectionId: string,
    kind: SandboxKind,
    options: { offset: number; limit: number; where?: SandboxWhere },
  ): Promise<{ items: Record<string, unknown>[]; total: number }>;
  /** The records found among `ids` (any order; missing ids are simply absent). */
  getMany(connectionId: string, kind: SandboxKind, ids: readonly string[]): Promise<SandboxRecord[]>;
  /** The kinds among `kinds` that some connection of the integration holds no record of. */
  missingKinds(integrationId: number, kinds: readonly SandboxKind[]): Promise<SandboxKind[]>;
  /**
   * Gives every connection of the integration the records of each kind it holds no record of
   * yet (its data made before that kind existed); kinds it has are left as they are. One
   * statement; safe to run concurrently.
   */
  insertMissingKinds(integrationId: number, records: SandboxRecord[]): Promise<void>;
  /** Replaces a record's data (used by the change poller's tests and by product writes). */
  update(connectionId: string, kind: SandboxKind, id: string, data: Record<string, unknown>): Promise<void>;
}
