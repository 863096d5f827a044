import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../../src/errors.js';
import { type OdooFake, type OdooFakeOptions, startOdooFake } from '../../fakes/odoo/server.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { connectOdoo, createOdooTestApp, path } from './helpers.js';

/**
 * What differs between Odoo versions and installations, probed with `fields_get` once per
 * connection and model: Odoo 19 (tax label in `invoice_label`, no `mobile`, `type` +
 * `is_storable`, no purchase unit), Odoo 16 (no `won_status`: status from the stage), an
 * instance without CRM (405) and one without stock (no `qty_available`).
 */

let t: TestApp;
let account: TestAccount;
const fakes: OdooFake[] = [];

beforeAll(async () => {
  t = await createOdooTestApp();
  account = await t.newAccount('Odoo versions');
});

afterAll(async () => {
  await t?.close();
  await Promise.all(fakes.map((f) => f.close()));
});

async function odoo(options: OdooFakeOptions) {
  const fake = await startOdooFake(options);
  fakes.push(fake);
  const { consumerId } = await connectOdoo(t, account, fake);
  fake.reset();
  const get = <T = any>(rest: string) =>
    t.expect<T>(200, 'GET', path(consumerId, rest), { token: account.token });
  const request = (method: string, rest: string, body?: unknown) =>
    t.request(method, path(consumerId, rest), { token: account.token, ...(body ? { body } : {}) });
  return { fake, consumerId, get, request };
}

const requestedFields = (fake: OdooFake, model: string) =>
  fake.calls.find((c) => c.model === model && c.orm === 'search_read')?.kwargs['fields'] as string[];

describe('Odoo 19', () => {
  it('takes the tax code from invoice_label (description is HTML there)', async () => {
    const { fake, get } = await odoo({ version: 19 });
    const page = await get('taxes?size=3');
    expect(page.items.map((x: any) => [x.id, x.code])).toEqual([
      ['1', '21%'],
      ['2', '12%'],
      ['3', '6%'],
    ]);
    expect(requestedFields(fake, 'account.tax')).toContain('invoice_label');
    // Children without a label fall back to the name.
    const all = await get('taxes?size=100');
    expect(all.items.find((x: any) => x.id === '11').code).toBe('21% ICP (+)');
  });

  it('does not ask for mobile, which 19 removed, and reports it null', async () => {
    const { fake, get } = await odoo({ version: 19 });
    const contact = await get('contacts/11');
    expect(contact).toMatchObject({ id: '11', mobile: null, phone: '+32 2 512 34 57', first_name: 'Julie' });
    expect(requestedFields(fake, 'res.partner')).not.toContain('mobile');
  });

  it('creates a product without uom_po_id and reads type/is_storable', async () => {
    const { fake, request } = await odoo({ version: 19 });
    fake.state.productDefaults = { is_storable: true, qty_available: 4 };
    const res = await request('POST', 'products', { name: 'Keg', unit: 'kg', category: 'Saleable' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ unit: 'kg', category: 'All / Saleable', available_quantity: 4 });
    const create = fake.calls.find((c) => c.orm === 'create')!;
    expect(create.args[0]).toEqual({ name: 'Keg', uom_id: 3, categ_id: 2 });
    const read = requestedFields(fake, 'product.product');
    expect(read).toEqual(expect.arrayContaining(['type', 'is_storable', 'qty_available']));
    expect(read).not.toContain('detailed_type');
  });

  it('reports won_status as the opportunity status', async () => {
    const { get } = await odoo({ version: 19 });
    const page = await get('opportunities');
    expect(page.items.map((o: any) => [o.id, o.status, o.is_won])).toEqual([
      ['5', 'open', false],
      ['1', 'open', false],
      ['3', 'lost', false],
      ['2', 'won', true],
    ]);
  });
});

describe('Odoo 16 (no won_status)', () => {
  it('derives the status from the stage (is_won) and active, with one stage read per page', async () => {
    const { fake, get } = await odoo({ version: 16 });
    // A won stage without probability 100: only the stage says it is won.
    fake.insert('crm.lead', {
      name: 'Won by stage',
      type: 'opportunity',
      stage_id: 4,
      probability: 90,
      active: true,
      create_date: '2025-03-14 08:00:00',
    });
    const page = await get('opportunities');
    expect(page.items.map((o: any) => [o.name, o.status, o.is_won])).toEqual([
      ['Won by stage', 'won', true],
      ['Event season catering package', 'open', false],
      ['Kitchen equipment renewal', 'open', false],
      ['Terrace heating installation', 'lost', false],
      ['Warehouse lighting retrofit', 'won', true],
    ]);
    expect(requestedFields(fake, 'crm.lead')).not.toContain('won_status');
    const stageReads = fake.calls.filter((c) => c.model === 'crm.stage');
    expect(stageReads).toHaveLength(1);
    expect(stageReads[0]!.args[0]).toEqual([['id', 'in', [4, 1, 3, 2]]]);
  });

  it('reports an unknown model as a KeyError and still answers 405 without CRM', async () => {
    const { fake, request } = await odoo({ version: 16, crm: false });
    const res = await request('GET', 'opportunities');
    expect(res.status).toBe(405);
    expect(fake.calls.find((c) => c.orm === 'fields_get')).toBeDefined();
  });
});

describe('an instance without the CRM module', () => {
  it('answers 405 for opportunities, then again without calling Odoo', async () => {
    const { fake, request, get } = await odoo({ version: 17, crm: false });
    const first = await request('GET', 'opportunities');
    expect(first.status).toBe(405);
    expect(first.body).toEqual({
      message: 'The resource GET - invoicing/opportunities is not supported by Odoo',
      status: 'error',
      detail: errorCatalogue.ERROR_RESOURCE_NOT_SUPPORTED.detail,
      error_code: 'ERROR_RESOURCE_NOT_SUPPORTED',
    });
    expect(fake.calls.map((c) => `${c.model ?? c.method}.${c.orm ?? ''}`)).toEqual([
      'authenticate.',
      'crm.lead.fields_get',
    ]);
    const calls = fake.calls.length;
    expect((await request('GET', 'opportunities')).status).toBe(405);
    expect(fake.calls.length).toBe(calls);
    // The other operations are unaffected.
    expect((await get('taxes?size=2')).total).toBe(16);
  });
});

describe('an instance without the stock module', () => {
  it('does not ask for qty_available and reports 0', async () => {
    const { fake, request } = await odoo({ version: 17, stock: false });
    const res = await request('POST', 'products', { name: 'Napkins', unit: 'Dozens' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ unit: 'Dozens', available_quantity: 0 });
    expect(requestedFields(fake, 'product.product')).not.toContain('qty_available');
  });
});

describe('field probing', () => {
  it('calls fields_get once per model and connection', async () => {
    const { fake, get } = await odoo({ version: 17 });
    await get('taxes?size=5');
    await get('taxes?page=2&size=5');
    await get('opportunities');
    await get('opportunities?size=2');
    await get('contacts/10');
    await get('contacts/11');
    const probes = fake.calls.filter((c) => c.orm === 'fields_get').map((c) => c.model);
    expect(probes.sort()).toEqual(['account.tax', 'crm.lead', 'res.partner']);
    expect(fake.count({ method: 'authenticate' })).toBe(1);
  });
});
