// Written by `npm run schema:print` from the files beside it that export `handlers`: do not edit (run it again instead).

import { handlers as accountingCategories } from './accounting-categories.js';
import { handlers as accountingTransactions } from './accounting-transactions.js';
import { handlers as bills } from './bills.js';
import { handlers as closures } from './closures.js';
import { handlers as customers } from './customers.js';
import { handlers as locations } from './locations.js';
import { handlers as orders } from './orders.js';
import { handlers as payments } from './payments.js';
import { handlers as taxes } from './taxes.js';

/** Every handler of the connector, by operation: its capabilities are these keys. */
export const handlers = {
  ...accountingCategories,
  ...accountingTransactions,
  ...bills,
  ...closures,
  ...customers,
  ...locations,
  ...orders,
  ...payments,
  ...taxes,
};
