import type { z } from 'zod';
import { connectorAuthenticationFailed, LintelError } from '../../errors.js';
import type { HttpClient, VendorResponse } from '../http.js';
import { errorBody } from './types.js';

/**
 * The Mews Connector API protocol (guidelines/requests, responses, pagination): every call is a
 * `POST {platform_url}/api/connector/v1/{resource}/{operation}` whose JSON body carries the two
 * tokens and the client name. They are all reads here, so they are sent as idempotent and the
 * HTTP client retries 408/429/5xx (honouring `Retry-After`).
 *
 * Pitfalls: paths are case-sensitive and take no trailing slash (else 404); the tokens travel in
 * the body, so nothing derived from a request body may reach an error detail; the `Message` of an
 * error body is scrubbed of both tokens before it does.
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
const MAX_MESSAGE_LENGTH = 300;

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
}

export type MewsClient = ReturnType<typeof createMewsClient>;

/** Calls of one connection; `key` picks the HTTP client's breaker and concurrency slot. */
export function createMewsClient(
  http: HttpClient,
  key: string,
  credentials: MewsCredentials,
  options: MewsClientOptions = {},
) {
  const unauthorized =
    options.unauthorized ?? ((detail: string) => connectorAuthenticationFailed(MEWS_NAME, detail));
  const secrets = [credentials.clientToken, credentials.accessToken].filter((s) => s.length >= 4);

  /** Vendor text made safe for a client-facing detail: no token, bounded length. */
  const scrub = (text: string) => {
    let out = text;
    for (const secret of secrets) out = out.split(secret).join('[redacted]');
    return out.length > MAX_MESSAGE_LENGTH ? `${out.slice(0, MAX_MESSAGE_LENGTH)}…` : out;
  };

  function failureDetail(response: VendorResponse, what: string): string {
    const parsed = errorBody.safeParse(response.json);
    const message = parsed.success ? parsed.data.Message : undefined;
    const requestId = response.headers.get('request-id') ?? (parsed.success ? parsed.data.RequestId : null);
    return (
      `${MEWS_NAME} answered HTTP ${response.status} (${what})` +
      (message ? `: ${scrub(message)}` : '') +
      (requestId ? ` [Request-Id ${scrub(requestId)}]` : '')
    );
  }

  async function call<S extends z.ZodType>(
    path: string,
    body: Record<string, unknown>,
    schema: S,
    what: string,
  ): Promise<z.output<S>> {
    const response = await http.request(key, {
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
    });
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
    if (!parsed.success) {
      // Issue paths and messages only: zod's messages name types, never the received values.
      const issues = parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
        .join('; ');
      throw new LintelError('ERROR_CONNECTOR_REQUEST', {
        detail: `${MEWS_NAME} answered an unexpected body (${what}): ${issues}`,
      });
    }
    return parsed.data;
  }

  /**
   * A paged `getAll`: sends `Limitation: {Count, Cursor}` and follows the answer's `Cursor` (the id
   * of its last record) until a page comes back short or without a cursor.
   */
  async function getAll<S extends z.ZodType<{ Cursor?: string | null | undefined }>, T>(
    path: string,
    body: Record<string, unknown>,
    schema: S,
    records: (page: z.output<S>) => T[],
    what: string,
  ): Promise<T[]> {
    const all: T[] = [];
    const seen = new Set<string>();
    let cursor: string | null = null;
    for (let n = 0; n < MAX_PAGES; n++) {
      const page: z.output<S> = await call(
        path,
        { ...body, Limitation: { Count: MEWS_MAX_COUNT, Cursor: cursor } },
        schema,
        what,
      );
      const items = records(page);
      all.push(...items);
      const next: string | null = page.Cursor ?? null;
      if (items.length < MEWS_MAX_COUNT || next === null) return all;
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
  async function getByIds<S extends z.ZodType<{ Cursor?: string | null | undefined }>, T>(
    path: string,
    idsField: string,
    ids: readonly string[],
    extra: Record<string, unknown>,
    schema: S,
    records: (page: z.output<S>) => T[],
    what: string,
  ): Promise<T[]> {
    const unique = [...new Set(ids)];
    const out: T[] = [];
    for (let i = 0; i < unique.length; i += MEWS_MAX_IDS) {
      const chunk = unique.slice(i, i + MEWS_MAX_IDS);
      out.push(...(await getAll(path, { ...extra, [idsField]: chunk }, schema, records, what)));
    }
    return out;
  }

  return { call, getAll, getByIds };
}
