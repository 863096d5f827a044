import { createMewsConnector, type MewsConnectorSettings } from '../../../src/connectors/mews/index.js';
import type { MewsFake } from '../../fakes/mews/server.js';
import { createTestApp, type TestAccount, type TestApp } from '../../kit/app.js';

/** Short timeouts so failure tests stay fast (retries 2 → at most 3 attempts per call). */
export const FAST_HTTP = {
  timeoutMs: 500,
  retries: 2,
  baseDelayMs: 5,
  maxDelayMs: 20,
  breakerThreshold: 3,
  breakerOpenMs: 300,
};

export interface MewsHarness {
  app: TestApp;
  account: TestAccount;
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
  http: Partial<typeof FAST_HTTP> = {},
): Promise<MewsHarness> {
  const connector = createMewsConnector({ http: { ...FAST_HTTP, ...http } }, settings);
  const app = await createTestApp({ deps: { connectors: [connector] } });
  const account = await app.newAccount('Mews tests');
  return {
    app,
    account,
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
