import type { ConnectorDefinition } from '../../connectors/connector.js';
import { LintelError, type ValidationIssue, validationError } from '../../errors.js';
import {
  accountOperations,
  connectionItem,
  type PatchConnectionItem,
  type PostConnectionItem,
} from '../../model/index.js';
import type { Connection } from '../../store/connections.js';
import type { Consumer } from '../../store/consumers.js';
import { accountMutationField } from '../account-mutation.js';
import { builder } from '../builder.js';
import type { RequestContext } from '../context.js';
import { requireScope } from '../context.js';
import { accountDescription, objectTypeFor } from '../derive.js';
import { recordEvent, withEvents } from '../events.js';
import { connectionsOf, requireConsumer } from '../gateway.js';
import { CONSUMER_OF, type ConnectionSource, toConnectionItem } from '../items.js';
import { payloadType } from '../payload.js';
import { ConsumerType } from './consumers.js';

/** Credential keys that hold a base URL the service will call (checked against SSRF rules). */
const URL_KEYS = new Set(['url', 'base_url', 'platform_url']);

const list = accountOperations['connections.list'];
const create = accountOperations['connections.create'];
const update = accountOperations['connections.update'];
const remove = accountOperations['connections.delete'];

export const ConnectionType = objectTypeFor(connectionItem, { node: true });

builder.objectField(ConsumerType, list.graphql.field, (t) =>
  t.field({
    type: [ConnectionType],
    description: accountDescription(list),
    resolve: async (consumer, _args, ctx) => {
      requireScope(ctx, list.scope);
      const rows = await connectionsOf(ctx, consumer.consumerid);
      return rows.map((row) => toConnectionItem(ctx.deps.connectors, row));
    },
  }),
);

builder.objectField(ConnectionType, 'connectUrl', (t) =>
  t.field({
    type: 'URL',
    description: 'The connect page where the end user changes this connection (signed, expiring)',
    args: {
      redirect: t.arg.boolean({
        defaultValue: false,
        description: 'Send the end user to the consumer’s redirectUrl once the connect page is done',
      }),
    },
    resolve: (connection, { redirect }, ctx) => {
      requireScope(ctx, update.scope);
      return linkUrl(ctx, {
        consumerId: (connection as ConnectionSource)[CONSUMER_OF],
        integrationId: connection.integrationid,
        connectionId: connection.connectionid,
        redirect: redirect ?? false,
      });
    },
  }),
);

/**
 * Credentials as the connector declares them: every required key present, no unknown key,
 * URLs allowed by the outbound rules, then the vendor's own check where it has one.
 */
async function checkCredentials(
  ctx: RequestContext,
  definition: ConnectorDefinition,
  given: { key: string; value: string }[],
): Promise<Record<string, string>> {
  const loc = ['body', 'credentials'];
  const credentials: Record<string, string> = {};
  const issues: ValidationIssue[] = [];
  const known = new Map(definition.credentials.map((c) => [c.name, c]));
  given.forEach((c, index) => {
    if (!known.has(c.key)) {
      issues.push({
        loc: [...loc, index, 'key'],
        msg: `Unknown credential for ${definition.name}; expected one of: ${[...known.keys()].join(', ') || 'none'}`,
        type: 'extra_forbidden',
        input: c.key,
      });
    } else credentials[c.key] = c.value;
  });
  for (const field of definition.credentials) {
    if (!field.optional && !credentials[field.name]) {
      issues.push({
        loc: [...loc, field.name],
        msg: `Field required by ${definition.name}`,
        type: 'missing',
      });
    }
  }
  if (issues.length > 0) throw validationError(issues);
  for (const [key, value] of Object.entries(credentials)) {
    if (URL_KEYS.has(key)) await ctx.deps.checkOutboundUrl(value, [...loc, key]);
  }
  await definition.checkCredentials?.(credentials);
  return credentials;
}

function requireIntegration(
  ctx: RequestContext,
  integrationId: number | null | undefined,
): ConnectorDefinition {
  const definition = integrationId == null ? undefined : ctx.deps.connectors.get(integrationId);
  if (!definition) {
    const ids = ctx.deps.connectors.list().map((d) => d.integrationId);
    throw validationError([
      integrationId == null
        ? { loc: ['body', 'integrationid'], msg: 'Field required', type: 'missing' }
        : {
            loc: ['body', 'integrationid'],
            msg: `Input should be one of the integration ids ${ids.join(', ')}`,
            type: 'enum',
            input: integrationId,
            ctx: { expected: ids.join(', ') },
          },
    ]);
  }
  return definition;
}

