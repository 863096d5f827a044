import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_KEY, createTestApp, type TestAccount, type TestApp } from '../kit/app.js';
import { createDatabase } from '../kit/postgres.js';
import {
  cleanUp,
  fetchToken,
  onCleanUp,
  restClient,
  sharedPostgresEnv,
  startLintel,
  waitForBanner,
} from '../kit/process.js';

/**
 * Revocation (contract §8): deleting an API client or rotating its secret makes every token it
 * issued fail with 401, account and consumer tokens alike; expired tokens say so.
 */

let t: TestApp;
const admin = { authorization: `Bearer ${ADMIN_KEY}` };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await cleanUp();
});

async function consumerTokenOf(account: TestAccount, consumerId: string): Promise<string> {
  return (await t.expect(200, 'POST', `/consumers/${consumerId}/token`, { token: account.token }))
    .access_token;
}

describe('rotating a client secret', () => {
  it('refuses the old secret and every token issued before; the new secret works', async () => {
    const account = await t.newAccount('Rotated');
    const { consumerId } = await t.newConsumer(account, [1]);
    const consumerToken = await consumerTokenOf(account, consumerId);
    await t.expect(200, 'GET', '/consumers', { token: account.token });

    const rotated = await t.expect(
      200,
      'POST',
      `/admin/accounts/${account.accountId}/clients/${account.clientId}/rotate`,
      {
        headers: admin,
      },
    );
    expect(rotated).toMatchObject({ clientId: account.clientId, clientSecret: expect.any(String) });
    expect(rotated.clientSecret).not.toBe(account.clientSecret);

    for (const [name, token, path] of [
      ['account token', account.token, '/consumers'],
      ['consumer token', consumerToken, `/consumers/${consumerId}/invoicing/taxes`],
    ] as const) {
      const res = await t.request('GET', path, { token });
      expect(res.status, name).toBe(401);
      expect(res.body.message, name).toBe('Invalid token');
    }
    const gql = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: '{ consumers(first: 50) { nodes { id } } }' },
    });
    expect(gql.status).toBe(401);

    const credentials = { clientId: account.clientId, accountId: account.accountId };
    expect(
      (await t.request('POST', '/token', { body: { ...credentials, clientSecret: account.clientSecret } }))
        .status,
    ).toBe(401);
    const fresh = await t.expect(200, 'POST', '/token', {
      body: { ...credentials, clientSecret: rotated.clientSecret },
    });
    await t.expect(200, 'GET', '/consumers', { token: fresh.access_token });
  });
});

describe('deleting a client', () => {
  it('answers 204, then its tokens are refused; unknown clients are 404', async () => {
    const account = await t.newAccount('Deleted');
    const created = await t.expect(200, 'POST', `/admin/accounts/${account.accountId}/clients`, {
      headers: admin,
      body: { name: 'Second client' },
    });
    const second = (
      await t.expect(200, 'POST', '/token', {
        body: {
          clientId: created.clientId,
          clientSecret: created.clientSecret,
          accountId: account.accountId,
        },
      })
    ).access_token;
    await t.expect(200, 'GET', '/consumers', { token: second });

    const res = await t.request(
      'DELETE',
      `/admin/accounts/${account.accountId}/clients/${created.clientId}`,
      {
        headers: admin,
      },
    );
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await t.request('GET', '/consumers', { token: second })).status).toBe(401);
    // The account's other client is untouched.
    await t.expect(200, 'GET', '/consumers', { token: account.token });

    for (const path of [
      `/admin/accounts/${account.accountId}/clients/${created.clientId}`,
      `/admin/accounts/${account.accountId}/clients/not-a-uuid`,
      `/admin/accounts/00000000-0000-4000-8000-000000000000/clients/${account.clientId}`,
    ]) {
      const gone = await t.request('DELETE', path, { headers: admin });
      expect(gone.status, path).toBe(404);
      expect(gone.body.error_code, path).toBe('ERROR_CLIENT_NOT_FOUND');
    }
    expect(
      (await t.request('DELETE', `/admin/accounts/${account.accountId}/clients/${account.clientId}`)).status,
    ).toBe(401);
  });
});

