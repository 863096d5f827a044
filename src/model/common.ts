import { z } from 'zod';

export const apis = ['invoicing', 'pos', 'pms'] as const;
export type Api = (typeof apis)[number];

/** Chift's names of the APIs, as `GET /integrations` reports them. */
export const apiDisplayNames: Record<Api, string> = {
  invoicing: 'Invoicing',
  pos: 'Point of Sale',
  pms: 'Property Management System',
};

/** Technical id and entity name of a record in the connected software. */
export interface Ref {
  id: string | null;
  model: string | null;
}

export interface OwnerRef extends Ref {
  name: string | null;
}

/** A postal address (spec 2.8, partner address; also used for invoicing contacts). */
export interface Address {
  address_type: string | null;
  name: string | null;
  street: string | null;
  number: string | null;
  box: string | null;
  city: string | null;
  postal_code: string | null;
  country: string | null;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export interface PageRequest {
  page: number;
  size: number;
}

/** Paging bounds shared by every list (contract §1): page >= 1, 1 <= size <= 100. */
export const PAGE_DEFAULT = 1;
export const SIZE_DEFAULT = 50;
export const SIZE_MAX = 100;

export const pageSchema = z.int().min(1);
export const sizeSchema = z.int().min(1).max(SIZE_MAX);

export function pageOffset(request: PageRequest): number {
  return (request.page - 1) * request.size;
}

/** A record as served by a connector, with the vendor's own payload for `x-chift-raw-data`. */
export interface WithRaw {
  raw?: unknown;
}

/** Calendar date `YYYY-MM-DD`. */
export const dateSchema = z.iso.date();
