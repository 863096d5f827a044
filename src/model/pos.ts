import { z } from 'zod';
import { type Absent, boolParam, reference, remoteId, type WithRaw } from './common.js';
import { enumeration, graphql, resource } from './declare.js';
import { create, get, list, read, update } from './operation-kinds.js';

export const modifierOption = resource('ModifierOption', 'One choice of a modifier group', {
  id: remoteId('Identifier of the option in the connected software'),
  name: z.string().describe('Name of the option, e.g. Extra cheese'),
  price: z.number().describe('Price added to the item when chosen'),
});
export type ModifierOption = z.infer<typeof modifierOption>;

export const modifierGroup = resource(
  'ModifierGroup',
  'A group of add-ons or customisation options of POS products, e.g. Toppings',
  {
    id: remoteId('Identifier of the modifier group in the connected software'),
    name: z.string().describe('Name of the group'),
    options: z.array(modifierOption).describe('The options of the group'),
  },
  { raw: true, node: true },
);
export type ModifierGroup = z.infer<typeof modifierGroup> & WithRaw;

/** Filters of the modifier listing (REST names). */
export const modifierFilter = z.object({
  location_id: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe('Only the modifiers of this location; all locations when absent'),
});
export type ModifierFilter = z.output<typeof modifierFilter>;

// ---- the point of sale breadth (Chift's POS API): every schema of its operations -----------

