import { builder } from './builder.js';
import './scalars.js';
import './account/consumers.js';
import './account/connections.js';
import './account/integrations.js';
import './account/clients.js';
import './operations.js';
import './node.js';
import './webhooks/index.js';
import './webhooks/event-name.js';
import './events/stream.js';

export type { Caller, RequestContext, ServiceDeps, WebhookDispatcher } from '../services/context.js';

/** The executable schema; printed to `schema/schema.graphql` and checked for freshness. */
// Not sorted here: `schema/print.ts` sorts what it prints; sorting at start rebuilt every type a
// second time (about 0.1 s of each start, issue 29), for an introspection order no client relies on.
export const schema = builder.toSchema();
