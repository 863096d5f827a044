import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOfApi } from '../../src/model/index.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/** The PMS operations as MCP tools (the MCP SDK's own client, a consumer-scoped token). */

let t: TestApp;
let account: TestAccount;
let client: Client;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('MCP PMS');
  const { consumerId } = await t.newConsumer(account, [3]);
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

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('MCP: PMS tools', () => {
  it('lists a tool for each PMS operation, with their required parameters', async () => {
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name).filter((n) => n.startsWith('pms_'));
    // One per operation the model declares for the API (`pms.orders.list` → `pms_orders_list`).
    expect(names.sort()).toEqual(
      operationsOfApi('pms')
        .map((operation) => operation.replaceAll('.', '_'))
        .sort(),
    );
    const invoices = tools.find((tool) => tool.name === 'pms_invoices_list')!;
    expect(invoices.inputSchema.required).toEqual(expect.arrayContaining(['date_from', 'date_to']));
    expect(invoices.inputSchema.properties).toHaveProperty('location_id');
    expect(tools.find((tool) => tool.name === 'pms_closures_read')!.inputSchema.required).toContain('date');
    expect(tools.find((tool) => tool.name === 'pms_customers_get')!.inputSchema.required).toContain(
      'customer_id',
    );
  });

  it('calls the closure and the invoices; a missing window is a tool error', async () => {
    const closure = await client.callTool({
      name: 'pms_closures_read',
      arguments: { date: day(-5), location_id: 'LOC-LIS' },
    });
    expect(closure.isError).toBeFalsy();
    expect(closure.structuredContent).toMatchObject({
      date: day(-5),
      status: 'closed',
      closures: [{ id: `LOC-LIS-${day(-5)}` }],
    });
    const invoices = await client.callTool({
      name: 'pms_invoices_list',
      arguments: { date_from: day(-40), date_to: day(0), size: 5 },
    });
    expect(invoices.isError).toBeFalsy();
    expect((invoices.structuredContent as { items: unknown[] }).items).toHaveLength(5);
    const missing = await client.callTool({ name: 'pms_invoices_list', arguments: { date_to: day(0) } });
    expect(missing.isError).toBe(true);
    expect(JSON.stringify(missing.content)).toContain('missing');
  });
});
