import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedHotel } from '../../fakes/mews/data.js';
import { type MewsFake, startMewsFake } from '../../fakes/mews/server.js';
import { graphql } from '../../gql/index.js';
import { createMewsHarness, type MewsHarness } from './setup.js';

/** `GET /consumers/{id}/pms/taxes` on Mews: tax environment → taxations → rates, paged here. */

const MewsTaxes = graphql(`
  query MewsTaxes($id: ID!, $first: Int, $after: String) {
    consumer(id: $id) {
      pms {
        taxes(first: $first, after: $after) {
          totalCount
          pageInfo { hasNextPage endCursor }
          nodes { id remoteId sourceRef { remoteId model } label rate isCityTax raw }
        }
      }
    }
  }
`);

let fake: MewsFake;
let h: MewsHarness;
let consumerId: string;

beforeAll(async () => {
  fake = await startMewsFake(seedHotel);
  h = await createMewsHarness(fake);
  ({ consumerId } = await h.connect());
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

const taxes = (query = '', headers: Record<string, string> = {}) =>
  h.app.expect(200, 'GET', `/consumers/${consumerId}/pms/taxes${query}`, { token: h.account.token, headers });

describe('Mews PMS tax rates', () => {
  it('maps every rate of the enterprise tax environment, and only those', async () => {
    const body = await taxes('?size=100');
    expect(body.total).toBe(7);
    expect(body.page).toBe(1);
    expect(body.size).toBe(100);
    expect(body.items).toEqual([
      {
        id: 'AT-2020-20%',
        source_ref: { id: 'AT-2020-20%', model: 'TaxRate' },
        label: 'VAT',
        rate: 20,
        is_city_tax: false,
      },
      {
        id: 'AT-2020-13%',
        source_ref: { id: 'AT-2020-13%', model: 'TaxRate' },
        label: 'VAT',
        rate: 13,
        is_city_tax: false,
      },
      {
        id: 'AT-2020-10%',
        source_ref: { id: 'AT-2020-10%', model: 'TaxRate' },
        label: 'VAT',
        rate: 10,
        is_city_tax: false,
      },
      {
        id: 'AT-2020-0%',
        source_ref: { id: 'AT-2020-0%', model: 'TaxRate' },
        label: 'VAT',
        rate: 0,
        is_city_tax: false,
      },
      {
        // Dependent strategy: the fraction is in Strategy.Value.Value; city tax by its name.
        id: 'AT-2020-CITY-3.2%',
        source_ref: { id: 'AT-2020-CITY-3.2%', model: 'TaxRate' },
        label: 'City tax',
        rate: 3.2,
        is_city_tax: true,
      },
      {
        // Flat: an amount, no percentage → rate 0, the label says so; a city tax by its taxation's
        // name (a levy), not because it is flat.
        id: 'AT-2020-LEVY-2.5-EUR',
        source_ref: { id: 'AT-2020-LEVY-2.5-EUR', model: 'TaxRate' },
        label: 'Resort levy (flat 2.5 EUR)',
        rate: 0,
        is_city_tax: true,
      },
      {
        // The strategy's 0.185 wins over the top-level Value 0.19; superseded rates are kept.
        id: 'AT-2020-OLD',
        source_ref: { id: 'AT-2020-OLD', model: 'TaxRate' },
        label: 'VAT',
        rate: 18.5,
        is_city_tax: false,
      },
    ]);
    // DE-2020-19% belongs to another tax environment.
    expect(body.items.map((t: { id: string }) => t.id)).not.toContain('DE-2020-19%');
  });

  it('sends the tokens and the client name in the body of POSTs to the exact routes', async () => {
    // A fresh connection: its configuration cache is cold.
    const fresh = await h.connect();
    fake.reset();
    await h.app.expect(200, 'GET', `/consumers/${fresh.consumerId}/pms/taxes`, { token: h.account.token });
    expect(fake.calls.map((c) => c.route).sort()).toEqual([
      'configuration/get',
      'taxEnvironments/getAll',
      'taxations/getAll',
    ]);
    for (const call of fake.calls) {
      expect(call.method).toBe('POST');
      expect(call.status).toBe(200);
      expect(call.body).toEqual({
        ClientToken: fake.state.clientToken,
        AccessToken: fake.state.accessToken,
        Client: 'Lintel 1.0.0',
      });
    }
  });

  it('pages locally with the total, one taxations call per page', async () => {
    await taxes('?size=2'); // warm the configuration cache
    fake.reset();
    const first = await taxes('?page=1&size=3');
    const third = await taxes('?page=3&size=3');
    const beyond = await taxes('?page=9&size=3');
    expect(first.items.map((t: { id: string }) => t.id)).toEqual([
      'AT-2020-20%',
      'AT-2020-13%',
      'AT-2020-10%',
    ]);
    expect(third.items.map((t: { id: string }) => t.id)).toEqual(['AT-2020-OLD']);
    expect(beyond.items).toEqual([]);
    for (const page of [first, third, beyond]) expect(page.total).toBe(7);
    expect(third).toMatchObject({ page: 3, size: 3 });
    // Mews does not page taxations: each Lintel page is one call, the configuration is cached.
    expect(fake.count('taxations/getAll')).toBe(3);
    expect(fake.count('configuration/get')).toBe(0);
    expect(fake.count('taxEnvironments/getAll')).toBe(0);
  });

  it('gives the Mews TaxRate record as raw with x-chift-raw-data: true', async () => {
    const plain = await taxes('?size=1');
    expect(plain.items[0]).not.toHaveProperty('raw');
    const withRaw = await taxes('?size=100', { 'x-chift-raw-data': 'true' });
    for (const item of withRaw.items) {
      expect(item.raw).toEqual(fake.state.taxRates.find((r) => r.Code === item.id));
    }
  });

  it('answers the same on GraphQL', async () => {
    const rest = await taxes('?page=2&size=4', { 'x-chift-raw-data': 'true' });
    // REST's page 2 of 4 is the connection's 4 records after the first page's end cursor.
    const first = await h.app.graphql(MewsTaxes, { id: consumerId, first: 4 }, { token: h.account.token });
    expect(first.errors).toBeUndefined();
    const firstPage = first.data!.consumer!.pms.taxes!;
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const { data, errors } = await h.app.graphql(
      MewsTaxes,
      { id: consumerId, first: 4, after: firstPage.pageInfo.endCursor },
      { token: h.account.token },
    );
    expect(errors).toBeUndefined();
    const page = data!.consumer!.pms.taxes!;
    expect(page.totalCount).toBe(7);
    expect(page.pageInfo.hasNextPage).toBe(false);
    expect(page.nodes.map(({ id: _id, ...rest }) => rest)).toEqual(
      rest.items.map((t: any) => ({
        remoteId: t.id,
        sourceRef: { remoteId: t.source_ref.id, model: t.source_ref.model },
        label: t.label,
        rate: t.rate,
        isCityTax: t.is_city_tax,
        raw: t.raw,
      })),
    );
  });

  it('lists every rate Mews knows when the enterprise has no tax environment', async () => {
    const other = await startMewsFake((state) => {
      seedHotel(state);
      state.configuration.Enterprise.TaxEnvironmentCode = null;
    });
    try {
      const harness = await createMewsHarness(other);
      try {
        const { consumerId: id } = await harness.connect();
        const body = await harness.app.expect(200, 'GET', `/consumers/${id}/pms/taxes?size=100`, {
          token: harness.account.token,
        });
        expect(body.total).toBe(8);
        expect(body.items.map((t: { id: string }) => t.id)).toContain('DE-2020-19%');
      } finally {
        await harness.close();
      }
    } finally {
      await other.close();
    }
  });
});
