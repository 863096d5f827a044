import type { Method, Req } from './golden.js';

/** The rows the REST golden's groups are made of (rest.test.ts and rest-accounting.ts). */

// ---- row builders ---------------------------------------------------------------------------

/** A request with the account's token (unless `more.auth` says otherwise). */
export const r = (status: number, method: Method, path: string, more: Partial<Req> = {}): Req => ({
  method,
  path,
  status,
  ...more,
});

/**
 * A read already made in its group, repeated after 5 more seconds (the read cache answers it:
 * `x-lintel-cache: hit`, `Age` 5 or a little more), then forced through the cache
 * (`x-chift-force-refresh: true`: a miss).
 */
export const cached = (path: string): Req[] => [
  r(200, 'GET', path, { advance: 5 }),
  r(200, 'GET', path, { headers: { 'x-chift-force-refresh': 'true' } }),
];

/** The vendor's own records beside Lintel's (`raw`). */
export const raw = (path: string): Req => r(200, 'GET', path, { headers: { 'x-chift-raw-data': 'true' } });

/**
 * The refusals every consumer operation documents: 401 without a token and with a token that is
 * none, 403 with a token lacking the scope (read-only for a write, other APIs' for a read), 404 for
 * an unknown consumer, 422 for a consumer id that is no UUID, 400 for a consumer without a
 * connection for the API.
 */
export function consumerRefusals(method: Method, path: string, body?: unknown): Req[] {
  const withBody = body === undefined ? {} : { body };
  const other = path.includes('/invoicing/') ? '{posOnly}' : '{invoicingOnly}';
  return [
    r(401, method, path, { auth: 'none', ...withBody }),
    r(401, method, path, { auth: 'bad', ...withBody }),
    r(403, method, path, { auth: method === 'GET' ? 'otherApis' : 'readOnly', ...withBody }),
    r(404, method, path.replace('{consumer}', '{unknown}'), withBody),
    r(422, method, path.replace('{consumer}', 'not-a-uuid'), withBody),
    r(400, method, path.replace('{consumer}', other), withBody),
  ];
}

/** 401 twice and 403 (a token without the consumers, webhooks or clients scope, or read-only for a write). */
export function accountRefusals(method: Method, path: string, body?: unknown): Req[] {
  const withBody = body === undefined ? {} : { body };
  return [
    r(401, method, path, { auth: 'none', ...withBody }),
    r(401, method, path, { auth: 'bad', ...withBody }),
    r(403, method, path, { auth: method === 'GET' ? 'domainOnly' : 'readOnly', ...withBody }),
  ];
}

/**
 * A write sent with an idempotency key, again (its first answer, replayed), with the same key and
 * another body (409), and with a key longer than 255 characters (422).
 */
export function idempotent(
  status: number,
  method: Method,
  path: string,
  key: string,
  body: unknown,
  other: unknown,
): Req[] {
  const headers = { 'x-chift-client-requestid': key };
  return [
    r(status, method, path, { body, headers }),
    r(status, method, path, { body, headers }),
    r(409, method, path, { body: other, headers }),
    r(422, method, path, { body, headers: { 'x-chift-client-requestid': 'k'.repeat(256) } }),
  ];
}

/** 422s of a list's paging: above the largest size, page 0, a size that is no integer. */
export const pagingRefusals = (path: string): Req[] => [
  r(422, 'GET', `${path}${path.includes('?') ? '&' : '?'}size=101`),
  r(422, 'GET', `${path}${path.includes('?') ? '&' : '?'}page=0`),
  r(422, 'GET', `${path}${path.includes('?') ? '&' : '?'}size=ten`),
];
