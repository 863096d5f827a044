import { validationError } from '../../errors.js';
import type {
  AccountBalance,
  AccountBalanceFilter,
  LedgerAccount,
  LedgerAccountFilter,
} from '../../model/accounting/index.js';
import type { Page, PageRequest } from '../../model/index.js';
import { type Domain, notFound } from '../odoo/client.js';
import { text } from '../odoo/types.js';
import type { AccountingHandlers, AccountingOdoo, Scope } from './client.js';
import { bookYearOf, fiscalCompany, fiscalYearEndOf } from './folders.js';
import { ledgerTypeOf, pageOf, round2, searchPage } from './shared.js';
import { type OdooAccount, odooAccountSchema, odooCompanySchema, odooRepartitionSchema } from './types.js';

/**
 * The chart of accounts (`account.account`) and the balances of its accounts, totalled by Odoo
 * (`read_group` up to 18, `formatted_read_group` from 19) over the posted journal items
 * (`account.move.line`), never summed page by page here. Docs: account/models/account_account.py,
 * account_move_line.py; odoo/models.py `read_group`.
 * Pitfalls: from 18 an account may be shared by companies (`company_ids`) and its `code` is the
 * one of the context's company; ≤18 archive is `deprecated`, 19 `active`.
 */

const MODEL = 'account.account';
const FIELDS = ['code', 'name', 'account_type', 'reconcile', 'deprecated', 'active', 'currency_id'] as const;
const ORDER = 'code asc, id asc';
/** Archived (19) accounts are listed too (`active: false`). */
const ARCHIVED = { active_test: false };

/** What tells accounts apart beyond their type: the company's cash prefix, the accounts taxes book to. */
interface Classification {
  cashPrefix: string | null;
  vat: Set<number>;
}

/**
 * The company's cash account prefix (`res.company.cash_account_code_prefix`, one `read`) and the
 * accounts of tax repartition lines (one `search_read`), read at once.
 */
async function classification(odoo: AccountingOdoo, scope: Scope): Promise<Classification> {
  const companyFields = await odoo.fields('res.company', ['name', 'cash_account_code_prefix']);
  const [companies, lines] = await Promise.all([
    companyFields.includes('cash_account_code_prefix')
      ? odoo.odoo.readRecords('res.company', [scope.company], companyFields, odooCompanySchema, scope.context)
      : Promise.resolve([]),
    odoo.search(
      'account.tax.repartition.line',
      [
        ['repartition_type', '=', 'tax'],
        ['account_id', '!=', false],
      ],
      ['account_id'],
      odooRepartitionSchema.pick({ id: true, account_id: true }),
      scope.context,
    ),
  ]);
  return {
    cashPrefix: text(companies[0]?.record.cash_account_code_prefix),
    vat: new Set(lines.flatMap(({ record }) => (record.account_id ? [record.account_id[0]] : []))),
  };
}

function toLedgerAccount(account: OdooAccount, raw: unknown, known: Classification): LedgerAccount {
  const code = text(account.code) ?? '';
  const type = known.vat.has(account.id)
    ? 'vat'
    : ledgerTypeOf(text(account.account_type), code, known.cashPrefix);
  return {
    number: code,
    name: account.name,
    active: account.active ?? (account.deprecated === undefined ? true : !account.deprecated),
    type,
    scheme_ids: [],
    accounting_category: text(account.account_type),
    raw,
  };
}

