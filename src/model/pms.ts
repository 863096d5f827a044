import { z } from 'zod';
import { ref, reference, remoteId, type WithRaw } from './common.js';
import { enumeration, graphql, resource } from './declare.js';
import { get, list, read } from './operation-kinds.js';

export const pmsTaxRate = resource(
  'PmsTaxRate',
  'A tax rate configured in the property management system',
  {
    id: remoteId('Identifier of the tax rate in the connected software'),
    source_ref: ref,
    label: z.string().describe('Name of the rate as the software shows it'),
    rate: z.number().describe('Rate in percent; 0 for a flat tax, whose amount is in the label'),
    is_city_tax: z.boolean().describe('A city or tourist tax rather than VAT'),
  },
  { raw: true, node: true },
);
export type PmsTaxRate = z.infer<typeof pmsTaxRate> & WithRaw;

export const pmsOrderMode = enumeration(
  'PmsOrderMode',
  'How an order is served',
  ['EAT_IN', 'TAKEAWAY', 'DELIVERY', 'UNKNOWN'],
  {
    EAT_IN: 'Served on the premises',
    TAKEAWAY: 'Taken away by the guest',
    DELIVERY: 'Delivered to the guest',
    UNKNOWN: 'The software does not say',
  },
);
export const pmsOrderSource = enumeration(
  'PmsOrderSource',
  'The channel an order came through',
  [
    'WEB',
    'MOBILE',
    'KIOSK',
    'POS',
    'REMOTE_POS',
    'JUSTEAT',
    'FOODORA',
    'UBEREATS',
    'GLOVO',
    'DELIVEROO',
    'SMILEIN',
    'UNKNOWN',
  ],
  {
    WEB: 'A website',
    MOBILE: 'A mobile app',
    KIOSK: 'A self-service kiosk',
    POS: 'The point of sale on the premises',
    REMOTE_POS: 'A point of sale elsewhere (e.g. a handheld terminal)',
    JUSTEAT: 'Just Eat',
    FOODORA: 'Foodora',
    UBEREATS: 'Uber Eats',
    GLOVO: 'Glovo',
    DELIVEROO: 'Deliveroo',
    SMILEIN: 'Smilein',
    UNKNOWN: 'The software does not say',
  },
);
export const pmsOrderItemType = enumeration(
  'PmsOrderItemType',
  'What an order line sells',
  ['menu', 'product', 'service', 'general_discount'],
  {
    menu: 'A menu (a set of products sold together)',
    product: 'A product',
    service: 'A service (e.g. a night, a spa treatment)',
    general_discount: 'A discount on the whole order',
  },
);
export const pmsDiscountType = enumeration(
  'PmsDiscountType',
  'Why a discount was given',
  ['OFFERED', 'UNKNOWN', 'LOSS'],
  {
    OFFERED: 'Offered to the guest',
    UNKNOWN: 'The software does not say',
    LOSS: 'A loss (e.g. waste or breakage)',
  },
);
export const pmsPartnerType = enumeration(
  'PmsPartnerType',
  'Role of a partner on a bill: the owner of the bill or an account charged',
  ['owner', 'account'],
  {
    owner: 'The owner of the bill',
    account: 'An account the bill is charged to',
  },
);
export type PmsOrderMode = z.infer<typeof pmsOrderMode>;
export type PmsOrderSource = z.infer<typeof pmsOrderSource>;
export type PmsOrderItemType = z.infer<typeof pmsOrderItemType>;

export const pmsOrderTax = resource(
  'PmsOrderTax',
  'The tax of an order at one rate: the sum over the lines taxed at that rate',
  {
    tax_id: reference(z.string().nullable().describe('Lintel id of the tax rate, when known'), {
      field: 'tax',
      operation: 'pms.taxes.list',
      description: 'The tax rate, when known',
    }),
    name: z.string().nullable().describe('Name of the tax as the software shows it'),
    tax_rate: z.number().describe('Rate in percent'),
    tax_amount: z.number().describe('Amount of tax at this rate'),
    total: z.number().describe('Total of the lines taxed at this rate, tax included'),
  },
);
export type PmsOrderTax = z.infer<typeof pmsOrderTax>;

