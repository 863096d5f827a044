import { invoicingBankTransaction } from '../../../../model/index.js';
import { dayAfter } from '../../dates.js';
import type { SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KIND } from './seed.js';

export const handlers = {
  'invoicing.bank-transactions.list': (s) => (page, filter) =>
    s.records.page(KIND, page, (d) => fromStored(invoicingBankTransaction, d), {
      equals: {
        bank_account_id: filter.bank_account_id,
        ...(filter.status ? { status: filter.status } : {}),
      },
      range: {
        field: 'date',
        ...(filter.date_from ? { from: filter.date_from } : {}),
        ...(filter.date_to ? { to: dayAfter(filter.date_to) } : {}),
      },
    }),
} satisfies SandboxHandlers;
