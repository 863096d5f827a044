import type { AccountingAnalyticDistribution } from '../../../model/accounting/index.js';
import {
  round2,
  type StoredInvoice,
  type StoredInvoiceLine,
  type StoredLine,
  type StoredVatCode,
} from './books.js';

/**
 * How a document is booked: the entry lines of an invoice (partner, revenue or expense, VAT) and
 * of a payment. The seed and the writes post through the same functions, so a written invoice is
 * booked exactly as a seeded one.
 */

/** The collective accounts of the Belgian minimum chart the postings use. */
export const PCMN = {
  customers: '400000',
  suppliers: '440000',
  vatDeductible: '411000',
  vatDue: '451000',
  bank: '550000',
} as const;

/** A line's amounts: its untaxed amount and its tax, each to the cent (as written, when it was). */
export function lineAmounts(
  line: Pick<StoredInvoiceLine, 'quantity' | 'unit_price' | 'tax_rate' | 'untaxed_amount' | 'tax_amount'>,
) {
  const untaxed = line.untaxed_amount ?? round2(line.quantity * line.unit_price);
  const tax = line.tax_amount ?? round2((untaxed * line.tax_rate) / 100);
  return { untaxed, tax, total: round2(untaxed + tax) };
}

/** An invoice's totals, from its lines. */
export function invoiceAmounts(invoice: Pick<StoredInvoice, 'lines'>) {
  let untaxed = 0;
  let tax = 0;
  for (const line of invoice.lines) {
    const a = lineAmounts(line);
    untaxed += a.untaxed;
    tax += a.tax;
  }
  return { untaxed: round2(untaxed), tax: round2(tax), total: round2(untaxed + tax) };
}

/** True for a sale or a client's credit note: the partner is a client (400000). */
export function isSale(type: StoredInvoice['invoice_type']): boolean {
  return type === 'customer_invoice' || type === 'customer_refund';
}

/**
 * Which way the partner line goes: a sale and a supplier's credit note are owed to the company
 * (debit), a purchase and a client's credit note are owed by it (credit).
 */
function partnerDebits(type: StoredInvoice['invoice_type']): boolean {
  return type === 'customer_invoice' || type === 'supplier_refund';
}

/** A line of `amount` on the side given: debit when `debit`, credit otherwise. */
function sided(
  id: string,
  account: string,
  amount: number,
  debit: boolean,
  fields: {
    partner_id?: string | null;
    description?: string | null;
    analytic?: AccountingAnalyticDistribution[];
  },
): StoredLine {
  // A negative amount (a discount line) books on the other side.
  const onDebit = amount >= 0 ? debit : !debit;
  const value = round2(Math.abs(amount));
  return {
    id,
    account_number: account,
    partner_id: fields.partner_id ?? null,
    description: fields.description ?? null,
    debit: onDebit ? value : 0,
    credit: onDebit ? 0 : value,
    analytic_distribution: fields.analytic ?? [],
  };
}

/**
 * The entry lines of an invoice: one per invoice line on its revenue or expense account (with its
 * analytic distribution), one per VAT code on the code's account (due on sales, deductible on
 * purchases), and the partner's line on 400000 or 440000 for the total. Balanced by construction.
 */
export function invoicePosting(
  entryId: string,
  invoice: Pick<StoredInvoice, 'invoice_type' | 'partner_id' | 'invoice_number' | 'lines'>,
  vatCodes: ReadonlyMap<string, StoredVatCode>,
): StoredLine[] {
  const sale = isSale(invoice.invoice_type);
  const partnerDebit = partnerDebits(invoice.invoice_type);
  let n = 0;
  const nextId = () => `${entryId}-${++n}`;
  const { total } = invoiceAmounts(invoice);
  const lines: StoredLine[] = [
    sided(nextId(), sale ? PCMN.customers : PCMN.suppliers, total, partnerDebit, {
      partner_id: invoice.partner_id,
      description: invoice.invoice_number,
    }),
  ];
  const taxes = new Map<string, number>();
  for (const line of invoice.lines) {
    const a = lineAmounts(line);
    lines.push(
      sided(nextId(), line.account_number, a.untaxed, !partnerDebit, {
        partner_id: invoice.partner_id,
        description: line.description,
        analytic: line.analytic_distribution,
      }),
    );
    taxes.set(line.tax_code, (taxes.get(line.tax_code) ?? 0) + a.tax);
  }
  for (const [code, tax] of taxes) {
    if (round2(tax) === 0) continue;
    const vat = vatCodes.get(code);
    const account = sale
      ? (vat?.payable_account ?? PCMN.vatDue)
      : (vat?.deductible_account ?? PCMN.vatDeductible);
    lines.push(
      sided(nextId(), account, round2(tax), !partnerDebit, {
        partner_id: invoice.partner_id,
        description: vat?.label ?? code,
      }),
    );
  }
  return lines;
}

/**
 * The lines of a payment booked in a bank journal: money in on the bank account and out of the
 * partner's account (a client paying), or the other way round (paying a supplier). `amount` is
 * what settles the partner's account, signed as its open item (positive: the client owed it).
 */
export function paymentPosting(
  entryId: string,
  bankAccount: string,
  partnerAccount: string,
  partnerId: string,
  amount: number,
  description: string,
): StoredLine[] {
  const moneyIn = amount >= 0;
  return [
    sided(`${entryId}-1`, bankAccount, Math.abs(amount), moneyIn, { description }),
    sided(`${entryId}-2`, partnerAccount, Math.abs(amount), !moneyIn, { partner_id: partnerId, description }),
  ];
}

/** The difference between an entry's debits and credits, to the cent (0 when balanced). */
export function imbalance(lines: readonly Pick<StoredLine, 'debit' | 'credit'>[]): number {
  return round2(lines.reduce((sum, l) => sum + l.debit - l.credit, 0));
}
