import pino from 'pino';
import type { VendorConnectorOptions } from '../../../src/connectors/connector.js';
import { createDroppedRecords, type DroppedRecords } from '../../../src/connectors/dropped-records.js';
import { createMewsConnector, type MewsConnectorSettings } from '../../../src/connectors/mews/index.js';
import type { MewsFake } from '../../fakes/mews/server.js';
import { createTestApp, READ_THROUGH, type TestAccount, type TestApp } from '../../kit/app.js';

/**
 * Short timeouts so failure tests stay fast (retries 2 → at most 3 attempts per call); 1 s, not
 * less, so a loaded machine does not time out (and retry) a fake that answers normally.
 */
export const FAST_HTTP = {
  timeoutMs: 1000,
  retries: 2,
  baseDelayMs: 5,
  maxDelayMs: 20,
  breakerThreshold: 3,
  breakerOpenMs: 300,
};

export interface MewsHarness {
  app: TestApp;
  account: TestAccount;
  /** The log lines the connector wrote (pino JSON, parsed): `level` 40 is `warn`. */
  logLines: Record<string, any>[];
  /** This connector's dropped-record counters (a fresh set per harness). */
  dropped: DroppedRecords;
  /** A new consumer connected to Mews at `url` (default: the fake) with the fake's tokens. */
  connect(options?: { url?: string; tokens?: { client: string; access: string } }): Promise<{
    consumerId: string;
    connectionId: string;
  }>;
  close(): Promise<void>;
}

export function credentialsFor(fake: MewsFake, url = fake.url, tokens?: { client: string; access: string }) {
  return [
    { key: 'client_token', value: tokens?.client ?? fake.state.clientToken },
    { key: 'access_token', value: tokens?.access ?? fake.state.accessToken },
    { key: 'platform_url', value: url },
  ];
}

/** The whole app with the Mews connector (integration 30) pointed at `fake`. */
export async function createMewsHarness(
  fake: MewsFake,
  settings?: MewsConnectorSettings,
  http: VendorConnectorOptions['http'] = {},
  env: Record<string, string> = {},
): Promise<MewsHarness> {
  const logLines: Record<string, any>[] = [];
  // A real pino logger writing JSON lines into the array, as the app's writes them to stdout.
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  const dropped = createDroppedRecords();
  const connector = createMewsConnector({ http: { ...FAST_HTTP, ...http }, logger, dropped }, settings);
  const app = await createTestApp({ env: { ...READ_THROUGH, ...env }, deps: { connectors: [connector] } });
  const account = await app.newAccount('Mews tests');
  return {
    app,
    account,
    logLines,
    dropped,
    async connect(options = {}) {
      const consumer = await app.expect<{ consumerid: string }>(200, 'POST', '/consumers', {
        token: account.token,
        body: { name: 'Hotel Lintel Wien' },
      });
      const connection = await app.expect<{ connectionid: string }>(
        200,
        'POST',
        `/consumers/${consumer.consumerid}/connections`,
        {
          token: account.token,
          body: {
            integrationid: 30,
            name: 'Mews',
            credentials: credentialsFor(fake, options.url, options.tokens),
          },
        },
      );
      return { consumerId: consumer.consumerid, connectionId: connection.connectionid };
    },
    close: () => app.close(),
  };
}
