import type { BookYear, Folder, FolderAddress } from '../../model/accounting/index.js';
import { inOrder, odooIds } from '../odoo/client.js';
import { m2oName, text } from '../odoo/types.js';
import type { AccountingHandlers, AccountingOdoo, Scope } from './client.js';
import { pageOf } from './shared.js';
import { type OdooCompany, odooCompanySchema } from './types.js';

/**
 * Folders are Odoo's companies (`res.company`, contract §10), the ones the connection's user may
 * work in; book years are computed from each company's fiscal year end, because Odoo's own
 * `account.fiscal.year` belongs to the Enterprise `account_accountant` app.
 */

const MODEL = 'res.company';
const FIELDS = [
  'name',
  'currency_id',
  'vat',
  'company_registry',
  'street',
  'street2',
  'zip',
  'city',
  'country_id',
  'country_code',
  'active',
] as const;
export const FISCAL_FIELDS = [
  'fiscalyear_last_day',
  'fiscalyear_last_month',
  'fiscalyear_lock_date',
  'hard_lock_date',
] as const;

function toFolder(company: OdooCompany, raw: unknown): Folder {
  const address: FolderAddress = {
    street: [text(company.street), text(company.street2)].filter(Boolean).join(', ') || null,
    number: null,
    box: null,
    postal_code: text(company.zip),
    city: text(company.city),
    country: text(company.country_code) ?? null,
  };
  const hasAddress = address.street || address.city || address.postal_code || address.country;
  return {
    id: String(company.id),
    name: company.name,
    selected: true,
    active: company.active ?? true,
    vat: text(company.vat),
    company_number: text(company.company_registry),
    main_currency: m2oName(company.currency_id),
    addresses: hasAddress ? [address] : [],
    raw,
  };
}

/**
 * Every company of the user: `res.users` (its companies, once per connection) and ONE
 * `search_read` of `res.company` with all of them allowed (a company is visible only when it is
 * in `allowed_company_ids`). Docs: base/models/res_company.py, res_users.py (`company_ids`).
 */
async function listFolders(odoo: AccountingOdoo): Promise<Folder[]> {
  const context = await odoo.allCompanies();
  const fields = await odoo.fields(MODEL, FIELDS);
  const companies = await odoo.search(
    MODEL,
    [['id', 'in', context.allowed_company_ids]],
    fields,
    odooCompanySchema,
    {
      ...context,
      active_test: false,
    },
  );
  return companies.map(({ record, raw }) => toFolder(record, raw));
}

async function getFolders(odoo: AccountingOdoo, ids: readonly string[]): Promise<(Folder | Error)[]> {
  const context = await odoo.allCompanies();
  const wanted = odooIds(ids).filter((id) => context.allowed_company_ids.includes(id));
  const found = new Map<number, Folder>();
  if (wanted.length > 0) {
    const fields = await odoo.fields(MODEL, FIELDS);
    const companies = await odoo.odoo.readRecords(MODEL, wanted, fields, odooCompanySchema, context);
    for (const { record, raw } of companies) found.set(record.id, toFolder(record, raw));
  }
  return inOrder(ids, found, 'Folder');
}

// ---- book years -------------------------------------------------------------------------------

export interface FiscalYearEnd {
  month: number;
  day: number;
}

/** The company's fiscal year end (`fiscalyear_last_month` is a selection key, `'12'`); 31 December by default. */
export function fiscalYearEndOf(company: OdooCompany): FiscalYearEnd {
  const month = Number(company.fiscalyear_last_month ?? 12);
  const day = company.fiscalyear_last_day ?? 31;
  return {
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : 12,
    day: Number.isInteger(day) && day >= 1 && day <= 31 ? day : 31,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The last day of the book year ending in `year`: Odoo takes the month's last day when the day is past it (29 February). */
function endIn(year: number, end: FiscalYearEnd): string {
  const last = new Date(Date.UTC(year, end.month, 0)).getUTCDate();
  return `${year}-${pad(end.month)}-${pad(Math.min(end.day, last))}`;
}

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The book year that holds `day`, as Odoo's `res.company.compute_fiscalyear_dates` finds it: it
 * ends on the fiscal year end on or after the day and starts the day after the previous one.
 * Named after its years: `2025`, or `2025-2026` when it spans two.
 */
export function bookYearOf(day: string, end: FiscalYearEnd): { name: string; start: string; end: string } {
  const year = Number(day.slice(0, 4));
  const last = day <= endIn(year, end) ? endIn(year, end) : endIn(year + 1, end);
  const start = dayAfter(endIn(Number(last.slice(0, 4)) - 1, end));
  const name =
    start.slice(0, 4) === last.slice(0, 4) ? last.slice(0, 4) : `${start.slice(0, 4)}-${last.slice(0, 4)}`;
  return { name, start, end: last };
}

/** The day on and before which the books are closed: the later of the lock date and (18+) the hard lock date. */
export function closedUntil(company: OdooCompany): string | null {
  const dates = [text(company.fiscalyear_lock_date), text(company.hard_lock_date)].filter(
    (d): d is string => d !== null,
  );
  return dates.sort().at(-1) ?? null;
}

/** The scope's company with its fiscal year end and lock dates: ONE `read` (as `search_read`). */
export async function fiscalCompany(odoo: AccountingOdoo, scope: Scope): Promise<OdooCompany> {
  const fields = await odoo.fields(MODEL, ['name', 'currency_id', ...FISCAL_FIELDS]);
  const [company] = await odoo.odoo.readRecords(
    MODEL,
    [scope.company],
    fields,
    odooCompanySchema,
    scope.context,
  );
  if (!company) throw odoo.odoo.requestError(`Odoo answered no company ${scope.company} (res.company)`);
  return company.record;
}

/**
 * The book years of a folder, from the year of its first entry to the current one (or the year
 * of its last entry, if later): the company's fiscal year end and lock dates (one `read`) and
 * the first and last entry dates (one `read_group`, or `formatted_read_group` on 19). A year is
 * closed once the lock date reaches its end.
 */
async function listBookYears(odoo: AccountingOdoo, scope: Scope, today: string): Promise<BookYear[]> {
  const company = await fiscalCompany(odoo, scope);
  const end = fiscalYearEndOf(company);
  const { first, last } = await odoo.bounds(
    'account.move',
    [['state', '!=', 'cancel']],
    'date',
    scope.context,
  );
  const from = bookYearOf(first ?? today, end);
  const to = bookYearOf(last && last > today ? last : today, end);
  const closed = closedUntil(company);
  const years: BookYear[] = [];
  for (let year = from; year.start <= to.start; year = bookYearOf(dayAfter(year.end), end)) {
    years.push({
      name: year.name,
      start: year.start,
      end: year.end,
      closed: closed !== null && closed >= year.end,
      raw: { company_id: company.id, date_from: year.start, date_to: year.end },
    });
  }
  return years;
}

export const handlers = {
  'accounting.folders.all': (odoo) => () => listFolders(odoo),
  'accounting.folders.get': (odoo) => (ids) => getFolders(odoo, ids),
  'accounting.bookyears.list':
    (odoo) =>
    async (page, { folder_id }) =>
      pageOf(
        await listBookYears(odoo, await odoo.scope(folder_id), new Date().toISOString().slice(0, 10)),
        page,
      ),
} satisfies AccountingHandlers;
