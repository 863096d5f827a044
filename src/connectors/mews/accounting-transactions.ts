import {
  type Page,
  type PageRequest,
  type PmsAccountingTransaction,
  type PmsAccountingTransactionFilter,
  type PmsAccountingTransactionType,
  pageOffset,
} from '../../model/index.js';
import { fetchAccountingCategories } from './accounting-categories.js';
import { intervalsBetween, type PropertyWindows, propertyWindows } from './business-day.js';
import type { MewsClient } from './client.js';
import type { MewsContextCache } from './configuration.js';
import type { MewsHandlers } from './connection.js';
import { fetchChargedPayments, paymentMethodId, paymentMethodName, receivedAmount } from './payments.js';
import { type MewsOrderItem, type MewsPayment, orderItemList } from './types.js';

/**
 * `pms.accounting-transactions.list`, computed: Mews has no journal object. The journal of a
 * window is built from its order items (by `ConsumedUtc`: the day the night was spent or the
 * dinner served) and its payments (by `ChargedUtc`), both on the property's business days:
 * each item gives a line of its net amount on its accounting category's ledger account and one
 * tax line per tax rate of its breakdown; each payment a line of its amount, negative (it
 * settles the charges), as Mews writes it.
 *
 * Calls: orderItems/getAll and payments/getAll over the window (one per ≤ 3-month chunk and per
 * 1000 records, at once) and accountingCategories/getAll (the ledger codes).
 */

const round = (value: number) => Math.round(value * 1e6) / 1e6;
const sum = (values: number[]) => round(values.reduce((a, b) => a + b, 0));
const utc = (value: string) => new Date(Date.parse(value)).toISOString().replace('.000Z', 'Z');

/**
 * orderItems/getAll by `ConsumedUtc` over the properties' days: items open or closed (canceled
 * and inactive ones charged nothing), of one enterprise or all, de-duplicated and kept when
 * consumed on their own property's days (interval ends are inclusive).
 */
export async function fetchConsumedItems(
  client: MewsClient,
  windows: PropertyWindows,
  enterpriseId?: string,
): Promise<MewsOrderItem[]> {
  const pages = await Promise.all(
    intervalsBetween(windows.span.start, windows.span.end).map((interval) =>
      client.getAll(
        'orderItems/getAll',
        {
          ConsumedUtc: interval,
          AccountingStates: ['Open', 'Closed'],
          ...(enterpriseId ? { EnterpriseIds: [enterpriseId] } : {}),
        },
        orderItemList,
        'list consumed order items',
      ),
    ),
  );
  const byId = new Map<string, MewsOrderItem>();
  for (const item of pages.flat()) {
    if (
      windows.contains(item.EnterpriseId, item.ConsumedUtc) &&
      (enterpriseId === undefined || item.EnterpriseId === enterpriseId)
    ) {
      byId.set(item.Id, item);
    }
  }
  return [...byId.values()];
}

/** The tax lines of an item: its breakdown by rate, else its `TaxValues`. */
export function itemTaxes(item: MewsOrderItem): { code: string | null; tax: number; net: number | null }[] {
  const breakdown = item.Amount.Breakdown?.Items ?? [];
  if (breakdown.length > 0) {
    return breakdown.map((b) => ({ code: b.TaxRateCode ?? null, tax: b.TaxValue, net: b.NetValue ?? null }));
  }
  const values = item.Amount.TaxValues ?? [];
  return values.map((t) => ({
    code: t.Code ?? null,
    tax: t.Value,
    net: values.length === 1 ? (item.Amount.NetValue ?? null) : null,
  }));
}

/** Mews order item types (orderitems.md, "Order item type") as Chift's transaction types. */
const TRANSACTION_TYPES: Record<string, PmsAccountingTransactionType> = {
  SpaceOrder: 'room',
  NightRebate: 'room',
  ProductOrder: 'addon',
  ProductOrderRebate: 'addon',
  CityTax: 'tax',
  CityTaxDiscount: 'tax',
  ServiceCharge: 'fee',
  CancellationFee: 'fee',
  SurchargeFee: 'fee',
  Deposit: 'other',
  CustomItem: 'other',
};

function partnerOf(accountId: string | null | undefined, accountType: string | null | undefined) {
  return accountId
    ? { id: accountId, source_ref: { id: accountId, model: accountType ?? 'Customer' } }
    : null;
}

