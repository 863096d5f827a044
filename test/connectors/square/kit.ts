import pino from 'pino';
import { createDroppedRecords, type DroppedRecords } from '../../../src/connectors/dropped-records.js';
import { createSquareConnector } from '../../../src/connectors/square/index.js';
import { FAKE_TOKEN, type SquareFake, startSquareFake } from '../../fakes/square/server.js';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../../kit/app.js';

/** Short timeouts so failure tests run in well under a second each. */
export const HTTP = {
  timeoutMs: 500,
  retries: 2,
  baseDelayMs: 5,
  maxDelayMs: 20,
  breakerThreshold: 3,
  breakerOpenMs: 300,
} as const;

export interface SquareHarness {
  t: TestApp;
  fake: SquareFake;
  account: TestAccount;
  /** The log lines the connector wrote (pino JSON, parsed): `level` 40 is `warn`. */
  logLines: Record<string, any>[];
  /** This connector's dropped-record counters (a fresh set per harness). */
  dropped: DroppedRecords;
  /** Moves the connector's cache clock forward (the cache TTL is 30 s). */
  advance(ms: number): void;
  /** A new consumer with a Square connection to `baseUrl` (default: the fake); counters reset after. */
  connect(options?: {
    token?: string;
    baseUrl?: string;
  }): Promise<{ consumerId: string; connectionId: string }>;
  close(): Promise<void>;
}

/** The whole app with the real Square connector pointed at a fresh fake. */
export async function startSquareHarness(env: Record<string, string> = {}): Promise<SquareHarness> {
  const fake = await startSquareFake();
  let skew = 0;
  const logLines: Record<string, any>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  const dropped = createDroppedRecords();
  const definition = createSquareConnector({ http: HTTP, logger, dropped }, { now: () => Date.now() + skew });
  const t = await createTestApp({ env: { ...READ_THROUGH, ...env }, deps: { connectors: [definition] } });
  const account = await t.newAccount('Square tests');
  return {
    t,
    fake,
    account,
    logLines,
    dropped,
    advance(ms) {
      skew += ms;
    },
    async connect(options = {}) {
      const consumer = await t.expect<{ consumerid: string }>(200, 'POST', '/consumers', {
        token: account.token,
        body: { name: 'Square consumer' },
      });
      const connection = await t.expect<{ connectionid: string }>(
        200,
        'POST',
        `/consumers/${consumer.consumerid}/connections`,
        {
          token: account.token,
          body: {
            integrationid: 20,
            credentials: [
              { key: 'access_token', value: options.token ?? FAKE_TOKEN },
              { key: 'base_url', value: options.baseUrl ?? fake.url },
            ],
          },
        },
      );
      fake.reset();
      return { consumerId: consumer.consumerid, connectionId: connection.connectionid };
    },
    async close() {
      await t?.close();
      await fake?.close();
    },
  };
}

export const modifiersPath = (consumerId: string, query = '') =>
  `/consumers/${consumerId}/pos/modifiers${query ? `?${query}` : ''}`;
