import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OdooCall, type OdooFake, startOdooFake } from '../../fakes/odoo/server.js';
import type { TestAccount, TestApp } from '../../kit/app.js';
import { connectOdoo, createOdooTestApp, HTTP, path, timed } from './helpers.js';

/**
 * Failures between Lintel and Odoo, with the short client settings of `HTTP` (500 ms timeout,
 * 2 retries, breaker after 3 failures for 300 ms): rejected credentials (502), a vendor that is
 * down, slow, rate limiting, failing or answering garbage (400 ERROR_CONNECTOR_REQUEST), the
 * breaker, and writes that are never retried. Each test has its own connection, so breaker and
 * uid cache start fresh.
 */

let fake: OdooFake;
let t: TestApp;
let account: TestAccount;
const KEY = 'odoo-key-7f3a9c2e5b';

beforeAll(async () => {
  fake = await startOdooFake({ version: 17 });
  t = await createOdooTestApp();
  account = await t.newAccount('Odoo resilience');
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const isObject = (c: OdooCall) => c.service === 'object';
const taxReads = () => fake.count({ model: 'account.tax', orm: 'search_read' });

/** A new connection, already authenticated and probed (one successful tax page). */
async function warmConnection() {
  fake.state.apiKey = KEY;
  const { consumerId } = await connectOdoo(t, account, fake);
  const taxes = () => t.request('GET', path(consumerId, 'taxes?size=2'), { token: account.token });
  expect((await taxes()).status).toBe(200);
  fake.reset();
  return { consumerId, taxes };
}

describe('authentication failures → 502', () => {
  it('a key revoked before the first call: authenticate answers false', async () => {
    const { consumerId } = await connectOdoo(t, account, fake);
    fake.reset();
    fake.state.apiKey = 'rotated-key';
    try {
      const res = await t.request('GET', path(consumerId, 'taxes'), { token: account.token });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        message: 'Error while trying to authenticate to Odoo',
        status: 'error',
        detail: 'Odoo rejected the login or API key (authenticate answered false)',
        error_code: 'ERROR_CONNECTOR_AUTHENTICATION',
      });
      expect(fake.calls.map((c) => c.method)).toEqual(['authenticate']);
    } finally {
      fake.state.apiKey = KEY;
    }
  });

  it('a key revoked after the uid is cached: AccessDenied in execute_kw, then a fresh login', async () => {
    const { taxes } = await warmConnection();
    fake.state.apiKey = 'rotated-key';
    const res = await taxes();
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      message: 'Error while trying to authenticate to Odoo',
      error_code: 'ERROR_CONNECTOR_AUTHENTICATION',
      detail: 'Odoo refused the credentials: AccessDenied (account.tax.search_read)',
    });
    expect(res.text).not.toContain(KEY);
    expect(res.text).not.toContain('rotated-key');
    // AccessDenied is not retried.
    expect(taxReads()).toBe(1);
    fake.state.apiKey = KEY;
    expect((await taxes()).status).toBe(200);
    expect(fake.count({ method: 'authenticate' })).toBe(1);
  });

  it('HTTP 401 from a proxy in front of Odoo', async () => {
    const { taxes } = await warmConnection();
    fake.inject({ kind: 'http', status: 401 });
    const res = await taxes();
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ error_code: 'ERROR_CONNECTOR_AUTHENTICATION' });
    expect(fake.calls).toHaveLength(1);
  });
});

