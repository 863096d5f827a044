import type { z } from 'zod';
import type { HandlerMap } from '../connector.js';
import {
  type Domain,
  notFound,
  type OdooClient,
  odooId,
  type Parsed,
  present,
  type SearchOptions,
} from '../odoo/client.js';
import { odooGroupsSchema, odooModuleSchema, odooUserCompaniesSchema } from './types.js';

/**
 * What one Odoo Accounting connection holds: the JSON-RPC client of the Odoo connector (`../odoo/
 * client.ts`: login, field probes, errors, the HTTP client underneath) and what the accounting
 * reads add to it — the folder (company) each call works in, the server's version, the installed
 * apps and totals by `read_group`.
 *
 * Pitfalls: a record of a company outside the context's `allowed_company_ids` is invisible
 * (multi-company record rules), and without that context Odoo works in the user's default company
 * only; `allowed_company_ids` naming a company the user may not use fails the whole call with
 * AccessError ("Access to unauthorized or invalid companies").
 */

/** How long a connection trusts what it loaded once: the user's companies, the installed apps. */
const TTL_MS = 60 * 60 * 1000;

/** The company a read works in, and the context that says so to Odoo. */
export interface Scope {
  company: number;
  context: { allowed_company_ids: number[] };
}

export type AccountingOdoo = ReturnType<typeof createAccountingClient>;

/** A file's part of the Odoo Accounting handler map (`handlers.ts` gathers them). */
export type AccountingHandlers = HandlerMap<AccountingOdoo>;

/** A group of a `read_group`: its group-by values, its count and its sums. */
export interface Totals {
  key: Record<string, unknown>;
  count: number;
  sums: Record<string, number>;
}

