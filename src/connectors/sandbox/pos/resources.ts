// Written by `npm run schema:print` from the resource folders beside it: do not edit (run it again instead).

import type { SandboxHandlers } from '../kit.js';
import type { SandboxRecord } from '../types.js';
import { handlers as accountingCategories } from './accounting-categories/handlers.js';
import { seed as accountingCategoriesSeed } from './accounting-categories/seed.js';
import { handlers as closures } from './closures/handlers.js';
import { handlers as customers } from './customers/handlers.js';
import { seed as customersSeed } from './customers/seed.js';
import { handlers as locations } from './locations/handlers.js';
import { seed as locationsSeed } from './locations/seed.js';
import { handlers as modifiers } from './modifiers/handlers.js';
import { seed as modifiersSeed } from './modifiers/seed.js';
import { handlers as objectives } from './objectives/handlers.js';
import { seed as objectivesSeed } from './objectives/seed.js';
import { handlers as orders } from './orders/handlers.js';
import { seed as ordersSeed } from './orders/seed.js';
import { handlers as paymentMethods } from './payment-methods/handlers.js';
import { seed as paymentMethodsSeed } from './payment-methods/seed.js';
import { handlers as payments } from './payments/handlers.js';
import { seed as paymentsSeed } from './payments/seed.js';
import { handlers as productCategories } from './product-categories/handlers.js';
import { seed as productCategoriesSeed } from './product-categories/seed.js';
import { handlers as products } from './products/handlers.js';
import { seed as productsSeed } from './products/seed.js';
import { handlers as report } from './report/handlers.js';
import { handlers as sales } from './sales/handlers.js';
import { handlers as taxRates } from './tax-rates/handlers.js';
import { seed as taxRatesSeed } from './tax-rates/seed.js';

/** The handlers of every resource of the API, by operation: its capabilities are these keys. */
export const handlers = {
  ...accountingCategories,
  ...closures,
  ...customers,
  ...locations,
  ...modifiers,
  ...objectives,
  ...orders,
  ...paymentMethods,
  ...payments,
  ...productCategories,
  ...products,
  ...report,
  ...sales,
  ...taxRates,
} satisfies SandboxHandlers;

/** The seeds of the resources that hold records at the start (each listed in its own order). */
export const seeds: Record<string, (now: Date) => SandboxRecord[]> = {
  accountingCategories: accountingCategoriesSeed,
  customers: customersSeed,
  locations: locationsSeed,
  modifiers: modifiersSeed,
  objectives: objectivesSeed,
  orders: ordersSeed,
  paymentMethods: paymentMethodsSeed,
  payments: paymentsSeed,
  productCategories: productCategoriesSeed,
  products: productsSeed,
  taxRates: taxRatesSeed,
};