export const pmsDiscount = resource('PmsDiscount', 'A discount given on an order line', {
  id: graphql(z.string().nullable().describe('Id of the discount in the software, when it has one'), {
    name: 'remoteId',
  }),
  name: z.string().nullable().describe('Name of the discount'),
  total: z.number().describe('Amount taken off the line, tax included'),
  type: pmsDiscountType.default('UNKNOWN'),
});
export type PmsDiscount = z.infer<typeof pmsDiscount>;

export const pmsOrderItem = resource('PmsOrderItem', 'One line of a PMS order', {
  id: remoteId('Identifier of the line in the connected software'),
  source_ref: ref,
  quantity: z.number().describe('Quantity sold'),
  unit_price: z.number().describe('Price of one unit, tax excluded'),
  total: z.number().describe('Total of the line, tax included'),
  tax_amount: z.number().describe('Tax of the line'),
  type: pmsOrderItemType.nullable(),
  menu_id: z.string().nullable().describe('Lintel id of the menu the line belongs to'),
  tax_rate: z.number().nullable().describe('Tax rate of the line in percent'),
  tax_id: reference(z.string().nullable().describe('Lintel id of the tax rate of the line'), {
    field: 'tax',
    operation: 'pms.taxes.list',
    description: 'The tax rate of the line',
  }),
  description: z.string().nullable().describe('What was sold'),
  discounts: z.array(pmsDiscount).describe('Discounts given on the line'),
  product_id: z.string().nullable().describe('Lintel id of the product sold'),
  accounting_category_id: reference(
    z.string().nullable().describe('Lintel id of the accounting category of the line'),
    {
      field: 'accountingCategory',
      operation: 'pms.accounting-categories.list',
      description: 'The accounting category of the line (its ledger account)',
    },
  ),
});
export type PmsOrderItem = z.infer<typeof pmsOrderItem>;

export const pmsResourceId = resource(
  'PmsResourceId',
  'A bookable resource (a room) of the PMS',
  {
    id: remoteId('Identifier of the resource in the connected software'),
    source_ref: ref,
  },
  { graphqlType: 'PmsResource' },
);

/** `YYYY-MM-DDTHH:MM:SS`, optionally with fractions of a second, and no zone designator. */
export const LOCAL_DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?$';

/**
 * Date-times in the hotel's own time, without a zone designator (`2024-10-01T15:00:00`): the
 * specification says so, and Chift's `ReservationItem` examples and its pydantic (a naive
 * datetime) write them so (contract §0). GraphQL types them `LocalDateTime`.
 */
const localDateTime = (description: string) =>
  graphql(
    z
      .string()
      .regex(new RegExp(LOCAL_DATE_TIME_PATTERN))
      .nullable()
      .describe(`${description} (ISO 8601, without zone designator)`),
    { type: 'LocalDateTime' },
  );

export const pmsReservation = resource('PmsReservation', 'The stay an order belongs to', {
  id: remoteId('Identifier of the reservation in the connected software'),
  source_ref: ref,
  start_date: localDateTime('Arrival, in the hotel’s local time'),
  end_date: localDateTime('Departure, in the hotel’s local time'),
  creation_date: localDateTime('When the reservation was made, in the hotel’s local time'),
  resource_id: graphql(pmsResourceId.nullable(), { description: 'The room booked' }),
  resource_name: z.string().nullable().describe('Name of the room'),
  resource_identifier: z.string().nullable().describe('Number or code of the room'),
});
export type PmsReservation = z.infer<typeof pmsReservation>;

export const pmsAddress = resource(
  'PmsAddress',
  'A postal address: of a property, a guest, a company or a bill partner',
  {
    address_type: z.string().nullable().describe('What the address is used for, e.g. billing'),
    name: z.string().nullable().describe('Name given to the address'),
    street: z.string().nullable().describe('Street name'),
    number: z.string().nullable().describe('House number'),
    box: z.string().nullable().describe('Box or apartment'),
    city: z.string().nullable().describe('City'),
    postal_code: z.string().nullable().describe('Postal code'),
    country: graphql(z.string().nullable().describe('Country, ISO 3166-1 alpha-2 (e.g. FR)'), {
      type: 'CountryCode',
    }),
  },
);
export type PmsAddress = z.infer<typeof pmsAddress>;

