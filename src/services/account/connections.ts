import type { ConnectorDefinition } from '../../connectors/connector.js';
import { LintelError, type ValidationIssue, validationError } from '../../errors.js';
import { accountOperations, type PatchConnectionItem, type PostConnectionItem } from '../../model/index.js';
import type { Connection } from '../../store/connections.js';
import type { Consumer } from '../../store/consumers.js';
import { connectionsOf, requireConsumer } from '../access.js';
import { noteHealth, reportConnectorFailure } from '../connector-failures.js';
import { type RequestContext, requireScope } from '../context.js';
import { recordEvent, withEvents } from '../events.js';
import {
  CONSUMER_OF,
  type ConnectionSource,
  type LinkedAccountSource,
  toConnectionItem,
  toLinkedAccount,
} from '../items.js';

/**
 * A consumer's connections: listed, created (or started on the connect page), changed and
 * deleted with their events; the connect page's links. The connect page stores through the same
 * functions (`connect/connections.ts`).
 */

/** Credential keys that hold a base URL the service will call (checked against SSRF rules). */
const URL_KEYS = new Set(['url', 'base_url', 'platform_url']);

const list = accountOperations['connections.list'];
const update = accountOperations['connections.update'];

/** The consumer's connections (`GET /consumers/{id}/connections`, `Consumer.connections`). */
export async function listConnections(
  ctx: RequestContext,
  consumerId: string,
): Promise<LinkedAccountSource[]> {
  requireScope(ctx, list.scope);
  const rows = await connectionsOf(ctx, consumerId);
  return rows.map((row) => toLinkedAccount(ctx.deps.connectors, row));
}

/** The connect page where the end user changes a connection (signed, expiring). */
export function connectionUrl(
  ctx: RequestContext,
  connection: ConnectionSource,
  redirect: boolean,
): Promise<string> {
  requireScope(ctx, update.scope);
  return linkUrl(ctx, {
    consumerId: connection[CONSUMER_OF],
    integrationId: connection.integrationid,
    connectionId: connection.connectionid,
    redirect,
  });
}

/**
 * Credentials as the connector declares them: every required key present, no unknown key,
 * URLs allowed by the outbound rules, then the vendor's own check where it has one.
 */
async function checkCredentials(
  ctx: RequestContext,
  definition: ConnectorDefinition,
  given: { key: string; value: string }[],
  target: { consumerId: string; connectionId: string | null },
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
  try {
    await definition.checkCredentials?.(credentials);
  } catch (error) {
    reportConnectorFailure(ctx, error, {
      ...target,
      integrationId: definition.integrationId,
      operation: 'checkCredentials',
    });
    throw error;
  }
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
  const credentials = await checkCredentials(ctx, definition, input.credentials ?? [], {
    consumerId: consumer.id,
    connectionId: null,
  });
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
export interface ConnectionAnswer {
  connection: LinkedAccountSource | null;
  connectUrl: string;
}

/** Creates the connection when the input has what it needs; answers the connect page either way. */
export async function createOrLink(
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
    return { connection: null, connectUrl: url };
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
    return { connection: null, connectUrl: url };
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
  return { connection: toLinkedAccount(ctx.deps.connectors, connection), connectUrl: url };
}

export async function updateConnection(
  ctx: RequestContext,
  consumerId: string,
  connectionId: string,
  input: PatchConnectionItem,
): Promise<ConnectionAnswer> {
  const existing = await findConnection(ctx, consumerId, connectionId);
  const definition = requireIntegration(ctx, existing.integrationId);
  const credentials = input.credentials
    ? await checkCredentials(ctx, definition, input.credentials, { consumerId, connectionId: existing.id })
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
  // Credentials the software has just accepted end a failure recorded with the old ones.
  if (credentials && definition.checkCredentials && ctx.deps.connectionErrors.isStored(existing))
    await noteHealth(ctx, existing, null);
  const url = await linkUrl(ctx, {
    consumerId: updated.consumerId,
    integrationId: updated.integrationId,
    connectionId: updated.id,
    redirect: input.redirect ?? false,
  });
  return { connection: toLinkedAccount(ctx.deps.connectors, updated), connectUrl: url };
}

/** Answers the id of the deleted connection. */
export async function deleteConnection(
  ctx: RequestContext,
  consumerId: string,
  connectionId: string,
): Promise<string> {
  const existing = await findConnection(ctx, consumerId, connectionId);
  await removeConnection(ctx, existing);
  return existing.id;
}

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
