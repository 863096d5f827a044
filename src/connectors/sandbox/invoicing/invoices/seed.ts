import type {
  AnalyticDistribution,
  FieldRef,
  Invoice,
  InvoiceLine,
  InvoicingInvoiceType,
  InvoicingPayment,
} from '../../../../model/index.js';
import { fromCents as euros, fromCents, toCents } from '../../../../money.js';
import { DAY_MS, isoDate, isoDateTime, utcDay } from '../../dates.js';
import { sameInstant, stored } from '../../kit.js';
import type { SandboxRecord } from '../../types.js';
import { PAYMENT_METHODS } from '../payment-methods/seed.js';

/**
 * One small Belgian company's invoices of the last 90 days, and the payments that settle them.
 * Invoices name the seed's contacts as partners and its products and tax codes on their lines;
 * amounts are computed in cents, so that per line and per invoice untaxed + tax = total exactly,
 * and payments settle them (outstanding = total − paid). Dates are relative to `now`, so date
 * filters always find something.
 *
 * Each stored invoice also carries `payment_state` (`paid`, `unpaid` or `cancelled`), the field
 * the `payment_status` filter reads; the model's record leaves it out.
 */

export const KIND = 'invoice';

/** An invoice as stored: the model's record and the state the `payment_status` filter reads. */
export type StoredInvoice = Invoice & { payment_state: string };

/** Tax of an untaxed amount at a rate, both in cents, rounded half up as invoicing software does. */
function taxCents(untaxedCents: number, rate: number): number {
  return Math.round((untaxedCents * rate) / 100);
}

/** Invoice lines as the seed writes them: a product of the catalogue, or a described service. */
interface LineRow {
  product?: { id: string; code: string; name: string; unit: string };
  description?: string;
  unitCents: number;
  quantity: number;
  discountCents?: number;
  tax: { id: string; rate: number; charged?: boolean };
  account: string;
  exemption?: string;
  analytic?: AnalyticDistribution[];
}

interface PaymentRow {
  daysAgo: number;
  /** Cents paid; the rest of the invoice when absent. */
  cents?: number;
  method: 'pm-bank-transfer' | 'pm-card' | 'pm-cash' | 'pm-direct-debit';
}

interface InvoiceRow {
  type: Exclude<InvoicingInvoiceType, 'all'>;
  partner: string;
  daysAgo: number;
  dueInDays: number;
  status: 'draft' | 'posted' | 'cancelled';
  lines: LineRow[];
  payments?: PaymentRow[];
  reference?: string;
  memo?: string;
}

// Products of the catalogue (products/seed.ts), as lines name them.
const P = {
  consulting: { id: 'product-0001', code: 'SRV-CONSULT', name: 'Consulting hour', unit: 'hour' },
  website: { id: 'product-0002', code: 'SRV-WEBMAINT', name: 'Website maintenance (monthly)', unit: 'month' },
  training: { id: 'product-0003', code: 'SRV-TRAINING', name: 'Professional training day', unit: 'day' },
  chair: { id: 'product-0004', code: 'FUR-CHAIR-ERGO', name: 'Ergonomic office chair', unit: 'unit' },
  desk: { id: 'product-0005', code: 'FUR-DESK-160', name: 'Standing desk 160x80', unit: 'unit' },
  paper: { id: 'product-0006', code: 'OFF-PAPER-A4', name: 'Printer paper A4 (box of 5 reams)', unit: 'box' },
  chocolate: { id: 'product-0007', code: 'GFT-CHOC-24', name: 'Belgian chocolate gift box', unit: 'unit' },
  book: { id: 'product-0008', code: 'BK-ACC-BE', name: 'Accounting in Belgium (book)', unit: 'unit' },
  catering: { id: 'product-0009', code: 'CAT-LUNCH', name: 'Catering lunch (per person)', unit: 'person' },
} as const;

// Tax codes of taxes/seed.ts.
const T = {
  sale21: { id: 'tax-be-21-sale', rate: 21 },
  sale12: { id: 'tax-be-12-sale', rate: 12 },
  sale6: { id: 'tax-be-6-sale', rate: 6 },
  euServices0: { id: 'tax-eu-0-services-sale', rate: 0 },
  purchase21: { id: 'tax-be-21-purchase', rate: 21 },
  purchaseServices21: { id: 'tax-be-21-purchase-services', rate: 21 },
  // Intra-EU services received: the buyer self-assesses, the invoice itself carries no VAT.
  euPurchase21: { id: 'tax-eu-21-purchase', rate: 21, charged: false },
} as const;

