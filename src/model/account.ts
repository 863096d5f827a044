import { z } from 'zod';
import { apiDisplayNames } from './common.js';
import { enumeration, graphql, resource } from './declare.js';
import { webhookEvent, webhookEventNames } from './events.js';

/**
 * Account-level resources (consumers, connections, integrations, webhooks, tokens, API clients), in the REST
 * shapes of Chift's document. Each is declared once: the REST answers, the GraphQL types, the
 * webhook payloads and the OpenAPI document all come from here.
 */

const uuidId = (description: string) => graphql(z.uuid().describe(description), { name: 'id', type: 'ID' });

// ---- consumers ------------------------------------------------------------------------------

export const consumerItem = resource(
  'ConsumerItem',
  'A customer of yours whose software Lintel connects to',
  {
    consumerid: uuidId('Identifier of the consumer'),
    name: z.string().describe('Name of the consumer'),
    email: z.string().nullable().describe('Email address of the consumer'),
    internal_reference: z.string().nullable().describe('Your own reference for the consumer'),
    redirect_url: graphql(
      z.string().nullable().describe('Where the connect page sends the end user when done'),
      { type: 'URL' },
    ),
  },
  { graphqlType: 'Consumer' },
);
export type ConsumerItem = z.infer<typeof consumerItem>;

const consumerWritable = {
  name: z.string().min(1).max(255).describe('Name of the consumer'),
  email: z.email().max(255).nullable().describe('Email address of the consumer'),
  internal_reference: z.string().max(255).nullable().describe('Your own reference for the consumer'),
  redirect_url: z.url().max(2048).nullable().describe('Where the connect page sends the end user when done'),
};

export const postConsumerItem = resource('PostConsumerItem', 'A consumer to create', {
  name: consumerWritable.name,
  email: consumerWritable.email.optional(),
  internal_reference: consumerWritable.internal_reference.optional(),
  redirect_url: consumerWritable.redirect_url.optional(),
});

export const updateConsumerItem = resource(
  'UpdateConsumerItem',
  'Changes to a consumer: fields left out stay as they are, null clears them',
  {
    name: consumerWritable.name.nullable().optional(),
    email: consumerWritable.email.optional(),
    internal_reference: consumerWritable.internal_reference.optional(),
    redirect_url: consumerWritable.redirect_url.optional(),
  },
);

// ---- connections ----------------------------------------------------------------------------

export const connectionStatus = enumeration(
  'ConnectionStatus',
  'Whether a connection is in use',
  ['active', 'inactive'],
  {
    active: 'In use: the consumer’s requests reach the connected software through it',
    inactive: 'Turned off: it is not used for the consumer’s requests until made active again',
  },
);

export const integrationStatus = enumeration(
  'IntegrationStatus',
  'Whether a connector is offered',
  ['active', 'inactive'],
  {
    active: 'Offered: consumers can connect to it',
    inactive: 'Not offered: no new connection can be made to it',
  },
);

export const webhookStatus = enumeration(
  'WebhookStatus',
  'Whether a webhook subscription delivers events',
  ['active', 'inactive'],
  {
    active: 'Events are delivered to its URL',
    inactive: 'Paused: no event is delivered until made active again',
  },
);

/**
 * The APIs as GraphQL serves them (`Api`): the three APIs of connectors, `Account` for the events
 * of Lintel's own records, `Unknown` for a connection whose connector this deployment no longer
 * has. The internal values are the display names REST writes.
 */
export const api = enumeration(
  'Api',
  'An API: the kind of software a connector talks to, or Lintel’s own account records',
  [
    apiDisplayNames.invoicing,
    apiDisplayNames.pos,
    apiDisplayNames.pms,
    apiDisplayNames.accounting,
    'Account',
    'Unknown',
  ],
  {
    [apiDisplayNames.invoicing]: { name: 'INVOICING', description: 'Invoicing and accounting software' },
    [apiDisplayNames.pos]: { name: 'POS', description: 'Point of sale software' },
    [apiDisplayNames.pms]: {
      name: 'PMS',
      description: 'Property management system (hotels and other lodgings)',
    },
    [apiDisplayNames.accounting]: {
      name: 'ACCOUNTING',
      description: 'Accounting software: the ledger, its journals, entries and documents',
    },
    Account: { name: 'ACCOUNT', description: 'Lintel’s own records: consumers and connections' },
    Unknown: {
      name: 'UNKNOWN',
      description: 'A connector this deployment no longer has (a connection made to it earlier)',
    },
  },
);

