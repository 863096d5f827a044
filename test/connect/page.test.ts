import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOdooConnector } from '../../src/connectors/odoo/index.js';
import { createLinkService } from '../../src/services/connect-links.js';
import { deriveKey } from '../../src/store/secrets.js';
import { HTTP } from '../connectors/odoo/helpers.js';
import { type OdooFake, startOdooFake } from '../fakes/odoo/server.js';
import { createTestApp, SECRET_KEY, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * The connect page without a browser: what it refuses (forged posts, tampered and expired
 * links), where it sends the end user, and what it never writes (secrets, in the page or the log).
 */

const WRONG_KEY = 'wrong-key-e3b0c44298fc';
const RETURN_URL = 'https://app.example.com/connected?tab=integrations';

let t: TestApp;
let account: TestAccount;
let odoo: OdooFake;
const logLines: string[] = [];

beforeAll(async () => {
  odoo = await startOdooFake();
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  t = await createTestApp({ deps: { logger, connectors: [createOdooConnector({ http: HTTP })] } });
  account = await t.newAccount();
});

afterAll(async () => {
  await t?.close();
  await odoo?.close();
});

async function newConsumer(redirectUrl: string | null = RETURN_URL): Promise<string> {
  const consumer = await t.expect<{ consumerid: string }>(200, 'POST', '/consumers', {
    token: account.token,
    body: { name: 'Bistro Nord', redirect_url: redirectUrl },
  });
  return consumer.consumerid;
}

/** The path of the connect page of a new link (`LinkItem.url` without its origin). */
async function linkFor(consumerId: string, body: Record<string, unknown>): Promise<string> {
  const link = await t.expect<{ url: string }>(200, 'POST', `/consumers/${consumerId}/connections`, {
    token: account.token,
    body,
  });
  expect(link.url.startsWith(`${t.url}/connect/`)).toBe(true);
  return new URL(link.url).pathname;
}

const page = (path: string) => t.request('GET', path, { offChiftContract: 'an HTML page of Lintel' });

function csrfOf(html: string): string {
  const match = /name="csrf" value="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no CSRF token in the page:\n${html}`);
  return match[1]!;
}

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t.request('POST', path, {
    rawBody: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    offChiftContract: 'the connect form',
  });
}

const connectionsOf = (consumerId: string) =>
  t.expect<{ connectionid: string; integrationid: number }[]>(
    200,
    'GET',
    `/consumers/${consumerId}/connections`,
    {
      token: account.token,
    },
  );

const odooFields = (overrides: Record<string, string> = {}) => ({
  'credentials.url': odoo.url,
  'credentials.db': odoo.state.db,
  'credentials.login': odoo.state.login,
  'credentials.api_key': odoo.state.apiKey,
  ...overrides,
});

