import chift from '@chift/chift-nodejs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';
import { type Receiver, startReceiver } from '../webhooks/receiver.js';

/**
 * Chift's official Node SDK (`@chift/chift-nodejs`, pinned), unmodified, against Lintel: only the
 * base URL changes. It drives consumers, connections (with `redirect`), integrations, the nine
 * operations of the spec, the read operations the SDK offers, and webhooks. The SDK has no
 * method for POS modifiers in this version: that call goes through the SDK's own request layer
 * (its token handling and paging), which is what any SDK method would use.
 */

let t: TestApp;
let account: TestAccount;
let baseUrl: string;
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp({ env: { LINTEL_WEBHOOK_WORKER: 'true', LINTEL_WEBHOOK_RETRY_SCHEDULE: '1,1' } });
  account = await t.newAccount('SDK account');
  baseUrl = t.url;
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

function sdk() {
  return new chift.API({
    baseUrl,
    clientId: account.clientId,
    clientSecret: account.clientSecret,
    accountId: account.accountId,
  });
}

/** What the SDK throws for a non-2xx answer: `{ error: {…body, status_code}, … }`. */
async function sdkError(
  call: Promise<unknown>,
): Promise<{ status_code: number; error_code?: string; message: string }> {
  try {
    await call;
  } catch (thrown) {
    const error = (thrown as { error?: unknown; response?: { status: number; data: unknown } }).error;
    if (error) return error as never;
    const response = (thrown as { response?: { status: number; data: Record<string, unknown> } }).response;
    if (response) return { ...(response.data as object), status_code: response.status } as never;
    throw thrown;
  }
  throw new Error('expected the SDK call to fail');
}

