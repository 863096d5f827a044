import type {
  FinancialEntry,
  FinancialEntryInput,
  JournalEntryInput,
  MiscellaneousOperationInput,
} from '../../model/accounting/index.js';
import {
  accountsByCode,
  analyticsWanted,
  at,
  checkBalanced,
  createMove,
  currencyId,
  journalOpen,
  type LooseRecord,
  looseRecord,
  m2o,
  numberFree,
  openBookYear,
  recordsById,
  refused,
  toOdooDistribution,
  type Wanted,
} from './checks.js';
import type { AccountingHandlers, AccountingOdoo, Scope } from './client.js';
import { handlers as entryReads } from './entries.js';
import { round2 } from './shared.js';

/**
 * The entries Chift writes into the ledger — journal entries, miscellaneous operations, bank and
 * cash entries — as Odoo moves of type `entry` with their `line_ids`, posted with `action_post`.
 * Each checks everything first (`checks.ts`: one read per model named), then writes TWO calls
 * (create, post), then reads the entry back as the reads answer it.
 * Docs: account/models/account_move.py (`_post`, `_check_balanced`), account_move_line.py.
 * Pitfalls: a partner line is booked on the partner's receivable or payable account (company-
 * dependent: read in the folder's company); amounts in another currency go in `amount_currency`
 * with the line's `currency_id`, debit and credit staying in the company's currency.
 */

const PARTNER_FIELDS = [
  'property_account_receivable_id',
  'property_account_payable_id',
  'customer_rank',
  'supplier_rank',
];

/** One line to write, before it becomes Odoo's values. */
interface Line {
  where: string;
  debit: number;
  credit: number;
  name?: string | null | undefined;
  /** A ledger account number, or the partner whose account it is. */
  account?: string | undefined;
  partner?: string | undefined;
  employee?: string | undefined;
  partnerSide?: 'customer' | 'supplier';
  tax?: string | null | undefined;
  analytic?: Record<string, number> | undefined;
}

/** Everything a set of lines names, read once per model (accounts, partners, employees, taxes, analytic accounts). */
async function resolveLines(odoo: AccountingOdoo, scope: Scope, lines: readonly Line[], analytics: Wanted[]) {
  const partners = await recordsById(
    odoo,
    scope,
    'res.partner',
    PARTNER_FIELDS,
    lines.filter((l) => l.partner !== undefined).map((l) => ({ value: l.partner!, where: l.where })),
    'ERROR_PARTNER_NOT_FOUND',
    'partner',
  );
  const employees = await recordsById(
    odoo,
    scope,
    'hr.employee',
    ['work_contact_id', 'address_home_id'],
    lines.filter((l) => l.employee !== undefined).map((l) => ({ value: l.employee!, where: l.where })),
    'ERROR_EMPLOYEE_NOT_FOUND',
    'employee',
  );
  const accounts = await accountsByCode(
    odoo,
    scope,
    lines.filter((l) => l.account !== undefined).map((l) => ({ value: l.account!, where: l.where })),
  );
  await recordsById(
    odoo,
    scope,
    'account.tax',
    ['name'],
    lines.filter((l) => l.tax).map((l) => ({ value: l.tax!, where: l.where })),
    'ERROR_TAX_CODE_NOT_FOUND',
    'tax code',
  );
  await recordsById(
    odoo,
    scope,
    'account.analytic.account',
    ['name'],
    analytics,
    'ERROR_ANALYTIC_ACCOUNT_NOT_FOUND',
    'analytic account',
  );
  return { partners, employees, accounts };
}

/** A partner line's account: the one forced, else the partner's receivable (client) or payable (supplier). */
function partnerAccount(
  partner: LooseRecord | undefined,
  side: 'customer' | 'supplier',
  where: string,
): number {
  const id = m2o(
    partner?.[side === 'customer' ? 'property_account_receivable_id' : 'property_account_payable_id'],
  );
  if (id === undefined)
    throw refused(
      'ERROR_ACCOUNT_NUMBER_NOT_FOUND',
      `${where}: the partner has no ${side === 'customer' ? 'receivable' : 'payable'} account in this folder`,
    );
  return id;
}

/**
 * The lines as `line_ids` commands, in the currency given (`rate` to the folder's): `[0, 0,
 * {account_id, partner_id, name, debit, credit, tax_ids, analytic_distribution}]`.
 */