/** Display names of the connector APIs (REST's `api`): GraphQL serves them as `Api`. */
export const apiName = graphql(
  // Typed as any string: a connection whose connector is gone reports `Unknown` (see `Api`).
  enumeration('ApiName', 'Display name of an API', Object.values(apiDisplayNames) as [string, ...string[]], {
    [apiDisplayNames.invoicing]: 'Invoicing and accounting software',
    [apiDisplayNames.pos]: 'Point of sale software',
    [apiDisplayNames.pms]: 'Property management system (hotels and other lodgings)',
    [apiDisplayNames.accounting]: 'Accounting software: the ledger, its journals, entries and documents',
  }),
  { enum: api },
);

/** The fields of a connection that REST answers (Chift's `ConnectionItem`). */
const connectionFields = {
  connectionid: uuidId('Identifier of the connection'),
  name: z.string().describe('Name of the connection'),
  integration: z.string().describe('Name of the connector'),
  integrationid: graphql(z.int().describe('Integration id of the connector (GET /integrations)'), {
    name: 'integrationId',
  }),
  api: apiName,
  status: connectionStatus,
  data: graphql(z.record(z.string(), z.unknown()).describe('What the connector keeps about the connection'), {
    type: 'JSON',
  }),
};

export const connectorErrorCode = enumeration(
  'ConnectorErrorCode',
  'How the connected software failed a call',
  ['ERROR_CONNECTOR_AUTHENTICATION', 'ERROR_CONNECTOR_REQUEST'],
  {
    ERROR_CONNECTOR_AUTHENTICATION: 'It refused the connection’s credentials',
    ERROR_CONNECTOR_REQUEST: 'It failed, timed out, refused the request or answered something unreadable',
  },
);

export const connectorErrorItem = resource(
  'ConnectorErrorItem',
  'The last failure of the connected software on a connection, as the request that met it was answered',
  {
    code: connectorErrorCode,
    message: z.string().describe('What the request was answered (`message` of the error body)'),
    detail: z
      .string()
      .nullable()
      .describe('What the software said or did, in words (`detail` of the error body); never a credential'),
    occurred_on: graphql(z.iso.datetime({ offset: true }).describe('When it happened'), {
      name: 'occurredOn',
      type: 'DateTime',
    }),
  },
  { graphqlType: 'ConnectorError' },
);
export type ConnectorErrorItem = z.infer<typeof connectorErrorItem>;

/**
 * A connection as GraphQL serves it (`LinkedAccount`): Chift's fields and what an operator looks
 * at besides. REST keeps Chift's `ConnectionItem`; webhook events carry that shape too, so these
 * fields are null in an event's `data`.
 */
export const linkedAccount = resource(
  'LinkedAccountItem',
  'A consumer’s link to one connector; credentials are never returned',
  {
    ...connectionFields,
    created_on: graphql(
      z.iso
        .datetime({ offset: true })
        .optional()
        .describe('When the connection was made; null in an event’s `data`'),
      { name: 'createdOn', type: 'DateTime' },
    ),
    last_error: connectorErrorItem
      .nullable()
      .optional()
      .describe(
        'The last failure of the connected software on this connection (recorded at most once a minute), ' +
          'until a call through it succeeds or the software accepts new credentials; null when there is ' +
          'none, and in an event’s `data`',
      ),
  },
  { graphqlType: 'LinkedAccount' },
);

export const connectionItem = resource(
  'ConnectionItem',
  'A consumer’s link to one connector; credentials are never returned',
  connectionFields,
  // Chift's "connection"; in GraphQL a name ending in `Connection` is a Relay connection only.
  { graphqlType: 'LinkedAccount', graphqlAs: linkedAccount },
);
export type ConnectionItem = z.infer<typeof connectionItem>;

export const credentialItem = resource(
  'CredentialItem',
  'One credential of a connection',
  {
    key: z.string().min(1).max(100).describe('Name of the credential, as GET /integrations lists it'),
    value: z.string().max(10_000).describe('Its value'),
  },
  { graphqlInput: 'CredentialInput' },
);

