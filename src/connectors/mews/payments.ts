import {
  type Page,
  type PageRequest,
  type PmsPayment,
  type PmsPaymentFilter,
  type PmsPaymentMethod,
  type PmsPaymentStatus,
  pageOffset,
} from '../../model/index.js';
import { intervalsBetween, type PropertyWindows, propertyWindows } from './business-day.js';
import type { MewsClient } from './client.js';
import type { MewsContextCache } from './configuration.js';
import type { MewsHandlers } from './connection.js';
import { type MewsPayment, paymentList } from './types.js';

/**
 * Payments of Mews (operations/payments.md) and the payment methods they use.
 *
 * Pitfalls: Mews writes money received as a NEGATIVE amount ("negative amount represents either
 * rebate or a payment") and a refund as a positive one; Lintel turns both around (contract §9).
 * Mews has no payment-method object: a payment has a `Type` (`CreditCardPayment`, `CashPayment`,
 * `InvoicePayment`, …) and, for an `ExternalPayment`, `Data.External.Type` (`Cash`,
 * `WireTransfer`, `GiftCard`, … from the enterprise's `EnabledExternalPaymentTypes`); those are
 * the payment methods here.
 */

/** Payment types every Mews enterprise has (payments.md, "Payment type"), as Chift names them. */
const PAYMENT_TYPES: Record<string, string> = {
  CreditCardPayment: 'Card',
  CashPayment: 'Cash',
  InvoicePayment: 'Invoice',
  AlternativePayment: 'Alternative',
  TaxDeductedPayment: 'Tax deducted',
  GhostPayment: 'Other',
  Payment: 'Other',
};

/** External payment types (payments.md, "External payment type") as Chift names them. */
const EXTERNAL_TYPES: Record<string, string> = {
  Cash: 'Cash',
  DepositCash: 'Cash',
  CreditCard: 'Card',
  DepositCreditCard: 'Card',
  MasterCard: 'Card',
  Visa: 'Card',
  Amex: 'Card',
  Discover: 'Card',
  DinersClub: 'Card',
  Jcb: 'Card',
  UnionPay: 'Card',
  Bancontact: 'Card',
  CardCheck: 'Card',
  WireTransfer: 'Transfer',
  DepositWireTransfer: 'Transfer',
  Bacs: 'Transfer',
  DirectDebit: 'Transfer',
  CrossSettlement: 'Transfer',
  Cheque: 'Cheque',
  DepositCheck: 'Cheque',
  ChequeVacances: 'Cheque',
  Invoice: 'Invoice',
  GiftCard: 'Voucher',
  Voucher: 'Voucher',
  Reka: 'Voucher',
  LoyaltyPoints: 'Loyalty',
  LoyaltyCard: 'Loyalty',
  PosDiningAndSpaReward: 'Loyalty',
  PayPal: 'Online',
  IDeal: 'Online',
  OnlinePayment: 'Online',
  Twint: 'Online',
  PaymentHubRedirection: 'Online',
};

/** Separates an external payment's type from `ExternalPayment` in a method id. */
const EXTERNAL = 'ExternalPayment/';

/** The payment method of a payment: its `Type`, or `ExternalPayment/<external type>`. */
export function paymentMethodId(payment: MewsPayment): string {
  const external = payment.Type === 'ExternalPayment' ? payment.Data?.External?.Type : null;
  return external ? `${EXTERNAL}${external}` : payment.Type;
}

/** Chift's name of a method id (`Card`, `Cash`, `Transfer`, …); `Other` when Mews' type is new. */
export function paymentMethodName(id: string): string {
  if (id.startsWith(EXTERNAL)) return EXTERNAL_TYPES[id.slice(EXTERNAL.length)] ?? 'Other';
  return PAYMENT_TYPES[id] ?? 'Other';
}

export function toPmsPaymentMethod(id: string): PmsPaymentMethod {
  const extra = id.startsWith(EXTERNAL) ? id.slice(EXTERNAL.length) : id;
  return {
    id,
    source_ref: { id, model: id.startsWith(EXTERNAL) ? 'ExternalPaymentType' : 'PaymentType' },
    name: paymentMethodName(id),
    extra,
    // Mews books payments on the accounting category a payment names, not per type.
    ledger_account_code: null,
    raw: {
      Type: id.startsWith(EXTERNAL) ? 'ExternalPayment' : id,
      ExternalType: id.startsWith(EXTERNAL) ? extra : null,
    },
  };
}

/**
 * `pms.payment-methods.list`: Mews' payment types, then the external payment types the
 * enterprise accepts (`configuration/get` → `AccountingConfiguration.EnabledExternalPaymentTypes`,
 * cached). `location_id` is accepted; the types are the token's enterprise's.
 */
