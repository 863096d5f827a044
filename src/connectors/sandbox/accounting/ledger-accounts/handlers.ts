import { validationError } from '../../../../errors.js';
import {
  type AccountBalanceFilter,
  type LedgerAccountFilter,
  ledgerAccount,
} from '../../../../model/accounting/index.js';
import { notFound, pageOf, type SandboxConnection, type SandboxHandlers } from '../../kit.js';
import { fromStored } from '../../records.js';
import { folderOf, KINDS, loadBooks, ofFolder, type StoredAccount, type StoredBookYear } from '../books.js';
import { balances } from '../ledger.js';
import { handlers as writes } from './writes.js';

/** The chart of a folder, narrowed by `classes` (first digits) and `type`. */
async function chart(s: SandboxConnection, filter: LedgerAccountFilter) {
  const folder = await folderOf(s, filter.folder_id);
  const classes = (filter.classes ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  return (await ofFolder<StoredAccount>(s, KINDS.account, folder.id))
    .filter((a) => classes.length === 0 || classes.some((c) => a.number.startsWith(c)))
    .filter((a) => filter.type === undefined || a.type === filter.type)
    .map((a) => fromStored(ledgerAccount, a));
}

/** The last day of a month `YYYYMM`. */
function lastDay(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(4, 6));
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * The balances of the accounts beginning with `accounts`, summed from the posted entry lines up
 * to the end month, and over the months from `start` (the start of the end's book year when left
 * out).
 */
async function accountBalances(
  s: SandboxConnection,
  body: Partial<AccountBalanceFilter> & { folder_id?: string | undefined },
) {
  if (!body.end) {
    throw validationError([{ loc: ['body', 'end'], msg: 'Field required', type: 'missing', input: body }]);
  }
  const books = await loadBooks(s, body.folder_id);
  const end = lastDay(body.end);
  let start: string;
  if (body.start) start = `${body.start.slice(0, 4)}-${body.start.slice(4, 6)}-01`;
  else {
    const years = await ofFolder<StoredBookYear>(s, KINDS.bookYear, books.folder.id);
    start = years.find((y) => y.start <= end && end <= y.end)?.start ?? `${end.slice(0, 4)}-01-01`;
  }
  if (start > end) {
    throw validationError([
      { loc: ['body', 'start'], msg: 'start must not be after end', type: 'value_error', input: body.start },
    ]);
  }
  const prefixes = [...new Set((body.accounts ?? []).map((a) => a.trim()).filter((a) => a !== ''))];
  return balances(books, prefixes, start, end);
}

export const handlers = {
  'accounting.chart-of-accounts.list': (s) => async (page, filter) => pageOf(await chart(s, filter), page),
  'accounting.ledger-accounts.get':
    (s) =>
    async (numbers, { folder_id }) => {
      const accounts = new Map((await chart(s, { folder_id })).map((a) => [a.number, a]));
      return numbers.map((n) => accounts.get(n) ?? notFound('Ledger account', n));
    },
  // The body (accounts, start, end) comes merged into the filter (`list({ body })`); the handler
  // type does not show it (see the Odoo connector's `ledger.ts`).
  'accounting.balances.list': (s) => async (page, filter) =>
    pageOf(await accountBalances(s, filter as Partial<AccountBalanceFilter> & { folder_id?: string }), page),
  ...writes,
} satisfies SandboxHandlers;
