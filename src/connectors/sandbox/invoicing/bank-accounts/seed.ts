import type { InvoicingBankAccount } from '../../../../model/index.js';
import { fromCents, toCents } from '../../../../money.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import {
  bankTransactions,
  MAIN_ACCOUNT,
  SAVINGS_ACCOUNT,
  type StoredBankTransaction,
} from '../bank-transactions/seed.js';

export const KIND = 'bank_account';

const BANK_ACCOUNTS = [
  {
    id: MAIN_ACCOUNT,
    vendorId: '11',
    name: 'KBC Business Current',
    iban: 'BE68539007547034',
    openingCents: 2_450_000,
  },
  {
    id: SAVINGS_ACCOUNT,
    vendorId: '12',
    name: 'Belfius Business Savings',
    iban: 'BE71096123456769',
    openingCents: 1_500_000,
  },
] as const;

/** The two accounts, each with its opening balance plus its transactions. */
export function seedBankAccounts(transactions: readonly StoredBankTransaction[]): InvoicingBankAccount[] {
  return BANK_ACCOUNTS.map((a) => {
    const movedCents = transactions
      .filter((t) => t.bank_account_id === a.id)
      .reduce((sum, t) => sum + toCents(t.amount), 0);
    return {
      id: a.id,
      source_ref: { id: a.vendorId, model: 'sandbox.bank.account' },
      name: a.name,
      iban: a.iban,
      currency: 'EUR',
      balance: fromCents(a.openingCents + movedCents),
    };
  });
}

export function seed(now: Date): SandboxRecord[] {
  return seedBankAccounts(bankTransactions(now)).map((a) => stored(KIND, a));
}
