import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OdooFake, startOdooFake } from '../../fakes/odoo/server.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { connectOdoo, createOdooTestApp, path } from './helpers.js';

/**
 * How many JSON-RPC calls reach Odoo per operation and page size, on a new connection (cold:
 * login and field probe included) and on one already in use (warm). The table is printed for
 * the closing note; the numbers are asserted so a regression in batching or caching fails here.
 */

let fake: OdooFake;
let t: TestApp;
let account: TestAccount;
const rows: { operation: string; size: string; cold: number; warm: number; detail: string }[] = [];

beforeAll(async () => {
  fake = await startOdooFake({ version: 17 });
  // 150 taxes and 150 opportunities in all, 60 more partners.
  for (let i = 0; i < 134; i++) {
    fake.insert('account.tax', {
      name: `Extra ${i}%`,
      amount: i % 30,
      amount_type: 'percent',
      type_tax_use: i % 2 ? 'sale' : 'purchase',
      active: true,
      label: `X${i}`,
      sequence: 100 + i,
    });
  }
  for (let i = 0; i < 146; i++) {
    fake.insert('crm.lead', {
      name: `Deal ${i}`,
      type: 'opportunity',
      expected_revenue: 1000 + i,
      probability: 20,
      stage_id: 1 + (i % 4),
      team_id: 1,
      partner_id: 10,
      user_id: 2,
      active: true,
      create_date: `2024-${String(1 + (i % 12)).padStart(2, '0')}-10 10:00:00`,
    });
  }
  for (let i = 0; i < 60; i++)
    fake.insert('res.partner', { name: `Person ${i}`, is_company: false, active: true });
  t = await createOdooTestApp();
  account = await t.newAccount('Odoo call counts');
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** Calls `run` on a new connection, then again: the Odoo calls of each. */
async function measure(
  run: (consumerId: string) => Promise<void>,
): Promise<{ cold: number; warm: number; detail: string }> {
  const { consumerId } = await connectOdoo(t, account, fake);
  fake.reset();
  await run(consumerId);
  const cold = fake.calls.length;
  fake.reset();
  await run(consumerId);
  const detail = fake.calls.map((c) => (c.model ? `${c.model}.${c.orm}` : c.method)).join(' + ');
  return { cold, warm: fake.calls.length, detail };
}

const ok = async (method: string, url: string, body?: unknown) => {
  const res = await t.request(method, url, { token: account.token, ...(body ? { body } : {}) });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe('upstream call counts', () => {
  it.each([10, 50, 100])('taxes, size %i: search_read + search_count + group children read', async (size) => {
    const m = await measure(async (c) => {
      const page = await ok('GET', path(c, `taxes?size=${size}`));
      expect(page.total).toBe(150);
    });
    rows.push({ operation: 'GET invoicing/taxes', size: String(size), ...m });
    expect(m).toMatchObject({ cold: 5, warm: 3 });
  });

  it('taxes, last (short) page: no search_count', async () => {
    const m = await measure(async (c) => {
      await ok('GET', path(c, 'taxes?page=2&size=100'));
    });
    rows.push({ operation: 'GET invoicing/taxes (page 2 of 2)', size: '100', ...m });
    expect(m).toMatchObject({ cold: 3, warm: 1 });
  });

  it.each([10, 50, 100])('opportunities, size %i: search_read + search_count', async (size) => {
    const m = await measure(async (c) => {
      const page = await ok('GET', path(c, `opportunities?size=${size}`));
      expect(page.total).toBe(150);
      expect(page.items).toHaveLength(size);
    });
    rows.push({ operation: 'GET invoicing/opportunities', size: String(size), ...m });
    expect(m).toMatchObject({ cold: 4, warm: 2 });
  });

  it.each([1, 10, 50])('contacts, %i in one GraphQL request: one search_read (+ addresses)', async (n) => {
    // Partner 10 has invoice and delivery children; 17 onwards are the inserted persons.
    const ids = [10, ...Array.from({ length: n - 1 }, (_, i) => 17 + i)];
    const query = `query($id: ID!) { consumer(id: $id) { invoicing { ${ids
      .map((id) => `c${id}: contact(remoteId: "${id}") { remoteId lastName }`)
      .join(' ')} } } }`;
    const m = await measure(async (c) => {
      const res = await ok('POST', '/graphql', { query, variables: { id: c } });
      expect(res.errors).toBeUndefined();
      expect(Object.keys(res.data.consumer.invoicing)).toHaveLength(n);
    });
    rows.push({
      operation: 'GET invoicing/contacts/{id} (batched)',
      size: `${n} id${n > 1 ? 's' : ''}`,
      ...m,
    });
    expect(m).toMatchObject({ cold: 4, warm: 2 });
  });

  it('contact without child addresses: one search_read', async () => {
    const m = await measure(async (c) => {
      await ok('GET', path(c, 'contacts/15'));
    });
    rows.push({ operation: 'GET invoicing/contacts/{id}', size: '1 id', ...m });
    expect(m).toMatchObject({ cold: 3, warm: 1 });
  });

  it('product creation: name only, and every field', async () => {
    const nameOnly = await measure(async (c) => {
      await ok('POST', path(c, 'products'), { name: 'Plain product' });
    });
    rows.push({ operation: 'POST invoicing/products (name only)', size: '-', ...nameOnly });
    expect(nameOnly).toMatchObject({ cold: 4, warm: 2 });

    const full = await measure(async (c) => {
      await ok('POST', path(c, 'products'), {
        name: 'Full product',
        unit_price: 10,
        tax_id: '1',
        code: 'FULL',
        unit: 'Units',
        category: 'Saleable',
        currency: 'EUR',
        description: 'All fields',
        cost: 5,
      });
    });
    rows.push({ operation: 'POST invoicing/products (all fields)', size: '-', ...full });
    // Cold: login, probe, unit, category, tax, user → company currency, create, read.
    expect(full).toMatchObject({ cold: 9, warm: 5 });
  });

  afterAll(() => {
    const header = ['operation', 'page size', 'cold', 'warm', 'warm calls'];
    const lines = rows.map((r) => [r.operation, r.size, String(r.cold), String(r.warm), r.detail]);
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
    const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(
      [
        'Odoo JSON-RPC calls per operation (cold = new connection incl. authenticate + fields_get)',
        format(header),
        format(widths.map((w) => '-'.repeat(w))),
        ...lines.map(format),
      ].join('\n'),
    );
  });
});
