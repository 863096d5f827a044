import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import * as standardwebhooks from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstCallLines, shellSetupLines } from '../../src/banner.js';
import { signDelivery } from '../../src/webhooks/signing.js';
import { ADMIN_KEY, createTestApp, onPostgres, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * What the README prints is run as printed: its blocks are read from the file, run whole by bash
 * after the lines the start-up banner prints (`src/banner.ts`), against a test app on a port of
 * its own (never 4000), and each `curl` must answer the status written beside it.
 */
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const CONTRIBUTING = readFileSync(new URL('../../CONTRIBUTING.md', import.meta.url), 'utf8');
const CONFIG = readFileSync(new URL('../../src/config.ts', import.meta.url), 'utf8');
const run = promisify(execFile);

/** A port nothing listens on now (for the receiver the README starts). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Block {
  lang: string;
  text: string;
}

/** The fenced blocks of `text`, in order. */
function blocksOf(text: string): Block[] {
  return [...text.matchAll(/^ *```([a-z]*)\n([\s\S]*?)^ *```$/gm)].map((m) => ({
    lang: m[1]!,
    text: m[2]!.replace(/^ {3}/gm, ''),
  }));
}

/** The text of the `## heading` section (to the next `## `). */
function section(heading: string): string {
  const start = README.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`the README has no section "${heading}"`);
  const end = README.indexOf('\n## ', start + 4);
  return README.slice(start, end < 0 ? undefined : end);
}

/** The one shell block of the README whose text contains `marker`. */
function blockWith(marker: string): string {
  const found = blocksOf(README).filter((b) => b.text.includes(marker));
  if (found.length !== 1) throw new Error(`${found.length} README blocks contain ${marker}`);
  return found[0]!.text;
}

/** One `curl` command of a block: where it starts, and the status written beside it. */
interface Command {
  text: string;
  status: number | null;
}

/**
 * The `curl` commands of a shell block in order, each with the status of its trailing comment
 * (`# 200`, `# 400: …`). A command runs on while a line ends with `\` or a single quote is open.
 */
function commandsOf(block: string): Command[] {
  const lines = block.split('\n');
  const commands: Command[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.trim().startsWith('#') || !/(^|[\s($])curl\s/.test(lines[i]!)) continue;
    let text = lines[i]!;
    let j = i;
    while (
      j + 1 < lines.length &&
      (lines[j]!.trimEnd().endsWith('\\') || (text.split("'").length - 1) % 2 === 1)
    ) {
      j++;
      text += `\n${lines[j]}`;
    }
    const afterQuotes = lines[j]!.slice(lines[j]!.lastIndexOf("'") + 1);
    const status = /#\s*(\d{3})\b/.exec(afterQuotes);
    commands.push({ text, status: status ? Number(status[1]) : null });
    i = j;
  }
  return commands;
}

/** What one `curl` answered: its status and body size (written by the wrapper to stderr). */
interface Answer {
  status: number;
  bytes: number;
}

interface Shell {
  base: string;
  account: TestAccount;
  consumerId: string | null;
}

/** The banner's "Set up a shell" lines for a test app, as `npm start` prints them. */
function setupLines(shell: Shell): string {
  return shellSetupLines({
    base: shell.base,
    accountId: shell.account.accountId,
    clientId: shell.account.clientId,
    secretInBody: shell.account.clientSecret,
    demoConsumerId: shell.consumerId,
  }).join('\n');
}

/**
 * Runs `text` in bash as printed, after the banner's setup lines; every `curl` also writes its
 * status and body size to stderr (`-w '%{stderr}…'`), so the answers can be checked in order.
 */
async function bash(
  shell: Shell,
  text: string,
  options: { env?: Record<string, string>; curlArgs?: string } = {},
): Promise<{ stdout: string[]; answers: Answer[]; code: number; stderr: string }> {
  const script = [
    'set -euo pipefail',
    // Each answer also ends its line on stdout (curl writes none), keeping curl's exit status.
    `curl() { local rc=0; command curl ${options.curlArgs ?? ''} -w '%{stderr}CURL-ANSWER %{http_code} %{size_download}\\n' "$@" || rc=$?; echo; return $rc; }`,
    // The README's receiver runs in the background until killed: it must not outlive the script.
    // Under `set -e` a failed kill in this trap (the README's own kill already ended it) would
    // turn the block's exit status into 1: the CI flake of "REST examples 1 to 8".
    `trap 'if [ -n "\${RECEIVER:-}" ]; then kill "$RECEIVER" 2>/dev/null || true; fi' EXIT`,
    // Which command stopped the block, and how: the last line of a failure's message.
    `trap 'echo "BLOCK-FAILED (exit $?) at: $BASH_COMMAND" >&2' ERR`,
    setupLines(shell),
    text,
  ].join('\n');
  const { stdout, stderr, code } = await run('bash', ['-c', script], {
    timeout: 60_000,
    env: { ...process.env, ...options.env },
  }).then(
    (done) => ({ ...done, code: 0 }),
    (error: { stdout?: string; stderr?: string; code?: number }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
      code: error.code ?? -1,
    }),
  );
  const answers = stderr
    .split('\n')
    .map((line) => /^CURL-ANSWER (\d{3}) (\d+)/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ status: Number(m[1]), bytes: Number(m[2]) }));
  return { stdout: stdout.split('\n').filter((line) => line.trim() !== ''), answers, code, stderr };
}

