import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../gql/index.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * LINTEL_GRAPHQL_TRUSTED_DOCUMENTS with the manifest `@graphql-codegen/cli` writes for this
 * repository's own typed documents (`test/gql/persisted-documents.json`, client preset with
 * `persistedDocuments`): exactly what a frontend built the same way ships.
 */

const TrustedIntegrations = graphql(`
  query TrustedIntegrations {
    integrations {
      integrationId
      name
    }
  }
`);

const MANIFEST = fileURLToPath(new URL('../gql/persisted-documents.json', import.meta.url));
const hashOf = (document: unknown) => (document as { __meta__: { hash: string } }).__meta__.hash;

let t: TestApp;
let account: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ env: { LINTEL_GRAPHQL_TRUSTED_DOCUMENTS: MANIFEST } });
  account = await t.newAccount('Trusted documents');
});
afterAll(async () => {
  await t?.close();
});

describe('trusted documents', () => {
  it('runs an operation by documentId, as the client preset sends it', async () => {
    const res = await t.request('POST', '/graphql', {
      token: account.token,
      body: { documentId: hashOf(TrustedIntegrations), variables: {} },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.integrations.map((i: { name: string }) => i.name)).toContain('Sandbox Invoicing');
    const prefixed = await t.request('POST', '/graphql', {
      token: account.token,
      body: { documentId: `sha256:${hashOf(TrustedIntegrations)}` },
    });
    expect(prefixed.status).toBe(200);
  });

  it('runs a full document whose hash is in the manifest, and an Apollo persisted-query hash', async () => {
    // The manifest's own text (codegen prints documents compactly; the hash is of that text).
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>;
    const text = manifest[hashOf(TrustedIntegrations)]!;
    expect(text).toContain('TrustedIntegrations');
    const res = await t.request('POST', '/graphql', { token: account.token, body: { query: text } });
    expect(res.status).toBe(200);
    const apollo = await t.request('POST', '/graphql', {
      token: account.token,
      body: { extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(TrustedIntegrations) } } },
    });
    expect(apollo.status).toBe(200);
    expect(apollo.body.data.integrations.length).toBeGreaterThan(0);
    // The same operation printed differently is another document: not trusted.
    const reprinted = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: print(TrustedIntegrations) },
    });
    expect(reprinted.status).toBe(400);
  });

  it('refuses any other query with a clear 400, before running it', async () => {
    const res = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: '{ integrations { name } }' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      message: expect.stringContaining('trusted documents only'),
      extensions: { code: 'ERROR_UNTRUSTED_DOCUMENT' },
    });
    const unknown = await t.request('POST', '/graphql', {
      token: account.token,
      body: { documentId: 'f'.repeat(64) },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].extensions.code).toBe('ERROR_UNTRUSTED_DOCUMENT');
  });

  it('leaves REST alone (its routes call the operation resolvers, no document)', async () => {
    const { consumerId } = await t.newConsumer(account, [1]);
    await t.expect(200, 'GET', `/consumers/${consumerId}/invoicing/taxes?size=1`, { token: account.token });
  });

  it('refuses to start with a manifest that is not one', async () => {
    await expect(
      createTestApp({ env: { LINTEL_GRAPHQL_TRUSTED_DOCUMENTS: fileURLToPath(import.meta.url) } }),
    ).rejects.toThrow(/LINTEL_GRAPHQL_TRUSTED_DOCUMENTS/);
  });
});

describe('without a manifest', () => {
  it('documentId is an unexpected parameter and any query runs', async () => {
    const open = await createTestApp();
    try {
      const a = await open.newAccount();
      const res = await open.request('POST', '/graphql', {
        token: a.token,
        body: { query: '{ integrations { name } }' },
      });
      expect(res.status).toBe(200);
      const byId = await open.request('POST', '/graphql', {
        token: a.token,
        body: { documentId: hashOf(TrustedIntegrations) },
      });
      expect(byId.status).toBe(400);
    } finally {
      await open.close();
    }
  });
});
