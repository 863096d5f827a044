import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';
import { launchChromium } from '../kit/browser.js';

/**
 * A frontend on another origin, in real Chromium, as the README's "Calling Lintel from a browser"
 * describes it: its own tiny backend mints a consumer-scoped token; the page then calls Lintel
 * directly — a GraphQL query, a REST call (preflighted), and a live event over SSE after a product
 * is created through the API. A page on an origin not in LINTEL_CORS_ORIGINS is refused.
 */

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Frontend</title></head><body>
<pre id="out"></pre>
<script>
const out = document.getElementById('out');
const log = (line) => { out.textContent += line + '\\n'; };
window.run = async (lintel) => {
  try {
    const session = await (await fetch('/session')).json();
    const auth = { authorization: 'Bearer ' + session.token };
    const gql = await fetch(lintel + '/graphql', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query($id: ID!) { consumer(id: $id) { invoicing { taxes(first: 2) { totalCount nodes { remoteId } } } } }',
        variables: { id: session.consumerId },
      }),
    });
    const taxes = (await gql.json()).data.consumer.invoicing.taxes.totalCount;
    log('graphql taxes ' + taxes);
    const rest = await fetch(lintel + '/consumers/' + session.consumerId + '/invoicing/products?size=1', {
      headers: { ...auth, 'x-chift-client-requestid': 'browser-read' },
    });
    log('rest products ' + rest.status + ' ' + (await rest.json()).total);
    const events = await fetch(lintel + '/graphql', {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: 'subscription { events(types: [INVOICING_PRODUCT_CREATED]) { id event data { ... on Product { name } } } }' }),
    });
    log('subscribed ' + events.status);
    const reader = events.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
      const match = /id: (\\S+)\\nevent: next\\ndata: (.*)\\n\\n/.exec(text);
      if (match) {
        const event = JSON.parse(match[2]).data.events;
        log('event ' + event.event + ' ' + event.data.name + ' ' + (match[1] === event.id));
        reader.cancel();
        break;
      }
    }
  } catch (error) {
    log('refused ' + error.name);
  }
};
</script></body></html>`;

let t: TestApp;
let account: TestAccount;
let consumerId: string;
let lintelUrl: string;
let allowed: Server;
let other: Server;
let browser: Browser;

/** The frontend's own backend: the page, and a session endpoint minting a consumer token. */
function frontendBackend(): Server {
  return createServer(async (req, res) => {
    if (req.url === '/session') {
      const minted = await fetch(`${lintelUrl}/consumers/${consumerId}/token`, {
        method: 'POST',
        headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ scopes: ['invoicing', 'webhooks.read'], expires_in: 900 }),
      });
      const { access_token } = (await minted.json()) as { access_token: string };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ token: access_token, consumerId }));
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(PAGE);
  });
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

let allowedOrigin: string;
let otherOrigin: string;

beforeAll(async () => {
  allowed = frontendBackend();
  other = frontendBackend();
  allowedOrigin = `http://127.0.0.1:${await listen(allowed)}`;
  // Another origin for the same page: a different port is a different origin.
  otherOrigin = `http://127.0.0.1:${await listen(other)}`;
  t = await createTestApp({ env: { LINTEL_CORS_ORIGINS: allowedOrigin } });
  account = await t.newAccount('Frontend account');
  ({ consumerId } = await t.newConsumer(account, [1]));
  lintelUrl = t.url;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => allowed?.close(resolve));
  await new Promise((resolve) => other?.close(resolve));
  await t?.close();
});

const lines = async (page: import('playwright-core').Page) => (await page.locator('#out').innerText()).trim();

describe('a frontend on an allowed origin', () => {
  it('gets a consumer token from its backend, queries GraphQL and REST, and receives a live event', async () => {
    const page = await browser.newPage();
    await page.goto(allowedOrigin);
    void page.evaluate((url) => (window as unknown as { run(u: string): Promise<void> }).run(url), lintelUrl);
    await expect.poll(() => lines(page), { timeout: 15_000 }).toContain('subscribed 200');
    expect(await lines(page)).toMatch(/graphql taxes \d+/);
    expect(await lines(page)).toMatch(/rest products 200 \d+/);

    // A product created through the API (by the account's backend) arrives in the page.
    await t.expect(200, 'POST', `/consumers/${consumerId}/invoicing/products`, {
      token: account.token,
      body: { name: 'Seen live in the browser' },
    });
    await expect
      .poll(() => lines(page), { timeout: 15_000 })
      .toContain('event INVOICING_PRODUCT_CREATED Seen live in the browser true');
    await page.close();
  }, 60_000);
});

describe('a frontend on an origin not in LINTEL_CORS_ORIGINS', () => {
  it('is refused by the browser (no CORS headers)', async () => {
    const page = await browser.newPage();
    await page.goto(otherOrigin);
    void page.evaluate((url) => (window as unknown as { run(u: string): Promise<void> }).run(url), lintelUrl);
    await expect.poll(() => lines(page), { timeout: 15_000 }).toContain('refused TypeError');
    expect(await lines(page)).not.toContain('graphql taxes');
    await page.close();
  }, 60_000);
});
