import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MewsFake, startMewsFake } from '../../fakes/mews/server.js';
import { type PmsStays, seedPmsStays } from './pms-seed.js';
import { createMewsHarness, type MewsHarness } from './setup.js';

/**
 * `GET …/pms/customers` and `GET …/pms/customers/{id}` on Mews: guests from customers/getAll,
 * companies from companies/getAll (a bill's owner may be either).
 */

type Json = Record<string, any>;

let fake: MewsFake;
let h: MewsHarness;
let consumerId: string;
let stays: PmsStays;

beforeAll(async () => {
  fake = await startMewsFake((state) => {
    stays = seedPmsStays(state);
    // Guest 3 was updated yesterday: the only one an unfiltered listing (last 3 months) finds.
    state.customers.find((c) => c['Id'] === stays.s3.customerId)!['UpdatedUtc'] = new Date(
      Date.now() - 86_400_000,
    ).toISOString();
  });
  h = await createMewsHarness(fake);
  ({ consumerId } = await h.connect());
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const customers = (query = '') =>
  h.app.expect<{ items: Json[]; total: number }>(
    200,
    'GET',
    `/consumers/${consumerId}/pms/customers${query}`,
    {
      token: h.account.token,
    },
  );
const customer = (id: string, status = 200) =>
  h.app.expect<Json>(status, 'GET', `/consumers/${consumerId}/pms/customers/${id}`, {
    token: h.account.token,
  });
const bodiesOf = (route: string) => fake.calls.filter((c) => c.route === route).map((c) => c.body as Json);

describe('Mews PMS customers', () => {
  it('reads a guest by id', async () => {
    expect(await customer(stays.s1.customerId)).toEqual({
      id: stays.s1.customerId,
      source_ref: { id: stays.s1.customerId, model: 'Customer' },
      first_name: 'Guest1',
      last_name: 'Number1',
      company_name: null,
      phone: '+43 1 555 1001',
      email: 'guest1@example.com',
      account_number: '411001',
      created_on: '2025-01-10T08:00:00Z',
      addresses: [
        {
          address_type: 'home',
          name: 'Guest1 Number1',
          street: 'Gasse 1',
          number: null,
          box: null,
          city: 'Graz',
          postal_code: '8010',
          country: 'AT',
        },
      ],
      is_company: false,
    });
    expect(bodiesOf('customers/getAll')).toEqual([
      expect.objectContaining({
        CustomerIds: [stays.s1.customerId],
        Extent: { Customers: true, Addresses: true },
      }),
    ]);
    expect(fake.count('companies/getAll')).toBe(0);
  });

  it('reads a company (a bill owner) by id, after the customers do not know it', async () => {
    expect(await customer(stays.s5.companyId!)).toEqual({
      id: stays.s5.companyId,
      source_ref: { id: stays.s5.companyId, model: 'Company' },
      first_name: null,
      last_name: null,
      company_name: 'Company 5 GmbH',
      phone: '+43 1 777 5',
      email: 'billing5@company.example',
      account_number: '401005',
      created_on: '2024-06-01T10:00:00Z',
      addresses: [],
      is_company: true,
    });
    expect(bodiesOf('companies/getAll')).toEqual([expect.objectContaining({ Ids: [stays.s5.companyId] })]);
  });

  it('answers 404 for an id Mews does not know', async () => {
    const body = await customer('00000000-0000-4000-8000-00000000dead', 404);
    expect(body['error_code']).toBe('ERROR_API_RESOURCE_NOT_FOUND');
  });

  it('finds guests by email (exact, at Mews)', async () => {
    const page = await customers('?email=guest2@example.com');
    expect(page.items.map((c) => c['id'])).toEqual([stays.s2.customerId]);
    expect(bodiesOf('customers/getAll')[0]).toMatchObject({ Emails: ['guest2@example.com'] });
  });

  it('searches last names, first names and company names (exact at Mews)', async () => {
    const smiths = await customers('?search=Smith');
    expect(smiths.items.map((c) => c['id'])).toEqual([stays.s2.customerId]);
    const company = await customers(`?search=${encodeURIComponent('Company 5 GmbH')}`);
    expect(company.items.map((c) => [c['id'], c['is_company']])).toEqual([[stays.s5.companyId, true]]);
  });

  it('filters by phone, digits only', async () => {
    const page = await customers(`?search=Smith&phone=${encodeURIComponent('+43 (1) 555-1002')}`);
    expect(page.items.map((c) => c['id'])).toEqual([stays.s2.customerId]);
    expect((await customers('?search=Smith&phone=999')).total).toBe(0);
  });

  it('without a filter lists the guests updated in the last three months (Mews refuses an unfiltered listing)', async () => {
    const page = await customers();
    expect(page.items.map((c) => c['id'])).toEqual([stays.s3.customerId]);
    const window = bodiesOf('customers/getAll')[0]!['UpdatedUtc'];
    const days = (Date.parse(window.EndUtc) - Date.parse(window.StartUtc)) / 86_400_000;
    expect(days).toBeGreaterThan(88);
    expect(days).toBeLessThanOrEqual(92);
  });
});