const consultingPlan: AnalyticDistribution[] = [
  {
    analytic_plan_code: 'DEPT',
    analytic_accounts: [
      { analytic_account_code: 'CONS', analytic_account_name: 'Consulting', percentage: 70 },
      { analytic_account_code: 'TRAIN', analytic_account_name: 'Training', percentage: 30 },
    ],
  },
];
const furniturePlan: AnalyticDistribution[] = [
  {
    analytic_plan_code: 'DEPT',
    analytic_accounts: [
      { analytic_account_code: 'FURN', analytic_account_name: 'Furniture', percentage: 100 },
    ],
  },
];

// biome-ignore format: a data table, one row per invoice
const INVOICES: InvoiceRow[] = [
  { type: 'customer_invoice', partner: 'contact-0001', daysAgo: 85, dueInDays: 30, status: 'posted', memo: 'Thank you for your business', lines: [
    { product: P.catering, unitCents: 1850, quantity: 40, tax: T.sale12, account: '700000' },
    { product: P.chocolate, unitCents: 2450, quantity: 10, tax: T.sale6, account: '700000' },
  ], payments: [{ daysAgo: 70, method: 'pm-bank-transfer' }] },
  { type: 'customer_invoice', partner: 'contact-0003', daysAgo: 78, dueInDays: 30, status: 'posted', reference: 'PO-VDL-2291', lines: [
    { product: P.training, unitCents: 79000, quantity: 2, tax: T.sale21, account: '706000', analytic: consultingPlan },
    { product: P.consulting, unitCents: 9500, quantity: 6, tax: T.sale21, account: '706000', analytic: consultingPlan },
  ], payments: [{ daysAgo: 60, method: 'pm-bank-transfer' }] },
  { type: 'customer_invoice', partner: 'contact-0005', daysAgo: 72, dueInDays: 45, status: 'posted', memo: 'Autoliquidation — art. 196 directive 2006/112/CE', lines: [
    { product: P.consulting, unitCents: 9500, quantity: 24, tax: T.euServices0, account: '706000', exemption: 'Intra-EU services, VAT reverse charged (art. 21 §2 Belgian VAT Code)', analytic: consultingPlan },
  ], payments: [{ daysAgo: 50, cents: 100_000, method: 'pm-bank-transfer' }, { daysAgo: 20, method: 'pm-bank-transfer' }] },
  { type: 'customer_invoice', partner: 'contact-0009', daysAgo: 41, dueInDays: 0, status: 'posted', lines: [
    { product: P.desk, unitCents: 59900, quantity: 1, tax: T.sale21, account: '700000', analytic: furniturePlan },
    { product: P.chair, unitCents: 34900, quantity: 1, discountCents: 3490, tax: T.sale21, account: '700000', analytic: furniturePlan },
  ], payments: [{ daysAgo: 40, method: 'pm-card' }] },
  { type: 'customer_invoice', partner: 'contact-0001', daysAgo: 45, dueInDays: 30, status: 'posted', lines: [
    { product: P.website, unitCents: 14900, quantity: 3, tax: T.sale21, account: '706000' },
  ], payments: [{ daysAgo: 30, cents: 20_000, method: 'pm-direct-debit' }] },
  { type: 'customer_invoice', partner: 'contact-0003', daysAgo: 25, dueInDays: 30, status: 'posted', reference: 'PO-VDL-2377', lines: [
    { product: P.chair, unitCents: 34900, quantity: 10, discountCents: 34900, tax: T.sale21, account: '700000', analytic: furniturePlan },
    { product: P.paper, unitCents: 2995, quantity: 20, tax: T.sale21, account: '700000' },
  ] },
  { type: 'customer_invoice', partner: 'contact-0005', daysAgo: 10, dueInDays: 30, status: 'posted', lines: [
    { product: P.training, unitCents: 79000, quantity: 1, tax: T.euServices0, account: '706000', exemption: 'Intra-EU services, VAT reverse charged (art. 21 §2 Belgian VAT Code)' },
  ] },
  { type: 'customer_invoice', partner: 'contact-0009', daysAgo: 3, dueInDays: 30, status: 'draft', lines: [
    { product: P.book, unitCents: 3900, quantity: 2, tax: T.sale6, account: '700000' },
  ] },
  { type: 'customer_refund', partner: 'contact-0001', daysAgo: 65, dueInDays: 0, status: 'posted', memo: 'Five lunches not served', lines: [
    { product: P.catering, unitCents: 1850, quantity: 5, tax: T.sale12, account: '700000' },
  ], payments: [{ daysAgo: 60, method: 'pm-bank-transfer' }] },
  { type: 'customer_refund', partner: 'contact-0003', daysAgo: 15, dueInDays: 0, status: 'posted', memo: 'Two consulting hours billed twice', lines: [
    { product: P.consulting, unitCents: 9500, quantity: 2, tax: T.sale21, account: '706000' },
  ] },
  { type: 'supplier_invoice', partner: 'contact-0008', daysAgo: 60, dueInDays: 30, status: 'posted', reference: 'PB-2026-0412', lines: [
    { product: P.paper, unitCents: 1840, quantity: 50, tax: T.purchase21, account: '604000' },
  ], payments: [{ daysAgo: 45, method: 'pm-bank-transfer' }] },
  { type: 'supplier_invoice', partner: 'contact-0003', daysAgo: 35, dueInDays: 30, status: 'posted', reference: 'VDL-HUUR-0087', lines: [
    { description: 'Storage rent, warehouse 7 (3 months)', unitCents: 120_000, quantity: 3, tax: T.purchaseServices21, account: '610000' },
  ], payments: [{ daysAgo: 20, cents: 145_200, method: 'pm-bank-transfer' }] },
  { type: 'supplier_invoice', partner: 'contact-0006', daysAgo: 14, dueInDays: 30, status: 'posted', reference: 'DVT-24-1187', lines: [
    { description: 'Calibration of the lighting sensors', unitCents: 8500, quantity: 8, tax: T.euPurchase21, account: '610000', exemption: 'Reverse charge: VAT due by the customer (art. 196 directive 2006/112/EC)' },
  ] },
  { type: 'supplier_refund', partner: 'contact-0008', daysAgo: 40, dueInDays: 0, status: 'posted', reference: 'PB-CN-0033', lines: [
    { product: P.paper, unitCents: 1840, quantity: 5, tax: T.purchase21, account: '604000' },
  ], payments: [{ daysAgo: 38, method: 'pm-bank-transfer' }] },
  { type: 'customer_invoice', partner: 'contact-0001', daysAgo: 55, dueInDays: 30, status: 'cancelled', memo: 'Cancelled: ordered twice', lines: [
    { product: P.website, unitCents: 14900, quantity: 1, tax: T.sale21, account: '706000' },
  ] },
];