/** `classes` (`6,7`) and `type` as a domain on `account.account`. */
function chartDomain(filter: LedgerAccountFilter, known: Classification): Domain {
  const domain: Domain = [];
  const classes = (filter.classes ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  if (classes.length > 0) {
    domain.push(...Array(classes.length - 1).fill('|'), ...classes.map((c) => ['code', '=like', `${c}%`]));
  }
  const cash = known.cashPrefix ? ['code', '=like', `${known.cashPrefix}%`] : ['id', '=', 0];
  switch (filter.type) {
    case 'bank':
      domain.push(['account_type', '=', 'asset_cash'], '!', cash);
      break;
    case 'cash':
      domain.push(['account_type', '=', 'asset_cash'], cash);
      break;
    case 'income':
      domain.push(['account_type', 'in', ['income', 'income_other']]);
      break;
    case 'expense':
      domain.push(['account_type', 'in', ['expense', 'expense_direct_cost']]);
      break;
    case 'other_expense':
      domain.push(['account_type', 'in', ['expense_depreciation', 'expense_other']]);
      break;
    case 'vat':
      domain.push(['id', 'in', [...known.vat]]);
      break;
    default:
      break;
  }
  return domain;
}

async function listChart(
  odoo: AccountingOdoo,
  scope: Scope,
  page: PageRequest,
  filter: LedgerAccountFilter,
): Promise<Page<LedgerAccount>> {
  const known = await classification(odoo, scope);
  const fields = await odoo.fields(MODEL, FIELDS);
  const { records, total } = await searchPage(
    odoo,
    scope,
    MODEL,
    chartDomain(filter, known),
    fields,
    odooAccountSchema,
    page,
    {
      order: ORDER,
      context: ARCHIVED,
    },
  );
  return {
    items: records.map(({ record, raw }) => toLedgerAccount(record, raw, known)),
    total,
    page: page.page,
    size: page.size,
  };
}

/**
 * Ledger accounts by number (what an entry line's account is read through): ONE `search_read` on
 * `code in numbers` in the scope's company, with the classification's two reads.
 */
async function getLedgerAccounts(
  odoo: AccountingOdoo,
  scope: Scope,
  numbers: readonly string[],
): Promise<(LedgerAccount | Error)[]> {
  const known = await classification(odoo, scope);
  const fields = await odoo.fields(MODEL, FIELDS);
  const accounts = await odoo.search(
    MODEL,
    [['code', 'in', [...new Set(numbers)]]],
    fields,
    odooAccountSchema,
    {
      ...scope.context,
      ...ARCHIVED,
    },
  );
  const byCode = new Map(
    accounts.map(({ record, raw }) => [text(record.code), toLedgerAccount(record, raw, known)]),
  );
  return numbers.map((number) => byCode.get(number) ?? notFound('Ledger account', number));
}

// ---- balances ---------------------------------------------------------------------------------

const lastDay = (month: string) => {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(4, 6));
  return `${month.slice(0, 4)}-${month.slice(4, 6)}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * Balances of the accounts whose numbers begin with one of `accounts`: the accounts (one
 * `search_read`), the company's book year when `start` is left out (one `read`), then two
 * totals by account computed by Odoo — up to the end month and over the period — each one
 * `read_group` (≤18) or `formatted_read_group` (19) on the posted journal items.
 */
async function listBalances(
  odoo: AccountingOdoo,
  scope: Scope,
  page: PageRequest,
  body: Partial<AccountBalanceFilter>,
): Promise<Page<AccountBalance>> {
  if (!body.end) {
    throw validationError([{ loc: ['body', 'end'], msg: 'Field required', type: 'missing', input: body }]);
  }
  const end = lastDay(body.end);
  const start = body.start
    ? `${body.start.slice(0, 4)}-${body.start.slice(4, 6)}-01`
    : bookYearOf(end, fiscalYearEndOf(await fiscalCompany(odoo, scope))).start;
  if (start > end) {
    throw validationError([
      { loc: ['body', 'start'], msg: 'start must not be after end', type: 'value_error', input: body.start },
    ]);
  }
  const prefixes = [...new Set((body.accounts ?? []).map((a) => a.trim()).filter((a) => a !== ''))];
  const accountDomain: Domain = [
    ...Array(Math.max(0, prefixes.length - 1)).fill('|'),
    ...prefixes.map((p) => ['code', '=like', `${p}%`]),
  ];
  const accounts = await odoo.search(MODEL, accountDomain, ['code', 'name'], odooAccountSchema, {
    ...scope.context,
    ...ARCHIVED,
  });
  if (accounts.length === 0) return pageOf([], page);
  const ids = accounts.map(({ record }) => record.id);
  const posted: Domain = [
    ['account_id', 'in', ids],
    ['parent_state', '=', 'posted'],
    ['date', '<=', end],
  ];
  const sums = ['debit', 'credit', 'balance'];
  const [upToEnd, period] = await Promise.all([
    odoo.totals('account.move.line', posted, ['account_id'], sums, scope.context),
    odoo.totals('account.move.line', [...posted, ['date', '>=', start]], ['account_id'], sums, scope.context),
  ]);
  const groupId = (key: unknown) => (Array.isArray(key) && typeof key[0] === 'number' ? key[0] : null);
  const periodOf = new Map(period.map((g) => [groupId(g.key['account_id']), g.sums]));
  const totalOf = new Map(upToEnd.map((g) => [groupId(g.key['account_id']), g.sums]));
  const items: AccountBalance[] = accounts
    .filter(({ record }) => totalOf.has(record.id))
    .sort((a, b) => String(a.record.code).localeCompare(String(b.record.code)))
    .map(({ record }) => {
      const total = totalOf.get(record.id)!;
      const within = periodOf.get(record.id) ?? { debit: 0, credit: 0, balance: 0 };
      return {
        account_number: text(record.code) ?? '',
        account_name: record.name,
        debit: round2(total['debit'] ?? 0),
        credit: round2(total['credit'] ?? 0),
        balance: round2(total['balance'] ?? 0),
        period_debit: round2(within['debit'] ?? 0),
        period_credit: round2(within['credit'] ?? 0),
        period_balance: round2(within['balance'] ?? 0),
      };
    });
  return pageOf(items, page);
}

export const handlers = {
  'accounting.chart-of-accounts.list': (odoo) => async (page, filter) =>
    listChart(odoo, await odoo.scope(filter.folder_id), page, filter),
  'accounting.ledger-accounts.get':
    (odoo) =>
    async (numbers, { folder_id }) =>
      getLedgerAccounts(odoo, await odoo.scope(folder_id), numbers),
  // The body (accounts, start, end) comes merged into the filter (`list({ body })`), but the
  // handler type does not show it: `list()` returns a ListOperation whose `body` is optional, so
  // `ListFilterOf` never sees it. Read as the body's type; `listBalances` checks `end`.
  'accounting.balances.list': (odoo) => async (page, filter) =>
    listBalances(odoo, await odoo.scope(filter.folder_id), page, filter as Partial<AccountBalanceFilter>),
} satisfies AccountingHandlers;
