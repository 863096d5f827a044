import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'graphql-yoga';
import { z } from 'zod';
// The operator console's own operations (codegen writes them with the console, console/gql).
import consoleManifest from '../../console/gql/persisted-documents.json' with { type: 'json' };
import { LintelError } from '../errors.js';

/**
 * Trusted documents (LINTEL_GRAPHQL_TRUSTED_DOCUMENTS): `/graphql` runs only the operations of a
 * manifest — the `persisted-documents.json` that `@graphql-codegen/cli`'s client preset writes,
 * `{ "<sha256 of the document>": "<document>" }`. A client sends `documentId` (or Apollo's
 * `extensions.persistedQuery.sha256Hash`); a full document is accepted only when its hash is in
 * the manifest. REST routes call the operations' resolvers without a document and are not affected.
 */

const manifestSchema = z.record(z.string().regex(/^(sha256:)?[0-9a-f]{64}$/), z.string().min(1));

export type TrustedDocuments = ReadonlyMap<string, string>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const bare = (id: string) => id.replace(/^sha256:/, '');

export function loadTrustedDocuments(path: string): TrustedDocuments {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`LINTEL_GRAPHQL_TRUSTED_DOCUMENTS: cannot read ${path} (${(error as Error).message})`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `LINTEL_GRAPHQL_TRUSTED_DOCUMENTS: ${path} is not a manifest of {"<sha256 hex>": "<document>"}`,
    );
  }
  return new Map(Object.entries(parsed.data).map(([id, document]) => [bare(id), document]));
}

/**
 * The operator's manifest and the console's documents (issue 32): the console served at
 * `/console` works where only trusted documents are allowed, whatever the operator's manifest holds.
 */
export function withConsoleDocuments(documents: TrustedDocuments): TrustedDocuments {
  return new Map([...Object.entries(manifestSchema.parse(consoleManifest)), ...documents]);
}

function documentIdOf(params: Record<string, unknown>): string | undefined {
  if (typeof params.documentId === 'string') return bare(params.documentId);
  const persisted = (params.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)
    ?.persistedQuery;
  return typeof persisted?.sha256Hash === 'string' ? bare(persisted.sha256Hash) : undefined;
}

/** Request parameters besides GraphQL's own that yoga must let through. */
export const TRUSTED_DOCUMENT_PARAMS = ['documentId'];

export function useTrustedDocuments(documents: TrustedDocuments): Plugin {
  return {
    onParams({ params, setParams }) {
      const id = documentIdOf(params as Record<string, unknown>);
      if (id !== undefined) {
        const query = documents.get(id);
        if (query === undefined) {
          throw new LintelError('ERROR_UNTRUSTED_DOCUMENT', {
            message: `No trusted document has the id ${id.slice(0, 64)}`,
          });
        }
        const { documentId: _, ...rest } = params as typeof params & { documentId?: unknown };
        setParams({ ...rest, query });
        return;
      }
      if (typeof params.query === 'string' && documents.has(sha256(params.query))) return;
      throw new LintelError('ERROR_UNTRUSTED_DOCUMENT');
    },
  };
}
