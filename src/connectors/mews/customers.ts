import { LintelError } from '../../errors.js';
import {
  type Page,
  type PageRequest,
  type PmsCustomer,
  type PmsCustomerFilter,
  pageOffset,
} from '../../model/index.js';
import type { MewsClient } from './client.js';
import type { MewsHandlers } from './connection.js';
import { toPmsAddress } from './locations.js';
import { addMonthsUtc } from './orders.js';
import { companyList, customerList, type MewsCompany, type MewsCustomer } from './types.js';

/**
 * Guests (customers/getAll, operations/customers.md) and companies (companies/getAll,
 * operations/companies.md) as PMS customers: a bill's owner is either, so a customer id may name
 * a company.
 *
 * Pitfalls: `customers/getAll` requires a filter (ids, emails, names or a ≤ 3-month window) and
 * `Extent`; it matches names and emails exactly, it does not search. A company's `Number` is a
 * number, a customer's a string.
 */

const utc = (value: string) => new Date(Date.parse(value)).toISOString().replace('.000Z', 'Z');

/** Extent of `customers/getAll`: the customers and their addresses. */
const EXTENT = { Customers: true, Addresses: true };

export function customerToPmsCustomer(customer: MewsCustomer): PmsCustomer {
  const name = [customer.FirstName, customer.LastName].filter(Boolean).join(' ') || null;
  const address = toPmsAddress(customer.Address, name, 'home');
  return {
    id: customer.Id,
    source_ref: { id: customer.Id, model: 'Customer' },
    first_name: customer.FirstName ?? null,
    last_name: customer.LastName ?? null,
    company_name: null,
    phone: customer.Phone || null,
    email: customer.Email || null,
    account_number: customer.AccountingCode || null,
    created_on: customer.CreatedUtc ? utc(customer.CreatedUtc) : null,
    addresses: address ? [address] : [],
    is_company: false,
    raw: customer,
  };
}

export function companyToPmsCustomer(company: MewsCompany): PmsCustomer {
  return {
    id: company.Id,
    source_ref: { id: company.Id, model: 'Company' },
    first_name: null,
    last_name: null,
    company_name: company.Name,
    phone: company.Telephone || null,
    email: company.InvoicingEmail || null,
    account_number: company.AccountingCode || null,
    created_on: company.CreatedUtc ? utc(company.CreatedUtc) : null,
    // A company's address is a separate record (`AddressId`, addresses/getAll): not read here.
    addresses: [],
    is_company: true,
    raw: company,
  };
}

/**
 * `pms.customers.get`, batched: customers/getAll by `CustomerIds` (one call for up to 1000 ids),
 * then companies/getAll by `Ids` for the ids no customer has (one call, only when some are left):
 * one read per kind whatever the number of ids. Unknown ids are not found.
 */
export async function getCustomers(
  client: MewsClient,
  ids: readonly string[],
): Promise<(PmsCustomer | Error)[]> {
  const found = new Map<string, PmsCustomer>();
  const customers = await client.getByIds(
    'customers/getAll',
    'CustomerIds',
    ids,
    { Extent: EXTENT },
    customerList,
    'read customers',
  );
  for (const customer of customers) found.set(customer.Id, customerToPmsCustomer(customer));
  const rest = [...new Set(ids.filter((id) => !found.has(id)))];
  if (rest.length > 0) {
    const companies = await client.getByIds(
      'companies/getAll',
      'Ids',
      rest,
      {},
      companyList,
      'read companies',
    );
    for (const company of companies) found.set(company.Id, companyToPmsCustomer(company));
  }
  return ids.map(
    (id) =>
      found.get(id) ??
      new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { message: `Customer ${id} could not be found` }),
  );
}

/** How far back the customers listed without a filter were last updated: 3 months. */
const RECENT_MONTHS = 3;

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/**
 * `pms.customers.list`. Mews refuses an unfiltered listing and cannot search, so:
 * `email` → `Emails` (exact); `search` → `LastNames` and `FirstNames` (exact, two calls at once)
 * and companies' `Names`; with neither, the customers updated in the last 3 months (one
 * `UpdatedUtc` window, Mews' longest); `phone` is then matched here (Mews has no phone filter),
 * digits only. Companies are listed only by `search`.
 */
export async function listCustomers(
  client: MewsClient,
  page: PageRequest,
  filter: PmsCustomerFilter,
  now: () => number,
): Promise<Page<PmsCustomer>> {
  const read = (body: Record<string, unknown>) =>
    client.getAll('customers/getAll', { Extent: EXTENT, ...body }, customerList, 'list customers');
  let records: PmsCustomer[];
  if (filter.email !== undefined) {
    records = (await read({ Emails: [filter.email] })).map(customerToPmsCustomer);
  } else if (filter.search !== undefined) {
    const [byLast, byFirst, companies] = await Promise.all([
      read({ LastNames: [filter.search] }),
      read({ FirstNames: [filter.search] }),
      client.getAll('companies/getAll', { Names: [filter.search] }, companyList, 'list companies'),
    ]);
    const byId = new Map<string, PmsCustomer>();
    for (const c of [...byLast, ...byFirst]) byId.set(c.Id, customerToPmsCustomer(c));
    for (const c of companies) byId.set(c.Id, companyToPmsCustomer(c));
    records = [...byId.values()];
  } else {
    // Whole seconds: Mews measures the 3 months on the instants it parses.
    const end = Math.floor(now() / 1000) * 1000;
    const start = addMonthsUtc(end, -RECENT_MONTHS);
    records = (await read({ UpdatedUtc: { StartUtc: iso(start), EndUtc: iso(end) } })).map(
      customerToPmsCustomer,
    );
  }
  if (filter.phone !== undefined) {
    const digits = (value: string) => value.replace(/\D/g, '').replace(/^0+/, '');
    const wanted = digits(filter.phone);
    records = records.filter((c) => c.phone !== null && wanted !== '' && digits(c.phone).endsWith(wanted));
  }
  if (filter.search !== undefined && filter.email !== undefined) {
    const text = filter.search.toLowerCase();
    records = records.filter((c) =>
      [c.first_name, c.last_name, c.company_name, c.email].some((v) => v?.toLowerCase().includes(text)),
    );
  }
  records.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const offset = pageOffset(page);
  return {
    items: records.slice(offset, offset + page.size),
    total: records.length,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'pms.customers.list': (m) => (page, filter) => listCustomers(m.client, page, filter, m.now),
  'pms.customers.get': (m) => (ids) => getCustomers(m.client, ids),
} satisfies MewsHandlers;
