import type {
  SandboxKind,
  SandboxRecord,
  SandboxRepository,
  SandboxWhere,
  SeedRequest,
} from '../connectors/sandbox/types.js';
import type { Queryable } from './db.js';

function whereClause(where: SandboxWhere | undefined, params: unknown[]): string {
  const parts: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  for (const [field, value] of Object.entries(where?.equals ?? {})) {
    parts.push(`data->>${param(field)} = ${param(value)}`);
  }
  for (const field of where?.notNull ?? []) parts.push(`data->>${param(field)} is not null`);
  for (const range of [...(where?.range ? [where.range] : []), ...(where?.ranges ?? [])]) {
    if (range.from === undefined && range.to === undefined) continue;
    const field = param(range.field);
    if (range.from !== undefined) parts.push(`data->>${field} >= ${param(range.from)}`);
    if (range.to !== undefined) parts.push(`data->>${field} < ${param(range.to)}`);
  }
  if (where?.arrayContains) {
    parts.push(`data->${param(where.arrayContains.field)} ? ${param(where.arrayContains.value)}`);
  }
  return parts.map((p) => ` and ${p}`).join('');
}

/** The Sandbox connectors' storage: one JSON document per record, ordered by insertion. */
export function createSandboxStore(db: Queryable): SandboxRepository {
  async function insertMany(connectionId: string, records: SandboxRecord[]): Promise<void> {
    if (records.length === 0) return;
    // `seq` is an identity column: concurrent writers get distinct, increasing positions.
    await db.query(
      `insert into sandbox_records(connection_id, kind, id, data)
       select $1, r.elem->>'kind', r.elem->>'id', r.elem->'data'
       from jsonb_array_elements($2::jsonb) with ordinality as r(elem, ord)
       order by r.ord`,
      [connectionId, JSON.stringify(records)],
    );
  }

  /** Copies the seed into the connection in the seed's order; how many records it copied. */
  async function copySeed(connectionId: string, api: string, key: string): Promise<number> {
    const [copied] = await db.query<{ n: number }>(
      `with copied as (
         insert into sandbox_records(connection_id, kind, id, data)
         select $1, kind, id, data from sandbox_seeds where api = $2 and key = $3 order by seq
         returning 1)
       select count(*)::int as n from copied`,
      [connectionId, api, key],
    );
    return copied?.n ?? 0;
  }

  // The key of the last seed each API made without keeping it (see `seed`).
  const madeOnce = new Map<string, string>();

  return {
    insertMany,

    async seed(connectionId: string, { api, key, build }: SeedRequest): Promise<void> {
      if ((await copySeed(connectionId, api, key)) > 0) return;
      const records = build();
      // A key seen for the first time is most likely never seen again (keys follow the clock, to
      // the second for POS and PMS): the records go straight to the connection, as costly as
      // without a seed table. A key that comes again (a day's invoicing seed, a burst of
      // connections in one second, a clock that tests hold still) keeps its seed for the next.
      if (madeOnce.get(api) !== key) {
        madeOnce.set(api, key);
        await insertMany(connectionId, records);
        return;
      }
      // A seed of an earlier key is not asked for again: one per API stays.
      await db.query('delete from sandbox_seeds where api = $1 and key <> $2', [api, key]);
      // Two processes keeping the same seed at once: the primary key keeps one copy of it.
      await db.query(
        `insert into sandbox_seeds(api, key, kind, id, data)
         select $1, $2, r.elem->>'kind', r.elem->>'id', r.elem->'data'
         from jsonb_array_elements($3::jsonb) with ordinality as r(elem, ord)
         order by r.ord
         on conflict do nothing`,
        [api, key, JSON.stringify(records)],
      );
      if ((await copySeed(connectionId, api, key)) > 0) return;
      // Another process replaced the seed meanwhile (its clock gave another key): the records
      // made here are the connection's all the same.
      await insertMany(connectionId, records);
    },

    async list(connectionId: string, kind: SandboxKind, options) {
      const params: unknown[] = [connectionId, kind];
      const where = whereClause(options.where, params);
      const countParams = [...params];
      params.push(options.limit, options.offset);
      // One round trip: the total rides along each row; only a page past the end needs a count.
      const rows = await db.read<{ data: Record<string, unknown>; total: number }>(
        `select data, count(*) over ()::int as total from sandbox_records
         where connection_id = $1 and kind = $2${where}
         order by seq limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      if (rows.length > 0) return { items: rows.map((r) => r.data), total: rows[0]!.total };
      const [count] = await db.read<{ total: number }>(
        `select count(*)::int as total from sandbox_records where connection_id = $1 and kind = $2${where}`,
        countParams,
      );
      return { items: [], total: count?.total ?? 0 };
    },

    async getMany(connectionId: string, kind: SandboxKind, ids: readonly string[]) {
      if (ids.length === 0) return [];
      const rows = await db.read<{ id: string; data: Record<string, unknown> }>(
        'select id, data from sandbox_records where connection_id = $1 and kind = $2 and id = any($3::text[])',
        [connectionId, kind, ids],
      );
      return rows.map((r) => ({ kind, id: r.id, data: r.data }));
    },

    async update(connectionId: string, kind: SandboxKind, id: string, data: Record<string, unknown>) {
      await db.query(
        'update sandbox_records set data = $4, updated_at = now() where connection_id = $1 and kind = $2 and id = $3',
        [connectionId, kind, id, JSON.stringify(data)],
      );
    },
  };
}
