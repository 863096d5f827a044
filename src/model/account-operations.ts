import { z } from 'zod';
import {
  apiClientItem,
  apiClientSecretItem,
  connectionItem,
  consumerItem,
  integrationFilter,
  integrationItem,
  linkItem,
  patchConnectionItem,
  patchWebhookItem,
  postApiClientItem,
  postConnectionItem,
  postConsumerItem,
  postWebhookItem,
  updateConsumerItem,
  webhookEventType,
  webhookFilter,
  webhookInstance,
  webhookLogItem,
} from './account.js';
import { paging } from './common.js';
import { type AnyResource, graphql, graphqlName } from './declare.js';

/**
 * The account operations (consumers, connections, integrations, webhooks, API clients), each declared once,
 * as `operations.ts` declares the consumer operations: its REST method and path, its path and
 * query parameters (with their bounds, defaults and descriptions), its body, the resource it
 * answers, the scope it needs, Chift's operationId, the statuses it answers and the GraphQL field
 * that serves it. From a declaration come the REST route and its validator (`rest/routes.ts`),
 * the arguments, validation and description of the GraphQL field (`schema/derive.ts`
 * `accountArgs`; `schema/account/`, `schema/webhooks/` keep only the resolvers), the OpenAPI
 * operation and the scope the resolver checks.
 *
 * The GraphQL part names the field and what kind it is (a list, a lookup of one record, a
 * mutation), not how it is selected: paging, payloads and connections are the derivation's.
 */

/** A scope an operation needs (contract §2), as `auth/scopes.ts` checks it. */
export interface OperationScope {
  api: 'consumers' | 'webhooks' | 'clients';
  /** `connections` in `consumers.connections`; null for the API as a whole. */
  resource: string | null;
  write: boolean;
}

/** What the GraphQL field of an operation is; not how it is selected. */
export type AccountGraphQL =
  | {
      /**
       * A list. `connection`: it grows without bound (consumers, webhooks, a webhook's logs), a
       * Relay connection once the schema follows CONTRACT §7; `plain`: a short list that stays one.
       */
      kind: 'list';
      list: 'connection' | 'plain';
      field: string;
      /**
       * The id of the lookup whose record the field sits on (`consumers.get` →
       * `Consumer.connections`); its path parameters come first.
       */
      parent?: string;
    }
  | {
      /** One record by its id: the path parameter `id` names is the argument `id`. */
      kind: 'lookup';
      field: string;
      id: string;
    }
  | {
      kind: 'mutation';
      field: string;
      /** The path parameter that is the id of the record changed, the argument `id`. */
      id?: string;
      /** The GraphQL input type of the body (`CreateConsumerInput`). */
      input?: string;
    };

export interface AccountOperation {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** OpenAPI form: `/consumers/{consumer_id}/connections`. */
  path: string;
  tag: 'Consumers' | 'Integrations' | 'Connections' | 'Webhooks' | 'API clients';
  summary: string;
  description: string;
  /** Chift's operationId for the same path and method; Lintel's own `operationId` otherwise. */
  chift?: string;
  operationId?: string;
  /** null: any authenticated caller (the catalogue of connectors). */
  scope: OperationScope | null;
  /** Path parameters besides those of the `parent` lookup, in REST spelling. */
  params: z.ZodObject;
  /** Query parameters, in REST spelling, with their bounds and defaults. */
  query: z.ZodObject;
  /** The JSON body; `optional`: a request may send none (Chift's connection calls). */
  body?: { schema: AnyResource; optional?: boolean };
  /** 200 with `resource` (an array when `many`), or 204 without a body. */
  answer: { resource: AnyResource; many?: boolean } | 'none';
  /** Statuses besides success, 401/403/429/500 and 422, for the OpenAPI document. */
  errors: number[];
  /** Chift declares a ChiftError (not the validation body) for this operation's 422. */
  validationAsChiftError?: boolean;
  graphql: AccountGraphQL;
}

const none = z.object({});

// ---- path parameters: each declared once ----------------------------------------------------

const pathId = (description: string, name: string) =>
  graphql(z.uuid().describe(description), { name, type: 'ID' });

