import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/errors.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * The nine operations of the spec over REST: success shapes (spec §2, snake_case, enum spellings),
 * paging and its bounds (contract §1–2), the PMS order filters, product creation with
 * idempotency, and the choice of connection (`X-Chift-ConnectionId`).
 */

let t: TestApp;
let account: TestAccount;
/** A consumer connected to Sandbox invoicing, POS and PMS; only read from. */
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('REST operations');
  ({ consumerId } = await t.newConsumer(account));
});

afterAll(async () => {
  await t?.close();
});

const path = (consumer: string, rest: string) => `/consumers/${consumer}/${rest}`;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const uuidRe = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const dateRe = /^\d{4}-\d{2}-\d{2}$/;
const dateTimeRe = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;

const keys = (value: unknown) => Object.keys(value as object).sort();
const sorted = (list: readonly string[]) => [...list].sort();

// Key sets of spec §2, written out independently of the implementation.
const REF = ['id', 'model'];
const TAX = ['id', 'source_ref', 'label', 'rate', 'type', 'code', 'scope', 'active'];
const PRODUCT = [
  'id',
  'source_ref',
  'name',
  'unit_price',
  'tax_id',
  'code',
  'unit',
  'category',
  'currency',
  'description',
  'cost',
  'available_quantity',
];
const OPPORTUNITY = [
  'id',
  'source_ref',
  'name',
  'total',
  'probability',
  'status',
  'partner_id',
  'comment',
  'currency',
  'description',
  'pipe_status',
  'pipe_name',
  'created_date',
  'due_date',
  'end_date',
  'is_won',
  'owner_ref',
];
const CONTACT = [
  'id',
  'source_ref',
  'is_prospect',
  'is_customer',
  'is_supplier',
  'is_company',
  'company_name',
  'first_name',
  'last_name',
  'email',
  'phone',
  'mobile',
  'company_id',
  'vat',
  'company_number',
  'currency',
  'language',
  'comment',
  'customer_account_number',
  'supplier_account_number',
  'birthdate',
  'gender',
  'addresses',
  'external_reference',
];
const ADDRESS = [
  'address_type',
  'name',
  'phone',
  'mobile',
  'email',
  'street',
  'number',
  'box',
  'city',
  'postal_code',
  'country',
];
const PMS_ADDRESS = ['address_type', 'name', 'street', 'number', 'box', 'city', 'postal_code', 'country'];
const MODIFIER_GROUP = ['id', 'name', 'options'];
const MODIFIER_OPTION = ['id', 'name', 'price'];
const PMS_TAX = ['id', 'source_ref', 'label', 'rate', 'is_city_tax'];
const PMS_ORDER = [
  'id',
  'source_ref',
  'creation_date',
  'closing_date',
  'service_date',
  'total',
  'tax_amount',
  'order_number',
  'device_id',
  'total_discount',
  'total_refund',
  'total_tip',
  'delivery_fee',
  'mode',
  'source',
  'currency',
  'country',
  'loyalty',
  'customer_id',
  'location_id',
  'guests',
  'service_id',
  'taxes',
  'items',
  'reservation',
  'bills',
];
const PMS_ORDER_ITEM = [
  'id',
  'source_ref',
  'quantity',
  'unit_price',
  'total',
  'tax_amount',
  'type',
  'menu_id',
  'tax_rate',
  'tax_id',
  'description',
  'discounts',
  'product_id',
  'accounting_category_id',
];
const RESERVATION = [
  'id',
  'source_ref',
  'start_date',
  'end_date',
  'creation_date',
  'resource_id',
  'resource_name',
  'resource_identifier',
];
const BILL = ['id', 'source_ref', 'invoice_number', 'creation_date', 'closing_date', 'partners'];
const PARTNER = ['id', 'source_ref', 'type', 'address', 'first_name', 'last_name', 'company_name'];
const PMS_ORDER_TAX = ['tax_id', 'name', 'tax_rate', 'tax_amount', 'total'];
const PMS_DISCOUNT = ['id', 'name', 'total', 'type'];
const WEBHOOK = [
  'webhookid',
  'accountid',
  'createdon',
  'event',
  'url',
  'status',
  'createdby',
  'integrationid',
];
const WEBHOOK_LOG = [
  'webhooklogid',
  'webhookid',
  'event',
  'url',
  'accountid',
  'createdon',
  'httpstatus',
  'integrationid',
  // Lintel's additions (issue 11); Chift's WebhookLogItem allows more properties.
  'eventid',
  'attempt',
  'error',
  'responsebody',
  'nextattempton',
];

interface Page<T = any> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

/** The five paged lists, with the number of records the Sandbox seeds for each. */
const PAGED = [
  { name: 'invoicing taxes', rest: 'invoicing/taxes', seeded: 16 },
  { name: 'invoicing opportunities', rest: 'invoicing/opportunities', seeded: 12 },
  { name: 'POS modifiers', rest: 'pos/modifiers', seeded: 7 },
  { name: 'PMS taxes', rest: 'pms/taxes', seeded: 10 },
  { name: 'PMS orders', rest: 'pms/orders', seeded: 29 },
] as const;

async function productCount(connectionId: string): Promise<number> {
  const [row] = await t.app.store.db.query<{ n: number }>(
    `select count(*)::int as n from sandbox_records where connection_id = $1 and kind = 'product'`,
    [connectionId],
  );
  return row?.n ?? -1;
}

async function productConnection(productId: string): Promise<string[]> {
  const rows = await t.app.store.db.query<{ connection_id: string }>(
    `select connection_id from sandbox_records where kind = 'product' and id = $1`,
    [productId],
  );
  return rows.map((r) => r.connection_id);
}

