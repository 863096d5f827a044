import {
  type ASTNode,
  type DocumentNode,
  type GraphQLArgument,
  type GraphQLError,
  type GraphQLField,
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
  type OperationDefinitionNode,
  visit,
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
 * Every answer to an operation that parsed and validated says its estimate and the limit in
 * `extensions.cost { requestedItems, limit }` (`limit` is `null` where LINTEL_GRAPHQL_MAX_ITEMS
 * is 0, no limit); the refusal too.
 *
 * The estimate, field by field (graphql-query-complexity walks fragments, `@skip`/`@include` and
 * variables; the rules are ours):
 * - a paged field (one with a `first` argument, a Relay connection, or a `size` argument, a page
 *   of the model's list operations) returns that many records: the argument's value, else its
 *   default in the schema, else the model's default page size; it counts
 *   `records × (what one record selects)`, or 1 when it selects none of its records;
 * - the lists of the type a paged field returns (a connection's `nodes` and `edges`, a page's
 *   `items`) are those records: they count 1 per record and do not multiply again (a document
 *   that selects both `nodes` and `edges` gets both in its answer, and counts both);
 *   `totalCount` and `pageInfo` count 0, as any scalar or object of scalars;
 * - any other list of objects counts 1 per element and multiplies what it selects by its length,
 *   assumed 1 for parts of a record (order lines, taxes), but a default page (`SIZE_DEFAULT`)
 *   where its elements can reach a paged field: `consumers { pms { orders } }` reads one page per
 *   consumer;
 * - scalars count 0, single objects what they select.
 * REST routes call the operations' resolvers without a document and are not affected.
 */

/** The paging arguments: `first` (connections) and `size` (`paging` in model/common.ts). */
const PAGE_ARGUMENTS = ['first', 'size' satisfies keyof typeof paging.shape] as const;

const pageArgumentOf = (field: GraphQLField<unknown, unknown>): GraphQLArgument | undefined =>
  field.args.find((arg) => (PAGE_ARGUMENTS as readonly string[]).includes(arg.name));

/** Composite types from which some selection reaches a paged field (a fixpoint over the schema). */
function typesReachingPagedFields(schema: GraphQLSchema): Set<string> {
  const reaching = new Set<string>();
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
  const reaches = (type: GraphQLNamedType): boolean => {
    if (isAbstractType(type)) return schema.getPossibleTypes(type).some((t) => reaching.has(t.name));
    if (!isObjectType(type)) return false;
    return Object.values(type.getFields()).some(
      (field) => pageArgumentOf(field) !== undefined || reaching.has(getNamedType(field.type).name),
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

/** The types paged fields return (connections, pages): their lists are the page's records. */
function pageTypes(schema: GraphQLSchema): Set<string> {
  const pages = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (pageArgumentOf(field)) pages.add(getNamedType(field.type).name);
    }
  }
  return pages;
}

function itemEstimator(schema: GraphQLSchema): ComplexityEstimator {
  const reaching = typesReachingPagedFields(schema);
  const pages = pageTypes(schema);
  return ({ type, field, args, childComplexity }) => {
    const pageArgument = pageArgumentOf(field);
    if (pageArgument) {
      const given = args[pageArgument.name];
      const fallback =
        typeof pageArgument.defaultValue === 'number' ? pageArgument.defaultValue : SIZE_DEFAULT;
      // Out-of-range sizes are refused when the field runs; a negative one must not lower the sum.
      const records = typeof given === 'number' && Number.isFinite(given) ? Math.max(1, given) : fallback;
      // A page whose records are not selected (`logs { totalCount }`) returns none of them.
      return childComplexity === 0 ? 1 : records * childComplexity;
    }
    const element = getNamedType(field.type);
    if (isListType(getNullableType(field.type)) && !isLeafType(element)) {
      if (pages.has(type.name)) return 1 + childComplexity;
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
  return walk(schema, document, operation, variables, options.estimator ?? itemEstimator(schema));
}

/** graphql-query-complexity's walk of `operation` with the item estimator (see `estimateItems`). */
function walk(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  estimator: ComplexityEstimator,
): number {
  try {
    return getComplexity({
      schema,
      query: document,
      variables,
      ...(operation.name ? { operationName: operation.name.value } : {}),
      estimators: [estimator],
    });
  } catch (error) {
    // With valid variables, what remains is the walk's own bound on expanded selections.
    throw new LintelError('ERROR_QUERY_TOO_COSTLY', {
      message: 'The query is too large to run: it expands into too many fields',
      cause: error,
    });
  }
}

/**
 * The variables whose values the walk reads: those in a page argument (`first`, `size`: the
 * estimate multiplies by them) and in a directive (`@skip`, `@include` drop selections). Any
 * other variable only matters to it by being given, null or absent (a null or missing value for
 * an argument that takes none fails the walk); what it holds (a consumer id) changes nothing.
 */
function valueVariables(document: DocumentNode): Set<string> {
  const names = new Set<string>();
  const collect = (node: ASTNode) =>
    visit(node, {
      Variable: (variable) => {
        names.add(variable.name.value);
      },
    });
  visit(document, {
    Argument: (argument) => {
      if ((PAGE_ARGUMENTS as readonly string[]).includes(argument.name.value)) collect(argument.value);
    },
    Directive: (directive) => {
      collect(directive);
      return false;
    },
  });
  return names;
}

/** How many estimates one document keeps (different page sizes, `@skip` values…); then it starts over. */
const ESTIMATES_PER_DOCUMENT = 64;

/**
 * `estimateItems` of one schema, remembered per document (yoga parses each distinct document
 * once, so its AST is the document's identity) and per what the walk reads of the variables
 * (`valueVariables`): a query sent again, for another consumer too, is not walked again.
 */
export function createItemEstimates(schema: GraphQLSchema) {
  const estimator = itemEstimator(schema);
  const documents = new WeakMap<DocumentNode, { values: Set<string>; items: Map<string, number> }>();

  /** What the walk reads of the coerced variables, as a key; undefined: a value not keyed (an object). */
  const keyOf = (
    operation: OperationDefinitionNode,
    values: Set<string>,
    coerced: Record<string, unknown>,
  ): string | undefined => {
    let key = operation.name?.value ?? '';
    for (const definition of operation.variableDefinitions ?? []) {
      const name = definition.variable.name.value;
      const value = coerced[name];
      let part: string;
      if (!Object.hasOwn(coerced, name)) part = 'absent';
      else if (value === null) part = 'null';
      else if (!values.has(name)) part = 'given';
      else if (typeof value === 'string') part = JSON.stringify(value);
      else if (typeof value === 'number' || typeof value === 'boolean') part = `${typeof value} ${value}`;
      else return undefined;
      key += `|${part}`;
    }
    return key;
  };

  return (
    document: DocumentNode,
    variables: Record<string, unknown> | null | undefined,
    operationName: string | null | undefined,
  ): number | undefined => {
    const operation = getOperationAST(document, operationName);
    if (!operation) return undefined;
    const given = variables ?? {};
    const { coerced, errors } = getVariableValues(schema, operation.variableDefinitions ?? [], given);
    // Invalid variables are the executor's to report (with its usual message), not a cost.
    if (errors) return undefined;
    let known = documents.get(document);
    if (!known) {
      known = { values: valueVariables(document), items: new Map() };
      documents.set(document, known);
    }
    const key = keyOf(operation, known.values, coerced);
    const remembered = key === undefined ? undefined : known.items.get(key);
    if (remembered !== undefined) return remembered;
    // A refusal (too large to walk) is not kept: it is rare, and walked again.
    const items = walk(schema, document, operation, given, estimator);
    if (key !== undefined) {
      if (known.items.size >= ESTIMATES_PER_DOCUMENT) known.items.clear();
      known.items.set(key, items);
    }
    return items;
  };
}

/** What `extensions.cost` says: the estimate and the limit (`null`: no limit). */
export interface Cost {
  requestedItems: number;
  limit: number | null;
}

/**
 * Refuses operations whose estimated items exceed `maxItems` (0: no limit), with `refusal`'s
 * translation of the catalogued error (a 400), and adds `extensions.cost` to every answer of an
 * operation whose items it could estimate (not where variables cannot be coerced: the executor
 * refuses those).
 */
export function useItemLimit(maxItems: number, refusal: (error: LintelError) => GraphQLError): Plugin {
  const estimates = new WeakMap<GraphQLSchema, ReturnType<typeof createItemEstimates>>();
  const limit = maxItems > 0 ? maxItems : null;
  const estimate = (args: {
    schema: GraphQLSchema;
    document: DocumentNode;
    variableValues?: Record<string, unknown> | null | undefined;
    operationName?: string | null | undefined;
  }): number | undefined => {
    let ofSchema = estimates.get(args.schema);
    if (!ofSchema) {
      ofSchema = createItemEstimates(args.schema);
      estimates.set(args.schema, ofSchema);
    }
    try {
      return ofSchema(args.document, args.variableValues, args.operationName);
    } catch (error) {
      // Too large to estimate: a refusal where there is a limit, no estimate where there is none.
      if (limit === null) return undefined;
      throw error;
    }
  };
  const tooCostly = (items: number) =>
    new LintelError('ERROR_QUERY_TOO_COSTLY', {
      message: `The query could return about ${items} items, more than the limit of ${maxItems}`,
      detail:
        'Each paged field counts its page size (`first`, default 50) times what one record selects; ' +
        'ask for smaller pages, fewer aliases, or split the query',
    });
  return {
    onExecute({ args, setResultAndStopExecution }) {
      let items: number | undefined;
      try {
        items = estimate(args);
      } catch (error) {
        if (!(error instanceof LintelError)) throw error;
        setResultAndStopExecution({ errors: [refusal(error)] });
        return;
      }
      if (items === undefined) return;
      const cost: Cost = { requestedItems: items, limit };
      if (limit !== null && items > limit) {
        setResultAndStopExecution({ errors: [refusal(tooCostly(items))], extensions: { cost } });
        return;
      }
      return {
        onExecuteDone({ result, setResult }) {
          if (Symbol.asyncIterator in result) return;
          setResult({ ...result, extensions: { ...result.extensions, cost } });
        },
      };
    },
    onSubscribe({ args }) {
      const items = estimate(args);
      if (limit !== null && items !== undefined && items > limit) throw tooCostly(items);
    },
  };
}
