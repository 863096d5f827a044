import { accountOperations, connectionItem } from '../../model/index.js';
import { type ConnectionAnswer, connectionUrl, listConnections } from '../../services/account/connections.js';
import type { ConnectionSource } from '../../services/items.js';
import { accountMutationField } from '../account-mutation.js';
import { builder } from '../builder.js';
import { accountDescription, objectTypeFor } from '../derive.js';
import { payloadType } from '../payload.js';
import { ConsumerType } from './consumers.js';

const list = accountOperations['connections.list'];
const remove = accountOperations['connections.delete'];

export const ConnectionType = objectTypeFor(connectionItem, { node: true });

builder.objectField(ConsumerType, list.graphql.field, (t) =>
  t.field({
    type: [ConnectionType],
    description: accountDescription(list),
    resolve: (consumer, _args, ctx) => listConnections(ctx, consumer.consumerid),
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
    resolve: (connection, { redirect }, ctx) =>
      connectionUrl(ctx, connection as ConnectionSource, redirect ?? false),
  }),
);

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

/** A connection mutation's answer as its payload: Chift's connection is GraphQL's linked account. */
const asLinkedAccount = ({ connection, connectUrl }: ConnectionAnswer) => ({
  linkedAccount: connection,
  connectUrl,
});

builder.mutationFields((t) => ({
  [accountOperations['connections.create'].graphql.field]: accountMutationField(t, 'connections.create', {
    payload: connectionPayload('CreateConnectionPayload', 'createConnection'),
    key: 'linkedAccount',
    spread: asLinkedAccount,
    input: 'The consumer, and the connection to create or the start of its connect page',
  }),
  [accountOperations['connections.update'].graphql.field]: accountMutationField(t, 'connections.update', {
    payload: connectionPayload('UpdateConnectionPayload', 'updateConnection'),
    key: 'linkedAccount',
    spread: asLinkedAccount,
    input: 'The connection and what to change',
  }),
  [remove.graphql.field]: accountMutationField(t, 'connections.delete', {
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
  }),
}));
