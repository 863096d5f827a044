import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/** `/mcp` driven by the MCP SDK's own client, with a consumer-scoped token from `/mcp-token`. */

let t: TestApp;
let account: TestAccount;
let base: string;
const clients: Client[] = [];

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('MCP account');
  base = t.url;
});

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => {});
  await t?.close();
});

async function mcpTokenFor(consumerId: string): Promise<string> {
  const res = await t.expect(200, 'POST', '/mcp-token', {
    body: {
      clientId: account.clientId,
      clientSecret: account.clientSecret,
      accountId: account.accountId,
      consumerId,
    },
  });
  return res.access_token;
}

async function connect(token: string, path = '/mcp'): Promise<Client> {
  const client = new Client({ name: 'lintel-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${base}${path}`), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );
  clients.push(client);
  return client;
}

describe('MCP over Streamable HTTP', () => {
  it('lists the tools of the APIs the client asks for (?apis=), and refuses an unknown one', async () => {
    const { consumerId } = await t.newConsumer(account, [1, 2, 3]);
    const token = await mcpTokenFor(consumerId);
    const all = (await (await connect(token)).listTools()).tools.map((tool) => tool.name);
    const some = (await (await connect(token, '/mcp?apis=pms,pos')).listTools()).tools.map(
      (tool) => tool.name,
    );
    expect(all.some((n) => n.startsWith('invoicing_'))).toBe(true);
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((n) => n.startsWith('pms_') || n.startsWith('pos_'))).toBe(true);
    expect(some).toEqual(all.filter((n) => n.startsWith('pms_') || n.startsWith('pos_')));
    const refused = await t.request('POST', '/mcp?apis=pms,books', {
      token,
      headers: { accept: 'application/json, text/event-stream' },
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.detail[0]).toMatchObject({
      loc: ['query', 'apis'],
      type: 'enum',
      input: 'pms,books',
    });
  });

  it("lists one tool per operation of the consumer's connected APIs, with JSON input schemas", async () => {
    const { consumerId } = await t.newConsumer(account, [1, 3]);
    const client = await connect(await mcpTokenFor(consumerId));
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name).sort();
    expect(names).toEqual(
      expect.arrayContaining(['invoicing_taxes_list', 'invoicing_products_create', 'pms_orders_list']),
    );
    // No POS connection, so no POS tool.
    expect(names.some((n) => n.startsWith('pos_'))).toBe(false);
    const taxes = tools.find((tool) => tool.name === 'invoicing_taxes_list')!;
    expect(taxes.description).toMatch(/tax/i);
    expect(taxes.inputSchema.properties).toMatchObject({
      page: expect.any(Object),
      size: expect.any(Object),
    });
    expect(taxes.inputSchema.properties).not.toHaveProperty('consumer_id');
    const create = tools.find((tool) => tool.name === 'invoicing_products_create')!;
    expect(create.inputSchema.required).toContain('name');
    const contact = tools.find((tool) => tool.name === 'invoicing_contacts_get')!;
    expect(contact.inputSchema.required).toContain('contact_id');
  });

  it('calls taxes, creates a product, and reports an error as a tool error', async () => {
    const { consumerId } = await t.newConsumer(account, [1]);
    const client = await connect(await mcpTokenFor(consumerId));
    const taxes = await client.callTool({ name: 'invoicing_taxes_list', arguments: { size: 3 } });
    expect(taxes.isError).toBeFalsy();
    const page = taxes.structuredContent as { items: unknown[]; total: number };
    expect(page.items).toHaveLength(3);

    const created = await client.callTool({
      name: 'invoicing_products_create',
      arguments: { name: 'Made by an agent', unit_price: 4.5 },
    });
    expect(created.isError).toBeFalsy();
    const product = created.structuredContent as { id: string; name: string };
    expect(product.name).toBe('Made by an agent');
    await t.expect(200, 'GET', `/consumers/${consumerId}/invoicing/products/${product.id}`, {
      token: account.token,
    });

    const missing = await client.callTool({
      name: 'invoicing_contacts_get',
      arguments: { contact_id: 'nobody' },
    });
    expect(missing.isError).toBe(true);
    expect(JSON.stringify(missing.content)).toContain('404');
    const invalid = await client.callTool({ name: 'invoicing_taxes_list', arguments: { size: 1000 } });
    expect(invalid.isError).toBe(true);
    expect(JSON.stringify(invalid.content)).toContain('less_than_equal');
  });

  it('refuses account tokens (403) and requests without a token (401)', async () => {
    const init = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    };
    const headers = { accept: 'application/json, text/event-stream' };
    const anonymous = await t.request('POST', '/mcp', { body: init, headers });
    expect(anonymous.status).toBe(401);
    const account403 = await t.request('POST', '/mcp', { token: account.token, body: init, headers });
    expect(account403.status).toBe(403);
    expect(account403.body.message).toContain('/mcp-token');
  });
});
