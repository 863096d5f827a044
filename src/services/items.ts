import type { ConnectorDefinition } from '../connectors/connector.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import {
  type ApiClientItem,
  apiDisplayNames,
  type ConnectionItem,
  type ConnectorErrorItem,
  type ConsumerItem,
  type IntegrationItem,
  type WebhookInstance,
  type WebhookLogItem,
} from '../model/index.js';
import type { ApiClient } from '../store/accounts.js';
import type { Connection } from '../store/connections.js';
import type { Consumer } from '../store/consumers.js';
import type { Webhook, WebhookLog } from '../store/webhooks.js';

/**
 * Stored rows in the REST shapes the model declares (`model/account.ts`): what GraphQL resolves
 * its derived types from, what REST answers and what webhook events carry. One function per
 * shape, so a shape is built in one place.
 */

export function toConsumerItem(c: Consumer): ConsumerItem {
  return {
    consumerid: c.id,
    name: c.name,
    email: c.email,
    internal_reference: c.internalReference,
    redirect_url: c.redirectUrl,
  };
}

/** The consumer of a connection item, kept off its REST shape (a symbol key never serializes). */
export const CONSUMER_OF = Symbol('consumer');
export type ConnectionSource = ConnectionItem & { [CONSUMER_OF]: string };

/** A connection as REST answers it and as its webhook events carry it (Chift's `ConnectionItem`). */
export function toConnectionItem(connectors: ConnectorRegistry, c: Connection): ConnectionSource {
  const definition = connectors.get(c.integrationId);
  return {
    [CONSUMER_OF]: c.consumerId,
    connectionid: c.id,
    name: c.name,
    integration: definition?.name ?? 'Unknown',
    integrationid: c.integrationId,
    api: definition ? apiDisplayNames[definition.api] : 'Unknown',
    status: c.status,
    data: c.data,
  };
}

/** A connection as GraphQL serves it (`LinkedAccount`): its item, and what an operator looks at. */
export type LinkedAccountSource = ConnectionSource & {
  created_on: string;
  last_error: ConnectorErrorItem | null;
};

export function toLinkedAccount(connectors: ConnectorRegistry, c: Connection): LinkedAccountSource {
  return {
    ...toConnectionItem(connectors, c),
    created_on: c.createdAt.toISOString(),
    last_error: c.lastError && {
      code: c.lastError.code as ConnectorErrorItem['code'],
      message: c.lastError.message,
      detail: c.lastError.detail,
      occurred_on: c.lastError.at.toISOString(),
    },
  };
}

/** An API client as REST answers it; `id` is GraphQL's (`ApiClient` is a `Node`), left out of REST's shape. */
export function toApiClientItem(c: ApiClient): ApiClientItem & { id: string } {
  return {
    id: c.id,
    clientId: c.id,
    name: c.name,
    scopes: c.scopes,
    createdOn: c.createdAt.toISOString(),
    lastUsedOn: c.lastUsedAt?.toISOString() ?? null,
  };
}

export function toWebhookItem(w: Webhook): WebhookInstance {
  return {
    webhookid: w.id,
    accountid: w.accountId,
    createdby: w.createdBy,
    createdon: w.createdAt.toISOString(),
    event: w.event,
    url: w.url,
    status: w.status,
    integrationid: w.integrationId,
  };
}

export function toWebhookLogItem(l: WebhookLog): WebhookLogItem {
  return {
    webhooklogid: l.id,
    webhookid: l.webhookId,
    event: l.event,
    url: l.url,
    accountid: l.accountId,
    createdon: l.createdAt.toISOString(),
    httpstatus: l.httpStatus,
    integrationid: l.integrationId,
    eventid: l.eventId,
    attempt: l.attempt,
    error: l.error as WebhookLogItem['error'],
    responsebody: l.responseBody,
    nextattempton: l.nextAttemptAt?.toISOString() ?? null,
  };
}

/** Where Lintel serves a connector's images (`/integrations/{id}/logo.svg`). */
export function integrationImageUrl(baseUrl: string, integrationId: number, kind: 'logo' | 'icon'): string {
  return `${baseUrl}/integrations/${integrationId}/${kind}.svg`;
}

export function toIntegrationItem(
  connectors: ConnectorRegistry,
  d: ConnectorDefinition,
  baseUrl: string,
): IntegrationItem {
  return {
    integrationid: d.integrationId,
    name: d.name,
    description: d.description,
    status: d.status,
    api: apiDisplayNames[d.api],
    logo_url: integrationImageUrl(baseUrl, d.integrationId, 'logo'),
    icon_url: integrationImageUrl(baseUrl, d.integrationId, 'icon'),
    post_connections: [],
    operations_coverage: connectors.coverage(d),
    credentials: d.credentials,
    supported_countries: d.supportedCountries,
    local_agent: false,
  };
}
