import type {
  EntryLineType,
  ExpenseInput,
  FinancialEntryInput,
  JournalEntryInput,
  MiscellaneousOperationInput,
} from '../../../../model/accounting/index.js';
import { findableCreate } from '../../../connector.js';
import { notFound, type SandboxConnection, type SandboxHandlers, writtenId } from '../../kit.js';
import {
  attachedIn,
  KINDS,
  loadBooks,
  round2,
  type StoredAccount,
  type StoredAttachment,
  type StoredEntry,
  type StoredLine,
} from '../books.js';
import { matchedLines } from '../ledger.js';
import { miscellaneousEntries, toMiscellaneousOperation } from '../miscellaneous-operations/to-model.js';
import { PCMN } from '../posting.js';
import {
  defaultDistribution,
  entryOf,
  journalOfType,
  newId,
  nextNumber,
  refuse,
  requireAccount,
  requireBalanced,
  requireBookYear,
  requireDistribution,
  requireJournal,
  requirePartner,
  requireTax,
  sides,
  type WriteContext,
  writeContext,
} from '../write-kit.js';
import { toJournalEntryMultiPlan } from './to-model.js';

/**
 * Entries written directly: a generic journal entry, a miscellaneous operation, a bank or cash
 * statement (financial entry) and an employee's expense claim. Each line's account is resolved
 * (a partner's or an employee's own, or a ledger account) and checked, the whole is checked
 * balanced to the cent and inside a book year, and only then is the entry stored.
 */

/** The model the ids of written journal entries derive from. */
const ENTRY = 'sandbox.accounting.entry';

const ANY_JOURNAL = [
  'customer_invoice',
  'customer_refund',
  'supplier_invoice',
  'supplier_refund',
  'financial_operation',
  'miscellaneous_operation',
  'unknown',
];

/** The ledger account and partner of a line of an entry to write, by what its `account` names. */
function accountOf(
  c: WriteContext,
  type: EntryLineType,
  account: string,
  force: string | undefined,
  what: string,
): { account_number: string; partner_id: string | null } {
  switch (type) {
    case 'customer_account':
    case 'supplier_account': {
      const client = type === 'customer_account';
      const partner = requirePartner(c, account, client ? 'client' : 'supplier', what);
      const number = force ?? partner.account_number ?? (client ? PCMN.customers : PCMN.suppliers);
      requireAccount(c, number, what);
      return { account_number: number, partner_id: partner.id };
    }
    case 'employee_account': {
      const employee = c.employees.get(account);
      if (!employee)
        throw refuse('ERROR_EMPLOYEE_NOT_FOUND', `${what}: the folder has no employee ${account}`);
      const number = force ?? employee.account_number ?? '455000';
      requireAccount(c, number, what);
      return { account_number: number, partner_id: null };
    }
    default:
      requireAccount(c, account, what);
      return { account_number: account, partner_id: null };
  }
}

/** The file sent with a write, attached to the entry it made. */
function attachment(
  c: WriteContext,
  id: string,
  pdf: string | undefined,
  name: string | undefined,
  fallback: string,
) {
  if (pdf === undefined) return [];
  const file: StoredAttachment = {
    id: `${id}-file`,
    folder_id: c.books.folder.id,
    document_type: 'entry',
    document_id: id,
    name: name ?? `${fallback}.pdf`,
    base64_string: pdf,
  };
  return [{ kind: KINDS.attachment, id: file.id, data: { ...file } }];
}

/** Stores an entry (with the accounts it creates and its file) and answers it as it reads now. */
async function store(
  s: SandboxConnection,
  entry: StoredEntry,
  extra: { kind: string; id: string; data: Record<string, unknown> }[] = [],
) {
  await s.records.insert([...extra, { kind: KINDS.entry, id: entry.id, data: { ...entry } }]);
}

async function entryAnswer(s: SandboxConnection, id: string, folderId: string | undefined) {
  const books = await loadBooks(s, folderId);
  const entry = books.entries.find((e) => e.id === id);
  if (!entry) throw notFound('Journal entry', id);
  return toJournalEntryMultiPlan(books, entry, matchedLines(books.matchings), await attachedIn(s, books));
}