async function lineCommands(
  odoo: AccountingOdoo,
  scope: Scope,
  lines: readonly Line[],
  analytics: Wanted[],
  currency: number | undefined,
  rate: number,
): Promise<unknown[]> {
  const { partners, employees, accounts } = await resolveLines(odoo, scope, lines, analytics);
  return lines.map((line) => {
    let partnerId: number | undefined;
    let accountId: number | undefined =
      line.account !== undefined ? accounts.get(line.account)!.id : undefined;
    if (line.partner !== undefined) {
      partnerId = Number(line.partner);
      accountId ??= partnerAccount(partners.get(partnerId), line.partnerSide ?? 'customer', line.where);
    }
    if (line.employee !== undefined) {
      const employee = employees.get(Number(line.employee));
      partnerId = m2o(employee?.['work_contact_id']) ?? m2o(employee?.['address_home_id']);
      if (partnerId === undefined)
        throw refused('ERROR_EMPLOYEE_NOT_FOUND', `${line.where}: the employee has no partner to book on`);
      if (accountId === undefined)
        throw refused(
          'ERROR_ACCOUNT_NUMBER_NOT_FOUND',
          `${line.where}: give force_general_account for an employee line`,
        );
    }
    const debit = round2(line.debit * rate);
    const credit = round2(line.credit * rate);
    return [
      0,
      0,
      {
        account_id: accountId,
        ...(partnerId !== undefined ? { partner_id: partnerId } : {}),
        name: line.name ?? false,
        debit,
        credit,
        ...(currency !== undefined
          ? { currency_id: currency, amount_currency: round2(line.debit - line.credit) }
          : {}),
        ...(line.tax ? { tax_ids: [[6, 0, [Number(line.tax)]]] } : {}),
        ...(line.analytic ? { analytic_distribution: line.analytic } : {}),
      },
    ];
  });
}

/** The entry the read side answers for `id`. */
async function readEntry(odoo: AccountingOdoo, id: number, folderId: string | undefined) {
  const [entry] = await entryReads['accounting.journal-entries.get'](odoo)([String(id)], {
    folder_id: folderId,
  });
  if (!entry || entry instanceof Error)
    throw odoo.odoo.requestError(`Odoo answered no entry ${id} after writing it (account.move)`);
  return entry;
}

/** The journal named, checked to be of one of `types` (else ERROR_JOURNAL_NOT_GOOD_SCOPE). */
async function journalOf(
  odoo: AccountingOdoo,
  scope: Scope,
  id: string,
  where: string,
  types: readonly string[],
) {
  const journals = await recordsById(
    odoo,
    scope,
    'account.journal',
    ['type', 'code', 'default_account_id'],
    [{ value: id, where }],
    'ERROR_JOURNAL_NOT_FOUND',
    'journal',
  );
  const journal = journals.get(Number(id))!;
  if (!types.includes(String(journal['type'])))
    throw refused(
      'ERROR_JOURNAL_NOT_GOOD_SCOPE',
      `${where}: journal ${id} is a ${journal['type']} journal, not ${types.join(' or ')}`,
    );
  return journal;
}

// ---- journal entries ----------------------------------------------------------------------------

async function createJournalEntry(
  odoo: AccountingOdoo,
  input: JournalEntryInput,
  folderId: string | undefined,
) {
  const scope = await odoo.scope(folderId);
  if (input.items.length === 0) throw refused('ERROR_NO_OPERATION_LINE', 'items: the entry has no line');
  checkBalanced(input.items, 'ERROR_OPERATION_NOT_BALANCED', 'items');
  const company = await openBookYear(odoo, scope, input.date, 'date');
  const journal = await journalOf(odoo, scope, input.journal_id, 'journal_id', [
    'sale',
    'purchase',
    'bank',
    'cash',
    'general',
    'credit',
  ]);
  journalOpen(company, scope, input.date, 'date', String(journal['type']));
  await numberFree(odoo, scope, journal.id, input.number, 'number', 'entry');
  const lines: Line[] = input.items.map((item, i) => {
    const where = at('items', i, 'account');
    const base = {
      where,
      debit: item.debit,
      credit: item.credit,
      name: item.description,
      tax: item.tax_code,
      analytic: toOdooDistribution(item.analytic_distribution),
      ...(item.force_general_account ? { account: item.force_general_account } : {}),
    };
    if (!item.account) throw refused('ERROR_ACCOUNT_NUMBER_NOT_FOUND', `${where}: no account given`);
    switch (item.account_type) {
      case 'customer_account':
        return { ...base, partner: item.account, partnerSide: 'customer' };
      case 'supplier_account':
        return { ...base, partner: item.account, partnerSide: 'supplier' };
      case 'employee_account':
        return { ...base, employee: item.account };
      default:
        return { ...base, account: item.force_general_account ?? item.account };
    }
  });
  const analytics = analyticsWanted(
    input.items.map((i) => i.analytic_distribution),
    (i) => at('items', i, 'analytic_distribution'),
  );
  const currency = await currencyId(odoo, scope, company, input.currency, 'currency');
  const commands = await lineCommands(
    odoo,
    scope,
    lines,
    analytics,
    currency,
    input.currency_exchange_rate ?? 1,
  );
  const id = await createMove(
    odoo,
    scope,
    {
      move_type: 'entry',
      journal_id: Number(input.journal_id),
      date: input.date,
      ref: input.reference ?? input.number,
      ...(input.number ? { name: input.number } : {}),
      ...(currency !== undefined ? { currency_id: currency } : {}),
      line_ids: commands,
    },
    input.posted !== false,
  );
  return readEntry(odoo, id, folderId);
}

