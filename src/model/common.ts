import { z } from 'zod';
import { type AnyResource, createNamedRegistry, graphql, resource } from './declare.js';

export const apis = ['invoicing', 'pos', 'pms', 'accounting'] as const;
export type Api = (typeof apis)[number];

/** Chift's names of the APIs, as `GET /integrations` and connection items report them. */
export const apiDisplayNames = {
  invoicing: 'Invoicing',
  pos: 'Point of Sale',
  pms: 'Property Management System',
  accounting: 'Accounting',
} as const satisfies Record<Api, string>;

/** Lintel's technical id of a record: a string, an `ID` in GraphQL. */
export const id = (description: string) => graphql(z.string().describe(description), { type: 'ID' });

/**
 * The vendor's id of a record: REST's `id`, GraphQL's `remoteId` (GraphQL's `id` is a global id,
 * or absent for a record's parts, so that client caches never merge two consumers' records).
 */
export const remoteId = (description: string) =>
  graphql(z.string().describe(description), { name: 'remoteId', type: 'String' });

/** The vendor's id of another record, served in GraphQL beside the record itself. */
export function reference<T extends z.ZodType>(
  schema: T,
  target: { field: string; operation: string; description: string },
): T {
  return graphql(schema, { reference: target });
}

export const ref = resource('Ref', 'Technical id and entity name of a record in the connected software', {
  id: graphql(z.string().nullable().describe('Id of the record in the connected software'), {
    name: 'remoteId',
  }),
  model: z.string().nullable().describe('Name of the entity in the connected software'),
});
export type Ref = z.infer<typeof ref>;

export const ownerRef = resource('OwnerRef', 'A user of the connected software who owns a record', {
  id: graphql(z.string().nullable().describe('Id of the user in the connected software'), {
    name: 'remoteId',
  }),
  model: z.string().nullable().describe('Name of the entity in the connected software'),
  name: z.string().nullable().describe('Display name of the user'),
});
export type OwnerRef = z.infer<typeof ownerRef>;

/** `T` with `null` values read as "left out" (write bodies accept both; connectors see one). */
export type Absent<T> = { [K in keyof T]: Exclude<T[K], null> };

/** Drops the null and undefined entries of a write body (see `Absent`). */
export function withoutAbsent<T extends Record<string, unknown>>(body: T): Absent<T> {
  return Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== null && v !== undefined),
  ) as Absent<T>;
}

/** A record as served by a connector, with the vendor's own payload for `x-chift-raw-data`. */
export interface WithRaw {
  raw?: unknown;
}

// ---- paging: bounds and defaults live here and nowhere else -------------------------------

export const PAGE_DEFAULT = 1;
export const SIZE_DEFAULT = 50;
export const SIZE_MAX = 100;

/** The paging parameters every list takes (contract §1): page >= 1, 1 <= size <= 100. */
export const paging = z.object({
  page: z.int().min(1).default(PAGE_DEFAULT).describe('Page number, from 1'),
  size: z.int().min(1).max(SIZE_MAX).default(SIZE_DEFAULT).describe(`Items per page, 1 to ${SIZE_MAX}`),
});

export interface PageRequest {
  page: number;
  size: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}

export function pageOffset(request: PageRequest): number {
  return (request.page - 1) * request.size;
}

const pages = createNamedRegistry<AnyResource>('The page envelope of');

/** The page envelope `{items, total, page, size}` of a listed resource, named `<Item>Page` (once). */
export function pageOf(name: string, item: z.ZodType): AnyResource {
  return pages(name, item, () =>
    resource(`${name}Page`, `One page of ${name} records`, {
      items: z.array(item).describe('The records of this page'),
      total: z.int().min(0).describe('Number of records across all pages'),
      page: z.int().min(1).describe('This page number'),
      size: z.int().min(1).describe('The requested page size'),
    }),
  );
}

/**
 * A yes/no query parameter: Chift's `BoolParam` (`true`/`false` as text) in REST, a `Boolean` in
 * GraphQL; both arrive as a boolean.
 */
export function boolParam(description: string) {
  return graphql(
    z
      .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
      .describe(description),
    { type: 'Boolean' },
  );
}
