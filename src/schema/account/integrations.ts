import { accountOperations, integrationItem } from '../../model/index.js';
import { listIntegrations } from '../../services/account/integrations.js';
import { builder } from '../builder.js';
import { accountArgs, accountDescription, objectTypeFor } from '../derive.js';

/** A connector and what it can do: the capability matrix the access checks enforce. */
export const IntegrationType = objectTypeFor(integrationItem);

const list = accountOperations['integrations.list'];

builder.queryField(list.graphql.field, (t) =>
  t.field({
    type: [IntegrationType],
    description: accountDescription(list),
    args: accountArgs(t, list),
    resolve: (_root, filter, ctx) => listIntegrations(ctx, filter),
  }),
);