// ---- miscellaneous operations --------------------------------------------------------------------

async function createOperation(
  odoo: AccountingOdoo,
  input: MiscellaneousOperationInput,
  folderId: string | undefined,
) {
  const scope = await odoo.scope(folderId);
  if (input.lines.length === 0) throw refused('ERROR_NO_OPERATION_LINE', 'lines: the operation has no line');
  // A line's amount is a credit when positive, a debit when negative.
  const amounts = input.lines.map((l) => ({
    debit: l.amount < 0 ? -l.amount : 0,
    credit: l.amount > 0 ? l.amount : 0,
  }));
  checkBalanced(amounts, 'ERROR_OPERATION_NOT_BALANCED', 'lines');
  const company = await openBookYear(odoo, scope, input.operation_date, 'operation_date');
  let journalId = input.journal_id ?? undefined;
  if (journalId === undefined) {
    // The folder's miscellaneous journal (the first general one): ONE search.
    const [general] = await odoo.search(
      'account.journal',
      [['type', '=', 'general']],
      ['code'],
      looseRecord,
      scope.context,
      { limit: 1, order: 'sequence asc, id asc' },
    );
    if (!general)
      throw refused('ERROR_JOURNAL_NOT_FOUND', 'journal_id: the folder has no miscellaneous journal');
    journalId = String(general.record.id);
  } else await journalOf(odoo, scope, journalId, 'journal_id', ['general']);
  if (input.operation_number)
    await numberFree(odoo, scope, Number(journalId), input.operation_number, 'operation_number', 'entry');
  const lines: Line[] = input.lines.map((line, i) => ({
    where: at('lines', i),
    ...amounts[i]!,
    name: line.description,
    account: line.account_number,
    ...(line.type !== 'general_account' && line.partner_id
      ? {
          partner: line.partner_id,
          partnerSide: line.type === 'customer_account' ? ('customer' as const) : ('supplier' as const),
        }
      : {}),
    ...(line.analytic_account ? { analytic: { [line.analytic_account]: 100 } } : {}),
  }));
  const analytics = input.lines.flatMap((l, i) =>
    l.analytic_account ? [{ value: l.analytic_account, where: at('lines', i, 'analytic_account') }] : [],
  );
  const currency = await currencyId(odoo, scope, company, input.currency, 'currency');
  const commands = await lineCommands(
    odoo,
    scope,
    lines,
    analytics,
    currency,
    input.currency_exchange_rate ?? 1,
  );
  const id = await createMove(
    odoo,
    scope,
    {
      move_type: 'entry',
      journal_id: Number(journalId),
      date: input.operation_date,
      ...(input.operation_number ? { name: input.operation_number, ref: input.operation_number } : {}),
      ...(currency !== undefined ? { currency_id: currency } : {}),
      line_ids: commands,
    },
    input.status !== 'draft',
  );
  const [operation] = await entryReads['accounting.miscellaneous-operations.get'](odoo)([String(id)], {
    folder_id: folderId,
  });
  if (!operation || operation instanceof Error)
    throw odoo.odoo.requestError(`Odoo answered no operation ${id} after writing it (account.move)`);
  return operation;
}

// ---- bank and cash entries -----------------------------------------------------------------------

