import { builder } from './builder.js';
import './scalars.js';
import './account/consumers.js';
import './account/connections.js';
import './account/integrations.js';
import './operations.js';
import './node.js';
import './webhooks/index.js';
import './webhooks/event-name.js';
import './events/stream.js';

export type { Caller, RequestContext, ServiceDeps, WebhookDispatcher } from '../services/context.js';

/** The executable schema; printed to `schema/schema.graphql` and checked for freshness. */
export const schema = builder.toSchema({ sortSchema: true });
