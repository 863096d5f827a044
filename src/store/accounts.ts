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
  createdAt: Date;
  /** When its secret last got a token; null when never. */
  lastUsedAt: Date | null;
}

interface ClientRow {
  id: string;
  account_id: string;
  name: string;
  scopes: string[];
  secret_hash: string;
  token_generation: number;
  created_at: Date;
  last_used_at: Date | null;
}

const CLIENT_COLUMNS =
  'id, account_id, name, scopes, secret_hash, token_generation, created_at, last_used_at';

const toClient = (row: ClientRow): ApiClient => ({
  id: row.id,
  accountId: row.account_id,
  name: row.name,
  scopes: row.scopes,
  generation: row.token_generation,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/**
 * Every scope an unrestricted client holds (contract §2). An API added later is given to the
 * clients that held all the others by a migration (013 for `clients`, 017 for `accounting`), so
 * "all" stays all.
 */
export const ALL_SCOPES = ['invoicing', 'pos', 'pms', 'accounting', 'consumers', 'webhooks', 'clients'];

export function createAccountStore(db: Queryable) {
  return {
    async get(id: string): Promise<Account | undefined> {
      const [row] = await db.read<Account>('select id, name from accounts where id = $1', [id]);
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
      // Lintel's clock, not the database's: `createdOn` and `lastUsedOn` read alike.
      const [row] = await db.query<ClientRow>(
        `insert into api_clients(id, account_id, name, secret_hash, scopes, created_at)
         values ($1, $2, $3, $4, $5, $6) returning ${CLIENT_COLUMNS}`,
        [id, input.accountId, input.name, await hashSecret(secret), scopes, new Date()],
      );
      return { ...toClient(row!), secret };
    },

    async getClient(id: string): Promise<(ApiClient & { secretHash: string }) | undefined> {
      const [row] = await db.read<ClientRow>(`select ${CLIENT_COLUMNS} from api_clients where id = $1`, [id]);
      return row && { ...toClient(row), secretHash: row.secret_hash };
    },

    /** The API clients of an account, oldest first. */
    async listClients(accountId: string): Promise<ApiClient[]> {
      const rows = await db.read<ClientRow>(
        `select ${CLIENT_COLUMNS} from api_clients where account_id = $1 order by created_at, id`,
        [accountId],
      );
      return rows.map(toClient);
    },

    /** Its secret got a token now (`lastUsedOn`): one indexed update per token issued. */
    async recordClientUse(clientId: string): Promise<void> {
      await db.query('update api_clients set last_used_at = $2 where id = $1', [clientId, new Date()]);
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
      const { secretHash: _secretHash, ...authenticated } = client;
      return authenticated;
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
    async rotateClient(
      accountId: string,
      clientId: string,
    ): Promise<(ApiClient & { secret: string }) | undefined> {
      const secret = generateSecret();
      const [row] = await db.query<ClientRow>(
        `update api_clients set secret_hash = $3, token_generation = token_generation + 1
          where id = $1 and account_id = $2 returning ${CLIENT_COLUMNS}`,
        [clientId, accountId, await hashSecret(secret)],
      );
      return row && { ...toClient(row), secret };
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
