import type {
  InvoicingBankTransaction,
  InvoicingInvoiceType,
  InvoicingPayment,
} from '../../../../model/index.js';
import { fromCents, toCents } from '../../../../money.js';
import { isoDate, utcDay } from '../../dates.js';
import { sameInstant, stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { partnerName, seedContacts } from '../contacts/seed.js';
import { invoiceBook, type StoredInvoice } from '../invoices/seed.js';

export const KIND = 'bank_transaction';

/** The company's two accounts (`bank-accounts/seed.ts`): the current one and the savings. */
export const MAIN_ACCOUNT = 'bank-0001';
export const SAVINGS_ACCOUNT = 'bank-0002';

/** A transaction as stored: the model's record and the account the listing filters on. */
export type StoredBankTransaction = InvoicingBankTransaction & { bank_account_id: string };

/** Which way money moves on the bank for a payment of this kind of invoice. */
export function bankSign(type: InvoicingInvoiceType): 1 | -1 {
  return type === 'customer_invoice' || type === 'supplier_refund' ? 1 : -1;
}

/**
 * The bank statement lines of both accounts, in date order: the payments made by transfer or
 * card on the main account, reconciled with their invoice (`names`: the partners' names the
 * statement shows), then the movements not (yet) matched with an invoice, and the savings'.
 */
export function seedBankTransactions(
  now: Date,
  invoices: readonly StoredInvoice[],
  payments: readonly InvoicingPayment[],
  names: ReadonlyMap<string, string>,
): StoredBankTransaction[] {
  const transactions: StoredBankTransaction[] = [];
  const invoiceById = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  for (const payment of payments) {
    if (payment.payment_method_id === 'pm-cash') continue;
    const invoice = invoiceById.get(payment.invoice_id!)!;
    const cents = toCents(payment.amount);
    const partner = payment.partner_id!;
    const sign = bankSign(invoice.invoice_type);
    transactions.push({
      id: '',
      source_ref: { id: null, model: 'sandbox.bank.statement.line' },
      status: 'done',
      bank_account_id: MAIN_ACCOUNT,
      amount: fromCents(sign * cents),
      date: payment.payment_date.slice(0, 10),
      description: `${sign > 0 ? 'Transfer from' : 'Transfer to'} ${names.get(partner) ?? partner} — ${payment.invoice_number}`,
      currency: 'EUR',
      currency_exchange_rate: 1,
      accounting_code: invoice.invoice_type.startsWith('customer') ? '400000' : '440000',
      linked_documents: [
        { id: invoice.id, source_ref: { ...invoice.source_ref }, amount: fromCents(cents), type: 'invoice' },
      ],
    });
  }

  // Movements not (yet) matched with an invoice, and the savings account's own.
  // biome-ignore format: a data table, one row per transaction
  const others: [account: string, daysAgo: number, cents: number, status: 'draft' | 'done', description: string, code: string | null][] = [
    [MAIN_ACCOUNT, 88, -1250, 'done', 'Bank charges — quarterly account fee', '657000'],
    [MAIN_ACCOUNT, 62, -500_000, 'done', 'Transfer to savings account BE71 0961 2345 6769', '580000'],
    [MAIN_ACCOUNT, 31, -185_000, 'done', 'Salaries advance — payroll provider', '455000'],
    [MAIN_ACCOUNT, 6, 48_400, 'draft', 'Incoming transfer, communication missing — Greenfield Events SRL', null],
    [MAIN_ACCOUNT, 2, -1250, 'draft', 'Bank charges — quarterly account fee', null],
    [SAVINGS_ACCOUNT, 62, 500_000, 'done', 'Transfer from current account BE68 5390 0754 7034', '580000'],
    [SAVINGS_ACCOUNT, 30, 1_875, 'done', 'Interest, monthly credit', '751000'],
    [SAVINGS_ACCOUNT, 1, 1_912, 'draft', 'Interest, monthly credit', null],
  ];
  for (const [account, daysAgo, cents, status, description, code] of others) {
    transactions.push({
      id: '',
      source_ref: { id: null, model: 'sandbox.bank.statement.line' },
      status,
      bank_account_id: account,
      amount: fromCents(cents),
      date: isoDate(utcDay(now, -daysAgo)),
      description,
      currency: 'EUR',
      currency_exchange_rate: 1,
      accounting_code: code,
      linked_documents: [],
    });
  }
  transactions.sort((a, b) => a.date.localeCompare(b.date));
  transactions.forEach((t, n) => {
    t.id = `banktx-${String(n + 1).padStart(4, '0')}`;
    t.source_ref = { id: String(900 + n + 1), model: 'sandbox.bank.statement.line' };
  });
  return transactions;
}

/** The statement lines of the seed dated `now` (made once per seed: the accounts sum them). */
export const bankTransactions = sameInstant((now: Date) => {
  const { invoices, payments } = invoiceBook(now);
  const names = new Map(seedContacts().map((c) => [c.id, partnerName(c)]));
  return seedBankTransactions(now, invoices, payments, names);
});

export function seed(now: Date): SandboxRecord[] {
  return bankTransactions(now).map((t) => stored(KIND, t));
}
