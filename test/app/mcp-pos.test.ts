import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/** The POS operations as MCP tools, for a consumer connected to the Sandbox POS. */

let t: TestApp;
let account: TestAccount;
let client: Client;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('MCP POS');
  ({ consumerId } = await t.newConsumer(account, [2]));
  const token = (
    await t.expect(200, 'POST', '/mcp-token', {
      body: {
        clientId: account.clientId,
        clientSecret: account.clientSecret,
        accountId: account.accountId,
        consumerId,
      },
    })
  ).access_token;
  client = new Client({ name: 'lintel-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${t.url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
});

afterAll(async () => {
  await client?.close().catch(() => {});
  await t?.close();
});

describe('MCP, POS tools', () => {
  it('lists a tool for each of the 18 POS operations, with their required parameters', async () => {
    const { tools } = await client.listTools();
    const pos = tools.filter((tool) => tool.name.startsWith('pos_'));
    expect(pos.map((tool) => tool.name).sort()).toEqual(
      [
        'pos_accounting-categories_list',
        'pos_closures_read',
        'pos_customers_create',
        'pos_customers_get',
        'pos_customers_list',
        'pos_locations_list',
        'pos_modifiers_list',
        'pos_objectives_list',
        'pos_orders_get',
        'pos_orders_list',
        'pos_orders_update',
        'pos_payment-methods_list',
        'pos_payments_list',
        'pos_product-categories_list',
        'pos_products_list',
        'pos_report_read',
        'pos_sales_read',
        'pos_tax-rates_list',
      ].sort(),
    );
    const byName = new Map(pos.map((tool) => [tool.name, tool]));
    expect(byName.get('pos_sales_read')!.inputSchema.required).toEqual(
      expect.arrayContaining(['date_from', 'date_to']),
    );
    expect(byName.get('pos_closures_read')!.inputSchema.required).toContain('date');
    expect(byName.get('pos_customers_create')!.inputSchema.required).toEqual(
      expect.arrayContaining(['first_name', 'last_name']),
    );
    expect(byName.get('pos_orders_update')!.inputSchema.required).toContain('order_id');
  });

  it('reads a closure and refuses sales without their window', async () => {
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const closure = await client.callTool({
      name: 'pos_closures_read',
      arguments: { date: day, location_id: 'LOC-LIS' },
    });
    expect(closure.isError).toBeFalsy();
    expect(closure.structuredContent).toMatchObject({ date: day, status: 'closed' });
    const sales = await client.callTool({ name: 'pos_sales_read', arguments: { date_from: day } });
    expect(sales.isError).toBe(true);
  });
});