function linkUrl(
  ctx: RequestContext,
  link: {
    consumerId: string;
    integrationId: number | null;
    connectionId: string | null;
    redirect: boolean;
    /** Made for a new connection (see `ConnectLink.isNew`); by default when it names none. */
    isNew?: boolean;
  } & {
    apis?: string[] | null;
    country?: string | null;
  },
): Promise<string> {
  return ctx.deps.links.url(ctx.baseUrl, {
    accountId: ctx.caller.accountId,
    consumerId: link.consumerId,
    integrationId: link.integrationId,
    connectionId: link.connectionId,
    redirect: link.redirect,
    isNew: link.isNew ?? link.connectionId === null,
    apis: link.apis ?? null,
    country: link.country ?? null,
  });
}

/** Stores a checked connection with its `account.connection.created` event, then lets the connector set it up. */
async function createConnection(
  ctx: RequestContext,
  consumer: Consumer,
  definition: ConnectorDefinition,
  input: PostConnectionItem,
): Promise<Connection> {
  const credentials = await checkCredentials(ctx, definition, input.credentials ?? []);
  const connection = await withEvents(
    ctx,
    async (tx) => {
      const created = await tx.connections.create({
        accountId: ctx.caller.accountId,
        consumerId: consumer.id,
        integrationId: definition.integrationId,
        name: input.name ?? definition.name,
        credentials,
      });
      const item = toConnectionItem(ctx.deps.connectors, created);
      await recordEvent(tx, ctx, 'account.connection.created', consumer.id, created.integrationId, item);
      return created;
    },
    consumer.id,
  );
  try {
    await definition.onConnectionCreated?.({ id: connection.id, credentials });
  } catch (error) {
    // A connection whose setup failed is removed rather than left half-made (and says so).
    await removeConnection(ctx, connection);
    throw error;
  }
  return connection;
}

/** A connection mutation's answer: the connection, and the connect page where the end user can change it. */
interface ConnectionAnswer {
  linkedAccount: ConnectionSource | null;
  connectUrl: string;
}

function connectionPayload(name: string, field: string) {
  const ref = payloadType(
    name,
    'linkedAccount',
    ConnectionType,
    `What ${field} answers: the connection and its connect page, or why there are none`,
    'The connection; null when none was made yet (the end user finishes on the connect page) or the mutation failed',
  );
  builder.objectField(ref, 'connectUrl', (t) =>
    t.field({
      type: 'URL',
      description:
        'The connect page where the end user finishes or changes the connection (signed, expiring); null when the mutation failed',
      nullable: true,
      resolve: (payload) => (payload.connectUrl as string | undefined) ?? null,
    }),
  );
  return ref;
}

/** Creates the connection when the input has what it needs; answers the connect page either way. */
async function createOrLink(
  ctx: RequestContext,
  consumerId: string,
  input: PostConnectionItem,
): Promise<ConnectionAnswer> {
  const consumer = await requireConsumer(ctx, consumerId);
  const redirect = input.redirect ?? false;
  if (input.integrationid == null) {
    if (input.credentials != null || input.name != null) requireIntegration(ctx, null);
    const url = await linkUrl(ctx, {
      consumerId: consumer.id,
      integrationId: null,
      connectionId: null,
      redirect,
      apis: input.apis ?? null,
      country: input.country ?? null,
    });
    return { linkedAccount: null, connectUrl: url };
  }
  const definition = requireIntegration(ctx, input.integrationid);
  const needsCredentials = definition.credentials.some((c) => !c.optional);
  // Without credentials, the end user gives them on the connect page.
  if (needsCredentials && (input.credentials ?? []).length === 0) {
    const url = await linkUrl(ctx, {
      consumerId: consumer.id,
      integrationId: definition.integrationId,
      connectionId: null,
      redirect,
    });
    return { linkedAccount: null, connectUrl: url };
  }
  const connection = await createConnection(ctx, consumer, definition, input);
  const url = await linkUrl(ctx, {
    consumerId: consumer.id,
    integrationId: definition.integrationId,
    connectionId: connection.id,
    redirect,
    // Created by this request: the page confirms a new connection, not an update.
    isNew: true,
  });
  return { linkedAccount: toConnectionItem(ctx.deps.connectors, connection), connectUrl: url };
}

