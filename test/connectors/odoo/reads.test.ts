import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOdooConnector } from '../../../src/connectors/odoo/index.js';
import { errorCatalogue } from '../../../src/errors.js';
import { operationsOfApi } from '../../../src/model/index.js';
import { type OdooFake, type OdooFakeOptions, startOdooFake } from '../../fakes/odoo/server.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { checkAgainstChift } from '../../kit/chift.js';
import { connectOdoo, createOdooTestApp, path } from './helpers.js';

/**
 * The Odoo connector's reads by id (tax codes, products, opportunities) and its product and
 * contact listings, against a fake Odoo through the whole app (REST and GraphQL): exact mapping
 * of the seeded records, a record read by id equal to the same record listed, 404 for unknown
 * ids, `contact_type` filtering, paging totals, installations without CRM, stock or Invoicing,
 * and the JSON-RPC calls each operation makes (a GraphQL request's ids in one Odoo call).
 */

let t: TestApp;
let account: TestAccount;
const fakes: OdooFake[] = [];
const rows: { operation: string; cold: number; warm: number; detail: string }[] = [];

beforeAll(async () => {
  t = await createOdooTestApp();
  account = await t.newAccount('Odoo reads');
});

afterAll(async () => {
  await t?.close();
  await Promise.all(fakes.map((f) => f.close()));
  const header = ['operation', 'cold', 'warm', 'warm calls'];
  const lines = rows.map((r) => [r.operation, String(r.cold), String(r.warm), r.detail]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(
    [
      'Odoo JSON-RPC calls per read (cold = new connection incl. authenticate + fields_get)',
      format(header),
      format(widths.map((w) => '-'.repeat(w))),
      ...lines.map(format),
    ].join('\n'),
  );
});

async function odoo(options: OdooFakeOptions = { version: 17 }, setup?: (fake: OdooFake) => void) {
  const fake = await startOdooFake(options);
  fakes.push(fake);
  setup?.(fake);
  const { consumerId } = await connectOdoo(t, account, fake);
  fake.reset();
  const get = <T = any>(rest: string, headers: Record<string, string> = {}) =>
    t.expect<T>(200, 'GET', path(consumerId, rest), { token: account.token, headers });
  const request = (rest: string) => t.request('GET', path(consumerId, rest), { token: account.token });
  return { fake, consumerId, get, request };
}

const raw = { 'x-chift-raw-data': 'true' };

async function graphql(consumerId: string, fields: string) {
  const res = await t.request('POST', '/graphql', {
    token: account.token,
    body: {
      query: `query($id: ID!) { consumer(id: $id) { invoicing { ${fields} } } }`,
      variables: { id: consumerId },
    },
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body.errors, res.text).toBeUndefined();
  return res.body.data.consumer.invoicing;
}

const describeCalls = (fake: OdooFake) =>
  fake.calls.map((c) => (c.model ? `${c.model}.${c.orm}` : c.method)).join(' + ');

/** Runs `run` on a new connection (cold), then again (warm): the Odoo calls of each. */
async function measure(
  fake: OdooFake,
  operation: string,
  run: (consumerId: string) => Promise<void>,
): Promise<{ cold: number; warm: number; detail: string }> {
  const { consumerId } = await connectOdoo(t, account, fake);
  fake.reset();
  await run(consumerId);
  const cold = fake.calls.length;
  fake.reset();
  await run(consumerId);
  const result = { cold, warm: fake.calls.length, detail: describeCalls(fake) };
  rows.push({ operation, ...result });
  return result;
}

function expectNotFound(res: { status: number; body: unknown; text: string }, message: string): void {
  expect(res.status, res.text).toBe(404);
  expect(res.body).toEqual({
    message,
    status: 'error',
    detail: errorCatalogue.ERROR_API_RESOURCE_NOT_FOUND.detail,
    error_code: 'ERROR_API_RESOURCE_NOT_FOUND',
  });
}

/** A service, an archived good and a good without code, after the seeded combi oven (id 1). */
function addProducts(fake: OdooFake): void {
  fake.insert('product.product', {
    name: 'Consulting hour',
    list_price: 95,
    standard_price: 55,
    default_code: 'SRV-CONSULT',
    uom_id: 4,
    categ_id: 3,
    taxes_id: [1],
    description_sale: 'Senior consultant, per started hour',
    type: 'service',
    qty_available: 0,
    active: true,
  });
  fake.insert('product.product', {
    name: 'Old chair',
    list_price: 120,
    standard_price: 60,
    default_code: 'CHAIR-OLD',
    uom_id: 1,
    categ_id: 4,
    taxes_id: [1],
    type: 'product',
    qty_available: 2,
    active: false,
  });
  fake.insert('product.product', {
    name: 'Belgian chocolate box',
    list_price: 24.5,
    standard_price: 13.2,
    uom_id: 1,
    categ_id: 2,
    taxes_id: [3],
    type: 'product',
    qty_available: 40,
    active: true,
  });
}

describe('the declaration', () => {
  it('lists every operation of each connector’s API; Odoo serves what it declares, Square says what it lacks', async () => {
    const integrations = await t.expect<any[]>(200, 'GET', '/integrations', { token: account.token });
    const coverage = (id: number) =>
      integrations.find((i) => i.integrationid === id)?.operations_coverage as {
        operation: string;
        status: string;
      }[];
    // Every operation the model declares for the API, in its order (read from the declarations).
    for (const [id, api] of [
      [10, 'invoicing'],
      [20, 'pos'],
      [30, 'pms'],
    ] as const) {
      expect(
        coverage(id).map((c) => c.operation),
        api,
      ).toEqual(operationsOfApi(api));
    }
    const odoo = createOdooConnector({ http: {} });
    const declared: readonly string[] = odoo.capabilities;
    await odoo.close?.();
    for (const { operation, status } of coverage(10))
      expect(status, operation).toBe(declared.includes(operation) ? 'SUPPORTED' : 'NOT_SUPPORTED');
    // Square has no objectives and no accounting categories.
    expect(
      coverage(20).filter((c) =>
        ['pos.objectives.list', 'pos.accounting-categories.list'].includes(c.operation),
      ),
    ).toEqual(
      ['pos.objectives.list', 'pos.accounting-categories.list'].map((operation) => ({
        operation,
        status: 'NOT_SUPPORTED',
      })),
    );
  });
});

describe('an Odoo 17 with CRM, stock and Invoicing', () => {
  let fake: OdooFake;
  let consumerId: string;
  let get: Awaited<ReturnType<typeof odoo>>['get'];
  let request: Awaited<ReturnType<typeof odoo>>['request'];

  beforeAll(async () => {
    ({ fake, consumerId, get, request } = await odoo({ version: 17 }, addProducts));
  });
  beforeEach(() => fake.reset());

  describe('tax codes by id', () => {
    it('maps a percent, a group, an archived and a fixed tax as the list does', async () => {
      expect(await get('taxes/1')).toEqual({
        id: '1',
        source_ref: { id: '1', model: 'account.tax' },
        label: '21% S',
        rate: 21,
        type: 'sale',
        code: '21%',
        scope: 'unknown',
        active: true,
      });
      // A group's rate is its children's: 21 + 1.5.
      expect(await get('taxes/13')).toMatchObject({ id: '13', rate: 22.5, type: 'sale', code: '21%+levy' });
      expect(await get('taxes/9')).toMatchObject({ id: '9', rate: 19.5, active: false });
      expect(await get('taxes/16')).toMatchObject({ id: '16', rate: 0, code: 'Recupel' });

      const list = await get('taxes?size=100', raw);
      expect(list.total).toBe(16);
      for (const item of list.items) expect(await get(`taxes/${item.id}`, raw), item.id).toEqual(item);
    });

    it('reads one tax in one search_read on id in ids, archived included', async () => {
      await get('taxes/9');
      expect(fake.calls).toHaveLength(1);
      expect(fake.calls[0]).toMatchObject({
        model: 'account.tax',
        orm: 'search_read',
        args: [[['id', 'in', [9]]]],
        kwargs: { context: { active_test: false } },
      });
    });

    it('answers 404 for an unknown id, and for one that is no Odoo id without calling Odoo', async () => {
      expectNotFound(await request('taxes/999'), 'Tax code 999 could not be found');
      const calls = fake.calls.length;
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        expectNotFound(await request(`taxes/${id}`), `Tax code ${id} could not be found`);
      }
      expect(fake.calls.length).toBe(calls);
    });

    it('reads every tax(remoteId) of a GraphQL request in ONE Odoo call (plus one for group children)', async () => {
      const fields = '"1" "13" "9" "16"'
        .split(' ')
        .map((id, i) => `t${i}: tax(remoteId: ${id}) { remoteId rate active type }`)
        .join(' ');
      const data = await graphql(consumerId, fields);
      expect(data).toEqual({
        t0: { remoteId: '1', rate: 21, active: true, type: 'SALE' },
        t1: { remoteId: '13', rate: 22.5, active: true, type: 'SALE' },
        t2: { remoteId: '9', rate: 19.5, active: false, type: 'SALE' },
        t3: { remoteId: '16', rate: 0, active: true, type: 'SALE' },
      });
      const reads = fake.calls.filter((c) => c.model === 'account.tax');
      expect(reads.map((c) => c.args[0])).toEqual([[['id', 'in', [1, 13, 9, 16]]], [['id', 'in', [14, 15]]]]);

      const m = await measure(fake, 'GraphQL 4 × tax(remoteId), one a group', async (c) => {
        await graphql(c, fields);
      });
      expect(m).toMatchObject({ cold: 4, warm: 2 });
      const plain = await measure(fake, 'GraphQL 3 × tax(remoteId), no group', async (c) => {
        await graphql(
          c,
          'a: tax(remoteId: "1") { remoteId } b: tax(remoteId: "2") { remoteId } c: tax(remoteId: "7") { remoteId }',
        );
      });
      expect(plain).toMatchObject({ cold: 3, warm: 1 });
    });
  });

  describe('products', () => {
    const combiOven = {
      id: '1',
      source_ref: { id: '1', model: 'product.product' },
      name: 'Combi oven',
      unit_price: 8900,
      tax_id: '1',
      code: 'OVEN-01',
      unit: 'Units',
      category: 'All / Saleable / Equipment',
      currency: 'EUR',
      description: null,
      cost: 6100,
      available_quantity: 3,
    };

    it('lists the active products in id order, every field mapped', async () => {
      const page = await get('products');
      expect(page).toEqual({
        items: [
          combiOven,
          {
            id: '2',
            source_ref: { id: '2', model: 'product.product' },
            name: 'Consulting hour',
            unit_price: 95,
            tax_id: '1',
            code: 'SRV-CONSULT',
            unit: 'Hours',
            category: 'All / Services',
            currency: 'EUR',
            description: 'Senior consultant, per started hour',
            cost: 55,
            // A service has no stock.
            available_quantity: 0,
          },
          {
            id: '4',
            source_ref: { id: '4', model: 'product.product' },
            name: 'Belgian chocolate box',
            unit_price: 24.5,
            tax_id: '3',
            code: null,
            unit: 'Units',
            category: 'All / Saleable',
            currency: 'EUR',
            description: null,
            cost: 13.2,
            available_quantity: 40,
          },
        ],
        total: 3,
        page: 1,
        size: 50,
      });
      const read = fake.calls.find((c) => c.orm === 'search_read')!;
      expect(read).toMatchObject({ model: 'product.product', args: [[]] });
      expect(read.kwargs).toMatchObject({ offset: 0, limit: 50, order: 'id asc' });
      expect(read.kwargs['context']).toBeUndefined();
    });

    it('pages with offset/limit, counting only when the page does not tell the total', async () => {
      const first = await get('products?size=2');
      expect(first).toMatchObject({ total: 3, page: 1, size: 2 });
      expect(first.items.map((p: any) => p.id)).toEqual(['1', '2']);
      expect(fake.count({ orm: 'search_count' })).toBe(1);
      fake.reset();
      const second = await get('products?page=2&size=2');
      expect(second).toMatchObject({ total: 3, page: 2, size: 2 });
      expect(second.items.map((p: any) => p.id)).toEqual(['4']);
      expect(fake.count({ orm: 'search_count' })).toBe(0);
      expect(fake.calls[0]!.kwargs).toMatchObject({ offset: 2, limit: 2 });
      expect(await get('products?page=3&size=2')).toEqual({ items: [], total: 3, page: 3, size: 2 });
    });

    it('reads every listed product by id exactly as listed, and an archived one too', async () => {
      const page = await get('products', raw);
      for (const item of page.items) expect(await get(`products/${item.id}`, raw), item.id).toEqual(item);
      expect(await get('products/3')).toMatchObject({ id: '3', name: 'Old chair', available_quantity: 2 });
      expectNotFound(await request('products/999'), 'Product 999 could not be found');
      expectNotFound(await request('products/abc'), 'Product abc could not be found');
    });

    it('reads every product(remoteId) of a GraphQL request in one Odoo call', async () => {
      const m = await measure(fake, 'GraphQL 3 × product(remoteId)', async (c) => {
        const data = await graphql(
          c,
          'a: product(remoteId: "1") { remoteId name availableQuantity } b: product(remoteId: "2") { remoteId unit } c: product(remoteId: "4") { remoteId taxId }',
        );
        expect(data).toEqual({
          a: { remoteId: '1', name: 'Combi oven', availableQuantity: 3 },
          b: { remoteId: '2', unit: 'Hours' },
          c: { remoteId: '4', taxId: '3' },
        });
      });
      expect(m).toMatchObject({ cold: 3, warm: 1, detail: 'product.product.search_read' });
    });

    it('resolves Product.tax of every product of a GraphQL request in one Odoo call', async () => {
      const m = await measure(fake, 'GraphQL products { tax } (3 products, 2 taxes)', async (c) => {
        const data = await graphql(
          c,
          'products { nodes { remoteId taxId tax { remoteId rate } } } a: product(remoteId: "4") { tax { remoteId } }',
        );
        expect(data.products.nodes).toEqual([
          { remoteId: '1', taxId: '1', tax: { remoteId: '1', rate: 21 } },
          { remoteId: '2', taxId: '1', tax: { remoteId: '1', rate: 21 } },
          { remoteId: '4', taxId: '3', tax: { remoteId: '3', rate: expect.any(Number) } },
        ]);
        expect(data.a).toEqual({ tax: { remoteId: '3' } });
      });
      // The listing, the lookup by id, then ONE read of the distinct taxes of both (1 and 3).
      const taxReads = fake.calls.filter((call) => call.model === 'account.tax');
      expect(taxReads.map((call) => call.args[0])).toEqual([[['id', 'in', [1, 3]]]]);
      expect(m).toMatchObject({
        warm: 3,
        detail: 'product.product.search_read + product.product.search_read + account.tax.search_read',
      });
    });

    it('makes at most two calls per page, whatever its size', async () => {
      const m = await measure(fake, 'GET invoicing/products (short page)', async (c) => {
        expect((await t.expect(200, 'GET', path(c, 'products'), { token: account.token })).total).toBe(3);
      });
      expect(m).toMatchObject({ cold: 3, warm: 1 });
      const full = await measure(fake, 'GET invoicing/products?size=2 (full page)', async (c) => {
        await t.expect(200, 'GET', path(c, 'products?size=2'), { token: account.token });
      });
      expect(full).toMatchObject({ cold: 4, warm: 2 });
    });
  });

  describe('opportunities by id', () => {
    it('reads every listed opportunity by id exactly as listed', async () => {
      const page = await get('opportunities', raw);
      expect(page.items.map((o: any) => o.id)).toEqual(['5', '1', '3', '2']);
      for (const item of page.items) {
        expect(await get(`opportunities/${item.id}`, raw), item.id).toEqual(item);
      }
      expect(await get('opportunities/3')).toMatchObject({
        name: 'Terrace heating installation',
        status: 'lost',
        is_won: false,
        partner_id: '10',
        pipe_status: 'Qualified',
        pipe_name: 'Website',
        comment: 'Went with a cheaper competitor',
        end_date: '2025-02-10',
      });
    });

    it('answers 404 for a lead that is no opportunity, an unknown id and a non-numeric one', async () => {
      expectNotFound(await request('opportunities/4'), 'Opportunity 4 could not be found');
      expectNotFound(await request('opportunities/999'), 'Opportunity 999 could not be found');
      const lookup = fake.calls.find((c) => c.model === 'crm.lead' && c.orm === 'search_read')!;
      expect(lookup.args).toEqual([
        [
          ['id', 'in', [4]],
          ['type', '=', 'opportunity'],
        ],
      ]);
      expect(lookup.kwargs['context']).toEqual({ active_test: false });
      const calls = fake.calls.length;
      expectNotFound(await request('opportunities/deal-1'), 'Opportunity deal-1 could not be found');
      expect(fake.calls.length).toBe(calls);
    });

    it('reads every opportunity(remoteId) of a GraphQL request in one Odoo call', async () => {
      const m = await measure(fake, 'GraphQL 3 × opportunity(remoteId)', async (c) => {
        const data = await graphql(
          c,
          'a: opportunity(remoteId: "1") { remoteId status } b: opportunity(remoteId: "2") { remoteId isWon } c: opportunity(remoteId: "3") { remoteId status }',
        );
        expect(data).toEqual({
          a: { remoteId: '1', status: 'OPEN' },
          b: { remoteId: '2', isWon: true },
          c: { remoteId: '3', status: 'LOST' },
        });
      });
      expect(m).toMatchObject({ cold: 3, warm: 1, detail: 'crm.lead.search_read' });
    });
  });

  describe('contacts', () => {
    const ids = async (query = '') => {
      const page = await get(`contacts?size=100${query}`);
      expect(page.items).toHaveLength(page.total);
      return page.items.map((c: any) => c.id) as string[];
    };

    it('lists companies and people, not their addresses nor archived partners, each as its get answers it', async () => {
      const page = await get('contacts', raw);
      expect(page).toMatchObject({ total: 5, page: 1, size: 50 });
      // 12 and 13 are the invoice and delivery addresses of 10; 16 is archived.
      expect(page.items.map((c: any) => c.id)).toEqual(['1', '10', '11', '14', '15']);
      for (const item of page.items) expect(await get(`contacts/${item.id}`, raw), item.id).toEqual(item);
      const brasserie = page.items[1];
      expect(brasserie.addresses.map((a: any) => [a.address_type, a.street])).toEqual([
        ['main', 'Rue de la Régence 42'],
        ['invoice', 'Boulevard de Waterloo 5, Bte 3'],
        ['delivery', 'Rue Haute 120'],
      ]);
      expect(await ids('&contact_type=all')).toEqual(['1', '10', '11', '14', '15']);
    });

    it('filters on the ranks: customer and supplier > 0, prospect neither; the counts add up', async () => {
      const customers = await ids('&contact_type=customer');
      const suppliers = await ids('&contact_type=supplier');
      const prospects = await ids('&contact_type=prospect');
      const all = await ids();
      expect(customers).toEqual(['10', '14', '15']);
      expect(suppliers).toEqual(['14']);
      expect(prospects).toEqual(['1', '11']);
      const clients = new Set([...customers, ...suppliers]);
      expect(clients.size + prospects.length).toBe(all.length);
      expect(new Set([...clients, ...prospects])).toEqual(new Set(all));

      const everyone = await get('contacts?size=100');
      for (const c of everyone.items) {
        expect(customers.includes(c.id), c.id).toBe(c.is_customer);
        expect(suppliers.includes(c.id), c.id).toBe(c.is_supplier);
        // Odoo has no prospect flag: the listing derives prospects, the record leaves it null.
        expect(c.is_prospect).toBeNull();
      }
    });

    it('sends the filter to Odoo as a domain', async () => {
      await get('contacts?contact_type=prospect');
      expect(fake.calls.find((c) => c.orm === 'search_read')!.args[0]).toEqual([
        '|',
        ['parent_id', '=', false],
        ['type', 'not in', ['invoice', 'delivery']],
        ['customer_rank', 'in', [0, false]],
        ['supplier_rank', 'in', [0, false]],
      ]);
    });

    it('pages a filtered listing with its own total', async () => {
      const page = await get('contacts?contact_type=customer&page=2&size=2');
      expect(page).toMatchObject({ total: 3, page: 2, size: 2 });
      expect(page.items.map((c: any) => c.id)).toEqual(['15']);
      expect(await get('contacts?contact_type=customer&page=3&size=2')).toEqual({
        items: [],
        total: 3,
        page: 3,
        size: 2,
      });
    });

    it('serves the listing in GraphQL too', async () => {
      const data = await graphql(
        consumerId,
        'customers: contacts(contactType: CUSTOMER) { totalCount nodes { remoteId isCustomer companyName } } prospects: contacts(contactType: PROSPECT, first: 1) { totalCount pageInfo { hasNextPage } nodes { remoteId } }',
      );
      expect(data).toEqual({
        customers: {
          totalCount: 3,
          nodes: [
            { remoteId: '10', isCustomer: true, companyName: 'Brasserie du Sablon SRL' },
            { remoteId: '14', isCustomer: true, companyName: 'Van Damme Logistics NV' },
            { remoteId: '15', isCustomer: true, companyName: 'Janssens Consulting' },
          ],
        },
        prospects: { totalCount: 2, pageInfo: { hasNextPage: true }, nodes: [{ remoteId: '1' }] },
      });
    });
  });
  it("answers as Chift's document declares, raw data included", async () => {
    const problems: string[] = [];
    const paths = [
      'taxes/1',
      'taxes/13',
      'taxes/999',
      'products',
      'products?page=2&size=2',
      'products/2',
      'products/abc',
      'opportunities/1',
      'opportunities/4',
      ...['all', 'customer', 'supplier', 'prospect'].map((type) => `contacts?contact_type=${type}`),
      'contacts?contact_type=lead',
    ];
    for (const rest of paths) {
      for (const headers of [{}, raw]) {
        const url = path(consumerId, rest);
        const res = await t.request('GET', url, { token: account.token, headers });
        const verdict = checkAgainstChift('GET', url.split('?')[0]!, res.status, res.body);
        expect(verdict, rest).toBeDefined();
        problems.push(...verdict!.problems.map((p) => `${rest} ${res.status}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('contact listing calls', () => {
  it('makes at most three calls per page, whatever its size', async () => {
    // 120 people of Van Damme Logistics (14), so every page size is a full page.
    const { fake } = await odoo({ version: 17 }, (f) => {
      for (let i = 0; i < 120; i++) {
        f.insert('res.partner', {
          name: `Person ${i}`,
          is_company: false,
          type: 'contact',
          parent_id: 14,
          customer_rank: i % 3 === 0 ? 1 : 0,
          active: true,
        });
      }
    });
    for (const size of [10, 50, 100]) {
      const m = await measure(fake, `GET invoicing/contacts?size=${size}`, async (c) => {
        const page = await t.expect(200, 'GET', path(c, `contacts?size=${size}`), { token: account.token });
        expect(page.total).toBe(125);
        expect(page.items).toHaveLength(size);
      });
      // search_read + search_count + the addresses of the page's partners.
      expect(m, String(size)).toMatchObject({ cold: 5, warm: 3 });
    }
    const customers = await measure(
      fake,
      'GET invoicing/contacts?contact_type=customer&size=100',
      async (c) => {
        const page = await t.expect(200, 'GET', path(c, 'contacts?contact_type=customer&size=100'), {
          token: account.token,
        });
        expect(page.total).toBe(3 + 40);
      },
    );
    expect(customers).toMatchObject({ cold: 4, warm: 2 });
  });
});

describe('other versions and installations', () => {
  it('Odoo 16: one stage read for is_won in a batch of opportunities', async () => {
    const { fake } = await odoo({ version: 16 });
    const m = await measure(fake, 'GraphQL 2 × opportunity(remoteId), Odoo 16', async (c) => {
      const data = await graphql(
        c,
        'a: opportunity(remoteId: "2") { remoteId status isWon } b: opportunity(remoteId: "1") { remoteId isWon }',
      );
      expect(data).toEqual({
        a: { remoteId: '2', status: 'WON', isWon: true },
        b: { remoteId: '1', isWon: false },
      });
    });
    expect(m).toMatchObject({ cold: 4, warm: 2, detail: 'crm.lead.search_read + crm.stage.search_read' });
  });

  it('without CRM: 405 for an opportunity, then again without calling Odoo', async () => {
    const { fake, request } = await odoo({ version: 17, crm: false });
    const first = await request('opportunities/1');
    expect(first.status, first.text).toBe(405);
    expect(first.body).toEqual({
      message: 'The resource GET - invoicing/opportunities is not supported by Odoo',
      status: 'error',
      detail: errorCatalogue.ERROR_RESOURCE_NOT_SUPPORTED.detail,
      error_code: 'ERROR_RESOURCE_NOT_SUPPORTED',
    });
    expect(describeCalls(fake)).toBe('authenticate + crm.lead.fields_get');
    fake.reset();
    expect((await request('opportunities/2')).status).toBe(405);
    expect(fake.calls).toHaveLength(0);
  });

  it('Odoo 19 without stock: no mobile, no detailed_type, no qty_available asked; stock reads 0', async () => {
    const { fake, get } = await odoo({ version: 19, stock: false }, addProducts);
    const products = await get('products');
    expect(products.items.map((p: any) => [p.id, p.available_quantity])).toEqual([
      ['1', 0],
      ['2', 0],
      ['4', 0],
    ]);
    const productFields = fake.calls.find((c) => c.model === 'product.product' && c.orm === 'search_read')!
      .kwargs['fields'] as string[];
    expect(productFields).toEqual(expect.arrayContaining(['type', 'is_storable', 'taxes_id']));
    expect(productFields).not.toContain('detailed_type');
    expect(productFields).not.toContain('qty_available');
    expect(await get('products/1')).toEqual(products.items[0]);

    const contacts = await get('contacts');
    expect(contacts.items.map((c: any) => [c.id, c.mobile])).toEqual([
      ['1', null],
      ['10', null],
      ['11', null],
      ['14', null],
      ['15', null],
    ]);
    const partnerFields = fake.calls.find((c) => c.model === 'res.partner' && c.orm === 'search_read')!
      .kwargs['fields'] as string[];
    expect(partnerFields).not.toContain('mobile');
    expect(await get('contacts/10')).toEqual(contacts.items[1]);
  });

  it('without the Invoicing app: contacts listed without ranks, contact_type refused, products without tax', async () => {
    const { fake, get, request } = await odoo({ version: 17, account: false });
    const all = await get('contacts');
    expect(all.total).toBe(5);
    expect(all.items.map((c: any) => [c.is_customer, c.is_supplier, c.customer_account_number])).toEqual(
      Array.from({ length: 5 }, () => [null, null, null]),
    );
    fake.reset();
    const refused = await request('contacts?contact_type=customer');
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body).toEqual({
      message: 'Error while trying to perform your request',
      status: 'error',
      detail:
        'This Odoo has no customer or supplier ranks on res.partner (the Invoicing app is not installed): contacts cannot be listed by contact_type=customer, only with contact_type=all',
      error_code: 'ERROR_CONNECTOR_REQUEST',
    });
    // Decided from the cached field probe: nothing reached Odoo.
    expect(fake.calls).toHaveLength(0);

    expect(await get('products/1')).toMatchObject({ id: '1', name: 'Combi oven', tax_id: null });
    const tax = await request('taxes/1');
    expect(tax.status, tax.text).toBe(400);
    expect(tax.body).toMatchObject({ error_code: 'ERROR_CONNECTOR_REQUEST' });
  });
});
