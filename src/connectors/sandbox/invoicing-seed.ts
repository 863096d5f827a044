import type {
  AnalyticDistribution,
  FieldRef,
  Invoice,
  InvoiceLine,
  InvoicingBankAccount,
  InvoicingBankTransaction,
  InvoicingInvoiceType,
  InvoicingPayment,
  InvoicingPaymentMethod,
  LinkedDocument,
} from '../../model/index.js';
import type { SandboxRecord } from './types.js';

/**
 * The Sandbox's invoices, payments, payment methods, bank accounts and bank transactions: one
 * small Belgian company's last 90 days. Invoices name the seed's contacts (`seed.ts`) as partners
 * and its products and tax codes on their lines; amounts are computed in cents, so that per line
 * and per invoice untaxed + tax = total exactly, and payments settle them (outstanding = total −
 * paid). Payments made by transfer or card appear on the main bank account, reconciled with their
 * invoice. Dates are relative to `now`, so date filters always find something.
 *
 * Each stored invoice also carries `payment_state` (`paid`, `unpaid` or `cancelled`), the field
 * the `payment_status` filter reads; the connector drops it from answers.
 */

const DAY_MS = 86_400_000;

function utcDay(now: Date, daysFromToday: number): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + daysFromToday * DAY_MS;
}
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** `YYYY-MM-DDTHH:MM:SSZ`: fixed width, so text order is time order (the store compares text). */
export const isoDateTime = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
const euros = (cents: number) => cents / 100;

/** Tax of an untaxed amount at a rate, both in cents, rounded half up as invoicing software does. */
export function taxCents(untaxedCents: number, rate: number): number {
  return Math.round((untaxedCents * rate) / 100);
}

export const PAYMENT_METHODS: readonly InvoicingPaymentMethod[] = [
  { id: 'pm-bank-transfer', source_ref: { id: '1', model: 'sandbox.payment.method' }, name: 'Bank transfer' },
  { id: 'pm-card', source_ref: { id: '2', model: 'sandbox.payment.method' }, name: 'Card (Bancontact)' },
  { id: 'pm-cash', source_ref: { id: '3', model: 'sandbox.payment.method' }, name: 'Cash' },
  {
    id: 'pm-direct-debit',
    source_ref: { id: '4', model: 'sandbox.payment.method' },
    name: 'SEPA direct debit',
  },
];

/** Names of the seed's contacts (`seed.ts`) that invoices name, for bank statement texts. */
const PARTNER_NAMES: Record<string, string> = {
  'contact-0001': 'Brasserie du Sablon SRL',
  'contact-0003': 'Van Damme Logistics NV',
  'contact-0005': 'Atelier Lumière SAS',
  'contact-0006': 'De Vries Techniek B.V.',
  'contact-0008': 'Papeterie Bruxelloise SA',
  'contact-0009': 'Thomas Claes',
};

const MAIN_ACCOUNT = 'bank-0001';
const SAVINGS_ACCOUNT = 'bank-0002';

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

// Products of the catalogue (seed.ts), as lines name them.
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

// Tax codes of seed.ts.
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

/** Which way money moves on the bank for a payment of this kind of invoice. */
export function bankSign(type: Exclude<InvoicingInvoiceType, 'all'>): 1 | -1 {
  return type === 'customer_invoice' || type === 'supplier_refund' ? 1 : -1;
}

export function seedInvoicing(now: Date): SandboxRecord[] {
  const invoices: SandboxRecord[] = [];
  const payments: SandboxRecord[] = [];
  const transactions: (InvoicingBankTransaction & { bank_account_id: string })[] = [];
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
  let paymentCount = 0;
  INVOICES.forEach((row, i) => {
    const id = `invoice-${String(i + 1).padStart(4, '0')}`;
    const lines = row.lines.map(toLine);
    const untaxedCents = lines.reduce((sum, l) => sum + Math.round(l.untaxed_amount * 100), 0);
    const taxCentsTotal = lines.reduce((sum, l) => sum + Math.round(l.tax_amount * 100), 0);
    const totalCents = untaxedCents + taxCentsTotal;
    const number = numbers.get(i) ?? null;
    const date = utcDay(now, -row.daysAgo);
    let paidCents = 0;
    let lastPayment: number | null = null;
    let lastMethod: string | null = null;
    for (const p of row.payments ?? []) {
      const cents = p.cents ?? totalCents - paidCents;
      paidCents += cents;
      paymentCount += 1;
      const paymentId = `payment-${String(paymentCount).padStart(4, '0')}`;
      const paidOn = utcDay(now, -p.daysAgo);
      lastPayment = Math.max(lastPayment ?? 0, paidOn);
      lastMethod = p.method;
      const payment: InvoicingPayment = {
        id: paymentId,
        source_ref: { id: String(700 + paymentCount), model: 'sandbox.payment' },
        status: 'completed',
        description: `Payment of ${number}`,
        amount: euros(cents),
        currency: 'EUR',
        payment_date: isoDateTime(paidOn),
        partner_id: row.partner,
        payment_method_id: p.method,
        payment_method_name: PAYMENT_METHODS.find((m) => m.id === p.method)!.name,
        invoice_id: id,
        invoice_number: number,
      };
      payments.push({ kind: 'invoicing_payment', id: paymentId, data: { ...payment } });
      if (p.method !== 'pm-cash') {
        const linked: LinkedDocument = {
          id,
          source_ref: { id: String(500 + i + 1), model: 'sandbox.invoice' },
          amount: euros(cents),
          type: 'invoice',
        };
        transactions.push({
          id: '',
          source_ref: { id: null, model: 'sandbox.bank.statement.line' },
          status: 'done',
          bank_account_id: MAIN_ACCOUNT,
          amount: euros(bankSign(row.type) * cents),
          date: isoDate(paidOn),
          description: `${bankSign(row.type) > 0 ? 'Transfer from' : 'Transfer to'} ${PARTNER_NAMES[row.partner] ?? row.partner} — ${number}`,
          currency: 'EUR',
          currency_exchange_rate: 1,
          accounting_code: row.type.startsWith('customer') ? '400000' : '440000',
          linked_documents: [linked],
        });
      }
    }
    const outstandingCents = row.status === 'cancelled' ? 0 : totalCents - paidCents;
    const status = row.status === 'posted' && outstandingCents === 0 ? 'paid' : row.status;
    const updated = Math.max(date, lastPayment ?? 0) + 9 * 3_600_000 + (i % 7) * 600_000;
    const invoice: Invoice & { payment_state: string } = {
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
    };
    invoices.push({ kind: 'invoice', id, data: { ...invoice } });
  });

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
      amount: euros(cents),
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

  const accounts: InvoicingBankAccount[] = BANK_ACCOUNTS.map((a) => {
    const movedCents = transactions
      .filter((t) => t.bank_account_id === a.id)
      .reduce((sum, t) => sum + Math.round(t.amount * 100), 0);
    return {
      id: a.id,
      source_ref: { id: a.vendorId, model: 'sandbox.bank.account' },
      name: a.name,
      iban: a.iban,
      currency: 'EUR',
      balance: euros(a.openingCents + movedCents),
    };
  });

  return [
    ...PAYMENT_METHODS.map((m) => ({ kind: 'payment_method' as const, id: m.id, data: { ...m } })),
    ...accounts.map((a) => ({ kind: 'bank_account' as const, id: a.id, data: { ...a } })),
    ...invoices,
    ...payments,
    ...transactions.map((t) => ({ kind: 'bank_transaction' as const, id: t.id, data: { ...t } })),
  ];
}
