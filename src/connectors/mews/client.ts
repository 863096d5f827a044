import type { z } from 'zod';
import { connectorAuthenticationFailed, LintelError } from '../../errors.js';
import { type DroppedRecord, describeIssues, rawId } from '../dropped-records.js';
import type { VendorConnection, VendorResponse } from '../http.js';
import { envelopeOf, errorBody, type RecordList } from './types.js';

/**
 * The Mews Connector API protocol (guidelines/requests, responses, pagination): every call is a
 * `POST {platform_url}/api/connector/v1/{resource}/{operation}` whose JSON body carries the two
 * tokens and the client name. They are all reads here, so they are sent as idempotent and the
 * HTTP client retries 408/429/5xx (honouring `Retry-After`).
 *
 * Pitfalls: paths are case-sensitive and take no trailing slash (else 404); the tokens travel in
 * the body, so nothing derived from a request body may reach an error detail (the error `Message`
 * is quoted, and the HTTP client's connection takes every credential value out of it).
 */

export const MEWS_NAME = 'Mews';
export const MEWS_CLIENT = 'Lintel 1.0.0';
export const MEWS_DEFAULT_PLATFORM_URL = 'https://api.mews-demo.com';
/** `Limitation.Count` bounds (guidelines/pagination). */
export const MEWS_MAX_COUNT = 1000;
/** Array filters (`ReservationIds`, `BillIds`, …) take at most this many ids per call. */
export const MEWS_MAX_IDS = 1000;
/** Cursor pages followed for one filter before giving up: 100 × 1000 records. */
const MAX_PAGES = 100;

export interface MewsCredentials {
  clientToken: string;
  accessToken: string;
  /** Without a trailing slash. */
  platformUrl: string;
}

/** The connection's credential keys (contract §5) as the client uses them. */
export function readCredentials(credentials: Record<string, string>): MewsCredentials {
  const platformUrl = (credentials['platform_url']?.trim() || MEWS_DEFAULT_PLATFORM_URL).replace(/\/+$/, '');
  return {
    clientToken: credentials['client_token'] ?? '',
    accessToken: credentials['access_token'] ?? '',
    platformUrl,
  };
}

export interface MewsClientOptions {
  /** What a 401 becomes: 502 for a stored connection, 400 invalid credentials while checking. */
  unauthorized?: (detail: string) => LintelError;
  /** Where a record that does not fit its schema goes (logged and counted), instead of failing the page. */
  drop?: (record: Omit<DroppedRecord, 'connector'>) => void;
}

export type MewsClient = ReturnType<typeof createMewsClient>;

/** Issue paths and messages only: zod's messages name types, never the received values. */
function unexpectedBody(error: z.ZodError, what: string): LintelError {
  return new LintelError('ERROR_CONNECTOR_REQUEST', {
    detail: `${MEWS_NAME} answered an unexpected body (${what}): ${describeIssues(error, 3, '(body)')}`,
  });
}

/**
 * Calls of one connection over `connection` (the HTTP client as this connection uses it: its
 * breaker and slot, its credentials kept out of every error).
 */