export function itemTransactions(
  item: MewsOrderItem,
  ledgerOf: (categoryId: string | null | undefined) => string | null,
): PmsAccountingTransaction[] {
  const taxes = itemTaxes(item);
  const tax = sum(taxes.map((t) => t.tax));
  const common = {
    group_id: item.BillId ?? item.ServiceOrderId,
    sub_group_id: item.Id,
    date: utc(item.ConsumedUtc ?? item.CreatedUtc),
    currency_exchange_rate: 1,
    currency: item.Amount.Currency,
    status: item.AccountingState === 'Closed' ? ('posted' as const) : ('draft' as const),
    origin: { id: item.Id, type: 'order' as const },
    partner_id: partnerOf(item.AccountId, item.AccountType),
    reference: item.BillId ?? null,
    location_id: item.EnterpriseId,
  };
  const line: PmsAccountingTransaction = {
    ...common,
    id: item.Id,
    source_ref: { id: item.Id, model: 'OrderItem' },
    amount: round(item.Amount.GrossValue - tax),
    is_tax_line: false,
    tax_code: taxes[0]?.code ?? null,
    description: item.BillingName ?? item.Type,
    transaction_type: TRANSACTION_TYPES[item.Type] ?? 'other',
    accounting_category_id: item.AccountingCategoryId ?? null,
    ledger_account_code: ledgerOf(item.AccountingCategoryId),
    raw: item,
  };
  const taxLines = taxes
    .filter((t) => t.tax !== 0)
    .map(
      (t, index): PmsAccountingTransaction => ({
        ...common,
        id: `${item.Id}/tax/${t.code ?? index}`,
        source_ref: { id: item.Id, model: 'OrderItem' },
        amount: round(t.tax),
        is_tax_line: true,
        tax_code: t.code,
        description: `Tax ${t.code ?? ''} of ${item.BillingName ?? item.Type}`.replace('  ', ' '),
        transaction_type: 'tax',
        // Mews books tax on the tax environment's accounts, not on the item's category.
        accounting_category_id: null,
        ledger_account_code: null,
        raw: item,
      }),
    );
  return [line, ...taxLines];
}

export function paymentTransaction(
  payment: MewsPayment,
  ledgerOf: (categoryId: string | null | undefined) => string | null,
): PmsAccountingTransaction {
  const method = paymentMethodId(payment);
  return {
    id: payment.Id,
    source_ref: { id: payment.Id, model: 'Payment' },
    group_id: payment.BillId ?? payment.Id,
    sub_group_id: payment.Id,
    date: utc(payment.ChargedUtc ?? payment.CreatedUtc),
    // Settles the charges: received money is negative here, a refund positive (Mews' own sign).
    amount: round(-receivedAmount(payment)) || 0,
    is_tax_line: false,
    tax_code: null,
    description: `${paymentMethodName(method)} payment (${method})`,
    currency_exchange_rate: 1,
    currency: payment.Amount.Currency,
    transaction_type: 'payment',
    accounting_category_id: payment.AccountingCategoryId ?? null,
    ledger_account_code: ledgerOf(payment.AccountingCategoryId),
    status: payment.AccountingState === 'Closed' ? 'posted' : 'draft',
    origin: { id: payment.Id, type: 'payment' },
    partner_id: partnerOf(payment.AccountId, payment.AccountType),
    reference: payment.BillId ?? null,
    location_id: payment.EnterpriseId ?? null,
    raw: payment,
  };
}

export async function listAccountingTransactions(
  client: MewsClient,
  contexts: MewsContextCache,
  page: PageRequest,
  filter: PmsAccountingTransactionFilter,
): Promise<Page<PmsAccountingTransaction>> {
  const windows = propertyWindows(await contexts.get(), filter.date_from, filter.date_to, filter.location_id);
  const [items, payments, categories] = await Promise.all([
    fetchConsumedItems(client, windows, filter.location_id),
    fetchChargedPayments(client, windows, filter.location_id),
    fetchAccountingCategories(client),
  ]);
  const ledgers = new Map(categories.map((c) => [c.Id, c.LedgerAccountCode ?? null]));
  const ledgerOf = (id: string | null | undefined) => (id ? (ledgers.get(id) ?? null) : null);
  const transactions = [
    ...items.flatMap((item) => itemTransactions(item, ledgerOf)),
    ...payments
      .filter((p) => filter.location_id === undefined || p.EnterpriseId === filter.location_id)
      .map((payment) => paymentTransaction(payment, ledgerOf)),
  ];
  transactions.sort(
    (a, b) => Date.parse(a.date) - Date.parse(b.date) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const offset = pageOffset(page);
  return {
    items: transactions.slice(offset, offset + page.size),
    total: transactions.length,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'pms.accounting-transactions.list': (m) => (page, filter) =>
    listAccountingTransactions(m.client, m.contexts, page, filter),
} satisfies MewsHandlers;