const integrationId = graphql(
  z.int32().min(1).describe('Integration id of a connector (GET /integrations)'),
  {
    name: 'integrationId',
  },
);
const connectionName = z.string().min(1).max(80).describe('Name of the connection');
const credentials = z
  .array(credentialItem)
  .max(50)
  .describe('Credentials of the connection, the keys GET /integrations lists for the connector');
const redirect = z
  .boolean()
  .describe('Send the end user to the consumer’s redirect_url once the connect page is done');

export const postConnectionItem = resource(
  'PostConnectionItem',
  'A connection to create, or the start of the connect page for the end user',
  {
    integrationid: integrationId.nullable().optional(),
    name: connectionName.nullable().optional(),
    credentials: credentials.nullable().optional(),
    country: graphql(
      z
        .string()
        .max(2)
        .nullable()
        .optional()
        .describe('ISO 3166-1 alpha-2 code: the connect page lists the connectors of that country'),
      { type: 'CountryCode' },
    ),
    redirect: redirect.nullable().optional(),
    apis: z
      .array(apiName)
      .nullable()
      .optional()
      .describe('The connect page lists only connectors of these APIs'),
  },
);
export type PostConnectionItem = z.infer<typeof postConnectionItem>;

export const patchConnectionItem = resource('PatchConnectionItem', 'Changes to a connection', {
  redirect: redirect.nullable().optional(),
  name: connectionName.nullable().optional(),
  credentials: credentials.nullable().optional(),
  status: connectionStatus.nullable().optional().describe('Turn the connection off or on again'),
});
export type PatchConnectionItem = z.infer<typeof patchConnectionItem>;

export const linkItem = resource('LinkItem', 'Where the end user finishes or changes a connection', {
  url: graphql(
    z.string().describe('The connect page: signed, for this consumer only, valid for a limited time'),
    { type: 'URL' },
  ),
  connectionid: graphql(z.uuid().optional().describe('The connection, once it exists'), {
    name: 'connectionId',
    type: 'ID',
  }),
});
export type LinkItem = z.infer<typeof linkItem>;

// ---- integrations ---------------------------------------------------------------------------

export const coverageStatus = enumeration(
  'CoverageStatus',
  'Whether a connector serves an operation',
  ['SUPPORTED', 'NOT_IMPLEMENTED', 'NOT_SUPPORTED', 'UNDER_ANALYSIS'],
  {
    SUPPORTED: 'The connector serves the operation',
    NOT_IMPLEMENTED: 'The software allows it, but the connector does not do it yet',
    NOT_SUPPORTED: 'The connector does not serve the operation (a request for it answers 405)',
    UNDER_ANALYSIS: 'Whether the software allows it is being studied',
  },
);

export const coverageItem = resource('OperationCoverage', 'Whether a connector serves one operation', {
  operation: z.string().describe('Lintel operation id, e.g. invoicing.taxes.list'),
  status: coverageStatus,
});

export const integrationCredential = resource(
  'IntegrationCredential',
  'A credential a connection of the connector needs',
  {
    name: z.string().describe('Key of the credential'),
    optional: z.boolean().describe('The connection works without it'),
  },
);

export const integrationItem = resource(
  'IntegrationItem',
  'A connector and what it can do',
  {
    integrationid: graphql(z.int().describe('Integration id of the connector'), { name: 'integrationId' }),
    name: z.string().describe('Name of the connector'),
    description: z.string().nullable().describe('What the connector talks to'),
    status: integrationStatus,
    api: apiName,
    logo_url: graphql(z.string().describe('Logo of the connector (SVG served by Lintel)'), { type: 'URL' }),
    icon_url: graphql(z.string().describe('Square icon of the connector (SVG served by Lintel)'), {
      type: 'URL',
    }),
    post_connections: graphql(
      z
        .array(z.record(z.string(), z.unknown()))
        .describe('Steps offered after a connection is made (none yet)'),
      { type: 'JSON' },
    ),
    operations_coverage: z
      .array(coverageItem)
      .describe('Every operation of the API and whether it is served'),
    credentials: z.array(integrationCredential).describe('Credentials a connection needs'),
    supported_countries: z
      .array(graphql(z.string(), { type: 'CountryCode' }))
      .nullable()
      .describe('Countries (ISO 3166-1 alpha-2) where the connector applies; null: everywhere'),
    local_agent: z.boolean().describe('Needs an agent installed on premises'),
  },
  { graphqlType: 'Integration' },
);
export type IntegrationItem = z.infer<typeof integrationItem>;

