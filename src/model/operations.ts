import type { Api } from './common.js';

/**
 * The consumer operations a connector can serve. `method` and `resource` build the contract's
 * "The resource {Method} - {Resource} is not supported by {ConnectorName}" message.
 */
export const operations = {
  'invoicing.taxes.list': {
    api: 'invoicing',
    method: 'GET',
    resource: 'invoicing/taxes',
    scope: 'invoicing.taxes',
  },
  'invoicing.products.create': {
    api: 'invoicing',
    method: 'POST',
    resource: 'invoicing/products',
    scope: 'invoicing.products',
  },
  'invoicing.opportunities.list': {
    api: 'invoicing',
    method: 'GET',
    resource: 'invoicing/opportunities',
    scope: 'invoicing.opportunities',
  },
  'invoicing.contacts.get': {
    api: 'invoicing',
    method: 'GET',
    resource: 'invoicing/contacts',
    scope: 'invoicing.contacts',
  },
  'pos.modifiers.list': { api: 'pos', method: 'GET', resource: 'pos/modifiers', scope: 'pos.modifiers' },
  'pms.taxes.list': { api: 'pms', method: 'GET', resource: 'pms/taxes', scope: 'pms.taxes' },
  'pms.orders.list': { api: 'pms', method: 'GET', resource: 'pms/orders', scope: 'pms.orders' },
} as const satisfies Record<string, { api: Api; method: 'GET' | 'POST'; resource: string; scope: string }>;

export type OperationId = keyof typeof operations;

export const operationIds = Object.keys(operations) as OperationId[];

export function operationsOfApi(api: Api): OperationId[] {
  return operationIds.filter((id) => operations[id].api === api);
}
