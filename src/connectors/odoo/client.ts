import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { connectorAuthenticationFailed, LintelError } from '../../errors.js';
import type { HandlerMap } from '../connector.js';
import { joinSharedLoad, type VendorConnection } from '../http.js';
import { countSchema, fieldsGetSchema, type RpcError, rpcEnvelopeSchema, uidSchema } from './types.js';

/**
 * Odoo's external JSON-RPC API (`connectors/odoo.md`; Odoo docs `developer/reference/external_api`):
 * `POST {url}/jsonrpc` with the services `common` (authenticate) and `object` (execute_kw).
 * One client per connection: it authenticates once and caches the uid, and probes each model's
 * fields once (`fields_get`) to pick the fields that exist in this Odoo version.
 *
 * Pitfalls: Odoo answers errors with HTTP 200 and a JSON-RPC `error` whose `data.name` is the
 * Python exception path; bad credentials make `authenticate` answer `false`, not an error; every
 * model call repeats db, uid and key.
 */

export const VENDOR = 'Odoo';

/** How long a connection trusts its `fields_get` probe of a model. */
const FIELD_PROBE_TTL_MS = 60 * 60 * 1000;

export interface OdooCredentials {
  /** Base URL without a trailing slash, e.g. `https://acme.odoo.com`. */
  url: string;
  db: string;
  login: string;
  apiKey: string;
}

export type Domain = unknown[];

export interface SearchOptions {
  offset?: number;
  limit?: number;
  order?: string;
  context?: Record<string, unknown>;
}

/** What one JSON-RPC POST came back with, before the caller decides what it means. */
export type RpcOutcome =
  | { kind: 'result'; result: unknown }
  | { kind: 'fault'; fault: RpcError }
  | { kind: 'http'; status: number };

/**
 * The Odoo base URL from the `url` credential: users paste the web client's address, so a
 * trailing `/web`, `/odoo` (17+) or `/jsonrpc`, a query and a fragment are dropped. Undefined when
 * it is no http(s) URL.
 */
export function normalizeBaseUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const path = url.pathname.replace(/\/+$/, '').replace(/\/(web|odoo|jsonrpc)$/, '');
  return `${url.origin}${path}`;
}

/** The connection's credentials, or undefined when one is missing or the url is unusable. */
export function readCredentials(credentials: Record<string, string>): OdooCredentials | undefined {
  const url = normalizeBaseUrl(credentials['url'] ?? '');
  const db = credentials['db'];
  const login = credentials['login'];
  const apiKey = credentials['api_key'];
  if (!url || !db || !login || !apiKey) return undefined;
  return { url, db, login, apiKey };
}

/** Short name of an Odoo exception path: `odoo.exceptions.AccessDenied` → `AccessDenied`. */
function shortName(fault: RpcError): string {
  const name = fault.data?.name ?? '';
  return name.split('.').pop() || 'an error';
}

function faultMessage(fault: RpcError): string {
  return fault.data?.message ?? fault.message ?? 'no message';
}

/**
 * Whether `fault` says that `model` does not exist in this database (its module is not
 * installed): `Object crm.lead doesn't exist` (a UserError in recent versions) or a
 * `builtins.KeyError` naming the model (older ones).
 */
export function isUnknownModel(fault: RpcError, model: string): boolean {
  const message = `${fault.data?.message ?? ''} ${fault.message ?? ''} ${(fault.data?.arguments ?? []).join(' ')}`;
  if (fault.data?.name === 'builtins.KeyError' && message.includes(model)) return true;
  const match = /Object ([\w.]+) doesn't exist/.exec(message);
  return match?.[1] === model;
}

export type OdooClient = ReturnType<typeof createOdooClient>;

/** A file's part of the Odoo handler map, each made from the connection's client (`handlers.ts` gathers them). */
export type OdooHandlers = HandlerMap<OdooClient>;

/** A parsed record and the vendor's own object (`raw`). */
export interface Parsed<T> {
  record: T;
  raw: unknown;
}

const arraySchema = z.array(z.unknown());
const versionSchema = z.looseObject({
  server_version: z.string().optional(),
  server_version_info: z.array(z.unknown()).optional(),
});

/**
 * `connection` is the HTTP client as this connection uses it: breaker and slot per connection,
 * and every credential value kept out of what it throws and of what `redact` returns.
 */