export const pmsPartner = resource('PmsPartner', 'A person or company on a bill', {
  id: graphql(z.string().describe('Identifier of the partner in the connected software (a customer’s id)'), {
    name: 'remoteId',
    type: 'String',
    reference: {
      field: 'customer',
      operation: 'pms.customers.get',
      description: 'The guest or company this partner is, as a customer record',
    },
  }),
  source_ref: ref,
  type: pmsPartnerType,
  address: graphql(pmsAddress.nullable(), { description: 'Postal address of the partner' }),
  first_name: z.string().nullable().describe('First name of a person'),
  last_name: z.string().nullable().describe('Last name of a person'),
  company_name: z.string().nullable().describe('Name of a company'),
});
export type PmsPartner = z.infer<typeof pmsPartner>;

export const pmsBill = resource('PmsBill', 'A bill (invoice) issued for an order', {
  id: remoteId('Identifier of the bill in the connected software'),
  source_ref: ref,
  invoice_number: z.string().nullable().describe('Number of the invoice, once issued'),
  creation_date: z.iso.datetime({ offset: true }).nullable().describe('When the bill was opened'),
  closing_date: z.iso.datetime({ offset: true }).nullable().describe('When the bill was closed'),
  partners: z.array(pmsPartner).describe('Who the bill is for'),
});
export type PmsBill = z.infer<typeof pmsBill>;

export const pmsOrder = resource(
  'PmsOrder',
  'What a guest consumed: the lines of one stay or one service order, with its bills',
  {
    id: remoteId('Identifier of the order in the connected software'),
    source_ref: ref,
    creation_date: z.iso.datetime({ offset: true }).describe('When the order was created'),
    closing_date: z.iso.datetime({ offset: true }).nullable().describe('When the order was closed'),
    service_date: z.iso.datetime({ offset: true }).nullable().describe('When the service was consumed'),
    total: z.number().describe('Total of the order, tax included'),
    tax_amount: z.number().describe('Tax of the order'),
    order_number: z.string().nullable().describe('Number of the order in the software'),
    device_id: z.string().nullable().describe('Device that recorded the order'),
    total_discount: z.number().describe('Discounts given, tax included'),
    total_refund: z.number().describe('Amount refunded'),
    total_tip: z.number().describe('Tips received'),
    delivery_fee: z.number().describe('Delivery fee charged'),
    mode: pmsOrderMode.nullable().default('UNKNOWN'),
    source: pmsOrderSource.nullable().default('UNKNOWN'),
    currency: graphql(z.string().nullable().describe('Currency of the amounts (ISO 4217)'), {
      type: 'CurrencyCode',
    }),
    country: graphql(z.string().nullable().describe('Country of the property, ISO 3166-1 alpha-2'), {
      type: 'CountryCode',
    }),
    loyalty: graphql(z.int().nullable().describe('Loyalty points earned'), { type: 'Float' }),
    customer_id: reference(z.string().nullable().describe('Lintel id of the guest'), {
      field: 'customer',
      operation: 'pms.customers.get',
      description: 'The guest (or company) the order is for',
    }),
    location_id: z.string().nullable().describe('Lintel id of the property or outlet'),
    guests: z.int().nullable().describe('Number of guests'),
    service_id: z.string().nullable().describe('Lintel id of the service (accommodation, restaurant…)'),
    taxes: z.array(pmsOrderTax).describe('Tax of the order by rate'),
    items: z.array(pmsOrderItem).describe('Lines of the order'),
    reservation: graphql(pmsReservation.nullable(), { description: 'The stay the order belongs to' }),
    bills: z.array(pmsBill).describe('Bills issued for the order'),
  },
  { raw: true, node: true },
);
export type PmsOrder = z.infer<typeof pmsOrder> & WithRaw;

export const pmsOrderState = enumeration(
  'PmsOrderState',
  'Which date of an order a listing window applies to',
  ['consumed', 'closed'],
  {
    consumed: 'The orders whose service date is in the window',
    closed: 'The orders closed in the window',
  },
);
export type PmsOrderState = z.infer<typeof pmsOrderState>;

