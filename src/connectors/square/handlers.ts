// Written by `npm run schema:print` from the files beside it that export `handlers`: do not edit (run it again instead).

import { handlers as catalog } from './catalog.js';
import { handlers as customers } from './customers.js';
import { handlers as days } from './days.js';
import { handlers as locations } from './locations.js';
import { handlers as modifiers } from './modifiers.js';
import { handlers as orders } from './orders.js';
import { handlers as paymentMethods } from './payment-methods.js';
import { handlers as payments } from './payments.js';

/** Every handler of the connector, by operation: its capabilities are these keys. */
export const handlers = {
  ...catalog,
  ...customers,
  ...days,
  ...locations,
  ...modifiers,
  ...orders,
  ...paymentMethods,
  ...payments,
};
