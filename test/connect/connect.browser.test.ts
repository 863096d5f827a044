import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOdooConnector } from '../../src/connectors/odoo/index.js';
import { createLinkService } from '../../src/services/connect-links.js';
import { deriveKey } from '../../src/store/secrets.js';
import { HTTP } from '../connectors/odoo/helpers.js';
import { type OdooFake, startOdooFake } from '../fakes/odoo/server.js';
import { createTestApp, SECRET_KEY, type TestAccount, type TestApp } from '../kit/app.js';
import { launchChromium } from '../kit/browser.js';

/**
 * The connect page as an end user meets it, in real Chromium: pick the software, fill the form,
 * get told what is wrong, land back in the customer's app. The page runs no script; the form
 * posts and the redirect to another origin must pass the page's own security policy.
 */

/** Where the screenshots go (described in the change's report). */
const SCREENSHOTS = join(tmpdir(), 'lintel-connect-screenshots');

let t: TestApp;
let account: TestAccount;
let odoo: OdooFake;
let baseUrl: string;
let browser: Browser;
/** The customer's app the end user is sent back to (another origin than Lintel's). */
let receiver: Server;
let receiverUrl: string;
const received: string[] = [];

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  odoo = await startOdooFake();
  t = await createTestApp({ deps: { connectors: [createOdooConnector({ http: HTTP })] } });
  account = await t.newAccount();
  baseUrl = t.url;
  receiver = createServer((req, res) => {
    received.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Back in the app</h1>');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/integrations/done`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  await t?.close();
  await odoo?.close();
});

async function newConsumer(redirectUrl: string | null): Promise<string> {
  const consumer = await t.expect<{ consumerid: string }>(200, 'POST', '/consumers', {
    token: account.token,
    body: { name: 'Bistro Nord', redirect_url: redirectUrl },
  });
  return consumer.consumerid;
}

/** `LinkItem.url`, on the address the browser reaches Lintel at. */
async function connectUrl(consumerId: string, body: Record<string, unknown>): Promise<string> {
  const link = await t.expect<{ url: string }>(200, 'POST', `/consumers/${consumerId}/connections`, {
    token: account.token,
    body,
  });
  return `${baseUrl}${new URL(link.url).pathname}`;
}

const connectionsOf = (consumerId: string) =>
  t.expect<{ connectionid: string; integrationid: number; status: string }[]>(
    200,
    'GET',
    `/consumers/${consumerId}/connections`,
    { token: account.token },
  );

/** A page that records script errors, blocked content and requests to other origins. */
async function openPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  // Failed loads are seen as responses below (the browser's own /favicon.ico request 404s).
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(m.text());
  });
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (r.status() >= 400 && pathname !== '/favicon.ico' && !pathname.startsWith('/connect/'))
      problems.push(`${r.status()} ${r.url()}`);
  });
  page.on('request', (r) => {
    if (!r.url().startsWith(baseUrl) && !r.url().startsWith(receiverUrl))
      problems.push(`foreign: ${r.url()}`);
  });
  return { page, problems };
}