/** Filters of the PMS order listing (REST names, Chift's). */
export const pmsOrderFilter = z.object({
  state: pmsOrderState.default('consumed'),
  date_from: z.iso.date().optional().describe('First day of the window; 90 days before date_to by default'),
  date_to: z.iso.date().optional().describe('Last day of the window; today by default'),
  location_id: z.string().min(1).max(255).optional().describe('Only the orders of this property or outlet'),
});

/** Default look-back of the PMS order listing when no window is given (days). */
export const PMS_ORDER_DEFAULT_DAYS = 90;

export type PmsOrderFilter = Omit<z.output<typeof pmsOrderFilter>, 'date_from' | 'date_to'> & {
  /** Inclusive calendar dates `YYYY-MM-DD`, always set (see `withPmsOrderWindow`). */
  date_from: string;
  date_to: string;
};

/**
 * The window a PMS order listing covers: given dates are kept; a missing `date_to` is today and a
 * missing `date_from` is 90 days before `date_to` (vendors such as Mews cap a window at 3 months).
 */
export function withPmsOrderWindow(filter: z.output<typeof pmsOrderFilter>, now: Date): PmsOrderFilter {
  const to = filter.date_to ?? now.toISOString().slice(0, 10);
  const from =
    filter.date_from ??
    new Date(Date.parse(`${to}T00:00:00Z`) - PMS_ORDER_DEFAULT_DAYS * 86_400_000).toISOString().slice(0, 10);
  return { ...filter, date_from: from, date_to: to };
}

// ---- the breadth of Chift's PMS API: locations, invoices, payments, customers… ------------

/** An instant with its zone designator (`Z` or an offset): contract §9. */
const instant = (description: string) => z.iso.datetime({ offset: true }).describe(description);

export const pmsLocation = resource(
  'PmsLocation',
  'A property (hotel) of the property management system',
  {
    id: remoteId('Identifier of the property in the connected software'),
    name: z.string().describe('Name of the property'),
    timezone: z
      .string()
      .nullable()
      .describe(
        'Time zone of the property (IANA, e.g. Europe/Brussels): its business days are this zone’s days',
      ),
    address: graphql(pmsAddress.nullable(), { description: 'Postal address of the property' }),
  },
  { raw: true, node: true },
);
export type PmsLocation = z.infer<typeof pmsLocation> & WithRaw;

export const pmsPaymentStatus = enumeration(
  'PmsPaymentStatus',
  'Where a payment stands',
  ['Pending', 'Completed', 'Canceled', 'Failed', 'Unknown', 'Authorised'],
  {
    Pending: 'Started, not settled yet',
    Completed: 'Settled',
    Canceled: 'Cancelled before it was settled',
    Failed: 'Refused or failed',
    Unknown: 'The software does not say',
    Authorised: 'Authorised (e.g. a card pre-authorisation), not captured yet',
  },
);
export type PmsPaymentStatus = z.infer<typeof pmsPaymentStatus>;

export const pmsPartnerId = resource(
  'PmsPartnerId',
  'The customer (guest or company) a record names',
  {
    id: graphql(z.string().describe('Identifier of the customer in the connected software'), {
      name: 'remoteId',
      type: 'String',
      reference: {
        field: 'customer',
        operation: 'pms.customers.get',
        description: 'The customer record',
      },
    }),
    source_ref: ref,
  },
  { graphqlType: 'PmsCustomerReference' },
);
export type PmsPartnerId = z.infer<typeof pmsPartnerId>;

export const pmsPayment = resource(
  'PmsPayment',
  'Money received for a bill (positive) or given back (negative, a refund)',
  {
    id: graphql(z.string().nullable().describe('Identifier of the payment in the connected software'), {
      name: 'remoteId',
    }),
    source_ref: ref,
    payment_method_id: z.string().nullable().describe('Lintel id of the payment method used'),
    payment_method_name: z
      .string()
      .nullable()
      .describe('Chift’s name of the payment method (Cash, Card, Transfer…)'),
    total: z.number().describe('Amount paid: positive when received, negative when refunded; tips excluded'),
    tip: z.number().nullable().default(0).describe('Tips paid with the payment, not part of total'),
    status: pmsPaymentStatus.nullable().default('Unknown'),
    currency: graphql(z.string().nullable().describe('Currency of the payment (ISO 4217)'), {
      type: 'CurrencyCode',
    }),
    date: instant('When the payment was made').nullable(),
    invoice_ref: z
      .string()
      .nullable()
      .describe('Lintel id of the invoice (bill) the payment settles, when it settles one'),
    partner_id: graphql(pmsPartnerId.nullable(), { description: 'The customer who paid' }),
    description: z.string().nullable().describe('What the payment is for'),
  },
  { raw: true },
);
export type PmsPayment = z.infer<typeof pmsPayment> & WithRaw;

