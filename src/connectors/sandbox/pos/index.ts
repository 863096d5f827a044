import { isoDateTime } from '../dates.js';
import { type SandboxApi, stored } from '../kit.js';
import { handlers as accountingCategories } from './accounting-categories/handlers.js';
import { KIND as ACCOUNTING_CATEGORY, POS_ACCOUNTING_CATEGORIES } from './accounting-categories/seed.js';
import { handlers as closures } from './closures/handlers.js';
import { handlers as customers } from './customers/handlers.js';
import { KIND as CUSTOMER, POS_CUSTOMERS } from './customers/seed.js';
import { handlers as locations } from './locations/handlers.js';
import { KIND as LOCATION, POS_LOCATIONS } from './locations/seed.js';
import { handlers as modifiers } from './modifiers/handlers.js';
import { KIND as MODIFIER_GROUP, seedModifierGroups } from './modifiers/seed.js';
import { handlers as objectives } from './objectives/handlers.js';
import { KIND as OBJECTIVE, seedPosObjectives } from './objectives/seed.js';
import { handlers as orders } from './orders/handlers.js';
import { KIND as ORDER, seedPosOrders } from './orders/seed.js';
import { handlers as paymentMethods } from './payment-methods/handlers.js';
import { KIND as PAYMENT_METHOD, POS_PAYMENT_METHODS } from './payment-methods/seed.js';
import { handlers as payments } from './payments/handlers.js';
import { KIND as PAYMENT } from './payments/seed.js';
import { handlers as productCategories } from './product-categories/handlers.js';
import { POS_PRODUCT_CATEGORIES, KIND as PRODUCT_CATEGORY } from './product-categories/seed.js';
import { handlers as products } from './products/handlers.js';
import { KIND as PRODUCT, seedPosProducts } from './products/seed.js';
import { handlers as report } from './report/handlers.js';
import { handlers as sales } from './sales/handlers.js';
import { handlers as taxRates } from './tax-rates/handlers.js';
import { POS_TAX_RATES, KIND as TAX_RATE } from './tax-rates/seed.js';

/**
 * The Sandbox POS: a coffee-and-sandwich chain with shops in Brussels, Antwerp and Lisbon, a
 * month of orders with their payments and refunds, and the catalogue, customers and objectives
 * around them; all of Chift's POS operations. Closures, sales and the report are computed from
 * the closed orders of the location's business day.
 */
export const pos: SandboxApi = {
  handlers: {
    ...modifiers,
    ...locations,
    ...orders,
    ...payments,
    ...paymentMethods,
    ...sales,
    ...closures,
    ...report,
    ...objectives,
    ...customers,
    ...products,
    ...productCategories,
    ...accountingCategories,
    ...taxRates,
  },

  seed(now) {
    const day = seedPosOrders(now);
    return [
      ...seedModifierGroups().map((g) => stored(MODIFIER_GROUP, g)),
      ...POS_LOCATIONS.map((l) => stored(LOCATION, l)),
      ...POS_TAX_RATES.map((t) => stored(TAX_RATE, t)),
      ...POS_PAYMENT_METHODS.map((m) => stored(PAYMENT_METHOD, m)),
      ...POS_ACCOUNTING_CATEGORIES.map((c) => stored(ACCOUNTING_CATEGORY, c)),
      ...POS_PRODUCT_CATEGORIES.map((c) => stored(PRODUCT_CATEGORY, c)),
      ...seedPosProducts().map((p) => stored(PRODUCT, p)),
      ...POS_CUSTOMERS.map((c) => stored(CUSTOMER, c)),
      ...day.orders.map((o) => stored(ORDER, o)),
      ...day.payments.map((p) => stored(PAYMENT, { ...p, id: p.id! })),
      ...seedPosObjectives(now).map((o) => stored(OBJECTIVE, o)),
    ];
  },

  // Today's orders are those of the hours already past (to the second), and the one being served.
  seedKey: (now) => isoDateTime(now.getTime()),
};
