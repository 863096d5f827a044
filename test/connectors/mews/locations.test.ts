import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENTERPRISE_ID } from '../../fakes/mews/data.js';
import { publishedExample } from '../../fakes/mews/examples.js';
import { CATEGORY_ROOMS, seedPmsHotel } from '../../fakes/mews/pms-data.js';
import { type MewsFake, startMewsFake } from '../../fakes/mews/server.js';
import { createMewsHarness, type MewsHarness } from './setup.js';

/**
 * `GET …/pms/locations` (configuration/get; enterprises/getAll for a portfolio token) and
 * `GET …/pms/accounting-categories` (accountingCategories/getAll) on Mews, including Mews'
 * published examples of both calls.
 */

type Json = Record<string, any>;

let fake: MewsFake;
let h: MewsHarness;

beforeAll(async () => {
  fake = await startMewsFake(seedPmsHotel);
  h = await createMewsHarness(fake);
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const get = (consumerId: string, path: string) =>
  h.app.expect<{ items: Json[]; total: number }>(200, 'GET', `/consumers/${consumerId}/pms/${path}`, {
    token: h.account.token,
  });

describe('Mews PMS locations', () => {
  it('lists the token’s enterprise with its time zone and address', async () => {
    const { consumerId } = await h.connect();
    const page = await get(consumerId, 'locations');
    expect(page).toMatchObject({ total: 1, page: 1, size: 50 });
    expect(page.items).toEqual([
      {
        id: ENTERPRISE_ID,
        name: 'Hotel Lintel Wien',
        timezone: 'Europe/Vienna',
        address: {
          address_type: null,
          name: 'Hotel Lintel Wien',
          street: 'Ringstrasse 1',
          number: null,
          box: null,
          city: 'Wien',
          postal_code: '1010',
          country: 'AT',
        },
      },
    ]);
    expect(fake.count('enterprises/getAll')).toBe(0);
  });

  it('lists a portfolio token’s enterprises from enterprises/getAll (Mews’ published example)', async () => {
    fake.state.configuration['Enterprise']['IsPortfolio'] = true;
    fake.state.enterprises = publishedExample('enterprises-getAll')['Enterprises'];
    try {
      const { consumerId } = await h.connect();
      const page = await get(consumerId, 'locations');
      expect(page.items).toEqual([
        {
          id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
          name: 'Sample Portfolio Hotel',
          timezone: 'Europe/Budapest',
          address: {
            address_type: null,
            name: 'Sample Portfolio Hotel',
            street: 'I.P. Pavlova 5',
            number: null,
            box: null,
            city: 'Prague',
            postal_code: '1200',
            country: 'CZ',
          },
        },
      ]);
      expect(fake.count('enterprises/getAll')).toBe(1);
    } finally {
      fake.state.configuration['Enterprise']['IsPortfolio'] = false;
    }
  });
});

describe('Mews PMS accounting categories', () => {
  it('lists the categories with their ledger and posting account codes', async () => {
    const { consumerId } = await h.connect();
    const page = await get(consumerId, 'accounting-categories?size=2');
    expect(page).toMatchObject({ total: 4, page: 1, size: 2 });
    expect(page.items[0]).toEqual({
      id: CATEGORY_ROOMS,
      source_ref: { id: CATEGORY_ROOMS, model: 'AccountingCategory' },
      name: 'Accommodation',
      code: 'ACC',
      ledger_account_code: '706100',
      posting_account_code: 'P706100',
    });
    expect(fake.calls.find((c) => c.route === 'accountingCategories/getAll')!.body).toMatchObject({
      ActivityStates: ['Active', 'Deleted'],
      Limitation: { Count: 1000, Cursor: null },
    });
  });

  it('maps Mews’ published example', async () => {
    const saved = fake.state.accountingCategories;
    fake.state.accountingCategories = publishedExample('accountingCategories-getAll')['AccountingCategories'];
    try {
      const { consumerId } = await h.connect();
      const page = await get(consumerId, 'accounting-categories');
      expect(
        page.items.map((c) => [
          c['id'],
          c['name'],
          c['code'],
          c['ledger_account_code'],
          c['posting_account_code'],
        ]),
      ).toEqual([
        ['0cf7aa90-736f-43e9-a7dc-787704548d86', 'Accommodation', '345', '311100', '602020'],
        ['0b9560fb-055d-47d3-a6d4-e579c44ca558', 'Alcoholic Beverage', '100', '311100', '602020'],
      ]);
    } finally {
      fake.state.accountingCategories = saved;
    }
  });

  it('follows Mews’ cursor over more than one page of 1000', async () => {
    const saved = fake.state.accountingCategories;
    fake.state.accountingCategories = Array.from({ length: 1203 }, (_, i) => ({
      ...saved[0],
      Id: `cat-${String(i).padStart(5, '0')}`,
      Name: `Category ${i}`,
    }));
    try {
      const { consumerId } = await h.connect();
      const page = await get(consumerId, 'accounting-categories?page=25&size=50');
      expect(page.total).toBe(1203);
      expect(page.items.map((c) => c['id'])).toEqual(['cat-01200', 'cat-01201', 'cat-01202']);
      expect(fake.count('accountingCategories/getAll')).toBe(2);
    } finally {
      fake.state.accountingCategories = saved;
    }
  });
});

describe('Mews PMS coverage', () => {
  it('declares all 11 PMS operations in operations_coverage', async () => {
    const integrations = await h.app.expect<Json[]>(200, 'GET', '/integrations', { token: h.account.token });
    const mews = integrations.find((i) => i['integrationid'] === 30)!;
    const pms = mews['operations_coverage'].filter((c: Json) => c.operation.startsWith('pms.'));
    expect(pms).toEqual(
      [
        'pms.taxes.list',
        'pms.orders.list',
        'pms.locations.list',
        'pms.invoices.list',
        'pms.payments.list',
        'pms.payment-methods.list',
        'pms.customers.list',
        'pms.customers.get',
        'pms.accounting-categories.list',
        'pms.closures.read',
        'pms.accounting-transactions.list',
      ].map((operation) => ({ operation, status: 'SUPPORTED' })),
    );
  });
});