/** Query parameters of `GET /integrations` (Chift's). */
export const integrationFilter = z.object({
  status: integrationStatus.optional().describe('Only the connectors in this status'),
  include_coverage: z
    .boolean()
    .default(true)
    .describe('List operations_coverage; Lintel lists it unless told false'),
});

export const logoImage = resource('LogoImage', 'A connector image, as Chift’s SDK fetches it', {
  integrationid: z.int().describe('Integration id of the connector'),
  data: z.string().describe('The image as a base64 data URI'),
});

// ---- webhooks -------------------------------------------------------------------------------

export const webhookInstance = resource(
  'WebhookInstance',
  'A subscription of one event to one URL; the signing secret is never returned',
  {
    webhookid: uuidId('Identifier of the subscription'),
    accountid: graphql(z.uuid().describe('Account of the subscription'), { name: 'accountId', type: 'ID' }),
    createdby: graphql(z.uuid().describe('API client that created it'), { name: 'createdBy', type: 'ID' }),
    createdon: graphql(z.iso.datetime({ offset: true }).describe('When it was created'), {
      name: 'createdOn',
      type: 'DateTime',
    }),
    event: graphql(z.string().describe('Event delivered (GET /webhooks/list)'), { enum: webhookEvent }),
    url: graphql(z.string().describe('Where deliveries are POSTed'), { type: 'URL' }),
    status: webhookStatus,
    integrationid: graphql(z.int().nullable().describe('Only events of this connector'), {
      name: 'integrationId',
    }),
  },
  { graphqlType: 'Webhook' },
);
export type WebhookInstance = z.infer<typeof webhookInstance>;

const webhookUrl = z
  .url({ protocol: /^https?$/ })
  .max(500)
  .describe('Where deliveries are POSTed (http or https)');
const signingSecret = graphql(
  z.string().max(100).describe('Key of the HMAC signatures; a whsec_ secret is base64 after the prefix'),
  { name: 'signingSecret' },
);

/**
 * The event of a new subscription: one of `GET /webhooks/list` (REST checks it as a string, with
 * Chift's words; GraphQL takes the `WebhookEvent` enum).
 */
const subscribableEvent = graphql(
  z
    .string()
    .max(80, { abort: true })
    .refine((event) => (webhookEventNames as string[]).includes(event), {
      message: 'Input should be one of the events of GET /webhooks/list',
      params: { type: 'enum', ctx: { expected: webhookEventNames.join(', ') } },
    })
    .describe('Event to deliver (GET /webhooks/list)'),
  { enum: webhookEvent },
);

export const postWebhookItem = resource('WebhookInstancePostItem', 'A subscription to create', {
  event: subscribableEvent,
  url: webhookUrl,
  signingsecret: signingSecret.nullable().optional(),
  integrationid: integrationId.nullable().optional(),
});

export const patchWebhookItem = resource('WebhookInstancePatchItem', 'Changes to a subscription', {
  status: webhookStatus.nullable().optional().describe('Pause the deliveries or resume them'),
  url: webhookUrl.nullable().optional(),
  signingsecret: signingSecret
    .nullable()
    .optional()
    .describe('New signing secret; an empty string removes it (deliveries go unsigned)'),
});

export const webhookDeliveryError = enumeration(
  'WebhookDeliveryError',
  'Why a delivery attempt got no HTTP answer',
  [
    'timeout',
    'connection refused',
    'connection reset',
    'private address refused',
    'DNS failure',
    'TLS failure',
    'invalid URL',
    'unreachable',
    'interrupted',
  ],
  {
    timeout: 'The receiver did not answer in time',
    'connection refused': 'The receiver’s host refused the connection',
    'connection reset': 'The connection was cut before an answer came',
    'private address refused':
      'The URL leads to a private or local address, which Lintel does not call (SSRF protection)',
    'DNS failure': 'The host name of the URL could not be resolved',
    'TLS failure': 'The TLS handshake failed (e.g. an invalid or expired certificate)',
    'invalid URL': 'The URL cannot be called',
    unreachable: 'The receiver’s network could not be reached',
    interrupted:
      'The process delivering it stopped (killed or crashed) before it recorded an answer; the event is sent again',
  },
);

