import type {
  AccountingBankAccount,
  AccountingBankAccountInput,
  BankStatement,
  BankStatementInput,
} from '../../model/accounting/index.js';
import {
  at,
  createRecord,
  currencyId,
  looseRecord,
  m2o,
  openBookYear,
  recordsById,
  refused,
} from './checks.js';
import type { AccountingHandlers, AccountingOdoo } from './client.js';
import { round2 } from './shared.js';

/**
 * The company's bank accounts and their statements. A bank account is what Odoo's "Add a bank
 * account" makes: the account number as a `res.partner.bank` of the company's own partner (its
 * bank a `res.bank`, found by name or created), then a bank journal (`account.journal`, type
 * `bank`) that books it (`bank_account_id`); Odoo gives the journal its ledger and suspense
 * accounts. A statement's transactions are `account.bank.statement.line` records of the bank
 * journal (16+: each is its own posted move, the journal's account against its suspense
 * account until reconciled), created in ONE `create` of the list.
 * Docs: account/models/account_journal.py (`set_bank_account`), base/models/res_bank.py,
 * account/models/account_bank_statement_line.py.
 */

/**
 * A bank account: the journal code free, the company (its partner and currency) and the bank by
 * name (one read each), then `res.bank` (when new), `res.partner.bank` and `account.journal`
 * created.
 */
async function createBankAccount(
  odoo: AccountingOdoo,
  input: AccountingBankAccountInput,
  folderId: string | undefined,
): Promise<AccountingBankAccount> {
  const scope = await odoo.scope(folderId);
  const number = input.iban ?? input.account_number;
  if (!number)
    throw refused(
      'ERROR_ACCOUNT_NUMBER_NOT_FOUND',
      'iban: give the IBAN or the account number of the bank account',
    );
  const [used] = await odoo.search(
    'account.journal',
    [['code', '=', input.code]],
    ['code'],
    looseRecord,
    { ...scope.context, active_test: false },
    { limit: 1 },
  );
  if (used)
    throw refused(
      'ERROR_JOURNAL_ALREADY_EXISTS',
      `code: journal ${used.record.id} has the code ${input.code}`,
    );
  const companies = await recordsById(
    odoo,
    scope,
    'res.company',
    ['partner_id', 'currency_id'],
    [{ value: String(scope.company), where: 'folder_id' }],
    'ERROR_NOT_FOUND',
    'folder',
  );
  const company = companies.get(scope.company)!;
  const own = Array.isArray(company['currency_id']) ? company['currency_id'][1] : null;
  let currency: number | undefined;
  if (own !== input.currency) {
    const [found] = await odoo.search(
      'res.currency',
      [['name', '=', input.currency]],
      ['name'],
      looseRecord,
      { ...scope.context, active_test: false },
      { limit: 1 },
    );
    if (!found) throw refused('ERROR_CURRENCY_NOT_FOUND', `currency: ${input.currency} is not known to Odoo`);
    currency = found.record.id;
  }
  const [bank] = await odoo.search(
    'res.bank',
    [['name', '=', input.bank_name]],
    ['name'],
    looseRecord,
    scope.context,
    { limit: 1 },
  );
  const bankId = bank?.record.id ?? (await createRecord(odoo, scope, 'res.bank', { name: input.bank_name }));
  const partnerBank = await createRecord(odoo, scope, 'res.partner.bank', {
    acc_number: number,
    partner_id: m2o(company['partner_id']),
    bank_id: bankId,
    company_id: scope.company,
    ...(currency !== undefined ? { currency_id: currency } : {}),
  });
  const journal = await createRecord(odoo, scope, 'account.journal', {
    name: input.account_name ?? `${input.bank_name} ${number}`,
    code: input.code,
    type: 'bank',
    company_id: scope.company,
    bank_account_id: partnerBank,
    ...(currency !== undefined ? { currency_id: currency } : {}),
  });
  return {
    id: String(journal),
    code: input.code,
    currency: input.currency,
    account_name: input.account_name ?? `${input.bank_name} ${number}`,
    account_number: input.iban ? null : number,
    iban: input.iban ?? null,
    bank_name: input.bank_name,
    journal_id: String(journal),
    ledger_account: null,
    unallocated_account: null,
    raw: { journal_id: journal, bank_account_id: partnerBank, bank_id: bankId },
  };
}

/**
 * A statement: its bank journal (the bank account id), the book year of its date and the
 * counterparts named (one read each), then ONE `create` of every line.
 */
async function createTransactions(
  odoo: AccountingOdoo,
  input: BankStatementInput,
  folderId: string | undefined,
): Promise<BankStatement> {
  const scope = await odoo.scope(folderId);
  if (input.items.length === 0)
    throw refused('ERROR_NO_OPERATION_LINE', 'items: the statement has no transaction');
  const company = await openBookYear(odoo, scope, input.bank_statement_date, 'bank_statement_date');
  const journals = await recordsById(
    odoo,
    scope,
    'account.journal',
    ['type'],
    [{ value: input.bank_account_id, where: 'bank_account_id' }],
    'ERROR_JOURNAL_NOT_FOUND',
    'bank account',
  );
  if (journals.get(Number(input.bank_account_id))!['type'] !== 'bank')
    throw refused(
      'ERROR_JOURNAL_NOT_GOOD_SCOPE',
      `bank_account_id: journal ${input.bank_account_id} is not a bank journal`,
    );
  await currencyId(odoo, scope, company, input.currency, 'currency');
  await recordsById(
    odoo,
    scope,
    'res.partner',
    ['name'],
    input.items.flatMap((item, i) =>
      item.counterpart?.id ? [{ value: item.counterpart.id, where: at('items', i, 'counterpart.id') }] : [],
    ),
    'ERROR_PARTNER_NOT_FOUND',
    'partner',
  );
  const vals = input.items.map((item) => ({
    journal_id: Number(input.bank_account_id),
    date: input.bank_statement_date,
    amount: round2(item.amount),
    payment_ref: item.description ?? item.external_transaction_id ?? input.external_bank_statement_id,
    ...(item.counterpart?.id ? { partner_id: Number(item.counterpart.id) } : {}),
  }));
  const created = await odoo.odoo.command(
    'account.bank.statement.line',
    'create',
    [vals],
    { context: scope.context },
    looseRecord.shape.id.array(),
  );
  return {
    bank_statement_date: input.bank_statement_date,
    bank_account_id: input.bank_account_id,
    currency: input.currency,
    id: null,
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
      id: created[i] !== undefined ? String(created[i]) : null,
    })),
    raw: { statement_line_ids: created },
  };
}

export const handlers = {
  'accounting.bank-accounts.create': (odoo) => (input, options) =>
    createBankAccount(odoo, input, options?.params?.folder_id),
  'accounting.bank-transactions.create': (odoo) => (input, options) =>
    createTransactions(odoo, input, options?.params?.folder_id),
} satisfies AccountingHandlers;
