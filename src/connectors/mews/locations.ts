import {
  type Page,
  type PageRequest,
  type PmsAddress,
  type PmsLocation,
  pageOffset,
} from '../../model/index.js';
import { toAlpha2 } from '../countries.js';
import type { MewsContextCache } from './configuration.js';
import type { MewsHandlers } from './connection.js';
import type { MewsConfiguration, MewsEnterprise } from './types.js';

type MewsAddress = MewsEnterprise['Address'] | MewsConfiguration['Enterprise']['Address'];

export function toPmsAddress(
  address: MewsAddress,
  name: string | null,
  type: string | null = null,
): PmsAddress | null {
  if (!address) return null;
  return {
    address_type: type,
    name,
    street: [address.Line1, address.Line2].filter(Boolean).join(', ') || null,
    number: null,
    box: null,
    city: address.City ?? null,
    postal_code: address.PostalCode ?? null,
    country: toAlpha2(address.CountryCode),
  };
}

/** An enterprise (a property) as a PMS location; `raw` is the Mews record. */
export function toPmsLocation(
  enterprise: Pick<MewsEnterprise, 'Id' | 'Name' | 'TimeZoneIdentifier' | 'Address'>,
): PmsLocation {
  const name = enterprise.Name ?? enterprise.Id;
  return {
    id: enterprise.Id,
    name,
    timezone: enterprise.TimeZoneIdentifier ?? null,
    address: toPmsAddress(enterprise.Address, name),
    raw: enterprise,
  };
}

/**
 * `pms.locations.list`: the token's enterprise from `configuration/get`; for a portfolio token
 * (`Enterprise.IsPortfolio`), the properties it reaches from enterprises/getAll
 * (operations/enterprises.md), all pages; both cached with the tax environment.
 */
export async function listLocations(
  contexts: MewsContextCache,
  page: PageRequest,
): Promise<Page<PmsLocation>> {
  const context = await contexts.get();
  const enterprises = context.enterprise.IsPortfolio
    ? context.enterprises
    : [{ ...context.enterprise, Name: context.enterprise.Name ?? context.enterprise.Id }];
  const offset = pageOffset(page);
  return {
    items: enterprises.slice(offset, offset + page.size).map(toPmsLocation),
    total: enterprises.length,
    page: page.page,
    size: page.size,
  };
}

export const handlers = {
  'pms.locations.list': (m) => (page) => listLocations(m.contexts, page),
} satisfies MewsHandlers;
