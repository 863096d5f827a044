import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import * as standardwebhooks from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signDelivery } from '../../src/webhooks/signing.js';
import { createTestApp, onPostgres, type TestAccount, type TestApp } from '../kit/app.js';

/** What the README prints is run as printed: its snippets are read from the file, not copied here. */
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const CONFIG = readFileSync(new URL('../../src/config.ts', import.meta.url), 'utf8');
const run = promisify(execFile);

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

  it('example 9 reads the logs of the subscription example 8 made, in bash with curl as printed', async () => {
    const examples = blockWith('# 8. subscribe');
    const eightAndNine = examples.slice(examples.indexOf('# 8.'));
    expect(eightAndNine).toContain('WEBHOOK_ID=$(');
    expect(eightAndNine).toMatch(/\$WEBHOOK_ID\/logs/);
    const { stdout } = await run(
      'bash',
      [
        '-c',
        `set -euo pipefail\nB=${base}\nH="Authorization: Bearer ${account.token}"\n${eightAndNine}\nprintf '\\n%s\\n' "$WEBHOOK_ID"`,
      ],
      { timeout: 20_000 },
    );
    const [logs, webhookId] = stdout.trim().split('\n');
    expect(JSON.parse(logs!)).toEqual([]);
    const webhooks = await t.expect<{ webhookid: string }[]>(200, 'GET', '/webhooks', {
      token: account.token,
    });
    expect(webhooks.map((w) => w.webhookid)).toEqual([webhookId]);
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