describe('success shapes (spec §2)', () => {
  it('GET invoicing/taxes: tax codes with exactly the spec keys and spellings', async () => {
    const page = await t.expect<Page>(200, 'GET', path(consumerId, 'invoicing/taxes'), {
      token: account.token,
    });
    expect(keys(page)).toEqual(['items', 'page', 'size', 'total']);
    expect(page.items).toHaveLength(16);
    for (const tax of page.items) {
      expect(keys(tax), tax.id).toEqual(sorted(TAX));
      expect(keys(tax.source_ref)).toEqual(REF);
      expect(typeof tax.label).toBe('string');
      expect(typeof tax.rate).toBe('number');
      expect(['sale', 'purchase', 'both', 'unknown']).toContain(tax.type);
      expect(['nat', 'eu', 'int', 'unknown']).toContain(tax.scope);
      expect(typeof tax.active).toBe('boolean');
    }
    // The seed covers every spelling a client has to parse.
    expect(new Set(page.items.map((x) => x.type))).toEqual(new Set(['sale', 'purchase', 'both']));
    expect(new Set(page.items.map((x) => x.scope))).toEqual(new Set(['nat', 'eu', 'int']));
    expect(page.items[0]).toEqual({
      id: 'tax-be-21-sale',
      source_ref: { id: '1', model: 'sandbox.tax' },
      label: 'VAT 21%',
      rate: 21,
      type: 'sale',
      code: '03',
      scope: 'nat',
      active: true,
    });
    const archived = page.items.find((x) => x.id === 'tax-be-6-renovation-legacy');
    expect(archived?.active).toBe(false);
    const exempt = page.items.find((x) => x.id === 'tax-be-0-exempt');
    expect(exempt).toMatchObject({ type: 'both', code: null });
  });

  it('GET invoicing/opportunities: opportunities with exactly the spec keys', async () => {
    const page = await t.expect<Page>(200, 'GET', path(consumerId, 'invoicing/opportunities'), {
      token: account.token,
    });
    expect(page.total).toBe(12);
    for (const o of page.items) {
      expect(keys(o), o.id).toEqual(sorted(OPPORTUNITY));
      expect(keys(o.source_ref)).toEqual(REF);
      expect(keys(o.owner_ref)).toEqual(['id', 'model', 'name']);
      expect(o.created_date).toMatch(dateRe);
      expect(o.due_date).toMatch(dateRe);
      expect(o.end_date === null || dateRe.test(o.end_date)).toBe(true);
      expect(typeof o.is_won).toBe('boolean');
      expect(o.is_won).toBe(o.status === 'won');
    }
    expect(new Set(page.items.map((o) => o.status))).toContain('open');
    expect(page.items[0]).toMatchObject({
      id: 'opportunity-0001',
      name: 'Kitchen equipment renewal',
      total: 18500,
      probability: 50,
      status: 'open',
      partner_id: 'contact-0001',
      pipe_status: 'Proposal sent',
      pipe_name: 'Direct Sales',
      is_won: false,
      owner_ref: { id: '2', model: 'sandbox.user', name: 'Sophie Lambert' },
    });
  });

  it('GET invoicing/contacts/{id}: one contact with exactly the spec keys', async () => {
    const company = await t.expect(200, 'GET', path(consumerId, 'invoicing/contacts/contact-0003'), {
      token: account.token,
    });
    expect(keys(company)).toEqual(sorted(CONTACT));
    expect(company).toMatchObject({
      id: 'contact-0003',
      source_ref: { id: '203', model: 'sandbox.partner' },
      is_customer: true,
      is_supplier: true,
      is_company: true,
      company_name: 'Van Damme Logistics NV',
      vat: 'BE0712345630',
      customer_account_number: '400000',
      supplier_account_number: '440000',
      gender: null,
      birthdate: null,
    });
    expect(company.addresses).toHaveLength(2);
    for (const a of company.addresses) expect(keys(a)).toEqual(sorted(ADDRESS));
    expect(company.addresses.map((a: any) => a.address_type)).toEqual(['main', 'delivery']);

    const person = await t.expect(200, 'GET', path(consumerId, 'invoicing/contacts/contact-0009'), {
      token: account.token,
    });
    expect(keys(person)).toEqual(sorted(CONTACT));
    expect(person).toMatchObject({ first_name: 'Thomas', gender: 'H', birthdate: '1986-04-23' });
  });

  it('GET invoicing/contacts/{id}: gender is written F and N/A as the spec does', async () => {
    const { consumerId: own, connectionIds } = await t.newConsumer(account, [1]);
    const base = await t.expect(200, 'GET', path(own, 'invoicing/contacts/contact-0009'), {
      token: account.token,
    });
    const { id: _id, source_ref: _ref, ...fields } = base;
    await t.app.store.sandbox.insertMany(String(connectionIds[0]), [
      {
        kind: 'contact',
        id: 'contact-f',
        data: { ...fields, id: 'contact-f', source_ref: _ref, gender: 'F' },
      },
      {
        kind: 'contact',
        id: 'contact-na',
        data: { ...fields, id: 'contact-na', source_ref: _ref, gender: 'N/A' },
      },
    ]);
    const f = await t.expect(200, 'GET', path(own, 'invoicing/contacts/contact-f'), { token: account.token });
    const na = await t.expect(200, 'GET', path(own, 'invoicing/contacts/contact-na'), {
      token: account.token,
    });
    expect(f.gender).toBe('F');
    expect(na.gender).toBe('N/A');
  });

  it('GET invoicing/contacts/{id}: an unknown contact is 404 ERROR_API_RESOURCE_NOT_FOUND', async () => {
    const res = await t.request('GET', path(consumerId, 'invoicing/contacts/contact-9999'), {
      token: account.token,
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'error', error_code: 'ERROR_API_RESOURCE_NOT_FOUND' });
    expect(typeof res.body.message).toBe('string');
  });

  it('GET pos/modifiers: modifier groups with exactly the spec keys', async () => {
    const page = await t.expect<Page>(200, 'GET', path(consumerId, 'pos/modifiers'), {
      token: account.token,
    });
    expect(page.total).toBe(7);
    for (const group of page.items) {
      expect(keys(group), group.id).toEqual(sorted(MODIFIER_GROUP));
      expect(group.options.length).toBeGreaterThan(0);
      for (const o of group.options) {
        expect(keys(o)).toEqual(sorted(MODIFIER_OPTION));
        expect(typeof o.price).toBe('number');
      }
    }
    expect(page.items[0]).toEqual({
      id: 'modgrp-coffee-size',
      name: 'Coffee size',
      options: [
        { id: 'modopt-size-small', name: 'Small (20 cl)', price: 0 },
        { id: 'modopt-size-medium', name: 'Medium (30 cl)', price: 0.6 },
        { id: 'modopt-size-large', name: 'Large (40 cl)', price: 1.1 },
      ],
    });
  });

  it('GET pms/taxes: tax rates with exactly the spec keys, city taxes flagged', async () => {
    const page = await t.expect<Page>(200, 'GET', path(consumerId, 'pms/taxes'), { token: account.token });
    expect(page.total).toBe(10);
    for (const rate of page.items) {
      expect(keys(rate), rate.id).toEqual(sorted(PMS_TAX));
      expect(keys(rate.source_ref)).toEqual(REF);
      expect(typeof rate.is_city_tax).toBe('boolean');
    }
    expect(page.items.filter((r) => r.is_city_tax).map((r) => r.id)).toEqual([
      'pms-tax-city-bru',
      'pms-tax-city-ant',
      'pms-tax-city-lis',
    ]);
  });

  it('GET pms/orders: orders with exactly the spec keys, nested shapes included', async () => {
    const page = await t.expect<Page>(200, 'GET', path(consumerId, 'pms/orders'), { token: account.token });
    expect(page.total).toBe(29);
    for (const order of page.items) {
      expect(keys(order), order.id).toEqual(sorted(PMS_ORDER));
      expect(keys(order.source_ref)).toEqual(REF);
      expect(order.creation_date).toMatch(dateTimeRe);
      expect(order.service_date).toMatch(dateTimeRe);
      // Chift's enums: a hotel stay has no eat-in or takeaway mode.
      expect(order.mode).toBe('UNKNOWN');
      expect(['WEB', 'POS', 'UNKNOWN']).toContain(order.source);
      expect(order.taxes.length).toBeGreaterThan(0);
      for (const tax of order.taxes) expect(keys(tax)).toEqual(sorted(PMS_ORDER_TAX));
      expect(order.items.length).toBeGreaterThan(0);
      for (const item of order.items) {
        expect(keys(item)).toEqual(sorted(PMS_ORDER_ITEM));
        expect(['menu', 'product', 'service', 'general_discount']).toContain(item.type);
        for (const discount of item.discounts) {
          expect(keys(discount)).toEqual(sorted(PMS_DISCOUNT));
          expect(discount.type).toBe('OFFERED');
        }
      }
      expect(keys(order.reservation)).toEqual(sorted(RESERVATION));
      expect(keys(order.reservation.resource_id)).toEqual(['id', 'source_ref']);
      for (const bill of order.bills) {
        expect(keys(bill)).toEqual(sorted(BILL));
        expect(bill.partners.map((p: any) => p.type)).toEqual(
          bill.partners.length === 1 ? ['owner'] : ['owner', 'account'],
        );
        for (const partner of bill.partners) {
          expect(keys(partner)).toEqual(sorted(PARTNER));
          expect(keys(partner.address)).toEqual(sorted(PMS_ADDRESS));
        }
      }
      // Sums hold to the cent.
      const cents = (n: number) => Math.round(n * 100);
      expect(cents(order.total)).toBe(order.items.reduce((s: number, i: any) => s + cents(i.total), 0));
    }
  });

  it('POST invoicing/products: the created product with exactly the spec keys', async () => {
    const product = await t.expect(200, 'POST', path(consumerId, 'invoicing/products'), {
      token: account.token,
      body: {
        name: 'Espresso machine',
        unit_price: 1299.5,
        tax_id: 'tax-be-21-sale',
        code: 'EQ-ESPRESSO',
        unit: 'unit',
        category: 'Equipment',
        currency: 'EUR',
        description: 'Dual boiler',
        cost: 800,
      },
    });
    expect(keys(product)).toEqual(sorted(PRODUCT));
    expect(keys(product.source_ref)).toEqual(REF);
    expect(product).toMatchObject({
      name: 'Espresso machine',
      unit_price: 1299.5,
      tax_id: 'tax-be-21-sale',
      code: 'EQ-ESPRESSO',
      unit: 'unit',
      category: 'Equipment',
      currency: 'EUR',
      description: 'Dual boiler',
      cost: 800,
      available_quantity: 0,
    });
    expect(typeof product.id).toBe('string');
  });

  it('POST /webhooks: the created instance with exactly the spec keys', async () => {
    const own = await t.newAccount('webhook shapes');
    const webhook = await t.expect(200, 'POST', '/webhooks', {
      token: own.token,
      body: {
        event: 'invoicing.product.created',
        url: 'https://hooks.example.com/lintel',
        signingsecret: 'whsec_c2VjcmV0',
        integrationid: 1,
      },
    });
    expect(keys(webhook)).toEqual(sorted(WEBHOOK));
    expect(webhook).toMatchObject({
      accountid: own.accountId,
      event: 'invoicing.product.created',
      url: 'https://hooks.example.com/lintel',
      status: 'active',
      integrationid: 1,
    });
    expect(webhook.webhookid).toMatch(uuidRe);
    expect(webhook.createdby).toMatch(uuidRe);
    expect(webhook.createdon).toMatch(dateTimeRe);
    expect(JSON.stringify(webhook)).not.toContain('c2VjcmV0');
  });

  it('GET /webhooks/{id}/logs: a plain array of logs, newest first', async () => {
    const own = await t.newAccount('webhook logs');
    const webhook = await t.expect(200, 'POST', '/webhooks', {
      token: own.token,
      body: { event: 'account.consumer.created', url: 'https://hooks.example.com/logs' },
    });
    expect(await t.expect(200, 'GET', `/webhooks/${webhook.webhookid}/logs`, { token: own.token })).toEqual(
      [],
    );

    const base = {
      webhookId: webhook.webhookid,
      accountId: own.accountId,
      event: 'account.consumer.created',
      url: 'https://hooks.example.com/logs',
      integrationId: null,
    };
    const older = await t.app.store.webhooks.addLog({
      ...base,
      httpStatus: 500,
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await t.app.store.webhooks.addLog({ ...base, httpStatus: 200, createdAt: new Date() });

    const logs = await t.expect<any[]>(200, 'GET', `/webhooks/${webhook.webhookid}/logs`, {
      token: own.token,
    });
    expect(Array.isArray(logs)).toBe(true);
    expect(logs.map((l) => [l.webhooklogid, l.httpstatus])).toEqual([
      [newer, 200],
      [older, 500],
    ]);
    for (const log of logs) {
      expect(keys(log)).toEqual(sorted(WEBHOOK_LOG));
      expect(log).toMatchObject({
        webhookid: webhook.webhookid,
        accountid: own.accountId,
        event: 'account.consumer.created',
        url: 'https://hooks.example.com/logs',
        integrationid: null,
      });
      expect(log.createdon).toMatch(dateTimeRe);
    }

    // Another account's webhook does not exist for this one.
    const other = await t.newAccount('webhook logs, other');
    const res = await t.request('GET', `/webhooks/${webhook.webhookid}/logs`, { token: other.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: 'The specified webhook could not be found for this account',
      status: 'error',
      detail: errorCatalogue.ERROR_WEBHOOK_NOT_FOUND.detail,
      error_code: 'ERROR_WEBHOOK_NOT_FOUND',
    });
  });
});

describe('x-chift-raw-data', () => {
  const cases = [
    { name: 'invoicing taxes', rest: 'invoicing/taxes' },
    { name: 'invoicing opportunities', rest: 'invoicing/opportunities' },
    { name: 'POS modifiers', rest: 'pos/modifiers' },
    { name: 'PMS taxes', rest: 'pms/taxes' },
    { name: 'PMS orders', rest: 'pms/orders' },
  ];

  it.each(cases)('$name: no raw without the header, raw on every item with it', async ({ rest }) => {
    const plain = await t.expect<Page>(200, 'GET', path(consumerId, rest), { token: account.token });
    expect(plain.items.length).toBeGreaterThan(0);
    for (const item of plain.items) expect(item).not.toHaveProperty('raw');

    const off = await t.expect<Page>(200, 'GET', path(consumerId, rest), {
      token: account.token,
      headers: { 'x-chift-raw-data': 'false' },
    });
    for (const item of off.items) expect(item).not.toHaveProperty('raw');

    const raw = await t.expect<Page>(200, 'GET', path(consumerId, rest), {
      token: account.token,
      headers: { 'x-chift-raw-data': 'true' },
    });
    expect(raw.items.map((i) => i.id)).toEqual(plain.items.map((i) => i.id));
    for (const item of raw.items) {
      expect(item.raw, item.id).toBeTypeOf('object');
      expect(item.raw).not.toBeNull();
      const { raw: _raw, ...rest } = item;
      expect(keys(rest)).toEqual(keys(plain.items[0]));
    }
  });

  it('contact: raw only with the header', async () => {
    const url = path(consumerId, 'invoicing/contacts/contact-0001');
    expect(await t.expect(200, 'GET', url, { token: account.token })).not.toHaveProperty('raw');
    const raw = await t.expect(200, 'GET', url, {
      token: account.token,
      headers: { 'x-chift-raw-data': 'true' },
    });
    expect(raw.raw).toMatchObject({ id: 'contact-0001', company_name: 'Brasserie du Sablon SRL' });
  });

  it('product creation: raw only with the header', async () => {
    const url = path(consumerId, 'invoicing/products');
    const plain = await t.expect(200, 'POST', url, { token: account.token, body: { name: 'Raw-less' } });
    expect(plain).not.toHaveProperty('raw');
    const raw = await t.expect(200, 'POST', url, {
      token: account.token,
      headers: { 'x-chift-raw-data': 'true' },
      body: { name: 'With raw' },
    });
    expect(raw.raw).toMatchObject({ name: 'With raw' });
  });
});

describe('paging', () => {
  it.each(PAGED)('$name: defaults page=1 size=50 are echoed, total is right', async ({ rest, seeded }) => {
    const page = await t.expect<Page>(200, 'GET', path(consumerId, rest), { token: account.token });
    expect({ page: page.page, size: page.size, total: page.total }).toEqual({
      page: 1,
      size: 50,
      total: seeded,
    });
    expect(page.items).toHaveLength(seeded);
  });

  it.each(PAGED)('$name: page 2 continues page 1', async ({ rest, seeded }) => {
    const all = await t.expect<Page>(200, 'GET', `${path(consumerId, rest)}?size=100`, {
      token: account.token,
    });
    const first = await t.expect<Page>(200, 'GET', `${path(consumerId, rest)}?page=1&size=3`, {
      token: account.token,
    });
    const second = await t.expect<Page>(200, 'GET', `${path(consumerId, rest)}?page=2&size=3`, {
      token: account.token,
    });
    expect([first.page, first.size, first.total]).toEqual([1, 3, seeded]);
    expect([second.page, second.size, second.total]).toEqual([2, 3, seeded]);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(
      all.items.slice(0, 6).map((i) => i.id),
    );
    expect(new Set(all.items.map((i) => i.id)).size).toBe(seeded);

    const beyond = await t.expect<Page>(200, 'GET', `${path(consumerId, rest)}?page=50&size=100`, {
      token: account.token,
    });
    expect(beyond).toEqual({ items: [], total: seeded, page: 50, size: 100 });
  });

  const bounds = [
    {
      query: 'size=0',
      item: {
        loc: ['query', 'size'],
        msg: 'Input should be greater than or equal to 1',
        type: 'greater_than_equal',
        input: '0',
        ctx: { ge: 1 },
      },
    },
    {
      query: 'size=101',
      item: {
        loc: ['query', 'size'],
        msg: 'Input should be less than or equal to 100',
        type: 'less_than_equal',
        input: '101',
        ctx: { le: 100 },
      },
    },
    {
      query: 'page=0',
      item: {
        loc: ['query', 'page'],
        msg: 'Input should be greater than or equal to 1',
        type: 'greater_than_equal',
        input: '0',
        ctx: { ge: 1 },
      },
    },
    {
      query: 'size=abc',
      item: {
        loc: ['query', 'size'],
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        type: 'int_parsing',
        input: 'abc',
      },
    },
  ];
  const boundCases = PAGED.flatMap((list) => bounds.map((b) => ({ ...b, name: list.name, rest: list.rest })));

  it.each(boundCases)('$name ?$query → 422 with the pydantic item', async ({ rest, query, item }) => {
    const res = await t.request('GET', `${path(consumerId, rest)}?${query}`, { token: account.token });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: 'Validation error', status: 'error', detail: [item] });
  });

  it.each(PAGED)('$name: two bad parameters → two items', async ({ rest }) => {
    const res = await t.request('GET', `${path(consumerId, rest)}?page=0&size=101`, { token: account.token });
    expect(res.status).toBe(422);
    // In the order of the parameters (spec 4: page, size), as FastAPI reports them.
    expect(res.body.detail).toEqual([
      {
        loc: ['query', 'page'],
        msg: 'Input should be greater than or equal to 1',
        type: 'greater_than_equal',
        input: '0',
        ctx: { ge: 1 },
      },
      {
        loc: ['query', 'size'],
        msg: 'Input should be less than or equal to 100',
        type: 'less_than_equal',
        input: '101',
        ctx: { le: 100 },
      },
    ]);
  });

  it('the bounds themselves are accepted (size=1, size=100)', async () => {
    const one = await t.expect<Page>(200, 'GET', `${path(consumerId, 'invoicing/taxes')}?size=1`, {
      token: account.token,
    });
    expect([one.items.length, one.size, one.total]).toEqual([1, 1, 16]);
    const hundred = await t.expect<Page>(200, 'GET', `${path(consumerId, 'invoicing/taxes')}?size=100`, {
      token: account.token,
    });
    expect([hundred.items.length, hundred.size]).toEqual([16, 100]);
  });
});