export function createAccountingClient(odoo: OdooClient) {
  /**
   * `res.users.read([uid], ['company_id', 'company_ids'])`: the folders the login may use and
   * the default one (contract §10: no folder_id → the connection's default company).
   */
  function userCompanies(): Promise<{ default: number; all: number[] }> {
    return odoo.memo(
      'accounting:companies',
      async () => {
        const uid = await odoo.uid();
        const [user] = await odoo.readRecords(
          'res.users',
          [uid],
          ['company_id', 'company_ids'],
          odooUserCompaniesSchema,
        );
        const first = user?.record.company_id ? user.record.company_id[0] : undefined;
        if (first === undefined) {
          throw odoo.requestError('Odoo answered no default company for the connection’s user (res.users)');
        }
        const all = user?.record.company_ids.length ? user.record.company_ids : [first];
        return { default: first, all };
      },
      TTL_MS,
    );
  }

  /**
   * The folder a read works in: `folder_id` when it names one of the user's companies (else not
   * found, without a call beyond the user's companies), the user's default company without it.
   */
  async function scope(folderId: string | undefined): Promise<Scope> {
    const companies = await userCompanies();
    let company = companies.default;
    if (folderId !== undefined) {
      const id = odooId(folderId);
      if (id === undefined || !companies.all.includes(id)) throw notFound('Folder', folderId);
      company = id;
    }
    return { company, context: { allowed_company_ids: [company] } };
  }

  /** Every company of the user at once: what the folder listing reads with. */
  async function allCompanies(): Promise<Scope['context']> {
    const companies = await userCompanies();
    return {
      allowed_company_ids: [companies.default, ...companies.all.filter((c) => c !== companies.default)],
    };
  }

  /** The fields of `wanted` that `model` has in this version (none when the model is absent). */
  async function fields(model: string, wanted: readonly string[]): Promise<string[]> {
    const available = await odoo.fieldsOf(model);
    return available ? present(available, wanted) : [];
  }

  /**
   * Whether the app `module` is installed: `ir.module.module` `search_read` on its name and state,
   * once per connection and hour (an app installed since shows after that).
   * Docs: base/models/ir_module.py (`state` `installed`).
   */
  function installed(module: string): Promise<boolean> {
    return odoo.memo(
      `accounting:module:${module}`,
      async () => {
        const found = await odoo.searchRecords(
          'ir.module.module',
          [
            ['name', '=', module],
            ['state', '=', 'installed'],
          ],
          ['name', 'state'],
          odooModuleSchema,
          { limit: 1 },
        );
        return found.length > 0;
      },
      TTL_MS,
    );
  }

  /**
   * Sums of `sums` over the records of `domain`, by `groupby`, computed by Odoo in one call:
   * `read_group(domain, ['debit:sum', …], groupby, lazy=False)` up to 18,
   * `formatted_read_group(domain, groupby, ['debit:sum', …, '__count'])` from 19, where
   * `read_group` is deprecated. Docs: odoo/models.py `read_group`; 19.0 web/models/models.py
   * `formatted_read_group`.
   * Pitfalls: `read_group` names a sum after its field (`debit`), `formatted_read_group` after
   * the aggregate (`debit:sum`); a group with nothing to sum answers `false`, not 0; `lazy=True`
   * (the default) groups by the first field only and counts in `<field>_count`.
   */
  async function totals(
    model: string,
    domain: Domain,
    groupby: readonly string[],
    sums: readonly string[],
    context: Record<string, unknown>,
  ): Promise<Totals[]> {
    const version = await odoo.serverVersion();
    const aggregates = sums.map((s) => `${s}:sum`);
    const groups =
      version >= 19
        ? await odoo.query(
            model,
            'formatted_read_group',
            [domain],
            { groupby, aggregates: [...aggregates, '__count'], context },
            odooGroupsSchema,
          )
        : await odoo.query(
            model,
            'read_group',
            [domain, aggregates, groupby],
            { lazy: false, context },
            odooGroupsSchema,
          );
    return groups.map((group) => {
      const key: Record<string, unknown> = {};
      for (const g of groupby) key[g] = group[g];
      const out: Record<string, number> = {};
      for (const s of sums) {
        const value = group[version >= 19 ? `${s}:sum` : s];
        out[s] = typeof value === 'number' ? value : 0;
      }
      const count = group['__count'];
      return { key, count: typeof count === 'number' ? count : 0, sums: out };
    });
  }

  /**
   * The first and last values of `field` (a date) over `domain`, in one call: `read_group` with
   * `first:min(date)`, `last:max(date)` and no group up to 18, `formatted_read_group` with
   * `date:min`, `date:max` from 19.
   */
  async function bounds(
    model: string,
    domain: Domain,
    field: string,
    context: Record<string, unknown>,
  ): Promise<{ first: string | null; last: string | null }> {
    const version = await odoo.serverVersion();
    const [group] =
      version >= 19
        ? await odoo.query(
            model,
            'formatted_read_group',
            [domain],
            { groupby: [], aggregates: [`${field}:min`, `${field}:max`], context },
            odooGroupsSchema,
          )
        : await odoo.query(
            model,
            'read_group',
            [domain, [`first:min(${field})`, `last:max(${field})`], []],
            { lazy: false, context },
            odooGroupsSchema,
          );
    const value = (key: string) => {
      const v = group?.[key];
      return typeof v === 'string' ? v.slice(0, 10) : null;
    };
    return version >= 19
      ? { first: value(`${field}:min`), last: value(`${field}:max`) }
      : { first: value('first'), last: value('last') };
  }

  /** `search_read` in the scope's company (archived records included when asked). */
  function search<T>(
    model: string,
    domain: Domain,
    fieldNames: readonly string[],
    schema: z.ZodType<T>,
    context: Record<string, unknown>,
    options: Omit<SearchOptions, 'context'> = {},
  ): Promise<Parsed<T>[]> {
    return odoo.searchRecords(model, domain, fieldNames, schema, { ...options, context });
  }

  return { odoo, userCompanies, scope, allCompanies, fields, installed, totals, bounds, search };
}
