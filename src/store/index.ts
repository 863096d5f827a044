import { createAccountStore } from './accounts.js';
import { createConnectionStore } from './connections.js';
import { createConsumerStore } from './consumers.js';
import type { Database } from './db.js';
import { createIdempotencyStore } from './idempotency.js';
import { createSandboxStore } from './sandbox.js';
import { createSecretBox } from './secrets.js';
import { createSettingsStore } from './settings.js';
import { createWebhookStore } from './webhooks.js';

export type { Database, Queryable } from './db.js';

/** All table modules over one database; `secretKey` seals credentials and signing secrets. */
export function createStore(db: Database, secretKey: string) {
  const box = createSecretBox(secretKey);
  return {
    db,
    accounts: createAccountStore(db),
    settings: createSettingsStore(db),
    consumers: createConsumerStore(db),
    connections: createConnectionStore(db, box),
    webhooks: createWebhookStore(db, box),
    idempotency: createIdempotencyStore(db),
    sandbox: createSandboxStore(db),
    async ping(): Promise<boolean> {
      await db.query('select 1');
      return true;
    },
  };
}

export type Store = ReturnType<typeof createStore>;
