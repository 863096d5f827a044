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
  ERROR_CHIFT_AUTHENTICATION_ERROR: {
    status: 401,
    message: 'Not authenticated',
    detail:
      'Send Authorization: Bearer <access token>, the access_token POST /token answers for your client id, secret and account id',
  },
  ERROR_INSUFFICIENT_SCOPE: {
    status: 403,
    message: 'The token lacks the required scope',
    detail:
      'A token has the scopes of the API client it was issued to (a consumer token those it was given): use one that has this scope',
  },
  ERROR_ORIGIN_NOT_ALLOWED: {
    status: 403,
    message: 'Pages on this origin may not call the API: add the origin to LINTEL_CORS_ORIGINS',
    detail: 'Browsers may call Lintel from the origins listed in LINTEL_CORS_ORIGINS only',
  },
  ERROR_CONSUMER_NOT_FOUND: {
    status: 404,
    message: 'The specified consumer could not be found for this account',
    detail: 'No consumer of your account has this id: GET /consumers lists them',
  },
  ERROR_CONNECTION_NOT_FOUND: {
    status: 404,
    message: 'The specified connection could not be found for this consumer',
    detail:
      'The consumer has no connection with this id: GET /consumers/{consumer_id}/connections lists them',
  },
  ERROR_INTEGRATION_NOT_FOUND: {
    status: 404,
    message: 'The specified integration does not exist',
    detail: 'GET /integrations lists the integrations this server has',
  },
  ERROR_ACCOUNT_NOT_FOUND: {
    status: 404,
    message: 'The specified account could not be found',
    detail: 'No account has this id on this server',
  },
  ERROR_CLIENT_NOT_FOUND: {
    status: 404,
    message: 'The specified API client could not be found',
    detail: 'The account has no API client with this id',
  },
  ERROR_NOT_FOUND: {
    status: 404,
    message: 'Not found',
    detail: 'No route answers this path: GET /docs lists the API',
  },
  ERROR_NODE_NOT_FOUND: {
    status: 404,
    message: 'No object has this id for this account',
    detail: 'The id is not one this server gave your account, or its record is gone',
  },
  ERROR_METHOD_NOT_ALLOWED: {
    status: 405,
    message: 'Method not allowed',
    detail: 'The path exists, not with this method: the Allow header lists the methods it takes',
  },
  ERROR_NOT_ACCEPTABLE: {
    status: 406,
    message: 'No media type the Accept header allows can answer this',
    detail: 'Send an Accept header that allows application/json (or leave it out)',
  },
  ERROR_UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'The request body is in a media type not accepted here',
    detail: 'Send the body as JSON, with content-type: application/json',
  },
  ERROR_NO_ACTIVE_CONNECTION: {
    status: 400,
    message: 'The consumer has no active connection for this API',
    detail:
      'Connect the consumer to an integration of this API first: POST /consumers/{consumer_id}/connections',
  },
  ERROR_API_RESOURCE_NOT_FOUND: {
    status: 404,
    message: 'The requested resource could not be found',
    detail: 'The connected software has no record with this id: its list gives the ids',
  },
  ERROR_RESOURCE_NOT_SUPPORTED: {
    status: 405,
    message: 'The resource is not supported by this connector',
    detail:
      'The connected software of this connection does not offer this operation: GET /integrations shows what each one offers (operations_coverage)',
  },
  ERROR_CONNECTOR_AUTHENTICATION: {
    status: 502,
    message: 'Error while trying to authenticate to the connector',
    detail:
      'The connected software refused the stored credentials: update them with PATCH /consumers/{consumer_id}/connections/{connectionid}',
  },
  ERROR_CONNECTOR_REQUEST: {
    status: 400,
    message: 'Error while trying to perform your request',
    detail: 'The connected software failed or refused the request',
  },
  ERROR_INVALID_CREDENTIALS: {
    status: 400,
    message: 'The connection credentials are invalid',
    detail: 'Check the credentials: GET /integrations lists the keys each integration takes',
  },
  ERROR_BAD_REQUEST: {
    status: 400,
    message: 'Bad request',
    detail: 'The request cannot be served as sent: the message says what to change',
  },
  ERROR_VALIDATION: {
    status: 422,
    message: 'Validation error',
    detail: 'Some input is not valid',
  },
  ERROR_WEBHOOK_DUPLICATE: {
    status: 400,
    message: 'There is already an existing webhook with the same url and type',
    detail: 'Change the existing subscription (PATCH /webhooks/{webhookid}) rather than subscribing again',
  },
  ERROR_WEBHOOK_NOT_FOUND: {
    status: 404,
    message: 'The specified webhook could not be found for this account',
    detail: 'No webhook subscription of your account has this id: GET /webhooks lists them',
  },
  ERROR_WEBHOOK_LOG_NOT_FOUND: {
    status: 404,
    message: 'The specified webhook log could not be found',
    detail: 'The subscription has no delivery with this log id: GET /webhooks/{webhookid}/logs lists them',
  },
  ERROR_IDEMPOTENCY_CONFLICT: {
    status: 409,
    message: 'The idempotency key was already used with another request body',
    detail:
      'Send the same body to get the first answer again, or use a new x-chift-client-requestid for another write',
  },
  ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME: {
    status: 409,
    message: 'The outcome of the first request with this idempotency key is unknown',
    detail:
      'Check in the connected software whether the record exists before writing it again with a new key',
  },
  // The accounting writes' refusals, as Chift's document declares them (contract §10).
  ERROR_ACCOUNT_NUMBER_NOT_FOUND: {
    status: 404,
    message: 'A ledger account number used does not exist in the accounting software',
    detail: "GET …/accounting/chart-of-accounts lists the folder's accounts",
  },
  ERROR_JOURNAL_NOT_FOUND: {
    status: 404,
    message: 'The journal does not exist in the accounting software',
    detail: "GET …/accounting/journals lists the folder's journals",
  },
  ERROR_PARTNER_NOT_FOUND: {
    status: 404,
    message: 'The client or supplier does not exist in the accounting software',
    detail: 'GET …/accounting/clients and …/suppliers list them',
  },
  ERROR_TAX_CODE_NOT_FOUND: {
    status: 404,
    message: 'A tax code used does not exist in the accounting software',
    detail: "GET …/accounting/vat-codes lists the folder's VAT codes",
  },
  ERROR_ANALYTIC_ACCOUNT_NOT_FOUND: {
    status: 404,
    message: 'The analytic account does not exist in the accounting software',
    detail: 'GET …/accounting/analytic-accounts lists them',
  },
  ERROR_ANALYTIC_PLAN_NOT_FOUND: {
    status: 404,
    message: 'The analytic plan does not exist in the accounting software',
    detail: 'GET …/accounting/analytic-plans lists them',
  },
  ERROR_INVOICE_NOT_FOUND: {
    status: 404,
    message: 'The invoice does not exist in the accounting software',
    detail: 'GET …/accounting/invoices/type/{invoice_type} lists them',
  },
  ERROR_ENTRY_NOT_FOUND: {
    status: 404,
    message: 'The entry does not exist in the accounting software',
    detail: 'GET …/accounting/journal/entries lists the entries',
  },
  ERROR_EMPLOYEE_NOT_FOUND: {
    status: 404,
    message: 'The employee does not exist in the accounting software',
    detail: 'GET …/accounting/employees lists them',
  },
  ERROR_CURRENCY_NOT_FOUND: {
    status: 404,
    message: 'The currency is not known to the accounting software',
    detail: "Use an ISO 4217 code the folder's software has activated",
  },
  ERROR_OPERATION_NOT_BALANCED: {
    status: 400,
    message: 'The operation is not balanced: its debits and credits differ',
    detail: "Make the lines' debits and credits equal to the cent",
  },
  ERROR_ENTRY_NOT_BALANCED: {
    status: 422,
    message: 'The entry is not balanced: its debits and credits differ',
    detail: "Make the items' debits and credits equal to the cent",
  },
  ERROR_AMOUNTS_NOT_BALANCED: {
    status: 400,
    message: 'The amounts of the entries to match are not balanced',
    detail: 'Match entries whose amounts cancel out (an invoice and the payments of its total)',
  },
  ERROR_BOOKYEAR_NOT_FOUND: {
    status: 400,
    message: 'The accounting software has no book year for this date',
    detail: "GET …/accounting/bookyears lists the folder's book years",
  },
  ERROR_NO_INVOICE_LINE: {
    status: 400,
    message: 'The invoice has no line',
    detail: 'Send the invoice with at least one line',
  },
  ERROR_ZERO_INVOICE: {
    status: 400,
    message: "The invoice's untaxed amount is 0",
    detail: 'Send lines whose untaxed amounts do not add up to 0',
  },
  ERROR_NO_OPERATION_LINE: {
    status: 400,
    message: 'The operation has no line',
    detail: 'Send the operation with at least one line',
  },
  ERROR_JOURNAL_NOT_GOOD_SCOPE: {
    status: 400,
    message: 'The journal cannot be used for this kind of document',
    detail:
      "Use a journal of the document's kind (sales for a customer invoice, purchases for a supplier's…)",
  },
  ERROR_WRONG_ENTRY_TYPE: {
    status: 400,
    message: 'Entries of this kind cannot be written in this journal',
    detail: 'Use a sales or purchases journal',
  },
  ERROR_ENTRY_HAS_INVALID_STATUS: {
    status: 400,
    message: 'An entry does not have the status to be matched',
    detail: 'Only posted entries can be matched',
  },
  ERROR_ENTRY_HAS_NO_ACCOUNT_RECEIVABLE_PAYABLE: {
    status: 400,
    message: 'An entry has no receivable or payable line to match',
    detail: 'Match entries that have a customer or supplier line',
  },
  ERROR_MULTIPLE_PARTNERS: {
    status: 400,
    message: 'The entries to match belong to different clients or suppliers',
    detail: 'Match entries of one partner',
  },
  ERROR_MULTIPLE_GL_ACCOUNTS: {
    status: 400,
    message: 'The entries to match are on different receivable or payable accounts',
    detail: 'Match entries on one account',
  },
  ERROR_PARTNER_ALREADY_EXISTS: {
    status: 400,
    message: 'The client or supplier already exists in the accounting software',
    detail: 'Update it instead (PATCH), or create it with force_merge',
  },
  ERROR_JOURNAL_ALREADY_EXISTS: {
    status: 400,
    message: 'A journal with this code already exists',
    detail: 'Give the new journal a code no journal of the folder has',
  },
  ERROR_LEDGER_ACCOUNT_ALREADY_EXISTS: {
    status: 400,
    message: 'A ledger account with this number already exists',
    detail: 'Give the new account a number the chart of accounts does not have',
  },
  ERROR_ATTACHMENT_ALREADY_EXISTS: {
    status: 400,
    message: 'The invoice already has an attachment',
    detail: 'Send overwrite_existing=true to replace it',
  },
  ERROR_INVALID_BASE64_STRING: {
    status: 400,
    message: 'The document is not a base64 string of a PDF',
    detail: "Send the PDF's bytes in base64",
  },
  ERROR_INVOICE_NUMBER_ALREADY_USED: {
    status: 409,
    message: 'The invoice number is already used in the accounting software',
    detail: 'Send another invoice_number, or none to let the software number it',
  },
  ERROR_ANALYTIC_ACCOUNT_ALREADY_EXISTS: {
    status: 409,
    message: 'An analytic account with this code already exists',
    detail: 'Use another code, or update the existing account',
  },
  ERROR_UNTRUSTED_DOCUMENT: {
    status: 400,
    message: 'This server runs trusted documents only: send the documentId of an operation in its manifest',
    detail: 'Send {"documentId": "<hash>"} of an operation in the LINTEL_GRAPHQL_TRUSTED_DOCUMENTS manifest',
  },
  ERROR_CSRF_HEADER_MISSING: {
    status: 403,
    message:
      'Required CSRF header(s) not present: a GET or form-encoded POST to /graphql must carry the Authorization header (or X-GraphQL-Yoga-CSRF)',
    detail: 'Send the Authorization header, or POST the query as JSON',
  },
  ERROR_QUERY_TOO_COSTLY: {
    status: 400,
    message: 'The query asks for too many items',
    detail:
      'Ask for fewer items (a smaller first, fewer nested lists); the limit is LINTEL_GRAPHQL_MAX_ITEMS',
  },
  ERROR_RATE_LIMITED: {
    status: 429,
    message: 'Too many requests',
    detail: 'Wait as long as the Retry-After header says, then try again',
  },
  ERROR_PAYLOAD_TOO_LARGE: {
    status: 413,
    message: 'Request body too large',
    detail:
      'Send a smaller body: a request body may take at most 1 MB, a write carrying documents LINTEL_DOCUMENT_MAX_MB',
  },
  ERROR_HEADERS_TOO_LARGE: {
    status: 431,
    message: 'The request line and headers are larger than 16 KB: send long parameters in a POST body',
    detail: 'Send long parameters in a POST body',
  },
  ERROR_INTERNAL: {
    status: 500,
    message: 'Internal server error',
    detail: 'The server logged this failure with the request id (X-Request-Id): quote it when you report it',
  },
} as const satisfies Record<string, { status: number; message: string; detail: string }>;

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

