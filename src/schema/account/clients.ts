import { accountOperations, apiClientItem } from '../../model/index.js';
import type { ApiClientWithSecret } from '../../services/account/clients.js';
import { accountResolvers } from '../../services/account/index.js';
import { accountMutationField } from '../account-mutation.js';
import { builder } from '../builder.js';
import { accountDescription, accountListArgs, objectTypeFor } from '../derive.js';
import { payloadType } from '../payload.js';
import { connectionType, pageWindow } from '../relay.js';

const list = accountOperations['clients.list'];
const remove = accountOperations['clients.delete'];

export const ApiClientType = objectTypeFor(apiClientItem, { node: true });
const ApiClientConnection = connectionType('ApiClient', ApiClientType, 'API client');

builder.queryFields((t) => ({
  [list.graphql.field]: t.field({
    type: ApiClientConnection,
    // Null when `first` or `after` is refused (one BAD_USER_INPUT error at the field).
    nullable: true,
    description: accountDescription(list),
    args: accountListArgs(t, list),
    resolve: (_root, { window }, ctx) => accountResolvers['clients.list'](ctx, {}, pageWindow(window)),
  }),
}));

/** `{apiClient, clientSecret, userErrors}`: the secret is in this payload only. */
function secretPayload(name: string, field: string, what: string) {
  const ref = payloadType(
    name,
    'apiClient',
    ApiClientType,
    `What ${field} answers: the client and its ${what} secret`,
    'The API client; null when the mutation failed',
  );
  builder.objectField(ref, 'clientSecret', (t) =>
    t.string({
      description: `The ${what} secret of the client, the clientSecret of POST /token: shown only in this answer; null when the mutation failed`,
      nullable: true,
      resolve: (payload) => (payload.clientSecret as string | undefined) ?? null,
    }),
  );
  return ref;
}

/** A resolver's client-with-secret as its payload's fields. */
const asSecretPayload = ({ clientSecret, ...client }: ApiClientWithSecret) => ({
  apiClient: client,
  clientSecret,
});

builder.mutationFields((t) => ({
  [accountOperations['clients.create'].graphql.field]: accountMutationField(t, 'clients.create', {
    payload: secretPayload('CreateApiClientPayload', 'createApiClient', 'new'),
    key: 'apiClient',
    spread: asSecretPayload,
    input: 'The API client to make: its name, and its scopes (at most those of the calling token)',
  }),
  [accountOperations['clients.rotate'].graphql.field]: accountMutationField(t, 'clients.rotate', {
    payload: secretPayload('RotateApiClientPayload', 'rotateApiClient', 'new'),
    key: 'apiClient',
    spread: asSecretPayload,
    input: 'The API client whose secret to replace (`clientId`)',
  }),
  [remove.graphql.field]: accountMutationField(t, 'clients.delete', {
    payload: payloadType(
      'DeleteApiClientPayload',
      'deletedId',
      'ID',
      'What deleteApiClient answers',
      'Id of the deleted API client; null when the mutation failed',
    ),
    key: 'deletedId',
    input: 'The API client to delete (`clientId`), another than the calling one',
    description: `${accountDescription(remove)} Answers the id of the deleted client.`,
  }),
}));
