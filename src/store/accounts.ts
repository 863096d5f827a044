import { randomUUID } from 'node:crypto';
import type { Queryable } from './db.js';
import { generateSecret, hashSecret, verifySecret } from './secrets.js';

export interface Account {
  id: string;
  name: string;
}

export interface ApiClient {
  id: string;
  accountId: string;
  name: string;
  scopes: string[];
  /** Moves on when the secret is rotated; tokens of an older generation are refused. */
  generation: number;
}

/** Every scope an unrestricted client holds (contract §2). */
export const ALL_SCOPES = ['invoicing', 'pos', 'pms', 'consumers', 'webhooks'];

export function createAccountStore(db: Queryable) {
  return {
    async get(id: string): Promise<Account | undefined> {
      const [row] = await db.query<Account>('select id, name from accounts where id = $1', [id]);
      return row;
    },

    async create(input: { id?: string; name: string }): Promise<Account> {
      const id = input.id ?? randomUUID();
      await db.query('insert into accounts(id, name) values ($1, $2)', [id, input.name]);
      return { id, name: input.name };
    },

    /** Adds an API client; the returned secret exists only in this answer. */
    async createClient(input: {
      accountId: string;
      name: string;
      scopes?: string[];
      id?: string;
      secret?: string;
    }): Promise<ApiClient & { secret: string }> {
      const id = input.id ?? randomUUID();
      const secret = input.secret ?? generateSecret();
      const scopes = input.scopes ?? ALL_SCOPES;
      await db.query(
        'insert into api_clients(id, account_id, name, secret_hash, scopes) values ($1, $2, $3, $4, $5)',
        [id, input.accountId, input.name, await hashSecret(secret), scopes],
      );
      return { id, accountId: input.accountId, name: input.name, scopes, secret, generation: 0 };
    },

    async getClient(id: string): Promise<(ApiClient & { secretHash: string }) | undefined> {
      const [row] = await db.query<{
        id: string;
        account_id: string;
        name: string;
        scopes: string[];
        secret_hash: string;
        token_generation: number;
      }>(
        'select id, account_id, name, scopes, secret_hash, token_generation from api_clients where id = $1',
        [id],
      );
      return (
        row && {
          id: row.id,
          accountId: row.account_id,
          name: row.name,
          scopes: row.scopes,
          secretHash: row.secret_hash,
          generation: row.token_generation,
        }
      );
    },

    /** The client when id, secret and account all match; otherwise undefined (no hint which). */
    async authenticateClient(
      clientId: string,
      secret: string,
      accountId: string,
    ): Promise<ApiClient | undefined> {
      const client = await this.getClient(clientId);
      if (!client || client.accountId !== accountId) return undefined;
      if (!(await verifySecret(secret, client.secretHash))) return undefined;
      return {
        id: client.id,
        accountId: client.accountId,
        name: client.name,
        scopes: client.scopes,
        generation: client.generation,
      };
    },

    /** Removes an API client of `accountId`; false when there was none. */
    async deleteClient(accountId: string, clientId: string): Promise<boolean> {
      const rows = await db.query('delete from api_clients where id = $1 and account_id = $2 returning id', [
        clientId,
        accountId,
      ]);
      return rows.length > 0;
    },

    /**
     * A new secret for an API client of `accountId`, and a new token generation: every token
     * issued before is refused from now on. Undefined when there is no such client.
     */
    async rotateClient(accountId: string, clientId: string): Promise<{ secret: string } | undefined> {
      const secret = generateSecret();
      const rows = await db.query(
        `update api_clients set secret_hash = $3, token_generation = token_generation + 1
          where id = $1 and account_id = $2 returning id`,
        [clientId, accountId, await hashSecret(secret)],
      );
      return rows.length > 0 ? { secret } : undefined;
    },

    async setClientSecret(clientId: string, secret: string): Promise<void> {
      await db.query('update api_clients set secret_hash = $2 where id = $1', [
        clientId,
        await hashSecret(secret),
      ]);
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