export const consumerPath = z.object({ consumer_id: pathId('The consumer', 'consumerId') });
const connectionPath = z.object({ connectionid: pathId('The connection', 'connectionId') });
const webhookPath = z.object({ webhookid: pathId('The subscription', 'webhookId') });
const webhookLogPath = z.object({ webhooklogid: pathId('The delivery attempt', 'logId') });
const clientPath = z.object({ clientId: pathId('The API client', 'clientId') });

// ---- scopes ---------------------------------------------------------------------------------

const consumersRead = { api: 'consumers', resource: null, write: false } as const;
const consumersWrite = { api: 'consumers', resource: null, write: true } as const;
const connectionsRead = { api: 'consumers', resource: 'connections', write: false } as const;
const connectionsWrite = { api: 'consumers', resource: 'connections', write: true } as const;
const webhooksRead = { api: 'webhooks', resource: null, write: false } as const;
/** Subscribing, changing a subscription, and sending a test or a replay. */
const webhooksWrite = { api: 'webhooks', resource: null, write: true } as const;
const webhookLogsRead = { api: 'webhooks', resource: 'logs', write: false } as const;
const clientsRead = { api: 'clients', resource: null, write: false } as const;
/** Making, rotating and deleting API clients. */
const clientsWrite = { api: 'clients', resource: null, write: true } as const;

type Declared = Omit<AccountOperation, 'params' | 'query'> & { params?: z.ZodObject; query?: z.ZodObject };

/** A declaration, its types kept (the resolvers' arguments are typed from them). */
function operation<D extends Declared>(
  declaration: D,
): Omit<D, 'params' | 'query'> & {
  params: D['params'] extends z.ZodObject ? D['params'] : typeof none;
  query: D['query'] extends z.ZodObject ? D['query'] : typeof none;
} {
  return { ...declaration, params: declaration.params ?? none, query: declaration.query ?? none } as never;
}

