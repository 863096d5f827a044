import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import * as standardwebhooks from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDelivery } from '../../src/webhooks/signing.js';
import { ADMIN_KEY, createTestApp, onPostgres, type TestAccount, type TestApp } from '../kit/app.js';

/** What the README prints is run as printed: its snippets are read from the file, not copied here. */
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const CONFIG = readFileSync(new URL('../../src/config.ts', import.meta.url), 'utf8');
const run = promisify(execFile);

/** A port nothing listens on now (for a receiver the README starts on a fixed one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The fenced block (without its fences) whose text contains `marker`. */
function blockWith(marker: string): string {
  const blocks = [...README.matchAll(/^ *```[a-z]*\n([\s\S]*?)^ *```$/gm)].map((m) => m[1]!);
  const found = blocks.filter((b) => b.includes(marker));
  if (found.length !== 1) throw new Error(`${found.length} README blocks contain ${marker}`);
  return found[0]!;
}

describe('the Standard Webhooks verification snippet', () => {
  /** The snippet as a function of the names it uses (its import replaced by the module). */
  const verify = (() => {
    const code = blockWith("from 'standardwebhooks'").replace(
      /^\s*import \{ Webhook \} from 'standardwebhooks';$/m,
      'const { Webhook } = lib;',
    );
    return new Function('lib', 'secret', 'rawBody', 'headers', `${code}\nreturn event;`) as (
      lib: typeof standardwebhooks,
      secret: string,
      rawBody: string,
      headers: Record<string, string>,
    ) => unknown;
  })();

  for (const secret of ['s3cret', 'clé secrète ✓', `whsec_${Buffer.from(randomUUID()).toString('base64')}`]) {
    it(`verifies what Lintel signs with ${JSON.stringify(secret.slice(0, 12))}, and refuses a forgery`, () => {
      const rawBody = JSON.stringify({
        accountid: randomUUID(),
        event: 'account.consumer.created',
        data: {},
      });
      const signed = signDelivery({
        eventId: randomUUID(),
        timestamp: Math.floor(Date.now() / 1000),
        body: rawBody,
        secret,
      });
      const headers = { ...signed } as Record<string, string>;
      expect(verify(standardwebhooks, secret, rawBody, headers)).toEqual(JSON.parse(rawBody));
      const other = secret.startsWith('whsec_')
        ? `whsec_${Buffer.from(randomUUID()).toString('base64')}`
        : `${secret}x`;
      expect(() => verify(standardwebhooks, other, rawBody, headers)).toThrow();
      expect(() =>
        verify(standardwebhooks, secret, rawBody.replace('created', 'deleted'), headers),
      ).toThrow();
    });
  }
});

