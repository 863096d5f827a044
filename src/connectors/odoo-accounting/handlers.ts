// Written by `npm run schema:print` from the files beside it that export `handlers`: do not edit (run it again instead).

import { handlers as analyticWrites } from './analytic-writes.js';
import { handlers as analytics } from './analytics.js';
import { handlers as attachments } from './attachments.js';
import { handlers as bankAccounts } from './bank-accounts.js';
import { handlers as bankWrites } from './bank-writes.js';
import { handlers as employees } from './employees.js';
import { handlers as entries } from './entries.js';
import { handlers as entryWrites } from './entry-writes.js';
import { handlers as expenseWrites } from './expense-writes.js';
import { handlers as fec } from './fec.js';
import { handlers as folders } from './folders.js';
import { handlers as invoiceWrites } from './invoice-writes.js';
import { handlers as invoices } from './invoices.js';
import { handlers as journals } from './journals.js';
import { handlers as ledger } from './ledger.js';
import { handlers as ledgerWrites } from './ledger-writes.js';
import { handlers as outstandings } from './outstandings.js';
import { handlers as partnerWrites } from './partner-writes.js';
import { handlers as partners } from './partners.js';
import { handlers as paymentMethods } from './payment-methods.js';
import { handlers as paymentTerms } from './payment-terms.js';
import { handlers as schemes } from './schemes.js';
import { handlers as vatCodes } from './vat-codes.js';

/** Every handler of the connector, by operation: its capabilities are these keys. */
export const handlers = {
  ...analyticWrites,
  ...analytics,
  ...attachments,
  ...bankAccounts,
  ...bankWrites,
  ...employees,
  ...entries,
  ...entryWrites,
  ...expenseWrites,
  ...fec,
  ...folders,
  ...invoiceWrites,
  ...invoices,
  ...journals,
  ...ledger,
  ...ledgerWrites,
  ...outstandings,
  ...partnerWrites,
  ...partners,
  ...paymentMethods,
  ...paymentTerms,
  ...schemes,
  ...vatCodes,
};
