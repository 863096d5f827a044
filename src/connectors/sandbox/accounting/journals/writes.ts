import type { SandboxHandlers } from '../../kit.js';
import { KINDS, type StoredJournal } from '../books.js';
import { PCMN } from '../posting.js';
import { newId, refuse, requireAccount, writeContext } from '../write-kit.js';
import { toJournal } from './to-model.js';

/** A journal added to a folder: its code must be new there. */

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
} satisfies SandboxHandlers;