const SEQUENCE_PREFIX: Record<Exclude<InvoicingInvoiceType, 'all'>, string> = {
  customer_invoice: 'INV',
  customer_refund: 'RINV',
  supplier_invoice: 'BILL',
  supplier_refund: 'RBILL',
};

export const JOURNALS: Record<'sale' | 'purchase', FieldRef> = {
  sale: { id: '1', model: 'sandbox.journal', name: 'Customer Invoices' },
  purchase: { id: '2', model: 'sandbox.journal', name: 'Vendor Bills' },
};

export function journalOf(type: Exclude<InvoicingInvoiceType, 'all'>): FieldRef {
  return { ...(type.startsWith('customer') ? JOURNALS.sale : JOURNALS.purchase) };
}

/** Number of an invoice: `INV/2026/0007` (prefix of its type, year of its date, sequence). */
export function invoiceNumber(
  type: Exclude<InvoicingInvoiceType, 'all'>,
  date: string,
  sequence: number,
): string {
  return `${SEQUENCE_PREFIX[type]}/${date.slice(0, 4)}/${String(sequence).padStart(4, '0')}`;
}

/** A Belgian structured communication (`+++123/4567/89012+++`): ten digits and their mod-97 check. */
export function structuredCommunication(n: number): string {
  const base = 1_000_000_000 + n * 7_919;
  const check = base % 97 || 97;
  const digits = `${base}${String(check).padStart(2, '0')}`;
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/** Payment state of an invoice as the `payment_status` filter reads it. */
export function paymentStateOf(
  status: Invoice['status'],
  outstandingCents: number,
): 'paid' | 'unpaid' | 'cancelled' {
  if (status === 'cancelled') return 'cancelled';
  return outstandingCents <= 0 ? 'paid' : 'unpaid';
}

function toLine(row: LineRow): InvoiceLine {
  const untaxed = Math.round(row.unitCents * row.quantity) - (row.discountCents ?? 0);
  const tax = row.tax.charged === false ? 0 : taxCents(untaxed, row.tax.rate);
  return {
    description: row.description ?? row.product?.name ?? null,
    unit_price: euros(row.unitCents),
    quantity: row.quantity,
    discount_amount: euros(row.discountCents ?? 0),
    tax_amount: euros(tax),
    untaxed_amount: euros(untaxed),
    total: euros(untaxed + tax),
    tax_rate: row.tax.rate,
    account_number: row.account,
    tax_id: row.tax.id,
    tax_exemption_reason: row.exemption ?? null,
    unit_of_measure: row.product?.unit ?? 'unit',
    product_id: row.product?.id ?? null,
    product_code: row.product?.code ?? null,
    product_name: row.product?.name ?? null,
    analytic_distribution: row.analytic ?? [],
  };
}

/** The invoices (listing order) and their payments (in the order they were recorded). */
export function seedInvoices(now: Date): { invoices: StoredInvoice[]; payments: InvoicingPayment[] } {
  const invoices: StoredInvoice[] = [];
  const payments: InvoicingPayment[] = [];
  const sequences = new Map<string, number>();
  // Invoices are numbered in date order within their type, as software numbers them.
  const numbered = INVOICES.map((row, i) => ({ row, i }))
    .filter(({ row }) => row.status !== 'draft')
    .sort((a, b) => b.row.daysAgo - a.row.daysAgo);
  const numbers = new Map<number, string>();
  for (const { row, i } of numbered) {
    const next = (sequences.get(row.type) ?? 0) + 1;
    sequences.set(row.type, next);
    numbers.set(i, invoiceNumber(row.type, isoDate(utcDay(now, -row.daysAgo)), next));
  }
  INVOICES.forEach((row, i) => {
    const id = `invoice-${String(i + 1).padStart(4, '0')}`;
    const lines = row.lines.map(toLine);
    const untaxedCents = lines.reduce((sum, l) => sum + toCents(l.untaxed_amount), 0);
    const taxCentsTotal = lines.reduce((sum, l) => sum + toCents(l.tax_amount), 0);
    const totalCents = untaxedCents + taxCentsTotal;
    const number = numbers.get(i) ?? null;
    const date = utcDay(now, -row.daysAgo);
    let paidCents = 0;
    let lastPayment: number | null = null;
    let lastMethod: string | null = null;
    for (const p of row.payments ?? []) {
      const cents = p.cents ?? totalCents - paidCents;
      paidCents += cents;
      const paidOn = utcDay(now, -p.daysAgo);
      lastPayment = Math.max(lastPayment ?? 0, paidOn);
      lastMethod = p.method;
      payments.push(
        seedPayment(payments.length + 1, { id, number, partner: row.partner }, cents, paidOn, p.method),
      );
    }
    const outstandingCents = row.status === 'cancelled' ? 0 : totalCents - paidCents;
    const status = row.status === 'posted' && outstandingCents === 0 ? 'paid' : row.status;
    const updated = Math.max(date, lastPayment ?? 0) + 9 * 3_600_000 + (i % 7) * 600_000;
    invoices.push({
      id,
      source_ref: { id: String(500 + i + 1), model: 'sandbox.invoice' },
      currency: 'EUR',
      invoice_type: row.type,
      status,
      invoice_date: isoDate(date),
      tax_amount: euros(taxCentsTotal),
      untaxed_amount: euros(untaxedCents),
      total: euros(totalCents),
      lines,
      partner_id: row.partner,
      invoice_number: number,
      due_date: isoDate(date + row.dueInDays * DAY_MS),
      reference: row.reference ?? null,
      payment_communication: row.type === 'customer_invoice' ? structuredCommunication(i + 1) : null,
      customer_memo: row.memo ?? null,
      journal_ref: journalOf(row.type),
      italian_specificities: null,
      last_updated_on: isoDateTime(updated),
      outstanding_amount: euros(outstandingCents),
      last_payment_date: lastPayment === null ? null : isoDate(lastPayment),
      accounting_date: row.status === 'draft' ? null : isoDate(date),
      payment_method_id: lastMethod ?? (row.type.startsWith('customer') ? 'pm-bank-transfer' : null),
      currency_exchange_rate: 1,
      payment_state: paymentStateOf(status, outstandingCents),
    });
  });
  return { invoices, payments };
}

/** The seed's `n`-th payment: `cents` paid on the day `paidOn` against an invoice. */
function seedPayment(
  n: number,
  invoice: { id: string; number: string | null; partner: string },
  cents: number,
  paidOn: number,
  method: string,
): InvoicingPayment {
  return {
    id: `payment-${String(n).padStart(4, '0')}`,
    source_ref: { id: String(700 + n), model: 'sandbox.payment' },
    status: 'completed',
    description: `Payment of ${invoice.number}`,
    amount: fromCents(cents),
    currency: 'EUR',
    payment_date: isoDateTime(paidOn),
    partner_id: invoice.partner,
    payment_method_id: method,
    payment_method_name: PAYMENT_METHODS.find((m) => m.id === method)!.name,
    invoice_id: invoice.id,
    invoice_number: invoice.number,
  };
}

/** The invoices and their payments of the seed dated `now` (made once per seed). */
export const invoiceBook = sameInstant(seedInvoices);

export function seed(now: Date): SandboxRecord[] {
  return invoiceBook(now).invoices.map((i) => stored(KIND, i));
}