describe('the REST examples', () => {
  let t: TestApp;
  let account: TestAccount;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    account = await t.newAccount('README');
    base = t.url;
  });
  afterAll(async () => {
    await t?.close();
  });

  /**
   * Runs README text in bash as printed, after `prelude`; every curl answer ends a line (`curl`
   * is wrapped to print a newline after each), so the output reads line by line.
   */
  async function bash(prelude: string, text: string, env: Record<string, string> = {}): Promise<string[]> {
    const { stdout } = await run(
      'bash',
      [
        '-c',
        `set -euo pipefail\ncurl() { command curl "$@"; echo; }\nB=${base}\nH="Authorization: Bearer ${account.token}"\n${prelude}\n${text}`,
      ],
      { timeout: 30_000, env: { ...process.env, ...env } },
    );
    return stdout.split('\n').filter((line) => line.trim() !== '');
  }

  it('example 7 finds closed PMS orders of the last 30 days, with dates computed in the shell', async () => {
    const { consumerId } = await t.newConsumer(account);
    const examples = blockWith('# 8. a webhook receiver');
    const seven = examples.slice(examples.indexOf('# 7.'), examples.indexOf('# 8.'));
    expect(seven).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const [orders] = await bash(`C=${consumerId}`, seven);
    const body = JSON.parse(orders!);
    expect(body.items.length).toBeGreaterThan(0);
    const since = new Date(Date.now() - 31 * 864e5).toISOString().slice(0, 10);
    for (const order of body.items)
      expect(order.closing_date.slice(0, 10) >= since, order.closing_date).toBe(true);
  });

  it('examples 10 to 13: invoices, a payment, bank transactions, a POS closure and sales, PMS bills (bash, as printed)', async () => {
    const { consumerId } = await t.newConsumer(account);
    const block = blockWith('# 10. unpaid customer invoices');
    expect(block).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const lines = await bash(`C=${consumerId}`, block);
    const answers = lines.map((line) => JSON.parse(line) as Record<string, any>);
    expect(answers).toHaveLength(11);
    const [
      unpaid,
      invoice,
      payment,
      transactions,
      locations,
      closure,
      sales,
      orders,
      bills,
      payments,
      hotel,
    ] = answers as [any, any, any, any, any, any, any, any, any, any, any];
    expect(unpaid.items.length).toBeGreaterThan(0);
    for (const i of unpaid.items) {
      expect(i.invoice_type).toBe('customer_invoice');
      expect(i.outstanding_amount).toBeGreaterThan(0);
    }
    expect(invoice.status).toBe('posted');
    expect(Buffer.from(invoice.pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(payment).toMatchObject({ invoice_id: invoice.id, amount: 10, currency: 'EUR' });
    const after = await t.expect<any>(
      200,
      'GET',
      `/consumers/${consumerId}/invoicing/invoices/${invoice.id}`,
      {
        token: account.token,
      },
    );
    expect(after.outstanding_amount).toBeCloseTo(invoice.outstanding_amount - 10, 2);
    expect(transactions.items.length).toBeGreaterThan(0);
    expect(locations.items.map((l: { id: string }) => l.id)).toContain('LOC-BRU');
    // Yesterday (UTC) is over in Brussels: its closure is closed and holds the day's takings.
    expect(closure).toMatchObject({ status: 'closed' });
    expect(closure.closures.length).toBeGreaterThan(0);
    expect(sales.total).toBeGreaterThan(0);
    expect(orders.items.length).toBeGreaterThan(0);
    expect(bills.items.length).toBeGreaterThan(0);
    expect(payments.items.length).toBeGreaterThan(0);
    expect(hotel).toMatchObject({ status: 'closed' });
  });

  it('examples 8 and 9: the receiver prints the test delivery, and the logs list it (bash, as printed)', async () => {
    const examples = blockWith('# 8. a webhook receiver');
    const eightAndNine = examples.slice(examples.indexOf('# 8.'));
    expect(eightAndNine).toContain('WEBHOOK_ID=$(');
    expect(eightAndNine).toMatch(/\$WEBHOOK_ID\/test/);
    expect(eightAndNine).toMatch(/\$WEBHOOK_ID\/logs/);
    // The receiver's port, 4801 as printed, moved to a free one (test files run side by side).
    const port = await freePort();
    const text = eightAndNine.replaceAll('4801', String(port));
    expect(text).not.toBe(eightAndNine);
    const lines = await bash('', `${text}\nsleep 0.5\nkill $RECEIVER\nprintf '%s\\n' "$WEBHOOK_ID"`);
    const webhookId = lines.at(-1)!;
    const delivered = lines
      .filter((line) => line.startsWith('delivery: '))
      .map((l) => JSON.parse(l.slice(10)));
    expect(delivered.map((d) => d.event)).toContain('account.webhook.test');
    const answers = lines.filter((line) => line.startsWith('{') || line.startsWith('['));
    const [testRow, logs] = answers.map((line) => JSON.parse(line));
    expect(testRow).toMatchObject({ webhookid: webhookId, httpstatus: 200 });
    expect(logs).toEqual([expect.objectContaining({ webhooklogid: testRow.webhooklogid, httpstatus: 200 })]);
    const webhooks = await t.expect<{ webhookid: string }[]>(200, 'GET', '/webhooks', {
      token: account.token,
    });
    expect(webhooks.map((w) => w.webhookid)).toContain(webhookId);
  });

  it('two Sandbox connections for one API: the 400, then picking one and removing one (bash, as printed)', async () => {
    const { consumerId } = await t.newConsumer(account);
    const lines = await bash(`C=${consumerId}`, blockWith('DUPLICATE=$('));
    const [refused, connections, picked, ...rest] = lines.map((line) =>
      line.startsWith('{') || line.startsWith('[') ? JSON.parse(line) : line,
    );
    expect(refused).toMatchObject({ status: 'error', error_code: 'ERROR_BAD_REQUEST' });
    expect(refused.message).toContain('2 active connections for the Invoicing API');
    expect(refused.message).toContain('X-Chift-ConnectionId');
    expect(connections.filter((c: { integrationid: number }) => c.integrationid === 1)).toHaveLength(2);
    expect(picked.items).toHaveLength(1);
    // DELETE answers 204 without a body: the line after it is the last read.
    expect(rest).toHaveLength(1);
    expect(rest[0].items).toHaveLength(1);
    const after = await t.expect<{ integrationid: number }[]>(
      200,
      'GET',
      `/consumers/${consumerId}/connections`,
      {
        token: account.token,
      },
    );
    expect(after.filter((c) => c.integrationid === 1)).toHaveLength(1);
  });

  it('the PostgreSQL consumer recipe makes a consumer with the three Sandbox connections (bash, as printed)', async () => {
    const recipe = blockWith('for I in 1 2 3; do');
    const lines = await bash('', `${recipe}\nprintf '%s\\n' "$C"`);
    const consumerId = lines.at(-1)!;
    const connections = await t.expect<{ integrationid: number; status: string }[]>(
      200,
      'GET',
      `/consumers/${consumerId}/connections`,
      { token: account.token },
    );
    expect(connections.map((c) => c.integrationid).sort()).toEqual([1, 2, 3]);
    const taxes = await t.expect<{ items: unknown[] }>(
      200,
      'GET',
      `/consumers/${consumerId}/invoicing/taxes?size=1`,
      {
        token: account.token,
      },
    );
    expect(taxes.items).toHaveLength(1);
  });

  it('the admin API example creates an account and an API client with the admin key (bash, as printed)', async () => {
    const lines = await bash('', blockWith('/admin/accounts'), { LINTEL_ADMIN_KEY: ADMIN_KEY });
    const [created, client] = lines.map((line) => JSON.parse(line));
    expect(created).toEqual({
      accountId: expect.any(String),
      clientId: expect.any(String),
      clientSecret: expect.any(String),
      name: 'Acme Hotels',
    });
    expect(client).toEqual({
      clientId: expect.any(String),
      clientSecret: expect.any(String),
      scopes: ['invoicing.read', 'pms.read'],
    });
    const token = await t.expect<{ access_token: string }>(200, 'POST', '/token', {
      body: { clientId: client.clientId, clientSecret: client.clientSecret, accountId: created.accountId },
    });
    expect(token.access_token).toBeTruthy();
  });

  it('the ChiftError 422 printed is what POST /consumers answers', async () => {
    const printed = JSON.parse(blockWith('"error_code": "ERROR_VALIDATION"'));
    const res = await t.request('POST', '/consumers', { token: account.token, body: {} });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(printed);
  });

  it('quotes the URL of every curl command', () => {
    const commands = [...README.matchAll(/curl [^\n]*/g)].map((m) => m[0]);
    expect(commands.length).toBeGreaterThan(20);
    for (const command of commands) {
      // A URL is a word with a scheme or with $B in it; it must be quoted (`?` and `&` are special to the shell).
      for (const word of command.split(/\s+/).filter((w) => /https?:\/\/|\$B\b/.test(w)))
        expect(word, command).toMatch(/^["']/);
    }
  });
});

describe('the GraphQL examples', () => {
  let t: TestApp;
  let account: TestAccount;
  let consumerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    account = await t.newAccount('README GraphQL');
    ({ consumerId } = await t.newConsumer(account));
  });
  afterAll(async () => {
    await t?.close();
  });

  /** README text in bash as printed, with B, H and C set as the start-up banner prints them. */
  async function bash(text: string, prelude = ''): Promise<string[]> {
    const { stdout } = await run(
      'bash',
      [
        '-c',
        `set -euo pipefail\ncurl() { command curl "$@"; echo; }\nB=${t.url}\nH="Authorization: Bearer ${account.token}"\nC=${consumerId}\n${prelude}\n${text}`,
      ],
      { timeout: 30_000 },
    );
    return stdout.split('\n').filter((line) => line.trim() !== '');
  }

  it('the curl query reads the consumer’s taxes and closed PMS orders, without errors (bash, as printed)', async () => {
    const [answer, ...rest] = await bash(blockWith('taxes(first: 3)'));
    expect(rest).toEqual([]);
    const body = JSON.parse(answer!);
    expect(body.errors).toBeUndefined();
    const { invoicing, pms } = body.data.consumer;
    expect(invoicing.taxes.nodes).toHaveLength(3);
    expect(invoicing.taxes.totalCount).toBeGreaterThan(3);
    expect(invoicing.taxes.pageInfo).toEqual({ hasNextPage: true, endCursor: expect.any(String) });
    expect(invoicing.taxes.nodes[0]).toEqual({
      remoteId: expect.any(String),
      label: expect.any(String),
      rate: expect.any(Number),
      type: expect.any(String),
    });
    expect(pms.orders.nodes.length).toBeGreaterThan(0);
    expect(pms.orders.nodes.length).toBeLessThanOrEqual(2);
  });

  it('the curl query with references reads five unpaid invoices with partners, products and taxes (bash, as printed)', async () => {
    const [answer, ...rest] = await bash(blockWith('paymentStatus: UNPAID'));
    expect(rest).toEqual([]);
    const body = JSON.parse(answer!);
    expect(body.errors).toBeUndefined();
    const invoices = body.data.consumer.invoicing.invoices.nodes;
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.length).toBeLessThanOrEqual(5);
    for (const invoice of invoices) {
      expect(invoice.outstandingAmount).toBeGreaterThan(0);
      expect(invoice.partner).not.toBeNull();
      for (const line of invoice.lines)
        if (line.product !== null) expect(line.product.name).toEqual(expect.any(String));
    }
    expect(invoices.flatMap((i: any) => i.lines).some((l: any) => l.tax?.rate > 0)).toBe(true);
  });

  it('the curl mutation creates a product and answers it with no userErrors (bash, as printed)', async () => {
    const [answer] = await bash(blockWith('createProduct(input:'));
    const body = JSON.parse(answer!);
    expect(body.errors).toBeUndefined();
    expect(body.data.createProduct).toEqual({
      product: { id: expect.any(String), remoteId: expect.any(String), name: 'Espresso' },
      userErrors: [],
    });
    const products = await t.expect<{ items: { id: string; name: string }[] }>(
      200,
      'GET',
      `/consumers/${consumerId}/invoicing/products?size=100`,
      { token: account.token },
    );
    expect(products.items.map((p) => p.id)).toContain(body.data.createProduct.product.remoteId);
  });

  it('the browser’s fetch runs as printed with the consumer token minted as printed', async () => {
    const [token] = await bash(`${blockWith('BROWSER_TOKEN=$(')}\nprintf '%s\\n' "$BROWSER_TOKEN"`);
    expect(token).toMatch(/^ey/);
    const AsyncFunction = (async () => {}).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<Response>;
    const snippet = new AsyncFunction(
      'LINTEL',
      'token',
      'consumerId',
      `${blockWith('/graphql`, {')}\nreturn res;`,
    );
    const res = await snippet(t.url, token, consumerId);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: any; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data.consumer.invoicing.taxes.nodes).toHaveLength(5);
    expect(body.data.consumer.invoicing.taxes.nodes[0]).toEqual({
      label: expect.any(String),
      rate: expect.any(Number),
    });
  });

  it('the events subscription streams the consumer’s events to that token (bash, as printed)', async () => {
    const mint = blockWith('BROWSER_TOKEN=$(');
    const subscribe = blockWith('subscription { events');
    // The stream does not end: curl stops after 4 s. A product created every 0.4 s meanwhile (the
    // stream starts when curl has connected) is an event it must show.
    let done = false;
    const lines = bash(
      `${mint}\ncurl() { command curl --max-time 4 "$@" || true; echo; }\n${subscribe}`,
    ).finally(() => {
      done = true;
    });
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      if (done) break;
      await t.expect(200, 'POST', `/consumers/${consumerId}/invoicing/products`, {
        token: account.token,
        body: { name: 'Streamed' },
      });
    }
    const data = (await lines)
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)));
    expect(data.length).toBeGreaterThan(0);
    for (const event of data) {
      expect(event).toEqual({
        data: {
          events: {
            id: expect.any(String),
            event: 'INVOICING_PRODUCT_CREATED',
            data: expect.objectContaining({ name: 'Streamed' }),
          },
        },
      });
    }
  }, 30_000);
});