/**
 * A bank or cash entry: each item against a partner or an account, the money itself on the
 * journal's account (or `financial_counterpart_account`) for the sum: balanced by construction.
 */
async function createFinancialEntry(
  odoo: AccountingOdoo,
  input: FinancialEntryInput,
  params: { folder_id?: string | undefined; financial_counterpart_account?: string | null | undefined },
): Promise<FinancialEntry> {
  const scope = await odoo.scope(params.folder_id);
  if (input.items.length === 0) throw refused('ERROR_NO_OPERATION_LINE', 'items: the entry has no line');
  const company = await openBookYear(odoo, scope, input.date, 'date');
  const journal = await journalOf(odoo, scope, input.journal_id, 'journal_id', ['bank', 'cash', 'credit']);
  if (input.number) await numberFree(odoo, scope, journal.id, input.number, 'number', 'entry');
  const counterpart = params.financial_counterpart_account ?? undefined;
  const lines: Line[] = input.items.map((item, i) => {
    const where = at('items', i, 'account');
    // Money in (positive) credits the partner or account it settles.
    const base = {
      where,
      debit: item.amount < 0 ? -item.amount : 0,
      credit: item.amount > 0 ? item.amount : 0,
      name: item.description,
      tax: item.tax_info?.tax_code,
    };
    if (item.account_type === 'customer_account')
      return { ...base, partner: item.account, partnerSide: 'customer' };
    if (item.account_type === 'supplier_account')
      return { ...base, partner: item.account, partnerSide: 'supplier' };
    if (item.account_type === 'employee_account') return { ...base, employee: item.account };
    return { ...base, account: item.account };
  });
  const total = round2(input.items.reduce((s, i) => s + i.amount, 0));
  const money: Line = {
    where: 'journal_id',
    debit: total > 0 ? total : 0,
    credit: total < 0 ? -total : 0,
    name: input.reference,
    ...(counterpart ? { account: counterpart } : {}),
  };
  const currency = await currencyId(odoo, scope, company, input.currency, 'currency');
  const commands = await lineCommands(
    odoo,
    scope,
    [...lines, money],
    [],
    currency,
    input.currency_exchange_rate ?? 1,
  );
  const journalAccount = m2o(journal['default_account_id']);
  if (!counterpart) {
    if (journalAccount === undefined)
      throw refused(
        'ERROR_ACCOUNT_NUMBER_NOT_FOUND',
        'journal_id: the journal has no account of its own; give financial_counterpart_account',
      );
    (commands.at(-1) as [number, number, Record<string, unknown>])[2]['account_id'] = journalAccount;
  }
  const id = await createMove(
    odoo,
    scope,
    {
      move_type: 'entry',
      journal_id: Number(input.journal_id),
      date: input.date,
      ref: input.reference ?? false,
      ...(input.number ? { name: input.number } : {}),
      ...(currency !== undefined ? { currency_id: currency } : {}),
      line_ids: commands,
    },
    true,
  );
  const entry = await readEntry(odoo, id, params.folder_id);
  const moneyLine = entry.items?.at(-1);
  return {
    date: input.date,
    journal_id: input.journal_id,
    currency: input.currency,
    currency_exchange_rate: input.currency_exchange_rate ?? 1,
    reference: input.reference ?? null,
    id: entry.id,
    number: entry.name ?? '',
    items: input.items.map((item) => ({
      account_type: item.account_type,
      account: item.account,
      amount: item.amount,
      description: item.description ?? null,
      automated_matching_number: item.automated_matching_number ?? null,
      tax_info: item.tax_info
        ? {
            tax_code: item.tax_info.tax_code,
            tax_amount: item.tax_info.tax_amount,
            vat_account: item.tax_info.vat_account ?? null,
            reversed_vat_account: item.tax_info.reversed_vat_account ?? null,
            description: item.tax_info.description ?? null,
          }
        : null,
      counterpart_account: moneyLine?.account_number ?? '',
    })),
    raw: entry.raw,
  };
}

export const handlers = {
  'accounting.journal-entries.create': (odoo) => (input, options) =>
    createJournalEntry(odoo, input, options?.params?.folder_id),
  'accounting.miscellaneous-operations.create': (odoo) => (input, options) =>
    createOperation(odoo, input, options?.params?.folder_id),
  'accounting.financial-entries.create': (odoo) => (input, options) =>
    createFinancialEntry(odoo, input, options?.params ?? {}),
} satisfies AccountingHandlers;