describe('PMS orders filters', () => {
  const orders = (query = '') =>
    t.expect<Page>(200, 'GET', `${path(consumerId, 'pms/orders')}${query ? `?${query}` : ''}`, {
      token: account.token,
    });
  const ids = (page: Page) => page.items.map((o) => o.id);
  const day = (dateTime: string) => dateTime.slice(0, 10);

  it('the default window covers the last 90 days: every seeded order', async () => {
    const page = await orders('size=100');
    expect(page.total).toBe(29);
    for (const o of page.items) {
      expect(day(o.service_date) >= daysAgo(90)).toBe(true);
      expect(day(o.service_date) <= today()).toBe(true);
    }
  });

  it('state=closed lists the closed orders, each with a closing_date', async () => {
    const all = await orders('size=100');
    const closed = await orders('state=closed&size=100');
    expect(closed.total).toBe(24);
    for (const o of closed.items) expect(o.closing_date).toMatch(dateTimeRe);
    expect(ids(closed)).toEqual(all.items.filter((o) => o.closing_date !== null).map((o) => o.id));
  });

  it('state=consumed lists the orders served in the window, closed or not', async () => {
    const consumed = await orders('state=consumed&size=100');
    expect(consumed.total).toBe(29);
    expect(consumed.items.filter((o) => o.closing_date === null).length).toBe(5);
  });

  it('date_from and date_to bound the window (whole days, inclusive)', async () => {
    const all = await orders('size=100');
    const from = daysAgo(30);
    const to = daysAgo(10);
    const page = await orders(`date_from=${from}&date_to=${to}&size=100`);
    const expected = all.items.filter((o) => day(o.service_date) >= from && day(o.service_date) <= to);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(20);
    expect(ids(page)).toEqual(expected.map((o) => o.id));
    expect(page.total).toBe(expected.length);

    const closed = await orders(`state=closed&date_from=${from}&date_to=${to}&size=100`);
    const expectedClosed = all.items.filter(
      (o) => o.closing_date !== null && day(o.closing_date) >= from && day(o.closing_date) <= to,
    );
    expect(ids(closed)).toEqual(expectedClosed.map((o) => o.id));

    // One day: date_from = date_to = the service day of one order.
    const one = all.items[0]!;
    const single = await orders(`date_from=${day(one.service_date)}&date_to=${day(one.service_date)}`);
    expect(ids(single)).toContain(one.id);
    for (const o of single.items) expect(day(o.service_date)).toBe(day(one.service_date));
  });

  it('an order older than 90 days is outside the default window but reachable with date_from', async () => {
    const { consumerId: own, connectionIds } = await t.newConsumer(account, [3]);
    const [template] = (await t.expect<Page>(200, 'GET', path(own, 'pms/orders'), { token: account.token }))
      .items;
    const old = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 19) + 'Z';
    await t.app.store.sandbox.insertMany(String(connectionIds[0]), [
      {
        kind: 'pms_order',
        id: 'pms-order-old',
        data: { ...template, id: 'pms-order-old', service_date: old, closing_date: old, creation_date: old },
      },
    ]);
    const byDefault = await t.expect<Page>(200, 'GET', `${path(own, 'pms/orders')}?size=100`, {
      token: account.token,
    });
    expect(byDefault.total).toBe(29);
    expect(ids(byDefault)).not.toContain('pms-order-old');
    const wide = await t.expect<Page>(
      200,
      'GET',
      `${path(own, 'pms/orders')}?date_from=${daysAgo(150)}&size=100`,
      {
        token: account.token,
      },
    );
    expect(wide.total).toBe(30);
    expect(ids(wide)).toContain('pms-order-old');
  });

  it('location_id keeps the orders of that location', async () => {
    const all = await orders('size=100');
    for (const location of ['LOC-BRU', 'LOC-ANT']) {
      const page = await orders(`location_id=${location}&size=100`);
      const expected = all.items.filter((o) => o.location_id === location).map((o) => o.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(page)).toEqual(expected);
      expect(page.total).toBe(expected.length);
    }
    expect(await orders('location_id=LOC-NOWHERE')).toEqual({ items: [], total: 0, page: 1, size: 50 });
  });

  it('an unknown state → 422 enum', async () => {
    const res = await t.request('GET', `${path(consumerId, 'pms/orders')}?state=open`, {
      token: account.token,
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Validation error',
      status: 'error',
      detail: [
        {
          loc: ['query', 'state'],
          msg: "Input should be 'consumed' or 'closed'",
          type: 'enum',
          input: 'open',
          ctx: { expected: "'consumed' or 'closed'" },
        },
      ],
    });
  });

  it.each([
    ['date_from', '2024-13-45'],
    ['date_to', 'yesterday'],
    ['date_from', '2024-02-30'],
  ])('an invalid date %s=%s → 422 date parsing', async (param, value) => {
    const res = await t.request('GET', `${path(consumerId, 'pms/orders')}?${param}=${value}`, {
      token: account.token,
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Validation error');
    expect(res.body.detail).toHaveLength(1);
    const [item] = res.body.detail;
    expect(item.loc).toEqual(['query', param]);
    expect(['date_parsing', 'date_from_datetime_parsing']).toContain(item.type);
    expect(item.input).toBe(value);
    expect(typeof item.msg).toBe('string');
  });
});

describe('POS modifiers filter', () => {
  it('location_id keeps the groups offered there, with that location’s prices', async () => {
    const all = await t.expect<Page>(200, 'GET', path(consumerId, 'pos/modifiers'), { token: account.token });
    const bru = await t.expect<Page>(200, 'GET', `${path(consumerId, 'pos/modifiers')}?location_id=LOC-BRU`, {
      token: account.token,
    });
    const ant = await t.expect<Page>(200, 'GET', `${path(consumerId, 'pos/modifiers')}?location_id=LOC-ANT`, {
      token: account.token,
    });
    const groupIds = (p: Page) => p.items.map((g) => g.id);
    expect(groupIds(bru)).toEqual([
      'modgrp-coffee-size',
      'modgrp-milk',
      'modgrp-extra-shot',
      'modgrp-syrups',
      'modgrp-toppings',
    ]);
    expect(groupIds(ant)).toEqual([
      'modgrp-coffee-size',
      'modgrp-milk',
      'modgrp-extra-shot',
      'modgrp-bread',
      'modgrp-toppings',
      'modgrp-sauces',
    ]);
    expect([bru.total, ant.total, all.total]).toEqual([5, 6, 7]);
    const medium = (p: Page) =>
      p.items
        .find((g) => g.id === 'modgrp-coffee-size')
        .options.find((o: any) => o.id === 'modopt-size-medium').price;
    expect([medium(all), medium(bru), medium(ant)]).toEqual([0.6, 0.6, 0.5]);
    const none = await t.expect<Page>(
      200,
      'GET',
      `${path(consumerId, 'pos/modifiers')}?location_id=LOC-NOWHERE`,
      {
        token: account.token,
      },
    );
    expect(none).toEqual({ items: [], total: 0, page: 1, size: 50 });
  });
});

describe('product creation', () => {
  it('persists: the row is stored and a second creation sees the first', async () => {
    const { consumerId: own, connectionIds } = await t.newConsumer(account, [1]);
    const connectionId = String(connectionIds[0]);
    expect(await productCount(connectionId)).toBe(9);
    const first = await t.expect(200, 'POST', path(own, 'invoicing/products'), {
      token: account.token,
      body: { name: 'Oat milk (1 l)', unit_price: 2.4, tax_id: 'tax-be-6-sale' },
    });
    expect(await productCount(connectionId)).toBe(10);
    expect(await productConnection(first.id)).toEqual([connectionId]);
    const second = await t.expect(200, 'POST', path(own, 'invoicing/products'), {
      token: account.token,
      body: { name: 'Oat milk (1 l)', unit_price: 2.4, tax_id: 'tax-be-6-sale' },
    });
    expect(second.id).not.toBe(first.id);
    expect(await productCount(connectionId)).toBe(11);
    const [row] = await t.app.store.db.query<{ data: Record<string, unknown> }>(
      `select data from sandbox_records where connection_id = $1 and kind = 'product' and id = $2`,
      [connectionId, first.id],
    );
    expect(row?.data).toMatchObject({ name: 'Oat milk (1 l)', unit_price: 2.4, tax_id: 'tax-be-6-sale' });
  });

  it('name only: the optional fields come back null, currency defaults', async () => {
    const product = await t.expect(200, 'POST', path(consumerId, 'invoicing/products'), {
      token: account.token,
      body: { name: 'Minimal' },
    });
    expect(product).toMatchObject({
      name: 'Minimal',
      unit_price: null,
      tax_id: null,
      code: null,
      unit: null,
      category: null,
      description: null,
      cost: null,
      available_quantity: 0,
    });
  });

  it('an unknown tax_id → 422 and nothing is stored', async () => {
    const { consumerId: own, connectionIds } = await t.newConsumer(account, [1]);
    const res = await t.request('POST', path(own, 'invoicing/products'), {
      token: account.token,
      body: { name: 'Taxless', tax_id: 'tax-does-not-exist' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Validation error');
    expect(res.body.detail).toHaveLength(1);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'tax_id'], input: 'tax-does-not-exist' });
    expect(await productCount(String(connectionIds[0]))).toBe(9);
  });

  it('a missing name → 422 missing at body.name', async () => {
    const res = await t.request('POST', path(consumerId, 'invoicing/products'), {
      token: account.token,
      body: { unit_price: 10 },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Validation error',
      status: 'error',
      detail: [{ loc: ['body', 'name'], msg: 'Field required', type: 'missing' }],
    });
  });

  it('an extra field → 422 extra_forbidden', async () => {
    const res = await t.request('POST', path(consumerId, 'invoicing/products'), {
      token: account.token,
      body: { name: 'Extra', colour: 'red' },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['body', 'colour'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' },
    ]);
  });

  it('wrong types → 422 string_type and float_parsing, one item each', async () => {
    const res = await t.request('POST', path(consumerId, 'invoicing/products'), {
      token: account.token,
      body: { name: 42, unit_price: 'cheap' },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ['body', 'name'], msg: 'Input should be a valid string', type: 'string_type', input: 42 },
      {
        loc: ['body', 'unit_price'],
        msg: 'Input should be a valid number',
        type: 'float_parsing',
        input: 'cheap',
      },
    ]);
  });

  it('a body that is not JSON → 422 json_invalid', async () => {
    const res = await t.request('POST', path(consumerId, 'invoicing/products'), {
      token: account.token,
      rawBody: '{"name": ',
    });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 0], type: 'json_invalid' });
  });
});

