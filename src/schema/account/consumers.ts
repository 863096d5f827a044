import { accountOperations, consumerItem } from '../../model/index.js';
import { findConsumer } from '../../services/account/consumers.js';
import { accountResolvers } from '../../services/account/index.js';
import { requireScope } from '../../services/context.js';
import { accountMutationField } from '../account-mutation.js';
import { builder } from '../builder.js';
import { accountArgs, accountDescription, accountListArgs, objectTypeFor } from '../derive.js';
import { payloadType } from '../payload.js';
import { connectionType, pageWindow } from '../relay.js';

const list = accountOperations['consumers.list'];
const get = accountOperations['consumers.get'];
const create = accountOperations['consumers.create'];
const update = accountOperations['consumers.update'];
const remove = accountOperations['consumers.delete'];

/**
 * A consumer's own fields need `consumers.read`; its id does not, since
 * `consumer(id) { invoicing { taxes } }` is how an `invoicing.taxes.read` token reaches its
 * operation.
 */
export const ConsumerType = objectTypeFor(consumerItem, {
  guard: { check: (ctx) => requireScope(ctx, get.scope), except: ['consumerid'] },
  node: true,
});

const ConsumerConnection = connectionType('Consumer', ConsumerType, 'consumer');

builder.queryFields((t) => ({
  [list.graphql.field]: t.field({
    type: ConsumerConnection,
    // Null when `first` or `after` is refused (one BAD_USER_INPUT error at the field).
    nullable: true,
    description: accountDescription(list),
    args: accountListArgs(t, list),
    resolve: (_root, { window, filter }, ctx) =>
      accountResolvers['consumers.list'](ctx, filter, pageWindow(window)),
  }),
  [get.graphql.field]: t.field({
    type: ConsumerType,
    nullable: true,
    description: accountDescription(get),
    args: accountArgs(t, get),
    // Found here; its fields check `consumers.read` (the guard above).
    resolve: (_root, args, ctx) => findConsumer(ctx, args.consumer_id),
  }),
}));

const consumerPayload = (name: string, field: string, what: string) =>
  payloadType(
    name,
    'consumer',
    ConsumerType,
    `What ${field} answers`,
    `The ${what} consumer; null when the mutation failed`,
  );

builder.mutationFields((t) => ({
  [create.graphql.field]: accountMutationField(t, 'consumers.create', {
    payload: consumerPayload('CreateConsumerPayload', 'createConsumer', 'created'),
    key: 'consumer',
    input: 'The consumer to create',
  }),
  [update.graphql.field]: accountMutationField(t, 'consumers.update', {
    payload: consumerPayload('UpdateConsumerPayload', 'updateConsumer', 'changed'),
    key: 'consumer',
    input: 'The consumer (`id`) and the fields to change: fields left out stay as they are, null clears them',
  }),
  [remove.graphql.field]: accountMutationField(t, 'consumers.delete', {
    payload: payloadType(
      'DeleteConsumerPayload',
      'deletedId',
      'ID',
      'What deleteConsumer answers',
      'Id of the deleted consumer; null when the mutation failed',
    ),
    key: 'deletedId',
    input: 'The consumer to delete (`id`)',
    description: `${accountDescription(remove)} Answers the id of the deleted consumer.`,
  }),
}));
