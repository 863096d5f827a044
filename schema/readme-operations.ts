/**
 * The README's operations per connector, written from the connectors' own capability lists
 * (the declarations `GET /integrations` and the 405s read), so the README cannot claim an
 * operation a connector does not serve. `schema/print.ts` writes it between the markers.
 */
import type { ConnectorDefinition } from '../src/connectors/connector.js';
import { createSandboxConnectors } from '../src/connectors/sandbox/index.js';
import type { SandboxRepository } from '../src/connectors/sandbox/types.js';
import { createVendorConnectors } from '../src/connectors/vendors.js';
import {
  type Api,
  apiDisplayNames,
  apis,
  httpMethod,
  operationDeclaration,
  operationsOfApi,
  restPath,
} from '../src/model/index.js';

export const START = '<!-- operations:start (npm run schema:print writes this table) -->';
export const END = '<!-- operations:end -->';

function definitions(): ConnectorDefinition[] {
  // Only the capability lists are read: the Sandbox's store is never called.
  const unused = {} as SandboxRepository;
  return [
    ...createSandboxConnectors(unused),
    ...createVendorConnectors({ http: { blockPrivateNetworks: false } }),
  ];
}

function table(api: Api, connectors: ConnectorDefinition[]): string {
  const own = connectors.filter((c) => c.api === api);
  const head = `| ${apiDisplayNames[api]} | ${own.map((c) => `${c.name} (${c.integrationId})`).join(' | ')} |`;
  const rule = `|---|${own.map(() => ':-:').join('|')}|`;
  const rows = operationsOfApi(api).map((id) => {
    const declaration = operationDeclaration(id);
    const path = restPath(declaration).replace('/consumers/{consumer_id}/', '');
    const cells = own.map((c) => (c.capabilities.includes(id) ? '✓' : '—'));
    return `| \`${httpMethod(declaration)} ${path}\` | ${cells.join(' | ')} |`;
  });
  return [head, rule, ...rows].join('\n');
}

/** The tables, one per API: a row per operation, a column per connector. */
export function operationsTables(): string {
  const connectors = definitions();
  return apis.map((api) => table(api, connectors)).join('\n\n');
}

/** `readme` with the region between the markers replaced by the tables. */
export function withOperationsTables(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${START} … ${END}`);
  return `${readme.slice(0, start + START.length)}\n${operationsTables()}\n${readme.slice(end)}`;
}
