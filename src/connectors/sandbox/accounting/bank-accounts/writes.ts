import { accountingBankAccount, type BankStatementInput } from '../../../../model/accounting/index.js';
import { notFound, type SandboxConnection, type SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { KINDS, type StoredJournal, type StoredLine } from '../books.js';
import { PCMN } from '../posting.js';
import {
  entryOf,
  newId,
  nextNumber,
  refuse,
  requireAccount,
  requireBalanced,
  requireBookYear,
  requirePartner,
  sides,
  writeContext,
} from '../write-kit.js';

/**
 * A bank account added with its bank journal; a bank statement written to one: stored as it is
 * sent, and posted in the account's journal (each movement against its ledger account, its
 * client's or supplier's account, or the waiting account 499000 while nobody knows).
 */

async function addStatement(
  s: SandboxConnection,
  input: BankStatementInput,
  folderId: string | undefined,
  writeId: string | undefined,
) {
  const c = await writeContext(s, folderId);
  const bank = await s.records.find<{
    id: string;
    folder_id: string;
    journal_id: string;
    ledger_account: string | null;
    unallocated_account: string | null;
  }>(KINDS.bankAccount, input.bank_account_id);
  if (!bank || bank.folder_id !== c.books.folder.id) throw notFound('Bank account', input.bank_account_id);
  const journal = c.books.journals.get(bank.journal_id);
  if (!journal)
    throw refuse('ERROR_JOURNAL_NOT_FOUND', `bank_account_id: its journal ${bank.journal_id} is gone`);
  requireBookYear(c, input.bank_statement_date, 'bank_statement_date');
  const id = newId('sandbox.accounting.statement', writeId);
  const money = bank.ledger_account ?? PCMN.bank;
  const lines = input.items.flatMap((item, i): StoredLine[] => {
    const what = `items[${i}]`;
    let account = item.general_ledger_account ?? bank.unallocated_account ?? '499000';
    let partner_id: string | null = null;
    const counterpart = item.counterpart ?? undefined;
    if (!item.general_ledger_account && counterpart?.id && counterpart.counterpart_type !== 'employee') {
      const client = counterpart.counterpart_type === 'customer';
      const partner = requirePartner(c, counterpart.id, client ? 'client' : 'supplier', what);
      account = partner.account_number ?? (client ? PCMN.customers : PCMN.suppliers);
      partner_id = partner.id;
    }
    requireAccount(c, account, what);
    const description = item.description ?? null;
    return [
      {
        id: `${id}-${2 * i + 1}`,
        account_number: money,
        partner_id: null,
        description,
        ...sides(item.amount),
        analytic_distribution: [],
      },
      {
        id: `${id}-${2 * i + 2}`,
        account_number: account,
        partner_id,
        description,
        ...sides(-item.amount),
        analytic_distribution: [],
      },
    ];
  });
  requireBalanced(lines, 'items');
  const statement = {
    id,
    folder_id: c.books.folder.id,
    bank_statement_date: input.bank_statement_date,
    bank_account_id: bank.id,
    currency: input.currency,
    external_bank_statement_id: input.external_bank_statement_id,
    items: input.items.map((item, i) => ({
      general_ledger_account: item.general_ledger_account ?? null,
      description: item.description ?? null,
      external_transaction_id: item.external_transaction_id ?? null,
      amount: item.amount,
      fee_amount: item.fee_amount ?? 0,
      tax_amount: item.tax_amount ?? 0,
      currency_exchange_rate: item.currency_exchange_rate ?? 1,
      counterpart: item.counterpart
        ? {
            counterpart_type: item.counterpart.counterpart_type ?? null,
            id: item.counterpart.id ?? null,
            name: item.counterpart.name ?? null,
            iban: item.counterpart.iban ?? null,
            bank_account: item.counterpart.bank_account ?? null,
          }
        : null,
      id: `${id}-${i + 1}`,
    })),
  };
  const entry = entryOf(c, {
    id,
    journal_id: journal.id,
    name: nextNumber(c, journal, input.bank_statement_date),
    reference: input.external_bank_statement_id,
    date: input.bank_statement_date,
    source: 'bank',
    currency: input.currency,
    lines,
  });
  await s.records.insert([
    { kind: KINDS.bankStatement, id, data: { ...statement } },
    { kind: KINDS.entry, id, data: { ...entry } },
  ]);
  return { ...statement, raw: statement };
}

export const handlers = {
  'accounting.bank-accounts.create': (s) => async (input, options) => {
    const c = await writeContext(s, options?.params?.folder_id);
    if ([...c.books.journals.values()].some((j) => j.code === input.code)) {
      throw refuse('ERROR_JOURNAL_ALREADY_EXISTS', `code: the folder has a journal ${input.code}`);
    }
    const id = newId('sandbox.accounting.bank-account', options?.writeId);
    const journal: StoredJournal = {
      id: `${id}-journal`,
      folder_id: c.books.folder.id,
      code: input.code,
      name: input.account_name ?? input.bank_name,
      journal_type: 'financial_operation',
      counterpart_account: PCMN.bank,
      unallocated_account: '499000',
      iban: input.iban ?? null,
      currency: input.currency,
    };
    const account = {
      id,
      folder_id: c.books.folder.id,
      code: input.code,
      currency: input.currency,
      account_name: input.account_name ?? null,
      account_number: input.account_number ?? null,
      iban: input.iban ?? null,
      bank_name: input.bank_name,
      journal_id: journal.id,
      ledger_account: PCMN.bank,
      unallocated_account: '499000',
    };
    await s.records.insert([
      { kind: KINDS.journal, id: journal.id, data: { ...journal } },
      { kind: KINDS.bankAccount, id, data: { ...account } },
    ]);
    return fromStored(accountingBankAccount, account);
  },
  'accounting.bank-transactions.create': (s) => (input, options) =>
    addStatement(s, input, options?.params?.folder_id, options?.writeId),
} satisfies SandboxHandlers;