/**
 * The answers match the statuses written beside the commands, after the setup's `POST /token`
 * (200); a 2xx answer other than a 204 is never empty.
 */
function expectAnswers(answers: Answer[], commands: Command[]): void {
  const expected = [200, ...commands.map((c) => c.status)];
  expect(
    answers.map((a) => a.status),
    commands.map((c) => `${c.status} ${c.text.split('\n')[0]}`).join('\n'),
  ).toEqual(expected);
  for (const [i, answer] of answers.entries()) {
    if (answer.status >= 200 && answer.status < 300 && answer.status !== 204)
      expect(answer.bytes, `answer ${i} is empty`).toBeGreaterThan(0);
  }
}

/** Runs a README block and checks its answers' statuses; answers its standard output. */
async function runBlock(shell: Shell, text: string, env: Record<string, string> = {}): Promise<string[]> {
  const commands = commandsOf(text);
  for (const c of commands) expect(c.status, `no status written beside: ${c.text}`).not.toBeNull();
  const { stdout, answers, code, stderr } = await bash(shell, text, { env });
  // The failed command last: a report that keeps only the message's end still names it.
  const failed = stderr.split('\n').filter((line) => line.startsWith('BLOCK-FAILED'));
  expect(
    code,
    `the block stopped (exit ${code}):\n${stdout.join('\n')}\n${stderr}\n${failed.join('\n')}`,
  ).toBe(0);
  expectAnswers(answers, commands);
  return stdout;
}

const json = (line: string) => JSON.parse(line) as any;

