import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountingSeed, shapeAccountingRecord } from './accounting.js';
import { type AccountingWritesApi, accountingWriteMethod } from './accounting-writes.js';
import { completeLine, type InvoicingApi, invoicingMethod, invoicingSeed } from './invoicing.js';
import {
  displayName,
  type FakeDb,
  type FieldDef,
  type ModelDef,
  modelsFor,
  type OdooVersion,
  type StoredRecord,
} from './models.js';
import { odooSeed } from './seed.js';

/**
 * A fake Odoo speaking the external JSON-RPC API (`connectors/odoo.md`) on 127.0.0.1: `POST
 * /jsonrpc` with `common.authenticate` and `object.execute_kw` (`search_read`, `search_count`,
 * `search`, `read`, `create`, `load`, `fields_get`; `ir.model.data` external ids). Like Odoo it
 * answers errors with HTTP 200 and a
 * JSON-RPC error whose `data.name` is the Python exception path, `false` for empty values and
 * `[id, "name"]` for many2ones; it honours domains, `active_test`, `offset`, `limit` and
 * `order`; it can be an Odoo 16, 17 or 19 (their field sets differ) and lack the CRM, stock
 * or Invoicing module. Every request is logged, and faults can be injected for the next calls.
 */

export type { OdooVersion } from './models.js';

export interface OdooFakeOptions {
  version?: OdooVersion;
  /** CRM module installed (`crm.lead` exists). Default true. */
  crm?: boolean;
  /** Stock module installed (`qty_available`). Default true. */
  stock?: boolean;
  /**
   * Invoicing app (`account`) installed: taxes, accounts, the partners' customer and supplier
   * ranks and the products' taxes. Default true; false is e.g. an Odoo with CRM and Inventory
   * (which brings products) but not Invoicing.
   */
  account?: boolean;
  /** Start with the demo data of `seed.ts`. Default true. */
  seed?: boolean;
  /**
   * The Accounting app's ledger (`accounting.ts`): two companies, their charts of accounts,
   * journals, entries and reconciliations, instead of the invoicing demo data. Default false.
   */
  accounting?: boolean;
  /** The HR app installed (`hr.employee`; `ir.module.module` says so). Accounting mode only. Default false. */
  hr?: boolean;
}

export interface OdooCall {
  service: string;
  method: string;
  /** execute_kw only. */
  model?: string;
  orm?: string;
  args: unknown[];
  kwargs: Record<string, unknown>;
}

export type OdooFault =
  /** An HTTP error status (e.g. 401 from a proxy, 429, 500, 503), with an optional Retry-After. */
  | { kind: 'http'; status: number; retryAfter?: string }
  /** Answers normally after `delayMs`. */
  | { kind: 'slow'; delayMs: number }
  /** HTTP 200 with a body that is not JSON. */
  | { kind: 'garbage' }
  /** A well-formed JSON-RPC answer whose result has the wrong shape. */
  | { kind: 'wrong-shape' }
  /** A JSON-RPC error (HTTP 200), e.g. `odoo.exceptions.AccessDenied`. */
  | { kind: 'rpc-error'; name: string; message: string; code?: number }
  /**
   * The call is carried out (a write is committed), then the connection is dropped without an
   * answer: a response lost on the way back.
   */
  | { kind: 'lost-answer' };

export interface FakeState {
  version: OdooVersion;
  crm: boolean;
  stock: boolean;
  account: boolean;
  db: string;
  login: string;
  apiKey: string;
  uid: number;
  models: Record<string, ModelDef>;
  records: Map<string, Map<number, StoredRecord>>;
  /** Values a new product gets unless the create sets them (like server-side defaults). */
  productDefaults: Record<string, unknown>;
}

export interface OdooFake {
  url: string;
  state: FakeState;
  /** Every request received, faulted ones included, in order. */
  calls: OdooCall[];
  /** Calls of `orm` method on `model` (either may be omitted), or of a `common` method. */
  count(filter?: { model?: string; orm?: string; service?: string; method?: string }): number;
  /** Faults for the next `times` calls that `match` (default: every call). */
  inject(fault: OdooFault, options?: { times?: number; match?: (call: OdooCall) => boolean }): void;
  /** Called after each call ran, before its answer is sent (tests act "while the answer travels"). */
  afterCall: ((call: OdooCall) => void) | undefined;
  /** Inserts a record (fields as stored: many2one as an id, x2many as ids); answers its id. */
  insert(model: string, values: Record<string, unknown>): number;
  get(model: string, id: number): StoredRecord | undefined;
  reset(): void;
  close(): Promise<void>;
}

class OdooError extends Error {
  constructor(
    readonly exception: string,
    message: string,
  ) {
    super(message);
  }
}

const ACCESS_DENIED = new OdooError('odoo.exceptions.AccessDenied', 'Access Denied');