describe('vendor failures → 400 ERROR_CONNECTOR_REQUEST', () => {
  it('Odoo down (closed port) fails fast', async () => {
    const down = await startOdooFake();
    const { consumerId } = await connectOdoo(t, account, down);
    await down.close();
    const { ms, value: res } = await timed(() =>
      t.request('GET', path(consumerId, 'taxes'), { token: account.token }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Error while trying to perform your request',
      status: 'error',
      detail: `Odoo could not be reached: connection refused at ${down.url}/ (common.authenticate)`,
      error_code: 'ERROR_CONNECTOR_REQUEST',
    });
    expect(ms).toBeLessThan(1_000);
  });

  it('checking credentials against Odoo down → 400 ERROR_CONNECTOR_REQUEST, nothing stored', async () => {
    const down = await startOdooFake();
    const url = down.url;
    await down.close();
    const consumer = await t.expect<{ consumerid: string }>(200, 'POST', '/consumers', {
      token: account.token,
      body: { name: 'Down' },
    });
    const res = await t.request('POST', `/consumers/${consumer.consumerid}/connections`, {
      token: account.token,
      body: {
        integrationid: 10,
        credentials: [
          { key: 'url', value: url },
          { key: 'db', value: 'x' },
          { key: 'login', value: 'y' },
          { key: 'api_key', value: KEY },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'ERROR_CONNECTOR_REQUEST' });
    expect(res.text).not.toContain(KEY);
    expect(
      await t.expect(200, 'GET', `/consumers/${consumer.consumerid}/connections`, { token: account.token }),
    ).toEqual([]);
  });

  it('Odoo too slow: each attempt times out, the request ends within the bound', async () => {
    const { taxes } = await warmConnection();
    fake.inject({ kind: 'slow', delayMs: 2_000 }, { times: 3, match: isObject });
    const { ms, value: res } = await timed(taxes);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error_code: 'ERROR_CONNECTOR_REQUEST',
      detail: `Odoo did not answer: timed out after 0.5 s at ${fake.url}/ (account.tax.search_read)`,
    });
    // 3 attempts × 500 ms plus two short backoffs.
    expect(ms).toBeGreaterThanOrEqual(3 * HTTP.timeoutMs! - 50);
    expect(ms).toBeLessThan(3 * HTTP.timeoutMs! + 1_000);
    expect(taxReads()).toBe(3);
  });

  it('one slow answer is retried and the request succeeds', async () => {
    const { taxes } = await warmConnection();
    fake.inject({ kind: 'slow', delayMs: 2_000 }, { match: isObject });
    const res = await taxes();
    expect(res.status).toBe(200);
    expect(taxReads()).toBe(2);
  });

  it('429 with Retry-After: waits as told, then succeeds', async () => {
    const { taxes } = await warmConnection();
    fake.inject({ kind: 'http', status: 429, retryAfter: '1' }, { match: isObject });
    const { ms, value: res } = await timed(taxes);
    expect(res.status).toBe(200);
    expect(taxReads()).toBe(2);
    expect(ms).toBeGreaterThanOrEqual(950);
  });

  it('500 twice, then success on the last retry', async () => {
    const { taxes } = await warmConnection();
    fake.inject({ kind: 'http', status: 500 }, { times: 2, match: isObject });
    expect((await taxes()).status).toBe(200);
    expect(taxReads()).toBe(3);
  });

  it('503 on every attempt', async () => {
    const { taxes } = await warmConnection();
    fake.inject({ kind: 'http', status: 503 }, { times: 3, match: isObject });
    const res = await taxes();
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(`Odoo answered HTTP 503 at ${fake.url}/ (account.tax.search_read)`);
    expect(taxReads()).toBe(3);
  });

  it('garbage (not JSON) → 400 with a detail and no credential', async () => {
    const { taxes } = await warmConnection();
    fake.inject({ kind: 'garbage' }, { match: isObject });
    const res = await taxes();
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error_code: 'ERROR_CONNECTOR_REQUEST',
      detail: 'Odoo answered a body that is not JSON (HTTP 200, account.tax.search_read)',
    });
    expect(res.text).not.toContain(KEY);
    expect(res.text).not.toContain(fake.state.login);
  });

  it('a JSON-RPC answer of the wrong shape → 400 naming what did not fit', async () => {
    const { taxes } = await warmConnection();
    fake.inject({ kind: 'wrong-shape' }, { match: isObject });
    const res = await taxes();
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(
      'Odoo answered an unexpected account.tax.search_read result: Invalid input: expected array, received string',
    );
  });

  it('a vendor error quoting the key has it redacted', async () => {
    const { taxes } = await warmConnection();
    fake.inject(
      {
        kind: 'rpc-error',
        name: 'builtins.TypeError',
        message: `execute_kw() got ['lintel-demo', 2, '${KEY}', 'admin@example.com']`,
      },
      { match: isObject },
    );
    const res = await taxes();
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(
      // Every credential value is redacted, the database name included (src/connectors/http.ts).
      "Odoo raised TypeError: execute_kw() got ['***', 2, '***', '***'] (account.tax.search_read)",
    );
    expect(res.text).not.toContain(KEY);
  });

  it('a failed create is never retried', async () => {
    const { consumerId } = await warmConnection();
    fake.inject({ kind: 'http', status: 503 }, { match: (c) => c.orm === 'create' });
    const res = await t.request('POST', path(consumerId, 'products'), {
      token: account.token,
      body: { name: 'Retried?' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(`Odoo answered HTTP 503 at ${fake.url}/ (product.product.create)`);
    expect(fake.count({ orm: 'create' })).toBe(1);
    expect(
      [...fake.state.records.get('product.product')!.values()].some((p) => p['name'] === 'Retried?'),
    ).toBe(false);
  });
});

describe('circuit breaker', () => {
  it('opens after 3 failed requests, fails fast without reaching Odoo, closes after breakerOpenMs', async () => {
    const { taxes } = await warmConnection();
    fake.inject({ kind: 'http', status: 500 }, { times: 1_000, match: isObject });
    for (let i = 0; i < 3; i++) expect((await taxes()).status).toBe(400);
    expect(taxReads()).toBe(9);

    const { ms, value: paused } = await timed(taxes);
    expect(paused.status).toBe(400);
    expect(paused.body.detail).toMatch(
      /^Odoo is failing at http:\/\/127\.0\.0\.1:\d+\/; calls are paused for \d+ s$/,
    );
    expect(taxReads()).toBe(9);
    expect(ms).toBeLessThan(100);

    fake.reset();
    await new Promise((resolve) => setTimeout(resolve, HTTP.breakerOpenMs! + 50));
    expect((await taxes()).status).toBe(200);
    expect(taxReads()).toBe(1);
  });

  it('is per connection: another connection to the same Odoo still works', async () => {
    const broken = await warmConnection();
    const healthy = await warmConnection();
    fake.inject({ kind: 'http', status: 500 }, { times: 9, match: isObject });
    for (let i = 0; i < 3; i++) expect((await broken.taxes()).status).toBe(400);
    expect((await broken.taxes()).body.detail).toMatch(/paused/);
    expect((await healthy.taxes()).status).toBe(200);
  });
});
