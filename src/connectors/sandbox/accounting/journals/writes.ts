import { ledgerAccount } from '../../../../model/accounting/index.js';
import type { SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KINDS, type StoredAccount, type StoredJournal } from '../books.js';
import { PCMN } from '../posting.js';
import { newId, refuse, requireAccount, writeContext } from '../write-kit.js';
import { toJournal } from './to-model.js';

/** A journal or a ledger account added to a folder: its code or number must be new there. */

/** What a journal to create books, as the journals are typed. */
const JOURNAL_TYPE = {
  customer_invoice: 'customer_invoice',
  customer_refund: 'customer_refund',
  supplier_invoice: 'supplier_invoice',
  supplier_refund: 'supplier_refund',
  bank: 'financial_operation',
  cash: 'financial_operation',
  miscellaneous_operation: 'miscellaneous_operation',
} as const;

export const handlers = {
  'accounting.journals.create': (s) => async (input, options) => {
    const c = await writeContext(s, options?.params?.folder_id);
    if ([...c.books.journals.values()].some((j) => j.code === input.code)) {
      throw refuse('ERROR_JOURNAL_ALREADY_EXISTS', `code: the folder has a journal ${input.code}`);
    }
    const money = input.journal_type === 'bank' || input.journal_type === 'cash';
    const counterpart =
      input.counterpart_account ?? (money ? (input.journal_type === 'cash' ? '570000' : PCMN.bank) : null);
    if (counterpart !== null) requireAccount(c, counterpart, 'counterpart_account');
    const journal: StoredJournal = {
      id: newId('sandbox.accounting.journal', options?.writeId),
      folder_id: c.books.folder.id,
      code: input.code,
      name: input.name,
      journal_type: JOURNAL_TYPE[input.journal_type],
      counterpart_account: counterpart,
      unallocated_account: money ? '499000' : null,
      iban: null,
      currency: 'EUR',
    };
    await s.records.insert([{ kind: KINDS.journal, id: journal.id, data: { ...journal } }]);
    return toJournal(journal, c.years, []);
  },
  'accounting.ledger-accounts.create': (s) => async (input, options) => {
    const c = await writeContext(s, options?.params?.folder_id);
    if (c.books.accounts.has(input.number)) {
      throw refuse(
        'ERROR_LEDGER_ACCOUNT_ALREADY_EXISTS',
        `number: the folder has an account ${input.number}`,
      );
    }
    const account: StoredAccount = {
      id: `${c.books.folder.id}-${input.number}`,
      folder_id: c.books.folder.id,
      number: input.number,
      name: input.name,
      active: true,
      type: input.type ?? 'other',
      scheme_ids: [],
      accounting_category: `Classe ${input.number[0]}`,
    };
    await s.records.insert([{ kind: KINDS.account, id: account.id, data: { ...account } }]);
    return fromStored(ledgerAccount, account);
  },
} satisfies SandboxHandlers;
