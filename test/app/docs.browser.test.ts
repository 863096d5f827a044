import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../kit/app.js';
import { launchChromium } from '../kit/browser.js';

/** `/docs` and `/` as a person opens them, in real Chromium: no CDN, no console errors. */

/** The nine operations of the spec, as the reference lists them (method and path). */
const NINE = [
  ['GET', '/consumers/{consumer_id}/invoicing/taxes'],
  ['POST', '/consumers/{consumer_id}/invoicing/products'],
  ['GET', '/consumers/{consumer_id}/invoicing/opportunities'],
  ['GET', '/consumers/{consumer_id}/invoicing/contacts/{contact_id}'],
  ['GET', '/consumers/{consumer_id}/pos/modifiers'],
  ['GET', '/consumers/{consumer_id}/pms/taxes'],
  ['GET', '/consumers/{consumer_id}/pms/orders'],
  ['POST', '/webhooks'],
  ['GET', '/webhooks/{webhookid}/logs'],
] as const;

let t: TestApp;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = t.url;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('the API reference in Chromium', () => {
  it('renders the nine operations from /openapi.json, every asset from Lintel itself', async () => {
    // Swagger UI renders only the operations near the viewport (about 130 of them, accounting
    // included): a window as tall as the whole list shows every one without scrolling.
    const page = await browser.newPage({ viewport: { width: 1280, height: 14_000 } });
    const foreign: string[] = [];
    const problems: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseUrl) && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const res = await page.goto(`${baseUrl}/docs`);
    expect(res?.status()).toBe(200);
    // Rendering takes several frames: wait for each of the nine, not for the first block only.
    for (const [method, path] of NINE) {
      await page
        .locator(`.opblock-${method.toLowerCase()} .opblock-summary-path[data-path="${path}"]`)
        .first()
        .waitFor({ timeout: 20_000 });
    }
    const listed = await page.$$eval('.opblock', (blocks) =>
      blocks.map((b) => {
        const method = b.querySelector('.opblock-summary-method')?.textContent?.trim() ?? '';
        const path = b.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '';
        return `${method} ${path}`;
      }),
    );
    for (const [method, path] of NINE) expect(listed).toContain(`${method} ${path}`);
    expect(await page.locator('.info .title').innerText()).toContain('Lintel');
    // Kept for the change's report: how the reference renders.
    await page.screenshot({ path: join(tmpdir(), 'lintel-docs.png') });
    expect(foreign).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  }, 60_000);

  it('the landing page links to the reference, GraphQL and the quick start', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    await page.getByRole('link', { name: 'API reference' }).click();
    await page.locator('.opblock').first().waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/docs');
    await page.goto(baseUrl);
    expect(await page.getByRole('link', { name: 'GraphQL' }).getAttribute('href')).toBe('/graphql');
    await page.getByRole('link', { name: 'Quick start' }).click();
    expect(await page.locator('#quick-start + p + pre').innerText()).toContain(`${baseUrl}/token`);
    await page.close();
  }, 60_000);
});

describe('the landing page in a 1280×800 window', () => {
  it('fits: no horizontal scroll of the page, nor inside its code block', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(baseUrl);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      blocks: [...document.querySelectorAll('pre')].map((pre) => ({
        scroll: pre.scrollWidth,
        client: pre.clientWidth,
      })),
    }));
    expect(widths.page).toBeLessThanOrEqual(1280);
    expect(widths.blocks.length).toBeGreaterThan(0);
    for (const block of widths.blocks)
      expect(block.scroll, JSON.stringify(widths)).toBeLessThanOrEqual(block.client);
    await page.close();
  }, 60_000);
});

describe('GET / for API clients', () => {
  it('answers JSON with the links', async () => {
    const res = await t.request('GET', '/', { headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Lintel',
      links: { docs: `${t.url}/docs`, graphql: `${t.url}/graphql` },
    });
  });

  it('serves the reference assets cacheably (ETag, 304)', async () => {
    const first = await t.request('GET', '/docs/swagger-ui.css');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await t.request('GET', '/docs/swagger-ui.css', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await t.request('GET', '/docs/other.js')).status).toBe(404);
  });
});