/** Declaration order is the order of the REST routes and of the OpenAPI paths. */
export const accountOperations = {
  // ---- consumers ------------------------------------------------------------------------------
  'consumers.list': operation({
    method: 'GET',
    path: '/consumers',
    tag: 'Consumers',
    summary: 'List consumers',
    description: 'The consumers of the account, optionally those whose name or email contains `search`.',
    chift: 'consumers_get_consumers',
    scope: consumersRead,
    query: z.object({
      search: z.string().max(255).optional().describe('Part of the name or email'),
      internal_reference: z.string().max(255).optional().describe('Your own reference, exactly'),
    }),
    answer: { resource: consumerItem, many: true },
    errors: [],
    graphql: { kind: 'list', list: 'connection', field: 'consumers' },
  }),
  'consumers.create': operation({
    method: 'POST',
    path: '/consumers',
    tag: 'Consumers',
    summary: 'Create a consumer',
    description: 'Adds a customer of yours, whose software you then connect.',
    chift: 'consumers_create_consumer',
    scope: consumersWrite,
    body: { schema: postConsumerItem },
    answer: { resource: consumerItem },
    errors: [400],
    validationAsChiftError: true,
    graphql: { kind: 'mutation', field: 'createConsumer', input: 'CreateConsumerInput' },
  }),
  'consumers.get': operation({
    method: 'GET',
    path: '/consumers/{consumer_id}',
    tag: 'Consumers',
    summary: 'Get a consumer',
    description: 'One consumer of the account.',
    chift: 'consumers_get_consumer',
    scope: consumersRead,
    params: consumerPath,
    answer: { resource: consumerItem },
    errors: [404],
    graphql: { kind: 'lookup', field: 'consumer', id: 'consumer_id' },
  }),
  'consumers.update': operation({
    method: 'PATCH',
    path: '/consumers/{consumer_id}',
    tag: 'Consumers',
    summary: 'Update a consumer',
    description: 'Changes the fields given; null clears a field.',
    chift: 'consumers_update_consumer',
    scope: consumersWrite,
    params: consumerPath,
    body: { schema: updateConsumerItem },
    answer: { resource: consumerItem },
    errors: [404],
    validationAsChiftError: true,
    graphql: { kind: 'mutation', field: 'updateConsumer', id: 'consumer_id', input: 'UpdateConsumerInput' },
  }),
  'consumers.delete': operation({
    method: 'DELETE',
    path: '/consumers/{consumer_id}',
    tag: 'Consumers',
    summary: 'Delete a consumer',
    description: 'Deletes the consumer and its connections.',
    chift: 'consumers_delete_consumer',
    scope: consumersWrite,
    params: consumerPath,
    answer: 'none',
    errors: [404],
    graphql: { kind: 'mutation', field: 'deleteConsumer', id: 'consumer_id' },
  }),
  // ---- integrations ---------------------------------------------------------------------------
  'integrations.list': operation({
    method: 'GET',
    path: '/integrations',
    tag: 'Integrations',
    summary: 'List integrations',
    description: 'The connectors, their credentials and which operations each serves.',
    chift: 'integrations_get_integrations',
    scope: null,
    query: integrationFilter,
    answer: { resource: integrationItem, many: true },
    errors: [],
    graphql: { kind: 'list', list: 'plain', field: 'integrations' },
  }),
  // ---- connections ----------------------------------------------------------------------------
  'connections.list': operation({
    method: 'GET',
    path: '/consumers/{consumer_id}/connections',
    tag: 'Connections',
    summary: 'List connections',
    description: 'The connections of a consumer; credentials are never returned.',
    chift: 'connections_get_connections',
    scope: connectionsRead,
    answer: { resource: connectionItem, many: true },
    errors: [404],
    graphql: { kind: 'list', list: 'plain', field: 'connections', parent: 'consumers.get' },
  }),
  'connections.create': operation({
    method: 'POST',
    path: '/consumers/{consumer_id}/connections',
    tag: 'Connections',
    summary: 'Create a connection',
    description:
      'With an integration and the credentials it needs, creates the connection (credentials checked ' +
      'against the software first). Either way, answers the connect page where the end user finishes or ' +
      'changes it.',
    chift: 'connections_create_connection',
    scope: connectionsWrite,
    params: consumerPath,
    body: { schema: postConnectionItem, optional: true },
    answer: { resource: linkItem },
    errors: [400, 404],
    validationAsChiftError: true,
    graphql: { kind: 'mutation', field: 'createConnection', input: 'CreateConnectionInput' },
  }),
  'connections.update': operation({
    method: 'PATCH',
    path: '/consumers/{consumer_id}/connections/{connectionid}',
    tag: 'Connections',
    summary: 'Update a connection',
    description:
      'Renames, deactivates or changes the credentials of a connection; answers the connect page where ' +
      'the end user can change them instead.',
    chift: 'connections_update_connection',
    scope: connectionsWrite,
    params: consumerPath.extend(connectionPath.shape),
    body: { schema: patchConnectionItem, optional: true },
    answer: { resource: linkItem },
    errors: [400, 404],
    validationAsChiftError: true,
    graphql: { kind: 'mutation', field: 'updateConnection', input: 'UpdateConnectionInput' },
  }),
  'connections.delete': operation({
    method: 'DELETE',
    path: '/consumers/{consumer_id}/connections/{connectionid}',
    tag: 'Connections',
    summary: 'Delete a connection',
    description: 'Removes the connection and its credentials.',
    chift: 'connections_delete_connection',
    scope: connectionsWrite,
    params: consumerPath.extend(connectionPath.shape),
    answer: 'none',
    errors: [400, 404],
    graphql: { kind: 'mutation', field: 'deleteConnection' },
  }),
  // ---- webhooks -------------------------------------------------------------------------------
  'webhooks.events.list': operation({
    method: 'GET',
    path: '/webhooks/list',
    tag: 'Webhooks',
    summary: 'List event types',
    description: 'The events a subscription can deliver, each with its API.',
    chift: 'webhooks_get_webhook_types',
    scope: webhooksRead,
    answer: { resource: webhookEventType, many: true },
    errors: [],
    graphql: { kind: 'list', list: 'plain', field: 'webhookEventTypes' },
  }),
  'webhooks.list': operation({
    method: 'GET',
    path: '/webhooks',
    tag: 'Webhooks',
    summary: 'List subscriptions',
    description: 'The webhook subscriptions of the account.',
    chift: 'webhooks_get_webhooks',
    scope: webhooksRead,
    query: webhookFilter,
    answer: { resource: webhookInstance, many: true },
    errors: [],
    graphql: { kind: 'list', list: 'connection', field: 'webhooks' },
  }),
  'webhooks.create': operation({
    method: 'POST',
    path: '/webhooks',
    tag: 'Webhooks',
    summary: 'Subscribe to an event',
    description: 'Delivers every `event` to `url`, signed with `signingsecret` when given.',
    chift: 'webhooks_create_webhook',
    scope: webhooksWrite,
    body: { schema: postWebhookItem },
    answer: { resource: webhookInstance },
    errors: [400],
    graphql: { kind: 'mutation', field: 'createWebhook', input: 'CreateWebhookInput' },
  }),
  'webhooks.get': operation({
    method: 'GET',
    path: '/webhooks/{webhookid}',
    tag: 'Webhooks',
    summary: 'Get a subscription',
    description: 'One webhook subscription of the account.',
    chift: 'webhooks_get_webhook',
    scope: webhooksRead,
    params: webhookPath,
    answer: { resource: webhookInstance },
    errors: [404],
    graphql: { kind: 'lookup', field: 'webhook', id: 'webhookid' },
  }),
  'webhooks.update': operation({
    method: 'PATCH',
    path: '/webhooks/{webhookid}',
    tag: 'Webhooks',
    summary: 'Update a subscription',
    description: 'Changes its URL, status or signing secret.',
    chift: 'webhooks_update_webhook',
    scope: webhooksWrite,
    params: webhookPath,
    body: { schema: patchWebhookItem },
    answer: { resource: webhookInstance },
    errors: [400, 404],
    graphql: { kind: 'mutation', field: 'updateWebhook', id: 'webhookid', input: 'UpdateWebhookInput' },
  }),
  'webhooks.delete': operation({
    method: 'DELETE',
    path: '/webhooks/{webhookid}',
    tag: 'Webhooks',
    summary: 'Delete a subscription',
    description: 'Stops the deliveries of the subscription.',
    chift: 'webhooks_delete_webhook',
    scope: webhooksWrite,
    params: webhookPath,
    answer: 'none',
    errors: [404],
    graphql: { kind: 'mutation', field: 'deleteWebhook', id: 'webhookid' },
  }),
  'webhooks.logs.list': operation({
    method: 'GET',
    path: '/webhooks/{webhookid}/logs',
    tag: 'Webhooks',
    summary: 'List delivery attempts',
    description:
      'The delivery attempts of a subscription, newest first (REST answers one page of them, `page` and `size`, as an array, as Chift does).',
    chift: 'webhooks_get_webhook_logs',
    scope: webhookLogsRead,
    query: paging,
    answer: { resource: webhookLogItem, many: true },
    errors: [404],
    graphql: { kind: 'list', list: 'connection', field: 'logs', parent: 'webhooks.get' },
  }),
  'webhooks.test': operation({
    method: 'POST',
    path: '/webhooks/{webhookid}/test',
    tag: 'Webhooks',
    summary: 'Send a test event',
    description: 'Sends a signed `account.webhook.test` event to the subscription now; answers the attempt.',
    operationId: 'webhooks_test_webhook',
    scope: webhooksWrite,
    params: webhookPath,
    answer: { resource: webhookLogItem },
    errors: [404],
    graphql: { kind: 'mutation', field: 'testWebhook', id: 'webhookid' },
  }),
  'webhooks.logs.replay': operation({
    method: 'POST',
    path: '/webhooks/{webhookid}/logs/{webhooklogid}/replay',
    tag: 'Webhooks',
    summary: 'Replay a delivery',
    description:
      'Delivers the event of a log row again, with the same `webhook-id`; answers the new attempt.',
    operationId: 'webhooks_replay_webhook_log',
    scope: webhooksWrite,
    params: webhookPath.extend(webhookLogPath.shape),
    answer: { resource: webhookLogItem },
    errors: [404],
    graphql: { kind: 'mutation', field: 'replayWebhookLog' },
  }),
  // ---- API clients (contract §6) --------------------------------------------------------------
  'clients.list': operation({
    method: 'GET',
    path: '/clients',
    tag: 'API clients',
    summary: 'List API clients',
    description: 'The API clients of the account, oldest first; their secrets are never shown.',
    operationId: 'clients_get_clients',
    scope: clientsRead,
    answer: { resource: apiClientItem, many: true },
    errors: [],
    graphql: { kind: 'list', list: 'connection', field: 'apiClients' },
  }),
  'clients.create': operation({
    method: 'POST',
    path: '/clients',
    tag: 'API clients',
    summary: 'Make an API client',
    description:
      'Makes an API client with the scopes given (at most those of the calling token; all of them when ' +
      'left out) and answers its secret, which is shown only in this answer.',
    operationId: 'clients_create_client',
    scope: clientsWrite,
    body: { schema: postApiClientItem },
    answer: { resource: apiClientSecretItem },
    errors: [],
    graphql: { kind: 'mutation', field: 'createApiClient', input: 'CreateApiClientInput' },
  }),
  'clients.rotate': operation({
    method: 'POST',
    path: '/clients/{clientId}/rotate',
    tag: 'API clients',
    summary: 'Rotate an API client’s secret',
    description:
      'Gives the API client a new secret, shown only in this answer; the old secret and every token issued ' +
      'before are refused from now on (within 2 seconds on every process sharing the database).',
    operationId: 'clients_rotate_client',
    scope: clientsWrite,
    params: clientPath,
    answer: { resource: apiClientSecretItem },
    errors: [404],
    graphql: { kind: 'mutation', field: 'rotateApiClient' },
  }),
  'clients.delete': operation({
    method: 'DELETE',
    path: '/clients/{clientId}',
    tag: 'API clients',
    summary: 'Delete an API client',
    description:
      'Deletes an API client other than the calling one: its secret stops working and every token it ' +
      'issued is refused from now on (within 2 seconds on every process sharing the database).',
    operationId: 'clients_delete_client',
    scope: clientsWrite,
    params: clientPath,
    answer: 'none',
    errors: [400, 404],
    graphql: { kind: 'mutation', field: 'deleteApiClient' },
  }),
} as const;

