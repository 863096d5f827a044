import type { PosAccountingCategory } from '../../../../model/index.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { ALL_LOCATIONS } from '../locations/seed.js';

export const KIND = 'pos_accounting_category';

export interface StoredPosAccountingCategory extends PosAccountingCategory {
  location_ids: string[];
}

// biome-ignore format: a data table, one row per accounting category
export const POS_ACCOUNTING_CATEGORIES: readonly StoredPosAccountingCategory[] = [
  { id: 'acc-hot-drinks', name: 'Hot drinks', code: 'HOT', ledger_account_code: '700100', posting_account_code: '700100', location_ids: ALL_LOCATIONS },
  { id: 'acc-soft-drinks', name: 'Soft drinks', code: 'SOFT', ledger_account_code: '700200', posting_account_code: '700200', location_ids: ALL_LOCATIONS },
  { id: 'acc-alcohol', name: 'Alcoholic beverages', code: 'ALC', ledger_account_code: '700300', posting_account_code: '700300', location_ids: ALL_LOCATIONS },
  { id: 'acc-food', name: 'Food', code: 'FOOD', ledger_account_code: '700400', posting_account_code: '700400', location_ids: ALL_LOCATIONS },
];

export function seed(): SandboxRecord[] {
  return POS_ACCOUNTING_CATEGORIES.map((c) => stored(KIND, c));
}