async function createJournalEntry(
  s: SandboxConnection,
  input: JournalEntryInput,
  folderId: string | undefined,
  writeId: string | undefined,
) {
  const c = await writeContext(s, folderId);
  const journal = requireJournal(c, input.journal_id, ANY_JOURNAL, 'journal_id');
  requireBookYear(c, input.date, 'date');
  if (input.items.length === 0) throw refuse('ERROR_NO_OPERATION_LINE', 'items: an entry needs lines');
  const id = newId(ENTRY, writeId);
  // Ledger accounts the body creates (account_info) when the folder has none of that number.
  const created = new Map<string, StoredAccount>();
  const lines = input.items.map((item, i): StoredLine => {
    const what = `items[${i}]`;
    const info = item.account_info ?? undefined;
    if (item.account_type === 'general_account' && info && !c.books.accounts.has(info.account_number)) {
      const account: StoredAccount = {
        id: `${c.books.folder.id}-${info.account_number}`,
        folder_id: c.books.folder.id,
        number: info.account_number,
        name: info.account_name,
        active: true,
        type: 'other',
        scheme_ids: [],
        accounting_category: `Classe ${info.account_number[0]}`,
      };
      created.set(account.number, account);
      c.books.accounts.set(account.number, account);
    }
    const target = item.account ?? info?.account_number;
    if (!target) throw refuse('ERROR_ACCOUNT_NUMBER_NOT_FOUND', `${what}: no account given`);
    const { account_number, partner_id } = accountOf(
      c,
      item.account_type,
      target,
      item.force_general_account ?? undefined,
      what,
    );
    if (item.tax_code) requireTax(c, item.tax_code, what);
    const distribution = item.analytic_distribution ?? [];
    requireDistribution(c, distribution, what);
    return {
      id: `${id}-${i + 1}`,
      account_number,
      partner_id,
      description: item.description ?? null,
      debit: round2(item.debit),
      credit: round2(item.credit),
      analytic_distribution: distribution,
    };
  });
  requireBalanced(lines, 'items');
  const entry = entryOf(c, {
    id,
    journal_id: journal.id,
    name: input.number,
    reference: input.reference ?? null,
    date: input.date,
    due_date: input.due_date ?? null,
    posted: input.posted !== false,
    source: 'entry',
    currency: input.currency,
    lines,
  });
  await store(s, entry, [
    ...[...created.values()].map((a) => ({ kind: KINDS.account, id: a.id, data: { ...a } })),
    ...attachment(c, id, input.pdf, input.pdf_name, input.number),
  ]);
  return id;
}

async function createMiscellaneousOperation(
  s: SandboxConnection,
  input: MiscellaneousOperationInput,
  folderId: string | undefined,
  writeId: string | undefined,
) {
  const c = await writeContext(s, folderId);
  const types = ['miscellaneous_operation'];
  const journal =
    input.journal_id !== undefined
      ? requireJournal(c, input.journal_id, types, 'journal_id')
      : journalOfType(c, types, 'operation');
  requireBookYear(c, input.operation_date, 'operation_date');
  if (input.lines.length === 0) throw refuse('ERROR_NO_OPERATION_LINE', 'lines: an operation needs lines');
  const id = newId('sandbox.accounting.operation', writeId);
  const lines = input.lines.map((line, i): StoredLine => {
    const what = `line ${line.line_number ?? i + 1}`;
    const partner = line.partner_id ?? undefined;
    let account_number = line.account_number;
    let partner_id: string | null = null;
    if (line.type !== 'general_account') {
      if (partner === undefined)
        throw refuse('ERROR_PARTNER_NOT_FOUND', `${what}: a ${line.type} line names its partner`);
      ({ account_number, partner_id } = accountOf(c, line.type, partner, line.account_number, what));
    } else requireAccount(c, account_number, what);
    // Amounts are credits when positive (Chift's convention for operations).
    const { debit, credit } = sides(-line.amount);
    return {
      id: `${id}-${i + 1}`,
      account_number,
      partner_id,
      description: line.description ?? null,
      debit,
      credit,
      analytic_distribution: defaultDistribution(c, line.analytic_account ?? undefined, what),
    };
  });
  requireBalanced(lines, 'lines');
  const number = input.operation_number ?? nextNumber(c, journal, input.operation_date);
  await store(
    s,
    entryOf(c, {
      id,
      journal_id: journal.id,
      name: number,
      reference: number,
      date: input.operation_date,
      posted: input.status !== 'draft',
      source: 'misc',
      currency: input.currency,
      lines,
    }),
  );
  return id;
}

async function createFinancialEntry(
  s: SandboxConnection,
  input: FinancialEntryInput,
  params: { folder_id?: string | undefined; financial_counterpart_account?: string | null | undefined },
  writeId: string | undefined,
) {
  const c = await writeContext(s, params.folder_id);
  const journal = requireJournal(c, input.journal_id, ['financial_operation'], 'journal_id');
  const counterpart = params.financial_counterpart_account ?? journal.counterpart_account ?? PCMN.bank;
  requireAccount(c, counterpart, 'financial_counterpart_account');
  requireBookYear(c, input.date, 'date');
  if (input.items.length === 0) throw refuse('ERROR_NO_OPERATION_LINE', 'items: an entry needs lines');
  const id = newId('sandbox.accounting.financial', writeId);
  // Money in (a positive amount) credits the line's account and debits the bank's, line by line.
  const lines = input.items.flatMap((item, i): StoredLine[] => {
    const what = `items[${i}]`;
    const { account_number, partner_id } = accountOf(c, item.account_type, item.account, undefined, what);
    if (item.tax_info?.tax_code) requireTax(c, item.tax_info.tax_code, what);
    const description = item.description ?? null;
    return [
      {
        id: `${id}-${2 * i + 1}`,
        account_number: counterpart,
        partner_id: null,
        description,
        ...sides(item.amount),
        analytic_distribution: [],
      },
      {
        id: `${id}-${2 * i + 2}`,
        account_number,
        partner_id,
        description,
        ...sides(-item.amount),
        analytic_distribution: [],
      },
    ];
  });
  requireBalanced(lines, 'items');
  const number = input.number ?? nextNumber(c, journal, input.date);
  await store(
    s,
    entryOf(c, {
      id,
      journal_id: journal.id,
      name: number,
      reference: input.reference ?? null,
      date: input.date,
      source: 'bank',
      currency: input.currency,
      lines,
    }),
    attachment(c, id, input.pdf, input.pdf_name, number),
  );
  return {
    date: input.date,
    journal_id: journal.id,
    currency: input.currency,
    currency_exchange_rate: input.currency_exchange_rate ?? 1,
    reference: input.reference ?? null,
    id,
    number,
    items: input.items.map((item) => ({
      account_type: item.account_type,
      account: item.account,
      amount: item.amount,
      description: item.description ?? null,
      automated_matching_number: item.automated_matching_number ?? null,
      tax_info: null,
      counterpart_account: counterpart,
    })),
  };
}

