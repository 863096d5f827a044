// Written by `npm run schema:print` from the resource folders beside it: do not edit (run it again instead).

import type { SandboxHandlers } from '../kit.js';
import type { SandboxRecord } from '../types.js';
import { handlers as accountingCategories } from './accounting-categories/handlers.js';
import { seed as accountingCategoriesSeed } from './accounting-categories/seed.js';
import { handlers as accountingTransactions } from './accounting-transactions/handlers.js';
import { seed as accountingTransactionsSeed } from './accounting-transactions/seed.js';
import { handlers as closures } from './closures/handlers.js';
import { handlers as customers } from './customers/handlers.js';
import { seed as customersSeed } from './customers/seed.js';
import { handlers as invoices } from './invoices/handlers.js';
import { seed as invoicesSeed } from './invoices/seed.js';
import { handlers as locations } from './locations/handlers.js';
import { seed as locationsSeed } from './locations/seed.js';
import { handlers as orders } from './orders/handlers.js';
import { seed as ordersSeed } from './orders/seed.js';
import { handlers as paymentMethods } from './payment-methods/handlers.js';
import { seed as paymentMethodsSeed } from './payment-methods/seed.js';
import { handlers as payments } from './payments/handlers.js';
import { seed as paymentsSeed } from './payments/seed.js';
import { handlers as taxes } from './taxes/handlers.js';
import { seed as taxesSeed } from './taxes/seed.js';

/** The handlers of every resource of the API, by operation: its capabilities are these keys. */
export const handlers = {
  ...accountingCategories,
  ...accountingTransactions,
  ...closures,
  ...customers,
  ...invoices,
  ...locations,
  ...orders,
  ...paymentMethods,
  ...payments,
  ...taxes,
} satisfies SandboxHandlers;

/** The seeds of the resources that hold records at the start (each listed in its own order). */
export const seeds: Record<string, (now: Date) => SandboxRecord[]> = {
  accountingCategories: accountingCategoriesSeed,
  accountingTransactions: accountingTransactionsSeed,
  customers: customersSeed,
  invoices: invoicesSeed,
  locations: locationsSeed,
  orders: ordersSeed,
  paymentMethods: paymentMethodsSeed,
  payments: paymentsSeed,
  taxes: taxesSeed,
};