export function createOdooClient(options: { connection: VendorConnection; credentials: OdooCredentials }) {
  const { connection, credentials } = options;
  let nextId = 1;
  let session: Promise<number> | undefined;
  /**
   * Values loaded once per connection (the company currency, each model's fields) and kept for
   * their TTL, or for the connection's life without one. Concurrent callers share one load; a
   * failed load is not kept, so the next call retries. The box lets a load answer `undefined`.
   */
  const memos = new LRUCache<string, { value: unknown }, () => Promise<unknown>>({
    max: 256,
    fetchMethod: async (_name, _stale, { context }) => ({ value: await context() }),
  });

  async function memo<T>(name: string, load: () => Promise<T>, ttlMs?: number): Promise<T> {
    const box = await joinSharedLoad(() =>
      memos.fetch(name, { context: load, ...(ttlMs ? { ttl: ttlMs } : {}) }),
    );
    return box?.value as T;
  }

  /** Vendor text goes into error details: the connection takes every credential value out. */
  const redact = connection.redact;

  const requestError = (detail: string) =>
    new LintelError('ERROR_CONNECTOR_REQUEST', { detail: redact(detail) });

  /**
   * The JSON-RPC endpoint, named in the errors about its HTTP answers. Not redacted, though the
   * url is a credential: it is not a secret (the connect page shows it), it is what to check,
   * and `readCredentials` keeps no query, fragment or user info in it.
   */
  const endpoint = `${credentials.url}/jsonrpc`;

  async function post(
    service: 'common' | 'object',
    method: string,
    args: unknown[],
    call: { idempotent: boolean; what: string },
  ): Promise<RpcOutcome> {
    const id = nextId++;
    const response = await connection.request({
      method: 'POST',
      url: `${credentials.url}/jsonrpc`,
      json: { jsonrpc: '2.0', method: 'call', id, params: { service, method, args } },
      idempotent: call.idempotent,
      what: call.what,
    });
    if (response.status !== 200) return { kind: 'http', status: response.status };
    if (response.json === undefined) {
      throw requestError(`${VENDOR} answered a body that is not JSON (HTTP 200, ${call.what})`);
    }
    const envelope = rpcEnvelopeSchema.safeParse(response.json);
    if (!envelope.success) {
      throw requestError(`${VENDOR} answered JSON that is not a JSON-RPC response (${call.what})`);
    }
    if (envelope.data.error) return { kind: 'fault', fault: envelope.data.error };
    if (!('result' in envelope.data)) {
      throw requestError(`${VENDOR} answered a JSON-RPC response without a result (${call.what})`);
    }
    return { kind: 'result', result: envelope.data.result };
  }

  function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw requestError(
      `${VENDOR} answered an unexpected ${what} result${where}: ${issue?.message ?? 'invalid'}`,
    );
  }

  /** Parses record by record, so the error names the record that did not fit. */
  function parseRecords<T>(schema: z.ZodType<T>, list: unknown[], what: string): Parsed<T>[] {
    return list.map((raw, index) => {
      const parsed = schema.safeParse(raw);
      if (parsed.success) return { record: parsed.data, raw };
      const issue = parsed.error.issues[0];
      throw requestError(
        `${VENDOR} answered an unexpected ${what} result at ${[index, ...(issue?.path ?? [])].join('.')}: ${issue?.message ?? 'invalid'}`,
      );
    });
  }

  /** The catalogued error for a non-200 answer to an operation (our words only: see `endpoint`). */
  function httpError(status: number, what: string): LintelError {
    const answered = `${VENDOR} answered HTTP ${status} at ${endpoint}`;
    if (status === 401 || status === 403) {
      return connectorAuthenticationFailed(VENDOR, `${answered} (${what})`);
    }
    if (status === 404) {
      return new LintelError('ERROR_CONNECTOR_REQUEST', {
        detail: `${answered} (${what}): no JSON-RPC endpoint there, check the Odoo address`,
      });
    }
    return new LintelError('ERROR_CONNECTOR_REQUEST', { detail: `${answered} (${what})` });
  }

  /** The catalogued error for a JSON-RPC error of an operation. */
  function faultError(fault: RpcError, what: string): LintelError {
    const name = fault.data?.name ?? '';
    // Code 100 is "Odoo Session Expired"; AccessDenied is a bad or revoked key in execute_kw.
    if (name.endsWith('AccessDenied') || fault.code === 100) {
      session = undefined;
      return connectorAuthenticationFailed(
        VENDOR,
        `${VENDOR} refused the credentials: ${shortName(fault)} (${what})`,
      );
    }
    return requestError(`${VENDOR} raised ${shortName(fault)}: ${faultMessage(fault)} (${what})`);
  }

  /**
   * `common.authenticate(db, login, key, {})` → the uid, or `false` for bad credentials.
   * Docs: external_api "Logging in".
   */
  async function authenticate(): Promise<RpcOutcome & { uid?: number | false }> {
    const what = 'common.authenticate';
    const outcome = await post(
      'common',
      'authenticate',
      [credentials.db, credentials.login, credentials.apiKey, {}],
      { idempotent: true, what },
    );
    if (outcome.kind !== 'result') return outcome;
    return { ...outcome, uid: parse(uidSchema, outcome.result, what) };
  }

  /** The uid, authenticating once per connection (concurrent callers share the call). */
  function uid(): Promise<number> {
    if (session) return session;
    const login = (async () => {
      const outcome = await authenticate();
      if (outcome.kind === 'http') throw httpError(outcome.status, 'common.authenticate');
      if (outcome.kind === 'fault') throw faultError(outcome.fault, 'common.authenticate');
      if (outcome.uid === false || outcome.uid === undefined) {
        throw connectorAuthenticationFailed(
          VENDOR,
          `${VENDOR} rejected the login or API key (authenticate answered false)`,
        );
      }
      return outcome.uid;
    })();
    session = login;
    // A failed login is not cached: the next operation tries again.
    login.catch(() => {
      if (session === login) session = undefined;
    });
    return login;
  }

  /**
   * `object.execute_kw(db, uid, key, model, method, args, kwargs)`; the result parsed with
   * `schema`. Docs: external_api "Calling methods". A fault goes to `onFault` first, which may
   * answer a value instead of the default error.
   */
  async function executeKw<T>(
    model: string,
    method: string,
    args: unknown[],
    kwargs: Record<string, unknown>,
    schema: z.ZodType<T>,
    call: { idempotent: boolean; onFault?: (fault: RpcError) => T | undefined },
  ): Promise<T> {
    const what = `${model}.${method}`;
    const userId = await uid();
    const outcome = await post(
      'object',
      'execute_kw',
      [credentials.db, userId, credentials.apiKey, model, method, args, kwargs],
      { idempotent: call.idempotent, what },
    );
    if (outcome.kind === 'http') throw httpError(outcome.status, what);
    if (outcome.kind === 'fault') {
      const answer = call.onFault?.(outcome.fault);
      if (answer !== undefined) return answer;
      throw faultError(outcome.fault, what);
    }
    return parse(schema, outcome.result, what);
  }

  return {
    authenticate,

    /** A write: never retried (a lost answer could otherwise create the record twice). */
    command<T>(
      model: string,
      method: string,
      args: unknown[],
      kwargs: Record<string, unknown>,
      schema: z.ZodType<T>,
    ) {
      return executeKw(model, method, args, kwargs, schema, { idempotent: false });
    },

    /**
     * `search_read(domain, fields, offset, limit, order, context)`, each record parsed with
     * `schema` and paired with the vendor's own object. Docs: external_api "Search and read".
     */
    searchRecords<T>(
      model: string,
      domain: Domain,
      fields: readonly string[],
      schema: z.ZodType<T>,
      search: SearchOptions = {},
    ): Promise<Parsed<T>[]> {
      const what = `${model}.search_read`;
      return executeKw(model, 'search_read', [domain], { fields, ...search }, arraySchema, {
        idempotent: true,
      }).then((list) => parseRecords(schema, list, what));
    },

    /**
     * `read(ids, fields)` of records that may have been deleted: Odoo raises MissingError for a
     * whole `read` when one id is gone, so this is `search_read` on `id in ids` (with archived
     * records), which answers the ones that exist. Docs: external_api "Read records".
     */
    readRecords<T>(
      model: string,
      ids: readonly number[],
      fields: readonly string[],
      schema: z.ZodType<T>,
      context: Record<string, unknown> = {},
    ): Promise<Parsed<T>[]> {
      const what = `${model}.search_read`;
      return executeKw(
        model,
        'search_read',
        [[['id', 'in', ids]]],
        { fields, context: { active_test: false, ...context } },
        arraySchema,
        { idempotent: true },
      ).then((list) => parseRecords(schema, list, what));
    },

    /**
     * Any other read-only ORM method (`read_group`, `formatted_read_group`, `search_count`), its
     * result parsed with `schema`; retried like the other reads. Docs: external_api "Calling methods".
     */
    query<T>(
      model: string,
      method: string,
      args: unknown[],
      kwargs: Record<string, unknown>,
      schema: z.ZodType<T>,
    ): Promise<T> {
      return executeKw(model, method, args, kwargs, schema, { idempotent: true });
    },

    /**
     * The major version of the Odoo server (`16` of `16.0+e`): `common.version()` once per
     * connection (it needs no login). Docs: external_api "Logging in" (`common.version`).
     * Pitfalls: SaaS versions read `saas~17.4`, their `server_version_info` starts with the major.
     */
    serverVersion(): Promise<number> {
      return memo('version', async () => {
        const what = 'common.version';
        const outcome = await post('common', 'version', [], { idempotent: true, what });
        if (outcome.kind === 'http') throw httpError(outcome.status, what);
        if (outcome.kind === 'fault') throw faultError(outcome.fault, what);
        const info = parse(versionSchema, outcome.result, what);
        const first = info.server_version_info?.[0];
        const major =
          typeof first === 'number' ? first : Number(/(\d+)\./.exec(info.server_version ?? '')?.[1]);
        if (!Number.isInteger(major)) {
          throw requestError(`${VENDOR} answered a version that names no major release (${what})`);
        }
        return major;
      });
    },

    /**
     * The field names `model` has in this database, or undefined when the model does not exist
     * (its module is not installed): `fields_get` once per connection and model, again after an
     * hour so that modules installed since (CRM, stock) show. Docs: external_api "Listing
     * record fields".
     */
    fieldsOf(model: string): Promise<ReadonlySet<string> | undefined> {
      return memo(
        `fields:${model}`,
        async () => {
          const names = fieldsGetSchema.transform(
            (fields): ReadonlySet<string> | null => new Set(Object.keys(fields)),
          );
          const fields = await executeKw(model, 'fields_get', [], { attributes: ['type'] }, names, {
            idempotent: true,
            onFault: (fault) => (isUnknownModel(fault, model) ? null : undefined),
          });
          return fields ?? undefined;
        },
        FIELD_PROBE_TTL_MS,
      );
    },

    uid,
    memo,

    /**
     * The total of a paged search: a page shorter than its limit ends the result, so the total
     * is known without `search_count`, unless it is empty past the first page.
     */
    async pageTotal(
      model: string,
      domain: Domain,
      context: Record<string, unknown>,
      page: { offset: number; limit: number; received: number },
    ): Promise<number> {
      const { offset, limit, received } = page;
      if (received < limit && (received > 0 || offset === 0)) return offset + received;
      return executeKw(model, 'search_count', [domain], { context }, countSchema, { idempotent: true });
    },

    requestError,
    httpError,
    redact,
  };
}