describe('the picker and the form', () => {
  it('lists the active integrations by API with their logos; the link of one opens its form', async () => {
    const path = await linkFor(await newConsumer(), { redirect: true });
    const picker = await page(path);
    expect(picker.status).toBe(200);
    const headings = [...picker.text.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Invoicing', 'Point of Sale', 'Property Management System']);
    for (const id of [1, 2, 3, 10]) {
      expect(picker.text).toContain(`href="?integrationid=${id}"`);
      expect(picker.text).toContain(`src="/integrations/${id}/logo.svg"`);
    }
    const form = await page(`${path}?integrationid=10`);
    expect(form.status).toBe(200);
    expect(form.text).toContain('<input type="hidden" name="integrationid" value="10">');
    // Secret fields masked; the others plain text.
    expect(form.text).toMatch(/id="f-api_key" name="credentials.api_key" type="password"/);
    expect(form.text).toMatch(/id="f-url" name="credentials.url" type="text"/);
    // An integration the link does not offer is not a form.
    const other = await page(`${path}?integrationid=999`);
    expect(other.text).toContain('Choose the software');
  });

  it('a link restricted to an API offers only that API', async () => {
    const path = await linkFor(await newConsumer(), { apis: ['Point of Sale'] });
    const picker = await page(path);
    expect([...picker.text.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual(['Point of Sale']);
  });
});

describe('links it refuses', () => {
  it('a tampered link is a 404 page, an expired one a 410 page', async () => {
    const consumerId = await newConsumer();
    const path = await linkFor(consumerId, { integrationid: 10 });
    const token = path.split('/').pop()!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, int: 1 })).toString('base64url');
    for (const bad of [`${header}.${forged}.${signature}`, `${token.slice(0, -2)}xx`, 'not-a-link']) {
      const res = await page(`/connect/${bad}`);
      expect(res.status).toBe(404);
      expect(res.text).toContain('This link is not valid');
      expect((await post(`/connect/${bad}`, odooFields())).status).toBe(404);
    }

    // Signed with Lintel's own key, an hour ago, valid for a minute.
    const old = createLinkService({
      key: deriveKey(SECRET_KEY, 'connect-link'),
      ttlSeconds: 60,
      now: () => Date.now() - 3_600_000,
    });
    const expired = new URL(
      await old.url(t.url, {
        accountId: account.accountId,
        consumerId,
        integrationId: 10,
        connectionId: null,
        redirect: false,
        apis: null,
        country: null,
        isNew: true,
      }),
    ).pathname;
    const res = await page(expired);
    expect(res.status).toBe(410);
    expect(res.text).toContain('This link has expired');
    expect((await post(expired, odooFields())).status).toBe(410);
    expect(await connectionsOf(consumerId)).toEqual([]);
  });
});

