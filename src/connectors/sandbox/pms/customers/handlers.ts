import { type PmsCustomerFilter, pmsCustomer } from '../../../../model/index.js';
import { pageOf, type SandboxHandlers } from '../../kit.js';
import { fromStored, type StoredData } from '../../records.js';
import { KIND } from './seed.js';

export const handlers = {
  'pms.customers.list': (s) => async (page, filter) => {
    // A few dozen guests: filtered here, as text search is not a store filter.
    const matching = (await s.records.all(KIND)).filter((d) => customerMatches(d, filter));
    return pageOf(
      matching.map((d) => fromStored(pmsCustomer, d)),
      page,
    );
  },
  'pms.customers.get': (s) => (ids) =>
    s.records.batch(KIND, ids, 'Customer', (d) => fromStored(pmsCustomer, d)),
} satisfies SandboxHandlers;

function customerMatches(data: StoredData, filter: PmsCustomerFilter): boolean {
  const text = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '');
  const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/[^\d+]/g, '') : '');
  if (filter.email !== undefined && text(data.email) !== filter.email.toLowerCase()) return false;
  if (filter.phone !== undefined && digits(data.phone) !== digits(filter.phone)) return false;
  if (filter.search !== undefined) {
    const needle = filter.search.toLowerCase();
    const haystack = [data.first_name, data.last_name, data.company_name, data.email]
      .map(text)
      .concat(`${text(data.first_name)} ${text(data.last_name)}`);
    if (!haystack.some((value) => value.includes(needle))) return false;
  }
  return true;
}
