import { isoDateTime } from '../dates.js';
import { type SandboxApi, stored } from '../kit.js';
import { handlers as accountingCategories } from './accounting-categories/handlers.js';
import { KIND as ACCOUNTING_CATEGORY, PMS_ACCOUNTING_CATEGORIES } from './accounting-categories/seed.js';
import { handlers as accountingTransactions } from './accounting-transactions/handlers.js';
import { KIND as ACCOUNTING_TRANSACTION } from './accounting-transactions/seed.js';
import { handlers as closures } from './closures/handlers.js';
import { handlers as customers } from './customers/handlers.js';
import { KIND as CUSTOMER, seedCustomers } from './customers/seed.js';
import { handlers as invoices } from './invoices/handlers.js';
import { KIND as INVOICE, seedClosedBills } from './invoices/seed.js';
import { handlers as locations } from './locations/handlers.js';
import { KIND as LOCATION, PMS_PROPERTIES } from './locations/seed.js';
import { handlers as orders } from './orders/handlers.js';
import { KIND as ORDER, seedPmsOrders } from './orders/seed.js';
import { handlers as paymentMethods } from './payment-methods/handlers.js';
import { KIND as PAYMENT_METHOD, seedPaymentMethods } from './payment-methods/seed.js';
import { handlers as payments } from './payments/handlers.js';
import { KIND as PAYMENT } from './payments/seed.js';
import { handlers as taxes } from './taxes/handlers.js';
import { seedPmsTaxRates, KIND as TAX } from './taxes/seed.js';

/**
 * The Sandbox PMS: three hotels (Brussels, Antwerp, Lisbon) with their tax rates, stays (orders),
 * closed bills as invoices with their payments (card, cash, company transfer), guests and
 * companies, payment methods and accounting categories with ledger accounts, journal lines and
 * daily closures. Everything is derived from the stays, so it adds up. Stored records carry,
 * beside the model's fields, what the handlers filter on: `location_id` and `business_date`, the
 * record's day in its property's time zone (contract §9).
 */
export const pms: SandboxApi = {
  handlers: {
    ...taxes,
    ...orders,
    ...locations,
    ...invoices,
    ...payments,
    ...paymentMethods,
    ...customers,
    ...accountingCategories,
    ...closures,
    ...accountingTransactions,
  },

  seed(now) {
    const stays = seedPmsOrders(now);
    const bills = seedClosedBills(now, stays);
    return [
      ...seedPmsTaxRates().map((t) => stored(TAX, t)),
      ...stays.map((o) => stored(ORDER, o)),
      ...Object.values(PMS_PROPERTIES).map((p) => stored(LOCATION, p.location)),
      ...seedCustomers(stays).map((c) => stored(CUSTOMER, c)),
      ...PMS_ACCOUNTING_CATEGORIES.map((c) => stored(ACCOUNTING_CATEGORY, c)),
      ...seedPaymentMethods().map((m) => stored(PAYMENT_METHOD, m)),
      ...bills.invoices.map((i) => stored(INVOICE, i)),
      ...bills.payments.map((p) => stored(PAYMENT, { ...p, id: String(p.id) })),
      ...bills.transactions.map((t) => stored(ACCOUNTING_TRANSACTION, t)),
    ];
  },

  // A company's transfer is in the seed once its time (whole seconds) has come: one seed a second.
  seedKey: (now) => isoDateTime(now.getTime()),
};