async function updateConnection(
  ctx: RequestContext,
  consumerId: string,
  connectionId: string,
  input: PatchConnectionItem,
): Promise<ConnectionAnswer> {
  const existing = await findConnection(ctx, consumerId, connectionId);
  const definition = requireIntegration(ctx, existing.integrationId);
  const credentials = input.credentials
    ? await checkCredentials(ctx, definition, input.credentials)
    : undefined;
  const updated = await withEvents(
    ctx,
    async (tx) => {
      const connection = await tx.connections.update(ctx.caller.accountId, existing.id, {
        name: input.name ?? undefined,
        status: input.status ?? undefined,
        credentials,
      });
      if (connection) {
        const item = toConnectionItem(ctx.deps.connectors, connection);
        await recordEvent(
          tx,
          ctx,
          'account.connection.updated',
          connection.consumerId,
          connection.integrationId,
          item,
        );
      }
      return connection;
    },
    existing.consumerId,
  );
  if (!updated) throw new LintelError('ERROR_CONNECTION_NOT_FOUND');
  ctx.deps.connectors.forget(existing.id);
  const url = await linkUrl(ctx, {
    consumerId: updated.consumerId,
    integrationId: updated.integrationId,
    connectionId: updated.id,
    redirect: input.redirect ?? false,
  });
  return { linkedAccount: toConnectionItem(ctx.deps.connectors, updated), connectUrl: url };
}

builder.mutationFields((t) => ({
  [create.graphql.field]: accountMutationField(t, create, {
    payload: connectionPayload('CreateConnectionPayload', 'createConnection'),
    key: 'linkedAccount',
    spread: true,
    input: 'The consumer, and the connection to create or the start of its connect page',
    run: ({ consumer_id, ...input }: { consumer_id: string } & PostConnectionItem, ctx) =>
      createOrLink(ctx, consumer_id, input),
  }),
  [update.graphql.field]: accountMutationField(t, update, {
    payload: connectionPayload('UpdateConnectionPayload', 'updateConnection'),
    key: 'linkedAccount',
    spread: true,
    input: 'The connection and what to change',
    run: (
      {
        consumer_id,
        connectionid,
        ...input
      }: { consumer_id: string; connectionid: string } & PatchConnectionItem,
      ctx,
    ) => updateConnection(ctx, consumer_id, connectionid, input),
  }),
  [remove.graphql.field]: accountMutationField(t, remove, {
    payload: payloadType(
      'DeleteConnectionPayload',
      'deletedId',
      'ID',
      'What deleteConnection answers',
      'Id of the deleted connection; null when the mutation failed',
    ),
    key: 'deletedId',
    input: 'The connection to delete',
    description: `${accountDescription(remove)} Answers the id of the deleted connection.`,
    run: async ({ consumer_id, connectionid }: { consumer_id: string; connectionid: string }, ctx) => {
      const existing = await findConnection(ctx, consumer_id, connectionid);
      await removeConnection(ctx, existing);
      return existing.id;
    },
  }),
}));

async function removeConnection(ctx: RequestContext, connection: Connection): Promise<void> {
  await withEvents(
    ctx,
    async (tx) => {
      if (await tx.connections.delete(ctx.caller.accountId, connection.id)) {
        const item = toConnectionItem(ctx.deps.connectors, connection);
        await recordEvent(
          tx,
          ctx,
          'account.connection.deleted',
          connection.consumerId,
          connection.integrationId,
          item,
        );
      }
    },
    connection.consumerId,
  );
  ctx.deps.connectors.forget(connection.id);
}

async function findConnection(
  ctx: RequestContext,
  consumerId: string,
  connectionId: string,
): Promise<Connection> {
  const consumer = await requireConsumer(ctx, consumerId);
  const connection = (await connectionsOf(ctx, consumer.id)).find((c) => c.id === connectionId);
  if (!connection) throw new LintelError('ERROR_CONNECTION_NOT_FOUND');
  return connection;
}
