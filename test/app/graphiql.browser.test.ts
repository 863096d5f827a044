import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHIQL_EXAMPLES } from '../../src/graphql/graphiql.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';
import { launchChromium } from '../kit/browser.js';

/**
 * GraphiQL as a person opens it, in real Chromium: the page renders under Lintel's security
 * headers (a Content-Security-Policy that blocked its scripts would leave a blank page, which no
 * HTTP-level test sees), its sign-in form gets a token that every request then carries, and a
 * query with a token in the headers pane answers data too.
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
  it('shows the docs before any token, and says how to sign in', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/graphql`);
    await page.locator('.graphiql-container').first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    // The schema fetch ran without a token: the explorer lists the root types.
    await expect
      .poll(async () => page.locator('.graphiql-doc-explorer').innerText(), { timeout: 15_000 })
      .toMatch(/Query/);
    await expect.poll(async () => page.locator('.graphiql-doc-explorer').innerText()).toMatch(/Subscription/);
    // The opening query explains the sign-in step, and the form is there.
    const editorText = (await page.locator('.graphiql-query-editor').innerText()).replace(/\s+/g, ' ');
    expect(editorText).toContain('Sign in above');
    await expect.poll(() => page.getByLabel('Client secret').isVisible()).toBe(true);
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

  it('signs in with client credentials, sends the token on every request, and signs out', async () => {
    const page = await openGraphiQL();
    const problems = problemsOf(page);
    const authorizations = graphqlAuthorizations(page);

    await signIn(page, account);
    await expect
      .poll(() => page.locator('#lintel-who').innerText(), { timeout: 15_000 })
      .toContain(`client ${account.clientId} of account ${account.accountId}`);
    await expect.poll(() => page.getByLabel('Client secret').isVisible()).toBe(false);
    // The token is in this tab's sessionStorage, nowhere in localStorage.
    const storage = await page.evaluate(() => ({
      session: JSON.stringify({ ...sessionStorage }),
      local: JSON.stringify({ ...localStorage }),
    }));
    const token = (JSON.parse(JSON.parse(storage.session)['lintel.graphiql.session']) as { token: string })
      .token;
    expect(token.split('.')).toHaveLength(3);
    expect(storage.local).not.toContain(token);

    // The welcome tab's query runs with the token, no header typed.
    authorizations.length = 0;
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(() => resultText(page), { timeout: 15_000 }).toContain('Sandbox Invoicing');
    expect(authorizations).toContain(`Bearer ${token}`);

    // Signed in across a reload (same tab): the schema fetch carries the token, the docs show.
    authorizations.length = 0;
    await page.reload();
    await page.locator('.graphiql-container').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('#lintel-who').innerText()).toContain(account.clientId);
    await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    await expect
      .poll(() => page.locator('.graphiql-doc-explorer').innerText(), { timeout: 15_000 })
      .toMatch(/Query/);
    expect(authorizations).toContain(`Bearer ${token}`);

    // Signed out: the form is back, the token forgotten, requests go without it.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByLabel('Client secret').isVisible()).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('lintel.graphiql.session'))).toBeNull();
    authorizations.length = 0;
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(() => resultText(page), { timeout: 15_000 }).toContain('Not authenticated');
    expect(authorizations.length).toBeGreaterThan(0);
    expect(authorizations.every((a) => a === '')).toBe(true);

    expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
    await page.close();
  }, 90_000);

  it('shows the error of /token in the form: a wrong secret does not sign in', async () => {
    const page = await openGraphiQL();
    await signIn(page, { ...account, clientSecret: `${account.clientSecret}-wrong` });
    await expect
      .poll(() => page.locator('#lintel-sign-in-error').innerText(), { timeout: 15_000 })
      .toContain('Invalid client credentials');
    expect(await page.locator('#lintel-signed-in').isVisible()).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('lintel.graphiql.session'))).toBeNull();
    await page.close();
  }, 60_000);

  it('opens one example per API, its consumer filled in after sign-in, and each answers data', async () => {
    const owner = await t.newAccount('GraphiQL examples');
    const { consumerId } = await t.newConsumer(owner);
    const page = await openGraphiQL();
    await signIn(page, owner);
    // The page looks the consumer up and loads again to put its id in the examples' variables.
    await expect
      .poll(() => page.locator('#lintel-examples-consumer').innerText(), { timeout: 20_000 })
      .toContain(consumerId);
    await page.locator('.graphiql-container').first().waitFor({ timeout: 20_000 });

    for (const example of GRAPHIQL_EXAMPLES) {
      const [, kind = '', name = ''] = /^(query|mutation|subscription) (\w+)/m.exec(example.query)!;
      await page.locator('.graphiql-tab', { hasText: name }).first().click();
      await expect
        .poll(async () => (await page.locator('.graphiql-query-editor').innerText()).replace(/\s+/g, ' '))
        .toContain(`${kind} ${name}`);
      // GraphiQL learns the tab's operation name from its editor a moment later: a run at once
      // would send the previous tab's ("Cannot infer operation").
      await page.waitForTimeout(1_000);
      if (kind === 'subscription') {
        await page.locator('.graphiql-execute-button').click();
        // An event that happens while it runs shows up.
        await page.waitForTimeout(1_000);
        await t.newConsumer(owner, []);
        await expect.poll(() => resultText(page), { timeout: 15_000 }).toContain('CONSUMER_CREATED');
        await page.locator('.graphiql-execute-button').click();
        continue;
      }
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(`${kind} ${name}`),
      );
      await page.locator('.graphiql-execute-button').click();
      const body = (await (await answer).json()) as { data?: unknown; errors?: unknown };
      expect(body.errors, `${name}: ${JSON.stringify(body.errors)}`).toBeUndefined();
      expect(body.data, name).toBeTruthy();
      await expect.poll(() => resultText(page), { timeout: 15_000 }).toContain('"data"');
    }
    await page.close();
  }, 120_000);
});

async function openGraphiQL(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/graphql`);
  await page.locator('.graphiql-container').first().waitFor({ timeout: 20_000 });
  return page;
}

function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** The Authorization header ('' when none) of each GraphQL request the page sends from now on. */
function graphqlAuthorizations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST')
      seen.push(request.headers()['authorization'] ?? '');
  });
  return seen;
}

async function signIn(page: Page, who: Pick<TestAccount, 'clientId' | 'clientSecret' | 'accountId'>) {
  await page.getByLabel('Client id').fill(who.clientId);
  await page.getByLabel('Client secret').fill(who.clientSecret);
  await page.getByLabel('Account id').fill(who.accountId);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function resultText(page: Page): Promise<string> {
  return (await page.locator('.result-window').innerText()).replace(/\s+/g, ' ');
}