describe('idempotency', () => {
  const body = { name: 'Idempotent chair', unit_price: 99, tax_id: 'tax-be-21-sale', code: 'IDEM-1' };

  it('a key older than 24 h is free again: another body is a new write, not a 409', async () => {
    const { consumerId: own } = await t.newConsumer(account, [1]);
    const headers = { 'x-chift-client-requestid': `expiring-${Date.now()}` };
    const first = await t.expect(200, 'POST', path(own, 'invoicing/products'), {
      token: account.token,
      body,
      headers,
    });
    await t.app.store.db.query(
      `update idempotency_keys set created_at = now() - interval '25 hours' where account_id = $1 and key = $2`,
      [account.accountId, headers['x-chift-client-requestid']],
    );
    const other = { ...body, name: 'Another chair' };
    const second = await t.expect(200, 'POST', path(own, 'invoicing/products'), {
      token: account.token,
      body: other,
      headers,
    });
    expect(second.id).not.toBe(first.id);
    expect(second.name).toBe('Another chair');
    // The key now belongs to the new write: the old body conflicts.
    const stale = await t.request('POST', path(own, 'invoicing/products'), {
      token: account.token,
      body,
      headers,
    });
    expect(stale.status).toBe(409);
  });

  it.each(['x-chift-client-requestid', 'Idempotency-Key'])(
    '%s: the same key and body answer the first response again, one row written',
    async (header) => {
      const { consumerId: own, connectionIds } = await t.newConsumer(account, [1]);
      const connectionId = String(connectionIds[0]);
      const key = `key-${header}-${Date.now()}`;
      const first = await t.request('POST', path(own, 'invoicing/products'), {
        token: account.token,
        headers: { [header]: key },
        body,
      });
      expect(first.status).toBe(200);
      // Same body, keys in another order: the same request.
      const again = await t.request('POST', path(own, 'invoicing/products'), {
        token: account.token,
        headers: { [header]: key },
        body: { code: 'IDEM-1', tax_id: 'tax-be-21-sale', unit_price: 99, name: 'Idempotent chair' },
      });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await productCount(connectionId)).toBe(10);

      const conflict = await t.request('POST', path(own, 'invoicing/products'), {
        token: account.token,
        headers: { [header]: key },
        body: { ...body, unit_price: 100 },
      });
      expect(conflict.status).toBe(409);
      expect(conflict.body).toMatchObject({ status: 'error', error_code: 'ERROR_IDEMPOTENCY_CONFLICT' });
      expect(typeof conflict.body.message).toBe('string');
      expect(await productCount(connectionId)).toBe(10);

      // Without a key every POST writes.
      await t.expect(200, 'POST', path(own, 'invoicing/products'), { token: account.token, body });
      expect(await productCount(connectionId)).toBe(11);
    },
  );

  it('a failed write does not burn its key', async () => {
    const { consumerId: own, connectionIds } = await t.newConsumer(account, [1]);
    const key = `retry-${Date.now()}`;
    const bad = await t.request('POST', path(own, 'invoicing/products'), {
      token: account.token,
      headers: { 'x-chift-client-requestid': key },
      body: { name: 'Retry', tax_id: 'tax-nope' },
    });
    expect(bad.status).toBe(422);
    // The corrected request is another body under the same key: it must run, not conflict.
    const good = await t.request('POST', path(own, 'invoicing/products'), {
      token: account.token,
      headers: { 'x-chift-client-requestid': key },
      body: { name: 'Retry', tax_id: 'tax-be-21-sale' },
    });
    expect(good.status).toBe(200);
    expect(await productCount(String(connectionIds[0]))).toBe(10);
  });

  it('keys are per account: the same key in another account is independent', async () => {
    const other = await t.newAccount('idempotency, other account');
    const mine = await t.newConsumer(account, [1]);
    const theirs = await t.newConsumer(other, [1]);
    const key = `shared-${Date.now()}`;
    const a = await t.expect(200, 'POST', path(mine.consumerId, 'invoicing/products'), {
      token: account.token,
      headers: { 'x-chift-client-requestid': key },
      body,
    });
    const b = await t.expect(200, 'POST', path(theirs.consumerId, 'invoicing/products'), {
      token: other.token,
      headers: { 'x-chift-client-requestid': key },
      body: { ...body, unit_price: 5 },
    });
    expect(b.id).not.toBe(a.id);
    expect(b.unit_price).toBe(5);
    expect(await productCount(String(mine.connectionIds[0]))).toBe(10);
    expect(await productCount(String(theirs.connectionIds[0]))).toBe(10);
    expect(await productConnection(b.id)).toEqual([String(theirs.connectionIds[0])]);
  });
});

