import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addBilledStay, seedPmsHotel } from '../../fakes/mews/pms-data.js';
import { type MewsFake, startMewsFake } from '../../fakes/mews/server.js';
import { createMewsHarness, type MewsHarness } from './setup.js';

/**
 * Issue 20's batching rule over GraphQL on a real server: 100 Mews invoices with their customers
 * (guests, and companies for every fifth bill), their partners' customer records and their
 * lines' accounting categories cost one vendor read per kind, counted at the fake.
 */

type Json = Record<string, any>;

const INVOICES = `query($id: ID!, $from: Date!, $to: Date!) {
  consumer(id: $id) {
    pms {
      invoices(first: 100, dateFrom: $from, dateTo: $to) {
        totalCount
        nodes {
          remoteId
          customerId
          customer { remoteId firstName lastName companyName isCompany email }
          partners { remoteId customer { remoteId isCompany } }
          items { remoteId accountingCategoryId accountingCategory { remoteId name ledgerAccountCode } }
          payments { remoteId total paymentMethodId }
        }
      }
    }
  }
}`;

let fake: MewsFake;
let h: MewsHarness;
let consumerId: string;

beforeAll(async () => {
  fake = await startMewsFake((state) => {
    seedPmsHotel(state);
    for (let n = 1; n <= 100; n++) {
      addBilledStay(state, { n, firstNight: `2025-03-${String(1 + (n % 27)).padStart(2, '0')}` });
    }
  });
  h = await createMewsHarness(fake);
  ({ consumerId } = await h.connect());
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

async function invoices(): Promise<Json[]> {
  const res = await h.app.request('POST', '/graphql', {
    token: h.account.token,
    body: { query: INVOICES, variables: { id: consumerId, from: '2025-03-01', to: '2025-04-30' } },
  });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  expect(res.body.data.consumer.pms.invoices.totalCount).toBe(100);
  return res.body.data.consumer.pms.invoices.nodes;
}

describe('Mews PMS invoices through GraphQL: batching', () => {
  it('reads 100 invoices with customers, partners and categories with one vendor call per kind', async () => {
    const nodes = await invoices();
    expect(nodes).toHaveLength(100);
    const perRoute = Object.fromEntries(
      [...new Set(fake.calls.map((c) => c.route))].map((route) => [route, fake.count(route)]),
    );
    expect(perRoute).toEqual({
      // The enterprise and its tax environment: once per connection (cached 5 minutes).
      'configuration/get': 1,
      'taxEnvironments/getAll': 1,
      'taxations/getAll': 1,
      'bills/getAll': 1,
      'orderItems/getAll': 1,
      'payments/getAll': 1,
      // 80 guests and 20 companies, asked of customers/getAll at once; the 20 it does not know
      // are companies, asked of companies/getAll at once.
      'customers/getAll': 1,
      'companies/getAll': 1,
      'accountingCategories/getAll': 1,
    });
    const customerIds = fake.calls.find((c) => c.route === 'customers/getAll')!.body!['CustomerIds'];
    expect(customerIds).toHaveLength(100);
    expect(fake.calls.find((c) => c.route === 'companies/getAll')!.body!['Ids']).toHaveLength(20);
  });

  it('resolves every reference to the record it names', async () => {
    const nodes = await invoices();
    for (const invoice of nodes) {
      expect(invoice['customer']['remoteId']).toBe(invoice['customerId']);
      expect(invoice['partners'][0]['customer']['remoteId']).toBe(invoice['customerId']);
      for (const item of invoice['items']) {
        expect(item['accountingCategory']['remoteId']).toBe(item['accountingCategoryId']);
      }
    }
    const companies = nodes.filter((i) => i['customer']['isCompany']);
    expect(companies).toHaveLength(20);
    expect(companies[0]!['customer']['companyName']).toMatch(/^Company \d+ GmbH$/);
    const guest = nodes.find((i) => !i['customer']['isCompany'])!;
    expect(guest['customer']).toMatchObject({
      firstName: expect.stringMatching(/^Guest\d+$/),
      companyName: null,
    });
    expect(
      new Set(
        nodes.flatMap((i) => i['items'].map((l: Json) => l['accountingCategory']['ledgerAccountCode'])),
      ),
    ).toEqual(new Set(['706100', '447100', '707100']));
    expect(nodes.every((i) => i['payments'][0]['total'] === 215.2)).toBe(true);
  });

  it('reads 100 payments and their journal with the payers and categories, one vendor call per kind', async () => {
    const query = `query($id: ID!) {
      consumer(id: $id) {
        pms {
          payments(first: 100, dateFrom: "2025-03-01", dateTo: "2025-04-30") {
            totalCount
            nodes { remoteId total partnerId { remoteId customer { remoteId isCompany } } }
          }
          accountingTransactions(first: 100, dateFrom: "2025-03-01", dateTo: "2025-03-31") {
            nodes { remoteId amount accountingCategoryId accountingCategory { remoteId ledgerAccountCode } }
          }
        }
      }
    }`;
    const res = await h.app.request('POST', '/graphql', {
      token: h.account.token,
      body: { query, variables: { id: consumerId } },
    });
    expect(res.body.errors).toBeUndefined();
    const { payments, accountingTransactions } = res.body.data.consumer.pms;
    expect(payments.totalCount).toBe(100);
    for (const payment of payments.nodes) {
      expect(payment.partnerId.customer.remoteId).toBe(payment.partnerId.remoteId);
    }
    expect(payments.nodes.filter((p: Json) => p.partnerId.customer.isCompany)).toHaveLength(20);
    for (const line of accountingTransactions.nodes) {
      if (line.accountingCategoryId === null) expect(line.accountingCategory).toBeNull();
      else expect(line.accountingCategory.remoteId).toBe(line.accountingCategoryId);
    }
    // Two listings (payments, then the journal's items and payments) and one read per kind of reference.
    expect(fake.count('customers/getAll')).toBe(1);
    expect(fake.count('companies/getAll')).toBe(1);
    // Once by the journal for its ledger codes, once by the references' loader for 100 lines.
    expect(fake.count('accountingCategories/getAll')).toBe(2);
    expect(fake.count('payments/getAll')).toBe(2);
    expect(fake.count('orderItems/getAll')).toBe(1);
  });
});
