/**
 * The one error catalogue. Every failure a client can see is a `LintelError` carrying a code
 * from this table; REST (`rest/`) and GraphQL (`schema/`) each translate it in exactly one place.
 */

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

export const errorCatalogue = {
  ERROR_CHIFT_AUTHENTICATION_ERROR: { status: 401, message: 'Not authenticated' },
  ERROR_INSUFFICIENT_SCOPE: { status: 403, message: 'The token lacks the required scope' },
  ERROR_ORIGIN_NOT_ALLOWED: {
    status: 403,
    message: 'Pages on this origin may not call the API: add the origin to LINTEL_CORS_ORIGINS',
  },
  ERROR_CONSUMER_NOT_FOUND: {
    status: 404,
    message: 'The specified consumer could not be found for this account',
  },
  ERROR_CONNECTION_NOT_FOUND: {
    status: 404,
    message: 'The specified connection could not be found for this consumer',
  },
  ERROR_INTEGRATION_NOT_FOUND: { status: 404, message: 'The specified integration does not exist' },
  ERROR_ACCOUNT_NOT_FOUND: { status: 404, message: 'The specified account could not be found' },
  ERROR_CLIENT_NOT_FOUND: { status: 404, message: 'The specified API client could not be found' },
  ERROR_NOT_FOUND: { status: 404, message: 'Not found' },
  ERROR_NODE_NOT_FOUND: { status: 404, message: 'No object has this id for this account' },
  ERROR_METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  ERROR_NOT_ACCEPTABLE: { status: 406, message: 'No media type the Accept header allows can answer this' },
  ERROR_UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'The request body is in a media type not accepted here',
  },
  ERROR_NO_ACTIVE_CONNECTION: { status: 400, message: 'The consumer has no active connection for this API' },
  ERROR_API_RESOURCE_NOT_FOUND: { status: 404, message: 'The requested resource could not be found' },
  ERROR_RESOURCE_NOT_SUPPORTED: { status: 405, message: 'The resource is not supported by this connector' },
  ERROR_CONNECTOR_AUTHENTICATION: {
    status: 502,
    message: 'Error while trying to authenticate to the connector',
  },
  ERROR_CONNECTOR_REQUEST: { status: 400, message: 'Error while trying to perform your request' },
  ERROR_INVALID_CREDENTIALS: { status: 400, message: 'The connection credentials are invalid' },
  ERROR_BAD_REQUEST: { status: 400, message: 'Bad request' },
  ERROR_VALIDATION: { status: 422, message: 'Validation error' },
  ERROR_WEBHOOK_DUPLICATE: {
    status: 400,
    message: 'There is already an existing webhook with the same url and type',
  },
  ERROR_WEBHOOK_NOT_FOUND: {
    status: 404,
    message: 'The specified webhook could not be found for this account',
  },
  ERROR_WEBHOOK_LOG_NOT_FOUND: { status: 404, message: 'The specified webhook log could not be found' },
  ERROR_IDEMPOTENCY_CONFLICT: {
    status: 409,
    message: 'The idempotency key was already used with another request body',
  },
  ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME: {
    status: 409,
    message: 'The outcome of the first request with this idempotency key is unknown',
  },
  ERROR_UNTRUSTED_DOCUMENT: {
    status: 400,
    message: 'This server runs trusted documents only: send the documentId of an operation in its manifest',
  },
  ERROR_CSRF_HEADER_MISSING: {
    status: 403,
    message:
      'Required CSRF header(s) not present: a GET or form-encoded POST to /graphql must carry the Authorization header (or X-GraphQL-Yoga-CSRF)',
  },
  ERROR_QUERY_TOO_COSTLY: { status: 400, message: 'The query asks for too many items' },
  ERROR_RATE_LIMITED: { status: 429, message: 'Too many requests' },
  ERROR_PAYLOAD_TOO_LARGE: { status: 413, message: 'Request body too large' },
  ERROR_HEADERS_TOO_LARGE: {
    status: 431,
    message: 'The request line and headers are larger than 16 KB: send long parameters in a POST body',
  },
  ERROR_INTERNAL: { status: 500, message: 'Internal server error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export interface LintelErrorOptions {
  message?: string;
  detail?: string | ValidationIssue[];
  /** Extra response headers, e.g. `Retry-After` or `WWW-Authenticate`. */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class LintelError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string | ValidationIssue[];
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: LintelErrorOptions = {}) {
    super(options.message ?? errorCatalogue[code].message, { cause: options.cause });
    this.name = 'LintelError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.detail = options.detail ?? '';
    this.headers = options.headers ?? {};
  }
}

export function isLintelError(value: unknown): value is LintelError {
  return value instanceof LintelError;
}

/** Validation failure: 422 with FastAPI/pydantic-style items. */
/** One validation item as a line (`body.name: Field required`). */
export function issueLine(item: Pick<ValidationIssue, 'loc' | 'msg'>): string {
  return `${item.loc.join('.')}: ${item.msg}`;
}

/** `body.name: Field required; query.size: Input should be …` — validation items as one line. */
export function validationSummary(items: readonly Pick<ValidationIssue, 'loc' | 'msg'>[]): string {
  return items.map(issueLine).join('; ');
}

export function validationError(issues: ValidationIssue[]): LintelError {
  return new LintelError('ERROR_VALIDATION', { detail: issues });
}

export function unauthenticated(
  message: 'Not authenticated' | 'Invalid token' | 'Token expired',
): LintelError {
  return new LintelError('ERROR_CHIFT_AUTHENTICATION_ERROR', {
    message,
    headers: { 'WWW-Authenticate': 'Bearer' },
  });
}

export function resourceNotSupported(method: string, resource: string, connectorName: string): LintelError {
  return new LintelError('ERROR_RESOURCE_NOT_SUPPORTED', {
    message: `The resource ${method} - ${resource} is not supported by ${connectorName}`,
  });
}

export function connectorAuthenticationFailed(connectorName: string, detail = ''): LintelError {
  return new LintelError('ERROR_CONNECTOR_AUTHENTICATION', {
    message: `Error while trying to authenticate to ${connectorName}`,
    detail,
  });
}

/**
 * A method no route takes at a path: 405 with `Allow` listing the methods the route table takes
 * there, or 404 where no route is. Hono's fallback and the server's own refusals (methods a web
 * `Request` cannot carry, methods Node's parser rejects) answer through it alike.
 */
export function methodRefusal(method: string, allowed: readonly string[]): LintelError {
  if (allowed.length === 0) return new LintelError('ERROR_NOT_FOUND');
  return new LintelError('ERROR_METHOD_NOT_ALLOWED', {
    message: `Method ${method} not allowed`,
    headers: { Allow: allowed.join(', ') },
  });
}

/** `apiName` is the API's display name, e.g. `Point of Sale`. */
export function noActiveConnection(apiName: string): LintelError {
  return new LintelError('ERROR_NO_ACTIVE_CONNECTION', {
    message: `The consumer has no active connection for the ${apiName} API`,
  });
}

/**
 * The catalogued error behind `error`, unwrapping GraphQL's `originalError` chain; undefined
 * for anything unexpected (which each surface masks as ERROR_INTERNAL).
 */
export function findLintelError(error: unknown): LintelError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof LintelError) return current;
    current = (current as { originalError?: unknown }).originalError;
  }
  return undefined;
}