describe('expired tokens', () => {
  it("answer 401 with the message 'Token expired'", async () => {
    const account = await t.newAccount('Expiring');
    const { consumerId } = await t.newConsumer(account, [1]);
    const short = (
      await t.expect(200, 'POST', `/consumers/${consumerId}/token`, {
        token: account.token,
        // Three seconds: `exp` counts whole seconds, so a token of one could expire before its
        // first use on a loaded machine (it did, once, in a full run).
        body: { expires_in: 3 },
      })
    ).access_token;
    await t.expect(200, 'GET', `/consumers/${consumerId}/invoicing/taxes`, { token: short });
    // The app runs in this process: its clock (Date only; timers stay real) is moved past the
    // expiry rather than waited for.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 4100 });
    let res: Awaited<ReturnType<TestApp['request']>>;
    try {
      res = await t.request('GET', `/consumers/${consumerId}/invoicing/taxes`, { token: short });
    } finally {
      vi.useRealTimers();
    }
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      message: 'Token expired',
      error_code: 'ERROR_CHIFT_AUTHENTICATION_ERROR',
    });
  });
});

// Two real processes on one PostgreSQL: a rotation through A is seen by B (NOTIFY), measured.
describe.skipIf(!process.env.DATABASE_URL)('revocation across two processes on PostgreSQL', () => {
  it('a token rotated away through A fails on B within 2 s', async () => {
    const db = await createDatabase(process.env.DATABASE_URL!, 'lintel_revoke');
    onCleanUp(db.drop);
    const { credentials, env } = sharedPostgresEnv(db.url, 'revoke-secret-key-0123456789abcdef012345', 'rv');
    const processEnv = { ...env, LINTEL_WEBHOOK_WORKER: 'false', LINTEL_ADMIN_KEY: ADMIN_KEY };
    const a = startLintel(processEnv);
    const b = startLintel(processEnv);
    const [bannerA, bannerB] = await Promise.all([waitForBanner(a), waitForBanner(b)]);
    const latencies: number[] = [];
    for (const _round of [1, 2, 3, 4, 5]) {
      const token = await fetchToken(restClient(bannerA.base), credentials);
      // B has seen the token (its client state is cached there).
      const before = await fetch(`${bannerB.base}/consumers`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(before.status).toBe(200);
      const rotate = await fetch(
        `${bannerA.base}/admin/accounts/${credentials.accountId}/clients/${credentials.clientId}/rotate`,
        { method: 'POST', headers: admin },
      );
      expect(rotate.status).toBe(200);
      const rotatedAt = performance.now();
      credentials.clientSecret = ((await rotate.json()) as { clientSecret: string }).clientSecret;
      for (;;) {
        const res = await fetch(`${bannerB.base}/consumers`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.status === 401) break;
        if (performance.now() - rotatedAt > 2000) throw new Error('B still accepts the token after 2 s');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      latencies.push(performance.now() - rotatedAt);
    }
    latencies.sort((x, y) => x - y);
    console.log(
      `[revocation] A→B over PostgreSQL, ${latencies.length} rotations: ` +
        `median ${latencies[2]!.toFixed(1)} ms, max ${latencies[4]!.toFixed(1)} ms`,
    );

    // The account's own API (contract §6) revokes alike: a client made through A, rotated or
    // deleted through A with the bootstrap client's token, fails on B within 2 s.
    const restA = restClient(bannerA.base);
    const manager = await fetchToken(restA, credentials);
    const accountLatencies: string[] = [];
    for (const action of ['rotate', 'delete'] as const) {
      const made = await restA<{ clientId: string; clientSecret: string }>('POST', '/clients', manager, {
        name: `Made to ${action}`,
      });
      const token = await fetchToken(restA, { ...made, accountId: credentials.accountId });
      const seen = await fetch(`${bannerB.base}/consumers`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(seen.status).toBe(200);
      const changed = await fetch(
        `${bannerA.base}/clients/${made.clientId}${action === 'rotate' ? '/rotate' : ''}`,
        { method: action === 'rotate' ? 'POST' : 'DELETE', headers: { authorization: `Bearer ${manager}` } },
      );
      expect(changed.status).toBe(action === 'rotate' ? 200 : 204);
      const changedAt = performance.now();
      for (;;) {
        const res = await fetch(`${bannerB.base}/consumers`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (res.status === 401) break;
        if (performance.now() - changedAt > 2000)
          throw new Error(`B still accepts the token 2 s after ${action}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      accountLatencies.push(`${action} ${(performance.now() - changedAt).toFixed(1)} ms`);
    }
    console.log(`[revocation] A→B over PostgreSQL through /clients: ${accountLatencies.join(', ')}`);
  }, 90_000);
});