/**
 * An expense claim: its lines debit their expense accounts and the deductible VAT, and the
 * employee's account is credited with the total (what the company owes them back).
 */
async function createExpense(
  s: SandboxConnection,
  input: ExpenseInput,
  folderId: string | undefined,
  writeId: string | undefined,
) {
  const c = await writeContext(s, folderId);
  const employee = c.employees.get(input.employee_id);
  if (!employee)
    throw refuse('ERROR_EMPLOYEE_NOT_FOUND', `employee_id: the folder has no employee ${input.employee_id}`);
  requireBookYear(c, input.date, 'date');
  if (input.lines.length === 0) throw refuse('ERROR_NO_OPERATION_LINE', 'lines: a claim needs lines');
  const journal = journalOfType(c, ['miscellaneous_operation'], 'expense');
  const id = newId('sandbox.accounting.expense', writeId);
  const lines: StoredLine[] = [];
  let n = 0;
  input.lines.forEach((line, i) => {
    const what = `line ${i + 1}`;
    requireAccount(c, line.account_number, what);
    const vat = requireTax(c, line.tax_id, what);
    const description = line.description ?? null;
    lines.push({
      id: `${id}-${++n}`,
      account_number: line.account_number,
      partner_id: null,
      description,
      ...sides(line.untaxed_amount),
      analytic_distribution: [],
    });
    if (round2(line.tax_amount) !== 0) {
      lines.push({
        id: `${id}-${++n}`,
        account_number: vat.deductible_account ?? PCMN.vatDeductible,
        partner_id: null,
        description,
        ...sides(line.tax_amount),
        analytic_distribution: [],
      });
    }
  });
  const account = employee.account_number ?? '455000';
  requireAccount(c, account, 'employee_id');
  lines.push({
    id: `${id}-${++n}`,
    account_number: account,
    partner_id: null,
    description: employee.name,
    ...sides(-input.total),
    analytic_distribution: [],
  });
  requireBalanced(lines, 'lines');
  const number = input.number ?? nextNumber(c, journal, input.date);
  const expense = {
    id,
    folder_id: c.books.folder.id,
    employee_id: employee.id,
    total: input.total,
    untaxed_amount: input.untaxed_amount,
    tax_amount: input.tax_amount,
    currency: input.currency,
    currency_exchange_rate: input.currency_exchange_rate ?? 1,
    date: input.date,
    reference: input.reference ?? null,
    number,
    pdf: input.pdf ?? null,
    pdf_name: input.pdf_name ?? null,
    lines: input.lines.map((l) => ({ ...l, description: l.description ?? null })),
  };
  await store(
    s,
    entryOf(c, {
      id,
      journal_id: journal.id,
      name: number,
      reference: input.reference ?? number,
      date: input.date,
      source: 'expense',
      currency: input.currency,
      lines,
    }),
    [{ kind: KINDS.expense, id, data: { ...expense } }],
  );
  return { ...expense, raw: expense };
}

export const handlers = {
  'accounting.journal-entries.create': (s) =>
    findableCreate(
      async (input: JournalEntryInput, options) => {
        const param = options.params?.['folder_id'];
        const folder = typeof param === 'string' ? param : undefined;
        return entryAnswer(s, await createJournalEntry(s, input, folder, options.writeId), folder);
      },
      async (writeId) => {
        const entry = await s.records.find<StoredEntry>(KINDS.entry, writtenId(ENTRY, writeId));
        return entry ? entryAnswer(s, entry.id, entry.folder_id) : null;
      },
    ),
  'accounting.miscellaneous-operations.create': (s) => async (input, options) => {
    const folder = options?.params?.folder_id;
    const id = await createMiscellaneousOperation(s, input, folder, options?.writeId);
    const books = await loadBooks(s, folder);
    const entry = miscellaneousEntries(books).find((e) => e.id === id)!;
    return toMiscellaneousOperation(books, entry, matchedLines(books.matchings));
  },
  'accounting.financial-entries.create': (s) => (input, options) =>
    createFinancialEntry(s, input, options?.params ?? {}, options?.writeId),
  'accounting.expenses.create': (s) => (input, options) =>
    createExpense(s, input, options?.params?.folder_id, options?.writeId),
} satisfies SandboxHandlers;
