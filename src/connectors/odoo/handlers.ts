// Written by `npm run schema:print` from the files beside it that export `handlers`: do not edit (run it again instead).

import { handlers as banks } from './banks.js';
import { handlers as contacts } from './contacts.js';
import { handlers as documents } from './documents.js';
import { handlers as invoices } from './invoices.js';
import { handlers as opportunities } from './opportunities.js';
import { handlers as payments } from './payments.js';
import { handlers as products } from './products.js';
import { handlers as taxes } from './taxes.js';

/** Every handler of the connector, by operation: its capabilities are these keys. */
export const handlers = {
  ...banks,
  ...contacts,
  ...documents,
  ...invoices,
  ...opportunities,
  ...payments,
  ...products,
  ...taxes,
};
