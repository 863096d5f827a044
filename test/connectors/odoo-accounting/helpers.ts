import { expect } from 'vitest';
import { createOdooAccountingConnector } from '../../../src/connectors/odoo-accounting/index.js';
import {
  type OdooFake,
  type OdooFakeOptions,
  type OdooVersion,
  startOdooFake,
} from '../../fakes/odoo/server.js';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../../kit/app.js';
import { checkAgainstChift } from '../../kit/chift.js';
import { credentialsOf, HTTP, newConsumer } from '../odoo/helpers.js';

export const VERSIONS: OdooVersion[] = [16, 17, 18, 19];

/** A test app whose only vendor connector is Odoo Accounting, reading through the cache. */
export function createAccountingTestApp(): Promise<TestApp> {
  return createTestApp({
    env: { ...READ_THROUGH },
    deps: { connectors: [createOdooAccountingConnector({ http: HTTP })] },
  });
}

export interface AccountingOdoo {
  fake: OdooFake;
  consumerId: string;
  /** `GET /consumers/{id}/accounting/{rest}`: the status expected, the body checked against Chift's document. */
  get<T = any>(rest: string, status?: number): Promise<T>;
  /** Any request on the consumer's accounting paths, checked against Chift's document. */
  request(method: string, rest: string, body?: unknown): Promise<{ status: number; body: any; text: string }>;
  /** The `execute_kw` calls `run` makes as `model.method`, field probes left out. */
  calls(run: () => Promise<unknown>): Promise<string[]>;
}

/** A fake Odoo in accounting mode and a consumer connected to it (integration 11). */
export async function connectAccounting(
  t: TestApp,
  account: TestAccount,
  options: OdooFakeOptions,
): Promise<AccountingOdoo> {
  const fake = await startOdooFake({ accounting: true, ...options });
  const consumerId = await newConsumer(t, account);
  await t.expect(200, 'POST', `/consumers/${consumerId}/connections`, {
    token: account.token,
    body: { integrationid: 11, credentials: credentialsOf(fake) },
  });
  // The connection's first read also loads what it keeps (the user's companies, the server's
  // version): done here, so the counts below are those of a connection in use.
  await t.expect(200, 'GET', `/consumers/${consumerId}/accounting/bookyears`, { token: account.token });
  fake.reset();
  const request = async (method: string, rest: string, body?: unknown) => {
    const url = `/consumers/${consumerId}/accounting/${rest}`;
    const res = await t.request(method, url, {
      token: account.token,
      ...(body === undefined ? {} : { body }),
    });
    const verdict = checkAgainstChift(method, new URL(url, 'http://x').pathname, res.status, res.body);
    expect(verdict?.problems ?? [], `${method} ${rest}: ${res.text}`).toEqual([]);
    return res;
  };
  return {
    fake,
    consumerId,
    request,
    async get(rest, status = 200) {
      const res = await request('GET', rest);
      expect(res.status, `GET ${rest}: ${res.text}`).toBe(status);
      return res.body;
    },
    async calls(run) {
      fake.reset();
      await run();
      return fake.calls.filter((c) => c.model && c.orm !== 'fields_get').map((c) => `${c.model}.${c.orm}`);
    },
  };
}

/** The ORM methods that change Odoo's data. */
const WRITES = new Set([
  'create',
  'write',
  'unlink',
  'action_post',
  'reconcile',
  'load',
  'action_create_payments',
]);

/** The `model.method` calls of the fake that wrote something (since its last reset). */
export function writesOf(fake: OdooFake): string[] {
  return fake.calls.filter((c) => c.orm && WRITES.has(c.orm)).map((c) => `${c.model}.${c.orm}`);
}

/**
 * A write refused by Lintel before Odoo was written to: its status and code, the offending line
 * named in `detail`, and no write call at the fake.
 */
export async function expectRefused(
  odoo: AccountingOdoo,
  method: string,
  rest: string,
  body: unknown,
  expected: { status: number; code: string; detail?: RegExp },
): Promise<void> {
  odoo.fake.reset();
  const res = await odoo.request(method, rest, body);
  expect(res.status, res.text).toBe(expected.status);
  expect(res.body.error_code ?? res.body.code, res.text).toBe(expected.code);
  if (expected.detail) expect(res.body.detail ?? res.text).toMatch(expected.detail);
  expect(writesOf(odoo.fake)).toEqual([]);
}
