import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * Issue 8, item 4: the headers browsers act on. Every answer says `nosniff`; token answers are
 * never cached; HTML pages carry a Content-Security-Policy that allows exactly their own inline
 * code and no framing. GraphiQL's 7.4 MB page is sent compressed and revalidated by ETag.
 * (GraphiQL running under its policy in Chromium: test/app/graphiql.browser.test.ts.)
 */

let t: TestApp;
let account: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ env: { LINTEL_GRAPHIQL: 'true' } });
  account = await t.newAccount('Headers account');
});

afterAll(() => t?.close());

/** A raw answer of the server (bytes as sent: no decompression, which fetch would do). */
function send(
  path: string,
  headers: Record<string, string> = {},
  init: { method?: string; body?: string } = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${t.url}${path}`, { method: init.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const one of [value ?? []].flat()) answer.append(name, one);
        }
        const status = res.statusCode ?? 0;
        const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status, headers: answer }));
      });
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string | null): Map<string, string[]> {
  expect(policy, 'no Content-Security-Policy').toBeTruthy();
  return new Map(
    policy!.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const inline = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);

describe('X-Content-Type-Options', () => {
  it('is nosniff on every kind of answer', async () => {
    const answers = await Promise.all([
      send('/health'),
      send('/nowhere'),
      send('/consumers'),
      send('/consumers', { authorization: `Bearer ${account.token}` }),
      send('/openapi.json'),
      send(
        '/graphql',
        {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: `Bearer ${account.token}`,
        },
        { method: 'POST', body: '{"query":"{ __typename }"}' },
      ),
      send('/graphql', { accept: 'text/html' }),
      send('/token', { 'content-type': 'application/json' }, { method: 'POST', body: '{' }),
      send(
        '/consumers',
        { origin: 'https://app.example', 'access-control-request-method': 'GET' },
        {
          method: 'OPTIONS',
        },
      ),
    ]);
    // The last: a preflight from an origin not in LINTEL_CORS_ORIGINS (none here) is refused.
    expect(answers.map((r) => r.status)).toEqual([200, 404, 401, 200, 200, 200, 200, 422, 403]);
    for (const response of answers) expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('token answers', () => {
  it('POST /token: Cache-Control no-store', async () => {
    const res = await t.request('POST', '/token', {
      body: { clientId: account.clientId, clientSecret: account.clientSecret, accountId: account.accountId },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('HTML pages', () => {
  it('a connect page allows its own inline style by hash, no script, no framing', async () => {
    const res = await send('/connect/not-a-link');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    const styles = inline(html, 'style');
    expect(styles).toHaveLength(1);
    expect(csp.get('style-src')).toEqual(["'self'", sha256(styles[0]!)]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('the landing page and the API reference have a policy that forbids framing', async () => {
    for (const path of ['/', '/docs']) {
      const res = await send(path, { accept: 'text/html' });
      expect(res.status, path).toBe(200);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('default-src'), path).toEqual(["'none'"]);
      // What the page inlines is allowed by hash, nothing else inline.
      const html = await res.text();
      expect(csp.get('script-src'), path).toEqual(["'self'", ...inline(html, 'script').map(sha256)]);
    }
  });
});

describe('GraphiQL', () => {
  it('is sent compressed, with a policy that matches its inline scripts', async () => {
    const identity = await send('/graphql', { accept: 'text/html', 'accept-encoding': 'identity' });
    const identityBytes = (await identity.arrayBuffer()).byteLength;
    const br = await send('/graphql', { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
    const brBytes = Buffer.from(await br.arrayBuffer());
    const gzip = await send('/graphql', { accept: 'text/html', 'accept-encoding': 'gzip' });
    const gzipBytes = Buffer.from(await gzip.arrayBuffer());
    console.log(
      `GraphiQL page: ${identityBytes} bytes identity, ${gzipBytes.length} gzip, ${brBytes.length} br`,
    );

    // The package renders 9.05 MB (1.92 MB br); its editor workers minified and a 16 px favicon
    // instead of its 150 KB icon file make 7.4 MB (1.80 MB br).
    expect(identityBytes).toBeLessThan(7_600_000);
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(brBytes.length).toBeLessThan(identityBytes / 4);
    expect(gzipBytes.length).toBeLessThan(identityBytes / 3);
    const html = brotliDecompressSync(brBytes).toString('utf8');
    expect(Buffer.byteLength(html)).toBe(identityBytes);
    expect(gunzipSync(gzipBytes).toString('utf8')).toBe(html);
    expect(br.headers.get('content-length')).toBe(String(brBytes.length));
    expect(br.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(html).toContain('<title>Lintel GraphQL</title>');

    // The policy lets exactly the page's own scripts run: the editor's and the sign-in's.
    const csp = directives(br.headers.get('content-security-policy'));
    const scripts = inline(html, 'script');
    expect(scripts).toHaveLength(2);
    expect(csp.get('script-src')).toEqual(["'self'", ...scripts.map(sha256)]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('worker-src')).toEqual(['blob:']);
    expect(br.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('is revalidated with its ETag: 304 without a body, not sent again', async () => {
    const first = await send('/graphql', { accept: 'text/html', 'accept-encoding': 'br' });
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    expect(first.headers.get('cache-control')).toMatch(/no-cache/);

    const again = await send('/graphql', {
      accept: 'text/html',
      'accept-encoding': 'br',
      'if-none-match': etag!,
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // Another encoding's tag names the same page.
    const gzip = await send('/graphql', {
      accept: 'text/html',
      'accept-encoding': 'gzip',
      'if-none-match': etag!,
    });
    expect(gzip.status).toBe(304);
    // A stale tag gets the page.
    const stale = await send('/graphql', { accept: 'text/html', 'if-none-match': '"stale"' });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBeGreaterThan(1_000_000);
  });

  it('leaves GraphQL requests to the endpoint', async () => {
    const res = await send('/graphql?query=%7B__typename%7D', {
      accept: 'application/json',
      authorization: `Bearer ${account.token}`,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: { __typename: 'Query' },
      extensions: { cost: { requestedItems: 0, limit: 1000 } },
    });
  });
});