describe('the README as a document', () => {
  it('is under 500 lines, with a table of contents whose links all reach a heading', () => {
    expect(README.split('\n').length).toBeLessThan(500);
    const anchors = new Set(
      [...README.matchAll(/^#{2,3} (.+)$/gm)].map((m) =>
        m[1]!
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replaceAll(' ', '-'),
      ),
    );
    const contents = /\*\*Contents\*\*:([\s\S]*?)\n\n/.exec(README)?.[1];
    expect(contents, 'a table of contents at the top').toBeDefined();
    expect(README.indexOf('**Contents**')).toBeLessThan(README.indexOf('## Quick start'));
    const links = [...contents!.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(anchors, link).toContain(link);
    // Every section is reachable from it.
    for (const heading of README.matchAll(/^## (.+)$/gm)) {
      const anchor = heading[1]!
        .toLowerCase()
        .replace(/[^a-z0-9 -]/g, '')
        .replaceAll(' ', '-');
      expect(links, heading[1]).toContain(anchor);
    }
  });

  it('shows the first REST and GraphQL call on its first screen, GraphQL before REST', () => {
    const quickStart = section('Quick start');
    expect(quickStart).toContain('"$B/consumers/$C/invoicing/taxes?size=3"');
    expect(quickStart).toContain('"$B/graphql"');
    expect(README.indexOf('## GraphQL')).toBeLessThan(README.indexOf('## Calling the REST API'));
    // The clone, install and start lines and the first two calls within the first 60 lines.
    const lineOf = (text: string) => README.slice(0, README.indexOf(text)).split('\n').length;
    expect(lineOf('npm install')).toBeLessThan(30);
    expect(lineOf('"$B/graphql"')).toBeLessThan(60);
  });

  for (const [name, text] of [
    ['README', README],
    ['CONTRIBUTING', CONTRIBUTING],
  ] as const) {
    it(`${name}: no dates, commit hashes or internal document names; every path it names exists`, () => {
      expect(text).not.toMatch(/\b20\d\d-\d\d-\d\d\b/);
      expect(text).not.toMatch(/\bCONTRACT\b|§/);
      // A commit hash: seven or more hex characters with a digit and a letter (the banner's
      // sample ids, UUIDs, aside).
      const withoutIds = text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '');
      for (const word of withoutIds.match(/\b[0-9a-f]{7,40}\b/g) ?? [])
        expect(/\d/.test(word) && /[a-f]/.test(word), word).toBe(false);
      const paths = [...text.matchAll(/`((?:src|test|schema)\/[\w./-]+)`/g)].map((m) => m[1]!);
      expect(paths.length).toBeGreaterThan(3);
      // The worked example of "Adding an operation" names the files it makes.
      const missing = paths.filter((p) => !existsSync(new URL(`../../${p}`, import.meta.url)));
      expect(missing.filter((p) => !p.includes('rooms'))).toEqual([]);
    });
  }

  it('lists every environment variable Lintel reads in its configuration table', () => {
    const names = [...CONFIG.matchAll(/^ {2}((?:LINTEL_|DATABASE_URL|NODE_ENV|PORT|HOST)[A-Z_]*):/gm)].map(
      (m) => m[1]!,
    );
    expect(names.length).toBeGreaterThan(30);
    const table = section('Configuration');
    for (const name of names) expect(table, name).toContain(`\`${name}\``);
  });

  it('states the minimum length of every variable that has one', () => {
    // Each variable's declaration runs to the next one's.
    const declarations = CONFIG.split(/^(?= {2}[A-Z][A-Z_]*:)/m);
    const bounded = declarations
      .map((d) => [
        /^ {2}(LINTEL_[A-Z_]+):/.exec(d)?.[1],
        /\.min\((\d+), 'must be at least \1 characters'\)/.exec(d)?.[1],
      ])
      .filter((pair): pair is [string, string] => pair[0] !== undefined && pair[1] !== undefined);
    expect(bounded.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'LINTEL_CLIENT_SECRET',
        'LINTEL_SECRET_KEY',
        'LINTEL_SECRET_KEY_PREVIOUS',
        'LINTEL_ADMIN_KEY',
      ]),
    );
    for (const [name, length] of bounded) {
      const row = README.split('\n').find((line) => line.startsWith('|') && line.includes(`\`${name}\``));
      expect(row, name).toBeDefined();
      expect(row, name).toContain(`at least ${length} characters`);
    }
  });

  it('writes a status beside every curl command of its examples', () => {
    const unmarked = blocksOf(README)
      .filter((b) => b.lang === 'sh')
      .flatMap((b) => commandsOf(b.text))
      .filter((c) => c.status === null)
      .map((c) => c.text);
    // The one exception: connecting a real Odoo, whose values are the reader's.
    expect(unmarked).toEqual([expect.stringContaining('https://acme.odoo.com')]);
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

describe('the examples, run as printed on a port other than 4000', () => {
  let t: TestApp;
  let shell: Shell;

  beforeAll(async () => {
    t = await createTestApp();
    expect(new URL(t.url).port).not.toBe('4000');
    const account = await t.newAccount('README');
    const { consumerId } = await t.newConsumer(account);
    shell = { base: t.url, account, consumerId };
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the banner's first calls answer the same tax codes through REST and GraphQL; without a consumer, the consumers", async () => {
    const { stdout, answers, code } = await bash(shell, firstCallLines(true).join('\n'));
    expect(code).toBe(0);
    expectAnswers(answers, [
      { text: 'REST', status: 200 },
      { text: 'GraphQL', status: 200 },
    ]);
    const [rest, graphql] = stdout.map(json);
    expect(rest.items.map((i: { label: string }) => i.label)).toEqual(
      graphql.data.consumer.invoicing.taxes.nodes.map((n: { label: string }) => n.label),
    );
    const alone = await bash({ ...shell, consumerId: null }, firstCallLines(false).join('\n'));
    expectAnswers(alone.answers, [
      { text: 'REST', status: 200 },
      { text: 'GraphQL', status: 200 },
    ]);
    expect(json(alone.stdout[1]!).data.consumers.nodes.length).toBeGreaterThan(0);
  });

  it('a refused POST /token prints the error body and stops there', async () => {
    const wrong = { ...shell, account: { ...shell.account, clientSecret: 'not-the-secret-0123456789' } };
    const failed = await bash(wrong, 'echo "not reached"');
    expect(failed.code).toBe(1);
    expect(failed.answers.map((a) => a.status)).toEqual([401]);
    expect(failed.stderr).toContain('"error_code":"ERROR_CHIFT_AUTHENTICATION_ERROR"');
    expect(failed.stdout).not.toContain('not reached');
  });

  it('GraphQL: the query with variables, two pages, and a mutation refused then done', async () => {
    const blocks = blocksOf(section('GraphQL')).filter((b) => b.lang === 'sh');
    const [variables, pages, mutations] = blocks;
    const unpaid = json((await runBlock(shell, variables!.text))[0]!);
    expect(unpaid.errors).toBeUndefined();
    const invoices = unpaid.data.consumer.invoicing.invoices.nodes;
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      expect(invoice.outstandingAmount).toBeGreaterThan(0);
      expect(invoice.partner).not.toBeNull();
      expect(invoice.lines.length).toBeGreaterThan(0);
    }

    const second = json((await runBlock(shell, pages!.text))[0]!);
    expect(second.errors).toBeUndefined();
    const page = second.data.consumer.invoicing.taxes;
    expect(page.nodes).toHaveLength(5);
    const all = await t.expect<{ items: { label: string }[] }>(
      200,
      'GET',
      `/consumers/${shell.consumerId}/invoicing/taxes?size=10`,
      { token: shell.account.token },
    );
    expect(page.nodes.map((n: { label: string }) => n.label)).toEqual(
      all.items.slice(5, 10).map((i) => i.label),
    );

    const [refused, created] = (await runBlock(shell, mutations!.text)).map(json);
    expect(refused.data.createProduct).toEqual({
      product: null,
      userErrors: [{ code: 'ERROR_VALIDATION', field: ['input', 'taxId'], message: expect.any(String) }],
    });
    expect(created.data.createProduct).toEqual({
      product: { id: expect.any(String), remoteId: expect.any(String), name: 'Espresso' },
      userErrors: [],
    });
  });

  it('GraphQL: the events subscription streams the consumer’s events (as printed, stopped after 5 s)', async () => {
    const subscribe = blockWith('subscription { events');
    expect(commandsOf(subscribe).map((c) => c.status)).toEqual([200]);
    // The stream does not end: curl stops after 5 s. A product created each second meanwhile
    // (the stream starts once curl has connected) is an event it must show.
    let done = false;
    const streamed = bash(shell, subscribe, { curlArgs: '--max-time 5' }).finally(() => {
      done = true;
    });
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      if (done) break;
      await t.expect(200, 'POST', `/consumers/${shell.consumerId}/invoicing/products`, {
        token: shell.account.token,
        body: { name: 'Streamed' },
      });
    }
    const { stdout, answers } = await streamed;
    // curl's own timeout ends it (exit 28), after the 200 it was answered.
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const data = stdout.filter((line) => line.startsWith('data: ')).map((line) => JSON.parse(line.slice(6)));
    expect(data.length).toBeGreaterThan(0);
    for (const event of data) {
      expect(event.data.events).toEqual({
        id: expect.any(String),
        event: 'INVOICING_PRODUCT_CREATED',
        data: { __typename: 'Product', remoteId: expect.any(String), name: 'Streamed' },
      });
    }
  }, 30_000);

  it('REST examples 1 to 8, whole: the receiver prints the test delivery, the closures are not empty', async () => {
    const examples = blockWith('# 1. tax codes');
    expect(examples).toMatch(/^B=\$\{B:-http:\/\/127\.0\.0\.1:4000\}/);
    expect(examples).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const port = await freePort();
    const lines = await runBlock(shell, examples, { RECEIVER_PORT: String(port) });
    const delivered = lines.filter((line) => line.startsWith('delivery: ')).map((l) => json(l.slice(10)));
    expect(delivered.map((d) => d.event)).toEqual(['account.webhook.test']);
    const answers = lines.filter((line) => line.startsWith('{') || line.startsWith('[')).map(json);
    const [taxes, tax, product, contact, modifiers, orders, invoice, payment] = answers;
    expect(taxes.items.length).toBeGreaterThan(0);
    expect(tax.id).toBe('tax-be-21-sale');
    expect(product.name).toBe('Espresso');
    expect(contact.raw).toBeDefined();
    expect(modifiers.items.length).toBeGreaterThan(0);
    expect(orders.items.length).toBeGreaterThan(0);
    expect(invoice.status).toBe('posted');
    expect(Buffer.from(invoice.pdf, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(payment).toMatchObject({ invoice_id: invoice.id, amount: 10, currency: 'EUR' });
    const [posClosure, sales, bills, pmsClosure, testRow, logs] = answers.slice(8);
    // Yesterday (UTC) is over in Brussels: its closure is closed and holds the day's takings.
    expect(posClosure).toMatchObject({ status: 'closed' });
    expect(posClosure.closures[0].total).toBeGreaterThan(0);
    expect(sales.total).toBeGreaterThan(0);
    expect(bills.items.length).toBeGreaterThan(0);
    // The Lisbon hotel's closure of the day of a bill it closed: takings, not zeros.
    expect(pmsClosure.closures[0].total).toBeGreaterThan(0);
    expect(pmsClosure.closures[0].taxes.length).toBeGreaterThan(0);
    expect(testRow).toMatchObject({ event: 'account.webhook.test', httpstatus: 200 });
    // The delivery log is a bare array, as Chift's.
    expect(logs).toEqual([expect.objectContaining({ webhooklogid: testRow.webhooklogid, httpstatus: 200 })]);
    // The example removed its subscription again: it runs again as printed.
    const webhooks = await t.expect<unknown[]>(200, 'GET', '/webhooks', { token: shell.account.token });
    expect(webhooks).toEqual([]);
    const again = await runBlock(shell, examples, { RECEIVER_PORT: String(await freePort()) });
    expect(again.filter((line) => line.startsWith('delivery: '))).toHaveLength(1);
  });

  it('REST: the accounting block: two folders, a trial balance, the POS closure booked, in the FEC', async () => {
    const { consumerId } = await t.newConsumer(shell.account, [2, 4]);
    const lines = await runBlock({ ...shell, consumerId }, blockWith('chart-of-accounts/balance'));
    const [folders, balances, entry, fec] = lines
      .filter((l) => l.startsWith('{') || l.startsWith('['))
      .map(json);
    expect(folders.map((f: { id: string }) => f.id)).toEqual(['sablon', 'schelde']);
    expect(balances.items.length).toBeGreaterThan(0);
    // The entry booked is yesterday's closure of the Brussels shop: its takings and its VAT.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const { closures } = await t.expect<{ closures: { total: number; taxes: { tax_amount: number }[] }[] }>(
      200,
      'GET',
      `/consumers/${consumerId}/pos/closures/${yesterday}?location_id=LOC-BRU`,
      { token: shell.account.token },
    );
    const booked = fec.filter((l: { EcritureNum: string }) => l.EcritureNum === entry.name) as {
      CompteNum: string;
      Debit: number;
      Credit: number;
    }[];
    expect(booked.filter((l) => l.CompteNum === '570000').map((l) => l.Debit)).toEqual([closures[0]!.total]);
    expect(booked.filter((l) => l.CompteNum === '451000').map((l) => l.Credit)).toEqual(
      closures[0]!.taxes.map((tax) => tax.tax_amount),
    );
    const cents = (n: number) => Math.round(n * 100);
    expect(booked.reduce((s, l) => s + cents(l.Debit) - cents(l.Credit), 0)).toBe(0);
  });

  it('REST: the read cache block shows miss, then hit, then miss when forced', async () => {
    const { consumerId } = await t.newConsumer(shell.account);
    const lines = await runBlock({ ...shell, consumerId }, blockWith('x-lintel-cache'));
    const states = lines.filter((l) => /^x-lintel-cache:/i.test(l)).map((l) => l.split(':')[1]!.trim());
    expect(states).toEqual(['miss', 'hit', 'miss']);
    expect(lines.find((l) => /^age:/i.test(l))).toBeDefined();
  });

  it('the connect page, browser token, MCP and admin examples', async () => {
    const connect = (await runBlock(shell, blockWith('Bistro Nord'))).map(json);
    expect(connect[0].url).toMatch(new RegExp(`^${t.url}/connect/`));

    const [token] = await runBlock(
      shell,
      `${blockWith('BROWSER_TOKEN=$(')}\nprintf '%s\\n' "$BROWSER_TOKEN"`,
    );
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
    const res = await snippet(t.url, token, shell.consumerId);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: any; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data.consumer.invoicing.taxes.nodes).toHaveLength(5);

    const [mcp] = await runBlock(shell, blockWith('"$B/mcp"'));
    expect(json(mcp!).result.content[0].text).toContain('"items"');

    const [client] = (
      await runBlock(shell, blockWith('/admin/accounts'), { LINTEL_ADMIN_KEY: ADMIN_KEY })
    ).map(json);
    expect(client).toEqual({
      clientId: expect.any(String),
      clientSecret: expect.any(String),
      scopes: ['invoicing.read', 'pms.read'],
    });
  });

  it('the PostgreSQL consumer recipe makes a consumer with the four Sandbox connections', async () => {
    const recipe = blockWith('for I in 1 2 3 4; do');
    const { stdout, answers, code } = await bash(shell, `${recipe}\nprintf '%s\\n' "$C"`);
    expect(code).toBe(0);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const connections = await t.expect<{ integrationid: number }[]>(
      200,
      'GET',
      `/consumers/${stdout.at(-1)}/connections`,
      { token: shell.account.token },
    );
    expect(connections.map((c) => c.integrationid).sort()).toEqual([1, 2, 3, 4]);
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
