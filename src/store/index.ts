import { createAccountStore } from './accounts.js';
import { createConnectionStore } from './connections.js';
import { createConsumerStore } from './consumers.js';
import type { Database, Queryable } from './db.js';
import { createEventStreamStore } from './event-stream.js';
import { createEventStore } from './events.js';
import { createIdempotencyStore } from './idempotency.js';
import { createPollStore } from './poll.js';
import { createSandboxStore } from './sandbox.js';
import { createSecretBox, type SecretBox } from './secrets.js';
import { createSettingsStore } from './settings.js';
import { createWebhookStore } from './webhooks.js';

export type { Database, Queryable } from './db.js';

function tables(q: Queryable, box: SecretBox) {
  return {
    accounts: createAccountStore(q),
    settings: createSettingsStore(q),
    consumers: createConsumerStore(q),
    connections: createConnectionStore(q, box),
    webhooks: createWebhookStore(q, box),
    events: createEventStore(q, box),
    eventStream: createEventStreamStore(q),
    idempotency: createIdempotencyStore(q),
    poll: createPollStore(q),
    sandbox: createSandboxStore(q),
  };
}

export type Tables = ReturnType<typeof tables>;

/** All table modules over one database; `secretKey` seals credentials and signing secrets. */
export function createStore(db: Database, secretKey: string, previousSecretKey?: string) {
  const box = createSecretBox(secretKey, previousSecretKey);
  return {
    db,
    ...tables(db, box),
    /** The same table modules inside one transaction (a change and its outbox event commit together). */
    transaction<T>(fn: (tx: Tables) => Promise<T>): Promise<T> {
      return db.transaction((q) => fn(tables(q, box)));
    },
    async ping(): Promise<boolean> {
      await db.read('select 1');
      return true;
    },
  };
}

export type Store = ReturnType<typeof createStore>;
