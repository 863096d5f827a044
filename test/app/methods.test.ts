import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * Methods fetch cannot send (issue 28, item 6): TRACE, CONNECT and TRACK, which a web `Request`
 * refuses, and tokens Node's HTTP parser does not know. Each once gave a 500 (or a closed
 * connection, or a 400); each is a 405 in the contract's error shape with the route table's
 * methods in `Allow`, or a 404 where no route is. Sent as raw bytes on a socket.
 */

let t: TestApp;
let account: TestAccount;
let consumerId: string;

beforeAll(async () => {
  t = await createTestApp();
  account = await t.newAccount('Methods');
  ({ consumerId } = await t.newConsumer(account, [1]));
});
afterAll(async () => {
  await t?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Every answer on one connection to `bytes`, read until the server closes it. */
function exchange(bytes: string): Promise<RawAnswer[]> {
  const { hostname, port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answers: RawAnswer[] = [];
      let rest = Buffer.concat(chunks).toString('latin1');
      while (rest.length > 0) {
        const end = rest.indexOf('\r\n\r\n');
        if (end < 0) return reject(new Error(`Not an HTTP answer: ${rest.slice(0, 200)}`));
        const [statusLine, ...lines] = rest.slice(0, end).split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
        }
        const length = Number(headers['content-length'] ?? 0);
        answers.push({
          status: Number(statusLine!.split(' ')[1]),
          headers,
          body: rest.slice(end + 4, end + 4 + length),
        });
        rest = rest.slice(end + 4 + length);
      }
      resolve(answers);
    });
  });
}

async function send(method: string, path: string): Promise<RawAnswer> {
  const answers = await exchange(
    `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
  );
  expect(answers).toHaveLength(1);
  return answers[0]!;
}

const allowOf = (answer: RawAnswer) =>
  answer.headers.allow
    ?.split(',')
    .map((m) => m.trim())
    .sort();

const expectRefused = (answer: RawAnswer, method: string, allowed: string[]) => {
  expect(answer.status).toBe(405);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(JSON.parse(answer.body)).toEqual({
    message: `Method ${method} not allowed`,
    status: 'error',
    detail: `This path takes ${answer.headers.allow}`,
    error_code: 'ERROR_METHOD_NOT_ALLOWED',
  });
  expect(allowOf(answer)).toEqual(allowed);
};

// TRACE, CONNECT, TRACK: fetch's forbidden methods; FOO and `get`: tokens Node's parser rejects.
const METHODS = ['TRACE', 'CONNECT', 'TRACK', 'FOO', 'get'];

describe('a method no web Request can carry', () => {
  it.each(METHODS)('%s is a 405 listing the methods of the path, /health included', async (method) => {
    expectRefused(await send(method, '/consumers'), method, ['GET', 'POST']);
    expectRefused(await send(method, '/health'), method, ['GET']);
    expectRefused(await send(method, `/consumers/${consumerId}/invoicing/taxes?size=2`), method, ['GET']);
    // The same methods as Hono's fallback gives a method it has no route for.
    const put = await t.request('PUT', '/consumers', {
      token: account.token,
      offChiftContract: 'PUT is no method of /consumers',
    });
    expect(allowOf(await send(method, '/consumers'))).toEqual(
      put.headers
        .get('allow')
        ?.split(',')
        .map((m) => m.trim())
        .sort(),
    );
  });

  it.each(METHODS)('%s on an unknown path is a 404, as any method there', async (method) => {
    const answer = await send(method, '/no/such/path');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 'error', error_code: 'ERROR_NOT_FOUND' });
    expect(answer.headers.allow).toBeUndefined();
  });

  it('an absolute-form target is read by its path', async () => {
    expectRefused(await send('TRACE', `${t.url}/health`), 'TRACE', ['GET']);
    expectRefused(await send('FOO', `${t.url}/consumers?x=1`), 'FOO', ['GET', 'POST']);
  });

  it('a TRACE with a body is answered and the connection stays usable', async () => {
    const body = 'x'.repeat(10_000);
    const answers = await exchange(
      `TRACE /consumers HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${body.length}\r\n\r\n${body}` +
        'GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answers.map((a) => a.status)).toEqual([405, 200]);
    expect(JSON.parse(answers[1]!.body)).toEqual({ status: 'ok' });
  });

  it('headers over the parser limit stay a 431', async () => {
    const answers = await exchange(
      `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answers).toHaveLength(1);
    expect(answers[0]!.status).toBe(431);
    expect(JSON.parse(answers[0]!.body)).toMatchObject({ error_code: 'ERROR_HEADERS_TOO_LARGE' });
  });

  it('a request line that is not HTTP stays a 400', async () => {
    const answers = await exchange('\u0001\u0002 garbage\r\n\r\n');
    expect(answers).toHaveLength(1);
    expect(answers[0]!.status).toBe(400);
    expect(JSON.parse(answers[0]!.body)).toMatchObject({ error_code: 'ERROR_BAD_REQUEST' });
  });
});
