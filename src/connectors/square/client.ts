import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { LintelError } from '../../errors.js';
import { type DroppedRecord, describeIssues, rawId } from '../dropped-records.js';
import type { VendorConnection, VendorResponse } from '../http.js';
import {
  catalogModifierListSchema,
  catalogModifierSchema,
  errorsEnvelopeSchema,
  listCatalogResponseSchema,
  type SquareErrors,
  type SquareModifier,
  type SquareModifierList,
} from './types.js';

/** Square's protocol: base URL, pinned API version, bearer token, error envelope, cursors. */

export const DEFAULT_BASE_URL = 'https://connect.squareup.com';
/** Pinned so a Square release never changes the wire format under us. */
export const SQUARE_VERSION = '2024-01-18';
/** ListCatalog pages are 100 objects; 1000 pages is far beyond any real catalogue of lists. */
const MAX_PAGES = 1000;

/**
 * Square's `idempotency_key` for a write (at most 45 characters): derived from the write id of
 * the request's idempotency key (contract §9), so the same request sent again, by the client or
 * by the HTTP client's retries, never makes a second record; without a key, a fresh one per
 * request (the HTTP client's own retries still send it again).
 */
export function squareIdempotencyKey(writeId: string | undefined): string {
  return writeId ? `lintel-${writeId}` : randomUUID();
}

export interface SquareCredentials {
  accessToken: string;
  baseUrl: string;
}

/** Reads the connection's credential keys (contract §5: `access_token`, optional `base_url`). */
export function squareCredentials(credentials: Record<string, string>): SquareCredentials {
  return {
    accessToken: credentials['access_token'] ?? '',
    baseUrl: (credentials['base_url'] || DEFAULT_BASE_URL).replace(/\/+$/, ''),
  };
}

/** One modifier list as parsed, with the untouched JSON Square sent (for `raw`). */
export interface ModifierListRecord {
  list: SquareModifierList;
  raw: unknown;
}

export interface SquareClientOptions {
  /**
   * The HTTP client as this connection uses it (breaker, slot and retries keyed by the
   * connection id; every credential value kept out of its errors).
   */
  connection: VendorConnection;
  credentials: SquareCredentials;
  /**
   * What a 401/403 becomes: ERROR_CONNECTOR_AUTHENTICATION (502) on an operation,
   * ERROR_INVALID_CREDENTIALS (400) while a connection is being created.
   */
  authFailure(detail: string): LintelError;
  /** Where an object that cannot be mapped goes (logged and counted) instead of failing the page. */
  drop?: (record: Omit<DroppedRecord, 'connector'>) => void;
}

export type SquareClient = ReturnType<typeof createSquareClient>;

