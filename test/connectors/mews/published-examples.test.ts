import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLISHED, seedPublishedExamples } from '../../fakes/mews/examples.js';
import { type MewsFake, startMewsFake } from '../../fakes/mews/server.js';
import { createMewsHarness, type MewsHarness } from './setup.js';

/**
 * The Mews connector fed with the response examples Mews publishes (test/fakes/mews/examples,
 * from `MewsSystems/gitbook-connector-api`): what each must map to, and the records that do not
 * fit (dropped, logged as `warn` and counted) while the page goes on.
 */

type Json = Record<string, any>;

let fake: MewsFake;
let h: MewsHarness;
let consumerId: string;

beforeAll(async () => {
  fake = await startMewsFake((state) => seedPublishedExamples(state));
  h = await createMewsHarness(fake);
  ({ consumerId } = await h.connect());
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  // Each test starts from the published records.
  seedPublishedExamples(fake.state);
  h.logLines.length = 0;
});

const WINDOW = '?date_from=2023-03-01&date_to=2023-03-31';
const get = (path: string, headers: Record<string, string> = {}) =>
  h.app.expect(200, 'GET', `/consumers/${consumerId}/pms/${path}`, { token: h.account.token, headers });
const warnings = () => h.logLines.filter((line) => line.level === 40);

/** A new connection: its cached configuration is read again (tests that change it need one). */
async function freshConsumer(): Promise<string> {
  return (await h.connect()).consumerId;
}

const acmeAddress = {
  address_type: 'billing',
  name: 'Acme, Inc.',
  street: 'I.P. Pavlova 5',
  number: null,
  box: null,
  city: 'Prague',
  postal_code: '12000',
  country: 'CZ',
};
const acme = (id: string, type: 'owner' | 'account') => ({
  id,
  source_ref: { id, model: 'Company' },
  type,
  address: acmeAddress,
  first_name: null,
  last_name: null,
  company_name: 'Acme, Inc.',
});

describe('Mews published examples: tax rates', () => {
  it('maps the taxations example; the flat VAT rate AT-5-EUR is not a city tax', async () => {
    // The configuration example has no tax environment: every rate Mews lists is shown.
    const page = await get('taxes?size=100');
    expect(page.total).toBe(6);
    expect(page.items).toEqual([
      {
        id: 'AT-2020-21%',
        source_ref: { id: 'AT-2020-21%', model: 'TaxRate' },
        label: 'VAT',
        rate: 21,
        is_city_tax: false,
      },
      {
        id: 'AT-2020-Extra-10%',
        source_ref: { id: 'AT-2020-Extra-10%', model: 'TaxRate' },
        label: 'Extra tax on top of VAT',
        rate: 10,
        is_city_tax: false,
      },
      {
        // Flat strategy, taxation "AT" (VAT / MWST): an amount of VAT, not a city tax.
        id: 'AT-5-EUR',
        source_ref: { id: 'AT-5-EUR', model: 'TaxRate' },
        label: 'VAT (flat 5 EUR)',
        rate: 0,
        is_city_tax: false,
      },
      {
        id: 'AW-S',
        source_ref: { id: 'AW-S', model: 'TaxRate' },
        label: 'TAX',
        rate: 20.62,
        is_city_tax: false,
      },
      {
        // Dependent: the strategy's 0.09975 wins over the top-level Value 0.
        id: 'CA-QC-2023-9.975%',
        source_ref: { id: 'CA-QC-2023-9.975%', model: 'TaxRate' },
        label: 'TVQ/QST',
        rate: 9.975,
        is_city_tax: false,
      },
      {
        id: 'PH-MA-CUSTOM-0.75%',
        source_ref: { id: 'PH-MA-CUSTOM-0.75%', model: 'TaxRate' },
        label: 'Makati local tax',
        rate: 0.75,
        is_city_tax: false,
      },
    ]);
    expect(warnings()).toEqual([]);
  });

  it('a tourist or lodging taxation is a city tax, whatever its strategy', async () => {
    fake.state.taxations.push(
      { Code: 'AW-TOURIST-2023', Name: 'Tourist levy', LocalName: 'Tourist levy' },
      { Code: 'CA-QC-LO-FLAT', Name: 'Lodging tax', LocalName: "Taxe sur l'hébergement" },
    );
    fake.state.taxRates.push(
      {
        Code: 'AW-TOURIST-12.5%',
        TaxationCode: 'AW-TOURIST-2023',
        Value: 0.125,
        ValidityInvervalsUtc: null,
        Strategy: { Discriminator: 'Relative', Value: { Value: 0.125 } },
      },
      {
        Code: 'CA-QC-LO-3.5-CAD',
        TaxationCode: 'CA-QC-LO-FLAT',
        Value: 3.5,
        ValidityInvervalsUtc: null,
        Strategy: { Discriminator: 'Flat', Value: { CurrencyCode: 'CAD', Value: 3.5 } },
      },
    );
    const page = await get('taxes?size=100');
    const byId = Object.fromEntries(page.items.map((t: Json) => [t.id, t]));
    expect(byId['AW-TOURIST-12.5%']).toMatchObject({ rate: 12.5, is_city_tax: true });
    expect(byId['CA-QC-LO-3.5-CAD']).toMatchObject({
      label: 'Lodging tax (flat 3.5 CAD)',
      rate: 0,
      is_city_tax: true,
    });
    expect(byId['AT-5-EUR'].is_city_tax).toBe(false);
  });
});

