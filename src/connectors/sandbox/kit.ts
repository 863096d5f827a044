import { createHash } from 'node:crypto';
import { LintelError, type ValidationIssue } from '../../errors.js';
import { type AnyResource, type Page, type PageRequest, pageOffset } from '../../model/index.js';
import type { HandlerMap } from '../connector.js';
import { fromStored, type StoredData } from './records.js';
import type { SandboxKind, SandboxRecord, SandboxRepository, SandboxWhere } from './types.js';

/**
 * What every resource of the Sandbox shares: the handlers' context (one connection's records and
 * the clock), paging, batch reads, ids derived from a write id, and the errors they answer.
 */

/** What one Sandbox connection's handlers share. */
export interface SandboxConnection {
  records: ConnectionRecords;
  /** Dates what the handlers write and tells which days are over (tests pin it). */
  clock: () => Date;
}

/** Handlers of Sandbox operations; a resource's `handlers.ts` exports its own. */
export type SandboxHandlers = HandlerMap<SandboxConnection>;

/** One API of the Sandbox (`<api>/index.ts`): its resources' handlers and seeds. */
export interface SandboxApi {
  handlers: SandboxHandlers;
  /**
   * The records a new connection starts with, dated from `now`, by resource: each resource's
   * `seed.ts` exports its own, listed in its order (`<api>/resources.ts` gathers them).
   */
  seeds: Record<string, (now: Date) => SandboxRecord[]>;
  /**
   * What of `now` the seed depends on: two instants with the same key give the same records, so
   * a seed made once is copied to every connection made under its key (`SandboxRepository.seed`).
   */
  seedKey(now: Date): string;
}

/**
 * `make` remembered for the last instant it was asked about: the resources seeded from the same
 * data (invoices and their payments, stays and their bills) compute it once per seed.
 */
export function sameInstant<T>(make: (now: Date) => T): (now: Date) => T {
  let last: { at: number; value: T } | undefined;
  return (now) => {
    if (last?.at !== now.getTime()) last = { at: now.getTime(), value: make(now) };
    return last.value;
  };
}

/** A record to store: the model object (plus the fields the filters read) under its kind. */
export function stored<T extends { id: string }>(kind: SandboxKind, data: T): SandboxRecord {
  return { kind, id: data.id, data: { ...data } as Record<string, unknown> };
}

/** The record store of one connection, as the handlers read and write it. */
export function connectionRecords(repo: SandboxRepository, connectionId: string) {
  /** The records of a kind found among `ids` (one query), by id. */
  async function byId(kind: SandboxKind, ids: readonly string[]): Promise<Map<string, StoredData>> {
    const found = await repo.getMany(connectionId, kind, ids);
    return new Map(found.map((r) => [r.id, r.data]));
  }

  return {
    byId,

    /** One page of the records of a kind that match, in listing order, each as the model's. */
    async page<T>(
      kind: SandboxKind,
      page: PageRequest,
      toModel: (data: StoredData) => T,
      where?: SandboxWhere,
    ): Promise<Page<T>> {
      const { items, total } = await repo.list(connectionId, kind, {
        offset: pageOffset(page),
        limit: page.size,
        ...(where ? { where } : {}),
      });
      return { items: items.map(toModel), total, page: page.page, size: page.size };
    },

    /** Every record of a kind that matches (the Sandbox's sets are small: read in pages of 500). */
    async all(kind: SandboxKind, where?: SandboxWhere): Promise<StoredData[]> {
      const out: StoredData[] = [];
      for (let offset = 0; ; offset += 500) {
        const { items, total } = await repo.list(connectionId, kind, {
          offset,
          limit: 500,
          ...(where ? { where } : {}),
        });
        out.push(...items);
        if (items.length < 500 || out.length >= total) return out;
      }
    },

    /** How many records of a kind match. */
    async count(kind: SandboxKind, where?: SandboxWhere): Promise<number> {
      const { total } = await repo.list(connectionId, kind, {
        offset: 0,
        limit: 1,
        ...(where ? { where } : {}),
      });
      return total;
    },

    /**
     * A batch read for a DataLoader: one query for every id, then one answer per id in order, the
     * record or a 404 naming the `thing` (`Contact contact-9999 could not be found`).
     */
    async batch<T>(
      kind: SandboxKind,
      ids: readonly string[],
      thing: string,
      toModel: (data: StoredData) => T,
    ): Promise<(T | Error)[]> {
      const found = await byId(kind, ids);
      return ids.map((id) => {
        const data = found.get(id);
        return data ? toModel(data) : notFound(thing, id);
      });
    },

    /** One record's data, or undefined. The caller names the stored shape it reads. */
    async find<T = StoredData>(kind: SandboxKind, id: string): Promise<T | undefined> {
      const [found] = await repo.getMany(connectionId, kind, [id]);
      return found?.data as T | undefined;
    },

    insert(records: SandboxRecord[]): Promise<void> {
      return repo.insertMany(connectionId, records);
    },

    update(kind: SandboxKind, id: string, data: object): Promise<void> {
      return repo.update(connectionId, kind, id, data as StoredData);
    },
  };
}

export type ConnectionRecords = ReturnType<typeof connectionRecords>;

/** The list handler of a resource stored as it is listed: pages of its records, unfiltered. */
export function plainList<S extends AnyResource>(kind: SandboxKind, resource: S) {
  return (s: SandboxConnection) => (page: PageRequest) =>
    s.records.page(kind, page, (data) => fromStored(resource, data));
}

/** A page of records filtered here (text search, parents only): the store cannot filter them. */
export function pageOf<T>(items: T[], page: PageRequest): Page<T> {
  const start = pageOffset(page);
  return {
    items: items.slice(start, start + page.size),
    total: items.length,
    page: page.page,
    size: page.size,
  };
}

/** The 404 of a record that does not exist: `Contact contact-9999 could not be found`. */
export function notFound(thing: string, id: string): LintelError {
  return new LintelError('ERROR_API_RESOURCE_NOT_FOUND', { message: `${thing} ${id} could not be found` });
}

/** The 422 issue of an id that names no record (`Unknown tax_id`), at `loc`. */
export function unknownReference(loc: (string | number)[], id: string): ValidationIssue {
  return { loc, msg: `Unknown ${String(loc[loc.length - 1])}`, type: 'value_error', input: id };
}

/**
 * The id of the record a write with this id makes: derived from the write id, so the record is
 * its own mark (found again by `findWritten`) and a second insert of the same write fails on the
 * primary key instead of making a second record. UUID layout, version 8 (custom), RFC 9562 variant.
 */
export function writtenId(model: string, writeId: string): string {
  const h = createHash('sha256').update(`${model}\n${writeId}`).digest('hex');
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The records offered at a location (`location_ids` holds it); all of them without one. */
export function atLocation(locationId: string | undefined): SandboxWhere | undefined {
  return locationId === undefined
    ? undefined
    : { arrayContains: { field: 'location_ids', value: locationId } };
}