export async function startOdooFake(options: OdooFakeOptions = {}): Promise<OdooFake> {
  const version = options.version ?? 17;
  const crm = options.crm ?? true;
  const stock = options.stock ?? true;
  const account = options.account ?? true;
  const accounting = options.accounting ?? false;
  const hr = options.hr ?? false;
  const state: FakeState = {
    version,
    crm,
    stock,
    account,
    db: 'lintel-demo',
    login: 'admin@example.com',
    apiKey: 'odoo-key-7f3a9c2e5b',
    uid: 2,
    models: modelsFor(version, { crm, stock, account, accounting, hr }),
    records: new Map(),
    productDefaults: {},
  };
  for (const model of Object.keys(state.models)) state.records.set(model, new Map());
  const calls: OdooCall[] = [];
  const faults: { fault: OdooFault; left: number; match: (call: OdooCall) => boolean }[] = [];
  const timers = new Set<NodeJS.Timeout>();

  /** The companies of the request being answered (`allowed_company_ids`), the first being the current one. */
  let companies: number[] = [];

  const db: FakeDb = {
    version,
    stock,
    get: (model, id) => state.records.get(model)?.get(id),
    all: (model) => [...(state.records.get(model)?.values() ?? [])],
    companyCurrencyId: () => {
      const company = state.records.get('res.company')?.get(db.company());
      return typeof company?.['currency_id'] === 'number' ? company['currency_id'] : false;
    },
    company: () => companies[0] ?? userCompanies().default,
  };

  /** The user's default company and the companies it may work in (`res.users` `company_id`, `company_ids`). */
  function userCompanies(): { default: number; allowed: number[] } {
    const user = state.records.get('res.users')?.get(state.uid);
    const first = typeof user?.['company_id'] === 'number' ? user['company_id'] : 1;
    const allowed = Array.isArray(user?.['company_ids']) ? (user['company_ids'] as number[]) : [first];
    return { default: first, allowed };
  }

  /**
   * `allowed_company_ids` of the context, checked as Odoo's `env.companies` does (`AccessError`
   * "Access to unauthorized or invalid companies."); without it, the user's default company.
   */
  function companiesOf(context: Record<string, unknown>): number[] {
    const { default: first, allowed } = userCompanies();
    const asked = context['allowed_company_ids'];
    if (asked === undefined || asked === false) return [first];
    if (!Array.isArray(asked) || asked.some((id) => typeof id !== 'number' || !allowed.includes(id))) {
      throw new OdooError('odoo.exceptions.AccessError', 'Access to unauthorized or invalid companies.');
    }
    return asked.length > 0 ? (asked as number[]) : [first];
  }

  function insert(model: string, values: Record<string, unknown>): number {
    const table = state.records.get(model);
    if (!table) throw new Error(`the fake has no model ${model}`);
    const id = typeof values['id'] === 'number' ? values['id'] : Math.max(0, ...table.keys()) + 1;
    const record: StoredRecord = { ...values, id };
    if (accounting) shapeAccountingRecord(version, model, record);
    if (model === 'account.tax' && 'label' in record) {
      // The seed's label is `description` up to 17, `invoice_label` (and HTML description) from 18.
      const label = record['label'];
      delete record['label'];
      if (version <= 17) record['description'] = label;
      else {
        record['invoice_label'] = label;
        record['description'] = label ? `<p>${label}</p>` : false;
      }
    }
    if (model === 'product.product') {
      // One product type field per version.
      const type = record['detailed_type'] ?? record['type'];
      if (version <= 17) {
        record['detailed_type'] = type ?? 'consu';
        record['type'] = type === 'product' ? 'product' : (type ?? 'consu');
        delete record['is_storable'];
      } else {
        record['is_storable'] = type === 'product' || record['is_storable'] === true;
        record['type'] = type === 'product' ? 'consu' : (type ?? 'consu');
        delete record['detailed_type'];
        delete record['uom_po_id'];
      }
      if (!stock) delete record['qty_available'];
    }
    // mobile: removed in 18.2 (saas), so absent from 19 and present in 18.0.
    if (version > 18 && model === 'res.partner') delete record['mobile'];
    if (model === 'account.move' && version < 17) delete record['invoice_pdf_report_id'];
    if (model === 'account.move.line' && !accounting) completeLine(db, record);
    if (model === 'account.payment' && version > 17 && 'ref' in record) {
      // 18 renamed the memo and split the validated state in two.
      record['memo'] = record['ref'];
      delete record['ref'];
      if (record['state'] === 'posted') record['state'] = record['is_matched'] ? 'paid' : 'in_process';
    }
    table.set(id, record);
    return id;
  }

  const seed = () => {
    for (const table of state.records.values()) table.clear();
    if (options.seed === false) return;
    const seeds = accounting
      ? Object.entries(accountingSeed({ hr }))
      : [...Object.entries(odooSeed()), ...Object.entries(invoicingSeed())];
    for (const [model, records] of seeds) {
      if (!state.models[model]) continue;
      for (const record of records) insert(model, record);
    }
  };
  seed();

  // ---------------------------------------------------------------------------------------------
  // Reading values as Odoo serialises them

  function fieldsOf(model: string): ModelDef {
    const def = state.models[model];
    if (!def) {
      // Odoo 17+: "Object crm.lead doesn't exist" (a UserError); older: KeyError on the registry.
      if (version >= 17) throw new OdooError('odoo.exceptions.UserError', `Object ${model} doesn't exist`);
      throw new OdooError('builtins.KeyError', `'${model}'`);
    }
    return def;
  }

  function rawValue(model: string, record: StoredRecord, name: string, def: FieldDef): unknown {
    if (name === 'id') return record.id;
    if (name === 'display_name') return displayName(db, model, record);
    if (def.compute) return def.compute(record, db);
    if (def.type === 'one2many') {
      return db
        .all(def.relation!)
        .filter((r) => r[def.inverse!] === record.id && r['active'] !== false && visible(def.relation!, r))
        .map((r) => r.id);
    }
    const value = record[name];
    if (def.companyDependent && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return (value as Record<number, unknown>)[db.company()] ?? false;
    }
    return value;
  }

  /**
   * Multi-company record rules (`[('company_id', 'in', company_ids + [False])]`): a record of a
   * company outside the request's `allowed_company_ids` is not there. Companies themselves: those
   * allowed. Users are left alone (a user reads its own record whatever its company).
   */
  function visible(model: string, record: StoredRecord): boolean {
    if (model === 'res.users' || model === 'res.currency' || model === 'ir.module.module') return true;
    const allowed = companies.length > 0 ? companies : [userCompanies().default];
    if (model === 'res.company') return allowed.includes(record.id);
    const def = state.models[model];
    if (!def) return true;
    const many = def['company_ids'];
    if (many?.type === 'many2many' && many.relation === 'res.company') {
      const ids = rawValue(model, record, 'company_ids', many);
      return !Array.isArray(ids) || ids.length === 0 || ids.some((id) => allowed.includes(id as number));
    }
    const one = def['company_id'];
    if (one?.type === 'many2one' && one.relation === 'res.company') {
      const id = rawValue(model, record, 'company_id', one);
      return typeof id !== 'number' || allowed.includes(id);
    }
    return true;
  }

  function wireValue(model: string, record: StoredRecord, name: string): unknown {
    if (name === 'id') return record.id;
    const def = fieldsOf(model)[name]!;
    const value = rawValue(model, record, name, def);
    switch (def.type) {
      case 'many2one': {
        if (typeof value !== 'number') return false;
        const related = db.get(def.relation!, value);
        return related ? [value, displayName(db, def.relation!, related)] : false;
      }
      case 'one2many':
      case 'many2many':
        return Array.isArray(value) ? value : [];
      case 'boolean':
        return value === true;
      case 'integer':
      case 'float':
      case 'monetary':
        return typeof value === 'number' ? value : 0;
      default:
        return value === undefined || value === null || value === '' ? false : value;
    }
  }

  function checkFields(model: string, fields: readonly string[]): void {
    const def = fieldsOf(model);
    for (const name of fields) {
      if (name !== 'id' && !def[name])
        throw new OdooError('builtins.ValueError', `Invalid field '${name}' on model '${model}'`);
    }
  }

  function toWire(
    model: string,
    record: StoredRecord,
    fields: readonly string[] | undefined,
  ): Record<string, unknown> {
    const names = fields && fields.length > 0 ? fields : Object.keys(fieldsOf(model));
    const out: Record<string, unknown> = { id: record.id };
    for (const name of names) out[name] = wireValue(model, record, name);
    return out;
  }

  // ---------------------------------------------------------------------------------------------
  // Domains, order, paging

  function likeRegex(pattern: string, anchored: boolean): RegExp {
    let source = '';
    for (let i = 0; i < pattern.length; i++) {
      const c = pattern[i]!;
      if (c === '\\' && i + 1 < pattern.length) source += escapeRegex(pattern[++i]!);
      else if (c === '%') source += '.*';
      else if (c === '_') source += '.';
      else source += escapeRegex(c);
    }
    return new RegExp(anchored ? `^${source}$` : source, 'is');
  }

  function leafMatches(model: string, record: StoredRecord, leaf: unknown[]): boolean {
    const [name, op, value] = leaf as [string, string, unknown];
    const def = fieldsOf(model);
    const dot = name.indexOf('.');
    if (dot > 0) {
      // A path through a relational field (`journal_id.type`, `line_ids.partner_id`): true when
      // one of the related records matches the rest (Odoo's `any` on x2many paths).
      const head = name.slice(0, dot);
      const field = def[head];
      if (!field?.relation || !['many2one', 'one2many', 'many2many'].includes(field.type)) {
        throw new OdooError(
          'builtins.ValueError',
          `Invalid field ${model}.${name} in leaf ${JSON.stringify(leaf)}`,
        );
      }
      const ids = rawValue(model, record, head, field);
      const related = (Array.isArray(ids) ? ids : typeof ids === 'number' ? [ids] : [])
        .map((id) => db.get(field.relation!, id as number))
        .filter((r): r is StoredRecord => r !== undefined);
      return related.some((r) => leafMatches(field.relation!, r, [name.slice(dot + 1), op, value]));
    }
    const fieldDef = name === 'id' ? ({ type: 'integer', string: 'ID' } as FieldDef) : def[name];
    if (!fieldDef)
      throw new OdooError(
        'builtins.ValueError',
        `Invalid field ${model}.${name} in leaf ${JSON.stringify(leaf)}`,
      );
    const actual = name === 'id' ? record.id : rawValue(model, record, name, fieldDef);
    const scalar = actual === undefined || actual === null ? false : actual;
    const list = Array.isArray(scalar) ? scalar : [scalar];
    switch (op) {
      case '=':
        return Array.isArray(scalar)
          ? scalar.includes(value)
          : scalar === value || (value === false && !scalar);
      case '!=':
        return !(scalar === value || (value === false && !scalar));
      case 'in':
        return Array.isArray(value) && list.some((v) => value.includes(v));
      case 'not in':
        return Array.isArray(value) && !list.some((v) => value.includes(v));
      case '<':
        return (scalar as number) < (value as number);
      case '>':
        return (scalar as number) > (value as number);
      case '<=':
        return (scalar as number) <= (value as number);
      case '>=':
        return (scalar as number) >= (value as number);
      case '=ilike':
      case '=like':
        return typeof scalar === 'string' && likeRegex(String(value), true).test(scalar);
      case 'ilike':
      case 'like':
        return typeof scalar === 'string' && likeRegex(String(value), false).test(scalar);
      case 'not ilike':
        return !(typeof scalar === 'string' && likeRegex(String(value), false).test(scalar));
      default:
        throw new OdooError('builtins.ValueError', `Invalid leaf ${JSON.stringify(leaf)}`);
    }
  }

  /** Polish-notation domain (`&`, `|`, `!` prefixes; implicit `&` between the rest). */
  function matches(model: string, record: StoredRecord, domain: unknown[]): boolean {
    const stack: boolean[] = [];
    for (let i = domain.length - 1; i >= 0; i--) {
      const term = domain[i];
      if (term === '&' || term === '|') {
        const a = stack.pop() ?? true;
        const b = stack.pop() ?? true;
        stack.push(term === '&' ? a && b : a || b);
      } else if (term === '!') stack.push(!(stack.pop() ?? true));
      else if (Array.isArray(term) && term.length === 3) stack.push(leafMatches(model, record, term));
      else throw new OdooError('builtins.ValueError', `Invalid domain term ${JSON.stringify(term)}`);
    }
    return stack.every(Boolean);
  }

  function mentions(domain: unknown[], field: string): boolean {
    return domain.some((term) => Array.isArray(term) && term[0] === field);
  }

  function search(model: string, domain: unknown[], kwargs: Record<string, unknown>): StoredRecord[] {
    if (!Array.isArray(domain)) throw new OdooError('builtins.ValueError', 'Invalid domain');
    const def = fieldsOf(model);
    const context = (kwargs['context'] ?? {}) as Record<string, unknown>;
    const activeTest = context['active_test'] !== false && 'active' in def && !mentions(domain, 'active');
    let found = db
      .all(model)
      .filter(
        (r) => (!activeTest || r['active'] !== false) && visible(model, r) && matches(model, r, domain),
      );
    found = sortRecords(model, found, typeof kwargs['order'] === 'string' ? kwargs['order'] : 'id asc');
    const offset = typeof kwargs['offset'] === 'number' ? kwargs['offset'] : 0;
    const limit = typeof kwargs['limit'] === 'number' && kwargs['limit'] > 0 ? kwargs['limit'] : undefined;
    return found.slice(offset, limit === undefined ? undefined : offset + limit);
  }

  function sortRecords(model: string, records: StoredRecord[], order: string): StoredRecord[] {
    const keys = order.split(',').map((part) => {
      const [field = 'id', direction = 'asc'] = part.trim().split(/\s+/);
      if (field !== 'id' && !fieldsOf(model)[field])
        throw new OdooError('builtins.ValueError', `Invalid "order" specified (${order})`);
      return { field, desc: direction.toLowerCase() === 'desc' };
    });
    const sortValue = (r: StoredRecord, field: string) => {
      const value = field === 'id' ? r.id : rawValue(model, r, field, fieldsOf(model)[field]!);
      return value === undefined || value === null || value === false ? null : value;
    };
    return [...records].sort((a, b) => {
      for (const { field, desc } of keys) {
        const x = sortValue(a, field);
        const y = sortValue(b, field);
        if (x === y) continue;
        // PostgreSQL: NULLS LAST ascending, NULLS FIRST descending.
        if (x === null) return desc ? -1 : 1;
        if (y === null) return desc ? 1 : -1;
        const cmp =
          typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
        if (cmp !== 0) return desc ? -cmp : cmp;
      }
      return 0;
    });
  }

  // ---------------------------------------------------------------------------------------------
  // ORM methods

  function create(model: string, vals: Record<string, unknown>): number {
    const def = fieldsOf(model);
    const record: Record<string, unknown> = { active: true };
    const children: [FieldDef, Record<string, unknown>][] = [];
    for (const [name, value] of Object.entries(vals)) {
      const field = def[name];
      if (field?.type === 'one2many' && (field.inverse || name === 'invoice_line_ids')) {
        // [[0, 0, vals], ...]: records created with the parent.
        for (const command of Array.isArray(value) ? value : []) {
          if (!Array.isArray(command) || command[0] !== 0)
            throw new OdooError(
              'builtins.ValueError',
              `Unsupported x2many command ${JSON.stringify(command)}`,
            );
          children.push([field, command[2] as Record<string, unknown>]);
        }
        continue;
      }
      if (!field || field.compute)
        throw new OdooError('builtins.ValueError', `Invalid field '${name}' on model '${model}'`);
      if (field.type === 'many2one' && value !== false) {
        if (typeof value !== 'number' || !db.get(field.relation!, value)) {
          throw new OdooError(
            'psycopg2.errors.ForeignKeyViolation',
            `insert or update on table "${model.replace('.', '_')}" violates foreign key constraint`,
          );
        }
      }
      if (field.type === 'many2many') record[name] = applyCommands(field, value);
      else record[name] = value;
    }
    for (const [name, field] of Object.entries(def)) {
      if (field.required && !record[name]) {
        throw new OdooError(
          'odoo.exceptions.ValidationError',
          `Missing required value for the field '${field.string}' (${name})`,
        );
      }
    }
    if (model === 'product.product') {
      for (const [name, value] of Object.entries(state.productDefaults))
        if (!(name in vals)) record[name] = value;
      record['uom_id'] ??= 1;
      record['categ_id'] ??= 1;
      record['qty_available'] ??= 0;
      if (version <= 17) {
        record['uom_po_id'] ??= 1;
        const uom = db.get('uom.uom', record['uom_id'] as number);
        const po = db.get('uom.uom', record['uom_po_id'] as number);
        if (uom?.['category_id'] !== po?.['category_id']) {
          throw new OdooError(
            'odoo.exceptions.ValidationError',
            'The default Unit of Measure and the purchase Unit of Measure must be in the same category.',
          );
        }
      }
      // A new product without taxes gets the company's default sale tax.
      if (!('taxes_id' in vals)) record['taxes_id'] = [1];
    }
    if (model === 'crm.lead')
      record['create_date'] ??= new Date().toISOString().slice(0, 19).replace('T', ' ');
    if (model.startsWith('account.') || model === 'ir.attachment') {
      // Only models with an archive flag keep one (analytic accounts, journals, 19's accounts).
      if (!def['active'] || !('active' in vals)) delete record['active'];
      if (model === 'account.move') {
        const type = String(record['move_type']);
        record['state'] ??= 'draft';
        record['name'] ??= '/';
        record['currency_id'] ??= db.companyCurrencyId();
        record['journal_id'] ??=
          db.all('account.journal').find((j) => j['type'] === (type.startsWith('in') ? 'purchase' : 'sale'))
            ?.id ?? false;
        record['date'] ??= record['invoice_date'] ?? now().slice(0, 10);
        record['create_date'] = now();
        record['write_date'] = now();
      }
      if (model === 'account.move.line') record['display_type'] ??= 'product';
      if (model === 'ir.attachment') {
        record['type'] ??= 'binary';
        record['create_date'] = now();
      }
    }
    if (model === 'ir.model.data') {
      delete record['active'];
      // Odoo: a unique index on (module, name).
      if (externalId(String(record['module']), String(record['name']))) {
        throw new OdooError(
          'psycopg2.errors.UniqueViolation',
          `duplicate key value violates unique constraint "ir_model_data_module_name_uniq_index"\nDETAIL:  Key (module, name)=(${record['module']}, ${record['name']}) already exists.`,
        );
      }
    }
    const id = insert(model, record);
    for (const [field, child] of children) {
      const inverse = field.inverse ?? 'move_id';
      create(field.relation!, { ...child, [inverse]: id });
    }
    return id;
  }

  function now(): string {
    return new Date().toISOString().slice(0, 19).replace('T', ' ');
  }

  const invoicing: InvoicingApi = {
    db,
    fail(exception, message) {
      throw new OdooError(exception, message);
    },
    create: (model, vals) => create(model, vals),
    now,
  };

  const accountingWrites: AccountingWritesApi = {
    ...invoicing,
    insert,
    remove: (model, ids) => {
      for (const id of ids) state.records.get(model)?.delete(id);
    },
    field: (model, name) => state.models[model]?.[name],
  };

  function externalId(module: string, name: string): StoredRecord | undefined {
    return db.all('ir.model.data').find((r) => r['module'] === module && r['name'] === name);
  }

  /**
   * `load(fields, rows)`, the import method (odoo/models.py `load`): each row creates a record,
   * or updates the one its external id (`id` column, `module.name`, `__import__` by default)
   * already names; a new record's external id is written in the same transaction. Values are
   * import text: `field/.id` takes database ids (comma-separated for many2many). A failing row
   * is a message; then nothing is kept and `ids` is `false`.
   */
  function load(model: string, columns: unknown[], rows: unknown[]): unknown {
    const def = fieldsOf(model);
    const ids: number[] = [];
    const messages: Record<string, unknown>[] = [];
    // Every table's ids before the import: a failed import removes what it added.
    const before = new Map([...state.records].map(([m, table]) => [m, new Set(table.keys())]));
    const isChildColumn = (column: unknown) => def[String(column).split('/')[0] ?? '']?.type === 'one2many';
    // A row with a value outside the one2many columns starts a record; the rows after it that
    // only fill one2many columns add lines to it (how Odoo exports and imports lines).
    const groups: { index: number; rows: unknown[][] }[] = [];
    for (const [index, row] of rows.entries()) {
      if (!Array.isArray(row) || row.length !== columns.length) {
        messages.push({
          type: 'error',
          message: 'Each row must have one value per field',
          record: index,
          rows: { from: index, to: index },
        });
        continue;
      }
      const starts = columns.some(
        (c, i) => !isChildColumn(c) && row[i] !== '' && row[i] !== false && row[i] != null,
      );
      if (starts || groups.length === 0) groups.push({ index, rows: [row] });
      else groups[groups.length - 1]!.rows.push(row);
    }
    for (const { index, rows: group } of groups) {
      try {
        let xmlId: string | undefined;
        const vals: Record<string, unknown> = {};
        const children = new Map<string, Record<string, unknown>[]>();
        for (const [r, row] of group.entries()) {
          const child: Record<string, Record<string, unknown>> = {};
          for (const [i, column] of columns.entries()) {
            const value = row[i];
            if (column === 'id') {
              if (r === 0) xmlId = value ? String(value) : undefined;
              continue;
            }
            const [name = '', ...rest] = String(column).split('/');
            const field = def[name];
            if (field?.type === 'one2many') {
              const [childName = '', sub] = rest;
              const childField = fieldsOf(field.relation!)[childName];
              if (!childField || childField.compute)
                throw new OdooError('builtins.ValueError', `Invalid field '${column}' on model '${model}'`);
              if (value === '' || value === false || value == null) continue;
              child[name] ??= {};
              child[name][childName] = importValue(childField, sub, value);
              continue;
            }
            if (r > 0) continue;
            if (!field || field.compute)
              throw new OdooError('builtins.ValueError', `Invalid field '${column}' on model '${model}'`);
            vals[name] = importValue(field, rest[0], value);
          }
          for (const [name, values] of Object.entries(child)) {
            const m2m = Object.entries(values).map(([k, v]) =>
              Array.isArray(v) && Array.isArray(v[0]) ? [k, v[0][2]] : [k, v],
            );
            children.set(name, [...(children.get(name) ?? []), Object.fromEntries(m2m)]);
          }
        }
        for (const [name, list] of children) vals[name] = list.map((c) => [0, 0, c]);
        let id: number;
        if (xmlId === undefined) {
          id = create(model, vals);
        } else {
          const dot = xmlId.indexOf('.');
          const [module, name] =
            dot < 0 ? ['__import__', xmlId] : [xmlId.slice(0, dot), xmlId.slice(dot + 1)];
          const link = externalId(module, name);
          const existing =
            link && link['model'] === model ? db.get(model, link['res_id'] as number) : undefined;
          if (existing) {
            update(model, existing, vals);
            id = existing.id;
          } else {
            id = create(model, vals);
            if (link) link['res_id'] = id;
            else create('ir.model.data', { module, name, model, res_id: id, noupdate: false });
          }
        }
        ids.push(id);
      } catch (error) {
        if (!(error instanceof OdooError)) throw error;
        messages.push({
          type: 'error',
          message: error.message,
          record: index,
          rows: { from: index, to: index + group.length - 1 },
        });
      }
    }
    if (messages.length > 0) {
      // Odoo rolls the whole import back to its savepoint.
      for (const [m, table] of state.records) {
        const kept = before.get(m) ?? new Set();
        for (const id of [...table.keys()]) if (!kept.has(id)) table.delete(id);
      }
      return { ids: false, messages, nextrow: 0 };
    }
    return { ids, messages, nextrow: 0 };
  }

  /** An import cell as the field's value (`ir.fields.converter`). */
  function importValue(field: FieldDef, sub: string | undefined, value: unknown): unknown {
    const textValue = value === false || value === null || value === undefined ? '' : String(value);
    if (sub === '.id') {
      const ids = textValue
        .split(',')
        .filter((v) => v.trim() !== '')
        .map((v) => Number(v));
      if (ids.some((n) => !Number.isInteger(n)))
        throw new OdooError(
          'builtins.ValueError',
          `Invalid database id '${textValue}' for the field '${field.string}'`,
        );
      if (field.type === 'many2many') return [[6, 0, ids]];
      if (field.type === 'many2one') return ids[0] ?? false;
      throw new OdooError('builtins.ValueError', `The field '${field.string}' takes no database id`);
    }
    if (sub !== undefined) throw new OdooError('builtins.ValueError', `Unsupported subfield ${sub}`);
    if (textValue === '') return false;
    switch (field.type) {
      case 'integer':
      case 'float':
      case 'monetary': {
        const n = Number(textValue);
        if (!Number.isFinite(n))
          throw new OdooError(
            'builtins.ValueError',
            `'${textValue}' does not seem to be a number for field '${field.string}'`,
          );
        return n;
      }
      case 'boolean':
        return ['1', 'true', 'yes'].includes(textValue.toLowerCase());
      case 'many2one':
      case 'many2many':
        throw new OdooError('builtins.ValueError', `The fake imports '${field.string}' by database id only`);
      default:
        return textValue;
    }
  }

  /** `write` of a record's own fields (what an import of an existing external id does). */
  function update(model: string, record: StoredRecord, vals: Record<string, unknown>): void {
    const def = fieldsOf(model);
    for (const [name, value] of Object.entries(vals)) {
      const field = def[name]!;
      if (field.type === 'one2many') {
        // Import lines without their own external ids are added (Odoo's CREATE commands).
        for (const command of value as [number, number, Record<string, unknown>][])
          create(field.relation!, { ...command[2], [field.inverse ?? 'move_id']: record.id });
      } else record[name] = field.type === 'many2many' ? applyCommands(field, value) : value;
    }
  }

  function applyCommands(field: FieldDef, value: unknown): number[] {
    if (!Array.isArray(value))
      throw new OdooError('builtins.ValueError', `Wrong value for ${field.string}: ${JSON.stringify(value)}`);
    let ids: number[] = [];
    for (const command of value) {
      if (typeof command === 'number') ids.push(command);
      else if (Array.isArray(command) && command[0] === 6) ids = [...(command[2] as number[])];
      else if (Array.isArray(command) && command[0] === 4) ids.push(command[1] as number);
      else
        throw new OdooError('builtins.ValueError', `Unsupported x2many command ${JSON.stringify(command)}`);
    }
    for (const id of ids) {
      if (!db.get(field.relation!, id)) {
        throw new OdooError('psycopg2.errors.ForeignKeyViolation', 'violates foreign key constraint');
      }
    }
    return ids;
  }

  /** A `read_group` field (`debit`, `debit:sum`, `total:sum(debit)`) or a 19 aggregate (`debit:sum`). */
  function parseReadGroupField(model: string, spec: string): { name: string; field: string; agg: string } {
    const match = /^(\w+)(?::(\w+)(?:\((\w+)\))?)?$/.exec(spec);
    if (!match)
      throw new OdooError('builtins.ValueError', `Invalid field specification ${JSON.stringify(spec)}`);
    const [, first = '', agg, inner] = match;
    const field = inner ?? first;
    const def = fieldsOf(model)[field];
    if (field !== 'id' && !def) {
      throw new OdooError(
        'builtins.ValueError',
        `Invalid field ${JSON.stringify(field)} on model ${JSON.stringify(model)}`,
      );
    }
    const numeric = def && ['integer', 'float', 'monetary'].includes(def.type);
    const operator = agg ?? (numeric ? 'sum' : undefined);
    if (
      !operator ||
      !['sum', 'min', 'max', 'avg', 'count', 'count_distinct', 'array_agg'].includes(operator)
    ) {
      throw new OdooError('builtins.ValueError', `Invalid aggregation function ${JSON.stringify(operator)}.`);
    }
    return { name: first, field, agg: operator };
  }

  function aggregate(model: string, records: StoredRecord[], field: string, agg: string): unknown {
    const def = field === 'id' ? ({ type: 'integer', string: 'ID' } as FieldDef) : fieldsOf(model)[field]!;
    const values = records
      .map((r) => (field === 'id' ? r.id : rawValue(model, r, field, def)))
      .filter((v) => v !== false && v !== undefined && v !== null);
    switch (agg) {
      case 'sum':
        return Math.round(values.reduce((s: number, v) => s + Number(v), 0) * 100) / 100;
      case 'avg':
        return values.length ? values.reduce((s: number, v) => s + Number(v), 0) / values.length : false;
      case 'count':
        return values.length;
      case 'count_distinct':
        return new Set(values).size;
      case 'array_agg':
        return values;
      default: {
        if (values.length === 0) return false;
        const sorted = [...values].sort((a, b) =>
          typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
        );
        return agg === 'min' ? sorted[0] : sorted.at(-1);
      }
    }
  }

  /** The records of `domain` in groups of their `groupby` values (many2one as `[id, name]`). */
  function groupRecords(
    model: string,
    domain: unknown[],
    kwargs: Record<string, unknown>,
    groupby: string[],
  ): { key: Record<string, unknown>; records: StoredRecord[] }[] {
    const def = fieldsOf(model);
    for (const g of groupby) {
      if (!def[g] || def[g]!.type === 'one2many') {
        throw new OdooError(
          'builtins.ValueError',
          `Invalid field ${JSON.stringify(g)} on model ${JSON.stringify(model)}`,
        );
      }
    }
    const records = search(model, domain, { context: kwargs['context'] });
    const groups = new Map<string, { key: Record<string, unknown>; records: StoredRecord[] }>();
    for (const record of records) {
      const key: Record<string, unknown> = {};
      for (const g of groupby) key[g] = wireValue(model, record, g);
      const id = JSON.stringify(key);
      const group = groups.get(id) ?? { key, records: [] };
      group.records.push(record);
      groups.set(id, group);
    }
    const label = (v: unknown) => (Array.isArray(v) ? String(v[1]) : v === false ? '\uffff' : String(v));
    const sorted = [...groups.values()].sort((a, b) => {
      for (const g of groupby) {
        const cmp = label(a.key[g]).localeCompare(label(b.key[g]));
        if (cmp !== 0) return cmp;
      }
      return 0;
    });
    const offset = typeof kwargs['offset'] === 'number' ? kwargs['offset'] : 0;
    const limit = typeof kwargs['limit'] === 'number' ? kwargs['limit'] : undefined;
    return sorted.slice(offset, limit === undefined ? undefined : offset + limit);
  }

  const groupValueId = (value: unknown) => (Array.isArray(value) ? value[0] : value);

  function executeKw(
    model: string,
    method: string,
    args: unknown[],
    kwargs: Record<string, unknown>,
  ): unknown {
    const def = fieldsOf(model);
    companies = companiesOf((kwargs['context'] ?? {}) as Record<string, unknown>);
    const written = accounting
      ? accountingWriteMethod(accountingWrites, model, method, args, kwargs)
      : undefined;
    if (written) return written.result;
    const special = invoicingMethod(invoicing, model, method, args, kwargs);
    if (special) return special.result;
    switch (method) {
      case 'fields_get': {
        const attributes = (kwargs['attributes'] as string[] | undefined) ?? ['string', 'type', 'relation'];
        const out: Record<string, Record<string, unknown>> = {
          id: pick({ type: 'integer', string: 'ID' }, attributes),
        };
        for (const [name, field] of Object.entries(def)) out[name] = pick(field, attributes);
        return out;
      }
      case 'search_read': {
        const fields = (kwargs['fields'] ?? args[1] ?? []) as string[];
        checkFields(model, fields);
        return search(model, (args[0] ?? []) as unknown[], kwargs).map((r) => toWire(model, r, fields));
      }
      case 'search':
        return search(model, (args[0] ?? []) as unknown[], kwargs).map((r) => r.id);
      case 'search_count':
        return search(model, (args[0] ?? []) as unknown[], { context: kwargs['context'] }).length;
      case 'read': {
        const ids = (args[0] ?? []) as number[];
        const fields = (kwargs['fields'] ?? args[1] ?? []) as string[];
        checkFields(model, fields);
        return ids.map((id) => {
          const record = db.get(model, id);
          if (!record) {
            throw new OdooError(
              'odoo.exceptions.MissingError',
              `Record does not exist or has been deleted.\n(Record: ${model}(${id},), User: ${state.uid})`,
            );
          }
          if (!visible(model, record)) {
            throw new OdooError(
              'odoo.exceptions.AccessError',
              `Due to security restrictions, you are not allowed to access '${model}' (${model}) records.`,
            );
          }
          return toWire(model, record, fields);
        });
      }
      case 'read_group': {
        // models.py `read_group(domain, fields, groupby, offset=0, limit=None, orderby=False, lazy=True)`.
        const domain = (args[0] ?? kwargs['domain'] ?? []) as unknown[];
        const fields = (args[1] ?? kwargs['fields'] ?? []) as string[];
        const groupbyArg = args[2] ?? kwargs['groupby'] ?? [];
        const groupby = typeof groupbyArg === 'string' ? [groupbyArg] : (groupbyArg as string[]);
        const lazy = kwargs['lazy'] !== false;
        const specs = fields.map((spec) => parseReadGroupField(model, spec));
        const groups = groupRecords(model, domain, kwargs, lazy ? groupby.slice(0, 1) : groupby);
        return groups.map(({ key, records }) => {
          const out: Record<string, unknown> = { ...key };
          if (lazy && groupby.length > 0) out[`${groupby[0]}_count`] = records.length;
          else out['__count'] = records.length;
          for (const { name, field, agg } of specs) out[name] = aggregate(model, records, field, agg);
          out['__domain'] = [...Object.keys(key).map((g) => [g, '=', groupValueId(key[g])]), ...domain];
          return out;
        });
      }
      case 'formatted_read_group': {
        // 19.0 web/models/models.py `formatted_read_group(domain, groupby=(), aggregates=(), having=(), offset=0, limit=None, order=None)`.
        if (version < 19) {
          throw new OdooError(
            'builtins.AttributeError',
            `The method 'formatted_read_group' does not exist on the model '${model}'`,
          );
        }
        const domain = (args[0] ?? kwargs['domain'] ?? []) as unknown[];
        const groupby = (args[1] ?? kwargs['groupby'] ?? []) as string[];
        const aggregates = (args[2] ?? kwargs['aggregates'] ?? []) as string[];
        const specs = aggregates.map((spec) =>
          spec === '__count' ? undefined : parseReadGroupField(model, spec),
        );
        return groupRecords(model, domain, kwargs, groupby).map(({ key, records }) => {
          const out: Record<string, unknown> = { ...key };
          aggregates.forEach((spec, i) => {
            const parsed = specs[i];
            out[spec] = parsed ? aggregate(model, records, parsed.field, parsed.agg) : records.length;
          });
          out['__extra_domain'] = Object.keys(key).map((g) => [g, '=', groupValueId(key[g])]);
          return out;
        });
      }
      case 'create': {
        const vals = args[0];
        if (Array.isArray(vals)) return vals.map((v) => create(model, v as Record<string, unknown>));
        return create(model, vals as Record<string, unknown>);
      }
      case 'load': {
        const columns = kwargs['fields'] ?? args[0];
        const rows = kwargs['data'] ?? args[1];
        if (!Array.isArray(columns) || !Array.isArray(rows))
          throw new OdooError('builtins.TypeError', 'load() takes a list of fields and a list of rows');
        return load(model, columns, rows);
      }
      default:
        throw new OdooError(
          'builtins.AttributeError',
          `The method '${method}' does not exist on the model '${model}'`,
        );
    }
  }

  // ---------------------------------------------------------------------------------------------
  // JSON-RPC

  function dispatch(service: string, method: string, args: unknown[]): unknown {
    if (service === 'common' && method === 'version') {
      return {
        server_version: `${version}.0`,
        server_version_info: [version, 0, 0, 'final', 0, ''],
        protocol_version: 1,
      };
    }
    if (service === 'common' && method === 'authenticate') {
      const [dbName, login, key] = args;
      if (dbName !== state.db) {
        throw new OdooError(
          'psycopg2.OperationalError',
          `connection to server failed: FATAL:  database "${dbName}" does not exist`,
        );
      }
      return login === state.login && key === state.apiKey ? state.uid : false;
    }
    if (service === 'object' && (method === 'execute_kw' || method === 'execute')) {
      const [dbName, uid, key, model, orm, ormArgs, kwargs] = args;
      if (dbName !== state.db)
        throw new OdooError('psycopg2.OperationalError', `database "${dbName}" does not exist`);
      if (uid !== state.uid || key !== state.apiKey) throw ACCESS_DENIED;
      return executeKw(
        String(model),
        String(orm),
        (ormArgs ?? []) as unknown[],
        (kwargs ?? {}) as Record<string, unknown>,
      );
    }
    throw new OdooError('builtins.NameError', `service ${service} has no method ${method}`);
  }

  function takeFault(call: OdooCall): OdooFault | undefined {
    const index = faults.findIndex((f) => f.left > 0 && f.match(call));
    if (index < 0) return undefined;
    const entry = faults[index]!;
    entry.left--;
    if (entry.left === 0) faults.splice(index, 1);
    return entry.fault;
  }

  const rpcError = (id: unknown, exception: string, message: string, code = 200) => ({
    jsonrpc: '2.0',
    id,
    error: {
      code,
      message: code === 100 ? 'Odoo Session Expired' : 'Odoo Server Error',
      data: {
        name: exception,
        debug: `Traceback (most recent call last):\n  ...\n${exception}: ${message}\n`,
        message,
        arguments: [message],
        context: {},
      },
    },
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/jsonrpc') {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>404 Not Found</title><h1>Not Found</h1>');
      return;
    }
    let body: { id?: unknown; params?: { service?: string; method?: string; args?: unknown[] } };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('Invalid JSON data');
      return;
    }
    const params = body.params ?? {};
    const args = Array.isArray(params.args) ? params.args : [];
    const call: OdooCall = {
      service: String(params.service),
      method: String(params.method),
      args,
      kwargs: {},
    };
    if (call.service === 'object') {
      call.model = String(args[3]);
      call.orm = String(args[4]);
      call.args = (args[5] ?? []) as unknown[];
      call.kwargs = (args[6] ?? {}) as Record<string, unknown>;
    }
    calls.push(call);

    const fault = takeFault(call);
    const send = (status: number, payload: string, headers: Record<string, string> = {}) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(payload);
    };
    if (fault?.kind === 'http') {
      send(
        fault.status,
        JSON.stringify({ error: `HTTP ${fault.status}` }),
        fault.retryAfter ? { 'retry-after': fault.retryAfter } : {},
      );
      return;
    }
    if (fault?.kind === 'garbage') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>502 Bad Gateway (nginx)</body></html>');
      return;
    }
    if (fault?.kind === 'wrong-shape') {
      send(200, JSON.stringify({ jsonrpc: '2.0', id: body.id, result: 'unexpected' }));
      return;
    }
    if (fault?.kind === 'rpc-error') {
      send(200, JSON.stringify(rpcError(body.id, fault.name, fault.message, fault.code)));
      return;
    }
    if (fault?.kind === 'lost-answer') {
      try {
        dispatch(call.service, call.method, args);
      } catch (error) {
        if (!(error instanceof OdooError)) throw error;
      }
      // Odoo committed; the answer never reaches the client.
      req.socket.destroy();
      return;
    }
    if (fault?.kind === 'slow') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, fault.delayMs);
        timers.add(timer);
      });
    }
    let payload: unknown;
    try {
      payload = { jsonrpc: '2.0', id: body.id, result: dispatch(call.service, call.method, args) };
    } catch (error) {
      if (!(error instanceof OdooError)) throw error;
      payload = rpcError(body.id, error.exception, error.message);
    }
    fake.afterCall?.(call);
    send(200, JSON.stringify(payload));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: OdooFake = {
    url: `http://127.0.0.1:${port}`,
    state,
    calls,
    afterCall: undefined,
    count(filter = {}) {
      return calls.filter(
        (c) =>
          (filter.model === undefined || c.model === filter.model) &&
          (filter.orm === undefined || c.orm === filter.orm) &&
          (filter.service === undefined || c.service === filter.service) &&
          (filter.method === undefined || c.method === filter.method),
      ).length;
    },
    inject(fault, injectOptions = {}) {
      faults.push({ fault, left: injectOptions.times ?? 1, match: injectOptions.match ?? (() => true) });
    },
    insert,
    get: db.get,
    reset() {
      calls.length = 0;
      faults.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

function pick(field: Partial<FieldDef>, attributes: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const value = (field as Record<string, unknown>)[attribute];
    if (value !== undefined && typeof value !== 'function') out[attribute] = value;
  }
  return out;
}

function escapeRegex(c: string): string {
  return c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
