import type {
  SandboxKind,
  SandboxRecord,
  SandboxRepository,
  SandboxWhere,
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
  return {
    async insertMany(connectionId: string, records: SandboxRecord[]): Promise<void> {
      if (records.length === 0) return;
      // `seq` is an identity column: concurrent writers get distinct, increasing positions.
      await db.query(
        `insert into sandbox_records(connection_id, kind, id, data)
         select $1, r.elem->>'kind', r.elem->>'id', r.elem->'data'
         from jsonb_array_elements($2::jsonb) with ordinality as r(elem, ord)
         order by r.ord`,
        [connectionId, JSON.stringify(records)],
      );
    },

    async missingKinds(integrationId: number, kinds: readonly SandboxKind[]): Promise<SandboxKind[]> {
      if (kinds.length === 0) return [];
      const rows = await db.query<{ kind: SandboxKind }>(
        `select distinct k.kind from connections c cross join unnest($2::text[]) as k(kind)
         where c.integration_id = $1
           and not exists (select 1 from sandbox_records s where s.connection_id = c.id and s.kind = k.kind)`,
        [integrationId, kinds],
      );
      return rows.map((r) => r.kind);
    },

    async insertMissingKinds(integrationId: number, records: SandboxRecord[]): Promise<void> {
      if (records.length === 0) return;
      // Two processes upgrading at once: the primary key keeps one copy of each record.
      await db.query(
        `insert into sandbox_records(connection_id, kind, id, data)
         select c.id, r.elem->>'kind', r.elem->>'id', r.elem->'data'
         from connections c
         cross join jsonb_array_elements($2::jsonb) with ordinality as r(elem, ord)
         where c.integration_id = $1
           and not exists (
             select 1 from sandbox_records s where s.connection_id = c.id and s.kind = r.elem->>'kind')
         order by c.id, r.ord
         on conflict do nothing`,
        [integrationId, JSON.stringify(records)],
      );
    },

    async list(connectionId: string, kind: SandboxKind, options) {
      const params: unknown[] = [connectionId, kind];
      const where = whereClause(options.where, params);
      const countParams = [...params];
      params.push(options.limit, options.offset);
      // One round trip: the total rides along each row; only a page past the end needs a count.
      const rows = await db.query<{ data: Record<string, unknown>; total: number }>(
        `select data, count(*) over ()::int as total from sandbox_records
         where connection_id = $1 and kind = $2${where}
         order by seq limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      if (rows.length > 0) return { items: rows.map((r) => r.data), total: rows[0]!.total };
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from sandbox_records where connection_id = $1 and kind = $2${where}`,
        countParams,
      );
      return { items: [], total: count?.total ?? 0 };
    },

    async getMany(connectionId: string, kind: SandboxKind, ids: readonly string[]) {
      if (ids.length === 0) return [];
      const rows = await db.query<{ id: string; data: Record<string, unknown> }>(
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