describe('the configuration table', () => {
  it('states the minimum length of every variable that has one', () => {
    const bounded = [
      ...CONFIG.matchAll(/(LINTEL_[A-Z_]+): .*\.min\((\d+), 'must be at least \2 characters'\)/g),
    ];
    expect(bounded.map((m) => m[1])).toEqual(
      expect.arrayContaining([
        'LINTEL_CLIENT_SECRET',
        'LINTEL_SECRET_KEY',
        'LINTEL_ADMIN_KEY',
        'LINTEL_METRICS_TOKEN',
      ]),
    );
    for (const [, name, length] of bounded) {
      const row = README.split('\n').find((line) => line.startsWith('|') && line.includes(`\`${name}\``));
      expect(row, name).toBeDefined();
      expect(row, name).toContain(`at least ${length} characters`);
    }
  });
});

describe('the PostgreSQL recipe', () => {
  it('creates the database before starting', () => {
    const recipe = blockWith('export DATABASE_URL=postgres://');
    expect(recipe).toMatch(/^createdb .*\blintel$/m);
    expect(recipe.indexOf('createdb')).toBeLessThan(recipe.indexOf('npm start'));
  });

  it.runIf(onPostgres)('its createdb line creates a database on the server', async () => {
    const line = blockWith('export DATABASE_URL=postgres://')
      .split('\n')
      .find((l) => l.startsWith('createdb '))!;
    const name = `lintel_readme_${randomUUID().slice(0, 8)}`;
    const [, host, user] = /-h (\S+) -U (\S+)/.exec(line)!;
    await run('bash', ['-c', line.replace(/\blintel$/, name)], { timeout: 20_000 });
    try {
      const { stdout } = await run('psql', [
        '-h',
        host!,
        '-U',
        user!,
        '-tAc',
        `select 1 from pg_database where datname = '${name}'`,
      ]);
      expect(stdout.trim()).toBe('1');
    } finally {
      await run('psql', ['-h', host!, '-U', user!, '-c', `drop database if exists ${name}`]);
    }
  });
});
