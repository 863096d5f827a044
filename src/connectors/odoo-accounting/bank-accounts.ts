import type { AccountingBankAccount } from '../../model/accounting/index.js';
import { m2oName, text } from '../odoo/types.js';
import type { AccountingHandlers } from './client.js';
import { JOURNAL_FIELDS } from './journals.js';
import { accountNumber, isIban, searchPage } from './shared.js';
import { type OdooJournal, odooJournalSchema } from './types.js';

/**
 * The folder's bank accounts are its bank journals (`account.journal`, `type` `bank`): each holds
 * the account's number (`bank_account_id`, a `res.partner.bank` of the company), its bank, the
 * ledger account its money sits on and the suspense account. Docs: account/models/account_journal.py.
 */

const MODEL = 'account.journal';

function toBankAccount(journal: OdooJournal, raw: unknown): AccountingBankAccount {
  const number = text(journal.bank_acc_number);
  return {
    id: String(journal.id),
    code: text(journal.code),
    currency: m2oName(journal.currency_id),
    account_name: journal.name,
    account_number: number,
    iban: isIban(number) ? (number?.replace(/\s+/g, '').toUpperCase() ?? null) : null,
    bank_name: m2oName(journal.bank_id),
    journal_id: String(journal.id),
    ledger_account: accountNumber(journal.default_account_id),
    unallocated_account: accountNumber(journal.suspense_account_id),
    raw,
  };
}

export const handlers = {
  'accounting.bank-accounts.list':
    (odoo) =>
    async (page, { folder_id }) => {
      const scope = await odoo.scope(folder_id);
      const fields = await odoo.fields(MODEL, JOURNAL_FIELDS);
      const { records, total } = await searchPage(
        odoo,
        scope,
        MODEL,
        [['type', '=', 'bank']],
        fields,
        odooJournalSchema,
        page,
        { order: 'sequence asc, id asc' },
      );
      return {
        items: records.map(({ record, raw }) => toBankAccount(record, raw)),
        total,
        page: page.page,
        size: page.size,
      };
    },
} satisfies AccountingHandlers;