export const pmsInvoice = resource(
  'PmsInvoice',
  'A closed (or open) bill of the property: its lines, the payments that settle it and who it is for',
  {
    id: remoteId('Identifier of the invoice (bill) in the connected software'),
    source_ref: ref,
    invoice_number: z.string().nullable().describe('Number of the invoice, once issued'),
    creation_date: instant('When the bill was opened').nullable(),
    closing_date: instant('When the bill was closed (the invoice issued)').nullable(),
    partners: z.array(pmsPartner).nullable().describe('Who the bill is for: its owner and accounts charged'),
    items: z.array(pmsOrderItem).describe('Lines of the bill: nights, city tax, food and beverage…'),
    payments: z.array(pmsPayment).describe('Payments that settle the bill'),
    service_id: z.string().nullable().describe('Lintel id of the service the bill is for (accommodation…)'),
    reservation: graphql(pmsReservation.nullable(), { description: 'The stay the bill belongs to' }),
    tax_amount: z.number().describe('Tax of the bill'),
    untaxed_amount: z.number().describe('Total of the bill, tax excluded'),
    total: z.number().describe('Total of the bill, tax included'),
    customer_id: reference(
      z
        .string()
        .nullable()
        .default(null)
        .describe(
          'Lintel id of the customer billed: the company charged when the bill has one, else the guest; a Lintel addition to Chift’s item',
        ),
      {
        field: 'customer',
        operation: 'pms.customers.get',
        description: 'The customer billed: the company charged when the bill has one, else the guest',
      },
    ),
  },
  { raw: true },
);
export type PmsInvoice = z.infer<typeof pmsInvoice> & WithRaw;

export const pmsPaymentMethod = resource(
  'PmsPaymentMethod',
  'A way a property takes payments (cash, card, bank transfer, invoice to a company…)',
  {
    id: remoteId('Identifier of the payment method in the connected software'),
    source_ref: ref,
    name: z.string().describe('Chift’s name of the payment method (Cash, Card, Transfer…)'),
    extra: z.string().nullable().describe('Name of the payment method in the software'),
    ledger_account_code: z.string().nullable().describe('Ledger account the payments are booked on'),
  },
  { raw: true, node: true },
);
export type PmsPaymentMethod = z.infer<typeof pmsPaymentMethod> & WithRaw;

export const pmsCustomer = resource(
  'PmsCustomer',
  'A guest or a company known to the property management system',
  {
    id: remoteId('Identifier of the customer in the connected software'),
    source_ref: ref,
    first_name: z.string().nullable().describe('First name, for a person'),
    last_name: z.string().nullable().describe('Last name, for a person'),
    company_name: z.string().nullable().describe('Name of the company, for a company'),
    phone: z.string().nullable().describe('Phone number'),
    email: z.string().nullable().describe('Email address'),
    account_number: z.string().nullable().describe('Accounting account of the customer (e.g. 411000)'),
    created_on: instant('When the customer was created').nullable(),
    addresses: z.array(pmsAddress).nullable().describe('Postal addresses'),
    is_company: z.boolean().nullable().default(false).describe('A company rather than a person'),
  },
  { raw: true, node: true },
);
export type PmsCustomer = z.infer<typeof pmsCustomer> & WithRaw;

export const pmsAccountingCategory = resource(
  'PmsAccountingCategory',
  'A revenue category of the property (accommodation, city tax, food, beverage…) and the accounts it is booked on',
  {
    id: remoteId('Identifier of the accounting category in the connected software'),
    source_ref: ref,
    name: z.string().describe('Name of the category'),
    code: z.string().nullable().describe('Code of the category'),
    ledger_account_code: z.string().nullable().describe('Ledger account the category’s revenue is booked on'),
    posting_account_code: z.string().nullable().describe('Posting account of the category'),
  },
  { raw: true, node: true },
);
export type PmsAccountingCategory = z.infer<typeof pmsAccountingCategory> & WithRaw;

