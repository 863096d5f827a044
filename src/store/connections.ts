import { randomUUID } from 'node:crypto';
import { isUuid, type Queryable } from './db.js';
import type { SecretBox } from './secrets.js';

export type ConnectionStatus = 'active' | 'inactive';

export interface Connection {
  id: string;
  accountId: string;
  consumerId: string;
  integrationId: number;
  name: string;
  status: ConnectionStatus;
  data: Record<string, unknown>;
  /** Versions what is cached of the connection (its reads, its connector instance). */
  updatedAt: Date;
  createdAt: Date;
  /** The last failure of the connected software through it, until a call succeeds again. */
  lastError: ConnectionError | null;
}

export interface ConnectionError {
  code: string;
  message: string;
  detail: string | null;
  at: Date;
}

interface Row {
  id: string;
  account_id: string;
  consumer_id: string;
  integration_id: number;
  name: string;
  status: ConnectionStatus;
  data: Record<string, unknown>;
  updated_at: Date;
  created_at: Date;
  last_error_code: string | null;
  last_error_message: string | null;
  last_error_detail: string | null;
  last_error_at: Date | null;
}

const COLUMNS = `id, account_id, consumer_id, integration_id, name, status, data, updated_at, created_at,
  last_error_code, last_error_message, last_error_detail, last_error_at`;

const toConnection = (r: Row): Connection => ({
  id: r.id,
  accountId: r.account_id,
  consumerId: r.consumer_id,
  integrationId: r.integration_id,
  name: r.name,
  status: r.status,
  data: r.data,
  updatedAt: r.updated_at,
  createdAt: r.created_at,
  lastError:
    r.last_error_code === null || r.last_error_at === null
      ? null
      : {
          code: r.last_error_code,
          message: r.last_error_message ?? '',
          detail: r.last_error_detail,
          at: r.last_error_at,
        },
});

export type Credentials = Record<string, string>;

/**
 * Credentials are sealed with the connection id as associated data and only ever opened here. An
 * id that is not a UUID names no connection (and no consumer).
 */
export function createConnectionStore(db: Queryable, box: SecretBox) {
  return {
    async listByConsumer(accountId: string, consumerId: string): Promise<Connection[]> {
      if (!isUuid(consumerId)) return [];
      const rows = await db.read<Row>(
        `select ${COLUMNS} from connections where consumer_id = $1 and account_id = $2 order by created_at, id`,
        [consumerId, accountId],
      );
      return rows.map(toConnection);
    },

    /** The connections of several consumers in one query, in the order of `consumerIds`. */
    async listByConsumers(accountId: string, consumerIds: readonly string[]): Promise<Connection[][]> {
      const valid = consumerIds.filter(isUuid);
      if (valid.length === 0) return consumerIds.map(() => []);
      const rows = await db.read<Row>(
        `select ${COLUMNS} from connections where account_id = $1 and consumer_id = any($2::uuid[])
         order by created_at, id`,
        [accountId, valid],
      );
      const byConsumer = new Map<string, Connection[]>();
      for (const row of rows) {
        const connection = toConnection(row);
        byConsumer.set(connection.consumerId, [...(byConsumer.get(connection.consumerId) ?? []), connection]);
      }
      return consumerIds.map((id) => byConsumer.get(id.toLowerCase()) ?? []);
    },

    async get(accountId: string, id: string): Promise<Connection | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.read<Row>(
        `select ${COLUMNS} from connections where id = $1 and account_id = $2`,
        [id, accountId],
      );
      return row && toConnection(row);
    },

    async credentials(connectionId: string): Promise<Credentials> {
      if (!isUuid(connectionId)) return {};
      const [row] = await db.read<{ credentials: string }>(
        'select credentials from connections where id = $1',
        [connectionId],
      );
      if (!row) return {};
      return JSON.parse(box.open(row.credentials, connectionId)) as Credentials;
    },

    /** The credentials of several connections in one query, in the order of `connectionIds`. */
    async credentialsMany(connectionIds: readonly string[]): Promise<Credentials[]> {
      const valid = connectionIds.filter(isUuid);
      if (valid.length === 0) return connectionIds.map(() => ({}));
      const rows = await db.read<{ id: string; credentials: string }>(
        'select id, credentials from connections where id = any($1::uuid[])',
        [valid],
      );
      const byId = new Map(rows.map((row) => [row.id, row.credentials]));
      return connectionIds.map((id) => {
        const sealed = byId.get(id.toLowerCase());
        return sealed ? (JSON.parse(box.open(sealed, id.toLowerCase())) as Credentials) : {};
      });
    },

    async create(input: {
      id?: string;
      accountId: string;
      consumerId: string;
      integrationId: number;
      name: string;
      credentials: Credentials;
      data?: Record<string, unknown>;
    }): Promise<Connection> {
      const id = input.id ?? randomUUID();
      const [row] = await db.query<Row>(
        `insert into connections(id, account_id, consumer_id, integration_id, name, credentials, data)
         values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
        [
          id,
          input.accountId,
          input.consumerId,
          input.integrationId,
          input.name,
          box.seal(JSON.stringify(input.credentials), id),
          JSON.stringify(input.data ?? {}),
        ],
      );
      return toConnection(row!);
    },

    async update(
      accountId: string,
      id: string,
      patch: {
        name?: string | undefined;
        status?: ConnectionStatus | undefined;
        credentials?: Credentials | undefined;
      },
    ): Promise<Connection | undefined> {
      if (!isUuid(id)) return undefined;
      const sets: string[] = ['updated_at = now()'];
      const params: unknown[] = [id, accountId];
      if (patch.name !== undefined) {
        params.push(patch.name);
        sets.push(`name = $${params.length}`);
      }
      if (patch.status !== undefined) {
        params.push(patch.status);
        sets.push(`status = $${params.length}`);
      }
      if (patch.credentials !== undefined) {
        params.push(box.seal(JSON.stringify(patch.credentials), id));
        sets.push(`credentials = $${params.length}`);
      }
      const [row] = await db.query<Row>(
        `update connections set ${sets.join(', ')} where id = $1 and account_id = $2 returning ${COLUMNS}`,
        params,
      );
      return row && toConnection(row);
    },

    /**
     * Records the last failure of the connected software through a connection (`updated_at`
     * stays: what is cached of the connection remains valid).
     */
    async recordError(id: string, error: ConnectionError): Promise<void> {
      await db.query(
        `update connections set last_error_code = $2, last_error_message = $3, last_error_detail = $4,
           last_error_at = $5 where id = $1`,
        [id, error.code, error.message, error.detail, error.at],
      );
    },

    /** Forgets a connection's last failure (a call through it succeeded). */
    async clearError(id: string): Promise<void> {
      await db.query(
        `update connections set last_error_code = null, last_error_message = null, last_error_detail = null,
           last_error_at = null where id = $1 and last_error_code is not null`,
        [id],
      );
    },

    async delete(accountId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.query('delete from connections where id = $1 and account_id = $2 returning id', [
        id,
        accountId,
      ]);
      return rows.length > 0;
    },
  };
}
