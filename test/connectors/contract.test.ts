import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorDefinition } from '../../src/connectors/connector.js';
import { createConnectorRegistry } from '../../src/connectors/registry.js';
import { createSandboxConnectors } from '../../src/connectors/sandbox/index.js';
import { createVendorConnectors } from '../../src/connectors/vendors.js';
import { operationsOfApi } from '../../src/model/index.js';
import { createTestApp, type TestAccount, type TestApp } from '../kit/app.js';

/**
 * The contract every connector keeps, Sandbox included: it implements exactly the operations it
 * declares (the gateway and `GET /integrations` read the declaration), and asks for the
 * credential keys of contract §5.
 */
const CONTRACT_CREDENTIALS: Record<number, { name: string; optional: boolean }[]> = {
  1: [],
  2: [],
  3: [],
  4: [],
  10: [
    { name: 'url', optional: false },
    { name: 'db', optional: false },
    { name: 'login', optional: false },
    { name: 'api_key', optional: false },
  ],
  11: [
    { name: 'url', optional: false },
    { name: 'db', optional: false },
    { name: 'login', optional: false },
    { name: 'api_key', optional: false },
  ],
  20: [
    { name: 'access_token', optional: false },
    { name: 'base_url', optional: true },
  ],
  30: [
    { name: 'client_token', optional: false },
    { name: 'access_token', optional: false },
    { name: 'platform_url', optional: true },
  ],
};

const unusedRepository = {
  insertMany: async () => {},
  list: async () => ({ items: [], total: 0 }),
  getMany: async () => [],
  seed: async () => {},
  update: async () => {},
};

const definitions: ConnectorDefinition[] = [
  ...createSandboxConnectors(unusedRepository),
  ...createVendorConnectors({ http: { blockPrivateNetworks: false } }),
];

const dummyCredentials = {
  url: 'http://127.0.0.1:1',
  db: 'db',
  login: 'login',
  api_key: 'key',
  access_token: 'token',
  client_token: 'client',
};

describe.each(definitions.map((d) => [`${d.integrationId} ${d.name}`, d] as const))(
  'connector %s',
  (_, definition) => {
    it('implements exactly the operations it declares, all of its own API', () => {
      const instance = definition.connect({ id: 'contract', credentials: dummyCredentials });
      const implemented = Object.keys(instance).filter(
        (k) => typeof (instance as Record<string, unknown>)[k] === 'function',
      );
      expect(implemented.sort()).toEqual([...definition.capabilities].sort());
      for (const operation of definition.capabilities)
        expect(operationsOfApi(definition.api)).toContain(operation);
    });

    it('asks for the credential keys of contract §5', () => {
      const keys = definition.credentials.map(({ name, optional }) => ({ name, optional }));
      expect(keys).toEqual(CONTRACT_CREDENTIALS[definition.integrationId]);
    });

    it('says of each credential whether it is secret (the connect page masks those)', () => {
      for (const field of definition.credentials) {
        // Addresses, databases and logins are shown; tokens and keys are masked.
        expect(field.secret, field.name).toBe(/token|key|secret|password/.test(field.name));
      }
    });

    it('is refused with 405 for every operation of its API it does not declare', async () => {
      const registry = createConnectorRegistry([definition]);
      let credentialReads = 0;
      for (const operation of operationsOfApi(definition.api)) {
        if (definition.capabilities.includes(operation)) continue;
        await expect(
          registry.handler(
            definition,
            {
              id: 'contract',
              version: 'v1',
              loadCredentials: async () => {
                credentialReads++;
                return dummyCredentials;
              },
            },
            operation,
          ),
        ).rejects.toMatchObject({ code: 'ERROR_RESOURCE_NOT_SUPPORTED', status: 405 });
      }
      expect(credentialReads).toBe(0);
    });
  },
);

describe('GET /integrations and GraphQL integrations read the same declaration', () => {
  let t: TestApp;
  let account: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    account = await t.newAccount();
  });
  afterAll(() => t.close());

  it('lists the eight integrations with their coverage', async () => {
    const body = await t.expect<
      {
        integrationid: number;
        credentials: unknown;
        operations_coverage: { operation: string; status: string }[];
      }[]
    >(200, 'GET', '/integrations', { token: account.token });
    expect(body.map((i) => i.integrationid)).toEqual([1, 2, 3, 4, 10, 11, 20, 30]);
    for (const item of body) {
      const definition = definitions.find((d) => d.integrationId === item.integrationid)!;
      expect(item.credentials).toEqual(CONTRACT_CREDENTIALS[item.integrationid]);
      expect(item.operations_coverage).toEqual(
        operationsOfApi(definition.api).map((operation) => ({
          operation,
          status: definition.capabilities.includes(operation) ? 'SUPPORTED' : 'NOT_SUPPORTED',
        })),
      );
    }
    const gql = await t.request('POST', '/graphql', {
      token: account.token,
      body: { query: '{ integrations { integrationId operationsCoverage { operation status } } }' },
    });
    expect(
      gql.body.data.integrations.map((i: { integrationId: number; operationsCoverage: unknown }) => [
        i.integrationId,
        i.operationsCoverage,
      ]),
    ).toEqual(body.map((i) => [i.integrationid, i.operations_coverage]));
  });
});
