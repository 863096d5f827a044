import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOfApi } from '../../src/model/index.js';
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
  it('lists a tool for each POS operation, with their required parameters', async () => {
    const { tools } = await client.listTools();
    const pos = tools.filter((tool) => tool.name.startsWith('pos_'));
    // One per operation the model declares for the API (`pos.orders.list` → `pos_orders_list`).
    expect(pos.map((tool) => tool.name).sort()).toEqual(
      operationsOfApi('pos')
        .map((operation) => operation.replaceAll('.', '_'))
        .sort(),
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
