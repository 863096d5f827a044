import type { ObjectRef } from '@pothos/core';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { createNamedRegistry, SIZE_DEFAULT, SIZE_MAX } from '../model/index.js';
import type { ConnectionPage, PageWindow } from '../services/pages.js';
import { builder, type Types } from './builder.js';

/**
 * The Relay conventions of CONTRACT §7: the `Node` interface and global ids, and connections
 * (`edges`, `nodes`, `pageInfo`, `totalCount`) with opaque cursors. A list field reads the window
 * `first`/`after` asks for and answers a `ConnectionPage`; the types here turn it into the Relay
 * shape, so every list of the schema pages alike.
 */

// ---- identity --------------------------------------------------------------------------------

/** The GraphQL type of an object returned by `node`/`nodes` (the interface's `resolveType`). */
export const NODE_TYPE = Symbol('node type');

const GLOBAL_ID_PREFIX = 'lintel:';

/**
 * A vendor record's global id: the type, the connection and the vendor's id, base64url-encoded.
 * Clients never parse it; the connection makes it unique across consumers and deployments' data.
 */
export function globalId(type: string, connectionId: string, remoteId: string): string {
  return Buffer.from(`${GLOBAL_ID_PREFIX}${type}:${connectionId}:${remoteId}`).toString('base64url');
}

export interface DecodedGlobalId {
  type: string;
  connectionId: string;
  remoteId: string;
}

/** The parts of a global id, or undefined for anything that is not one Lintel made. */
export function decodeGlobalId(id: string): DecodedGlobalId | undefined {
  if (id.length > 2048 || !/^[A-Za-z0-9_-]+$/.test(id)) return undefined;
  const text = Buffer.from(id, 'base64url').toString('utf8');
  if (!text.startsWith(GLOBAL_ID_PREFIX)) return undefined;
  const rest = text.slice(GLOBAL_ID_PREFIX.length);
  const match = /^([A-Za-z][A-Za-z0-9]*):([0-9a-f-]{36}):(.+)$/s.exec(rest);
  if (!match) return undefined;
  return { type: match[1]!, connectionId: match[2]!, remoteId: match[3]! };
}

export interface NodeSource {
  id?: unknown;
}

export const NodeRef = builder.interfaceRef<NodeSource>('Node').implement({
  description:
    'An object with an identity: its `id` is unique across the whole deployment, so client caches keyed by `__typename` and `id` never mix two consumers’ records',
  fields: (t) => ({
    id: t.id({
      description: 'Global id of the object; pass it to `node(id:)` to read the object again',
      resolve: (parent) => String(parent.id),
    }),
  }),
  resolveType: (parent) => (parent as { [NODE_TYPE]?: string })[NODE_TYPE] ?? null,
});

// ---- connections -----------------------------------------------------------------------------

const CURSOR_PREFIX = 'cursor:';

export function cursorAt(offset: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${offset}`).toString('base64url');
}

function offsetOf(cursor: string): number | undefined {
  if (cursor.length > 64 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith(CURSOR_PREFIX)) return undefined;
  const digits = text.slice(CURSOR_PREFIX.length);
  if (!/^\d{1,9}$/.test(digits)) return undefined;
  return Number(digits);
}

function badUserInput(message: string, argument: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', argument } });
}

/**
 * The window a connection's `first` and `after` ask for. Out of range or malformed: a
 * `BAD_USER_INPUT` error at the field (which is then null; its siblings keep their data).
 */
export function pageWindow(args: {
  first?: number | null | undefined;
  after?: string | null | undefined;
}): PageWindow {
  const first = args.first ?? SIZE_DEFAULT;
  if (!Number.isInteger(first) || first < 1 || first > SIZE_MAX) {
    throw badUserInput(`first must be between 1 and ${SIZE_MAX}, got ${first}`, 'first');
  }
  if (args.after === null || args.after === undefined) return { offset: 0, first };
  const at = offsetOf(args.after);
  if (at === undefined) {
    throw badUserInput('after is not a cursor of this list: pass a cursor this API answered', 'after');
  }
  return { offset: at + 1, first };
}

/**
 * The arguments every connection field takes, as a declaration beside the field's own filters.
 * Their bounds are checked by `pageWindow` (a `BAD_USER_INPUT` error, not a validation error).
 */
export const connectionArguments = z.object({
  first: z
    .int()
    .default(SIZE_DEFAULT)
    .describe(`How many records to return, 1 to ${SIZE_MAX} (default ${SIZE_DEFAULT})`),
  after: z
    .string()
    .nullish()
    .describe('Return the records after this cursor (`pageInfo.endCursor` of the previous page); opaque'),
});

interface PageInfoSource {
  page: ConnectionPage<unknown>;
}

const PageInfoRef = builder.objectRef<PageInfoSource>('PageInfo').implement({
  description: 'Where a page of a connection sits in the whole list',
  fields: (t) => ({
    hasNextPage: t.boolean({
      description: 'More records follow this page',
      resolve: ({ page }) => page.offset + page.nodes.length < page.totalCount,
    }),
    hasPreviousPage: t.boolean({
      description: 'Records come before this page',
      resolve: ({ page }) => page.offset > 0,
    }),
    startCursor: t.string({
      description: 'Cursor of the first record of the page; null when the page is empty',
      nullable: true,
      resolve: ({ page }) => (page.nodes.length > 0 ? cursorAt(page.offset) : null),
    }),
    endCursor: t.string({
      description: 'Cursor of the last record of the page: pass it as `after` for the next page',
      nullable: true,
      resolve: ({ page }) => (page.nodes.length > 0 ? cursorAt(page.offset + page.nodes.length - 1) : null),
    }),
  }),
});

interface EdgeSource<T> {
  node: T;
  cursor: string;
}

const connectionRefs = createNamedRegistry<ObjectRef<Types, ConnectionPage<unknown>>>('The connection type');

/** `<Name>Connection` and `<Name>Edge` for a node type (once per name). */
export function connectionType<T>(
  name: string,
  node: ObjectRef<Types, T>,
  what: string,
): ObjectRef<Types, ConnectionPage<T>> {
  return connectionRefs(name, node, () => {
    const edge = builder.objectRef<EdgeSource<T>>(`${name}Edge`).implement({
      description: `One ${what} in a page, with its cursor`,
      fields: (t) => ({
        cursor: t.string({
          description: 'Opaque position of the record in the list',
          resolve: (e) => e.cursor,
        }),
        node: t.field({ type: node, description: `The ${what}`, resolve: (e) => e.node as never }),
      }),
    });
    const ref = builder.objectRef<ConnectionPage<T>>(`${name}Connection`).implement({
      description: `A page of ${what} records (Relay connection)`,
      fields: (t) => ({
        edges: t.field({
          type: [edge],
          description: 'The records of the page, each with its cursor',
          resolve: (page) => page.nodes.map((n, i) => ({ node: n, cursor: cursorAt(page.offset + i) })),
        }),
        nodes: t.field({
          type: [node],
          description: 'The records of the page',
          resolve: (page) => page.nodes as never,
        }),
        pageInfo: t.field({
          type: PageInfoRef,
          description: 'Where the page sits in the whole list',
          resolve: (page) => ({ page: page as ConnectionPage<unknown> }),
        }),
        totalCount: t.int({
          description: 'Number of records in the whole list',
          resolve: (page) => page.totalCount,
        }),
      }),
    });
    return ref as never;
  }) as never;
}