export const pmsClosureState = enumeration(
  'PmsClosureState',
  'Whether a business day is over',
  ['open', 'closed'],
  {
    open: 'The day is not over yet (or has not started) in the property’s time zone',
    closed: 'The day is over in the property’s time zone',
  },
);
export type PmsClosureState = z.infer<typeof pmsClosureState>;

export const pmsClosurePayment = resource('PmsClosurePayment', 'The payments of a day by one method', {
  payment_method_id: z.string().nullable().describe('Lintel id of the payment method'),
  payment_method_name: z.string().nullable().describe('Chift’s name of the payment method'),
  tip: z.number().nullable().default(0).describe('Tips paid by this method, not part of total'),
  total: z.number().describe('Amount received by this method, refunds deducted'),
});
export type PmsClosurePayment = z.infer<typeof pmsClosurePayment>;

export const pmsClosureTax = resource('PmsClosureTax', 'The tax of a day at one rate', {
  tax_id: reference(z.string().nullable().describe('Lintel id of the tax rate, when known'), {
    field: 'tax',
    operation: 'pms.taxes.list',
    description: 'The tax rate, when known',
  }),
  tax_rate: z.number().describe('Rate in percent'),
  tax_amount: z.number().describe('Tax at this rate'),
  total: z.number().describe('Total of the lines taxed at this rate, tax included'),
});
export type PmsClosureTax = z.infer<typeof pmsClosureTax>;

export const pmsClosureInformation = resource(
  'PmsClosureInformation',
  'One closure of a day: what a property took and charged',
  {
    id: z.string().describe('Identifier of the closure (the property and the day)'),
    total: z.number().describe('Total of the day’s payments'),
    tax_amount: z.number().describe('Tax of the day’s charges'),
    payments: z.array(pmsClosurePayment).nullable().default([]).describe('The day’s payments by method'),
    taxes: z.array(pmsClosureTax).nullable().default([]).describe('The day’s charges by tax rate'),
  },
);
export type PmsClosureInformation = z.infer<typeof pmsClosureInformation>;

export const pmsClosure = resource(
  'PmsClosure',
  'The closure of one business day (the property’s day, in its time zone): payments by method and charges by tax rate',
  {
    date: z.iso.date().describe('The business day'),
    status: pmsClosureState,
    closures: z
      .array(pmsClosureInformation)
      .nullable()
      .default([])
      .describe('The closures of the day, one per property'),
  },
);
export type PmsClosure = z.infer<typeof pmsClosure>;

export const pmsAccountingTransactionType = enumeration(
  'PmsAccountingTransactionType',
  'What an accounting transaction records',
  ['payment', 'room', 'addon', 'invoice', 'pos', 'fee', 'tax', 'reservation', 'other'],
  {
    payment: 'A payment received or refunded',
    room: 'A room night',
    addon: 'An extra sold with the stay (breakfast, parking…)',
    invoice: 'An invoice',
    pos: 'A sale of a point of sale (restaurant, bar)',
    fee: 'A fee (e.g. a cancellation fee)',
    tax: 'A tax (e.g. a city tax)',
    reservation: 'A reservation',
    other: 'Anything else',
  },
);
export const pmsAccountingTransactionStatus = enumeration(
  'PmsAccountingTransactionStatus',
  'Whether a transaction is final in the software',
  ['draft', 'posted'],
  {
    draft: 'Not final yet (e.g. on an open bill)',
    posted: 'Final (e.g. on a closed bill)',
  },
);
export const pmsAccountingTransactionOriginType = enumeration(
  'PmsAccountingTransactionOriginType',
  'The kind of record a transaction comes from',
  ['payment', 'invoice', 'order'],
  {
    payment: 'A payment',
    invoice: 'An invoice (bill)',
    order: 'An order (an item consumed)',
  },
);
export type PmsAccountingTransactionType = z.infer<typeof pmsAccountingTransactionType>;
export type PmsAccountingTransactionStatus = z.infer<typeof pmsAccountingTransactionStatus>;

