import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorDefinition } from '../../src/connectors/connector.js';
import {
  createSecretBox,
  deriveKey,
  generateSecret,
  hashSecret,
  verifySecret,
} from '../../src/store/secrets.js';
import { createTestApp, SECRET_KEY, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * Secrets at rest: connection credentials and webhook signing secrets are sealed (AES-256-GCM,
 * the row id as associated data), API client secrets are only stored as scrypt hashes.
 */

// A connector that takes one required credential (and an optional one) and calls no vendor (no
// capabilities).
const vault: ConnectorDefinition = {
  integrationId: 960,
  name: 'Vault Test',
  description: 'A connector that only keeps credentials',
  api: 'invoicing',
  status: 'active',
  supportedCountries: null,
  brandColor: '#333333',
  credentials: [
    { name: 'api_key', optional: false },
    { name: 'region', optional: true },
  ],
  capabilities: [],
  connect: () => ({}),
};

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { connectors: [vault] } });
  account = await t.newAccount('Secrets');
  consumerId = (
    await t.expect<{ consumerid: string }>(200, 'POST', '/consumers', {
      token: account.token,
      body: { name: 'Secret keeper' },
    })
  ).consumerid;
});

afterAll(async () => {
  await t?.close();
});

const apiKey = () => `sk_live_${randomUUID().replaceAll('-', '')}`;

async function connect(key: string): Promise<string> {
  const res = await t.request<{ connectionid: string }>('POST', `/consumers/${consumerId}/connections`, {
    token: account.token,
    body: { integrationid: 960, credentials: [{ key: 'api_key', value: key }] },
  });
  expect(res.status, res.text).toBe(200);
  expect(res.text).not.toContain(key);
  return res.body.connectionid;
}

async function storedCredentials(connectionId: string): Promise<string> {
  const [row] = await t.app.store.db.query<{ credentials: string }>(
    'select credentials from connections where id = $1',
    [connectionId],
  );
  if (!row) throw new Error(`no connection row ${connectionId}`);
  return row.credentials;
}

