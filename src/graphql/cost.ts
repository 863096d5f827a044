import {
  type DocumentNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isAbstractType,
  isLeafType,
  isListType,
  isObjectType,
} from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import type { Plugin } from 'graphql-yoga';
import { LintelError } from '../errors.js';
import { type paging, SIZE_DEFAULT } from '../model/index.js';

/**
 * The item limit of `/graphql` (LINTEL_GRAPHQL_MAX_ITEMS): before an operation runs, the records
 * it can return are estimated from its document and variables, and an operation over the limit is
 * refused with 400 `ERROR_QUERY_TOO_COSTLY` without any vendor call. graphql-armor's cost limit
 * counts fields, not list sizes, so 99 aliases of `orders(size: 100)` passed it (5.9 MB).
 *
 * The estimate, field by field (graphql-query-complexity walks fragments, `@skip`/`@include` and
 * variables; the rules are ours):
 * - a paged field (one with a `size` argument) returns `size` records (the argument's value, or
 *   the model's default page size): `size × (what one record selects, at least 1)`;
 * - any other list of objects counts 1 per element and multiplies what it selects by its length,
 *   assumed 1 for parts of a record (order lines, taxes), but a default page (`SIZE_DEFAULT`)
 *   where its elements can reach a paged field: `consumers { pms { orders } }` reads one page per
 *   consumer;
 * - scalars count 0, single objects what they select.
 * REST routes run their own compiled documents and are not affected.
 */

/** The paging argument of the model's list operations (`paging` in model/common.ts). */
const SIZE_ARGUMENT = 'size' satisfies keyof typeof paging.shape;

/** Composite types from which some selection reaches a paged field (a fixpoint over the schema). */
function typesReachingPagedFields(schema: GraphQLSchema): Set<string> {
  const reaching = new Set<string>();
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
  const reaches = (type: GraphQLNamedType): boolean => {
    if (isAbstractType(type)) return schema.getPossibleTypes(type).some((t) => reaching.has(t.name));
    if (!isObjectType(type)) return false;
    return Object.values(type.getFields()).some(
      (field) =>
        field.args.some((arg) => arg.name === SIZE_ARGUMENT) || reaching.has(getNamedType(field.type).name),
    );
  };
  let grew = true;
  while (grew) {
    grew = false;
    for (const type of types) {
      if (!reaching.has(type.name) && reaches(type)) {
        reaching.add(type.name);
        grew = true;
      }
    }
  }
  return reaching;
}

function itemEstimator(schema: GraphQLSchema): ComplexityEstimator {
  const reaching = typesReachingPagedFields(schema);
  return ({ field, args, childComplexity }) => {
    if (field.args.some((arg) => arg.name === SIZE_ARGUMENT)) {
      const size = args[SIZE_ARGUMENT];
      // Out-of-range sizes are refused when the field runs; a negative one must not lower the sum.
      const pageSize = typeof size === 'number' && Number.isFinite(size) ? Math.max(1, size) : SIZE_DEFAULT;
      return pageSize * Math.max(1, childComplexity);
    }
    const element = getNamedType(field.type);
    if (isListType(getNullableType(field.type)) && !isLeafType(element)) {
      return (reaching.has(element.name) ? SIZE_DEFAULT : 1) * (1 + childComplexity);
    }
    return childComplexity;
  };
}

/**
 * The estimated number of items `document` returns, or undefined when its variables are invalid
 * (execution then reports them as usual). Throws the catalogued error when the document is too
 * large to estimate (fragments spread into more selections than the walk expands).
 */
export function estimateItems(options: {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables?: Record<string, unknown> | null | undefined;
  operationName?: string | null | undefined;
  estimator?: ComplexityEstimator;
}): number | undefined {
  const { schema, document } = options;
  const operation = getOperationAST(document, options.operationName);
  if (!operation) return undefined;
  const variables = options.variables ?? {};
  // Invalid variables are the executor's to report (with its usual message), not a cost.
  if (getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors) return undefined;
  try {
    return getComplexity({
      schema,
      query: document,
      variables,
      ...(operation.name ? { operationName: operation.name.value } : {}),
      estimators: [options.estimator ?? itemEstimator(schema)],
    });
  } catch (error) {
    // With valid variables, what remains is the walk's own bound on expanded selections.
    throw new LintelError('ERROR_QUERY_TOO_COSTLY', {
      message: 'The query is too large to run: it expands into too many fields',
      cause: error,
    });
  }
}

/** Refuses operations whose estimated items exceed `maxItems` (0: no limit). */
export function useItemLimit(maxItems: number): Plugin {
  const estimators = new WeakMap<GraphQLSchema, ComplexityEstimator>();
  const check = (args: {
    schema: GraphQLSchema;
    document: DocumentNode;
    variableValues?: Record<string, unknown> | null | undefined;
    operationName?: string | null | undefined;
  }) => {
    if (maxItems <= 0) return;
    let estimator = estimators.get(args.schema);
    if (!estimator) {
      estimator = itemEstimator(args.schema);
      estimators.set(args.schema, estimator);
    }
    const items = estimateItems({
      schema: args.schema,
      document: args.document,
      variables: args.variableValues,
      operationName: args.operationName,
      estimator,
    });
    if (items !== undefined && items > maxItems) {
      throw new LintelError('ERROR_QUERY_TOO_COSTLY', {
        message: `The query could return about ${items} items, more than the limit of ${maxItems}`,
        detail:
          'Each paged field counts its size (default 50) times what one record selects; ' +
          'ask for smaller pages, fewer aliases, or split the query',
      });
    }
  };
  return {
    onExecute: ({ args }) => check(args),
    onSubscribe: ({ args }) => check(args),
  };
}