/**
 * What the error body says in `detail`: the error's own, else its code's sentence from the
 * catalogue (what to do about it), so that no answer carries an empty `detail`.
 */
export function detailOf(error: LintelError): string | ValidationIssue[] {
  return error.detail === '' ? errorCatalogue[error.code].detail : error.detail;
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

const UNAUTHENTICATED_DETAIL = {
  'Not authenticated': errorCatalogue.ERROR_CHIFT_AUTHENTICATION_ERROR.detail,
  'Invalid token':
    'The bearer token is not one this server issued, or its API client was deleted or rotated since: get a new one (POST /token)',
  'Token expired':
    'Tokens last LINTEL_TOKEN_TTL_SECONDS (30 minutes by default): get a new one (POST /token)',
} as const;

/** The one answer to any wrong part of a client's credentials (which part is not revealed). */
export const CLIENT_CREDENTIALS_DETAIL =
  'No API client of this account has this clientId and clientSecret (a rotated secret stops working; check the accountId too)';

export function unauthenticated(message: keyof typeof UNAUTHENTICATED_DETAIL): LintelError {
  return new LintelError('ERROR_CHIFT_AUTHENTICATION_ERROR', {
    message,
    detail: UNAUTHENTICATED_DETAIL[message],
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
    detail: `This path takes ${allowed.join(', ')}`,
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
