import { z } from 'zod';
import {
  type AnyResource,
  componentName,
  connectionItem,
  consumerItem,
  graphqlName,
  httpMethod,
  integrationFilter,
  integrationItem,
  linkItem,
  type OperationDeclaration,
  type OperationId,
  operationDeclaration,
  operationIds,
  pageOf,
  paging,
  patchConnectionItem,
  patchWebhookItem,
  postConnectionItem,
  postConsumerItem,
  postWebhookItem,
  restPath,
  updateConsumerItem,
  webhookEventType,
  webhookFilter,
  webhookInstance,
  webhookLogItem,
} from '../model/index.js';
import { selectionOf, toGraphQLInput } from './selection.js';

/**
 * The REST surface as data. Each route names its path, parameters and body (declarations of the
 * model, in REST spelling), its answer and the GraphQL field path it runs; the GraphQL document,
 * its variable types, the validators and the OpenAPI operation are derived from that (`rest/`,
 * `openapi/`). The consumer operations are derived whole from their declarations.
 */

export interface RestInput {
  path: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  raw: boolean;
}

/** One field on the way from the root to the answer, with its arguments read from the input. */
export interface Step {
  field: string;
  args?: Record<string, (input: RestInput) => unknown>;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What the OpenAPI document says of a route; every route of Lintel has one. */
export interface DocumentedRoute {
  method: Method;
  /** OpenAPI form: `/consumers/{consumer_id}`. */
  path: string;
  tag: string;
  summary: string;
  description: string;
  operationId: string;
  /** Chift's operationId, when Chift's document has this path and method. */
  chift?: string;
  /** The scope a token needs, for the documentation (checks happen in the resolvers). */
  scope: string | null;
  params: z.ZodObject;
  query: z.ZodObject;
  body?: { schema: AnyResource; optional?: boolean };
  /** 200 with a body of `schema` (JSON unless `produces` says otherwise), or 204 with none. */
  response: { status: 200; schema: z.ZodType } | { status: 204 };
  /** Statuses the route answers besides its success and 422, for the OpenAPI document. */
  errors: number[];
  /** Chift declares a ChiftError (not the validation body) for this operation's 422. */
  validationAsChiftError?: boolean;
  /** How the caller authenticates: a bearer token (default), the admin key, or not at all. */
  auth?: 'bearer' | 'admin' | 'none';
  /** Request headers the route reads besides Authorization. */
  headers?: z.ZodObject;
  /** A success that is not JSON (an image, a page). */
  produces?: string;
}

/** A route served by running a GraphQL document of the schema. */
export interface RestRoute extends DocumentedRoute {
  graphql: { kind: 'query' | 'mutation'; steps: Step[]; selection: string };
}

const none = z.object({});
const uuid = (description: string) => z.uuid().describe(description);
const consumerPath = z.object({ consumer_id: uuid('The consumer') });
const connectionPath = consumerPath.extend({ connectionid: uuid('The connection') });
const webhookPath = z.object({ webhookid: uuid('The subscription') });
const fromPath = (name: string) => (i: RestInput) => i.path[name];
const fromQuery = (name: string) => (i: RestInput) => i.query[name];
const inputOf = (schema: AnyResource) => (i: RestInput) => toGraphQLInput(schema, i.body);

const consumer = selectionOf(consumerItem);
const connection = selectionOf(connectionItem);
const webhook = selectionOf(webhookInstance);
const webhookLog = selectionOf(webhookLogItem);

// ---- the consumer operations, derived -------------------------------------------------------

const apiTags = { invoicing: 'Invoicing', pos: 'Point of Sale', pms: 'Property Management System' } as const;

/** A filter's query parameters as GraphQL arguments (`date_from` → `dateFrom`). */
function filterArgs(filter: z.ZodObject): Record<string, (input: RestInput) => unknown> {
  return Object.fromEntries(
    Object.entries(filter.shape as Record<string, z.ZodType>).map(([name, field]) => [
      graphqlName(name, field),
      fromQuery(name),
    ]),
  );
}

/** The headers every consumer operation reads (contract §1). */
const operationHeaders = z.object({
  'x-chift-connectionid': z
    .uuid()
    .optional()
    .describe('Picks the connection when the consumer has several for the API (also X-Lintel-ConnectionId)'),
  'x-chift-raw-data': z
    .enum(['true', 'false'])
    .optional()
    .describe("true: each record also carries `raw`, the connected software's own record"),
});
const writeHeaders = operationHeaders.extend({
  'x-chift-client-requestid': z
    .string()
    .max(255)
    .optional()
    .describe(
      'Idempotency key (also Idempotency-Key): a retry with the same key and body answers the first result',
    ),
});

function operationRoute(declaration: OperationDeclaration): RestRoute {
  const consumerStep: Step = { field: 'consumer', args: { id: fromPath('consumer_id') } };
  const item = selectionOf(declaration.item, { raw: true });
  const common = {
    method: httpMethod(declaration),
    path: restPath(declaration),
    tag: apiTags[declaration.api],
    summary: declaration.summary,
    description: declaration.description,
    operationId: declaration.chift,
    chift: declaration.chift,
    scope: `${declaration.api}.${declaration.resource}${declaration.kind === 'create' ? '' : '.read'}`,
    headers: declaration.kind === 'create' ? writeHeaders : operationHeaders,
  };
  // Chift declares 405 and 502 for the POS and PMS operations; Lintel answers them everywhere.
  const errors = [400, 404, 405, 502];
  switch (declaration.kind) {
    case 'list':
      return {
        ...common,
        params: consumerPath,
        query: paging.extend(declaration.filter.shape),
        response: { status: 200, schema: pageOf(componentName(declaration.item) ?? '', declaration.item) },
        errors,
        graphql: {
          kind: 'query',
          steps: [
            consumerStep,
            { field: declaration.api },
            {
              field: declaration.field,
              args: { page: fromQuery('page'), size: fromQuery('size'), ...filterArgs(declaration.filter) },
            },
          ],
          selection: `items { ${item} } total page size`,
        },
      };
    case 'get':
      return {
        ...common,
        params: consumerPath.extend({
          [declaration.idParam]: z.string().min(1).max(255).describe('Lintel id of the record'),
        }),
        query: none,
        response: { status: 200, schema: declaration.item },
        errors,
        graphql: {
          kind: 'query',
          steps: [
            consumerStep,
            { field: declaration.api },
            { field: declaration.field, args: { id: fromPath(declaration.idParam) } },
          ],
          selection: item,
        },
      };
    case 'create':
      return {
        ...common,
        params: consumerPath,
        query: none,
        body: { schema: declaration.body },
        response: { status: 200, schema: declaration.item },
        errors: [...errors, 409],
        graphql: {
          kind: 'mutation',
          steps: [
            {
              field: declaration.mutation,
              args: { consumerId: fromPath('consumer_id'), input: inputOf(declaration.body) },
            },
          ],
          selection: item,
        },
      };
  }
}

// ---- account level --------------------------------------------------------------------------

const accountRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/consumers',
    tag: 'Consumers',
    summary: 'List consumers',
    description: 'The consumers of the account, optionally those whose name or email contains `search`.',
    operationId: 'consumers_get_consumers',
    chift: 'consumers_get_consumers',
    scope: 'consumers.read',
    params: none,
    query: z.object({
      search: z.string().max(255).optional().describe('Part of the name or email'),
      internal_reference: z.string().max(255).optional().describe('Your own reference, exactly'),
    }),
    response: { status: 200, schema: z.array(consumerItem) },
    errors: [],
    graphql: {
      kind: 'query',
      steps: [
        {
          field: 'consumers',
          args: { search: fromQuery('search'), internalReference: fromQuery('internal_reference') },
        },
      ],
      selection: consumer,
    },
  },
  {
    method: 'POST',
    path: '/consumers',
    tag: 'Consumers',
    summary: 'Create a consumer',
    description: 'Adds a customer of yours, whose software you then connect.',
    operationId: 'consumers_create_consumer',
    chift: 'consumers_create_consumer',
    scope: 'consumers',
    params: none,
    query: none,
    body: { schema: postConsumerItem },
    response: { status: 200, schema: consumerItem },
    errors: [400],
    validationAsChiftError: true,
    graphql: {
      kind: 'mutation',
      steps: [{ field: 'createConsumer', args: { input: inputOf(postConsumerItem) } }],
      selection: consumer,
    },
  },
  {
    method: 'GET',
    path: '/consumers/{consumer_id}',
    tag: 'Consumers',
    summary: 'Get a consumer',
    description: 'One consumer of the account.',
    operationId: 'consumers_get_consumer',
    chift: 'consumers_get_consumer',
    scope: 'consumers.read',
    params: consumerPath,
    query: none,
    response: { status: 200, schema: consumerItem },
    errors: [404],
    graphql: {
      kind: 'query',
      steps: [{ field: 'consumer', args: { id: fromPath('consumer_id') } }],
      selection: consumer,
    },
  },
  {
    method: 'PATCH',
    path: '/consumers/{consumer_id}',
    tag: 'Consumers',
    summary: 'Update a consumer',
    description: 'Changes the fields given; null clears a field.',
    operationId: 'consumers_update_consumer',
    chift: 'consumers_update_consumer',
    scope: 'consumers',
    params: consumerPath,
    query: none,
    body: { schema: updateConsumerItem },
    response: { status: 200, schema: consumerItem },
    errors: [404],
    validationAsChiftError: true,
    graphql: {
      kind: 'mutation',
      steps: [
        {
          field: 'updateConsumer',
          args: { id: fromPath('consumer_id'), input: inputOf(updateConsumerItem) },
        },
      ],
      selection: consumer,
    },
  },
  {
    method: 'DELETE',
    path: '/consumers/{consumer_id}',
    tag: 'Consumers',
    summary: 'Delete a consumer',
    description: 'Deletes the consumer and its connections.',
    operationId: 'consumers_delete_consumer',
    chift: 'consumers_delete_consumer',
    scope: 'consumers',
    params: consumerPath,
    query: none,
    response: { status: 204 },
    errors: [404],
    graphql: {
      kind: 'mutation',
      steps: [{ field: 'deleteConsumer', args: { id: fromPath('consumer_id') } }],
      selection: 'id',
    },
  },
  {
    method: 'GET',
    path: '/integrations',
    tag: 'Integrations',
    summary: 'List integrations',
    description: 'The connectors, their credentials and which operations each serves.',
    operationId: 'integrations_get_integrations',
    chift: 'integrations_get_integrations',
    scope: null,
    params: none,
    query: integrationFilter,
    response: { status: 200, schema: z.array(integrationItem) },
    errors: [],
    graphql: {
      kind: 'query',
      steps: [
        {
          field: 'integrations',
          args: { status: fromQuery('status'), includeCoverage: fromQuery('include_coverage') },
        },
      ],
      selection: selectionOf(integrationItem),
    },
  },
  {
    method: 'GET',
    path: '/consumers/{consumer_id}/connections',
    tag: 'Connections',
    summary: 'List connections',
    description: 'The connections of a consumer; credentials are never returned.',
    operationId: 'connections_get_connections',
    chift: 'connections_get_connections',
    scope: 'consumers.connections.read',
    params: consumerPath,
    query: none,
    response: { status: 200, schema: z.array(connectionItem) },
    errors: [404],
    graphql: {
      kind: 'query',
      steps: [{ field: 'consumer', args: { id: fromPath('consumer_id') } }, { field: 'connections' }],
      selection: connection,
    },
  },
  {
    method: 'POST',
    path: '/consumers/{consumer_id}/connections',
    tag: 'Connections',
    summary: 'Create a connection',
    description:
      'With an integration and the credentials it needs, creates the connection (credentials checked ' +
      'against the software first). Either way, answers the connect page where the end user finishes or ' +
      'changes it.',
    operationId: 'connections_create_connection',
    chift: 'connections_create_connection',
    scope: 'consumers.connections',
    params: consumerPath,
    query: none,
    body: { schema: postConnectionItem, optional: true },
    response: { status: 200, schema: linkItem },
    errors: [400, 404],
    validationAsChiftError: true,
    graphql: {
      kind: 'mutation',
      steps: [
        {
          field: 'createConnectionLink',
          args: { consumerId: fromPath('consumer_id'), input: inputOf(postConnectionItem) },
        },
      ],
      selection: selectionOf(linkItem),
    },
  },
  {
    method: 'PATCH',
    path: '/consumers/{consumer_id}/connections/{connectionid}',
    tag: 'Connections',
    summary: 'Update a connection',
    description:
      'Renames, deactivates or changes the credentials of a connection; answers the connect page where ' +
      'the end user can change them instead.',
    operationId: 'connections_update_connection',
    chift: 'connections_update_connection',
    scope: 'consumers.connections',
    params: connectionPath,
    query: none,
    body: { schema: patchConnectionItem, optional: true },
    response: { status: 200, schema: linkItem },
    errors: [400, 404],
    validationAsChiftError: true,
    graphql: {
      kind: 'mutation',
      steps: [
        {
          field: 'updateConnection',
          args: {
            consumerId: fromPath('consumer_id'),
            connectionId: fromPath('connectionid'),
            input: inputOf(patchConnectionItem),
          },
        },
      ],
      selection: 'connectionid: id url: connectUrl(redirect: $redirect)',
    },
  },
  {
    method: 'DELETE',
    path: '/consumers/{consumer_id}/connections/{connectionid}',
    tag: 'Connections',
    summary: 'Delete a connection',
    description: 'Removes the connection and its credentials.',
    operationId: 'connections_delete_connection',
    chift: 'connections_delete_connection',
    scope: 'consumers.connections',
    params: connectionPath,
    query: none,
    response: { status: 204 },
    errors: [400, 404],
    graphql: {
      kind: 'mutation',
      steps: [
        {
          field: 'deleteConnection',
          args: { consumerId: fromPath('consumer_id'), connectionId: fromPath('connectionid') },
        },
      ],
      selection: 'id',
    },
  },
  // ---- webhooks ------------------------------------------------------------------------------
  {
    method: 'GET',
    path: '/webhooks/list',
    tag: 'Webhooks',
    summary: 'List event types',
    description: 'The events a subscription can deliver, each with its API.',
    operationId: 'webhooks_get_webhook_types',
    chift: 'webhooks_get_webhook_types',
    scope: 'webhooks.read',
    params: none,
    query: none,
    response: { status: 200, schema: z.array(webhookEventType) },
    errors: [],
    graphql: {
      kind: 'query',
      steps: [{ field: 'webhookEventTypes' }],
      selection: selectionOf(webhookEventType),
    },
  },
  {
    method: 'GET',
    path: '/webhooks',
    tag: 'Webhooks',
    summary: 'List subscriptions',
    description: 'The webhook subscriptions of the account.',
    operationId: 'webhooks_get_webhooks',
    chift: 'webhooks_get_webhooks',
    scope: 'webhooks.read',
    params: none,
    query: webhookFilter,
    response: { status: 200, schema: z.array(webhookInstance) },
    errors: [],
    graphql: {
      kind: 'query',
      steps: [{ field: 'webhooks', args: { status: fromQuery('status') } }],
      selection: webhook,
    },
  },
  {
    method: 'POST',
    path: '/webhooks',
    tag: 'Webhooks',
    summary: 'Subscribe to an event',
    description: 'Delivers every `event` to `url`, signed with `signingsecret` when given.',
    operationId: 'webhooks_create_webhook',
    chift: 'webhooks_create_webhook',
    scope: 'webhooks',
    params: none,
    query: none,
    body: { schema: postWebhookItem },
    response: { status: 200, schema: webhookInstance },
    errors: [400],
    graphql: {
      kind: 'mutation',
      steps: [{ field: 'createWebhook', args: { input: inputOf(postWebhookItem) } }],
      selection: webhook,
    },
  },
  {
    method: 'GET',
    path: '/webhooks/{webhookid}',
    tag: 'Webhooks',
    summary: 'Get a subscription',
    description: 'One webhook subscription of the account.',
    operationId: 'webhooks_get_webhook',
    chift: 'webhooks_get_webhook',
    scope: 'webhooks.read',
    params: webhookPath,
    query: none,
    response: { status: 200, schema: webhookInstance },
    errors: [404],
    graphql: {
      kind: 'query',
      steps: [{ field: 'webhook', args: { id: fromPath('webhookid') } }],
      selection: webhook,
    },
  },
  {
    method: 'PATCH',
    path: '/webhooks/{webhookid}',
    tag: 'Webhooks',
    summary: 'Update a subscription',
    description: 'Changes its URL, status or signing secret.',
    operationId: 'webhooks_update_webhook',
    chift: 'webhooks_update_webhook',
    scope: 'webhooks',
    params: webhookPath,
    query: none,
    body: { schema: patchWebhookItem },
    response: { status: 200, schema: webhookInstance },
    errors: [400, 404],
    graphql: {
      kind: 'mutation',
      steps: [
        { field: 'updateWebhook', args: { id: fromPath('webhookid'), input: inputOf(patchWebhookItem) } },
      ],
      selection: webhook,
    },
  },
  {
    method: 'DELETE',
    path: '/webhooks/{webhookid}',
    tag: 'Webhooks',
    summary: 'Delete a subscription',
    description: 'Stops the deliveries of the subscription.',
    operationId: 'webhooks_delete_webhook',
    chift: 'webhooks_delete_webhook',
    scope: 'webhooks',
    params: webhookPath,
    query: none,
    response: { status: 204 },
    errors: [404],
    graphql: {
      kind: 'mutation',
      steps: [{ field: 'deleteWebhook', args: { id: fromPath('webhookid') } }],
      selection: '',
    },
  },
  {
    method: 'GET',
    path: '/webhooks/{webhookid}/logs',
    tag: 'Webhooks',
    summary: 'List delivery attempts',
    description:
      'The delivery attempts of a subscription, newest first, one page of them (`page`, `size`; an array, as Chift answers).',
    operationId: 'webhooks_get_webhook_logs',
    chift: 'webhooks_get_webhook_logs',
    scope: 'webhooks.logs.read',
    params: webhookPath,
    query: paging,
    response: { status: 200, schema: z.array(webhookLogItem) },
    errors: [404],
    graphql: {
      kind: 'query',
      steps: [
        { field: 'webhook', args: { id: fromPath('webhookid') } },
        { field: 'logs', args: { page: fromQuery('page'), size: fromQuery('size') } },
      ],
      selection: webhookLog,
    },
  },
  {
    method: 'POST',
    path: '/webhooks/{webhookid}/test',
    tag: 'Webhooks',
    summary: 'Send a test event',
    description: 'Sends a signed `account.webhook.test` event to the subscription now; answers the attempt.',
    operationId: 'webhooks_test_webhook',
    scope: 'webhooks',
    params: webhookPath,
    query: none,
    response: { status: 200, schema: webhookLogItem },
    errors: [404],
    graphql: {
      kind: 'mutation',
      steps: [{ field: 'testWebhook', args: { id: fromPath('webhookid') } }],
      selection: webhookLog,
    },
  },
  {
    method: 'POST',
    path: '/webhooks/{webhookid}/logs/{webhooklogid}/replay',
    tag: 'Webhooks',
    summary: 'Replay a delivery',
    description:
      'Delivers the event of a log row again, with the same `webhook-id`; answers the new attempt.',
    operationId: 'webhooks_replay_webhook_log',
    scope: 'webhooks',
    params: webhookPath.extend({ webhooklogid: uuid('The delivery attempt') }),
    query: none,
    response: { status: 200, schema: webhookLogItem },
    errors: [404],
    graphql: {
      kind: 'mutation',
      steps: [
        {
          field: 'replayWebhookLog',
          args: { webhookId: fromPath('webhookid'), logId: fromPath('webhooklogid') },
        },
      ],
      selection: webhookLog,
    },
  },
];

/** The REST route of each domain operation (the MCP tools are generated from these too). */
export const operationRoutes: ReadonlyMap<OperationId, RestRoute> = new Map(
  operationIds.map((id) => [id, operationRoute(operationDeclaration(id))]),
);

export const restRoutes: RestRoute[] = [...accountRoutes, ...operationRoutes.values()];
