import { get, list, read } from './operation-kinds.js';
import {
  pmsAccountingCategory,
  pmsAccountingTransaction,
  pmsAccountingTransactionFilter,
  pmsClosure,
  pmsClosureParams,
  pmsCustomer,
  pmsCustomerFilter,
  pmsInvoice,
  pmsInvoiceFilter,
  pmsLocation,
  pmsOrder,
  pmsOrderFilter,
  pmsPayment,
  pmsPaymentFilter,
  pmsPaymentMethod,
  pmsPaymentMethodFilter,
  pmsTaxRate,
  withPmsOrderWindow,
} from './pms.js';

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