describe('CSRF', () => {
  it('refuses a post without the token of this link, or from another site; stores nothing', async () => {
    const consumerId = await newConsumer();
    const path = await linkFor(consumerId, { integrationid: 10 });
    const otherPath = await linkFor(await newConsumer(), { integrationid: 10 });
    const csrf = csrfOf((await page(path)).text);
    const foreignCsrf = csrfOf((await page(otherPath)).text);

    const refusals = [
      await post(path, odooFields()),
      await post(path, { ...odooFields(), csrf: foreignCsrf }),
      await post(path, { ...odooFields(), csrf: `${csrf.split('.')[0]}.${'A'.repeat(43)}` }),
      await post(path, { ...odooFields(), csrf }, { 'sec-fetch-site': 'cross-site' }),
      await post(path, { ...odooFields(), csrf }, { 'sec-fetch-site': 'same-site' }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    // Older browsers: no Sec-Fetch-Site, the Origin decides.
    const t2 = await t.request('POST', path, {
      rawBody: new URLSearchParams({ ...odooFields(), csrf }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      offChiftContract: 'the connect form',
    });
    expect(t2.status).toBe(403);
    // A JSON body is not the form: no token in it.
    const json = await t.request('POST', path, {
      body: { ...odooFields(), csrf },
      headers: { 'sec-fetch-site': 'same-origin' },
      offChiftContract: 'the connect form',
    });
    expect(json.status).toBe(403);
    expect(await connectionsOf(consumerId)).toEqual([]);

    // The same token from the page itself (Origin of Lintel) is accepted.
    const accepted = await t.request('POST', path, {
      rawBody: new URLSearchParams({ ...odooFields(), csrf }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url },
      offChiftContract: 'the connect form',
    });
    expect(accepted.status).toBe(303);
    expect(await connectionsOf(consumerId)).toHaveLength(1);
  });
});

describe('after the form', () => {
  it('wrong credentials: said in plain words, non-secret inputs kept, no secret in the page or the log', async () => {
    const consumerId = await newConsumer();
    const path = await linkFor(consumerId, { integrationid: 10 });
    const token = path.split('/').pop()!;
    const csrf = csrfOf((await page(path)).text);
    logLines.length = 0;
    const res = await post(path, { ...odooFields({ 'credentials.api_key': WRONG_KEY }), csrf });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Odoo rejected the login or API key. Check the details and try again.');
    expect(res.text).toContain(`value="${odoo.state.login}"`);
    expect(res.text).toContain(`value="${odoo.url}"`);
    expect(res.text).not.toContain(WRONG_KEY);
    expect(res.text).toMatch(
      /name="credentials.api_key" type="password" autocomplete="new-password" spellcheck="false" autocapitalize="off" required/,
    );
    // A missing field is said next to it.
    const missing = await post(path, { ...odooFields({ 'credentials.db': '' }), csrf: csrfOf(res.text) });
    expect(missing.status).toBe(422);
    expect(missing.text).toMatch(/<p class="field-error" id="f-db-error">This is required.<\/p>/);
    expect(missing.text).not.toContain(odoo.state.apiKey);

    const log = logLines.join('');
    expect(log).toContain('"path":"/connect/:token"');
    expect(log).not.toContain(token);
    expect(log).not.toContain(WRONG_KEY);
    expect(log).not.toContain(odoo.state.apiKey);
    expect(await connectionsOf(consumerId)).toEqual([]);
  });

  it('an Odoo that cannot be reached: 400 as the API answers, the page says where it was called', async () => {
    const down = await startOdooFake();
    const url = down.url;
    await down.close();
    const consumerId = await newConsumer();
    const path = await linkFor(consumerId, { integrationid: 10 });
    const csrf = csrfOf((await page(path)).text);
    const fields = { ...odooFields({ 'credentials.url': url }), csrf };
    const res = await post(path, fields);
    expect(res.status).toBe(400);
    expect(res.text).toContain(
      `Lintel could not get a usable answer from Odoo (Odoo could not be reached: connection refused at ${url}/ (common.authenticate)). Check the address, or try again in a few minutes.`,
    );
    // The API answers the same failure with the same status.
    const api = await t.request('POST', `/consumers/${consumerId}/connections`, {
      token: account.token,
      body: {
        integrationid: 10,
        credentials: Object.entries(odooFields({ 'credentials.url': url })).map(([key, value]) => ({
          key: key.replace('credentials.', ''),
          value,
        })),
      },
    });
    expect(api.status).toBe(res.status);
    expect(api.body.error_code).toBe('ERROR_CONNECTOR_REQUEST');
    expect(await connectionsOf(consumerId)).toEqual([]);
  });

  it('with redirect: true, 303 to the consumer’s redirect_url with Chift’s parameters; the events as from the API', async () => {
    await t.expect(200, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'account.connection.created', url: 'https://hooks.example.com/lintel' },
    });
    const before = (await t.app.store.events.counts()).pending ?? 0;
    const consumerId = await newConsumer();
    const path = await linkFor(consumerId, { integrationid: 10, redirect: true });
    const form = await page(path);
    // The form may end at the consumer's site: its policy says so.
    expect(form.headers.get('content-security-policy')).toContain(
      "form-action 'self' https://app.example.com;",
    );
    const res = await post(path, { ...odooFields(), csrf: csrfOf(form.text) });
    expect(res.status).toBe(303);
    const [connection] = await connectionsOf(consumerId);
    expect(connection?.integrationid).toBe(10);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://app.example.com/connected');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      tab: 'integrations',
      consumerId,
      connectionId: connection!.connectionid,
      connectionStatus: 'active',
    });
    expect((await t.app.store.events.counts()).pending).toBe(before + 1);
  });

  it('without redirect: 303 to the page that says it is done', async () => {
    const consumerId = await newConsumer();
    // A link without an integration (with one, the API itself makes a Sandbox connection).
    const path = await linkFor(consumerId, { redirect: false });
    const form = await page(`${path}?integrationid=1`);
    expect(form.headers.get('content-security-policy')).toContain("form-action 'self';");
    expect(form.text).toContain('needs no credentials');
    const res = await post(`${path}?integrationid=1`, { integrationid: '1', csrf: csrfOf(form.text) });
    expect(res.status).toBe(303);
    const [connection] = await connectionsOf(consumerId);
    expect(res.headers.get('location')).toBe(`?done=${connection!.connectionid}`);
    const done = await page(`${path}?done=${connection!.connectionid}`);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Sandbox Invoicing is connected');
    // Another consumer's connection is not shown through this link.
    const [elsewhere] = (await t.newConsumer(account, [2])).connectionIds;
    expect((await page(`${path}?done=${elsewhere}`)).status).toBe(404);
  });

  it('a new Sandbox connection (created by the POST, it needs no credentials) says Connect; its PATCH link says Update', async () => {
    const consumerId = await newConsumer(null);
    const created = await t.expect<{ url: string; connectionid: string }>(
      200,
      'POST',
      `/consumers/${consumerId}/connections`,
      { token: account.token, body: { integrationid: 1 } },
    );
    expect(created.connectionid).toBeTruthy();
    const path = new URL(created.url).pathname;
    const form = await page(path);
    expect(form.status).toBe(200);
    expect(form.text).toContain('<title>Connect Sandbox Invoicing · Lintel</title>');
    expect(form.text).toContain('<h1>Connect Sandbox Invoicing</h1>');
    expect(form.text).toContain('<button type="submit">Connect</button>');
    expect(form.text).not.toContain('Update the connection');
    const ok = await post(path, { csrf: csrfOf(form.text) });
    expect(ok.status).toBe(303);
    expect((await page(`${path}?done=${created.connectionid}`)).text).toContain(
      'Sandbox Invoicing is connected',
    );
    // Confirming did not add a second connection.
    expect(await connectionsOf(consumerId)).toHaveLength(1);

    const patched = await t.expect<{ url: string }>(
      200,
      'PATCH',
      `/consumers/${consumerId}/connections/${created.connectionid}`,
      { token: account.token, body: { redirect: true } },
    );
    const update = await page(new URL(patched.url).pathname);
    expect(update.text).toContain('<h1>Update the connection to Sandbox Invoicing</h1>');
    expect(update.text).toContain('<button type="submit">Save</button>');
  });

  it('a PATCH link shows the stored non-secret values and changes the credentials (an empty secret keeps the stored one)', async () => {
    const consumerId = await newConsumer(null);
    const created = await t.expect<{ connectionid: string }>(
      200,
      'POST',
      `/consumers/${consumerId}/connections`,
      {
        token: account.token,
        body: {
          integrationid: 10,
          credentials: Object.entries(odooFields()).map(([k, value]) => ({ key: k.slice(12), value })),
        },
      },
    );
    const link = await t.expect<{ url: string }>(
      200,
      'PATCH',
      `/consumers/${consumerId}/connections/${created.connectionid}`,
      { token: account.token, body: { redirect: true } },
    );
    const path = new URL(link.url).pathname;
    const form = await page(path);
    expect(form.text).toContain('Update the connection to Odoo');
    expect(form.text).toContain(`value="${odoo.state.login}"`);
    expect(form.text).not.toContain(odoo.state.apiKey);
    expect(form.text).toContain('Leave empty to keep the current one.');

    const wrong = await post(path, {
      ...odooFields({ 'credentials.login': 'someone@example.com', 'credentials.api_key': '' }),
      csrf: csrfOf(form.text),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('value="someone@example.com"');
    expect(wrong.text).not.toContain(odoo.state.apiKey);

    const ok = await post(path, { ...odooFields({ 'credentials.api_key': '' }), csrf: csrfOf(wrong.text) });
    // No redirect_url on this consumer: the done page, even with redirect: true.
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe(`?done=${created.connectionid}`);
    expect((await page(`${path}?done=${created.connectionid}`)).text).toContain('Odoo connection is updated');
    expect(await connectionsOf(consumerId)).toHaveLength(1);
    // The CSRF token of a PATCH form does not work for a new connection's form.
    const createPath = await linkFor(consumerId, { integrationid: 10 });
    expect((await post(createPath, { ...odooFields(), csrf: csrfOf(form.text) })).status).toBe(403);
  });
});
