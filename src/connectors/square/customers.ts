import { LintelError } from '../../errors.js';
import {
  type Page,
  type PageRequest,
  type PosCreateCustomer,
  type PosCustomer,
  type PosCustomerFilter,
  pageOffset,
} from '../../model/index.js';
import { type SquareClient, squareIdempotencyKey } from './client.js';
import type { SquareHandlers } from './connection.js';
import type { Parsed } from './locations.js';
import {
  bulkRetrieveCustomersResponseSchema,
  customerResponseSchema,
  customerSchema,
  type SquareCustomer,
  searchCustomersResponseSchema,
} from './types.js';

/** BulkRetrieveCustomers takes at most 100 ids a call. */
export const CUSTOMERS_PER_BATCH = 100;

/**
 * Every customer matching `filter` (exact email, exact phone), sorted by Square (given name,
 * family name).
 * Square: SearchCustomers, `POST /v2/customers/search`
 * (https://developer.squareup.com/reference/square/customers-api/search-customers); CUSTOMERS_READ.
 * Pitfalls: `limit` 1..100 (more is a 400 VALUE_TOO_HIGH, not a clamp); no total; no search by
 * name (the caller filters names itself); newly created customers may take seconds to appear.
 */
export function searchCustomers(
  client: SquareClient,
  filter: { email?: string | undefined; phone?: string | undefined },
): Promise<Parsed<SquareCustomer>[]> {
  const what = 'search customers (CUSTOMERS_READ)';
  const squareFilter = {
    ...(filter.email ? { email_address: { exact: filter.email } } : {}),
    ...(filter.phone ? { phone_number: { exact: filter.phone } } : {}),
  };
  return client.walk(what, (cursor) =>
    client.call(
      'POST',
      '/v2/customers/search',
      {
        limit: 100,
        ...(cursor !== undefined ? { cursor } : {}),
        ...(Object.keys(squareFilter).length ? { query: { filter: squareFilter } } : {}),
      },
      what,
      (answer) => {
        const body = client.parse(searchCustomersResponseSchema, answer, what);
        return {
          records: client.records(customerSchema, body.customers, 'Customer', 'customers'),
          cursor: body.cursor || undefined,
        };
      },
    ),
  );
}

/**
 * The customers of `ids`, each found or an ERROR_API_RESOURCE_NOT_FOUND, in order.
 * Square: BulkRetrieveCustomers, `POST /v2/customers/bulk-retrieve`
 * (https://developer.squareup.com/reference/square/customers-api/bulk-retrieve-customers);
 * CUSTOMERS_READ.
 * Pitfalls: at most 100 ids a call; the answer is a map keyed by id, each `{customer}` or
 * `{errors}` (NOT_FOUND), so one unknown id does not fail the others.
 */
export async function bulkRetrieveCustomers(
  client: SquareClient,
  ids: readonly string[],
): Promise<(Parsed<SquareCustomer> | Error)[]> {
  const what = 'retrieve customers (CUSTOMERS_READ)';
  const unique = [...new Set(ids)];
  const found = new Map<string, Parsed<SquareCustomer> | Error>();
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += CUSTOMERS_PER_BATCH)
    batches.push(unique.slice(i, i + CUSTOMERS_PER_BATCH));
  await Promise.all(
    batches.map((batch) =>
      client.call('POST', '/v2/customers/bulk-retrieve', { customer_ids: batch }, what, (answer) => {
        const body = client.parse(bulkRetrieveCustomersResponseSchema, answer, what);
        for (const id of batch) {
          const entry = body.responses?.[id];
          const record =
            entry?.customer === undefined
              ? undefined
              : client.fits(customerSchema, entry.customer, 'Customer', `responses.${id}.customer`);
          found.set(
            id,
            record
              ? { record, raw: entry!.customer }
              : new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { detail: `Square has no customer ${id}` }),
          );
        }
      }),
    ),
  );
  return ids.map((id) => found.get(id)!);
}

export interface SquareCustomerInput {
  given_name: string;
  family_name: string;
  email_address?: string;
  phone_number?: string;
  address?: Record<string, string>;
}

/**
 * Creates a customer; the same `idempotencyKey` again answers the customer made the first time.
 * Square: CreateCustomer, `POST /v2/customers`
 * (https://developer.squareup.com/reference/square/customers-api/create-customer); CUSTOMERS_WRITE.
 * Pitfalls: `idempotency_key` at most 45 characters; the same key with another body is a 400
 * IDEMPOTENCY_KEY_REUSED; Square does not refuse duplicates by email or phone.
 */
