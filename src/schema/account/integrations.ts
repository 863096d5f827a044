import { accountOperations, integrationItem } from '../../model/index.js';
import { builder } from '../builder.js';
import { accountArgs, accountDescription, objectTypeFor } from '../derive.js';
import { toIntegrationItem } from '../items.js';

/** A connector and what it can do: the capability matrix the gateway enforces. */
export const IntegrationType = objectTypeFor(integrationItem);

const list = accountOperations['integrations.list'];

builder.queryField(list.graphql.field, (t) =>
  t.field({
    type: [IntegrationType],
    description: accountDescription(list),
    args: accountArgs(t, list),
    // The catalogue of connectors is public to any authenticated caller.
    resolve: (_root, filter, ctx) =>
      ctx.deps.connectors
        .list()
        .filter((d) => filter.status === undefined || d.status === filter.status)
        .map((d) => {
          const item = toIntegrationItem(ctx.deps.connectors, d, ctx.baseUrl);
          return filter.include_coverage ? item : { ...item, operations_coverage: [] };
        }),
  }),
);
