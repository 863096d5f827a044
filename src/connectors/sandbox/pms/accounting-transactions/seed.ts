import type { PmsAccountingTransaction, PmsAccountingTransactionType } from '../../../../model/index.js';
import { fromCents, toCents } from '../../../../money.js';
import { stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { category } from '../accounting-categories/seed.js';
import { closedInvoices, type StoredInvoice } from '../invoices/seed.js';
import { type Located, property } from '../locations/seed.js';
import type { MethodKind } from '../payment-methods/seed.js';
import type { StoredPayment } from '../payments/seed.js';

export const KIND = 'pms_accounting_transaction';

export type StoredTransaction = PmsAccountingTransaction & Located;

const TRANSACTION_TYPES: Record<string, PmsAccountingTransactionType> = {
  'acc-accommodation': 'room',
  'acc-city-tax': 'tax',
  'acc-food': 'addon',
  'acc-beverages': 'pos',
};

/**
 * The journal of a closed invoice: per line its revenue (tax excluded) and, when taxed, its tax
 * line; per payment a negative line on the payment method's account. Lines of one invoice share
 * `group_id`; a line and its tax line share `sub_group_id`. They sum to what is still due.
 */
function transactionsOf(invoice: StoredInvoice, payments: StoredPayment[]): StoredTransaction[] {
  const p = property(invoice.location_id);
  const partner = invoice.customer_id
    ? {
        id: invoice.customer_id,
        source_ref: {
          id: invoice.partners?.find((x) => x.id === invoice.customer_id)?.source_ref.id ?? null,
          model: 'sandbox.customer',
        },
      }
    : null;
  const common = {
    group_id: invoice.id,
    currency_exchange_rate: 1,
    currency: invoice.payments[0]?.currency ?? 'EUR',
    status: 'posted' as const,
    partner_id: partner,
    reference: invoice.invoice_number,
    location_id: invoice.location_id,
  };
  const out: StoredTransaction[] = [];
  for (const item of invoice.items) {
    const cat = category(item.accounting_category_id);
    const taxCents = toCents(item.tax_amount);
    out.push({
      ...common,
      id: `${item.id}-revenue`,
      source_ref: { id: `${item.source_ref.id}-R`, model: 'sandbox.accounting_entry' },
      date: invoice.closing_date!,
      amount: fromCents(toCents(item.total) - taxCents),
      is_tax_line: false,
      sub_group_id: item.id,
      tax_code: item.tax_id,
      description: item.description ?? '',
      transaction_type: TRANSACTION_TYPES[item.accounting_category_id ?? ''] ?? 'other',
      accounting_category_id: item.accounting_category_id,
      ledger_account_code: cat?.ledger_account_code ?? null,
      origin: { id: item.id, type: 'order' },
      business_date: invoice.business_date,
    });
    if (taxCents !== 0) {
      out.push({
        ...common,
        id: `${item.id}-tax`,
        source_ref: { id: `${item.source_ref.id}-T`, model: 'sandbox.accounting_entry' },
        date: invoice.closing_date!,
        amount: fromCents(taxCents),
        is_tax_line: true,
        sub_group_id: item.id,
        tax_code: item.tax_id,
        description: `VAT ${item.tax_rate}% - ${item.description ?? ''}`,
        transaction_type: 'tax',
        accounting_category_id: item.accounting_category_id,
        ledger_account_code: p.vatLedger,
        origin: { id: item.id, type: 'order' },
        business_date: invoice.business_date,
      });
    }
  }
  for (const payment of payments) {
    const kind = (payment.payment_method_id ?? '').split('-').pop() as MethodKind;
    out.push({
      ...common,
      id: `${payment.id}-entry`,
      source_ref: { id: `${payment.source_ref.id}-P`, model: 'sandbox.accounting_entry' },
      date: payment.date!,
      amount: -payment.total,
      is_tax_line: false,
      sub_group_id: null,
      tax_code: null,
      description: payment.description ?? '',
      transaction_type: 'payment',
      accounting_category_id: null,
      ledger_account_code: p.ledgers[kind] ?? null,
      origin: { id: payment.id!, type: 'payment' },
      business_date: payment.business_date,
    });
  }
  return out;
}

/** Listed in time order, as a PMS lists them. */
export function seed(now: Date): SandboxRecord[] {
  return closedInvoices(now)
    .flatMap(({ invoice, payments }) => transactionsOf(invoice, payments))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
    .map((transaction) => stored(KIND, transaction));
}