export function createCustomer(
  client: SquareClient,
  input: SquareCustomerInput,
  idempotencyKey: string,
): Promise<Parsed<SquareCustomer>> {
  const what = 'create a customer (CUSTOMERS_WRITE)';
  return client.call(
    'POST',
    '/v2/customers',
    { idempotency_key: idempotencyKey, ...input },
    what,
    (answer) => {
      const raw = client.parse(customerResponseSchema, answer, what).customer;
      return { record: client.parse(customerSchema, raw, what, ['customer']), raw };
    },
  );
}

/** A Square customer → a POS customer; `raw` is Square's customer as sent. */
export function toPosCustomer(parsed: Parsed<SquareCustomer>): PosCustomer {
  const c = parsed.record;
  const name = [c.given_name, c.family_name].filter(Boolean).join(' ') || c.company_name || c.nickname || '';
  const a = c.address;
  const street = [a?.address_line_1, a?.address_line_2].filter(Boolean).join(', ');
  // Square's `birthday` is YYYY-MM-DD, or 0000-MM-DD when the year is unknown (not a date then).
  const birthdate = c.birthday && /^[1-9]\d{3}-\d{2}-\d{2}$/.test(c.birthday) ? c.birthday : null;
  return {
    id: c.id,
    first_name: c.given_name ?? null,
    last_name: c.family_name ?? null,
    name,
    phone: c.phone_number ?? null,
    email: c.email_address ?? null,
    created_on: c.created_at ?? null,
    addresses: a
      ? [
          {
            street: street || null,
            city: a.locality ?? null,
            postal_code: a.postal_code ?? null,
            country: a.country ?? null,
          },
        ]
      : [],
    loyalty: null,
    birthdate,
    raw: parsed.raw,
  };
}

/**
 * `pos.customers.list`: Square filters `email` and `phone` (exact); `search` (name, email or
 * phone containing it, any case) is applied here, Square having no search by name.
 */
export function createCustomerListing(client: SquareClient) {
  return async (page: PageRequest, filter: PosCustomerFilter): Promise<Page<PosCustomer>> => {
    const found = await searchCustomers(client, { email: filter.email, phone: filter.phone });
    const needle = filter.search?.toLowerCase();
    const all = needle
      ? found.filter(({ record: c }) =>
          [
            c.given_name,
            c.family_name,
            `${c.given_name ?? ''} ${c.family_name ?? ''}`,
            c.company_name,
            c.email_address,
            c.phone_number,
          ].some((v) => v?.toLowerCase().includes(needle)),
        )
      : found;
    const offset = pageOffset(page);
    return {
      items: all.slice(offset, offset + page.size).map(toPosCustomer),
      total: all.length,
      page: page.page,
      size: page.size,
    };
  };
}

/** `pos.customers.get`: one BulkRetrieveCustomers per 100 ids. */
export function createCustomerLookup(client: SquareClient) {
  return async (ids: readonly string[]): Promise<(PosCustomer | Error)[]> =>
    (await bulkRetrieveCustomers(client, ids)).map((c) => (c instanceof Error ? c : toPosCustomer(c)));
}

/**
 * `pos.customers.create`, with Square's `idempotency_key` derived from the write id: the same
 * request sent again answers the customer made the first time.
 */
export function createCustomerCreation(client: SquareClient) {
  return async (input: PosCreateCustomer, options: { writeId?: string } = {}): Promise<PosCustomer> => {
    const address = input.address;
    const line1 = address ? [address.street, address.number, address.box].filter(Boolean).join(' ') : '';
    const created = await createCustomer(
      client,
      {
        given_name: input.first_name,
        family_name: input.last_name,
        ...(input.email ? { email_address: input.email } : {}),
        ...(input.phone ? { phone_number: input.phone } : {}),
        ...(address
          ? {
              address: {
                ...(line1 ? { address_line_1: line1 } : {}),
                locality: address.city,
                postal_code: address.postal_code,
                ...(address.country ? { country: address.country } : {}),
              },
            }
          : {}),
      },
      squareIdempotencyKey(options.writeId),
    );
    return toPosCustomer(created);
  };
}

export const handlers = {
  'pos.customers.list': (s) => createCustomerListing(s.client),
  'pos.customers.get': (s) => createCustomerLookup(s.client),
  'pos.customers.create': (s) => createCustomerCreation(s.client),
} satisfies SquareHandlers;
