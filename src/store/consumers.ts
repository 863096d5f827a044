import { randomUUID } from 'node:crypto';
import { isUuid, type Queryable } from './db.js';

export interface Consumer {
  id: string;
  accountId: string;
  name: string;
  email: string | null;
  internalReference: string | null;
  redirectUrl: string | null;
}

export interface ConsumerPatch {
  name?: string | undefined;
  email?: string | null | undefined;
  internalReference?: string | null | undefined;
  redirectUrl?: string | null | undefined;
}

interface Row {
  id: string;
  account_id: string;
  name: string;
  email: string | null;
  internal_reference: string | null;
  redirect_url: string | null;
}

const COLUMNS = 'id, account_id, name, email, internal_reference, redirect_url';

const toConsumer = (r: Row): Consumer => ({
  id: r.id,
  accountId: r.account_id,
  name: r.name,
  email: r.email,
  internalReference: r.internal_reference,
  redirectUrl: r.redirect_url,
});

/**
 * Every query takes the account id: a consumer of another account does not exist for the caller;
 * nor does one whose id is not a UUID.
 */
export function createConsumerStore(db: Queryable) {
  return {
    async list(
      accountId: string,
      filter: { search?: string; internalReference?: string } = {},
    ): Promise<Consumer[]> {
      const params: unknown[] = [accountId];
      let where = 'account_id = $1';
      if (filter.search) {
        params.push(`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        where += ` and (name ilike $${params.length} or email ilike $${params.length} or internal_reference ilike $${params.length})`;
      }
      if (filter.internalReference !== undefined) {
        params.push(filter.internalReference);
        where += ` and internal_reference = $${params.length}`;
      }
      const rows = await db.read<Row>(
        `select ${COLUMNS} from consumers where ${where} order by created_at, id`,
        params,
      );
      return rows.map(toConsumer);
    },

    /** Several consumers of the account in one query, in the order of `ids` (undefined where none). */
    async getMany(accountId: string, ids: readonly string[]): Promise<(Consumer | undefined)[]> {
      const valid = ids.filter(isUuid);
      if (valid.length === 0) return ids.map(() => undefined);
      const rows = await db.read<Row>(
        `select ${COLUMNS} from consumers where account_id = $1 and id = any($2::uuid[])`,
        [accountId, valid],
      );
      const byId = new Map(rows.map((row) => [row.id, toConsumer(row)]));
      return ids.map((id) => byId.get(id.toLowerCase()));
    },

    async get(accountId: string, id: string): Promise<Consumer | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.read<Row>(`select ${COLUMNS} from consumers where id = $1 and account_id = $2`, [
        id,
        accountId,
      ]);
      return row && toConsumer(row);
    },

    async create(
      accountId: string,
      input: {
        name: string;
        email?: string | null;
        internalReference?: string | null;
        redirectUrl?: string | null;
      },
      id: string = randomUUID(),
    ): Promise<Consumer> {
      const [row] = await db.query<Row>(
        `insert into consumers(id, account_id, name, email, internal_reference, redirect_url)
         values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
        [
          id,
          accountId,
          input.name,
          input.email ?? null,
          input.internalReference ?? null,
          input.redirectUrl ?? null,
        ],
      );
      return toConsumer(row!);
    },

    async update(accountId: string, id: string, patch: ConsumerPatch): Promise<Consumer | undefined> {
      if (!isUuid(id)) return undefined;
      const sets: string[] = [];
      const params: unknown[] = [id, accountId];
      const columns: [keyof ConsumerPatch, string][] = [
        ['name', 'name'],
        ['email', 'email'],
        ['internalReference', 'internal_reference'],
        ['redirectUrl', 'redirect_url'],
      ];
      for (const [key, column] of columns) {
        if (patch[key] === undefined) continue;
        params.push(patch[key]);
        sets.push(`${column} = $${params.length}`);
      }
      sets.push('updated_at = now()');
      const [row] = await db.query<Row>(
        `update consumers set ${sets.join(', ')} where id = $1 and account_id = $2 returning ${COLUMNS}`,
        params,
      );
      return row && toConsumer(row);
    },

    async delete(accountId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.query('delete from consumers where id = $1 and account_id = $2 returning id', [
        id,
        accountId,
      ]);
      return rows.length > 0;
    },
  };
}
