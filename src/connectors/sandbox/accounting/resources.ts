// Written by `npm run schema:print` from the resource folders beside it: do not edit (run it again instead).

import type { SandboxHandlers } from '../kit.js';
import type { SandboxRecord } from '../types.js';
import { handlers as analyticAccounts } from './analytic-accounts/handlers.js';
import { seed as analyticAccountsSeed } from './analytic-accounts/seed.js';
import { handlers as analyticPlans } from './analytic-plans/handlers.js';
import { seed as analyticPlansSeed } from './analytic-plans/seed.js';
import { handlers as attachments } from './attachments/handlers.js';
import { seed as attachmentsSeed } from './attachments/seed.js';
import { handlers as bankAccounts } from './bank-accounts/handlers.js';
import { seed as bankAccountsSeed } from './bank-accounts/seed.js';
import { handlers as bookyears } from './bookyears/handlers.js';
import { seed as bookyearsSeed } from './bookyears/seed.js';
import { handlers as contacts } from './contacts/handlers.js';
import { seed as contactsSeed } from './contacts/seed.js';
import { handlers as employees } from './employees/handlers.js';
import { seed as employeesSeed } from './employees/seed.js';
import { handlers as fec } from './fec/handlers.js';
import { handlers as folders } from './folders/handlers.js';
import { seed as foldersSeed } from './folders/seed.js';
import { handlers as invoices } from './invoices/handlers.js';
import { seed as invoicesSeed } from './invoices/seed.js';
import { handlers as journalEntries } from './journal-entries/handlers.js';
import { seed as journalEntriesSeed } from './journal-entries/seed.js';
import { handlers as journals } from './journals/handlers.js';
import { seed as journalsSeed } from './journals/seed.js';
import { handlers as ledgerAccounts } from './ledger-accounts/handlers.js';
import { seed as ledgerAccountsSeed } from './ledger-accounts/seed.js';
import { handlers as matchings } from './matchings/handlers.js';
import { seed as matchingsSeed } from './matchings/seed.js';
import { handlers as miscellaneousOperations } from './miscellaneous-operations/handlers.js';
import { handlers as outstandings } from './outstandings/handlers.js';
import { handlers as partners } from './partners/handlers.js';
import { seed as partnersSeed } from './partners/seed.js';
import { handlers as paymentMethods } from './payment-methods/handlers.js';
import { seed as paymentMethodsSeed } from './payment-methods/seed.js';
import { handlers as paymentTerms } from './payment-terms/handlers.js';
import { seed as paymentTermsSeed } from './payment-terms/seed.js';
import { handlers as schemes } from './schemes/handlers.js';
import { seed as schemesSeed } from './schemes/seed.js';
import { handlers as vatCodes } from './vat-codes/handlers.js';
import { seed as vatCodesSeed } from './vat-codes/seed.js';

/** The handlers of every resource of the API, by operation: its capabilities are these keys. */
export const handlers = {
  ...analyticAccounts,
  ...analyticPlans,
  ...attachments,
  ...bankAccounts,
  ...bookyears,
  ...contacts,
  ...employees,
  ...fec,
  ...folders,
  ...invoices,
  ...journalEntries,
  ...journals,
  ...ledgerAccounts,
  ...matchings,
  ...miscellaneousOperations,
  ...outstandings,
  ...partners,
  ...paymentMethods,
  ...paymentTerms,
  ...schemes,
  ...vatCodes,
} satisfies SandboxHandlers;

/** The seeds of the resources that hold records at the start (each listed in its own order). */
export const seeds: Record<string, (now: Date) => SandboxRecord[]> = {
  analyticAccounts: analyticAccountsSeed,
  analyticPlans: analyticPlansSeed,
  attachments: attachmentsSeed,
  bankAccounts: bankAccountsSeed,
  bookyears: bookyearsSeed,
  contacts: contactsSeed,
  employees: employeesSeed,
  folders: foldersSeed,
  invoices: invoicesSeed,
  journalEntries: journalEntriesSeed,
  journals: journalsSeed,
  ledgerAccounts: ledgerAccountsSeed,
  matchings: matchingsSeed,
  partners: partnersSeed,
  paymentMethods: paymentMethodsSeed,
  paymentTerms: paymentTermsSeed,
  schemes: schemesSeed,
  vatCodes: vatCodesSeed,
};
