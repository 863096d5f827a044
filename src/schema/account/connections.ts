import { z } from 'zod';
import type { ConnectorDefinition } from '../../connectors/connector.js';
import { LintelError, validationError } from '../../errors.js';
import { apiDisplayNames } from '../../model/index.js';
import type { Connection } from '../../store/connections.js';
import { builder } from '../builder.js';
import type { RequestContext } from '../context.js';
import { requireScope } from '../context.js';
import { connectionItem, recordEvent, withEvents } from '../events.js';
import { connectionsOf, requireConsumer } from '../gateway.js';
import { JSONScalar } from '../scalars.js';
import { ConsumerType } from './consumers.js';

export const connectionFields = {
  name: z.string().min(1).max(255),
  integrationid: z.int().min(1),
  credentials: z
    .array(z.strictObject({ key: z.string().min(1).max(100), value: z.string().max(10_000) }))
    .max(50),
  status: z.enum(['active', 'inactive']),
};

/** Credential keys that hold a base URL the service will call (checked against SSRF rules). */
const URL_KEYS = new Set(['url', 'base_url', 'platform_url']);

const read = { api: 'consumers', resource: 'connections', write: false } as const;
const write = { api: 'consumers', resource: 'connections', write: true } as const;

export const ConnectionType = builder.objectRef<Connection>('Connection').implement({
  description: 'A consumer\u2019s link to one connector; credentials are never returned',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    integrationId: t.exposeInt('integrationId'),
    integration: t.string({
      resolve: (c, _a, ctx) => ctx.deps.connectors.get(c.integrationId)?.name ?? 'Unknown',
    }),
    api: t.string({
      resolve: (c, _a, ctx) => {
        const definition = ctx.deps.connectors.get(c.integrationId);
        return definition ? apiDisplayNames[definition.api] : 'Unknown';
      },
    }),
    status: t.exposeString('status'),
    data: t.field({ type: JSONScalar, resolve: (c) => c.data }),
  }),
});

builder.objectField(ConsumerType, 'connections', (t) =>
  t.field({
    type: [ConnectionType],
    resolve: (consumer, _args, ctx) => {
      requireScope(ctx, read);
      return connectionsOf(ctx, consumer.id);
    },
  }),
);

const CredentialInput = builder.inputType('CredentialInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    value: t.string({ required: true }),
  }),
});

// Inputs are validated as whole objects so every issue is reported at once (as REST does).
const CreateConnectionInput = builder.inputType('CreateConnectionInput', {
  validate: z.object({
    integrationId: connectionFields.integrationid,
    name: connectionFields.name.nullish(),
    credentials: connectionFields.credentials.nullish(),
  }),
  fields: (t) => ({
    integrationId: t.int({ required: true }),
    name: t.string(),
    credentials: t.field({ type: [CredentialInput] }),
  }),
});

const UpdateConnectionInput = builder.inputType('UpdateConnectionInput', {
  validate: z.object({
    name: connectionFields.name.nullish(),
    status: connectionFields.status.nullish(),
    credentials: connectionFields.credentials.nullish(),
  }),
  fields: (t) => ({
    name: t.string(),
    status: t.string(),
    credentials: t.field({ type: [CredentialInput] }),
  }),
});

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
  const issues: { loc: (string | number)[]; msg: string; type: string; input?: unknown }[] = [];
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

function requireIntegration(ctx: RequestContext, integrationId: number): ConnectorDefinition {
  const definition = ctx.deps.connectors.get(integrationId);
  if (!definition) {
    const ids = ctx.deps.connectors.list().map((d) => d.integrationId);
    throw validationError([
      {
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

builder.mutationFields((t) => ({
  createConnection: t.field({
    type: ConnectionType,
    args: {
      consumerId: t.arg.id({ required: true, validate: z.uuid() }),
      input: t.arg({ type: CreateConnectionInput, required: true }),
    },
    resolve: async (_root, { consumerId, input }, ctx) => {
      requireScope(ctx, write);
      const consumer = await requireConsumer(ctx, String(consumerId));
      const definition = requireIntegration(ctx, input.integrationId);
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
          await recordEvent(
            tx,
            ctx,
            'account.connection.created',
            consumer.id,
            created.integrationId,
            connectionItem(ctx, created),
          );
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
    },
  }),
  updateConnection: t.field({
    type: ConnectionType,
    args: {
      consumerId: t.arg.id({ required: true, validate: z.uuid() }),
      connectionId: t.arg.id({ required: true, validate: z.uuid() }),
      input: t.arg({ type: UpdateConnectionInput, required: true }),
    },
    resolve: async (_root, { consumerId, connectionId, input }, ctx) => {
      requireScope(ctx, write);
      const existing = await findConnection(ctx, String(consumerId), String(connectionId));
      const definition = requireIntegration(ctx, existing.integrationId);
      const credentials = input.credentials
        ? await checkCredentials(ctx, definition, input.credentials)
        : undefined;
      const updated = await withEvents(
        ctx,
        async (tx) => {
          const connection = await tx.connections.update(ctx.caller.accountId, existing.id, {
            name: input.name ?? undefined,
            status: (input.status as 'active' | 'inactive' | null | undefined) ?? undefined,
            credentials,
          });
          if (connection) {
            const item = connectionItem(ctx, connection);
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
      return updated;
    },
  }),
  deleteConnection: t.field({
    type: ConnectionType,
    args: {
      consumerId: t.arg.id({ required: true, validate: z.uuid() }),
      connectionId: t.arg.id({ required: true, validate: z.uuid() }),
    },
    resolve: async (_root, { consumerId, connectionId }, ctx) => {
      requireScope(ctx, write);
      const existing = await findConnection(ctx, String(consumerId), String(connectionId));
      await removeConnection(ctx, existing);
      return existing;
    },
  }),
}));

async function removeConnection(ctx: RequestContext, connection: Connection): Promise<void> {
  await withEvents(
    ctx,
    async (tx) => {
      if (await tx.connections.delete(ctx.caller.accountId, connection.id)) {
        const item = connectionItem(ctx, connection);
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