describe('the connect page in Chromium', () => {
  it('a Sandbox connection: pick it among the integrations grouped by API, confirm, done', async () => {
    const consumerId = await newConsumer(null);
    const { page, problems } = await openPage();
    const res = await page.goto(await connectUrl(consumerId, {}));
    expect(res?.status()).toBe(200);
    expect(await page.locator('h1').innerText()).toBe('Connect your software');
    expect(await page.locator('h2').allInnerTexts()).toEqual([
      'Invoicing',
      'Point of Sale',
      'Property Management System',
    ]);
    // Every logo loaded (served by Lintel, allowed by the page's policy).
    const logos = await page.$$eval('ul.picks img', (imgs) =>
      imgs.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    );
    expect(logos.length).toBeGreaterThanOrEqual(4);
    expect(logos.every(Boolean)).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'picker.png'), fullPage: true });

    await page.getByRole('link', { name: 'Sandbox Invoicing' }).click();
    expect(await page.locator('h1').innerText()).toBe('Connect Sandbox Invoicing');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('status').waitFor();
    expect(await page.locator('h1').innerText()).toBe('Sandbox Invoicing is connected');
    expect(new URL(page.url()).searchParams.get('done')).toBeTruthy();

    const connections = await connectionsOf(consumerId);
    expect(connections.map((c) => [c.integrationid, c.status])).toEqual([[1, 'active']]);
    expect(new URL(page.url()).searchParams.get('done')).toBe(connections[0]!.connectionid);
    // The connection serves the consumer's requests.
    const taxes = await t.expect<{ items: unknown[] }>(
      200,
      'GET',
      `/consumers/${consumerId}/invoicing/taxes`,
      {
        token: account.token,
      },
    );
    expect(taxes.items.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('an Odoo connection: wrong credentials shown in the page, corrected, stored, back to redirect_url', async () => {
    const consumerId = await newConsumer(receiverUrl);
    const { page, problems } = await openPage();
    await page.goto(await connectUrl(consumerId, { integrationid: 10, redirect: true }));
    expect(await page.locator('h1').innerText()).toBe('Connect Odoo');
    expect(await page.getByLabel('API key').getAttribute('type')).toBe('password');
    await page.getByLabel('Odoo address').fill(odoo.url);
    await page.getByLabel('Database').fill(odoo.state.db);
    await page.getByLabel('Login (email)').fill(odoo.state.login);
    await page.getByLabel('API key').fill('not-the-key');
    await page.screenshot({ path: join(SCREENSHOTS, 'odoo-form.png'), fullPage: true });
    await page.getByRole('button', { name: 'Connect' }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe(
      'Odoo rejected the login or API key. Check the details and try again.',
    );
    // What the user typed is still there, except the secret.
    expect(await page.getByLabel('Odoo address').inputValue()).toBe(odoo.url);
    expect(await page.getByLabel('Login (email)').inputValue()).toBe(odoo.state.login);
    expect(await page.getByLabel('API key').inputValue()).toBe('');
    expect(await page.content()).not.toContain('not-the-key');
    await page.screenshot({ path: join(SCREENSHOTS, 'odoo-form-error.png'), fullPage: true });
    expect(await connectionsOf(consumerId)).toEqual([]);

    await page.getByLabel('API key').fill(odoo.state.apiKey);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.waitForURL((url) => url.href.startsWith(receiverUrl));
    expect(await page.locator('h1').innerText()).toBe('Back in the app');

    const [connection] = await connectionsOf(consumerId);
    expect(connection).toMatchObject({ integrationid: 10, status: 'active' });
    const back = new URL(page.url());
    expect(Object.fromEntries(back.searchParams)).toEqual({
      consumerId,
      connectionId: connection!.connectionid,
      connectionStatus: 'active',
    });
    expect(received).toContain(`${back.pathname}${back.search}`);
    // The stored credentials work: the consumer's Odoo answers through Lintel.
    await t.expect(200, 'GET', `/consumers/${consumerId}/invoicing/taxes`, { token: account.token });
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('an expired link is refused with a page that says so', async () => {
    const consumerId = await newConsumer(null);
    const old = createLinkService({
      key: deriveKey(SECRET_KEY, 'connect-link'),
      ttlSeconds: 60,
      now: () => Date.now() - 3_600_000,
    });
    const url = await old.url(baseUrl, {
      accountId: account.accountId,
      consumerId,
      integrationId: 10,
      connectionId: null,
      redirect: false,
      apis: null,
      country: null,
      isNew: true,
    });
    const { page } = await openPage();
    const res = await page.goto(url);
    expect(res?.status()).toBe(410);
    expect(await page.locator('h1').innerText()).toBe('This link has expired');
    expect(await page.locator('form').count()).toBe(0);
    await page.close();
  }, 60_000);
});
