import type { Api } from '../../model/index.js';
import { type ConnectorDefinition, capabilitiesOf, connectHandlers } from '../connector.js';
import { accounting } from './accounting/index.js';
import { invoicing } from './invoicing/index.js';
import { connectionRecords, type SandboxApi } from './kit.js';
import { pms } from './pms/index.js';
import { pos } from './pos/index.js';
import type { SandboxRecord, SandboxRepository } from './types.js';

/**
 * The Sandbox: Lintel's own demo data behind the same operations as a vendor's, one folder per
 * API and one per resource it serves (`<api>/<resource>/`: `handlers.ts`, the resource's part of
 * the handler map; `seed.ts`, its `KIND` and its records at the start, `seed(now)`; `to-model.ts`
 * when a stored record is more than the model's object). `<api>/resources.ts` gathers them
 * (written by `npm run schema:print`); `kit.ts` holds what resources share.
 */
const APIS: Record<Api, SandboxApi> = { invoicing, pos, pms, accounting };

/** The demo data a new connection of the API starts with, dated from `now`, in listing order. */
export function sandboxSeed(api: Api, now: Date): SandboxRecord[] {
  return Object.values(APIS[api].seeds).flatMap((seed) => seed(now));
}

/** What of `now` the API's seed depends on (the same key, the same records). */
export function sandboxSeedKey(api: Api, now: Date): string {
  return APIS[api].seedKey(now);
}

/**
 * The four Sandbox connectors (integrations 1, 2, 3 and 4, contract §5). They need no credentials:
 * their "vendor" is Lintel's own database, reached through `repo`. Each connection gets its own
 * copy of the demo data when it is created (`onConnectionCreated`), and writes persist there.
 * `clock` dates the seed and the writes (tests pin it).
 */
export function createSandboxConnectors(
  repo: SandboxRepository,
  clock: () => Date = () => new Date(),
): ConnectorDefinition[] {
  const define = (
    integrationId: number,
    name: string,
    api: Api,
    description: string,
  ): ConnectorDefinition => {
    const sandbox = APIS[api];
    return {
      integrationId,
      name,
      description,
      api,
      status: 'active',
      supportedCountries: null,
      brandColor: '#2f6f5e',
      credentials: [],
      local: true,
      capabilities: capabilitiesOf(sandbox.handlers),
      onConnectionCreated: async (connection) => {
        const now = clock();
        await repo.seed(connection.id, {
          api,
          key: sandbox.seedKey(now),
          build: () => sandboxSeed(api, now),
        });
      },
      connect: (connection) =>
        connectHandlers(sandbox.handlers, { records: connectionRecords(repo, connection.id), clock }),
    };
  };
  return [
    define(
      1,
      'Sandbox Invoicing',
      'invoicing',
      'Demo invoicing data kept by Lintel itself: tax codes, products, opportunities, contacts, invoices and credit notes (paid, partially paid, unpaid), payments, payment methods, two bank accounts with transactions',
    ),
    define(
      2,
      'Sandbox POS',
      'pos',
      'Demo point-of-sale data kept by Lintel itself: a coffee chain with shops in Brussels, Antwerp and Lisbon, a month of orders with payments and refunds, daily closures, products, customers',
    ),
    define(
      3,
      'Sandbox PMS',
      'pms',
      'Demo hotel data kept by Lintel itself: three properties (Brussels, Antwerp, Lisbon) with tax rates, ' +
        'orders, closed bills as invoices with their payments (card, cash, company transfer), guests and ' +
        'companies, payment methods and accounting categories with ledger accounts, journal lines and daily closures',
    ),
    define(
      4,
      'Sandbox Accounting',
      'accounting',
      'Demo books kept by Lintel itself: a hotel in Brussels and a bistro in Antwerp (two folders) on the Belgian ' +
        'minimum chart, a double-entry ledger of sales and purchase invoices with their VAT, payments matched with ' +
        'them, bank fees and miscellaneous operations, analytic plans; balances, open items and the FEC add up from its lines',
    ),
  ];
}