export const pmsAccountingTransactionOrigin = resource(
  'PmsAccountingTransactionOrigin',
  'The record an accounting transaction comes from',
  {
    id: graphql(z.string().describe('Identifier of the record in the connected software'), {
      name: 'remoteId',
    }),
    type: pmsAccountingTransactionOriginType,
  },
);

export const pmsAccountingTransaction = resource(
  'PmsAccountingTransaction',
  'One line of the property’s journal: a charge, its tax or a payment, with its accounts',
  {
    id: remoteId('Identifier of the transaction in the connected software'),
    source_ref: ref,
    group_id: z.string().describe('Id shared by the transactions of one record (e.g. a bill)'),
    date: instant('When the transaction was recorded in the software'),
    amount: z
      .number()
      .describe('Amount: revenue and tax positive, payments negative (they settle the charges)'),
    is_tax_line: z.boolean().describe('The line is the tax of another line'),
    sub_group_id: z.string().nullable().describe('Id shared by a line and its tax line'),
    tax_code: z.string().nullable().describe('Id of the tax rate in the software'),
    description: z.string().nullable().default('').describe('What the transaction is'),
    currency_exchange_rate: z
      .number()
      .nullable()
      .default(1)
      .describe('Exchange rate at the transaction date'),
    currency: graphql(z.string().describe('Currency of the amount (ISO 4217)'), { type: 'CurrencyCode' }),
    transaction_type: pmsAccountingTransactionType,
    accounting_category_id: reference(
      z.string().nullable().describe('Lintel id of the accounting category of the transaction'),
      {
        field: 'accountingCategory',
        operation: 'pms.accounting-categories.list',
        description: 'The accounting category of the transaction',
      },
    ),
    ledger_account_code: z.string().nullable().describe('Ledger account the transaction is booked on'),
    status: pmsAccountingTransactionStatus,
    origin: graphql(pmsAccountingTransactionOrigin.nullable(), {
      description: 'The record the transaction comes from',
    }),
    partner_id: graphql(pmsPartnerId.nullable(), { description: 'The customer the transaction concerns' }),
    reference: z
      .string()
      .nullable()
      .describe('An external or contextual reference (e.g. the invoice number)'),
    location_id: z.string().nullable().describe('Lintel id of the property'),
  },
  { raw: true },
);
export type PmsAccountingTransaction = z.infer<typeof pmsAccountingTransaction> & WithRaw;

// ---- filters (REST names, Chift's) ----------------------------------------------------------

const locationFilter = z
  .string()
  .min(1)
  .max(255)
  .optional()
  .describe('Only the records of this property; all properties when absent');

/** A required window of business days (Chift requires both dates on these listings). */
const requiredWindow = {
  date_from: z.iso.date().describe('First business day of the window (the property’s day)'),
  date_to: z.iso.date().describe('Last business day of the window, included'),
};

export const pmsInvoiceFilter = z.object({ ...requiredWindow, location_id: locationFilter });
export type PmsInvoiceFilter = z.output<typeof pmsInvoiceFilter>;

export const pmsPaymentFilter = z.object({ ...requiredWindow });
export type PmsPaymentFilter = z.output<typeof pmsPaymentFilter>;

export const pmsPaymentMethodFilter = z.object({ location_id: locationFilter });

export const pmsCustomerFilter = z.object({
  search: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe('Only the customers whose name, company or email contains this text'),
  email: z.string().min(1).max(255).optional().describe('Only the customers with this email address'),
  phone: z.string().min(1).max(255).optional().describe('Only the customers with this phone number'),
});
export type PmsCustomerFilter = z.output<typeof pmsCustomerFilter>;

export const pmsAccountingTransactionFilter = z.object({ ...requiredWindow, location_id: locationFilter });
export type PmsAccountingTransactionFilter = z.output<typeof pmsAccountingTransactionFilter>;

export const pmsClosureParams = z.object({
  date: z.iso.date().describe('The business day (the property’s day, in its time zone)'),
  location_id: locationFilter,
});
export type PmsClosureParams = z.output<typeof pmsClosureParams>;

// ---- operations ------------------------------------------------------------------------------

