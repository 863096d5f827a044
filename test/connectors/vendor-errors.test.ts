import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOdooConnector } from '../../src/connectors/odoo/index.js';
import { errorCatalogue } from '../../src/errors.js';
import { startOdooFake } from '../fakes/odoo/server.js';
import { SELF_SIGNED_CERT, SELF_SIGNED_KEY } from '../fakes/self-signed.js';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../kit/app.js';
import { newConsumer, path } from './odoo/helpers.js';

/**
 * Vendor failures as a person meets them: the `detail` says what failed in plain words and
 * where (the address called), and the server log has one warn line per failure with the request,
 * consumer, connection and cause. Each vendor here is a real local server (or a port with none).
 */

const API_KEY = 'odoo-key-5b1f0c9e7d3a';
/** Short settings: no test waits longer than these (the timeout case waits `timeoutMs`). */
const HTTP = { timeoutMs: 200, connectTimeoutMs: 1_000, retries: 0, breakerThreshold: 100 };

let t: TestApp;
let account: TestAccount;
const logLines: string[] = [];

beforeAll(async () => {
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  t = await createTestApp({
    env: READ_THROUGH,
    deps: { logger, connectors: [createOdooConnector({ http: HTTP })] },
  });
  account = await t.newAccount('Vendor errors');
});

afterAll(async () => {
  await t?.close();
});

beforeEach(() => {
  logLines.length = 0;
});

const odooCredentials = (url: string) => [
  { key: 'url', value: url },
  { key: 'db', value: 'acme' },
  { key: 'login', value: 'admin@acme.test' },
  { key: 'api_key', value: API_KEY },
];

/** Creates an Odoo connection to `url` under request id `requestId`; answers the response. */
async function connect(url: string, requestId: string) {
  const consumerId = await newConsumer(t, account);
  const res = await t.request('POST', `/consumers/${consumerId}/connections`, {
    token: account.token,
    headers: { 'x-request-id': requestId },
    body: { integrationid: 10, credentials: odooCredentials(url) },
  });
  return { consumerId, res };
}

/** The warn lines reporting a connector failure for `requestId`. */
function failureLines(requestId: string): Record<string, unknown>[] {
  return logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line['msg'] === 'connector call failed' && line['requestId'] === requestId);
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A port nothing listens on: bound, then freed. */
async function closedPort(): Promise<number> {
  const server = createHttpServer();
  const port = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a vendor that cannot be reached: detail and log say what and where', () => {
  it('connection refused: the address in the detail, one warn line with the request, consumer and cause', async () => {
    const port = await closedPort();
    const { consumerId, res } = await connect(`http://127.0.0.1:${port}`, 'req-refused');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Error while trying to perform your request',
      status: 'error',
      detail: `Odoo could not be reached: connection refused at http://127.0.0.1:${port}/ (common.authenticate)`,
      error_code: 'ERROR_CONNECTOR_REQUEST',
    });
    const lines = failureLines('req-refused');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      accountId: account.accountId,
      consumerId,
      connectionId: null,
      integrationId: 10,
      operation: 'checkCredentials',
      errorCode: 'ERROR_CONNECTOR_REQUEST',
      cause: res.body.detail,
    });
    expect(logLines.join('')).not.toContain(API_KEY);
  });

  it('a vendor that never answers: "timed out after" the setting, at its address', async () => {
    const silent = createHttpServer(() => {
      // Never answers: the client's per-attempt timeout (200 ms here) ends the call.
    });
    const port = await listen(silent);
    try {
      const started = performance.now();
      const { res } = await connect(`http://127.0.0.1:${port}`, 'req-silent');
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(
        `Odoo did not answer: timed out after 0.2 s at http://127.0.0.1:${port}/ (common.authenticate)`,
      );
      expect(failureLines('req-silent')).toHaveLength(1);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('a self-signed certificate: "TLS certificate not valid for" the host', async () => {
    const tls = createHttpsServer({ cert: SELF_SIGNED_CERT, key: SELF_SIGNED_KEY }, (_req, res) =>
      res.end('{}'),
    );
    const port = await listen(tls);
    try {
      const { res } = await connect(`https://127.0.0.1:${port}`, 'req-tls');
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(
        'Odoo could not be reached: TLS certificate not valid for 127.0.0.1: self-signed certificate (common.authenticate)',
      );
      expect(failureLines('req-tls')).toHaveLength(1);
    } finally {
      tls.closeAllConnections();
      await new Promise<void>((resolve) => tls.close(() => resolve()));
    }
  });

  it('a host that does not resolve (.invalid never does) and a port HTTP clients never call', async () => {
    const unresolved = await connect('https://acme.invalid', 'req-dns');
    expect(unresolved.res.status).toBe(400);
    expect(unresolved.res.body.detail).toBe(
      'Odoo could not be reached: host acme.invalid could not be resolved (common.authenticate)',
    );
    // fetch refuses the ports browsers block (9 is "discard") before any connection.
    const blocked = await connect('http://127.0.0.1:9', 'req-port');
    expect(blocked.res.status).toBe(400);
    expect(blocked.res.body.detail).toBe(
      'Odoo could not be reached: port 9 of http://127.0.0.1:9/ is one HTTP clients never call (common.authenticate)',
    );
  });

  it('a read through a connection whose vendor went down: logged once, with the connection and operation', async () => {
    const fake = await startOdooFake();
    const consumerId = await newConsumer(t, account);
    const connection = await t.expect<{ connectionid: string }>(
      200,
      'POST',
      `/consumers/${consumerId}/connections`,
      {
        token: account.token,
        body: {
          integrationid: 10,
          credentials: [
            { key: 'url', value: fake.url },
            { key: 'db', value: fake.state.db },
            { key: 'login', value: fake.state.login },
            { key: 'api_key', value: fake.state.apiKey },
          ],
        },
      },
    );
    const read = () =>
      t.request('GET', path(consumerId, 'taxes'), {
        token: account.token,
        headers: { 'x-request-id': 'req-read' },
      });
    expect((await read()).status).toBe(200);
    expect(failureLines('req-read')).toHaveLength(0);

    await fake.close();
    const res = await read();
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(
      new RegExp(`^Odoo could not be reached: connection refused at ${fake.url}/ \\(`),
    );
    const lines = failureLines('req-read');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      consumerId,
      connectionId: connection.connectionid,
      integrationId: 10,
      operation: 'invoicing.taxes.list',
      cause: res.body.detail,
    });
    expect(logLines.join('')).not.toContain(fake.state.apiKey);
  });
});

describe('no error body with an empty detail', () => {
  it('every catalogued error has a sentence to fall back on', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.detail.length, code).toBeGreaterThan(20);
    }
  });

  it('an unknown consumer, an unknown path and a missing token answer a detail that says what to do', async () => {
    const missing = await t.request('GET', '/consumers/00000000-0000-4000-8000-000000000000', {
      token: account.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('No consumer of your account has this id: GET /consumers lists them');
    const unknown = await t.request('GET', '/no/such/path', {
      token: account.token,
      offChiftContract: 'a path Chift does not have',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('No route answers this path: GET /docs lists the API');
    const anonymous = await t.request('GET', '/consumers');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.detail).toMatch(/^Send Authorization: Bearer /);
  });
});