export const posOrderMode = enumeration(
  'PosOrderMode',
  'How an order is served',
  ['EAT_IN', 'TAKEAWAY', 'DELIVERY', 'UNKNOWN'],
  {
    EAT_IN: 'Served on the premises',
    TAKEAWAY: 'Taken away by the customer',
    DELIVERY: 'Delivered to the customer',
    UNKNOWN: 'The software does not say',
  },
);
export const posOrderSource = enumeration(
  'PosOrderSource',
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
export const posLineItemType = enumeration(
  'PosLineItemType',
  'What an order line sells',
  ['menu', 'product', 'service', 'general_discount'],
  {
    menu: 'A menu (a set of products sold together)',
    product: 'A product',
    service: 'A service',
    general_discount: 'A discount on the whole order',
  },
);
export const posDiscountType = enumeration(
  'PosDiscountType',
  'Why a discount was given',
  ['OFFERED', 'UNKNOWN', 'LOSS'],
  {
    OFFERED: 'Offered to the customer',
    UNKNOWN: 'The software does not say',
    LOSS: 'A loss (e.g. waste or breakage)',
  },
);
export const posPaymentStatus = enumeration(
  'PosPaymentStatus',
  'Where a payment stands',
  ['Pending', 'Completed', 'Canceled', 'Failed', 'Unknown', 'Authorised'],
  {
    Pending: 'Started, not yet settled',
    Completed: 'Settled',
    Canceled: 'Cancelled before it was settled',
    Failed: 'Refused or failed',
    Unknown: 'The software does not say',
    Authorised: 'Authorised by the card issuer, not yet captured',
  },
);
export const posOrderState = enumeration(
  'PosOrderState',
  'Which orders a listing returns by their state',
  ['open', 'closed', 'all'],
  {
    open: 'The orders still open (not paid and closed)',
    closed: 'The orders closed (paid)',
    all: 'Open and closed orders',
  },
);
export const posClosureState = enumeration(
  'PosClosureState',
  'Whether a business day is closed',
  ['open', 'closed'],
  {
    open: 'The day is still open: its figures can change',
    closed: 'The day is closed: its figures are final',
  },
);
export const posReportCategory = enumeration(
  'PosReportCategory',
  'Category of the sales of a report, as the French fiscal categories name them',
  [
    'Supply of goods subject to value-added tax.',
    'Services subject to value-added tax.',
    'Supply of goods and provision of services not subject to value-added tax in France, including intra-Community distance sales mentioned in 1° of I of Article 258 A and in Article 259 B of the French General Tax Code.',
    'Transactions subject to the regimes provided for in e) of 1 of Article 266 and in Articles 268 and 297 A of the French General Tax Code (VAT margin scheme).',
  ],
  {
    'Supply of goods subject to value-added tax.': {
      name: 'GOODS_SUBJECT_TO_VAT',
      description: 'Supply of goods subject to value-added tax',
    },
    'Services subject to value-added tax.': {
      name: 'SERVICES_SUBJECT_TO_VAT',
      description: 'Services subject to value-added tax',
    },
    'Supply of goods and provision of services not subject to value-added tax in France, including intra-Community distance sales mentioned in 1° of I of Article 258 A and in Article 259 B of the French General Tax Code.':
      {
        name: 'NOT_SUBJECT_TO_FRENCH_VAT',
        description:
          'Goods and services not subject to value-added tax in France, intra-Community distance sales included',
      },
    'Transactions subject to the regimes provided for in e) of 1 of Article 266 and in Articles 268 and 297 A of the French General Tax Code (VAT margin scheme).':
      {
        name: 'VAT_MARGIN_SCHEME',
        description:
          'Transactions under the VAT margin scheme (French General Tax Code, articles 266, 268, 297 A)',
      },
  },
);
export type PosOrderMode = z.infer<typeof posOrderMode>;
export type PosOrderSource = z.infer<typeof posOrderSource>;
export type PosPaymentStatus = z.infer<typeof posPaymentStatus>;
export type PosOrderState = z.infer<typeof posOrderState>;
export type PosReportCategory = z.infer<typeof posReportCategory>;

const currencyCode = (description: string) =>
  graphql(z.string().nullable().describe(`${description} (ISO 4217)`), { type: 'CurrencyCode' });
const countryCode = (description: string) =>
  graphql(z.string().nullable().describe(`${description}, ISO 3166-1 alpha-2 (e.g. FR)`), {
    type: 'CountryCode',
  });

export const posAddress = resource('PosAddress', 'A postal address of a location or a customer', {
  address_type: z.string().nullable().optional().describe('Type of the address, e.g. home'),
  name: z.string().nullable().optional().describe('Name given to the address, e.g. Home'),
  street: z.string().nullable().optional().describe('Street name'),
  number: z.string().nullable().optional().describe('House number'),
  box: z.string().nullable().optional().describe('Box or apartment'),
  city: z.string().nullable().optional().describe('City'),
  postal_code: z.string().nullable().optional().describe('Postal code'),
  country: countryCode('Country').optional(),
});
export type PosAddress = z.infer<typeof posAddress>;

export const posLocation = resource(
  'PosLocation',
  'A point of sale location: a shop, a restaurant, an outlet',
  {
    id: remoteId('Identifier of the location in the connected software'),
    name: z.string().describe('Name given to the location'),
    timezone: z
      .string()
      .nullable()
      .describe('Time zone of the location (IANA, e.g. Europe/Brussels): its business days are in it'),
    address: graphql(posAddress.nullable(), { description: 'Address of the location' }),
  },
  { raw: true, node: true },
);
export type PosLocation = z.infer<typeof posLocation> & WithRaw;

export const posTotalTax = resource(
  'PosTotalTax',
  'The tax at one rate: the sum over what is taxed at that rate',
  {
    tax_id: reference(z.string().nullable().describe('Identifier of the tax rate, when known'), {
      field: 'tax',
      operation: 'pos.tax-rates.list',
      description: 'The tax rate, when known',
    }),
    tax_rate: z.number().describe('Rate in percent'),
    tax_amount: z.number().describe('Amount of tax at this rate'),
    total: z.number().describe('Total taxed at this rate, tax included'),
  },
);
export type PosTotalTax = z.infer<typeof posTotalTax>;

export const posDiscount = resource('PosDiscount', 'A discount given on an order line', {
  name: z.string().nullable().describe('Name of the discount'),
  total: z.number().describe('Amount of the discount, tax included; part of the total of the line already'),
  type: posDiscountType.default('UNKNOWN'),
});
export type PosDiscount = z.infer<typeof posDiscount>;

export const posModifierLine = resource(
  'PosModifierLine',
  'A modifier chosen on an order line, e.g. Ketchup',
  {
    modifier_id: z.string().nullable().describe('Identifier of the modifier (option) chosen'),
    name: z.string().describe('Name of the modifier'),
    modifier_group_id: z.string().nullable().describe('Identifier of the modifier group'),
    quantity: z.number().nullable().default(1).describe('Quantity of the modifier'),
    unit_price: z.number().nullable().default(0).describe('Price of one unit, tax excluded'),
    total: z.number().nullable().default(0).describe('Total of the modifier, tax included'),
  },
);
export type PosModifierLine = z.infer<typeof posModifierLine>;

export const posOrderLine = resource('PosOrderLine', 'One line of a POS order', {
  id: remoteId('Identifier of the line in the connected software'),
  type: posLineItemType.nullable(),
  menu_id: z.string().nullable().describe('Identifier of the menu the line belongs to'),
  quantity: z.number().describe('Quantity sold'),
  unit_price: z.number().describe('Price of one unit, tax excluded'),
  total: z.number().describe('Total of the line, tax included, its discounts deducted'),
  tax_amount: z.number().describe('Tax of the line'),
  tax_rate: z.number().nullable().describe('Tax rate of the line in percent'),
  tax_id: reference(z.string().nullable().describe('Identifier of the tax rate of the line'), {
    field: 'tax',
    operation: 'pos.tax-rates.list',
    description: 'The tax rate of the line',
  }),
  description: z.string().nullable().describe('What was sold'),
  discounts: z
    .array(posDiscount)
    .nullable()
    .default([])
    .describe('Discounts given on the line (already deducted from its total)'),
  product_id: reference(z.string().nullable().describe('Identifier of the product sold'), {
    field: 'product',
    operation: 'pos.products.list',
    description: 'The product sold',
  }),
  accounting_category_id: reference(
    z.string().nullable().describe('Accounting category the software gives the line'),
    {
      field: 'accountingCategory',
      operation: 'pos.accounting-categories.list',
      description: 'The accounting category of the line',
    },
  ),
  modifiers: z.array(posModifierLine).nullable().default([]).describe('Modifiers chosen on the line'),
});
export type PosOrderLine = z.infer<typeof posOrderLine>;

export const posPayment = resource(
  'PosPayment',
  'A payment received at the point of sale',
  {
    id: graphql(z.string().nullable().describe('Identifier of the payment in the connected software'), {
      name: 'remoteId',
    }),
    payment_method_id: reference(z.string().nullable().describe('Identifier of the payment method used'), {
      field: 'paymentMethod',
      operation: 'pos.payment-methods.list',
      description: 'The payment method used',
    }),
    payment_method_name: z.string().nullable().describe("Chift's name of the payment method, e.g. Cash"),
    total: z.number().describe('Amount paid, tips excluded; negative for a refund'),
    tip: z.number().nullable().default(0).describe('Tip given with the payment, not part of its total'),
    status: posPaymentStatus.nullable().default('Unknown'),
    currency: currencyCode('Currency of the payment'),
    date: z.iso.datetime({ offset: true }).nullable().describe('When the payment was made'),
    invoice_ref: z.string().nullable().describe('Reference of the invoice linked to the payment'),
    order_id: z.string().nullable().describe('Identifier of the order paid'),
  },
  { raw: true },
);
export type PosPayment = z.infer<typeof posPayment> & WithRaw;

export const posOrder = resource(
  'PosOrder',
  'An order (ticket) of the point of sale: its lines, taxes and payments',
  {
    id: remoteId('Identifier of the order in the connected software'),
    order_number: z.string().nullable().describe('Number of the order, often unique within its day'),
    creation_date: z.iso.datetime({ offset: true }).describe('When the order was created'),
    closing_date: z.iso.datetime({ offset: true }).nullable().describe('When the order was closed (paid)'),
    service_date: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe('When the service the order belongs to started (groups the orders of one service)'),
    device_id: z.string().nullable().describe('Device that created the order'),
    total: z.number().describe('Total of the order, tax included, tips excluded'),
    tax_amount: z.number().describe('Tax of the order'),
    total_discount: z.number().nullable().default(0).describe('Discounts given on the order, tax included'),
    total_refund: z.number().nullable().default(0).describe('Amount refunded on the order'),
    total_tip: z.number().nullable().default(0).describe('Tips received, not part of the total'),
    delivery_fee: z.number().nullable().default(0).describe('Delivery fee charged'),
    mode: posOrderMode.nullable().default('UNKNOWN'),
    source: posOrderSource.nullable().default('UNKNOWN'),
    currency: currencyCode('Currency of the order'),
    country: countryCode('Country of the order'),
    loyalty: z.int().nullable().describe('Loyalty points of the order'),
    customer_id: reference(z.string().nullable().describe('Identifier of the customer'), {
      field: 'customer',
      operation: 'pos.customers.get',
      description: 'The customer of the order, when known',
    }),
    location_id: reference(z.string().nullable().describe('Identifier of the location'), {
      field: 'location',
      operation: 'pos.locations.list',
      description: 'The location the order was taken at',
    }),
    taxes: z.array(posTotalTax).nullable().default([]).describe('Tax of the order by rate'),
    guests: z.int().nullable().describe('Number of guests of the order'),
    payments: z.array(posPayment).describe('Payments made for the order'),
    items: z.array(posOrderLine).describe('Lines of the order'),
    invoice_id: z
      .string()
      .nullable()
      .describe('Invoice issued for the order, for the software that issue one'),
  },
  { raw: true, node: true },
);
export type PosOrder = z.infer<typeof posOrder> & WithRaw;

export const posUpdateOrder = resource('PosUpdateOrder', 'A change to an order: the customer it is for', {
  customer_id: z.string().min(1).max(255).nullable().optional().describe('Identifier of the customer'),
});
export type PosUpdateOrder = z.infer<typeof posUpdateOrder>;

export const posPaymentMethod = resource(
  'PosPaymentMethod',
  'A way customers pay at the point of sale',
  {
    id: remoteId('Identifier of the payment method in the connected software'),
    name: z.string().describe("Chift's name of the payment method: Cash, Card, Transfer…"),
    extra: z.string().nullable().describe('The name the software gives the method, e.g. Espèces'),
  },
  { raw: true, node: true },
);
export type PosPaymentMethod = z.infer<typeof posPaymentMethod> & WithRaw;

export const posSales = resource('PosSales', 'The sales of a period: the total of its closed orders', {
  total: z.number().describe('Total of the sales, tax included'),
  tax_amount: z.number().describe('Tax of the sales'),
  taxes: z.array(posTotalTax).nullable().default([]).describe('Tax of the sales by rate'),
});
export type PosSales = z.infer<typeof posSales>;

export const posClosurePayment = resource('PosClosurePayment', 'What one payment method took in a closure', {
  payment_method_id: reference(z.string().nullable().describe('Identifier of the payment method'), {
    field: 'paymentMethod',
    operation: 'pos.payment-methods.list',
    description: 'The payment method',
  }),
  payment_method_name: z.string().nullable().describe("Chift's name of the payment method"),
  tip: z.number().nullable().default(0).describe('Tips taken by the method, not part of its total'),
  total: z.number().describe('Amount taken by the method, tax included'),
});
export type PosClosurePayment = z.infer<typeof posClosurePayment>;

export const posClosureInformation = resource(
  'PosClosureInformation',
  'One closure (Z report) of a day: what it took, by payment method and tax rate',
  {
    id: remoteId('Identifier of the closure'),
    total: z.number().describe('Total of the payments of the closure'),
    tax_amount: z.number().describe('Tax of the closure'),
    payments: z.array(posClosurePayment).nullable().default([]).describe('Payments of the closure by method'),
    taxes: z.array(posTotalTax).nullable().default([]).describe('Tax of the closure by rate'),
  },
);
export type PosClosureInformation = z.infer<typeof posClosureInformation>;

export const posClosure = resource('PosClosure', "A business day's closure of a location", {
  date: z.iso.date().describe("The business day, in the location's time zone"),
  status: posClosureState,
  closures: z
    .array(posClosureInformation)
    .nullable()
    .default([])
    .describe('The closures of the day (one per register or per closing)'),
});
export type PosClosure = z.infer<typeof posClosure>;

export const posReportOrders = resource('PosReportOrders', 'The orders of a report in one category', {
  currency: graphql(z.string().describe('Currency of the report (ISO 4217)'), { type: 'CurrencyCode' }),
  total: z.number().describe('Total of the sales, tax included'),
  tax_amount: z.number().describe('Tax of the sales'),
  tax_duedatetypecode: z
    .string()
    .nullable()
    .describe('Code giving a date its meaning (UN/EDIFACT 2005), e.g. 4'),
  category: posReportCategory,
  total_orders: z.int().describe('Number of orders'),
  taxes: z.array(posTotalTax).nullable().default([]).describe('Tax by rate'),
});
export type PosReportOrders = z.infer<typeof posReportOrders>;

export const posReportPayment = resource(
  'PosReportPayment',
  'The payments of a report by method and tax rate',
  {
    tax_id: reference(z.string().nullable().describe('Identifier of the tax rate'), {
      field: 'tax',
      operation: 'pos.tax-rates.list',
      description: 'The tax rate',
    }),
    tax_rate: z.number().describe('Rate in percent'),
    tax_amount: z.number().describe('Tax at this rate'),
    total: z.number().describe('Amount paid at this rate, tax included'),
    payment_method_id: reference(z.string().nullable().describe('Identifier of the payment method'), {
      field: 'paymentMethod',
      operation: 'pos.payment-methods.list',
      description: 'The payment method',
    }),
    payment_method_name: z.string().nullable().describe("Chift's name of the payment method"),
    currency: graphql(z.string().describe('Currency of the payment (ISO 4217)'), { type: 'CurrencyCode' }),
  },
);
export type PosReportPayment = z.infer<typeof posReportPayment>;

export const posReport = resource(
  'PosReport',
  "A location's report of one business day: orders and payments",
  {
    date: z.iso.date().describe("The business day, in the location's time zone"),
    location_id: reference(z.string().describe('Identifier of the location'), {
      field: 'location',
      operation: 'pos.locations.list',
      description: 'The location of the report',
    }),
    orders: z.array(posReportOrders).nullable().default([]).describe('Orders of the day by category'),
    payments: z
      .array(posReportPayment)
      .nullable()
      .default([])
      .describe('Payments of the day by method and rate'),
  },
);
export type PosReport = z.infer<typeof posReport>;

export const posObjective = resource('PosObjective', 'A sales objective of one day', {
  total: z.number().describe('Sales aimed at, tax included'),
  tax_amount: z.number().describe('Tax of the sales aimed at'),
  date: z.iso.date().describe('The day of the objective'),
});
export type PosObjective = z.infer<typeof posObjective>;

export const posCustomer = resource(
  'PosCustomer',
  'A customer known to the point of sale',
  {
    id: remoteId('Identifier of the customer in the connected software'),
    first_name: z.string().nullable().describe('First name'),
    last_name: z.string().nullable().describe('Last name'),
    name: z.string().describe('Name: first name and last name'),
    phone: z.string().nullable().describe('Phone number (mobile, home, work…)'),
    email: z.string().nullable().describe('Email address'),
    created_on: z.iso.datetime({ offset: true }).nullable().describe('When the customer was created'),
    addresses: z.array(posAddress).nullable().default([]).describe('Addresses of the customer'),
    loyalty: z.int().nullable().describe('Loyalty points of the customer'),
    birthdate: z.iso.date().nullable().describe('Birth date'),
  },
  { raw: true, node: true },
);
export type PosCustomer = z.infer<typeof posCustomer> & WithRaw;

export const posPostAddress = resource(
  'PosPostAddress',
  'The address of a customer to create',
  {
    name: z.string().min(1).max(255).describe("Name given to the address, e.g. 'home'"),
    street: z.string().max(255).nullable().optional().describe('Street name'),
    number: z.string().max(64).nullable().optional().describe('House number'),
    box: z.string().max(64).nullable().optional().describe('Box or apartment'),
    city: z.string().min(1).max(255).describe('City'),
    postal_code: z.string().min(1).max(64).describe('Postal code'),
    country: graphql(
      z
        .string()
        .regex(/^[A-Z]{2}$/)
        .nullable()
        .optional()
        .describe('Country, ISO 3166-1 alpha-2 (e.g. FR)'),
      { type: 'CountryCode' },
    ),
  },
  { graphqlInput: 'PosAddressInput' },
);
export type PosPostAddress = z.infer<typeof posPostAddress>;

export const posCreateCustomer = resource('PosCreateCustomer', 'A customer to create in the point of sale', {
  first_name: z.string().min(1).max(255).describe('First name'),
  last_name: z.string().min(1).max(255).describe('Last name'),
  phone: z.string().max(64).nullable().optional().describe('Phone number'),
  email: z.string().max(255).nullable().optional().describe('Email address'),
  address: graphql(posPostAddress.nullable().optional(), { description: 'Address of the customer' }),
});
export type PosCreateCustomer = Absent<z.infer<typeof posCreateCustomer>>;

export const posProductPrice = resource('PosProductPrice', 'A price of a product', {
  unit_price: z.number().describe('Price of one unit, tax excluded'),
  tax_rate: z.number().nullable().describe('Tax rate applied, in percent'),
});
export type PosProductPrice = z.infer<typeof posProductPrice>;

export const posProduct = resource(
  'PosProduct',
  'A product sold at the point of sale',
  {
    id: remoteId('Identifier of the product in the connected software'),
    // The ids are `categoryIds` in GraphQL; `categories` are the records (one meta: a second
    // registration of the same schema would replace the first).
    categories: graphql(
      z.array(z.string()).nullable().default([]).describe('Identifiers of the categories of the product'),
      {
        name: 'categoryIds',
        reference: {
          field: 'categories',
          operation: 'pos.product-categories.list',
          description: 'The categories of the product',
        },
      },
    ),
    name: z.string().describe('Name of the product'),
    description: z.string().nullable().describe('Description of the product'),
    prices: z.array(posProductPrice).describe('Prices of the product'),
    modifier_groups_ids: z
      .array(z.string())
      .nullable()
      .default([])
      .describe('Identifiers of the modifier groups offered with the product'),
    accounting_category_ids: reference(
      z
        .array(z.string())
        .nullable()
        .describe('Accounting categories the software gives the product; its categories when absent'),
      {
        field: 'accountingCategories',
        operation: 'pos.accounting-categories.list',
        description: 'The accounting categories of the product',
      },
    ),
  },
  { raw: true, node: true },
);
export type PosProduct = z.infer<typeof posProduct> & WithRaw;

export const posProductCategory = resource(
  'PosProductCategory',
  'A category of POS products, possibly inside a parent category',
  {
    id: remoteId('Identifier of the category in the connected software'),
    name: z.string().describe('Name of the category'),
    description: z.string().nullable().describe('Description of the category'),
    id_parent: reference(z.string().nullable().describe('Identifier of the parent category, if any'), {
      field: 'parent',
      operation: 'pos.product-categories.list',
      description: 'The parent category, if any',
    }),
  },
  { raw: true, node: true },
);
export type PosProductCategory = z.infer<typeof posProductCategory> & WithRaw;

export const posAccountingCategory = resource(
  'PosAccountingCategory',
  'An accounting category of POS sales, mapped to ledger accounts',
  {
    id: remoteId('Identifier of the accounting category in the connected software'),
    name: z.string().describe('Name of the category, e.g. Beverages'),
    code: z.string().nullable().describe('Code of the category'),
    ledger_account_code: z.string().nullable().describe('Ledger account of the category'),
    posting_account_code: z.string().nullable().describe('Posting account of the category'),
  },
  { raw: true, node: true },
);
export type PosAccountingCategory = z.infer<typeof posAccountingCategory> & WithRaw;

export const posTaxRate = resource(
  'PosTaxRate',
  'A tax rate of the point of sale',
  {
    id: remoteId('Identifier of the tax rate in the connected software'),
    label: z.string().nullable().describe('Label of the rate, e.g. VAT 21%'),
    rate: z.number().nullable().describe('Rate in percent'),
    tax_code: z.string().nullable().describe('VAT code of the rate, e.g. VAT21'),
  },
  { raw: true, node: true },
);
export type PosTaxRate = z.infer<typeof posTaxRate> & WithRaw;

// ---- filters and parameters (REST names, Chift's) -----------------------------------------

const locationId = (description: string) => z.string().min(1).max(255).optional().describe(description);
const requiredDate = (description: string) => z.iso.date().describe(description);

export const posOrderFilter = z.object({
  date_from: z.iso
    .date()
    .optional()
    .describe("Only the orders of this business day or later (location's time zone)"),
  date_to: z.iso
    .date()
    .optional()
    .describe("Only the orders of this business day or earlier (location's time zone)"),
  location_id: locationId('Only the orders of this location'),
  state: posOrderState.default('all'),
  closure_id: z.string().min(1).max(255).optional().describe('Only the orders of this closure'),
});
export type PosOrderFilter = z.output<typeof posOrderFilter>;

export const posPaymentFilter = z.object({
  date_from: requiredDate('First business day of the window'),
  date_to: requiredDate('Last business day of the window'),
});
export type PosPaymentFilter = z.output<typeof posPaymentFilter>;

export const posLocationFilter = z.object({
  location_id: locationId('Only what this location uses; all locations when absent'),
});
export type PosLocationFilter = z.output<typeof posLocationFilter>;

export const posSalesParams = z.object({
  date_from: requiredDate('First business day of the period'),
  date_to: requiredDate('Last business day of the period'),
  location_id: locationId('Only the sales of this location; all locations when absent'),
});
export type PosSalesParams = z.output<typeof posSalesParams>;

export const posClosureParams = z.object({
  date: requiredDate("The business day, in the location's time zone"),
  location_id: locationId('The location; the first one when absent'),
});
export type PosClosureParams = z.output<typeof posClosureParams>;

export const posReportParams = posClosureParams;
export type PosReportParams = PosClosureParams;

export const posObjectiveFilter = z.object({
  date_from: requiredDate('First day of the window'),
  date_to: requiredDate('Last day of the window'),
  location_id: locationId('Only the objectives of this location; all locations when absent'),
});

export const posCustomerFilter = z.object({
  search: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .describe('Only the customers whose name, email or phone contains this'),
  email: z.string().min(1).max(255).optional().describe('Only the customers with this email address'),
  phone: z.string().min(1).max(64).optional().describe('Only the customers with this phone number'),
});
export type PosCustomerFilter = z.output<typeof posCustomerFilter>;

export const posProductCategoryFilter = z.object({
  location_id: locationId('Only the categories of this location; all locations when absent'),
  only_parents: boolParam('Only the top-level categories').default(false),
});
export type PosProductCategoryFilter = z.output<typeof posProductCategoryFilter>;

// ---- operations ------------------------------------------------------------------------------

/** Point of sale operations, each declared once (see `operation-kinds.ts`). */
export const posOperations = {
  'pos.modifiers.list': list({
    api: 'pos',
    resource: 'modifiers',
    item: modifierGroup,
    filter: modifierFilter,
    field: 'modifiers',
    summary: 'List modifiers',
    description:
      'The modifier groups (add-ons, customisation options) of the POS products, of one location or all.',
    chift: 'pos_get_modifiers',
  }),
  'pos.locations.list': list({
    api: 'pos',
    resource: 'locations',
    item: posLocation,
    field: 'locations',
    summary: 'List POS locations',
    description: 'The locations (shops, restaurants, outlets) of the point of sale, with their time zones.',
    chift: 'pos_get_locations',
  }),
  'pos.orders.list': list({
    api: 'pos',
    resource: 'orders',
    item: posOrder,
    filter: posOrderFilter,
    field: 'orders',
    summary: 'List POS orders',
    description:
      "The orders (tickets) with their lines, taxes and payments; date_from and date_to are business days in each location's time zone.",
    chift: 'pos_get_orders',
  }),
  'pos.orders.get': get({
    api: 'pos',
    resource: 'orders',
    item: posOrder,
    idParam: 'order_id',
    field: 'order',
    summary: 'Get one POS order',
    description:
      'One order by its id in the software; not found (REST 404, GraphQL null) when the software has no such order.',
    chift: 'pos_get_order',
  }),
  'pos.orders.update': update({
    api: 'pos',
    resource: 'orders',
    item: posOrder,
    idParam: 'order_id',
    body: posUpdateOrder,
    mutation: 'updatePosOrderCustomer',
    input: 'UpdatePosOrderCustomerInput',
    summary: 'Set the customer of a POS order',
    description:
      'Links an order to a customer and answers the order. Send an idempotency key (x-chift-client-requestid) to make retries safe.',
    chift: 'pos_update_pos_customer',
  }),
  'pos.payments.list': list({
    api: 'pos',
    resource: 'payments',
    item: posPayment,
    filter: posPaymentFilter,
    field: 'payments',
    summary: 'List POS payments',
    description:
      'The payments (refunds as negative amounts) made between date_from and date_to, both included.',
    chift: 'pos_get_payments',
  }),
  'pos.payment-methods.list': list({
    api: 'pos',
    resource: 'payment-methods',
    item: posPaymentMethod,
    filter: posLocationFilter,
    field: 'paymentMethods',
    summary: 'List POS payment methods',
    description: 'The ways customers pay (cash, card…), of one location or all.',
    chift: 'pos_get_payments_methods',
  }),
  'pos.sales.read': read({
    api: 'pos',
    resource: 'sales',
    item: posSales,
    params: posSalesParams,
    field: 'sales',
    summary: 'Get the sales of a period',
    description:
      "The total and tax of the closed orders of the business days date_from to date_to (each location's time zone), by tax rate.",
    chift: 'pos_get_sales',
  }),
  'pos.closures.read': read({
    api: 'pos',
    resource: 'closures',
    pathParam: 'date',
    item: posClosure,
    params: posClosureParams,
    field: 'closure',
    summary: 'Get the closure of a day',
    description:
      "The closure (Z report) of a location's business day: what it took by payment method and tax rate.",
    chift: 'pos_get_closure',
  }),
  'pos.report.read': read({
    api: 'pos',
    resource: 'report',
    item: posReport,
    params: posReportParams,
    field: 'report',
    summary: 'Get the report of a day',
    description: "A location's business day: its orders by category and its payments by method and tax rate.",
    chift: 'pos_get_report',
  }),
  'pos.objectives.list': list({
    api: 'pos',
    resource: 'objectives',
    item: posObjective,
    filter: posObjectiveFilter,
    field: 'objectives',
    summary: 'List sales objectives',
    description: 'The daily sales objectives between date_from and date_to, both included.',
    chift: 'pos_get_objectives',
  }),
  'pos.customers.list': list({
    api: 'pos',
    resource: 'customers',
    item: posCustomer,
    filter: posCustomerFilter,
    field: 'customers',
    summary: 'List POS customers',
    description: 'The customers of the point of sale; search, email and phone narrow it.',
    chift: 'pos_get_customers',
  }),
  'pos.customers.get': get({
    api: 'pos',
    resource: 'customers',
    item: posCustomer,
    idParam: 'customer_id',
    field: 'customer',
    summary: 'Get one POS customer',
    description:
      'One customer by its id in the software; not found (REST 404, GraphQL null) when the software has no such customer.',
    chift: 'pos_get_customer',
  }),
  'pos.customers.create': create({
    api: 'pos',
    resource: 'customers',
    item: posCustomer,
    body: posCreateCustomer,
    mutation: 'createPosCustomer',
    input: 'CreatePosCustomerInput',
    event: 'pos.customer.created',
    summary: 'Create a POS customer',
    description:
      'Adds a customer to the point of sale and answers the created record. Send an idempotency key (x-chift-client-requestid) to make retries safe.',
    chift: 'pos_create_pos_customer',
  }),
  'pos.products.list': list({
    api: 'pos',
    resource: 'products',
    item: posProduct,
    filter: posLocationFilter,
    field: 'products',
    summary: 'List POS products',
    description: 'The products sold at the point of sale with their prices, of one location or all.',
    chift: 'pos_get_products',
  }),
  'pos.product-categories.list': list({
    api: 'pos',
    resource: 'product-categories',
    item: posProductCategory,
    filter: posProductCategoryFilter,
    field: 'productCategories',
    summary: 'List POS product categories',
    description: 'The categories of the products; only_parents keeps the top-level ones.',
    chift: 'pos_get_product_categories',
  }),
  'pos.accounting-categories.list': list({
    api: 'pos',
    resource: 'accounting-categories',
    item: posAccountingCategory,
    filter: posLocationFilter,
    field: 'accountingCategories',
    summary: 'List POS accounting categories',
    description: 'The accounting categories of the sales with their ledger accounts, of one location or all.',
    chift: 'pos_get_accounting_categories',
  }),
  'pos.tax-rates.list': list({
    api: 'pos',
    resource: 'tax-rates',
    item: posTaxRate,
    field: 'taxRates',
    summary: 'List POS tax rates',
    description: 'The tax rates of the point of sale.',
    chift: 'pos_get_taxes',
  }),
} as const;
