// Written by `npm run schema:print` from the resource folders beside it: do not edit (run it again instead).

import type { SandboxHandlers } from '../kit.js';
import type { SandboxRecord } from '../types.js';
import { handlers as bankAccounts } from './bank-accounts/handlers.js';
import { seed as bankAccountsSeed } from './bank-accounts/seed.js';
import { handlers as bankTransactions } from './bank-transactions/handlers.js';
import { seed as bankTransactionsSeed } from './bank-transactions/seed.js';
import { handlers as contacts } from './contacts/handlers.js';
import { seed as contactsSeed } from './contacts/seed.js';
import { handlers as invoices } from './invoices/handlers.js';
import { seed as invoicesSeed } from './invoices/seed.js';
import { handlers as opportunities } from './opportunities/handlers.js';
import { seed as opportunitiesSeed } from './opportunities/seed.js';
import { handlers as paymentMethods } from './payment-methods/handlers.js';
import { seed as paymentMethodsSeed } from './payment-methods/seed.js';
import { handlers as payments } from './payments/handlers.js';
import { seed as paymentsSeed } from './payments/seed.js';
import { handlers as products } from './products/handlers.js';
import { seed as productsSeed } from './products/seed.js';
import { handlers as taxes } from './taxes/handlers.js';
import { seed as taxesSeed } from './taxes/seed.js';
import { handlers as uploadDocument } from './upload-document/handlers.js';

/** The handlers of every resource of the API, by operation: its capabilities are these keys. */
export const handlers = {
  ...bankAccounts,
  ...bankTransactions,
  ...contacts,
  ...invoices,
  ...opportunities,
  ...paymentMethods,
  ...payments,
  ...products,
  ...taxes,
  ...uploadDocument,
} satisfies SandboxHandlers;

/** The seeds of the resources that hold records at the start (each listed in its own order). */
export const seeds: Record<string, (now: Date) => SandboxRecord[]> = {
  bankAccounts: bankAccountsSeed,
  bankTransactions: bankTransactionsSeed,
  contacts: contactsSeed,
  invoices: invoicesSeed,
  opportunities: opportunitiesSeed,
  paymentMethods: paymentMethodsSeed,
  payments: paymentsSeed,
  products: productsSeed,
  taxes: taxesSeed,
};