const MAX_ID = 2_147_483_647;

/** Odoo ids are PostgreSQL integers: anything else (`abc`, `0`, `12abc`, 2^31) names no record. */
export function odooId(id: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(id)) return undefined;
  const n = Number(id);
  return n <= MAX_ID ? n : undefined;
}

/** The distinct Odoo ids among `ids`, in order; the others are not found without a call. */
export function odooIds(ids: readonly string[]): number[] {
  return [...new Set(ids.map(odooId).filter((id): id is number => id !== undefined))];
}

/** The answer of a batch get for an id Odoo did not return (`Contact 999 could not be found`). */
export function notFound(thing: string, id: string): LintelError {
  return new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { message: `${thing} ${id} could not be found` });
}

/**
 * A batch get's answer, one per requested id and in order (for a DataLoader): the mapped
 * record Odoo returned under that id, or not found.
 */
export function inOrder<T>(
  ids: readonly string[],
  found: ReadonlyMap<number, T>,
  thing: string,
): (T | Error)[] {
  return ids.map((id) => {
    const n = odooId(id);
    const record = n === undefined ? undefined : found.get(n);
    return record ?? notFound(thing, id);
  });
}

/** `wanted` restricted to the fields this Odoo version has. */
export function present(fields: ReadonlySet<string>, wanted: readonly string[]): string[] {
  return wanted.filter((f) => fields.has(f));
}
