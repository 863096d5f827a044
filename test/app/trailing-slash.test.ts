import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/errors.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('Paths');
  ({ consumerId } = await t.newConsumer(account, [1]));
});
afterAll(async () => {
  await t?.close();
});

describe('a trailing slash', () => {
  it('is served as the path without it, query string included', async () => {
    const plain = await t.expect(200, 'GET', `/consumers/${consumerId}/invoicing/taxes?size=2&page=2`, {
      token: account.token,
    });
    const slashed = await t.expect(200, 'GET', `/consumers/${consumerId}/invoicing/taxes/?size=2&page=2`, {
      token: account.token,
    });
    expect(slashed).toEqual(plain);
    expect(slashed).toMatchObject({ page: 2, size: 2 });
  });

  it('works for writes and for the service routes, and a wrong method is still a 405', async () => {
    const created = await t.expect(200, 'POST', '/consumers/', {
      token: account.token,
      body: { name: 'Slashed' },
    });
    expect(created.name).toBe('Slashed');
    await t.expect(200, 'GET', `/consumers/${created.consumerid}/`, { token: account.token });
    expect((await t.request('GET', '/health/')).body).toEqual({ status: 'ok' });
    const wrong = await t.request('PUT', '/consumers/', {
      token: account.token,
      offChiftContract: 'PUT is no method of /consumers',
    });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('GET');
  });

  it('leaves / itself: the landing page, not a 404', async () => {
    const root = await t.request('GET', '/', { headers: { accept: 'application/json' } });
    expect(root.status).toBe(200);
    expect(root.body).toMatchObject({ name: 'Lintel' });
  });
});

describe('POST /graphql without a JSON content type', () => {
  const query = JSON.stringify({ query: '{ __typename }' });
  const expectSaysWhatToSend = (res: { status: number; headers: Headers; body: any }) => {
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.errors).toEqual([
      {
        message: expect.stringContaining('Content-Type: application/json'),
        extensions: {
          code: 'ERROR_UNSUPPORTED_MEDIA_TYPE',
          detail: errorCatalogue.ERROR_UNSUPPORTED_MEDIA_TYPE.detail,
        },
      },
    ]);
  };

  it('JSON labelled as a form (what `curl -d` sends) gets a JSON error saying what to send', async () => {
    const res = await t.request('POST', '/graphql', {
      token: account.token,
      rawBody: query,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectSaysWhatToSend(res);
    expect(res.body.errors[0].message).toContain('form-encoded');
  });

  it('text/plain, or no content type at all, gets the same', async () => {
    expectSaysWhatToSend(
      await t.request('POST', '/graphql', {
        token: account.token,
        rawBody: query,
        headers: { 'content-type': 'text/plain' },
      }),
    );
    const bare = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}` },
      body: new TextEncoder().encode(query),
    });
    expectSaysWhatToSend({ status: bare.status, headers: bare.headers, body: await bare.json() });
  });

  it('real form fields still work', async () => {
    const res = await t.request('POST', '/graphql', {
      token: account.token,
      rawBody: `query=${encodeURIComponent('{ __typename }')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { __typename: 'Query' },
      extensions: { cost: { requestedItems: 0, limit: 1000 } },
    });
  });
});