export async function listPaymentMethods(
  contexts: MewsContextCache,
  page: PageRequest,
): Promise<Page<PmsPaymentMethod>> {
  const { enterprise } = await contexts.get();
  const external = enterprise.AccountingConfiguration?.EnabledExternalPaymentTypes ?? [];
  const ids = [
    // All of them, so that every payment names a method of this list.
    ...Object.keys(PAYMENT_TYPES),
    ...external.map((t) => `${EXTERNAL}${t}`),
  ];
  const offset = pageOffset(page);
  return {
    items: ids.slice(offset, offset + page.size).map(toPmsPaymentMethod),
    total: ids.length,
    page: page.page,
    size: page.size,
  };
}

const STATUSES: Record<string, PmsPaymentStatus> = {
  Charged: 'Completed',
  Canceled: 'Canceled',
  Pending: 'Pending',
  Verifying: 'Pending',
  Failed: 'Failed',
};

const round = (value: number) => Math.round(value * 1e6) / 1e6;
const utc = (value: string) => new Date(Date.parse(value)).toISOString().replace('.000Z', 'Z');

/** The amount received: Mews' gross value turned around (received positive, refunded negative). */
export function receivedAmount(payment: MewsPayment): number {
  return round(-payment.Amount.GrossValue) || 0;
}

/** When a payment was made: charged, else created. */
export function paymentDate(payment: MewsPayment): string {
  return payment.ChargedUtc ?? payment.CreatedUtc;
}

/** A Mews payment as a PMS payment; `raw` is the Mews record. */
export function toPmsPayment(payment: MewsPayment): PmsPayment {
  const method = paymentMethodId(payment);
  const account = payment.AccountId ?? null;
  return {
    id: payment.Id,
    source_ref: { id: payment.Id, model: 'Payment' },
    payment_method_id: method,
    payment_method_name: paymentMethodName(method),
    total: receivedAmount(payment),
    // Mews has no tips on payments (a tip is an order item of its own).
    tip: 0,
    status: (payment.State && STATUSES[payment.State]) || 'Unknown',
    currency: payment.Amount.Currency,
    date: utc(paymentDate(payment)),
    invoice_ref: payment.BillId ?? null,
    partner_id: account
      ? { id: account, source_ref: { id: account, model: payment.AccountType ?? 'Customer' } }
      : null,
    description: payment.Notes || null,
    raw: payment,
  };
}

/**
 * payments/getAll by `BillIds`: the payments of a page of bills in one call (1000 ids a call),
 * whatever their state; grouped by bill.
 */
export async function fetchPaymentsOfBills(
  client: MewsClient,
  billIds: readonly string[],
): Promise<Map<string, MewsPayment[]>> {
  const byBill = new Map<string, MewsPayment[]>();
  if (billIds.length === 0) return byBill;
  const payments = await client.getByIds(
    'payments/getAll',
    'BillIds',
    billIds,
    {},
    paymentList,
    'read the payments of bills',
  );
  for (const payment of payments) {
    if (!payment.BillId) continue;
    byBill.set(payment.BillId, [...(byBill.get(payment.BillId) ?? []), payment]);
  }
  return byBill;
}

/**
 * payments/getAll by `ChargedUtc` over the properties' days (one call per ≤ 3-month chunk and
 * per 1000 payments), charged payments only (failed and pending ones moved no money),
 * de-duplicated on chunk boundaries and kept when charged on their own property's days (Mews'
 * interval ends are inclusive).
 */
export async function fetchChargedPayments(
  client: MewsClient,
  windows: PropertyWindows,
  enterpriseId?: string,
): Promise<MewsPayment[]> {
  const pages = await Promise.all(
    intervalsBetween(windows.span.start, windows.span.end).map((interval) =>
      client.getAll(
        'payments/getAll',
        {
          ChargedUtc: interval,
          States: ['Charged'],
          ...(enterpriseId ? { EnterpriseIds: [enterpriseId] } : {}),
        },
        paymentList,
        'list payments',
      ),
    ),
  );
  const byId = new Map<string, MewsPayment>();
  for (const payment of pages.flat()) {
    if (windows.contains(payment.EnterpriseId, payment.ChargedUtc)) byId.set(payment.Id, payment);
  }
  return [...byId.values()].sort(
    (a, b) =>
      Date.parse(paymentDate(a)) - Date.parse(paymentDate(b)) || (a.Id < b.Id ? -1 : a.Id > b.Id ? 1 : 0),
  );
}

/**
 * `pms.payments.list`: the payments charged on the property's business days `date_from` to
 * `date_to` (its time zone, from `configuration/get`), oldest first.
 */
export async function listPayments(
  client: MewsClient,
  contexts: MewsContextCache,
  page: PageRequest,
  filter: PmsPaymentFilter,
): Promise<Page<PmsPayment>> {
  const windows = propertyWindows(await contexts.get(), filter.date_from, filter.date_to);
  const payments = await fetchChargedPayments(client, windows);
  const offset = pageOffset(page);
  return {
    items: payments.slice(offset, offset + page.size).map(toPmsPayment),
    total: payments.length,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'pms.payments.list': (m) => (page, filter) => listPayments(m.client, m.contexts, page, filter),
  'pms.payment-methods.list': (m) => (page) => listPaymentMethods(m.contexts, page),
} satisfies MewsHandlers;
