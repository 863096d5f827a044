import type { ExecutionResult } from 'graphql';
import { type DocumentNode, getOperationAST, Kind, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Exchange } from '../exchange.js';
import type { RequestContext } from '../services/context.js';
import { cacheHeaders, callerRights, type ReadCacheState } from '../services/read-cache.js';

/**
 * GraphQL answers from the read cache (issue 10). Resolvers already read connectors through the
 * read cache (schema/gateway.ts); on top of that, a whole query whose every root field is
 * `consumer` (the domain reads) or `integrations` is kept as its result, keyed by the account
 * and its generation (any write in the account makes them unreachable), the token's rights, the
 * connection picked, the document and its variables. A repeated query then skips execution
 * altogether, which is what makes a cached GraphQL read cheap: resolver-level reuse alone still
 * walks 50 items through the executor on every request. Account-level reads (consumers,
 * webhooks, connections listed from the root) are never kept.
 */

const CACHEABLE_ROOTS = new Set(['consumer', 'integrations', '__typename']);

function isCacheable(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && CACHEABLE_ROOTS.has(selection.name.value),
    )
  );
}

export function useReadCache(): Plugin<RequestContext & { request?: Request; exchange?: Exchange }> {
  // Yoga parses each distinct document string once and reuses its AST: an AST is a document's id.
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  /** The cache's account of each request, for its answer's headers. */
  const states = new WeakMap<Request, { state: ReadCacheState; now: () => number }>();

  return {
    onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue;
      const cache = ctx.deps?.readCache;
      if (!cache || !ctx.cache) return;
      if (ctx.request) states.set(ctx.request, { state: ctx.cache, now: cache.now });
      if (!cache.enabled || !ctx.caller?.accountId) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation || !isCacheable(operation)) return;
      let documentId = documentIds.get(args.document);
      if (documentId === undefined) {
        documentId = nextDocumentId++;
        documentIds.set(args.document, documentId);
      }
      const key = [
        cache.accountScope(ctx.caller.accountId),
        'graphql',
        callerRights(ctx.caller),
        ctx.connectionId ?? '',
        documentId,
        args.operationName ?? '',
        JSON.stringify(args.variableValues ?? {}),
      ].join('|');
      if (!ctx.cache.forceRefresh) {
        const hit = cache.lookup<ExecutionResult>(key);
        if (hit) {
          cache.noteAnswerHit(ctx.cache, hit, 'graphql');
          // The server keeps this answer's bytes too (src/http/memory-answers.ts).
          if (ctx.exchange) ctx.exchange.keptAt = hit.storedAt;
          // A copy: plugins may add to the top level of the result they are given.
          setResultAndStopExecution({ ...hit.value });
          return;
        }
      }
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result || result.errors?.length) return;
          // Only answers built from connector reads: the data's age is known, and a write
          // through Lintel (which bumps the account's generation) is what changes them.
          if (ctx.cache.hits + ctx.cache.misses === 0) return;
          const storedAt = ctx.cache.oldest ?? cache.now();
          cache.keep(key, result, storedAt);
          if (ctx.exchange) ctx.exchange.keptAt = storedAt;
        },
      };
    },
    onResponse({ request, response }) {
      const seen = states.get(request);
      const headers = seen && cacheHeaders(seen.state, seen.now());
      if (!headers) return;
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    },
  };
}
