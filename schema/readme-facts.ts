/**
 * The facts the README and `schema/reference.md` state about the declarations, written from
 * them so that they cannot drift: the data model per API, the connectors with their credentials
 * and how many operations each serves, the operations per connector, the webhook events.
 * `schema/print.ts` writes each between its markers (`<!-- name:start … -->` … `<!-- name:end -->`)
 * and `npm run schema:check` fails when a committed copy differs.
 */
import type { GraphQLSchema } from 'graphql';
import type { ConnectorDefinition } from '../src/connectors/connector.js';
import { createSandboxConnectors } from '../src/connectors/sandbox/index.js';
import type { SandboxRepository } from '../src/connectors/sandbox/types.js';
import { createVendorConnectors } from '../src/connectors/vendors.js';
import {
  type Api,
  apiDisplayNames,
  apis,
  deliveryOutcomeEvents,
  graphqlEnumValues,
  httpMethod,
  type OperationId,
  operationDeclaration,
  operationsOfApi,
  restPath,
  webhookEvent,
  webhookEventNames,
} from '../src/model/index.js';

function definitions(): ConnectorDefinition[] {
  // Only the declarations are read: the Sandbox's store is never called.
  const unused = {} as SandboxRepository;
  return [
    ...createSandboxConnectors(unused),
    ...createVendorConnectors({ http: { blockPrivateNetworks: false } }),
  ];
}

/** `GET invoicing/taxes/{tax_id}`: an operation as the tables name it. */
function operationName(id: OperationId): string {
  const declaration = operationDeclaration(id);
  return `${httpMethod(declaration)} ${restPath(declaration).replace('/consumers/{consumer_id}/', '')}`;
}

/** `payment-methods` → `payment methods`. */
const words = (resource: string) => resource.replaceAll('-', ' ');

/**
 * The data model per API: each resource with what can be done to it (`list`, `get`, `create`,
 * `update`), in the declarations' order.
 */
export function modelSummary(): string {
  return apis
    .filter((api) => operationsOfApi(api).length > 0)
    .map((api) => {
      const ids = operationsOfApi(api);
      const verbs = new Map<string, string[]>();
      // By the operation id's resource (`accounting.ledger-accounts.get`), which names what is read
      // more closely than the scope's resource (`chart-of-accounts`) where several share one.
      for (const id of ids) {
        const [, resource, verb] = id.split('.') as [string, string, string];
        verbs.set(resource, [...(verbs.get(resource) ?? []), verb]);
      }
      const resources = [...verbs].map(([resource, done]) => `${words(resource)} (${done.join(', ')})`);
      return `- **${apiDisplayNames[api]}**, ${ids.length} operations: ${resources.join('; ')}.`;
    })
    .join('\n');
}

