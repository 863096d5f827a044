import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';
import { launchChromium } from '../kit/browser.js';

/**
 * GraphiQL as a person opens it, in real Chromium: the page renders under Lintel's security
 * headers (a Content-Security-Policy that blocked its scripts would leave a blank page, which no
 * HTTP-level test sees), and a query with a token in the headers pane answers data.
 */

let t: TestApp;
let account: TestAccount;
let baseUrl: string;
let browser: Browser;

beforeAll(async () => {
  t = await createTestApp({ env: { LINTEL_GRAPHIQL: 'true' } });
  account = await t.newAccount('GraphiQL account');
  baseUrl = t.url;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe('GraphiQL in Chromium', () => {
  it('shows the docs before any token, and says how to add one', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/graphql`);
    await page.locator('.graphiql-container').first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    // The schema fetch ran without a token: the explorer lists the root types.
    await expect
      .poll(async () => page.locator('.graphiql-doc-explorer').innerText(), { timeout: 15_000 })
      .toMatch(/Query/);
    await expect.poll(async () => page.locator('.graphiql-doc-explorer').innerText()).toMatch(/Subscription/);
    // The opening query explains the token step.
    const editorText = (await page.locator('.graphiql-query-editor').innerText()).replace(/\s+/g, ' ');
    expect(editorText).toContain('Headers tab');
    expect(editorText).toContain('Authorization');
    await page.close();
  }, 60_000);

  it('fits a 1280×800 window: no horizontal scroll of the page, nor of the welcome text', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl}/graphql`);
    await page.locator('.graphiql-query-editor .view-line').first().waitFor({ timeout: 20_000 });
    const widths = await page.evaluate(() => {
      const editor = document.querySelector('.graphiql-query-editor');
      const lines = editor?.querySelector('.view-lines');
      const scrollable = editor?.querySelector('.monaco-scrollable-element');
      return {
        page: document.documentElement.scrollWidth,
        // Monaco sizes `.view-lines` to its longest line; the editor shows `clientWidth` of it.
        text: lines instanceof HTMLElement ? lines.scrollWidth : -1,
        editor: scrollable instanceof HTMLElement ? scrollable.clientWidth : -1,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(1280);
    expect(widths.text, JSON.stringify(widths)).toBeGreaterThan(0);
    expect(widths.text, JSON.stringify(widths)).toBeLessThanOrEqual(widths.editor);
    await page.close();
  }, 60_000);

  it('renders, and runs a query with the token put in its headers pane', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));

    // The query comes in the URL (GraphiQL reads `?query=`); the token is typed into the headers
    // pane, then the person presses run, as the README says.
    const query = '{ integrations { integrationId name } }';
    const response = await page.goto(`${baseUrl}/graphql?query=${encodeURIComponent(query)}`);
    expect(response?.status()).toBe(200);
    await page.locator('.graphiql-container').first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Headers', exact: true }).click();
    const headersEditor = page.locator('.graphiql-editor-tool .graphiql-editor:not(.hidden)');
    await headersEditor.click();
    await page.keyboard.insertText(JSON.stringify({ Authorization: `Bearer ${account.token}` }));
    await page.locator('.graphiql-execute-button').click();
    await expect
      .poll(async () => (await page.locator('.result-window').innerText()).replace(/\s+/g, ' '), {
        timeout: 15_000,
      })
      .toContain('Sandbox Invoicing');

    expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
    await page.close();
  }, 60_000);
});
