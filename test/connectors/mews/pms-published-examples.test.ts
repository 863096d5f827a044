import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLISHED, publishedExample, seedPublishedExamples } from '../../fakes/mews/examples.js';
import { type MewsFake, startMewsFake } from '../../fakes/mews/server.js';
import { createMewsHarness, type MewsHarness } from './setup.js';

/**
 * The PMS breadth operations on the response examples Mews publishes (`test/fakes/mews/examples/`,
 * copied unchanged): payments written negative, a customer with its deprecated `Address`,
 * companies, and the published bill read back as an invoice with the published order item and
 * card payment that name it. The enterprise of `configuration/get` is in Europe/Budapest.
 */

type Json = Record<string, any>;

let fake: MewsFake;
let h: MewsHarness;
let consumerId: string;

beforeAll(async () => {
  fake = await startMewsFake((state) => {
    seedPublishedExamples(state);
    state.payments = publishedExample('payments-getAll')['Payments'];
    state.customers = publishedExample('customers-getAll')['Customers'];
    state.companies = publishedExample('companies-getAll')['Companies'];
  });
  h = await createMewsHarness(fake);
  ({ consumerId } = await h.connect());
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const get = <T = Json>(path: string, status = 200) =>
  h.app.expect<T>(status, 'GET', `/consumers/${consumerId}/pms/${path}`, { token: h.account.token });

describe('Mews PMS on the published examples', () => {
  it('lists the published payments with their signs turned around', async () => {
    const page = await get<{ items: Json[] }>('payments?date_from=2023-03-01&date_to=2023-03-31');
    expect(
      page.items.map((p) => [
        p['id'],
        p['total'],
        p['payment_method_id'],
        p['payment_method_name'],
        p['status'],
      ]),
    ).toEqual([
      ['be922eb7-bc5f-4877-b847-1120c0c2acd2', 300, 'CashPayment', 'Cash', 'Completed'],
      ['f6313945-94c1-4e27-b402-031c2a8c989f', 3700, 'CreditCardPayment', 'Card', 'Completed'],
    ]);
    expect(page.items[1]).toMatchObject({
      currency: 'EUR',
      date: '2023-03-06T07:31:52Z',
      invoice_ref: PUBLISHED.billId,
      partner_id: {
        id: 'c6f5c82d-621a-4c8a-903b-1b0a9a23b71f',
        source_ref: { id: 'c6f5c82d-621a-4c8a-903b-1b0a9a23b71f', model: 'Company' },
      },
    });
  });

  it('reads the published customer and company', async () => {
    expect(await get('customers/fadd5bb6-b428-45d5-94f8-fd0d89fece6d')).toMatchObject({
      first_name: 'John',
      last_name: 'Smith',
      email: 'j.smith@example.com',
      phone: '00420123456789',
      account_number: 'AC123',
      created_on: '2018-01-01T00:00:00Z',
      is_company: false,
      addresses: [
        {
          street: 'Somerford Road Hello House/135',
          city: 'Christchurch',
          postal_code: 'BH23 3PY',
          country: 'GB',
        },
      ],
    });
    expect(await get('customers/a58ff7cb-77e3-495a-bd61-aecf00a3f19d')).toMatchObject({
      company_name: 'Sample Company 1',
      email: 'sample1@mews.com',
      phone: '111-222-333',
      is_company: true,
    });
  });

  it('reads the published bill as an invoice, with the order item and the card payment that name it', async () => {
    const page = await get<{ items: Json[] }>('invoices?date_from=2017-01-31&date_to=2017-01-31');
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: PUBLISHED.billId,
      invoice_number: '29',
      closing_date: '2017-01-31T10:58:06Z',
      customer_id: 'c6f5c82d-621a-4c8a-903b-1b0a9a23b71f',
      total: 100,
      tax_amount: 6.54,
      untaxed_amount: 93.46,
      partners: [{ id: '26afba60-06c3-455b-92db-0e3983be0b1d', type: 'owner', company_name: 'Acme, Inc.' }],
      items: [{ id: PUBLISHED.nightItemId, tax_id: 'DE-2020-1-L', tax_rate: 7, total: 100 }],
      payments: [{ id: 'f6313945-94c1-4e27-b402-031c2a8c989f', total: 3700 }],
    });
  });

  it('computes the closure of 31 March 2023 (Budapest) from the published order items', async () => {
    const closure = await get('closures/2023-03-31');
    expect(closure['status']).toBe('closed');
    // The published items belong to two enterprises; the token's own (configuration/get) had nothing.
    expect(closure['closures']).toEqual([
      {
        id: '3fa85f64-5717-4562-b3fc-2c963f66afa6/2023-03-31',
        total: 0,
        tax_amount: 0,
        payments: [],
        taxes: [{ tax_id: 'DE-2020-1-Z', tax_rate: 0, tax_amount: 0, total: 5 }],
      },
      {
        id: '4d0201db-36f5-428b-8d11-4f0a65e960cc/2023-03-31',
        total: 0,
        tax_amount: 6.54,
        payments: [],
        taxes: [{ tax_id: 'DE-2020-1-L', tax_rate: 7, tax_amount: 6.54, total: 100 }],
      },
      {
        id: '851df8c8-90f2-4c4a-8e01-a4fc46b25178/2023-03-31',
        total: 0,
        tax_amount: 0,
        payments: [],
        taxes: [],
      },
    ]);
  });
});
