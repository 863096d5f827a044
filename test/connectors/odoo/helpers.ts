import type { HttpClientOptions } from '../../../src/connectors/http.js';
import { createOdooConnector } from '../../../src/connectors/odoo/index.js';
import type { OdooFake } from '../../fakes/odoo/server.js';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../../kit/app.js';

/** Short timeouts so failures show within a test's budget (the brief's settings). */
export const HTTP: Omit<HttpClientOptions, 'vendor'> = {
  timeoutMs: 500,
  retries: 2,
  baseDelayMs: 5,
  maxDelayMs: 20,
  breakerThreshold: 3,
  breakerOpenMs: 300,
};

export async function createOdooTestApp(
  http: Omit<HttpClientOptions, 'vendor'> = HTTP,
  env: Record<string, string> = {},
): Promise<TestApp> {
  return createTestApp({
    env: { ...READ_THROUGH, ...env },
    deps: { connectors: [createOdooConnector({ http })] },
  });
}

export function credentialsOf(fake: OdooFake, overrides: Record<string, string> = {}) {
  const values = {
    url: fake.url,
    db: fake.state.db,
    login: fake.state.login,
    api_key: fake.state.apiKey,
    ...overrides,
  };
  return Object.entries(values).map(([key, value]) => ({ key, value }));
}

export async function newConsumer(t: TestApp, account: TestAccount): Promise<string> {
  const consumer = await t.expect<{ consumerid: string }>(200, 'POST', '/consumers', {
    token: account.token,
    body: { name: 'Odoo customer' },
  });
  return consumer.consumerid;
}

/** A consumer with an Odoo connection to `fake` (credentials checked by the app on the way). */
export async function connectOdoo(
  t: TestApp,
  account: TestAccount,
  fake: OdooFake,
): Promise<{ consumerId: string; connectionId: string }> {
  const consumerId = await newConsumer(t, account);
  const connection = await t.expect<{ connectionid: string }>(
    200,
    'POST',
    `/consumers/${consumerId}/connections`,
    { token: account.token, body: { integrationid: 10, credentials: credentialsOf(fake) } },
  );
  return { consumerId, connectionId: connection.connectionid };
}

export const path = (consumerId: string, rest: string) => `/consumers/${consumerId}/invoicing/${rest}`;

/** Milliseconds `run` took, and its result. */
export async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: performance.now() - started, value };
}