export function createSquareClient(options: SquareClientOptions) {
  const { connection, credentials } = options;

  /**
   * A call whose answer `read` turns into a value; everything it throws is redacted by the
   * connection. Every call is safe to send again: reads, searches (POST), and writes that carry
   * Square's `idempotency_key`.
   */
  function call<T>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    json: unknown,
    what: string,
    read: (body: unknown) => T,
  ): Promise<T> {
    return connection.request(
      {
        method,
        url: `${credentials.baseUrl}${path}`,
        headers: {
          authorization: `Bearer ${credentials.accessToken}`,
          'square-version': SQUARE_VERSION,
        },
        ...(json !== undefined ? { json } : {}),
        idempotent: true,
        what,
      },
      (response) => read(requireSuccess(response, what, options.authFailure)),
    );
  }

  function get<T>(path: string, what: string, read: (body: unknown) => T): Promise<T> {
    return call('GET', path, undefined, what, read);
  }

  /** `value` parsed with `schema`, or dropped (logged and counted) as a `kind` record. */
  function fits<S extends z.ZodType>(
    schema: S,
    value: unknown,
    kind: string,
    at: string,
  ): z.output<S> | undefined {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    options.drop?.({ kind, id: rawId(value, 'id'), reason: `${at}: ${describeIssues(parsed.error)}` });
    return undefined;
  }

  /** A MODIFIER_LIST object with the modifiers that fit, or undefined when the list itself does not. */
  function modifierList(raw: unknown, at: string): SquareModifierList | undefined {
    const list = fits(catalogModifierListSchema, raw, 'MODIFIER_LIST', at);
    if (!list) return undefined;
    const data = list.modifier_list_data;
    if (!data) return { ...list, modifier_list_data: data };
    const modifiers: SquareModifier[] = [];
    for (const [index, modifier] of (data.modifiers ?? []).entries()) {
      const parsed = fits(
        catalogModifierSchema,
        modifier,
        'MODIFIER',
        `${at}.modifier_list_data.modifiers.${index}`,
      );
      if (parsed) modifiers.push(parsed);
    }
    return { ...list, modifier_list_data: { ...data, modifiers } };
  }

  /**
   * One page of modifier lists.
   * Square: ListCatalog, `GET /v2/catalog/list?types=MODIFIER_LIST&cursor=…`
   * (https://developer.squareup.com/reference/square/catalog-api/list-catalog).
   * Pitfalls: the page size is Square's (100) and cannot be set; there is no total and no
   * location filter; `cursor` is absent (not null, not "") on the last page.
   */
  async function listModifierListPage(
    cursor: string | undefined,
  ): Promise<{ records: ModifierListRecord[]; cursor: string | undefined }> {
    const what = 'list modifier lists';
    const query = new URLSearchParams({ types: 'MODIFIER_LIST' });
    if (cursor !== undefined) query.set('cursor', cursor);
    return get(`/v2/catalog/list?${query}`, what, (answer) => {
      const body = parse(listCatalogResponseSchema, answer, what);
      const records: ModifierListRecord[] = [];
      for (const [index, raw] of (body.objects ?? []).entries()) {
        // Asked for MODIFIER_LIST only; anything else (a CATEGORY, a TAX) is not ours to map.
        if ((raw as { type?: unknown } | null)?.type !== 'MODIFIER_LIST') continue;
        const list = modifierList(raw, `objects.${index}`);
        if (list) records.push({ list, raw });
      }
      return { records, cursor: body.cursor || undefined };
    });
  }

  /** Every modifier list, following cursors until Square stops sending one. */
  function listAllModifierLists(): Promise<ModifierListRecord[]> {
    return walk('list modifier lists', listModifierListPage);
  }

  /**
   * Every page of a cursor-paged call: `page(cursor)` reads one page. Square's cursors are
   * opaque; one seen twice, or more than `MAX_PAGES` pages, is the vendor looping.
   */
  async function walk<R>(
    what: string,
    page: (cursor: string | undefined) => Promise<{ records: R[]; cursor: string | undefined }>,
  ): Promise<R[]> {
    const all: R[] = [];
    const seen = new Set<string>();
    let cursor: string | undefined;
    for (let n = 0; n < MAX_PAGES; n++) {
      const result = await page(cursor);
      all.push(...result.records);
      if (result.cursor === undefined) return all;
      if (seen.has(result.cursor)) {
        throw new LintelError('ERROR_CONNECTOR_REQUEST', {
          detail: `Square returned the same cursor twice (${what})`,
        });
      }
      seen.add(result.cursor);
      cursor = result.cursor;
    }
    throw new LintelError('ERROR_CONNECTOR_REQUEST', {
      detail: `Square kept sending cursors after ${MAX_PAGES} pages (${what})`,
    });
  }

  /** Each of `values` that fits `schema`, with its untouched JSON; the others dropped as `kind`. */
  function records<S extends z.ZodType>(
    schema: S,
    values: readonly unknown[] | null | undefined,
    kind: string,
    at: string,
  ): { record: z.output<S>; raw: unknown }[] {
    const out: { record: z.output<S>; raw: unknown }[] = [];
    for (const [index, raw] of (values ?? []).entries()) {
      const record = fits(schema, raw, kind, `${at}.${index}`);
      if (record !== undefined) out.push({ record, raw });
    }
    return out;
  }

  return { listModifierListPage, listAllModifierLists, call, walk, records, parse, fits };
}

/**
 * The JSON body of a 2xx; Square's `errors[]` envelope mapped otherwise. Statuses the HTTP client
 * retries (429, 5xx) only get here when they are not retried, so they are plain failures too.
 */
function requireSuccess(
  response: VendorResponse,
  what: string,
  authFailure: (detail: string) => LintelError,
): unknown {
  if (response.status >= 200 && response.status < 300) {
    if (response.json === undefined) {
      throw new LintelError('ERROR_CONNECTOR_REQUEST', {
        detail: `Square answered HTTP ${response.status} with a body that is not JSON (${what})`,
      });
    }
    return response.json;
  }
  const envelope = errorsEnvelopeSchema.safeParse(response.json);
  const said = envelope.success ? `: ${describeErrors(envelope.data)}` : '';
  // 401: bad, expired or revoked token; 403: a token without the ITEMS_READ permission.
  if (response.status === 401 || response.status === 403) {
    throw authFailure(`Square answered HTTP ${response.status} at ${response.at} (${what})${said}`);
  }
  throw new LintelError('ERROR_CONNECTOR_REQUEST', {
    detail: `Square answered HTTP ${response.status} at ${response.at} (${what})${said}`,
  });
}

/**
 * `AUTHENTICATION_ERROR/UNAUTHORIZED: This request could not be authorized.` Square's `detail` is
 * free text that may quote the request; the connection redacts credentials, then cuts to length.
 */
function describeErrors(envelope: SquareErrors): string {
  return envelope.errors
    .map((e) => {
      const code = [e.category, e.code].filter(Boolean).join('/');
      const field = e.field ? ` (field ${e.field})` : '';
      return `${code}${e.detail ? `: ${e.detail}` : ''}${field}`;
    })
    .join('; ');
}

/** Zod at the boundary: a wrong shape is the vendor's garbage, named by path, never by value. */
export function parse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
  at: (string | number)[] = [],
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [...at, ...(issue?.path ?? [])].map(String).join('.');
  throw new LintelError('ERROR_CONNECTOR_REQUEST', {
    detail: `Square answered an unexpected body (${what}): ${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}`,
  });
}
