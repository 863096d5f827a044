import type { ConnectorDefinition } from '../../connectors/connector.js';
import type { OperationCoverage } from '../../connectors/registry.js';
import { apiDisplayNames } from '../../model/index.js';
import { builder } from '../builder.js';

const CredentialFieldType = builder
  .objectRef<{ name: string; optional: boolean }>('IntegrationCredential')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      optional: t.exposeBoolean('optional'),
    }),
  });

const OperationCoverageType = builder.objectRef<OperationCoverage>('OperationCoverage').implement({
  fields: (t) => ({
    operation: t.exposeString('operation'),
    status: t.exposeString('status', { description: '`supported` or `not_supported`' }),
  }),
});

export const IntegrationType = builder.objectRef<ConnectorDefinition>('Integration').implement({
  description: 'A connector and what it can do (the capability matrix the gateway enforces)',
  fields: (t) => ({
    integrationId: t.exposeInt('integrationId'),
    name: t.exposeString('name'),
    api: t.string({ resolve: (d) => apiDisplayNames[d.api] }),
    status: t.exposeString('status'),
    credentials: t.field({ type: [CredentialFieldType], resolve: (d) => d.credentials }),
    operationsCoverage: t.field({
      type: [OperationCoverageType],
      resolve: (d, _args, ctx) => ctx.deps.connectors.coverage(d),
    }),
  }),
});

builder.queryField('integrations', (t) =>
  t.field({
    type: [IntegrationType],
    // The catalogue of connectors is public to any authenticated caller.
    resolve: (_root, _args, ctx) => ctx.deps.connectors.list(),
  }),
);