/** Property management operations, each declared once (see `operation-kinds.ts`). */
export const pmsOperations = {
  'pms.taxes.list': list({
    api: 'pms',
    resource: 'taxes',
    item: pmsTaxRate,
    field: 'taxes',
    summary: 'List PMS tax rates',
    description: 'The tax rates of the property management system, city taxes included.',
    chift: 'pms_get_taxes',
  }),
  'pms.orders.list': list({
    api: 'pms',
    resource: 'orders',
    item: pmsOrder,
    filter: pmsOrderFilter,
    complete: withPmsOrderWindow,
    field: 'orders',
    summary: 'List PMS orders',
    description:
      'What guests consumed: the orders whose service date (state=consumed) or closing date (state=closed) ' +
      'falls in the window, the last 90 days by default.',
    chift: 'pms_get_orders',
  }),
  'pms.locations.list': list({
    api: 'pms',
    resource: 'locations',
    item: pmsLocation,
    field: 'locations',
    summary: 'List PMS locations',
    description: 'The properties (hotels) of the property management system, with their time zones.',
    chift: 'pms_get_locations',
  }),
  'pms.invoices.list': list({
    api: 'pms',
    resource: 'invoices',
    item: pmsInvoice,
    filter: pmsInvoiceFilter,
    field: 'invoices',
    summary: 'List PMS invoices',
    description:
      'The bills closed in the window (business days of the property, both included), with their lines ' +
      'and the payments that settle them, of one property or all.',
    chift: 'pms_get_invoices',
  }),
  'pms.payments.list': list({
    api: 'pms',
    resource: 'payments',
    item: pmsPayment,
    filter: pmsPaymentFilter,
    field: 'payments',
    summary: 'List PMS payments',
    description:
      'The payments made in the window (business days of the property, both included): money received ' +
      'is positive, refunds negative.',
    chift: 'pms_get_payments',
  }),
  'pms.payment-methods.list': list({
    api: 'pms',
    resource: 'payment-methods',
    item: pmsPaymentMethod,
    filter: pmsPaymentMethodFilter,
    field: 'paymentMethods',
    summary: 'List PMS payment methods',
    description:
      'The ways the properties take payments, with the ledger account of each, of one property or all.',
    chift: 'pms_get_payments_methods',
  }),
  'pms.customers.list': list({
    api: 'pms',
    resource: 'customers',
    item: pmsCustomer,
    filter: pmsCustomerFilter,
    field: 'customers',
    summary: 'List PMS customers',
    description:
      'The guests and companies of the property management system, searched by name, email or phone.',
    chift: 'pms_get_customers',
  }),
  'pms.customers.get': get({
    api: 'pms',
    resource: 'customers',
    item: pmsCustomer,
    idParam: 'customer_id',
    field: 'customer',
    summary: 'Get one PMS customer',
    description:
      'One guest or company by its id in the software; not found (REST 404, GraphQL null) when the software has no such customer.',
    chift: 'pms_get_customer',
  }),
  'pms.accounting-categories.list': list({
    api: 'pms',
    resource: 'accounting-categories',
    item: pmsAccountingCategory,
    field: 'accountingCategories',
    summary: 'List PMS accounting categories',
    description: 'The revenue categories of the properties and the ledger accounts they are booked on.',
    chift: 'pms_get_accounting_categories',
  }),
  'pms.closures.read': read({
    api: 'pms',
    resource: 'closures',
    item: pmsClosure,
    pathParam: 'date',
    params: pmsClosureParams,
    field: 'closure',
    summary: 'Get the closure of a PMS business day',
    description:
      'What the properties took (payments by method) and charged (by tax rate) on one business day, ' +
      'the day of each property in its own time zone; closed once that day is over there.',
    chift: 'pms_get_closure',
  }),
  'pms.accounting-transactions.list': list({
    api: 'pms',
    resource: 'accounting-transactions',
    item: pmsAccountingTransaction,
    filter: pmsAccountingTransactionFilter,
    field: 'accountingTransactions',
    summary: 'List PMS accounting transactions',
    description:
      'The journal lines of the window (business days of the property, both included): charges and their ' +
      'tax lines by accounting category, and payments, of one property or all.',
    chift: 'pms_get_accounting_transactions',
  }),
} as const;
