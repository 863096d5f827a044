import { createHash } from 'node:crypto';

/**
 * The point-of-sale endpoints of the fake Square (server.ts routes here): Locations, Orders,
 * Payments and Refunds, Customers, SearchCatalogObjects and RetrieveTokenStatus, as Square's
 * OpenAPI document (`square/connect-api-specification` api.json) describes them, with the limits
 * Square enforces: at most 10 `location_ids` a SearchOrders call, a `closed_at` filter only with
 * `sort_field: CLOSED_AT`, at most 100 ids a batch retrieve, page sizes (orders 500 by default and
 * at most 1000, payments/refunds/customers at most 100, catalog search 100 by default and at most
 * 1000), opaque cursors while pages remain, `idempotency_key` de-duplication on CreateCustomer and
 * UpdateOrder, `version` checks and no update of a COMPLETED or CANCELED order, and a 403
 * INSUFFICIENT_SCOPES for a token without the permission an endpoint needs.
 */

type Json = Record<string, any>;

export interface SquarePosState {
  locations: Json[];
  orders: Json[];
  payments: Json[];
  refunds: Json[];
  customers: Json[];
  /**
   * The permissions of a token (RetrieveTokenStatus `scopes`); a token not here holds them all.
   * `null`: Square lists none for it (answered without `scopes`).
   */
  scopes: Map<string, string[] | null>;
  /** CreateCustomer and UpdateOrder idempotency keys → the request body and the answer. */
  idempotency: Map<string, { body: string; answer: Json }>;
  /** Customers CreateCustomer made (a retry with the same key makes none). */
  created: number;
}

export const ALL_SCOPES = [
  'MERCHANT_PROFILE_READ',
  'ORDERS_READ',
  'ORDERS_WRITE',
  'PAYMENTS_READ',
  'CUSTOMERS_READ',
  'CUSTOMERS_WRITE',
  'ITEMS_READ',
];

export function emptyPosState(): SquarePosState {
  return {
    locations: [],
    orders: [],
    payments: [],
    refunds: [],
    customers: [],
    scopes: new Map(),
    idempotency: new Map(),
    created: 0,
  };
}

export interface PosRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Json | undefined;
  rawBody: string;
  token: string;
}

export interface PosAnswer {
  status: number;
  body: unknown;
}

const error = (
  status: number,
  category: string,
  code: string,
  detail: string,
  field?: string,
): PosAnswer => ({
  status,
  body: { errors: [{ category, code, detail, ...(field ? { field } : {}) }] },
});
const invalid = (code: string, detail: string, field?: string) =>
  error(400, 'INVALID_REQUEST_ERROR', code, detail, field);
const notFound = (detail: string) => error(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', detail);

const encodeCursor = (offset: number, query: string) =>
  Buffer.from(JSON.stringify({ offset, query })).toString('base64url');
/** A cursor is bound to the query that made it (Square refuses a cursor with another query). */
function decodeCursor(cursor: string, query: string): number | undefined {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as {
      offset: number;
      query: string;
    };
    return value.query === query && Number.isInteger(value.offset) ? value.offset : undefined;
  } catch {
    return undefined;
  }
}

/** One page of `all` from `cursor`, `limit` at a time; a cursor only while pages remain. */
function paged(
  all: Json[],
  cursor: string | null | undefined,
  limit: number,
  queryKey: string,
): PosAnswer | { items: Json[]; cursor?: string } {
  const offset = cursor ? decodeCursor(cursor, queryKey) : 0;
  if (offset === undefined) return invalid('INVALID_CURSOR', 'The pagination cursor is invalid.', 'cursor');
  const items = all.slice(offset, offset + limit);
  const next = offset + limit;
  return { items, ...(next < all.length ? { cursor: encodeCursor(next, queryKey) } : {}) };
}
/** The query a cursor belongs to: the body without its cursor. */
function queryOf(body: Json): string {
  const { cursor: _cursor, ...rest } = body;
  return JSON.stringify(rest);
}
const isAnswer = (value: unknown): value is PosAnswer =>
  typeof value === 'object' && value !== null && 'status' in value;

const inWindow = (value: string | undefined, start?: string, end?: string) => {
  if (!value) return false;
  const t = Date.parse(value);
  return (start === undefined || t >= Date.parse(start)) && (end === undefined || t < Date.parse(end));
};

/** The permission each route needs (Square's OAuth scopes in api.json `security`). */
function scopeOf(method: string, path: string): string | undefined {
  if (path === '/v2/locations') return 'MERCHANT_PROFILE_READ';
  if (path.startsWith('/v2/orders')) return method === 'PUT' ? 'ORDERS_WRITE' : 'ORDERS_READ';
  if (path === '/v2/payments' || path === '/v2/refunds') return 'PAYMENTS_READ';
  if (path === '/v2/customers' && method === 'POST') return 'CUSTOMERS_WRITE';
  if (path.startsWith('/v2/customers')) return 'CUSTOMERS_READ';
  if (path.startsWith('/v2/catalog')) return 'ITEMS_READ';
  return undefined;
}

