import type { PmsAccountingCategory } from '../../../../model/index.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';

export const KIND = 'pms_accounting_category';

// biome-ignore format: a data table, one row per category
export const PMS_ACCOUNTING_CATEGORIES: readonly PmsAccountingCategory[] = [
  { id: 'acc-accommodation', source_ref: { id: 'AC-100', model: 'sandbox.accounting_category' }, name: 'Accommodation', code: 'ACC', ledger_account_code: '700000', posting_account_code: '7000' },
  { id: 'acc-food', source_ref: { id: 'AC-200', model: 'sandbox.accounting_category' }, name: 'Food', code: 'FOOD', ledger_account_code: '700100', posting_account_code: '7001' },
  { id: 'acc-beverages', source_ref: { id: 'AC-210', model: 'sandbox.accounting_category' }, name: 'Beverages', code: 'BEV', ledger_account_code: '700200', posting_account_code: '7002' },
  { id: 'acc-city-tax', source_ref: { id: 'AC-900', model: 'sandbox.accounting_category' }, name: 'City tax (collected for the city)', code: 'CITY', ledger_account_code: '489000', posting_account_code: '4890' },
];

export function category(id: string | null): PmsAccountingCategory | undefined {
  return PMS_ACCOUNTING_CATEGORIES.find((c) => c.id === id);
}

export function seed(): SandboxRecord[] {
  return PMS_ACCOUNTING_CATEGORIES.map((c) => stored(KIND, c));
}
