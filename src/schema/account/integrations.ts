import { integrationFilter, integrationItem } from '../../model/index.js';
import { builder } from '../builder.js';
import { argsFor, objectTypeFor } from '../derive.js';
import { toIntegrationItem } from '../items.js';

/** A connector and what it can do: the capability matrix the gateway enforces. */
export const IntegrationType = objectTypeFor(integrationItem);

builder.queryField('integrations', (t) =>
  t.field({
    type: [IntegrationType],
    args: argsFor(t, integrationFilter),
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