export function createMewsClient(
  connection: VendorConnection,
  credentials: MewsCredentials,
  options: MewsClientOptions = {},
) {
  const unauthorized =
    options.unauthorized ?? ((detail: string) => connectorAuthenticationFailed(MEWS_NAME, detail));

  function failureDetail(response: VendorResponse, what: string): string {
    const parsed = errorBody.safeParse(response.json);
    const message = parsed.success ? parsed.data.Message : undefined;
    const requestId = response.headers.get('request-id') ?? (parsed.success ? parsed.data.RequestId : null);
    return (
      `${MEWS_NAME} answered HTTP ${response.status} at ${response.at} (${what})` +
      (message ? `: ${message}` : '') +
      (requestId ? ` [Request-Id ${requestId}]` : '')
    );
  }

  async function call<S extends z.ZodType>(
    path: string,
    body: Record<string, unknown>,
    schema: S,
    what: string,
  ): Promise<z.output<S>> {
    return connection.request(
      {
        method: 'POST',
        url: `${credentials.platformUrl}/api/connector/v1/${path}`,
        json: {
          ClientToken: credentials.clientToken,
          AccessToken: credentials.accessToken,
          Client: MEWS_CLIENT,
          ...body,
        },
        idempotent: true,
        what,
      },
      (response) => {
        if (response.status === 401) throw unauthorized(failureDetail(response, what));
        if (response.status !== 200) {
          throw new LintelError('ERROR_CONNECTOR_REQUEST', { detail: failureDetail(response, what) });
        }
        if (response.json === undefined) {
          throw new LintelError('ERROR_CONNECTOR_REQUEST', {
            detail: `${MEWS_NAME} answered a body that is not JSON (${what})`,
          });
        }
        const parsed = schema.safeParse(response.json);
        if (!parsed.success) throw unexpectedBody(parsed.error, what);
        return parsed.data as z.output<S>;
      },
    );
  }

  /**
   * The records of `raw` (a list the envelope checked) that fit `list.record`; the others are
   * dropped, logged and counted, and the page goes on without them.
   */
  function records<T>(raw: unknown, list: RecordList<T>): T[] {
    const out: T[] = [];
    for (const [index, item] of (Array.isArray(raw) ? raw : []).entries()) {
      const parsed = list.record.safeParse(item);
      if (parsed.success) out.push(parsed.data);
      else {
        options.drop?.({
          kind: list.kind,
          id: rawId(item),
          reason: `${list.key}.${index}: ${describeIssues(parsed.error)}`,
        });
      }
    }
    return out;
  }

  /** A call answering one list of records (not paged), parsed record by record. */
  async function callList<T>(path: string, list: RecordList<T>, what: string): Promise<T[]> {
    const envelope = await call(path, {}, envelopeOf([list]), what);
    return records(envelope[list.key], list);
  }

  /**
   * A paged `getAll`: sends `Limitation: {Count, Cursor}` and follows the answer's `Cursor` (the id
   * of its last record) until a page comes back short or without a cursor. Records that do not
   * fit are dropped one by one; the paging follows what Mews sent.
   */
  async function getAll<T>(
    path: string,
    body: Record<string, unknown>,
    list: RecordList<T>,
    what: string,
  ): Promise<T[]> {
    const envelope = envelopeOf([list]);
    const all: T[] = [];
    const seen = new Set<string>();
    let cursor: string | null = null;
    for (let n = 0; n < MAX_PAGES; n++) {
      const page: Record<string, unknown> = await call(
        path,
        { ...body, Limitation: { Count: MEWS_MAX_COUNT, Cursor: cursor } },
        envelope,
        what,
      );
      const raw = page[list.key];
      all.push(...records(raw, list));
      // Checked by the envelope: the id of the page's last record, null when it is empty.
      const next: string | null = (page['Cursor'] as string | null | undefined) ?? null;
      const received = Array.isArray(raw) ? raw.length : 0;
      if (received < MEWS_MAX_COUNT || next === null) return all;
      if (seen.has(next)) {
        throw new LintelError('ERROR_CONNECTOR_REQUEST', {
          detail: `${MEWS_NAME} returned the same cursor twice (${what})`,
        });
      }
      seen.add(next);
      cursor = next;
    }
    throw new LintelError('ERROR_CONNECTOR_REQUEST', {
      detail: `${MEWS_NAME} has more than ${MAX_PAGES * MEWS_MAX_COUNT} records for this request (${what}); narrow date_from/date_to`,
    });
  }

  /** `getAll` by ids, at most {@link MEWS_MAX_IDS} per call (one call for any page of Lintel's). */
  async function getByIds<T>(
    path: string,
    idsField: string,
    ids: readonly string[],
    extra: Record<string, unknown>,
    list: RecordList<T>,
    what: string,
  ): Promise<T[]> {
    const unique = [...new Set(ids)];
    const out: T[] = [];
    for (let i = 0; i < unique.length; i += MEWS_MAX_IDS) {
      const chunk = unique.slice(i, i + MEWS_MAX_IDS);
      out.push(...(await getAll(path, { ...extra, [idsField]: chunk }, list, what)));
    }
    return out;
  }

  /** Reports a part of a record the mappers cannot map (logged and counted). */
  const drop = (record: Omit<DroppedRecord, 'connector'>) => options.drop?.(record);

  return { call, callList, records, getAll, getByIds, drop };
}