export const webhookLogItem = resource(
  'WebhookLogItem',
  'One delivery attempt of an event',
  {
    webhooklogid: uuidId('Identifier of the attempt'),
    webhookid: graphql(z.uuid().describe('The subscription'), { name: 'webhookId', type: 'ID' }),
    event: graphql(z.string().describe('Event delivered'), { enum: webhookEvent }),
    url: graphql(z.string().describe('Where it was POSTed'), { type: 'URL' }),
    accountid: graphql(z.string().describe('Account of the subscription'), { name: 'accountId', type: 'ID' }),
    createdon: graphql(z.iso.datetime({ offset: true }).describe('When the attempt was made'), {
      name: 'createdOn',
      type: 'DateTime',
    }),
    httpstatus: graphql(z.int().describe('Status the receiver answered; 0 when no answer came'), {
      name: 'httpStatus',
    }),
    integrationid: graphql(z.int().nullable().describe('Connector the event came from'), {
      name: 'integrationId',
    }),
    // Lintel's additions (Chift's WebhookLogItem allows more properties): what a person needs to
    // see why a delivery failed and what happens next.
    eventid: graphql(
      z
        .uuid()
        .nullable()
        .describe('The event delivered: the `webhook-id` header, the same on every attempt and replay'),
      { name: 'eventId', type: 'ID' },
    ),
    attempt: z.int().min(1).nullable().describe("This attempt's number within its delivery, from 1"),
    error: webhookDeliveryError
      .nullable()
      .describe('Why no HTTP answer came (`httpstatus` 0); null when the receiver answered'),
    responsebody: graphql(
      z.string().nullable().describe("The first 1 KB of the receiver's answer; null when no answer came"),
      { name: 'responseBody' },
    ),
    nextattempton: graphql(
      z.iso
        .datetime({ offset: true })
        .nullable()
        .describe('When the next attempt of this delivery is due; null when this attempt settled it'),
      { name: 'nextAttemptOn', type: 'DateTime' },
    ),
  },
  { graphqlType: 'WebhookLog' },
);
export type WebhookLogItem = z.infer<typeof webhookLogItem>;

/** Query parameters of `GET /webhooks` (Chift's). */
export const webhookFilter = z.object({
  status: webhookStatus.optional().describe('Only the subscriptions in this status'),
});

export const webhookEventType = resource('WebhookEventType', 'An event a subscription can deliver', {
  event: graphql(z.string().describe('Name of the event'), {
    enum: webhookEvent,
    description: 'The event',
  }),
  api: graphql(z.string().describe('API the event belongs to (Account for account events)'), {
    enum: api,
    description: 'The API the event belongs to (ACCOUNT for the events of consumers and connections)',
  }),
});

// ---- tokens ---------------------------------------------------------------------------------

export const authItem = resource('AuthItem', 'Credentials of an API client', {
  clientId: z.string().min(1).max(255).describe('Id of the API client'),
  clientSecret: z.string().min(1).max(1024).describe('Secret of the API client'),
  accountId: z.string().min(1).max(255).describe('Account of the API client'),
  marketplaceId: z
    .string()
    .max(255)
    .nullable()
    .optional()
    .describe('Accepted for Chift compatibility; unused'),
  // Chift's Node SDK sends it when configured, though Chift's AuthItem does not list it.
  envId: z.string().max(255).nullable().optional().describe('Accepted for Chift compatibility; unused'),
});

export const mcpAuthItem = resource(
  'MCPAuthItem',
  'Credentials of an API client and the consumer its token is for',
  {
    ...authItem.shape,
    consumerId: z.uuid().describe('The consumer the token is limited to'),
  },
);

export const CONSUMER_TOKEN_MAX_SECONDS = 3600;

