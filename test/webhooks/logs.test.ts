import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/** A receiver on loopback whose answers the test scripts per path: status and body, or silence. */
interface ScriptedReceiver {
  url: string;
  ids: Map<string, string[]>;
  answer(path: string, answer: { status: number; body?: string } | 'hang'): void;
  close(): Promise<void>;
}

async function startScriptedReceiver(): Promise<ScriptedReceiver> {
  const answers = new Map<string, { status: number; body?: string } | 'hang'>();
  const ids = new Map<string, string[]>();
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = req.url ?? '/';
      ids.set(path, [...(ids.get(path) ?? []), String(req.headers['webhook-id'])]);
      const answer = answers.get(path) ?? { status: 200 };
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    ids,
    answer: (path, answer) => answers.set(path, answer),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A loopback port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const logLines: Record<string, any>[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });

let t: TestApp;
let account: TestAccount;
let receiver: ScriptedReceiver;

beforeAll(async () => {
  t = await createTestApp({
    env: { LINTEL_WEBHOOK_WORKER: 'true', LINTEL_WEBHOOK_RETRY_SCHEDULE: '0.3,0.3' },
    deps: { logger, webhookWorker: { pollIntervalMs: 50, timeoutMs: 500 } },
  });
  account = await t.newAccount('Webhook logs');
  receiver = await startScriptedReceiver();
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

async function subscribe(url: string, event = 'account.webhook.test'): Promise<string> {
  const created = await t.expect<{ webhookid: string }>(200, 'POST', '/webhooks', {
    token: account.token,
    // account.webhook.test is not subscribable; any event will do, the test endpoint sends its own.
    body: { event: event === 'account.webhook.test' ? 'account.connection.deleted' : event, url },
  });
  return created.webhookid;
}

async function sendTest(webhookId: string): Promise<Record<string, any>> {
  return t.expect(200, 'POST', `/webhooks/${webhookId}/test`, { token: account.token });
}

async function logsOf(webhookId: string, query = ''): Promise<Record<string, any>[]> {
  return t.expect(200, 'GET', `/webhooks/${webhookId}/logs${query}`, { token: account.token });
}

describe('a delivery log row a person can debug', () => {
  it('keeps the event id, attempt, the start of the answer and when the next attempt is due', async () => {
    const body = `${'é'.repeat(600)}tail that is past the first kilobyte`;
    receiver.answer('/busy', { status: 503, body });
    const webhookId = await subscribe(`${receiver.url}/busy`);
    const before = Date.now();
    const log = await sendTest(webhookId);
    expect(log).toMatchObject({
      webhookid: webhookId,
      httpstatus: 503,
      attempt: 1,
      error: null,
      eventid: receiver.ids.get('/busy')![0],
    });
    // 1024 bytes of two-byte characters: 512 of them, nothing cut in half.
    expect(log.responsebody).toBe('é'.repeat(512));
    const due = Date.parse(log.nextattempton);
    expect(due).toBeGreaterThanOrEqual(before + 250);
    expect(due).toBeLessThanOrEqual(Date.now() + 400);

    // The worker retries twice (0.3 s apart), then gives up: attempts 2 and 3, the last with no next.
    const deadline = Date.now() + 10_000;
    let logs = await logsOf(webhookId);
    while (logs.length < 3 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      logs = await logsOf(webhookId);
    }
    expect(logs.map((l) => [l.attempt, l.httpstatus, l.nextattempton === null])).toEqual([
      [3, 503, true],
      [2, 503, false],
      [1, 503, false],
    ]);
    const ids = new Set(logs.map((l) => l.eventid));
    expect([...ids]).toEqual([log.eventid]);
    expect(receiver.ids.get('/busy')).toEqual([log.eventid, log.eventid, log.eventid]);
  });

  it('keeps a short answer whole and says nothing of an error when the receiver answered', async () => {
    receiver.answer('/fine', { status: 200, body: 'thanks' });
    const log = await sendTest(await subscribe(`${receiver.url}/fine`));
    expect(log).toMatchObject({ httpstatus: 200, error: null, responsebody: 'thanks', nextattempton: null });
  });

  it('names a timeout', async () => {
    receiver.answer('/hang', 'hang');
    const log = await sendTest(await subscribe(`${receiver.url}/hang`));
    expect(log).toMatchObject({ httpstatus: 0, error: 'timeout', responsebody: null, attempt: 1 });
    expect(log.nextattempton).not.toBeNull();
  });

  it('names a refused connection', async () => {
    const log = await sendTest(await subscribe(`http://127.0.0.1:${await closedPort()}/hook`));
    expect(log).toMatchObject({ httpstatus: 0, error: 'connection refused', responsebody: null });
  });

  it('names a DNS failure', async () => {
    const log = await sendTest(await subscribe('http://nonexistent.invalid/hook'));
    expect(log).toMatchObject({ httpstatus: 0, error: 'DNS failure' });
  });

  it('logs a failed delivery at warn with the webhook id and the reason, never the URL path', async () => {
    const webhookId = await subscribe(`http://127.0.0.1:${await closedPort()}/secret-path-token`);
    logLines.length = 0;
    await sendTest(webhookId);
    const warnings = logLines.filter((l) => l.level === 40 && l.webhookId === webhookId);
    expect(warnings).toEqual([
      expect.objectContaining({
        webhookId,
        reason: 'connection refused',
        attempt: 1,
        httpStatus: 0,
        msg: expect.stringContaining('connection refused'),
      }),
    ]);
    expect(JSON.stringify(warnings)).not.toContain('secret-path-token');

    receiver.answer('/teapot', { status: 418 });
    const other = await subscribe(`${receiver.url}/teapot`);
    await sendTest(other);
    expect(logLines.filter((l) => l.level === 40 && l.webhookId === other)).toEqual([
      expect.objectContaining({ reason: 'HTTP 418', httpStatus: 418 }),
    ]);
  });
});

describe('GET /webhooks/{id}/logs paging', () => {
  it('pages newest first with page and size, within the bounds of every paged route', async () => {
    receiver.answer('/paged', { status: 200 });
    const webhookId = await subscribe(`${receiver.url}/paged`);
    const sent: string[] = [];
    for (let i = 0; i < 5; i++) sent.push((await sendTest(webhookId)).webhooklogid);
    const newestFirst = [...sent].reverse();
    expect((await logsOf(webhookId)).map((l) => l.webhooklogid)).toEqual(newestFirst);
    expect((await logsOf(webhookId, '?size=2')).map((l) => l.webhooklogid)).toEqual(newestFirst.slice(0, 2));
    expect((await logsOf(webhookId, '?page=2&size=2')).map((l) => l.webhooklogid)).toEqual(
      newestFirst.slice(2, 4),
    );
    expect((await logsOf(webhookId, '?page=3&size=2')).map((l) => l.webhooklogid)).toEqual(
      newestFirst.slice(4),
    );
    expect(await logsOf(webhookId, '?page=4&size=2')).toEqual([]);

    const tooBig = await t.request('GET', `/webhooks/${webhookId}/logs?size=101`, { token: account.token });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.detail[0]).toMatchObject({ loc: ['query', 'size'], type: 'less_than_equal' });
    const zero = await t.request('GET', `/webhooks/${webhookId}/logs?page=0`, { token: account.token });
    expect(zero.status).toBe(422);
    expect(zero.body.detail[0]).toMatchObject({ loc: ['query', 'page'], type: 'greater_than_equal' });
  });
});

describe('outbound address rules at delivery time', () => {
  it('names a private address refused in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const owner = await prod.newAccount('Production');
      // Created past the check (a name that resolved to a public address then, say); refused when sent.
      const webhook = await prod.app.store.webhooks.create({
        accountId: owner.accountId,
        event: 'account.consumer.created',
        url: `${receiver.url}/private`,
        signingSecret: null,
        integrationId: null,
        createdBy: owner.clientId,
      });
      const log = await prod.expect(200, 'POST', `/webhooks/${webhook.id}/test`, { token: owner.token });
      expect(log).toMatchObject({ httpstatus: 0, error: 'private address refused', responsebody: null });
      expect(receiver.ids.get('/private')).toBeUndefined();
    } finally {
      await prod.close();
    }
  });
});