describe('Mews published examples: orders', () => {
  it('maps the order items, reservation, bill and resource examples', async () => {
    const page = await get(`orders${WINDOW}`);
    expect(page).toMatchObject({ total: 2, page: 1, size: 50 });
    expect(page.items).toEqual([
      {
        id: PUBLISHED.reservationId,
        source_ref: { id: PUBLISHED.reservationId, model: 'Reservation' },
        creation_date: '2023-03-23T16:00:00Z',
        closing_date: null,
        service_date: '2023-04-23T14:00:00Z',
        total: 100,
        tax_amount: 6.54,
        order_number: '52',
        device_id: null,
        total_discount: 0,
        total_refund: 0,
        total_tip: 0,
        delivery_fee: 0,
        mode: 'UNKNOWN',
        source: 'REMOTE_POS', // Origin Connector
        currency: 'EUR',
        // No tax environment in the configuration example: the enterprise address's country.
        country: 'CZ',
        loyalty: null,
        customer_id: 'fadd5bb6-b428-45d5-94f8-fd0d89fece6d',
        location_id: '4d0201db-36f5-428b-8d11-4f0a65e960cc',
        guests: 4,
        service_id: 'bd26d8db-86da-4f96-9efc-e5a4654a4a94',
        // DE-2020-1-L is not in the taxations example: 6.54 on 93.46 EUR is 7 %.
        taxes: [{ tax_id: 'DE-2020-1-L', name: 'DE-2020-1-L', tax_rate: 7, tax_amount: 6.54, total: 100 }],
        items: [
          {
            id: PUBLISHED.nightItemId,
            source_ref: { id: PUBLISHED.nightItemId, model: 'OrderItem' },
            quantity: 1,
            unit_price: 100,
            total: 100,
            tax_amount: 6.54,
            type: 'service',
            menu_id: null,
            tax_rate: 7,
            tax_id: 'DE-2020-1-L',
            description: null,
            discounts: [],
            product_id: '8c8dbd02-f2e2-4845-b964-afb900c8f919',
            accounting_category_id: 'c5819fe7-d67c-4c24-b02e-6ce84a1d3b1d',
          },
        ],
        reservation: {
          id: PUBLISHED.reservationId,
          source_ref: { id: PUBLISHED.reservationId, model: 'Reservation' },
          // Europe/Budapest wall-clock time (summer time in April, winter time on 23 March 2023), naive.
          start_date: '2023-04-23T16:00:00',
          end_date: '2023-04-25T14:00:00',
          creation_date: '2023-03-23T17:00:00',
          resource_id: {
            id: PUBLISHED.resourceId,
            source_ref: { id: PUBLISHED.resourceId, model: 'Resource' },
          },
          resource_name: '101',
          resource_identifier: null,
        },
        bills: [
          {
            id: PUBLISHED.billId,
            source_ref: { id: PUBLISHED.billId, model: 'Bill' },
            invoice_number: '29',
            creation_date: '2017-01-31T10:48:06Z',
            closing_date: '2017-01-31T10:58:06Z',
            // Owner and associated account are the same company: listed once.
            partners: [acme('26afba60-06c3-455b-92db-0e3983be0b1d', 'owner')],
          },
        ],
      },
      {
        id: PUBLISHED.cityTaxServiceOrderId,
        source_ref: { id: PUBLISHED.cityTaxServiceOrderId, model: 'ServiceOrder' },
        creation_date: '2023-03-28T07:28:04Z',
        closing_date: null,
        service_date: '2023-03-31T00:00:00Z',
        total: 5,
        tax_amount: 0,
        order_number: null,
        device_id: null,
        total_discount: 0,
        total_refund: 0,
        total_tip: 0,
        delivery_fee: 0,
        mode: 'UNKNOWN',
        source: 'UNKNOWN',
        currency: 'EUR',
        country: 'CZ',
        loyalty: null,
        customer_id: 'c173bb22-6ff8-4ffd-875f-afb900c92865',
        location_id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
        guests: null,
        service_id: '294c7859-63ba-46ad-a8bf-34fad2019383',
        taxes: [{ tax_id: 'DE-2020-1-Z', name: 'DE-2020-1-Z', tax_rate: 0, tax_amount: 0, total: 5 }],
        items: [
          {
            id: PUBLISHED.cityTaxItemId,
            source_ref: { id: PUBLISHED.cityTaxItemId, model: 'OrderItem' },
            quantity: 1,
            unit_price: 5,
            total: 5,
            tax_amount: 0,
            type: 'service',
            menu_id: null,
            // DE-2020-1-Z is unknown too: 0 on 5 EUR is 0 %, not null.
            tax_rate: 0,
            tax_id: 'DE-2020-1-Z',
            description: null,
            discounts: [],
            product_id: null,
            accounting_category_id: 'c0610937-0165-4091-a79c-44eb34173daf',
          },
        ],
        reservation: null,
        // Its bill d27ffe99… is not among the published bills.
        bills: [],
      },
    ]);
    expect(warnings()).toEqual([]);
  });

  it('country is ISO 3166-1 alpha-2 when it comes from the tax environment (AUT → AT)', async () => {
    fake.state.configuration['Enterprise']['TaxEnvironmentCode'] = 'AT-2020';
    const page = await h.app.expect(200, 'GET', `/consumers/${await freshConsumer()}/pms/orders${WINDOW}`, {
      token: h.account.token,
    });
    expect(page.items.map((o: Json) => o.country)).toEqual(['AT', 'AT']);
  });

  it('a bill whose BillCompanyData.Id is null (documented optional) keeps the page, with ids from the bill', async () => {
    const bill = fake.state.bills[0]!;
    bill['OwnerData']['Value']['Id'] = null;
    bill['AssociatedAccountData'][0]['BillCompanyData']['Id'] = null;
    const page = await get(`orders${WINDOW}`);
    expect(page.total).toBe(2);
    // Owner: the account the bill is issued to; associated: its only associated account id.
    expect(page.items[0].bills[0].partners).toEqual([
      acme('c6f5c82d-621a-4c8a-903b-1b0a9a23b71f', 'owner'),
      acme('fadd5bb6-b428-45d5-94f8-fd0d89fece6d', 'account'),
    ]);
    expect(warnings()).toEqual([]);
  });

  it('a bill party with no id anywhere is left out of the partners, logged as a warning and counted', async () => {
    const bill = fake.state.bills[0]!;
    bill['OwnerData']['Value']['Id'] = null;
    bill['AccountId'] = null;
    bill['AssociatedAccountData'] = [];
    const before = h.dropped.count('Mews', 'BillPartner');
    const page = await get(`orders${WINDOW}`);
    expect(page.items[0].bills[0]).toMatchObject({
      id: PUBLISHED.billId,
      invoice_number: '29',
      partners: [],
    });
    expect(h.dropped.count('Mews', 'BillPartner')).toBe(before + 1);
    expect(warnings()).toEqual([
      expect.objectContaining({
        connector: 'Mews',
        kind: 'BillPartner',
        vendorId: PUBLISHED.billId,
        msg: 'Mews: dropped a BillPartner record Lintel cannot map',
      }),
    ]);
  });

  it('a record Lintel cannot map is dropped with a warning and counted, not the whole page', async () => {
    // An order item without its (required) Amount, a reservation whose CreatedUtc is no date:
    // each is dropped; the rest of the page is served.
    const broken = { ...fake.state.orderItems[0]!, Id: 'broken-item', Amount: undefined };
    fake.state.orderItems.push(broken);
    fake.state.reservations[0]!['CreatedUtc'] = 'yesterday';
    const before = h.dropped.counts();
    const page = await get(`orders${WINDOW}`);

    expect(page.total).toBe(2);
    expect(page.items.map((o: Json) => o.id)).toEqual([
      PUBLISHED.reservationId,
      PUBLISHED.cityTaxServiceOrderId,
    ]);
    // The reservation did not fit: the order stands without it (as a service order would).
    expect(page.items[0]).toMatchObject({ reservation: null, order_number: null, total: 100 });
    expect(page.items[0].bills.map((b: Json) => b.id)).toEqual([PUBLISHED.billId]);
    expect(page.items[1].items.map((i: Json) => i.id)).toEqual([PUBLISHED.cityTaxItemId]);

    const droppedSince = (kind: string) =>
      h.dropped.count('Mews', kind) - (before.find((c) => c.kind === kind)?.count ?? 0);
    expect(droppedSince('OrderItem')).toBe(1);
    expect(droppedSince('Reservation')).toBe(1);
    expect(droppedSince('Bill')).toBe(0);
    const lines = warnings();
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          connector: 'Mews',
          kind: 'OrderItem',
          vendorId: 'broken-item',
          reason: expect.stringMatching(/^OrderItems\.\d+: Amount: /),
        }),
        expect.objectContaining({
          connector: 'Mews',
          kind: 'Reservation',
          vendorId: PUBLISHED.reservationId,
          reason: expect.stringMatching(/^Reservations\.0: CreatedUtc: /),
        }),
      ]),
    );
    // The log says where and why, never the values or the tokens.
    const text = JSON.stringify(lines);
    expect(text).not.toContain('yesterday');
    expect(text).not.toContain(fake.state.accessToken);
  });

  it('a bill that does not fit is dropped from its order, which keeps its other data', async () => {
    fake.state.bills[0]!['CreatedUtc'] = 'not a date';
    const before = h.dropped.count('Mews', 'Bill');
    const page = await get(`orders${WINDOW}`);
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({ id: PUBLISHED.reservationId, bills: [], total: 100 });
    expect(h.dropped.count('Mews', 'Bill')).toBe(before + 1);
    expect(warnings()).toEqual([
      expect.objectContaining({
        kind: 'Bill',
        vendorId: PUBLISHED.billId,
        reason: 'Bills.0: CreatedUtc: expected an ISO 8601 date-time',
      }),
    ]);
  });

  it('an item taxed at a code taxations/getAll does not list gets its rate from its breakdown, to the currency unit', async () => {
    const night = fake.state.orderItems.find((i) => i['Id'] === PUBLISHED.nightItemId)!;
    // 10 % in yen, rounded to whole yen: 93 on 927 is 10 %, not 10.0324 %.
    const yen = {
      Currency: 'JPY',
      NetValue: 927,
      GrossValue: 1020,
      TaxValues: [{ Code: 'JP-2019-10%', Value: 93 }],
      Breakdown: { Items: [{ TaxRateCode: 'JP-2019-10%', NetValue: 927, TaxValue: 93 }] },
    };
    night['UnitAmount'] = yen;
    night['Amount'] = yen;
    const page = await get(`orders${WINDOW}`);
    expect(page.items[0].items[0]).toMatchObject({ tax_id: 'JP-2019-10%', tax_rate: 10, tax_amount: 93 });
    expect(page.items[0].taxes).toEqual([
      { tax_id: 'JP-2019-10%', name: 'JP-2019-10%', tax_rate: 10, tax_amount: 93, total: 1020 },
    ]);
  });
});
