import type { OdooClient } from './client.js';
import { createdIdSchema, loadResultSchema, odooExternalIdSchema } from './types.js';

/**
 * How the Odoo connector makes its writes findable after a crash (the write journal's
 * `findWritten`): the record is created with an external id `__lintel__.<write id>` in the same
 * Odoo transaction, through `load` (the import method), so the record exists if and only if its
 * external id does, and a `load` sent again with the same external id updates that record
 * instead of creating a second one. Without a write id (no idempotency key) a plain `create`.
 * Docs: ORM `load` (odoo/models.py); external identifiers are `ir.model.data` rows.
 * Pitfalls: `load` reports a failed row as `ids: false` with messages, not as a JSON-RPC error;
 * values are import text: many2one and many2many by database id (`field/.id`, ids
 * comma-separated); one2many lines are extra rows under the record's row, their columns
 * `<one2many>/<field>`, the record's own columns left empty.
 */

export const EXTERNAL_ID_MODULE = '__lintel__';

export function externalName(writeId: string): string {
  // Lintel's write ids are hex; an external id's name must have no dot or space.
  if (!/^[0-9a-f]{8,64}$/.test(writeId)) throw new Error(`not a write id: ${writeId}`);
  return writeId;
}

export const externalId = (writeId: string) => `${EXTERNAL_ID_MODULE}.${externalName(writeId)}`;

/** An import cell: text, `false`/null/undefined as empty, a list of ids comma-separated. */
export type Cell = string | number | boolean | null | undefined | readonly number[];

function cellText(value: Cell): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.join(',');
  if (value === true) return '1';
  return String(value);
}

/**
 * Creates one `model` record with `values` (column → cell; `field/.id` columns by database id)
 * and the one2many `lines` (column under the one2many → cell), marked with the write id's
 * external id when there is one: ONE `load` then. Answers the new record's id.
 */
export async function createMarked(
  client: OdooClient,
  model: string,
  values: Record<string, Cell>,
  options: { writeId?: string | undefined; lines?: { field: string; rows: Record<string, Cell>[] } },
): Promise<number> {
  const own = Object.keys(values);
  const lineColumns = [...new Set(options.lines?.rows.flatMap((r) => Object.keys(r)) ?? [])];
  const columns = [
    ...(options.writeId ? ['id'] : []),
    ...own,
    ...lineColumns.map((c) => `${options.lines!.field}/${c}`),
  ];
  const rows: string[][] = [];
  const lineRows = options.lines?.rows ?? [];
  for (let i = 0; i < Math.max(1, lineRows.length); i++) {
    const line = lineRows[i] ?? {};
    rows.push([
      ...(options.writeId ? [i === 0 ? externalId(options.writeId) : ''] : []),
      ...own.map((c) => (i === 0 ? cellText(values[c]) : '')),
      ...lineColumns.map((c) => cellText(line[c])),
    ]);
  }
  if (!options.writeId && !options.lines) {
    // No mark to keep: a plain create, values as the ORM takes them.
    const vals: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(values)) {
      const [name = column, sub] = column.split('/');
      if (sub === '.id') vals[name] = Array.isArray(value) ? [[6, 0, value]] : value || false;
      else vals[name] = value ?? false;
    }
    const created = await client.command(model, 'create', [vals], {}, createdIdSchema);
    return typeof created === 'number' ? created : created[0];
  }
  const loaded = await client.command(model, 'load', [columns, rows], {}, loadResultSchema);
  const id = loaded.ids === false ? undefined : loaded.ids[0];
  if (id === undefined) {
    const why = loaded.messages
      .filter((m) => m.type === 'error')
      .map((m) => m.message ?? 'no message')
      .join('; ');
    throw client.requestError(`Odoo refused the record: ${why || 'no record was created'} (${model}.load)`);
  }
  return id;
}

/**
 * The id of the `model` record a write with this write id made (`ir.model.data`
 * `__lintel__.<write id>`, readable by every internal user), or null when Odoo has none.
 * `name` suffixes a second mark of the same write (e.g. `payment` for the payment a wizard made).
 */
export async function findMarked(
  client: OdooClient,
  model: string,
  writeId: string,
  suffix = '',
): Promise<number | null> {
  const [link] = await client.searchRecords(
    'ir.model.data',
    [
      ['module', '=', EXTERNAL_ID_MODULE],
      ['name', '=', `${externalName(writeId)}${suffix}`],
    ],
    ['model', 'res_id'],
    odooExternalIdSchema,
    { limit: 1 },
  );
  if (!link || link.record.model !== model || !link.record.res_id) return null;
  return link.record.res_id;
}

/**
 * Marks an existing record with `__lintel__.<write id><suffix>` (an `ir.model.data` create,
 * which internal users may do): for records Odoo makes itself (a payment from the Register
 * payment wizard), where no `load` can carry the mark.
 */
export async function mark(
  client: OdooClient,
  model: string,
  id: number,
  writeId: string,
  suffix = '',
): Promise<void> {
  await client.command(
    'ir.model.data',
    'create',
    [
      {
        module: EXTERNAL_ID_MODULE,
        name: `${externalName(writeId)}${suffix}`,
        model,
        res_id: id,
        noupdate: true,
      },
    ],
    {},
    createdIdSchema,
  );
}

/** The ids of the records an action answer names: its `res_id`, or the `id in` of its domain. */
export function actionIds(action: unknown): number[] {
  if (!action || typeof action !== 'object') return [];
  const { res_id: resId, domain } = action as { res_id?: unknown; domain?: unknown };
  if (typeof resId === 'number' && resId > 0) return [resId];
  if (Array.isArray(domain)) {
    for (const term of domain) {
      if (Array.isArray(term) && term[0] === 'id' && term[1] === 'in' && Array.isArray(term[2]))
        return term[2].filter((n): n is number => typeof n === 'number');
    }
  }
  return [];
}
