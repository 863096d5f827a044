import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOdooConnector } from '../../src/connectors/odoo/index.js';
import { connectOdoo, credentialsOf, path } from '../connectors/odoo/helpers.js';
import { type OdooFake, startOdooFake } from '../fakes/odoo/server.js';
import { graphql } from '../gql/index.js';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * `LinkedAccount.createdOn` and `lastError` (the operator console's view of a connection): the
 * last ERROR_CONNECTOR_* of the connection, written at most once a minute (the app's clock is
 * moved, not waited for) and cleared by the next success, or by credentials the software accepts.
 * REST keeps Chift's `ConnectionItem`.
 */

let t: TestApp;
let account: TestAccount;
let fake: OdooFake;
/** The clock of the once-a-minute write, moved by the test. */
let clock = Date.now();
/** The app's log lines, parsed. */
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  fake = await startOdooFake();
  t = await createTestApp({
    env: READ_THROUGH,
    deps: {
      connectors: [createOdooConnector({ http: { timeoutMs: 500, retries: 0, breakerThreshold: 100 } })],
      connectionErrorsNow: () => clock,
      logger: pino(
        { level: 'info' },
        new Writable({
          write(chunk, _encoding, done) {
            logLines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
            done();
          },
        }),
      ),
    },
  });
  account = await t.newAccount('Connection errors');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const LinkedAccountsQuery = graphql(`
  query LinkedAccountHealth($id: ID!) {
    consumer(id: $id) {
      connections {
        id
        createdOn
        lastError { code message detail occurredOn }
      }
    }
  }
`);

describe('LinkedAccount.lastError', () => {
  it('records a connector failure, keeps it for a minute, and clears it on the next success', async () => {
    const { consumerId, connectionId } = await connectOdoo(t, account, fake);
    const health = async () => {
      const res = await t.graphql(LinkedAccountsQuery, { id: consumerId }, { token: account.token });
      expect(res.errors).toBeUndefined();
      const [connection] = res.data!.consumer!.connections;
      expect(connection!.id).toBe(connectionId);
      return connection!;
    };
    const read = () => t.request('GET', path(consumerId, 'taxes'), { token: account.token });

    const fresh = await health();
    expect(Date.parse(fresh.createdOn!)).toBeGreaterThan(Date.now() - 60_000);
    expect(fresh.lastError).toBeNull();
    expect((await read()).status).toBe(200);

    fake.inject({ kind: 'garbage' }, { times: 1 });
    const failed = await read();
    expect(failed.status).toBe(400);
    expect(failed.body.error_code).toBe('ERROR_CONNECTOR_REQUEST');
    const recorded = (await health()).lastError!;
    expect(recorded).toEqual({
      code: 'ERROR_CONNECTOR_REQUEST',
      message: failed.body.message,
      detail: failed.body.detail,
      occurredOn: new Date(clock).toISOString(),
    });

    // Another failure within the minute is not written again.
    clock += 30_000;
    fake.inject({ kind: 'http', status: 500 }, { times: 1 });
    const again = await read();
    expect(again.status).toBe(400);
    expect(again.body.detail).not.toBe(failed.body.detail);
    expect((await health()).lastError).toEqual(recorded);

    // A success clears it; REST's connection stays Chift's shape throughout.
    expect((await read()).status).toBe(200);
    expect((await health()).lastError).toBeNull();
    const [rest] = await t.expect(200, 'GET', `/consumers/${consumerId}/connections`, {
      token: account.token,
    });
    expect(Object.keys(rest).sort()).toEqual([
      'api',
      'connectionid',
      'data',
      'integration',
      'integrationid',
      'name',
      'status',
    ]);

    // Past the minute since the last write, the next failure is written.
    clock += 31_000;
    fake.inject({ kind: 'http', status: 503 }, { times: 1 });
    const later = await read();
    expect(later.status).toBe(400);
    expect((await health()).lastError).toMatchObject({
      code: 'ERROR_CONNECTOR_REQUEST',
      detail: later.body.detail,
      occurredOn: new Date(clock).toISOString(),
    });

    // Credentials the software accepts again (checked on the way) end it too.
    await t.expect(200, 'PATCH', `/consumers/${consumerId}/connections/${connectionId}`, {
      token: account.token,
      body: { credentials: credentialsOf(fake) },
    });
    expect((await health()).lastError).toBeNull();
  });

  it('the change poller records its failures as a request does, logs them alike, and clears them', async () => {
    const { consumerId, connectionId } = await connectOdoo(t, account, fake);
    // A subscription that needs this connection polled.
    await t.expect(200, 'POST', '/webhooks', {
      token: account.token,
      body: { event: 'invoicing.invoice.created', url: 'https://receiver.example/hook', integrationid: 10 },
    });
    clock += 120_000;
    fake.inject({ kind: 'http', status: 500 }, { times: 10 });
    logLines.length = 0;
    expect(await t.app.pollChanges()).toBe(0);
    // This connection's line (the account's other Odoo connection, on the same fake, fails too).
    const lines = logLines.filter(
      (l) => l['msg'] === 'connector call failed' && l['connectionId'] === connectionId,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        accountId: account.accountId,
        consumerId,
        connectionId,
        integrationId: 10,
        operation: 'invoicing.invoices.list',
        poll: 'invoice',
        errorCode: 'ERROR_CONNECTOR_REQUEST',
        cause: expect.stringMatching(/^Odoo answered HTTP 500 at http:\/\/127\.0\.0\.1:\d+\//),
      }),
    ]);
    const health = await t.graphql(LinkedAccountsQuery, { id: consumerId }, { token: account.token });
    const connection = health.data!.consumer!.connections.find((c) => c.id === connectionId)!;
    expect(connection.lastError).toMatchObject({
      code: 'ERROR_CONNECTOR_REQUEST',
      detail: lines[0]!['cause'],
    });

    // The vendor is back; the connection's next turn (made due now, not waited for) clears it.
    fake.reset();
    await t.app.store.db.query('update poll_state set next_poll_at = now() where connection_id = $1', [
      connectionId,
    ]);
    await t.app.pollChanges();
    const after = await t.graphql(LinkedAccountsQuery, { id: consumerId }, { token: account.token });
    expect(after.data!.consumer!.connections.find((c) => c.id === connectionId)!.lastError).toBeNull();
  });
});