describe("Chift's Node SDK against Lintel (only the base URL changed)", () => {
  it('creates, reads, updates, lists and deletes consumers', async () => {
    const client = sdk();
    const created = await client.Consumers.createConsumer({
      name: 'SDK Hotel',
      email: 'owner@sdk-hotel.example',
      internal_reference: 'SDK-1',
      redirect_url: 'https://app.example.com/connected',
    });
    expect(created.consumerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.name).toBe('SDK Hotel');

    const read = await client.Consumers.getConsumerById(created.consumerId);
    expect(read.internal_reference).toBe('SDK-1');
    const updated = await client.Consumers.updateConsumerById(created.consumerId, {
      name: 'SDK Hotel & Spa',
    });
    expect(updated.name).toBe('SDK Hotel & Spa');
    const listed = await client.Consumers.getConsumers({ internal_reference: 'SDK-1' });
    expect(listed.map((c: { consumerId: string }) => c.consumerId)).toEqual([created.consumerId]);

    const removed = await client.Consumers.deleteConsumerById(created.consumerId);
    expect(removed).toBeUndefined(); // 204, no body
    const gone = await sdkError(client.Consumers.getConsumerById(created.consumerId));
    expect(gone).toMatchObject({ status_code: 404, error_code: 'ERROR_CONSUMER_NOT_FOUND' });
  });

  it('lists integrations with their coverage and fetches a logo', async () => {
    const client = sdk();
    const integrations = await client.Integrations.getIntegrations();
    const sandbox = integrations.find((i: { integrationid: number }) => i.integrationid === 1);
    if (!sandbox) throw new Error('the Sandbox invoicing integration is missing');
    expect(sandbox).toMatchObject({ name: 'Sandbox Invoicing', api: 'Invoicing', status: 'active' });
    expect(sandbox.operations_coverage).toContainEqual({
      operation: 'invoicing.taxes.list',
      status: 'SUPPORTED',
    });
    const logo = await client.Integrations.getIntegrationLogo(1, 'logo');
    expect(logo.integrationid).toBe(1);
    expect(Buffer.from(logo.data.split(',')[1], 'base64').toString()).toContain('<svg');
  });

  it('connects a consumer (with redirect), then runs the nine operations and the reads it offers', async () => {
    const client = sdk();
    const consumer = await client.Consumers.createConsumer({ name: 'SDK Restaurant' });
    // The SDK types the answer as `{url}`; Chift's LinkItem (and Lintel) also carry `connectionid`.
    type Link = { url: string; connectionid: string };
    const links: Link[] = [];
    for (const integrationid of [1, 2, 3]) {
      const link = await consumer.createConnection({
        integrationid,
        redirect: true,
        name: `SDK ${integrationid}`,
      });
      links.push(link as unknown as Link);
    }
    const [first] = links;
    if (!first) throw new Error('no connection was created');
    for (const link of links) {
      expect(link.url).toMatch(new RegExp(`^${baseUrl}/connect/`));
      expect(link.connectionid).toMatch(/^[0-9a-f-]{36}$/);
      expect((await fetch(link.url)).status).toBe(200);
    }
    const connections = await consumer.getConnections();
    expect(connections.map((c: { name: string }) => c.name).sort()).toEqual(['SDK 1', 'SDK 2', 'SDK 3']);
    const relinked = await consumer.updateConnection(first.connectionid, {
      name: 'SDK invoicing',
      redirect: true,
    });
    expect(relinked).toMatchObject({
      connectionid: first.connectionid,
      url: expect.stringContaining('/connect/'),
    });

    // 1. taxes (the SDK pages by 100 until `total`), and the read of one
    const taxes = await consumer.invoicing.getTaxes();
    expect(taxes.length).toBeGreaterThan(5);
    expect(taxes[0]).toMatchObject({
      id: expect.any(String),
      label: expect.any(String),
      rate: expect.any(Number),
    });
    const [firstTax] = taxes;
    if (!firstTax) throw new Error('the Sandbox has no tax codes');
    expect(await consumer.invoicing.getTaxById(firstTax.id)).toEqual(firstTax);
    // 2. product creation, idempotent with the SDK's client request id; then the product reads
    const input = { name: 'SDK espresso', unit_price: 2.5, tax_id: firstTax.id, code: 'SDK-ESP', cost: 0.4 };
    const product = await consumer.invoicing.createProduct(input, { clientRequestId: 'sdk-product-1' });
    const again = await consumer.invoicing.createProduct(input, { clientRequestId: 'sdk-product-1' });
    expect(again.id).toBe(product.id);
    expect(await consumer.invoicing.getProductById(product.id)).toMatchObject({
      id: product.id,
      name: 'SDK espresso',
      unit_price: 2.5,
    });
    const products = await consumer.invoicing.getProducts();
    expect(products.map((p: { id: string }) => p.id)).toContain(product.id);
    // 3. opportunities and the read of one
    const opportunities = await consumer.invoicing.getOpportunities();
    const [firstOpportunity] = opportunities;
    if (!firstOpportunity) throw new Error('the Sandbox has no opportunities');
    expect(await consumer.invoicing.getOpportunitiesById(firstOpportunity.id)).toEqual(firstOpportunity);
    // 4. one contact, and the contacts of one type
    const contact = await consumer.invoicing.getContactById('contact-0001');
    expect(contact.id).toBe('contact-0001');
    const customers = await consumer.invoicing.getContacts({ contact_type: 'customer' });
    expect(customers.length).toBeGreaterThan(0);
    for (const c of customers) expect(c.is_customer).toBe(true);
    // 5. POS modifiers: no SDK method, the SDK's own request layer
    const modifiers = await (
      client as unknown as { internalApi: { makeRequest(r: object): Promise<unknown[]> } }
    ).internalApi.makeRequest({ method: 'get', url: `/consumers/${consumer.consumerId}/pos/modifiers` });
    expect(modifiers.length).toBeGreaterThan(0);
    // 6. PMS taxes, 7. PMS orders in a window
    // The SDK types this answer as a page; its request layer unwraps the items.
    const pmsTaxes = (await consumer.pms.getTaxes()) as unknown as { is_city_tax: boolean }[];
    expect(pmsTaxes.some((r: { is_city_tax: boolean }) => r.is_city_tax)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const orders = await consumer.pms.getOrders({ date_from: from, date_to: today, state: 'consumed' });
    expect(orders.length).toBeGreaterThan(0);
    expect(orders[0]).toMatchObject({ id: expect.any(String), items: expect.any(Array), mode: 'UNKNOWN' });
  });

  it('manages webhooks: types, create, list, get, update, logs, delete', async () => {
    const client = sdk();
    const types = await client.Webhooks.getWebhookTypes();
    expect(types).toContainEqual({ event: 'account.consumer.created', api: 'Account' });
    // The SDK types this answer as a consumer; it is Chift's WebhookInstanceGetItem.
    type Webhook = { webhookid: string; status: string; event: string; url: string };
    const webhook = (await client.Webhooks.registerWebhook({
      event: 'account.consumer.created',
      url: receiver.url,
      signingsecret: 'sdk-secret',
    })) as unknown as Webhook;
    expect(webhook).toMatchObject({ event: 'account.consumer.created', status: 'active', url: receiver.url });
    const duplicate = await sdkError(
      client.Webhooks.registerWebhook({ event: 'account.consumer.created', url: receiver.url }),
    );
    expect(duplicate).toMatchObject({ status_code: 400, error_code: 'ERROR_WEBHOOK_DUPLICATE' });
    expect((await client.Webhooks.getWebhooks()).map((w: { webhookid: string }) => w.webhookid)).toContain(
      webhook.webhookid,
    );
    expect((await client.Webhooks.getWebhookById(webhook.webhookid)).webhookid).toBe(webhook.webhookid);

    await client.Consumers.createConsumer({ name: 'Triggers a delivery' });
    await receiver.waitFor(1, 10_000);
    let logs: { httpstatus: number; event: string }[] = [];
    for (let i = 0; i < 50 && logs.length === 0; i++) {
      logs = await client.Webhooks.getWebhookLogsByWebhookId(webhook.webhookid);
      if (logs.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(logs[0]).toMatchObject({ event: 'account.consumer.created', httpstatus: 200 });

    const paused = (await client.Webhooks.updateWebhookById(webhook.webhookid, {
      status: 'inactive',
    })) as unknown as Webhook;
    expect(paused.status).toBe('inactive');
    expect(await client.Webhooks.unRegisterWebhook(webhook.webhookid)).toBeUndefined();
    const gone = await sdkError(client.Webhooks.getWebhookById(webhook.webhookid));
    expect(gone).toMatchObject({ status_code: 404, error_code: 'ERROR_WEBHOOK_NOT_FOUND' });
  });

  it('surfaces wrong credentials the way it does with Chift', async () => {
    const wrong = new chift.API({
      baseUrl,
      clientId: account.clientId,
      clientSecret: 'wrong',
      accountId: account.accountId,
    });
    await expect(wrong.Consumers.getConsumers()).rejects.toThrow('The provided credentials are not correct');
  });
});