/** Whether `token` holds `scope`. */
export function holds(state: SquarePosState, token: string, scope: string): boolean {
  const scopes = state.scopes.get(token);
  return scopes === undefined || scopes === null || scopes.includes(scope);
}

/** The answer of a POS route, or undefined when the path is not one of them. */
export function answerPos(state: SquarePosState, request: PosRequest): PosAnswer | undefined {
  const { method, path, query } = request;
  const body = request.body ?? {};
  const scope = scopeOf(method, path);
  if (scope && !holds(state, request.token, scope)) {
    return error(
      403,
      'AUTHENTICATION_ERROR',
      'INSUFFICIENT_SCOPES',
      `The merchant has not given your application sufficient permissions to do that. The following permissions are required: ${scope}.`,
    );
  }

  // RetrieveTokenStatus
  if (method === 'POST' && path === '/oauth2/token/status') {
    const scopes = state.scopes.get(request.token);
    return {
      status: 200,
      body: {
        client_id: 'sq0idp-fake-client',
        merchant_id: '3MYCJG5GVYQ8Q',
        ...(scopes === null ? {} : { scopes: scopes ?? ALL_SCOPES }),
      },
    };
  }

  // ListLocations: every location at once, no paging.
  if (method === 'GET' && path === '/v2/locations') {
    return { status: 200, body: state.locations.length ? { locations: state.locations } : {} };
  }

  // SearchOrders
  if (method === 'POST' && path === '/v2/orders/search') {
    const ids: unknown = body['location_ids'];
    if (!Array.isArray(ids) || ids.length === 0) {
      return invalid('ARRAY_EMPTY', 'At least one location_id is required.', 'location_ids');
    }
    if (ids.length > 10) {
      return invalid(
        'ARRAY_LENGTH_TOO_LONG',
        `Array location_ids must contain at most 10 elements, but contains ${ids.length} elements.`,
        'location_ids',
      );
    }
    const limit = body['limit'] ?? 500;
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
      return invalid('VALUE_TOO_HIGH', 'limit must be between 1 and 1000.', 'limit');
    }
    const filter: Json = body['query']?.['filter'] ?? {};
    const sort: Json = body['query']?.['sort'] ?? {};
    const timeFilter: Json = filter['date_time_filter'] ?? {};
    const timeFields = Object.keys(timeFilter);
    if (timeFields.length > 1) {
      return invalid(
        'BAD_REQUEST',
        'Only one date_time_filter field can be set.',
        'query.filter.date_time_filter',
      );
    }
    const timeField = timeFields[0];
    const sortField = String(sort['sort_field'] ?? 'CREATED_AT').toLowerCase();
    if (timeField && `${sortField}` !== timeField) {
      return invalid(
        'BAD_REQUEST',
        `The ${timeField} date_time_filter requires sort_field ${timeField.toUpperCase()}.`,
        'query.sort.sort_field',
      );
    }
    const states: string[] | undefined = filter['state_filter']?.['states'];
    const customers: string[] | undefined = filter['customer_filter']?.['customer_ids'];
    const range: Json = timeField ? timeFilter[timeField] : {};
    const matching = state.orders
      .filter((o) => ids.includes(o['location_id']))
      .filter((o) => !states || states.includes(o['state']))
      .filter((o) => !customers || customers.includes(o['customer_id']))
      .filter((o) => !timeField || inWindow(o[timeField], range['start_at'], range['end_at']))
      .sort((a, b) => {
        const x = Date.parse(a[sortField] ?? a['created_at']);
        const y = Date.parse(b[sortField] ?? b['created_at']);
        return sort['sort_order'] === 'DESC' ? y - x : x - y;
      });
    const page = paged(matching, body['cursor'], limit, queryOf(body));
    if (isAnswer(page)) return page;
    const key = body['return_entries'] ? 'order_entries' : 'orders';
    const items = body['return_entries']
      ? page.items.map((o) => ({ location_id: o['location_id'], order_id: o['id'], version: o['version'] }))
      : page.items;
    return {
      status: 200,
      body: { ...(items.length ? { [key]: items } : {}), ...(page.cursor ? { cursor: page.cursor } : {}) },
    };
  }

  // BatchRetrieveOrders: unknown ids are left out, not errors.
  if (method === 'POST' && path === '/v2/orders/batch-retrieve') {
    const ids: unknown = body['order_ids'];
    if (!Array.isArray(ids) || ids.length === 0)
      return invalid('ARRAY_EMPTY', 'order_ids is required.', 'order_ids');
    if (ids.length > 100) {
      return invalid(
        'ARRAY_LENGTH_TOO_LONG',
        'A maximum of 100 orders can be retrieved per request.',
        'order_ids',
      );
    }
    const orders = state.orders.filter(
      (o) => ids.includes(o['id']) && (!body['location_id'] || o['location_id'] === body['location_id']),
    );
    return { status: 200, body: orders.length ? { orders } : {} };
  }

  const orderPath = /^\/v2\/orders\/([^/]+)$/.exec(path);
  if (orderPath && (method === 'GET' || method === 'PUT')) {
    const id = decodeURIComponent(orderPath[1]!);
    const order = state.orders.find((o) => o['id'] === id);
    if (!order) return notFound(`Order ${id} not found.`);
    if (method === 'GET') return { status: 200, body: { order } };
    // UpdateOrder
    const key = body['idempotency_key'];
    if (typeof key === 'string') {
      const seen = state.idempotency.get(`order:${key}`);
      if (seen) {
        return seen.body === request.rawBody
          ? { status: 200, body: seen.answer }
          : invalid(
              'IDEMPOTENCY_KEY_REUSED',
              'The idempotency key was used with another request.',
              'idempotency_key',
            );
      }
    }
    const sparse: Json = body['order'] ?? {};
    if (sparse['version'] !== order['version']) {
      return invalid(
        'VERSION_MISMATCH',
        `Order version ${sparse['version']} is not the latest (${order['version']}).`,
        'order.version',
      );
    }
    if (order['state'] === 'COMPLETED' || order['state'] === 'CANCELED') {
      return invalid('BAD_REQUEST', `An order in state ${order['state']} cannot be updated.`, 'order');
    }
    for (const [field, value] of Object.entries(sparse)) if (field !== 'version') order[field] = value;
    for (const field of (body['fields_to_clear'] as string[] | undefined) ?? []) delete order[field];
    order['version'] = (order['version'] ?? 1) + 1;
    order['updated_at'] = new Date().toISOString();
    const answer = { order };
    if (typeof key === 'string') state.idempotency.set(`order:${key}`, { body: request.rawBody, answer });
    return { status: 200, body: answer };
  }

  // ListPayments / ListPaymentRefunds
  if (method === 'GET' && (path === '/v2/payments' || path === '/v2/refunds')) {
    const payments = path === '/v2/payments';
    const limit = Number(query.get('limit') ?? 100);
    const begin = query.get('begin_time') ?? undefined;
    const end = query.get('end_time') ?? undefined;
    for (const [name, value] of [
      ['begin_time', begin],
      ['end_time', end],
    ] as const) {
      if (value !== undefined && Number.isNaN(Date.parse(value))) {
        return invalid('INVALID_TIME', `${name} is not an RFC 3339 time.`, name);
      }
    }
    // Payments: the main (first) location unless one is named; refunds: every location.
    const location = query.get('location_id') ?? (payments ? state.locations[0]?.['id'] : undefined);
    const desc = (query.get('sort_order') ?? 'DESC') !== 'ASC';
    const all = (payments ? state.payments : state.refunds)
      .filter((p) => location === undefined || p['location_id'] === location)
      .filter((p) => inWindow(p['created_at'], begin, end))
      .sort((a, b) => (Date.parse(a['created_at']) - Date.parse(b['created_at'])) * (desc ? -1 : 1));
    const queryKey = [...query.entries()]
      .filter(([k]) => k !== 'cursor')
      .sort()
      .join('&');
    const page = paged(all, query.get('cursor'), limit > 100 || limit < 1 ? 100 : limit, queryKey);
    if (isAnswer(page)) return page;
    const key = payments ? 'payments' : 'refunds';
    return {
      status: 200,
      body: {
        ...(page.items.length ? { [key]: page.items } : {}),
        ...(page.cursor ? { cursor: page.cursor } : {}),
      },
    };
  }

  // SearchCustomers
  if (method === 'POST' && path === '/v2/customers/search') {
    const limit = body['limit'] ?? 100;
    if (!Number.isInteger(limit) || limit < 1)
      return invalid('VALUE_TOO_LOW', 'limit must be at least 1.', 'limit');
    if (limit > 100) return invalid('VALUE_TOO_HIGH', 'limit must be at most 100.', 'limit');
    const filter: Json = body['query']?.['filter'] ?? {};
    const text = (value: unknown) => String(value ?? '').toLowerCase();
    const match = (field: string, rule: Json | undefined) => (c: Json) => {
      if (!rule) return true;
      if (rule['exact'] !== undefined) return text(c[field]) === text(rule['exact']);
      if (rule['fuzzy'] !== undefined) return text(c[field]).includes(text(rule['fuzzy']));
      return true;
    };
    const all = state.customers
      .filter(match('email_address', filter['email_address']))
      .filter(match('phone_number', filter['phone_number']))
      .filter(match('reference_id', filter['reference_id']))
      .sort(
        (a, b) =>
          text(a['given_name']).localeCompare(text(b['given_name'])) ||
          text(a['family_name']).localeCompare(text(b['family_name'])) ||
          String(a['id']).localeCompare(String(b['id'])),
      );
    const page = paged(all, body['cursor'], limit, queryOf(body));
    if (isAnswer(page)) return page;
    return {
      status: 200,
      body: {
        ...(page.items.length ? { customers: page.items } : {}),
        ...(page.cursor ? { cursor: page.cursor } : {}),
      },
    };
  }

  // BulkRetrieveCustomers
  if (method === 'POST' && path === '/v2/customers/bulk-retrieve') {
    const ids: unknown = body['customer_ids'];
    if (!Array.isArray(ids) || ids.length === 0)
      return invalid('ARRAY_EMPTY', 'customer_ids is required.', 'customer_ids');
    if (ids.length > 100)
      return invalid('ARRAY_LENGTH_TOO_LONG', 'At most 100 customer_ids.', 'customer_ids');
    const responses: Json = {};
    for (const id of ids as string[]) {
      const customer = state.customers.find((c) => c['id'] === id);
      responses[id] = customer
        ? { customer }
        : {
            errors: [
              {
                category: 'INVALID_REQUEST_ERROR',
                code: 'NOT_FOUND',
                detail: `Customer with ID \`${id}\` not found.`,
              },
            ],
          };
    }
    return { status: 200, body: { responses } };
  }

  // RetrieveCustomer
  const customerPath = /^\/v2\/customers\/([^/]+)$/.exec(path);
  if (customerPath && method === 'GET') {
    const id = decodeURIComponent(customerPath[1]!);
    const customer = state.customers.find((c) => c['id'] === id);
    return customer ? { status: 200, body: { customer } } : notFound(`Customer with ID \`${id}\` not found.`);
  }

  // CreateCustomer
  if (method === 'POST' && path === '/v2/customers') {
    const key = body['idempotency_key'];
    if (key !== undefined && (typeof key !== 'string' || key.length > 45)) {
      return invalid(
        'VALUE_TOO_LONG',
        'idempotency_key must be a string of at most 45 characters.',
        'idempotency_key',
      );
    }
    if (typeof key === 'string') {
      const seen = state.idempotency.get(`customer:${key}`);
      if (seen) {
        return seen.body === request.rawBody
          ? { status: 200, body: seen.answer }
          : invalid(
              'IDEMPOTENCY_KEY_REUSED',
              'The idempotency key was used with another request.',
              'idempotency_key',
            );
      }
    }
    if (
      !['given_name', 'family_name', 'company_name', 'email_address', 'phone_number'].some((f) => body[f])
    ) {
      return invalid(
        'BAD_REQUEST',
        'At least one of the following fields must be set: given_name, family_name, company_name, email_address, phone_number.',
      );
    }
    const now = new Date().toISOString();
    const { idempotency_key: _key, ...fields } = body;
    const customer: Json = {
      id: createHash('sha256')
        .update(`customer:${state.customers.length}:${now}:${key ?? ''}`)
        .digest('hex')
        .slice(0, 26)
        .toUpperCase(),
      created_at: now,
      updated_at: now,
      ...fields,
      preferences: { email_unsubscribed: false },
      creation_source: 'THIRD_PARTY',
      version: 0,
    };
    state.customers.push(customer);
    state.created++;
    const answer = { customer };
    if (typeof key === 'string') state.idempotency.set(`customer:${key}`, { body: request.rawBody, answer });
    return { status: 200, body: answer };
  }

  return undefined;
}

/**
 * SearchCatalogObjects over `objects` (the fake's catalogue): `object_types`, `limit` (default
 * 100, at most 1000), cursor; deleted objects only when `include_deleted_objects`.
 */
export function searchCatalog(objects: Json[], request: PosRequest): PosAnswer {
  const body = request.body ?? {};
  const limit = body['limit'] ?? 100;
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    return invalid('VALUE_TOO_HIGH', 'limit must be between 1 and 1000.', 'limit');
  }
  const types: string[] | undefined = body['object_types'];
  const all = objects
    .filter((o) => !types || types.includes(o['type']))
    .filter((o) => body['include_deleted_objects'] || o['is_deleted'] !== true);
  const page = paged(all, body['cursor'], limit, queryOf(body));
  if (isAnswer(page)) return page;
  return {
    status: 200,
    body: {
      ...(page.items.length ? { objects: page.items } : {}),
      ...(page.cursor ? { cursor: page.cursor } : {}),
    },
  };
}