export const consumerTokenRequest = resource(
  'ConsumerTokenRequest',
  'A consumer-scoped token to mint, e.g. for one browser session',
  {
    scopes: z
      .array(z.string().max(64))
      .min(1)
      .max(50)
      .optional()
      .describe('Scopes of the new token, at most the caller’s own (default: all of them)'),
    expires_in: z
      .int()
      .min(1)
      .max(CONSUMER_TOKEN_MAX_SECONDS)
      .default(900)
      .describe('Lifetime in seconds (1 to 3600, default 900)'),
  },
);

export const tokenItem = resource('Token', 'A bearer access token', {
  access_token: z.string().describe('The JWT to send as Authorization: Bearer'),
  token_type: z.literal('bearer').describe('Always bearer'),
  expires_in: z.int().describe('Seconds until it expires'),
  expires_on: z.int().describe('When it expires, in epoch seconds'),
});

// ---- administration (contract §6) -----------------------------------------------------------

export const newAccountItem = resource('NewAccount', 'An account to create, with its first API client', {
  name: z.string().min(1).max(255).describe('Name of the account'),
});

export const createdAccountItem = resource('CreatedAccount', 'A new account and its first API client', {
  accountId: z.uuid().describe('Identifier of the account'),
  clientId: z.uuid().describe('Identifier of its first API client'),
  clientSecret: z.string().describe('Secret of the client: shown only now'),
  name: z.string().describe('Name of the account'),
});

export const newClientItem = resource('NewApiClient', 'An API client to add to an account', {
  name: z.string().min(1).max(255).describe('Name of the client'),
  scopes: z
    .array(z.string().max(100))
    .min(1)
    .optional()
    .describe('What its tokens may do (contract §2); every scope when left out'),
});

export const createdClientItem = resource('CreatedApiClient', 'A new API client', {
  clientId: z.uuid().describe('Identifier of the client'),
  clientSecret: z.string().describe('Secret of the client: shown only now'),
  scopes: z.array(z.string()).describe('What its tokens may do'),
});

export const healthItem = resource('Health', 'Whether the service answers', {
  status: z.enum(['ok', 'unavailable']).describe('ok, or unavailable when the database does not answer'),
});

// ---- API clients, managed by the account (contract §6) --------------------------------------

const clientFields = {
  clientId: graphql(z.uuid().describe('Identifier of the client: the clientId of POST /token'), {
    type: 'ID',
  }),
  name: z.string().describe('Name of the client'),
  scopes: z
    .array(z.string())
    .describe('What its tokens may do (contract §2: `<api>`, `<api>.read`, `<api>.<resource>`…)'),
  createdOn: graphql(z.iso.datetime({ offset: true }).describe('When the client was made'), {
    type: 'DateTime',
  }),
  lastUsedOn: graphql(
    z.iso
      .datetime({ offset: true })
      .nullable()
      .describe('When its secret last got a token (POST /token or /mcp-token); null when never'),
    { type: 'DateTime' },
  ),
};

/**
 * An API client as GraphQL serves it (`ApiClient`): a `Node` whose `id` is its UUID, beside
 * `clientId`, the same value under the name REST and POST /token give it.
 */
export const apiClientNode = resource(
  'ApiClientNode',
  'An API client of the account: credentials whose tokens call Lintel; its secret is never returned',
  { id: graphql(z.uuid().describe('Identifier of the client'), { type: 'ID' }), ...clientFields },
  { graphqlType: 'ApiClient' },
);

export const apiClientItem = resource(
  'ApiClientItem',
  'An API client of the account: credentials whose tokens call Lintel; its secret is never returned',
  clientFields,
  { graphqlType: 'ApiClient', graphqlAs: apiClientNode },
);
export type ApiClientItem = z.infer<typeof apiClientItem>;

export const apiClientSecretItem = resource(
  'ApiClientSecretItem',
  'An API client and its secret, which only this answer shows',
  {
    ...clientFields,
    clientSecret: z
      .string()
      .describe('Secret of the client, the clientSecret of POST /token: shown only now'),
  },
);

export const postApiClientItem = resource('PostApiClientItem', 'An API client to make', {
  name: z.string().min(1).max(255).describe('Name of the client'),
  scopes: z
    .array(z.string().max(100))
    .min(1)
    .max(50)
    .optional()
    .describe(
      'What its tokens may do, at most the scopes of the token that makes it; every scope of that token when left out',
    ),
});