describe('connection choice', () => {
  it('two active invoicing connections: 400 without a header, the named one with it', async () => {
    const { consumerId: own, connectionIds } = await t.newConsumer(account, [1, 1]);
    const [first, second] = connectionIds.map(String) as [string, string];

    const ambiguous = await t.request('GET', path(own, 'invoicing/taxes'), { token: account.token });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.status).toBe('error');
    expect(ambiguous.body.message).toContain('X-Chift-ConnectionId');

    const viaChift = await t.expect(200, 'POST', path(own, 'invoicing/products'), {
      token: account.token,
      headers: { 'X-Chift-ConnectionId': second },
      body: { name: 'Through the second connection' },
    });
    expect(await productConnection(viaChift.id)).toEqual([second]);

    const viaLintel = await t.expect(200, 'POST', path(own, 'invoicing/products'), {
      token: account.token,
      headers: { 'X-Lintel-ConnectionId': first },
      body: { name: 'Through the first connection' },
    });
    expect(await productConnection(viaLintel.id)).toEqual([first]);
    expect([await productCount(first), await productCount(second)]).toEqual([10, 10]);

    const taxes = await t.expect<Page>(200, 'GET', path(own, 'invoicing/taxes'), {
      token: account.token,
      headers: { 'X-Chift-ConnectionId': first },
    });
    expect(taxes.total).toBe(16);
  });

  it('a header naming another API’s connection does not apply to this API', async () => {
    const { consumerId: own, connectionIds } = await t.newConsumer(account, [1, 2]);
    const posConnection = String(connectionIds[1]);
    const page = await t.expect<Page>(200, 'GET', path(own, 'invoicing/taxes'), {
      token: account.token,
      headers: { 'X-Chift-ConnectionId': posConnection },
    });
    expect(page.total).toBe(16);
  });

  it('an inactive connection → 400 ERROR_NO_ACTIVE_CONNECTION; the other active one is used', async () => {
    const { consumerId: own, connectionIds } = await t.newConsumer(account, [1, 1]);
    const [first, second] = connectionIds.map(String) as [string, string];
    const patched = await t.expect(200, 'PATCH', `/consumers/${own}/connections/${first}`, {
      token: account.token,
      body: { status: 'inactive' },
    });
    // The PATCH answers Chift's LinkItem; the connection list shows the new status.
    expect(patched).toEqual({ url: expect.stringContaining('/connect/'), connectionid: first });
    const connections = await t.expect(200, 'GET', `/consumers/${own}/connections`, { token: account.token });
    expect(connections.map((c: any) => [c.connectionid, c.status])).toEqual([
      [first, 'inactive'],
      [second, 'active'],
    ]);

    const named = await t.request('GET', path(own, 'invoicing/taxes'), {
      token: account.token,
      headers: { 'X-Chift-ConnectionId': first },
    });
    expect(named.status).toBe(400);
    expect(named.body).toEqual({
      message: 'The consumer has no active connection for the Invoicing API',
      status: 'error',
      detail: errorCatalogue.ERROR_NO_ACTIVE_CONNECTION.detail,
      error_code: 'ERROR_NO_ACTIVE_CONNECTION',
    });

    // Without a header the only active connection serves.
    const product = await t.expect(200, 'POST', path(own, 'invoicing/products'), {
      token: account.token,
      body: { name: 'Through the remaining connection' },
    });
    expect(await productConnection(product.id)).toEqual([second]);

    await t.expect(200, 'PATCH', `/consumers/${own}/connections/${second}`, {
      token: account.token,
      body: { status: 'inactive' },
    });
    const none = await t.request('GET', path(own, 'invoicing/taxes'), { token: account.token });
    expect(none.status).toBe(400);
    expect(none.body.error_code).toBe('ERROR_NO_ACTIVE_CONNECTION');
    expect(none.body.message).toContain('Invoicing');
  });

  it('a consumer without a connection for the API → 400 naming the API', async () => {
    const { consumerId: own } = await t.newConsumer(account, [1]);
    const res = await t.request('GET', path(own, 'pms/taxes'), { token: account.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'The consumer has no active connection for the Property Management System API',
      status: 'error',
      detail: errorCatalogue.ERROR_NO_ACTIVE_CONNECTION.detail,
      error_code: 'ERROR_NO_ACTIVE_CONNECTION',
    });
  });
});