/** The connectors: id, name, API, credential keys, and which of the API's operations each serves. */
export function connectorsTable(): string {
  const rows = definitions()
    .sort((a, b) => a.integrationId - b.integrationId)
    .map((c) => {
      const all = operationsOfApi(c.api);
      const missing = all.filter((id) => !c.capabilities.includes(id));
      const served =
        missing.length === 0
          ? `all ${all.length}`
          : `${all.length - missing.length} of ${all.length} (not ${missing.map((id) => `\`${operationName(id)}\``).join(', ')})`;
      const keys =
        c.credentials.length === 0
          ? 'none'
          : c.credentials.map((k) => `\`${k.name}\`${k.optional ? ' (optional)' : ''}`).join(', ');
      return `| ${c.integrationId} | ${c.name} | ${apiDisplayNames[c.api]} | ${keys} | ${served} |`;
    });
  return [
    '| integrationid | name | API | credentials (`key`s) | operations served |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

function operationsTable(api: Api, connectors: ConnectorDefinition[]): string {
  const own = connectors.filter((c) => c.api === api);
  const head = `| ${apiDisplayNames[api]} | ${own.map((c) => `${c.name} (${c.integrationId})`).join(' | ')} |`;
  const rule = `|---|${own.map(() => ':-:').join('|')}|`;
  const rows = operationsOfApi(api).map((id) => {
    const cells = own.map((c) => (c.capabilities.includes(id) ? '✓' : '—'));
    return `| \`${operationName(id)}\` | ${cells.join(' | ')} |`;
  });
  return [head, rule, ...rows].join('\n');
}

/** The operations tables, one per API: a row per operation, a column per connector. */
export function operationsTables(): string {
  const connectors = definitions();
  return apis.map((api) => operationsTable(api, connectors)).join('\n\n');
}

/** The events one can subscribe to, grouped by API: `account.consumer.created|updated|deleted`. */
export function eventsList(): string {
  const values = (graphqlEnumValues(webhookEvent) ?? []).filter((v) => subscribable(v.value));
  const byApi = new Map<string, Map<string, string[]>>();
  for (const { value } of values) {
    const [api, resource, what] = value.split('.') as [string, string, string];
    const resources = byApi.get(api) ?? new Map<string, string[]>();
    resources.set(resource, [...(resources.get(resource) ?? []), what]);
    byApi.set(api, resources);
  }
  return [...byApi]
    .map(
      ([api, resources]) =>
        `- ${[...resources].map(([resource, whats]) => `\`${api}.${resource}.${whats.join('|')}\``).join(', ')}`,
    )
    .join('\n');
}

/** Whether a subscription can be made to `event` (not the test event, not a delivery outcome). */
function subscribable(event: unknown): boolean {
  return (webhookEventNames as unknown[]).includes(event);
}

/** The webhook events (or the delivery outcomes) with what each means (the GraphQL enum's descriptions). */
export function eventsTable(which: 'subscribable' | 'outcomes' = 'subscribable'): string {
  const values = graphqlEnumValues(webhookEvent) ?? [];
  const rows = values
    .filter((v) =>
      which === 'subscribable'
        ? subscribable(v.value)
        : (deliveryOutcomeEvents as readonly unknown[]).includes(v.value),
    )
    .map((v) => `| \`${v.value}\` | \`${v.name}\` | ${v.description} |`);
  return ['| event (REST) | GraphQL | when |', '|---|---|---|', ...rows].join('\n');
}

/** The root fields of the schema, one line per root type. */
export function graphqlRoots(schema: GraphQLSchema): string {
  const roots = [
    ['Queries', schema.getQueryType()],
    ['Mutations', schema.getMutationType()],
    ['Subscriptions', schema.getSubscriptionType()],
  ] as const;
  return roots
    .filter(([, type]) => type)
    .map(([label, type]) => {
      const names = Object.keys(type!.getFields()).sort();
      return `- ${label}: ${names.map((n) => `\`${n}\``).join(', ')}.`;
    })
    .join('\n');
}

const marker = (name: string) => ({
  start: `<!-- ${name}:start (npm run schema:print writes this) -->`,
  end: `<!-- ${name}:end -->`,
});

/** `text` with the region between `name`'s markers replaced by `content`. */
export function withSection(text: string, name: string, content: string): string {
  const { start, end } = marker(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the file lacks the markers ${start} … ${end}`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}

/** The README with its generated sections written again. */
export function withReadmeFacts(readme: string, schema: GraphQLSchema): string {
  let text = withSection(readme, 'model', modelSummary());
  text = withSection(text, 'graphql-roots', graphqlRoots(schema));
  text = withSection(text, 'connectors', connectorsTable());
  return withSection(text, 'events', eventsList());
}

/** `schema/reference.md`, whole: the operations each connector serves, and the webhook events. */
export function referencePage(): string {
  return [
    '# Operations per connector, and webhook events',
    '',
    'Written by `npm run schema:print` from the declarations; do not edit.',
    '',
    '## Operations per connector',
    '',
    'From the connectors’ own declarations (what `GET /integrations` reports in',
    '`operations_coverage`). An operation marked — answers 405 `ERROR_RESOURCE_NOT_SUPPORTED` on that',
    'connector, before any call to the vendor. Paths are under `/consumers/{consumer_id}/`; in GraphQL',
    'each is a field of `consumer { invoicing | pos | pms }` ([schema.graphql](schema.graphql)).',
    '',
    operationsTables(),
    '',
    '## Webhook events',
    '',
    'What `GET /webhooks/list` answers and `POST /webhooks` subscribes to; the GraphQL `events`',
    'subscription names them by the enum `WebhookEvent`.',
    '',
    eventsTable(),
    '',
    'The `events` subscription also streams, when `types` names them, the outcome of each delivery',
    'attempt (its `WebhookLog`). No subscription can be made to them: they are never delivered.',
    '',
    eventsTable('outcomes'),
    '',
  ].join('\n');
}
