import type { Address, Ref, WithRaw } from './common.js';

export interface PmsTaxRate extends WithRaw {
  id: string;
  source_ref: Ref;
  label: string;
  rate: number;
  is_city_tax: boolean;
}

export const pmsOrderStates = ['consumed', 'closed'] as const;
export type PmsOrderState = (typeof pmsOrderStates)[number];

export interface PmsOrderFilter {
  state: PmsOrderState | null;
  /** Inclusive calendar dates `YYYY-MM-DD`. */
  dateFrom: string | null;
  dateTo: string | null;
  locationId: string | null;
}

export interface PmsOrderTax {
  id: string | null;
  name: string | null;
  rate: number | null;
  amount: number;
}

export interface PmsDiscount {
  id: string | null;
  name: string | null;
  amount: number;
}

export interface PmsOrderItem {
  id: string;
  source_ref: Ref;
  quantity: number;
  unit_price: number;
  total: number;
  tax_amount: number;
  type: string | null;
  menu_id: string | null;
  tax_rate: number | null;
  tax_id: string | null;
  description: string | null;
  discounts: PmsDiscount[];
  product_id: string | null;
  accounting_category_id: string | null;
}

export interface PmsResourceId {
  id: string;
  source_ref: Ref;
}

export interface PmsReservation {
  id: string;
  source_ref: Ref;
  start_date: string | null;
  end_date: string | null;
  creation_date: string | null;
  resource_id: PmsResourceId | null;
  resource_name: string | null;
  resource_identifier: string | null;
}

export type PmsAddress = Address;

export interface PmsPartner {
  id: string;
  source_ref: Ref;
  address: PmsAddress | null;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
}

export interface PmsBill {
  id: string;
  source_ref: Ref;
  invoice_number: string | null;
  creation_date: string | null;
  closing_date: string | null;
  partners: PmsPartner[];
}

export interface PmsOrder extends WithRaw {
  id: string;
  source_ref: Ref;
  creation_date: string;
  closing_date: string | null;
  service_date: string | null;
  total: number;
  tax_amount: number;
  order_number: string | null;
  device_id: string | null;
  total_discount: number;
  total_refund: number;
  total_tip: number;
  delivery_fee: number;
  mode: string | null;
  source: string | null;
  currency: string | null;
  country: string | null;
  loyalty: number | null;
  customer_id: string | null;
  location_id: string | null;
  guests: number | null;
  service_id: string | null;
  taxes: PmsOrderTax[];
  items: PmsOrderItem[];
  reservation: PmsReservation | null;
  bills: PmsBill[];
}

/** Default look-back of the PMS order listing when no window is given (days). */
export const PMS_ORDER_DEFAULT_DAYS = 90;

/**
 * The window a PMS order listing covers: given dates are kept; a missing `dateTo` is today and a
 * missing `dateFrom` is 90 days before `dateTo` (vendors such as Mews cap a window at 3 months).
 */
export function defaultPmsOrderWindow(
  dateFrom: string | null,
  dateTo: string | null,
  now: Date,
): { dateFrom: string; dateTo: string } {
  const to = dateTo ?? now.toISOString().slice(0, 10);
  const from =
    dateFrom ??
    new Date(Date.parse(`${to}T00:00:00Z`) - PMS_ORDER_DEFAULT_DAYS * 86_400_000).toISOString().slice(0, 10);
  return { dateFrom: from, dateTo: to };
}
