import { type Page, type PageRequest, type PosLocation, pageOffset } from '../../model/index.js';
import type { SquareClient } from './client.js';
import type { SquareHandlers } from './connection.js';
import { listLocationsResponseSchema, locationSchema, type SquareLocation } from './types.js';

/** A vendor record as parsed, with the untouched JSON Square sent (for `raw`). */
export interface Parsed<T> {
  record: T;
  raw: unknown;
}

/**
 * Every location of the seller.
 * Square: ListLocations, `GET /v2/locations`
 * (https://developer.squareup.com/reference/square/locations-api/list-locations); permission
 * MERCHANT_PROFILE_READ.
 * Pitfalls: no paging (all locations in one answer, inactive ones included, sorted by name);
 * `timezone` is the IANA zone of the location's business day.
 */
export function listLocations(client: SquareClient): Promise<Parsed<SquareLocation>[]> {
  const what = 'list locations (MERCHANT_PROFILE_READ)';
  return client.call('GET', '/v2/locations', undefined, what, (answer) => {
    const body = client.parse(listLocationsResponseSchema, answer, what);
    return client.records(locationSchema, body.locations, 'Location', 'locations');
  });
}

/** A Square location → a POS location; `raw` is Square's location as sent. */
export function toPosLocation(parsed: Parsed<SquareLocation>): PosLocation {
  const location = parsed.record;
  const address = location.address;
  const street = [address?.address_line_1, address?.address_line_2].filter(Boolean).join(', ');
  return {
    id: location.id,
    name: location.name ?? location.id,
    timezone: location.timezone ?? null,
    address: address
      ? {
          street: street || null,
          city: address.locality ?? null,
          postal_code: address.postal_code ?? null,
          country: address.country ?? location.country ?? null,
        }
      : null,
    raw: parsed.raw,
  };
}

/** `pos.locations.list`: every location (ListLocations has no paging), sliced into pages. */
export function createLocationListing(seller: { locations(): Promise<Parsed<SquareLocation>[]> }) {
  return async (page: PageRequest): Promise<Page<PosLocation>> => {
    const all = await seller.locations();
    const offset = pageOffset(page);
    return {
      items: all.slice(offset, offset + page.size).map(toPosLocation),
      total: all.length,
      page: page.page,
      size: page.size,
    };
  };
}

export const handlers = {
  'pos.locations.list': (s) => createLocationListing(s.seller),
} satisfies SquareHandlers;
