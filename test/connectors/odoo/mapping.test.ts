import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressTypeOf } from '../../../src/connectors/odoo/contacts.js';
import { createOdooConnector } from '../../../src/connectors/odoo/index.js';
import { operationsOfApi } from '../../../src/model/index.js';
import { type OdooFake, startOdooFake } from '../../fakes/odoo/server.js';
import { graphql } from '../../gql/index.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { connectOdoo, createOdooTestApp, credentialsOf, newConsumer, path } from './helpers.js';

/**
 * The Odoo connector against a fake Odoo 17, through the whole app (REST and GraphQL): every
 * mapped field of taxes, opportunities, contacts and created products, paging as it reaches
 * Odoo, connection creation checking the credentials, and `x-chift-raw-data`.
 */

let fake: OdooFake;
let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  fake = await startOdooFake({ version: 17 });
  t = await createOdooTestApp();
  account = await t.newAccount('Odoo mapping');
  ({ consumerId } = await connectOdoo(t, account, fake));
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

beforeEach(() => fake.reset());

const get = <T = any>(rest: string, headers: Record<string, string> = {}) =>
  t.expect<T>(200, 'GET', path(consumerId, rest), { token: account.token, headers });

describe('integration and connection', () => {
  it('lists Odoo with its credentials and the invoicing operations it declares', async () => {
    const integrations = await t.expect<any[]>(200, 'GET', '/integrations', { token: account.token });
    const odoo = integrations.find((i) => i.integrationid === 10);
    expect(odoo).toMatchObject({
      name: 'Odoo',
      api: 'Invoicing',
      credentials: [
        { name: 'url', optional: false },
        { name: 'db', optional: false },
        { name: 'login', optional: false },
        { name: 'api_key', optional: false },
      ],
    });
    // Every invoicing operation, in declaration order; SUPPORTED exactly where the connector
    // declares it, and at least the four operations of the spec.
    const definition = createOdooConnector({ http: {} });
    const declared: readonly string[] = definition.capabilities;
    await definition.close?.();
    expect(odoo.operations_coverage).toEqual(
      operationsOfApi('invoicing').map((operation) => ({
        operation,
        status: declared.includes(operation) ? 'SUPPORTED' : 'NOT_SUPPORTED',
      })),
    );
    expect(odoo.operations_coverage.map((o: any) => [o.operation, o.status])).toEqual(
      expect.arrayContaining([
        ['invoicing.taxes.list', 'SUPPORTED'],
        ['invoicing.products.create', 'SUPPORTED'],
        ['invoicing.opportunities.list', 'SUPPORTED'],
        ['invoicing.contacts.get', 'SUPPORTED'],
      ]),
    );
  });

  it('checks the credentials with one authenticate call before storing the connection', async () => {
    await connectOdoo(t, account, fake);
    expect(fake.calls.map((c) => `${c.service}.${c.method}`)).toEqual(['common.authenticate']);
    expect(fake.calls[0]!.args).toEqual([fake.state.db, fake.state.login, fake.state.apiKey, {}]);
  });

  const refused: [string, Record<string, string>, string][] = [
    ['a wrong API key', { api_key: 'not-the-key' }, 'Odoo rejected the login or API key'],
    ['a wrong login', { login: 'nobody@example.com' }, 'Odoo rejected the login or API key'],
    ['an unknown database', { db: 'no-such-db' }, 'Odoo could not open the database given as db'],
    ['a url that is not Odoo', { url: 'URL/some/app' }, 'The url does not serve the Odoo JSON-RPC API'],
  ];
  it.each(refused)(
    'refuses %s with 400 ERROR_INVALID_CREDENTIALS and stores nothing',
    async (_, overrides, message) => {
      const consumer = await newConsumer(t, account);
      const url = overrides['url']?.replace('URL', fake.url);
      const res = await t.request('POST', `/consumers/${consumer}/connections`, {
        token: account.token,
        body: {
          integrationid: 10,
          credentials: credentialsOf(fake, { ...overrides, ...(url ? { url } : {}) }),
        },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', error_code: 'ERROR_INVALID_CREDENTIALS', message });
      expect(res.text).not.toContain(fake.state.apiKey);
      expect(
        await t.expect(200, 'GET', `/consumers/${consumer}/connections`, { token: account.token }),
      ).toEqual([]);
    },
  );

  it('answers 422 when a credential is missing, without calling Odoo', async () => {
    const consumer = await newConsumer(t, account);
    const res = await t.request('POST', `/consumers/${consumer}/connections`, {
      token: account.token,
      body: { integrationid: 10, credentials: credentialsOf(fake).filter((c) => c.key !== 'db') },
    });
    expect(res.status).toBe(422);
    // Chift's ChiftError: the items in `errors`, summed up in `detail`.
    expect(res.body).toMatchObject({
      message: 'Validation error',
      status: 'error',
      error_code: 'ERROR_VALIDATION',
      detail: 'body.credentials.db: Field required by Odoo',
    });
    expect(res.body.errors).toEqual([
      expect.objectContaining({ loc: ['body', 'credentials', 'db'], type: 'missing' }),
    ]);
    expect(fake.calls).toHaveLength(0);
  });

  it('accepts the web client address as url (trailing /odoo and fragment dropped)', async () => {
    const consumer = await newConsumer(t, account);
    await t.expect(200, 'POST', `/consumers/${consumer}/connections`, {
      token: account.token,
      body: { integrationid: 10, credentials: credentialsOf(fake, { url: `${fake.url}/odoo/#action=42` }) },
    });
    expect(fake.count({ method: 'authenticate' })).toBe(1);
  });
});

describe('taxes', () => {
  it('maps every field of sale, purchase, archived, group and fixed taxes', async () => {
    const page = await get('taxes?size=100');
    expect(page).toMatchObject({ total: 16, page: 1, size: 100 });
    const byId = new Map(page.items.map((tax: any) => [tax.id, tax]));
    expect(byId.get('1')).toEqual({
      id: '1',
      source_ref: { id: '1', model: 'account.tax' },
      label: '21% S',
      rate: 21,
      type: 'sale',
      code: '21%',
      scope: 'unknown',
      active: true,
    });
    expect(byId.get('7')).toMatchObject({ label: '21% P', rate: 21, type: 'purchase', code: '21% purch.' });
    // Archived codes are listed, inactive.
    expect(byId.get('9')).toMatchObject({ label: '19.5% S (old)', rate: 19.5, active: false });
    // Groups: the sum of their children (reverse charge +21 −21 = 0; 21 + 1.5 levy).
    expect(byId.get('10')).toMatchObject({ rate: 0, type: 'purchase', code: 'ICP 21%' });
    expect(byId.get('13')).toMatchObject({ rate: 22.5, type: 'sale', code: '21%+levy' });
    // Children of groups have type_tax_use "none" and no label: the name is the code.
    expect(byId.get('14')).toMatchObject({ rate: 1.5, type: 'unknown', code: 'Beverage levy 1.5%' });
    // A fixed tax is an amount, not a percentage.
    expect(byId.get('16')).toMatchObject({ rate: 0, type: 'sale', code: 'Recupel' });
  });

  it('lists in Odoo order (sequence, id) and sends paging as offset/limit with archived included', async () => {
    const first = await get('taxes?page=1&size=5');
    const second = await get('taxes?page=2&size=5');
    expect(first.items.map((x: any) => x.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(second.items.map((x: any) => x.id)).toEqual(['6', '13', '16', '7', '8']);
    expect(second).toMatchObject({ total: 16, page: 2, size: 5 });
    const reads = fake.calls.filter(
      (c) => c.model === 'account.tax' && c.orm === 'search_read' && (c.args[0] as unknown[]).length === 0,
    );
    expect(reads.map((c) => [c.kwargs['offset'], c.kwargs['limit'], c.kwargs['order']])).toEqual([
      [0, 5, 'sequence asc, id asc'],
      [5, 5, 'sequence asc, id asc'],
    ]);
    expect(reads[0]!.kwargs['context']).toEqual({ active_test: false });
    expect(fake.count({ model: 'account.tax', orm: 'search_count' })).toBe(2);
  });

  it('knows the total of a short page without search_count, and counts past the end', async () => {
    const last = await get('taxes?page=4&size=5');
    expect(last.items.map((x: any) => x.id)).toEqual(['15']);
    expect(last.total).toBe(16);
    expect(fake.count({ model: 'account.tax', orm: 'search_count' })).toBe(0);
    const beyond = await get('taxes?page=9&size=5');
    expect(beyond).toEqual({ items: [], total: 16, page: 9, size: 5 });
    expect(fake.count({ model: 'account.tax', orm: 'search_count' })).toBe(1);
  });

  it('gives the vendor record as raw with x-chift-raw-data: true, and none without', async () => {
    const withRaw = await get('taxes?size=1', { 'x-chift-raw-data': 'true' });
    expect(withRaw.items[0].raw).toMatchObject({
      id: 1,
      name: '21% S',
      amount: 21,
      amount_type: 'percent',
      type_tax_use: 'sale',
      description: '21%',
      tax_group_id: [1, 'VAT 21%'],
      country_id: [20, 'Belgium'],
      tax_scope: false,
    });
    const without = await get('taxes?size=1');
    expect(without.items[0]).not.toHaveProperty('raw');
  });
});

describe('opportunities', () => {
  it('lists opportunities only (not leads), lost ones included, newest first, with every field', async () => {
    const page = await get('opportunities');
    expect(page).toMatchObject({ total: 4, page: 1, size: 50 });
    expect(page.items.map((o: any) => o.id)).toEqual(['5', '1', '3', '2']);
    const byId = new Map(page.items.map((o: any) => [o.id, o]));
    expect(byId.get('1')).toEqual({
      id: '1',
      source_ref: { id: '1', model: 'crm.lead' },
      name: 'Kitchen equipment renewal',
      total: 18500,
      probability: 50,
      status: 'open',
      partner_id: '10',
      comment: 'Two combi ovens & a blast chiller',
      currency: 'EUR',
      description: '<p>Two combi ovens &amp; a blast chiller</p>',
      pipe_status: 'Proposition',
      pipe_name: 'Sales',
      created_date: '2025-02-20',
      due_date: '2025-04-30',
      end_date: null,
      is_won: false,
      owner_ref: { id: '2', model: 'res.users', name: 'Mitchell Admin' },
    });
    expect(byId.get('2')).toMatchObject({
      status: 'won',
      is_won: true,
      probability: 100,
      pipe_status: 'Won',
      end_date: '2025-03-03',
      owner_ref: { id: '6', model: 'res.users', name: 'Marc Demo' },
      partner_id: '14',
    });
    expect(byId.get('3')).toMatchObject({
      status: 'lost',
      is_won: false,
      pipe_name: 'Website',
      end_date: '2025-02-10',
    });
    // Empty values are Odoo's `false`: they come out null.
    expect(byId.get('5')).toMatchObject({
      status: 'open',
      partner_id: null,
      owner_ref: null,
      pipe_name: null,
      due_date: null,
      comment: null,
      description: null,
    });
    const read = fake.calls.find((c) => c.model === 'crm.lead' && c.orm === 'search_read')!;
    expect(read.args[0]).toEqual([['type', '=', 'opportunity']]);
    expect(read.kwargs).toMatchObject({ offset: 0, limit: 50, context: { active_test: false } });
    // Odoo 17 has won_status: no stage read is needed.
    expect(fake.count({ model: 'crm.stage' })).toBe(0);
  });

  it('pages through Odoo with offset/limit', async () => {
    const page = await get('opportunities?page=2&size=3');
    expect(page).toMatchObject({ total: 4, page: 2, size: 3 });
    expect(page.items.map((o: any) => o.id)).toEqual(['2']);
    const read = fake.calls.find((c) => c.model === 'crm.lead' && c.orm === 'search_read')!;
    expect(read.kwargs).toMatchObject({ offset: 3, limit: 3 });
  });
});

describe('contacts', () => {
  it('maps a company with its invoice and delivery addresses', async () => {
    const contact = await get('contacts/10');
    expect(contact).toEqual({
      id: '10',
      source_ref: { id: '10', model: 'res.partner' },
      is_prospect: null,
      is_customer: true,
      is_supplier: false,
      is_company: true,
      company_name: 'Brasserie du Sablon SRL',
      first_name: null,
      last_name: null,
      email: 'compta@brasseriedusablon.be',
      phone: '+32 2 512 34 56',
      mobile: '+32 475 00 00 01',
      company_id: null,
      vat: 'BE0456789133',
      company_number: '0456.789.133',
      currency: 'EUR',
      language: 'fr_BE',
      comment: 'Pays at 30 days & wants PDF invoices\nClosed on Mondays',
      customer_account_number: '400000',
      supplier_account_number: '440000',
      birthdate: null,
      gender: null,
      addresses: [
        {
          address_type: 'main',
          name: 'Brasserie du Sablon SRL',
          phone: '+32 2 512 34 56',
          mobile: '+32 475 00 00 01',
          email: 'compta@brasseriedusablon.be',
          street: 'Rue de la Régence 42',
          number: null,
          box: null,
          city: 'Bruxelles',
          postal_code: '1000',
          country: 'BE',
        },
        {
          address_type: 'invoice',
          name: 'Sablon accounting',
          phone: null,
          mobile: null,
          email: null,
          street: 'Boulevard de Waterloo 5, Bte 3',
          number: null,
          box: null,
          city: 'Bruxelles',
          postal_code: '1000',
          country: 'BE',
        },
        {
          address_type: 'delivery',
          name: 'Brasserie du Sablon SRL',
          phone: null,
          mobile: null,
          email: null,
          street: 'Rue Haute 120',
          number: null,
          box: null,
          city: 'Bruxelles',
          postal_code: '1000',
          country: 'BE',
        },
      ],
      external_reference: 'CRM-1001',
    });
  });

  it('maps Odoo partner types to address types: contact → main, invoice, delivery, anything else → other', () => {
    expect(addressTypeOf('contact')).toBe('main');
    expect(addressTypeOf(null)).toBe('main');
    expect(addressTypeOf('invoice')).toBe('invoice');
    expect(addressTypeOf('delivery')).toBe('delivery');
    expect(addressTypeOf('other')).toBe('other');
    expect(addressTypeOf('private')).toBe('other');
    expect(addressTypeOf('followup')).toBe('other');
  });

  it('maps a person of a company, a person with a free-text company, a supplier and an archived partner', async () => {
    expect(await get('contacts/11')).toMatchObject({
      is_company: false,
      company_name: 'Brasserie du Sablon SRL',
      company_id: '10',
      first_name: 'Julie',
      last_name: 'Mertens',
      mobile: '+32 475 12 34 56',
      is_customer: false,
      is_supplier: false,
    });
    expect(await get('contacts/15')).toMatchObject({
      company_name: 'Janssens Consulting',
      company_id: null,
      first_name: 'Pieter',
      last_name: 'Janssens',
      customer_account_number: '400100',
      addresses: [],
    });
    expect(await get('contacts/14')).toMatchObject({
      is_customer: true,
      is_supplier: true,
      company_number: null,
    });
    expect(await get('contacts/16')).toMatchObject({
      id: '16',
      company_name: 'Former Supplier BV',
      is_supplier: true,
    });
  });

  it('answers 404 for an unknown id, and for a non-numeric one without calling Odoo', async () => {
    const missing = await t.request('GET', path(consumerId, 'contacts/999'), { token: account.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error_code: 'ERROR_API_RESOURCE_NOT_FOUND', status: 'error' });
    const calls = fake.calls.length;
    for (const id of ['abc', '0', '12abc', '99999999999']) {
      const res = await t.request('GET', path(consumerId, `contacts/${id}`), { token: account.token });
      expect(res.status, id).toBe(404);
    }
    expect(fake.calls.length).toBe(calls);
  });

  it('reads every contact of a GraphQL request in one Odoo call (plus one for addresses)', async () => {
    // `contact` is nullable: the missing one (d) is null with one error at its path, and its
    // siblings keep their data; all four ids still go to Odoo in one read.
    const res = await t.graphql(FourContacts, { id: consumerId }, { token: account.token });
    expect(res.status).toBe(200);
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0]).toMatchObject({
      path: ['consumer', 'invoicing', 'd'],
      extensions: { code: 'ERROR_API_RESOURCE_NOT_FOUND' },
    });
    expect(res.data?.consumer?.invoicing.a).toMatchObject({
      remoteId: '10',
      companyName: 'Brasserie du Sablon SRL',
    });
    expect(res.data?.consumer?.invoicing.b).toMatchObject({
      remoteId: '11',
      firstName: 'Julie',
      companyId: '10',
    });
    expect(res.data?.consumer?.invoicing.c).toMatchObject({ remoteId: '14', isSupplier: true });
    expect(res.data?.consumer?.invoicing.d).toBeNull();
    const reads = fake.calls.filter((c) => c.model === 'res.partner' && c.orm === 'search_read');
    expect(reads).toHaveLength(2);
    expect(reads[0]!.args[0]).toEqual([['id', 'in', [10, 11, 14, 999]]]);
    expect(reads[1]!.args[0]).toEqual([
      ['parent_id', 'in', [10]],
      ['type', 'in', ['invoice', 'delivery']],
    ]);
  });
});

const FourContacts = graphql(`
  query OdooFourContacts($id: ID!) {
    consumer(id: $id) {
      invoicing {
        a: contact(remoteId: "10") { remoteId companyName addresses { addressType } }
        b: contact(remoteId: "11") { remoteId firstName companyId }
        c: contact(remoteId: "14") { remoteId isSupplier }
        d: contact(remoteId: "999") { remoteId }
      }
    }
  }
`);

describe('product creation', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.request('POST', path(consumerId, 'products'), { token: account.token, body, headers });

  it('creates a product.product with every field, resolving unit and category names', async () => {
    const res = await post(
      {
        name: 'Blast chiller',
        unit_price: 4200.5,
        tax_id: '2',
        code: 'CHILL-10',
        unit: 'kg',
        category: 'All / Saleable / Equipment',
        currency: 'EUR',
        description: 'Blast chiller, 10 trays',
        cost: 3100,
      },
      { 'x-chift-raw-data': 'true' },
    );
    expect(res.status).toBe(200);
    const id = res.body.id as string;
    expect(res.body).toMatchObject({
      id,
      source_ref: { id, model: 'product.product' },
      name: 'Blast chiller',
      unit_price: 4200.5,
      tax_id: '2',
      code: 'CHILL-10',
      unit: 'kg',
      category: 'All / Saleable / Equipment',
      currency: 'EUR',
      description: 'Blast chiller, 10 trays',
      cost: 3100,
      available_quantity: 0,
    });
    expect(res.body.raw).toMatchObject({
      id: Number(id),
      taxes_id: [2],
      detailed_type: 'consu',
      qty_available: 0,
    });
    const create = fake.calls.find((c) => c.orm === 'create')!;
    expect(create.model).toBe('product.product');
    expect(create.args[0]).toEqual({
      name: 'Blast chiller',
      list_price: 4200.5,
      standard_price: 3100,
      default_code: 'CHILL-10',
      description_sale: 'Blast chiller, 10 trays',
      uom_id: 3,
      // Up to 17 the purchase unit must share the unit's category.
      uom_po_id: 3,
      categ_id: 4,
      taxes_id: [[6, 0, [2]]],
    });
    expect(fake.get('product.product', Number(id))).toMatchObject({ name: 'Blast chiller', uom_id: 3 });
  });

  it('resolves a category by its own name when unambiguous, and units without case', async () => {
    const res = await post({ name: 'Consulting day', unit: 'HOURS', category: 'Services' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ unit: 'Hours', category: 'All / Services', tax_id: '1', unit_price: 0 });
  });

  it('reports every unknown name in one 422 and creates nothing', async () => {
    const res = await post({
      name: 'X',
      unit: 'Barrels',
      category: 'Equipment',
      tax_id: '7',
      currency: 'USD',
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      {
        loc: ['body', 'unit'],
        msg: 'Unknown unit of measure in Odoo: Barrels',
        type: 'value_error',
        input: 'Barrels',
      },
      {
        loc: ['body', 'category'],
        msg: 'Ambiguous product category in Odoo: Equipment (give the full path: All / Saleable / Equipment, All / Expenses / Equipment)',
        type: 'value_error',
        input: 'Equipment',
      },
      {
        loc: ['body', 'tax_id'],
        msg: 'The tax 7 is a purchase tax in Odoo; a product takes sale taxes',
        type: 'value_error',
        input: '7',
      },
      {
        loc: ['body', 'currency'],
        msg: 'Odoo prices products in the company currency (EUR); USD cannot be set',
        type: 'value_error',
        input: 'USD',
      },
    ]);
    expect(fake.count({ orm: 'create' })).toBe(0);
  });

  it.each([
    ['999', 'Unknown tax in Odoo: 999'],
    ['tax-1', 'Unknown tax in Odoo: tax-1'],
    ['9', 'The tax 9 is archived in Odoo'],
  ])('refuses tax_id %s with 422', async (taxId, msg) => {
    const res = await post({ name: 'X', tax_id: taxId });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc: ['body', 'tax_id'], msg, type: 'value_error', input: taxId }]);
    expect(fake.count({ orm: 'create' })).toBe(0);
  });

  it('reports Odoo business errors as 400 with their message', async () => {
    fake.inject(
      {
        kind: 'rpc-error',
        name: 'odoo.exceptions.ValidationError',
        message: 'The internal reference must be unique',
      },
      { match: (c) => c.orm === 'create' },
    );
    const res = await post({ name: 'Duplicate', code: 'OVEN-01' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error_code: 'ERROR_CONNECTOR_REQUEST',
      detail: 'Odoo raised ValidationError: The internal reference must be unique (product.product.create)',
    });
  });

  it('reports qty_available for goods and 0 for services', async () => {
    fake.state.productDefaults = { qty_available: 7 };
    const goods = await post({ name: 'Stocked item' });
    fake.state.productDefaults = { qty_available: 7, detailed_type: 'service', type: 'service' };
    const service = await post({ name: 'Service item' });
    fake.state.productDefaults = {};
    expect(goods.body.available_quantity).toBe(7);
    expect(service.body.available_quantity).toBe(0);
  });

  it('creates through GraphQL too', async () => {
    const res = await t.graphql(
      CreateOdooProduct,
      { input: { consumerId, name: 'Ice machine', unitPrice: 1999, unit: 'Units', taxId: '1' } },
      { token: account.token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.createProduct.userErrors).toEqual([]);
    expect(res.data?.createProduct.product).toMatchObject({
      name: 'Ice machine',
      unitPrice: 1999,
      unit: 'Units',
      taxId: '1',
      currency: 'EUR',
      sourceRef: { model: 'product.product' },
    });
  });
});

const CreateOdooProduct = graphql(`
  mutation OdooCreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      product {
        id remoteId sourceRef { remoteId model } name unitPrice taxId code unit category currency description cost
        availableQuantity
      }
      userErrors { code field message }
    }
  }
`);
