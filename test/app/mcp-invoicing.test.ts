import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/** The invoicing breadth as MCP tools, driven by the MCP SDK's own client. */

let t: TestApp;
let account: TestAccount;
let client: Client;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('MCP invoicing');
  ({ consumerId } = await t.newConsumer(account, [1]));
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

describe('MCP: invoicing breadth', () => {
  it('lists a tool per new operation, with its parameters and body fields', async () => {
    const { tools } = await client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    for (const name of [
      'invoicing_invoices_list',
      'invoicing_invoices_get',
      'invoicing_invoices_create',
      'invoicing_payments_list',
      'invoicing_payments_create',
      'invoicing_payments_update',
      'invoicing_payment-methods_list',
      'invoicing_bank-accounts_list',
      'invoicing_bank-transactions_list',
      'invoicing_contacts_create',
      'invoicing_upload-document_create',
    ]) {
      expect(byName.has(name), name).toBe(true);
    }
    const tool = (name: string) => byName.get(name)!;
    expect(tool('invoicing_invoices_list').inputSchema.properties).toMatchObject({
      invoice_type: expect.any(Object),
      payment_status: expect.any(Object),
      updated_after: expect.any(Object),
    });
    expect(tool('invoicing_invoices_get').inputSchema.required).toContain('invoice_id');
    expect(tool('invoicing_invoices_get').inputSchema.properties).toHaveProperty('include_pdf');
    expect(tool('invoicing_bank-transactions_list').inputSchema.required).toContain('bank_account_id');
    expect(tool('invoicing_payments_create').inputSchema.required).toEqual(
      expect.arrayContaining(['amount', 'invoice_id', 'date', 'currency']),
    );
    expect(tool('invoicing_payments_update').inputSchema.required).toContain('payment_id');
  });

  it('records and changes a payment through tools; the invoice follows', async () => {
    const name = (n: string) => n;
    const listed = await client.callTool({
      name: name('invoicing_invoices_list'),
      arguments: { invoice_type: 'customer_invoice', payment_status: 'unpaid', size: 100 },
    });
    expect(listed.isError).toBeFalsy();
    const unpaid = (listed.structuredContent as { items: any[] }).items.find((i) => i.status === 'posted');
    const created = await client.callTool({
      name: name('invoicing_payments_create'),
      arguments: { amount: 10, invoice_id: unpaid.id, date: unpaid.invoice_date, currency: 'EUR' },
    });
    expect(created.isError, JSON.stringify(created.content)).toBeFalsy();
    const payment = created.structuredContent as { id: string; amount: number };
    expect(payment.amount).toBe(10);
    const changed = await client.callTool({
      name: name('invoicing_payments_update'),
      arguments: { payment_id: payment.id, amount: 20 },
    });
    expect(changed.isError, JSON.stringify(changed.content)).toBeFalsy();
    const invoice = await client.callTool({
      name: name('invoicing_invoices_get'),
      arguments: { invoice_id: unpaid.id },
    });
    expect((invoice.structuredContent as { outstanding_amount: number }).outstanding_amount).toBeCloseTo(
      unpaid.outstanding_amount - 20,
      2,
    );
  });
});