describe('connection credentials at rest', () => {
  it('the stored value is sealed: the plaintext key is nowhere in the row', async () => {
    const key = apiKey();
    const id = await connect(key);
    const sealed = await storedCredentials(id);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9+/]+=*$/);
    expect(sealed).not.toContain(key);
    expect(sealed).not.toContain('api_key');
    expect(sealed).not.toContain(Buffer.from(key).toString('base64'));
    const rows = await t.app.store.db.query('select * from connections where id = $1', [id]);
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('the store opens it again; it was sealed under LINTEL_SECRET_KEY with the connection id as AAD', async () => {
    const key = apiKey();
    const id = await connect(key);
    expect(await t.app.store.connections.credentials(id)).toEqual({ api_key: key });
    const box = createSecretBox(SECRET_KEY);
    const sealed = await storedCredentials(id);
    expect(JSON.parse(box.open(sealed, id))).toEqual({ api_key: key });
    expect(() => box.open(sealed, randomUUID())).toThrow();
    expect(() => createSecretBox(`${SECRET_KEY}-other`).open(sealed, id)).toThrow();
    // During a rotation (LINTEL_SECRET_KEY_PREVIOUS): opened with the previous key, sealed anew with the new one.
    const rotating = createSecretBox(`${SECRET_KEY}-new`, SECRET_KEY);
    expect(JSON.parse(rotating.open(sealed, id))).toEqual({ api_key: key });
    expect(() => box.open(rotating.seal('{}', id), id)).toThrow();
    expect(() => rotating.open(sealed, randomUUID())).toThrow();
  });

  it('the same key on two connections is stored as two different values', async () => {
    const key = apiKey();
    const first = await storedCredentials(await connect(key));
    const second = await storedCredentials(await connect(key));
    expect(first).not.toBe(second);
  });

  it('a sealed value copied onto another connection row no longer opens', async () => {
    const key = apiKey();
    const source = await connect(key);
    const target = await connect(apiKey());
    await t.app.store.db.query('update connections set credentials = $1 where id = $2', [
      await storedCredentials(source),
      target,
    ]);
    await expect(t.app.store.connections.credentials(target)).rejects.toThrow();
    // The source row still opens.
    expect(await t.app.store.connections.credentials(source)).toEqual({ api_key: key });
  });

  it('a connection whose copied credentials do not open answers 500 without leaking them', async () => {
    const key = apiKey();
    const source = await connect(key);
    // A fresh Sandbox connection: its instance is built (and the credentials opened) on first use.
    const sandbox = await t.expect<{ connectionid: string }>(
      200,
      'POST',
      `/consumers/${consumerId}/connections`,
      {
        token: account.token,
        body: { integrationid: 3 },
      },
    );
    await t.app.store.db.query('update connections set credentials = $1 where id = $2', [
      await storedCredentials(source),
      sandbox.connectionid,
    ]);
    const res = await t.request('GET', `/consumers/${consumerId}/pms/taxes`, { token: account.token });
    expect(res.status, res.text).toBe(500);
    expect(res.body).toEqual({
      message: 'Internal server error',
      status: 'error',
      detail: expect.anything(),
      error_code: 'ERROR_INTERNAL',
    });
    expect(res.text).not.toContain(key);
  });

  it('PATCH with new credentials seals the new key; the old one is gone', async () => {
    const oldKey = apiKey();
    const newKey = apiKey();
    const id = await connect(oldKey);
    const before = await storedCredentials(id);
    const res = await t.request('PATCH', `/consumers/${consumerId}/connections/${id}`, {
      token: account.token,
      body: { credentials: [{ key: 'api_key', value: newKey }] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain(newKey);
    const after = await storedCredentials(id);
    expect(after).not.toBe(before);
    expect(after).not.toContain(newKey);
    expect(await t.app.store.connections.credentials(id)).toEqual({ api_key: newKey });
  });

  const connectionCount = async () =>
    (
      await t.app.store.db.query<{ n: number }>(
        'select count(*)::int as n from connections where consumer_id = $1',
        [consumerId],
      )
    )[0]?.n;

  it('a missing required credential → 422 at body.credentials.api_key, nothing stored', async () => {
    const before = await connectionCount();
    const res = await t.request('POST', `/consumers/${consumerId}/connections`, {
      token: account.token,
      body: { integrationid: 960, credentials: [{ key: 'region', value: 'eu' }] },
    });
    expect(res.status, res.text).toBe(422);
    // Chift's ChiftError: the items in `errors`, summed up in `detail`.
    expect(res.body).toMatchObject({
      message: 'Validation error',
      status: 'error',
      error_code: 'ERROR_VALIDATION',
      detail: 'body.credentials.api_key: Field required by Vault Test',
    });
    expect(res.body.errors).toEqual([
      expect.objectContaining({ loc: ['body', 'credentials', 'api_key'], type: 'missing' }),
    ]);
    expect(await connectionCount()).toBe(before);
  });

  it('no credentials at all → only the connect page link, where the end user gives them; nothing stored', async () => {
    const before = await connectionCount();
    const res = await t.request('POST', `/consumers/${consumerId}/connections`, {
      token: account.token,
      body: { integrationid: 960 },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.url.startsWith(`${t.url}/connect/`)).toBe(true);
    expect(res.body.url.slice(t.url.length)).toMatch(/^\/connect\/[\w-]+\.[\w-]+\.[\w-]+$/);
    // No connection yet, so no connectionid (Lintel currently writes it as null).
    expect(res.body.connectionid ?? null).toBeNull();
    expect(Object.keys(res.body).filter((k) => k !== 'connectionid')).toEqual(['url']);
    expect(await connectionCount()).toBe(before);
  });

  it('GET connections never returns the credentials', async () => {
    const key = apiKey();
    await connect(key);
    const res = await t.request('GET', `/consumers/${consumerId}/connections`, { token: account.token });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(key);
    expect(res.text).not.toContain('credentials');
  });
});

describe('webhook signing secrets at rest', () => {
  async function storedSecret(webhookId: string): Promise<string | null> {
    const [row] = await t.app.store.db.query<{ signing_secret: string | null }>(
      'select signing_secret from webhooks where id = $1',
      [webhookId],
    );
    if (!row) throw new Error(`no webhook row ${webhookId}`);
    return row.signing_secret;
  }

  const subscribe = async (secret?: string) =>
    (
      await t.expect<{ webhookid: string }>(200, 'POST', '/webhooks', {
        token: account.token,
        body: {
          event: 'account.consumer.created',
          url: `https://receiver.example.com/${randomUUID()}`,
          ...(secret !== undefined ? { signingsecret: secret } : {}),
        },
      })
    ).webhookid;

  it('is sealed with the webhook id as AAD, and the store opens it', async () => {
    const secret = `whsec_${generateSecret(24)}`;
    const id = await subscribe(secret);
    const sealed = await storedSecret(id);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(secret);
    const rows = await t.app.store.db.query('select * from webhooks where id = $1', [id]);
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(await t.app.store.webhooks.signingSecret(id)).toBe(secret);
    expect(createSecretBox(SECRET_KEY).open(sealed!, id)).toBe(secret);
  });

  it('a webhook without a secret stores null', async () => {
    const id = await subscribe();
    expect(await storedSecret(id)).toBeNull();
    expect(await t.app.store.webhooks.signingSecret(id)).toBeNull();
  });

  it('a sealed secret copied onto another webhook no longer opens', async () => {
    const source = await subscribe('source-secret-value-1');
    const target = await subscribe('target-secret-value-2');
    await t.app.store.db.query('update webhooks set signing_secret = $1 where id = $2', [
      await storedSecret(source),
      target,
    ]);
    await expect(t.app.store.webhooks.signingSecret(target)).rejects.toThrow();
    expect(await t.app.store.webhooks.signingSecret(source)).toBe('source-secret-value-1');
  });

  it('PATCH signingsecret reseals; an empty string removes it', async () => {
    const id = await subscribe('before-rotation');
    await t.expect(200, 'PATCH', `/webhooks/${id}`, {
      token: account.token,
      body: { signingsecret: 'after-rotation' },
    });
    const sealed = await storedSecret(id);
    expect(sealed).not.toContain('after-rotation');
    expect(await t.app.store.webhooks.signingSecret(id)).toBe('after-rotation');
    await t.expect(200, 'PATCH', `/webhooks/${id}`, { token: account.token, body: { signingsecret: '' } });
    expect(await storedSecret(id)).toBeNull();
  });
});

describe('API client secrets', () => {
  it('api_clients.secret_hash is a scrypt hash of the secret, never the secret', async () => {
    const rows = await t.app.store.db.query<{ secret_hash: string }>(
      'select secret_hash from api_clients where id = $1',
      [account.clientId],
    );
    const hash = rows[0]?.secret_hash;
    expect(hash).toBeDefined();
    expect(hash).not.toBe(account.clientSecret);
    expect(hash).not.toContain(account.clientSecret);
    expect(hash).toMatch(/^scrypt\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verifySecret(account.clientSecret, hash!)).toBe(true);
    expect(await verifySecret(`${account.clientSecret}x`, hash!)).toBe(false);
  });

  it('no API client row of any account holds a secret in clear', async () => {
    const other = await t.newAccount('Another');
    const rows = await t.app.store.db.query('select * from api_clients');
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(account.clientSecret);
    expect(dump).not.toContain(other.clientSecret);
  });
});

describe('src/store/secrets.ts', () => {
  const box = createSecretBox('unit-test-secret-key-0123456789abcdef');

  describe('seal/open', () => {
    it.each([
      ['ascii', '{"api_key":"sk_live_123"}'],
      ['empty', ''],
      ['unicode', 'clé secrète ✓ 🔐'],
      ['long', 'x'.repeat(10_000)],
    ])('round-trips a %s value', (_name, plaintext) => {
      const sealed = box.seal(plaintext, 'row-1');
      expect(sealed.startsWith('v1.')).toBe(true);
      expect(box.open(sealed, 'row-1')).toBe(plaintext);
    });

    it('uses a fresh IV each time: the same plaintext seals differently', () => {
      const one = box.seal('same', 'row-1');
      const two = box.seal('same', 'row-1');
      expect(one).not.toBe(two);
      expect(box.open(one, 'row-1')).toBe('same');
      expect(box.open(two, 'row-1')).toBe('same');
    });

    it('refuses another associated data (a value moved to another row)', () => {
      const sealed = box.seal('secret', 'row-1');
      expect(() => box.open(sealed, 'row-2')).toThrow();
      expect(() => box.open(sealed, '')).toThrow();
    });

    it('refuses another key', () => {
      const sealed = box.seal('secret', 'row-1');
      expect(() => createSecretBox('another-secret-key-0123456789abcdef').open(sealed, 'row-1')).toThrow();
    });

    const tamper = (sealed: string, index: number) => {
      const raw = Buffer.from(sealed.slice(3), 'base64');
      raw[index] = raw[index]! ^ 0x01;
      return `v1.${raw.toString('base64')}`;
    };

    it.each([
      ['the IV', 0],
      ['the auth tag', 12],
      ['the ciphertext', 28],
      ['the last byte', -1],
    ])('detects a flipped bit in %s', (_name, index) => {
      const sealed = box.seal('a secret long enough to have a body', 'row-1');
      const length = Buffer.from(sealed.slice(3), 'base64').length;
      const tampered = tamper(sealed, index < 0 ? length + index : index);
      expect(tampered).not.toBe(sealed);
      expect(() => box.open(tampered, 'row-1')).toThrow();
    });

    it('detects a truncated value and an unknown format', () => {
      const sealed = box.seal('secret', 'row-1');
      expect(() => box.open(sealed.slice(0, -8), 'row-1')).toThrow();
      expect(() => box.open(sealed.slice(3), 'row-1')).toThrow();
      expect(() => box.open(`v2.${sealed.slice(3)}`, 'row-1')).toThrow();
      expect(() => box.open('secret', 'row-1')).toThrow();
    });
  });

  describe('deriveKey', () => {
    it('gives 32 bytes, the same for the same inputs, different per purpose and per secret', () => {
      const k = deriveKey('secret-a', 'purpose-1');
      expect(k).toHaveLength(32);
      expect(deriveKey('secret-a', 'purpose-1').equals(k)).toBe(true);
      expect(deriveKey('secret-a', 'purpose-2').equals(k)).toBe(false);
      expect(deriveKey('secret-b', 'purpose-1').equals(k)).toBe(false);
    });

    it('the token signing key is not the credentials key', () => {
      expect(
        deriveKey(SECRET_KEY, 'token-signing').equals(deriveKey(SECRET_KEY, 'credentials-at-rest')),
      ).toBe(false);
    });
  });

  describe('hashSecret/verifySecret', () => {
    it('verifies the secret and only the secret', async () => {
      const hash = await hashSecret('correct horse battery staple');
      expect(hash).toMatch(/^scrypt\$/);
      expect(hash).not.toContain('correct horse');
      expect(await verifySecret('correct horse battery staple', hash)).toBe(true);
      expect(await verifySecret('correct horse battery stapler', hash)).toBe(false);
      expect(await verifySecret('', hash)).toBe(false);
    });

    it('salts: the same secret hashes differently each time, and each hash verifies', async () => {
      const one = await hashSecret('same secret');
      const two = await hashSecret('same secret');
      expect(one).not.toBe(two);
      expect(await verifySecret('same secret', one)).toBe(true);
      expect(await verifySecret('same secret', two)).toBe(true);
    });

    it('a malformed or foreign stored value never verifies', async () => {
      const hash = await hashSecret('s3cret');
      const [, salt, digest] = hash.split('$');
      expect(await verifySecret('s3cret', 's3cret')).toBe(false);
      expect(await verifySecret('s3cret', '')).toBe(false);
      expect(await verifySecret('s3cret', `bcrypt$${salt}$${digest}`)).toBe(false);
      expect(await verifySecret('s3cret', `scrypt$$${digest}`)).toBe(false);
      expect(await verifySecret('s3cret', `scrypt$${salt}$`)).toBe(false);
      // Another salt with the same digest: no match.
      const other = (await hashSecret('s3cret')).split('$')[1];
      expect(await verifySecret('s3cret', `scrypt$${other}$${digest}`)).toBe(false);
    });
  });

  describe('generateSecret', () => {
    it('gives URL-safe random strings of the requested entropy', () => {
      const a = generateSecret();
      expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(generateSecret()).not.toBe(a);
      expect(generateSecret(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    });
  });
});