export type AccountOperations = typeof accountOperations;
export type AccountOperationId = keyof AccountOperations;
export const accountOperationIds = Object.keys(accountOperations) as AccountOperationId[];

export function accountOperation(id: AccountOperationId): AccountOperation {
  return accountOperations[id] as AccountOperation;
}

/** Every path parameter of an operation, its parent lookup's first (`consumer_id`, then its own). */
export function pathParams(declaration: AccountOperation): z.ZodObject {
  if (!parentOf(declaration)) return declaration.params;
  return pathParams(parentOf(declaration)!).extend(declaration.params.shape);
}

/** The lookup a nested list sits on, if it is one. */
export function parentOf(declaration: AccountOperation): AccountOperation | undefined {
  const { graphql: field } = declaration;
  if (field.kind !== 'list' || !field.parent) return undefined;
  const parent = (accountOperations as Record<string, AccountOperation>)[field.parent];
  if (parent?.graphql.kind !== 'lookup') throw new Error(`${field.field}: ${field.parent} is not a lookup`);
  return parent;
}

/** Where a GraphQL argument of an operation's field comes from in the REST request. */
export interface OperationArgument {
  /** The argument's name in GraphQL (`id`, `consumerId`, `internalReference`, `input`). */
  name: string;
  from: 'path' | 'query' | 'body';
  /** The REST name (`consumer_id`, `internal_reference`); `input` for the body. */
  rest: string;
  schema: z.ZodType;
}

/**
 * The arguments of an operation's GraphQL field, in order: its own path parameters (the one the
 * declaration names as the record's id is `id`), its query parameters, then `input` for the body.
 * The parameters of a `parent` lookup are that lookup's arguments, not the field's.
 */
export function graphqlArguments(declaration: AccountOperation): OperationArgument[] {
  const { graphql: field } = declaration;
  const idParam = field.kind === 'list' ? undefined : field.id;
  const args: OperationArgument[] = [];
  for (const [rest, schema] of Object.entries(declaration.params.shape as Record<string, z.ZodType>)) {
    args.push({ name: rest === idParam ? 'id' : graphqlName(rest, schema), from: 'path', rest, schema });
  }
  for (const [rest, schema] of Object.entries(declaration.query.shape as Record<string, z.ZodType>)) {
    args.push({ name: graphqlName(rest, schema), from: 'query', rest, schema });
  }
  if (declaration.body)
    args.push({ name: 'input', from: 'body', rest: 'input', schema: declaration.body.schema });
  return args;
}
