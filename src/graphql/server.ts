import { useGraphQlJit } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  type ValidationContext,
} from 'graphql';
import { createYoga, type Plugin, processRegularResult } from 'graphql-yoga';
import { detailOf, findLintelError, LintelError, validationSummary } from '../errors.js';
import type { ValidationItem } from '../model/index.js';
import { parseJsonBody } from '../rest/body.js';
import { consumerGoneError } from '../services/access.js';
import type { RequestContext } from '../services/context.js';
import { useItemLimit } from './cost.js';
import { useReadCache } from './read-cache.js';
import { useRefuseInvalidText } from './text.js';
import { TRUSTED_DOCUMENT_PARAMS, type TrustedDocuments, useTrustedDocuments } from './trusted-documents.js';

// GraphiQL's page (its default query, examples and sign-in): src/graphql/graphiql.ts.
export { renderGraphiQLPage } from './graphiql.js';

export interface GraphQLServerOptions {
  schema: GraphQLSchema;
  /** The context of one request; `query` is the request's document text, when it has one. */
  createContext(request: Request, query: string | undefined): Promise<RequestContext>;
  /**
   * GraphiQL page, and introspection for every caller (development). Off (production by
   * default), introspection stays on for account tokens and is refused to consumer-scoped ones.
   */
  graphiql: boolean;
  /** "Did you mean …?" field suggestions (hidden in production: they reveal the schema). */
  suggestions: boolean;
  /** When set, only these operations run (LINTEL_GRAPHQL_TRUSTED_DOCUMENTS). */
  trustedDocuments?: TrustedDocuments | undefined;
  /** Items one operation may return by estimate (LINTEL_GRAPHQL_MAX_ITEMS; 0: no limit). */
  maxItems?: number | undefined;
  /** Selection depth of a document, introspection included (LINTEL_GRAPHQL_MAX_DEPTH; default 15). */
  maxDepth?: number | undefined;
  onUnexpected(error: unknown): void;
}

/**
 * The message of a catalogued error as GraphQL shows it: a validation error says its issues
 * (`first: Number must be less than or equal to 100`), its items staying in `extensions.detail`.
 */
function messageOf(error: LintelError): string {
  if (!Array.isArray(error.detail) || error.detail.length === 0) return error.message;
  return validationSummary(error.detail);
}

/**
 * A catalogued error as GraphQL reports it: `extensions.code` (and `extensions.detail`). Its
 * HTTP status is not part of the answer (contract §7): an error met while the operation runs
 * leaves the answer a 200 with partial `data`.
 */
export function toGraphQLError(error: LintelError, original?: GraphQLError): GraphQLError {
  return new GraphQLError(messageOf(error), {
    ...(original?.nodes ? { nodes: original.nodes } : {}),
    ...(original?.path ? { path: original.path } : {}),
    // The same `detail` as REST's body: the error's own, else what its code's catalogue entry says
    // to do (issue 30), so no GraphQL error leaves a client without a next step either.
    extensions: { code: error.code, detail: detailOf(error) },
  });
}

/**
 * A catalogued error that refuses the whole request before it runs (authentication, rate limit,
 * item limit, untrusted document, invalid text): yoga answers the status in `extensions.http`
 * (and its headers, e.g. `WWW-Authenticate`, `Retry-After`), and leaves `http` out of the JSON.
 * Invalid input that stops a request from starting is a 400, as GraphQL over HTTP has it (not
 * REST's 422).
 */
export function toRequestError(error: LintelError): GraphQLError {
  const { message, extensions } = toGraphQLError(error);
  return new GraphQLError(message, {
    extensions: {
      ...extensions,
      http: {
        status: error.code === 'ERROR_VALIDATION' ? 400 : error.status,
        ...(Object.keys(error.headers).length ? { headers: error.headers } : {}),
      },
    },
  });
}

/** A GraphQLError made by graphql-js (or a scalar), wrapping nothing but GraphQLErrors. */
function isClientError(error: unknown): boolean {
  for (let current = error, depth = 0; depth < 5; depth++) {
    if (!(current instanceof GraphQLError)) return false;
    if (!current.originalError) return true;
    current = current.originalError;
  }
  return false;
}

/** Yoga's refusal when a GET or form post lacks the headers of `useCSRFPrevention`. */
const CSRF_MESSAGE = 'Required CSRF header(s) not present';

/**
 * Every error graphql-js or yoga raise gets a code of the one documented list (contract §7):
 * - parse errors carry yoga's `GRAPHQL_PARSE_FAILED` (400), validation errors (including depth,
 *   alias, directive and token limits, and refused introspection) `GRAPHQL_VALIDATION_FAILED` (400);
 * - a variable that cannot be coerced (no `path`: the operation never started) is
 *   `BAD_USER_INPUT`, a 400 marked as GraphQL over HTTP's request error (`spec`), like the two
 *   above;
 * - an argument refused while a field runs (a `path`) is `BAD_USER_INPUT` at that path, in a 200;
 *   a non-null field that resolved to null is a fault of the server (`ERROR_INTERNAL`);
 * - yoga's own refusals of the request's shape (a missing query, an unknown parameter) are
 *   `ERROR_BAD_REQUEST`, a GET mutation `ERROR_METHOD_NOT_ALLOWED`, with yoga's status; the CSRF
 *   refusal is `ERROR_CSRF_HEADER_MISSING` (403).
 */
function clientError(error: GraphQLError, onUnexpected: (error: unknown) => void): GraphQLError {
  if (error.extensions?.code) return error;
  const http = error.extensions?.http as { status?: number; headers?: Record<string, string> } | undefined;
  if (error.message === CSRF_MESSAGE) {
    const csrf = new LintelError('ERROR_CSRF_HEADER_MISSING');
    return toRequestError(csrf);
  }
  const located = {
    ...(error.nodes ? { nodes: error.nodes } : {}),
    ...(error.path ? { path: error.path } : {}),
  };
  if (http) {
    return new GraphQLError(error.message, {
      ...located,
      extensions: {
        ...error.extensions,
        code: http.status === 405 ? 'ERROR_METHOD_NOT_ALLOWED' : 'ERROR_BAD_REQUEST',
      },
    });
  }
  if (error.path) {
    if (error.message.startsWith('Cannot return null for non-nullable field')) {
      onUnexpected(error);
      return new GraphQLError(error.message, { ...located, extensions: { code: 'ERROR_INTERNAL' } });
    }
    return new GraphQLError(error.message, { ...located, extensions: { code: 'BAD_USER_INPUT' } });
  }
  return new GraphQLError(error.message, {
    ...located,
    extensions: { ...error.extensions, code: 'BAD_USER_INPUT', http: { status: 400, spec: true } },
  });
}

const INTROSPECTION_FIELDS = new Set(['__schema', '__type', '__typename']);

/**
 * True when every operation of `query` selects only introspection fields: GraphiQL's schema
 * fetch, which may run without a token where GraphiQL is on (development), so the docs show
 * before the person has a token.
 */
export function isIntrospectionOnly(query: string | undefined): boolean {
  if (!query) return false;
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return false;
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return (
    operations.length > 0 &&
    operations.every(
      (op) =>
        op.kind === Kind.OPERATION_DEFINITION &&
        op.operation === 'query' &&
        op.selectionSet.selections.every(
          (sel) => sel.kind === Kind.FIELD && INTROSPECTION_FIELDS.has(sel.name.value),
        ),
    )
  );
}

/**
 * GraphQL's side of `consumerGoneError`: a connection missing because the consumer was deleted
 * while the operation ran answers the consumer's 404 (REST asks the same where it renders).
 */
function useConsumerGoneErrors(): Plugin<RequestContext> {
  const codeOf = (error: GraphQLError) => findLintelError(error)?.code ?? error.extensions?.code;
  return {
    onExecute: () => ({
      // Synchronous for an answer without errors (nearly all): no promise for envelop to await.
      onExecuteDone({ args, result, setResult }) {
        if (Symbol.asyncIterator in result || !result.errors?.length) return;
        const { errors: found } = result;
        return (async () => {
          let changed = false;
          const errors = await Promise.all(
            found.map(async (error) => {
              const gone = await consumerGoneError(args.contextValue, codeOf(error));
              if (!gone) return error;
              changed = true;
              return toGraphQLError(gone, error);
            }),
          );
          if (changed) setResult({ ...result, errors });
        })();
      },
    }),
  };
}

/** A GraphQL error answer (`{errors: [...]}`) of a catalogued error, for refusals made before yoga runs. */
export function graphqlErrorResponse(error: LintelError, headers: Record<string, string> = {}): Response {
  const { message, extensions } = toGraphQLError(error).toJSON();
  return new Response(JSON.stringify({ errors: [{ message, extensions }] }), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers, ...headers },
  });
}

/**
 * `text` parsed as JSON (undefined when empty), or a 400 saying where it stops being JSON (what
 * it is: "The body", `The "variables" parameter`).
 */
export function readJson(text: string, what: string): { value: unknown } | { error: LintelError } {
  try {
    return { value: parseJsonBody(text) };
  } catch (error) {
    const reason = (findLintelError(error)?.detail as ValidationItem[] | undefined)?.[0]?.ctx?.error;
    return {
      error: new LintelError('ERROR_BAD_REQUEST', {
        message: `${what} is not valid JSON${reason ? `: ${String(reason)}` : ''}`,
      }),
    };
  }
}

/**
 * The server context of a POST whose JSON body was already read and parsed (`app.ts`: it refuses
 * malformed JSON with its own error first): yoga takes these parameters as they are instead of
 * reading and parsing the same bytes again.
 */
export interface ParsedBody {
  graphqlBody: object;
}

/** Yoga's `isPOSTJsonRequest`: the requests whose body it parses as JSON parameters. */
function isPostJson(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(',')[0];
  return (
    request.method === 'POST' &&
    ['application/json', 'application/graphql+json'].some(
      (json) => type === json || type?.startsWith(`${json};`) === true,
    )
  );
}

/**
 * `value`, the body of `request` parsed as JSON, as the parameters yoga would have read from it
 * (`request.json()` gives the same object); undefined where yoga would not take it so — another
 * media type (`application/graphql` is a document), or a body that is not an object or array,
 * which yoga's parser refuses in its words: yoga then gets the bytes.
 */
export function parsedBody(request: Request, value: unknown): ParsedBody | undefined {
  return isPostJson(request) && typeof value === 'object' && value !== null
    ? { graphqlBody: value }
    : undefined;
}

/** Parameters parsed before yoga (`ParsedBody`) are the request's, in place of yoga's JSON parser. */
function useParsedBody(): Plugin {
  return {
    onRequestParse({ serverContext, setRequestParser }) {
      const body = (serverContext as Partial<ParsedBody> | undefined)?.graphqlBody;
      if (body !== undefined) setRequestParser(() => body);
    },
  };
}

/**
 * The `variables` and `extensions` of a GET (or form) request are JSON inside the URL: yoga
 * parses them unguarded, so malformed or too deeply nested ones are refused first, as a 400.
 */
export function requireGraphQLParams(params: URLSearchParams): void {
  for (const name of ['variables', 'extensions']) {
    const text = params.get(name);
    if (text === null) continue;
    const read = readJson(text, `The "${name}" parameter`);
    if ('error' in read) throw read.error;
  }
}

/**
 * Authentication comes first (contract §7): the request's context (token, API client, rate
 * limit) is made once its parameters are read, before the document is parsed or validated, so a
 * request without a valid token is a 401 whatever its document (an introspection in production
 * too), and validation knows who asks. The context factory hands out the context made here.
 */
function useContextFirst(
  createContext: GraphQLServerOptions['createContext'],
  contexts: WeakMap<Request, RequestContext>,
): Plugin {
  return {
    async onParams({ params, request }) {
      contexts.set(request, await createContext(request, params.query));
    },
  };
}

/**
 * Introspection: on for every caller where GraphiQL is (development); otherwise on for account
 * tokens (clients generate types from it) and refused to consumer-scoped tokens, a browser's, as
 * a validation error (400 `GRAPHQL_VALIDATION_FAILED`). The rule is part of the validation cache's
 * key (yoga keys it by the rules' names), so the two kinds of callers never share a verdict.
 */
function useIntrospectionForAccounts(graphiql: boolean, contexts: WeakMap<Request, RequestContext>): Plugin {
  return {
    onValidate({ context, addValidationRule }) {
      if (graphiql) return;
      const request = (context as { request?: Request }).request;
      const caller = request ? contexts.get(request)?.caller : undefined;
      if (!caller || caller.consumerId !== null) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/**
 * GraphQL over HTTP as graphql-yoga implements it: a request that cannot start (parse and
 * validation errors, variables that cannot be coerced: errors marked `extensions.http.spec`) is a
 * 400 in `application/graphql-response+json`; a client that asks for `application/json` only (or
 * sends no Accept header, which the specification reads as `application/json`) gets yoga's legacy
 * answer: 200, `application/json`, the same errors and no `data`. Yoga picks `application/json`
 * for a wildcard (`Accept: *\/*`, curl's and fetch's default) too: such a client accepts the
 * newer media type, so its refused requests are answered in it, with the 400. Answers that ran
 * keep yoga's choice.
 */
function useRequestErrorsAsGraphQLResponse(): Plugin {
  const explicitlyJson = (accept: string) =>
    accept
      .toLowerCase()
      .split(',')
      .some((part) => part.split(';')[0]!.trim() === 'application/json');
  const acceptsGraphQLResponse = (accept: string) =>
    accept
      .toLowerCase()
      .split(',')
      .some((part) =>
        ['*/*', 'application/*', 'application/graphql-response+json'].includes(part.split(';')[0]!.trim()),
      );
  return {
    onResultProcess({ request, result, resultProcessor, setResultProcessor }) {
      if (resultProcessor !== processRegularResult || Array.isArray(result) || !result) return;
      if (Symbol.asyncIterator in result || 'data' in result || !result.errors?.length) return;
      const accept = request.headers.get('accept');
      if (!accept || explicitlyJson(accept) || !acceptsGraphQLResponse(accept)) return;
      const spec = result.errors.some((e) => (e.extensions?.http as { spec?: boolean } | undefined)?.spec);
      if (spec) setResultProcessor(processRegularResult, 'application/graphql-response+json');
    },
  };
}

/** graphql-armor reports `Syntax Error: <limit> exceeded…`; Lintel's messages name the limit only. */
const armorMessage = (message: string) => message.replace(/^Syntax Error: /, '');

/** A limit's refusal as a validation error (400 `GRAPHQL_VALIDATION_FAILED`, added by yoga). */
const reportLimit =
  (message?: string) =>
  (context: ValidationContext | null, error: GraphQLError): void => {
    context?.reportError(new GraphQLError(message ?? armorMessage(error.message)));
  };

export function createGraphQLServer(options: GraphQLServerOptions) {
  const maxDepth = options.maxDepth ?? 15;
  const contexts = new WeakMap<Request, RequestContext>();
  return createYoga<Record<string, unknown>, RequestContext>({
    schema: options.schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // No operation takes a file: multipart bodies (whose parse errors yoga answers with 200) are
    // not read at all.
    multipart: false,
    // CORS is one policy for the whole API (src/http/cors.ts); yoga's own would echo any origin.
    cors: false,
    extraParamNames: options.trustedDocuments ? TRUSTED_DOCUMENT_PARAMS : [],
    // GraphiQL is served in front of yoga, rendered once and compressed (src/http/graphiql-page.ts).
    graphiql: false,
    // Made by `useContextFirst`, before parsing; made here only should a request bypass it.
    context: ({ request, params }) => contexts.get(request) ?? options.createContext(request, params?.query),
    // Yoga's own logger would print every masked error (expected ones too) to the console;
    // unexpected errors are logged once, through `onUnexpected`, with their cause.
    logging: false,
    maskedErrors: {
      maskError(error) {
        const known = findLintelError(error);
        if (known) {
          // Raised while a field ran (it has a path): that field's error in a 200. Raised before
          // the operation ran (context, limits): the request's refusal, with the error's status.
          return error instanceof GraphQLError && error.path
            ? toGraphQLError(known, error)
            : toRequestError(known);
        }
        // Errors graphql-js and yoga raise themselves (syntax, validation, variable coercion,
        // a scalar's refusal it wraps, the request's shape) are the client's.
        if (isClientError(error)) return clientError(error as GraphQLError, options.onUnexpected);
        options.onUnexpected(error);
        const internal = new LintelError('ERROR_INTERNAL');
        return error instanceof GraphQLError && error.path
          ? toGraphQLError(internal, error)
          : toRequestError(internal);
      },
    },
    plugins: [
      useParsedBody(),
      ...(options.trustedDocuments ? [useTrustedDocuments(options.trustedDocuments)] : []),
      useContextFirst(options.createContext, contexts),
      useIntrospectionForAccounts(options.graphiql, contexts),
      useRequestErrorsAsGraphQLResponse(),
      // Compiled execution, cached per document (the same engine the REST routes use). Not for
      // subscriptions: graphql-jit 0.8's subscribe hands the subscribe resolver the variables as
      // its arguments (inline arguments ignored, enum variables coerced twice and refused).
      useGraphQlJit(
        {},
        {
          enableIf: (args) =>
            getOperationAST(args.document, args.operationName)?.operation !== 'subscription',
        },
      ),
      // A GET (or form-encoded POST) is a "simple" request browsers send cross-origin without a
      // preflight: it must carry a header only a preflighted request can (the bearer token does).
      useCSRFPrevention({ requestHeaders: ['authorization', 'x-graphql-yoga-csrf'] }),
      // Before the text checks: their refusal, of a document that parsed and validated, carries
      // `extensions.cost` too.
      useItemLimit(options.maxItems ?? 0, toRequestError),
      useRefuseInvalidText((error) => toRequestError(error)),
      useConsumerGoneErrors(),
      // After the checks above: a cached answer is only served to a request that passed them.
      useReadCache(),
      // Every limit applies to introspection too (contract §7): graphql-js' getIntrospectionQuery()
      // is 15 deep (fragments flattened: a spread is not a level), within the default 15. A refusal is a validation error.
      EnvelopArmorPlugin({
        maxDepth: {
          n: maxDepth,
          ignoreIntrospection: false,
          // Depth counts fields: a fragment spread is not a level.
          flattenFragments: true,
          propagateOnRejection: false,
          onReject: [reportLimit(`Query depth limit of ${maxDepth} exceeded`)],
        },
        // The default allow-list lets `__typename` aliases through uncounted (1,000 of them passed).
        maxAliases: { n: 100, allowList: [], propagateOnRejection: false, onReject: [reportLimit()] },
        // Off: graphql-armor's field cost multiplies by `first` as the item limit does
        // (`useItemLimit`, the contract's, reported in `extensions.cost`), with its own weights,
        // and refused pages the item limit allows (two aliased `orders(first: 100)` with their
        // lines). Document size stays bounded by the depth, alias, directive and token limits.
        costLimit: { enabled: false },
        maxDirectives: { n: 50, propagateOnRejection: false, onReject: [reportLimit()] },
        // Counted while parsing, where there is no validation context: the refusal is thrown, as
        // a validation error rather than yoga's parse error (the document is not malformed).
        maxTokens: {
          n: 5_000,
          onReject: [
            (_context, error) => {
              throw new GraphQLError(armorMessage(error.message), {
                extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400, spec: true } },
              });
            },
          ],
        },
        blockFieldSuggestion: { enabled: !options.suggestions },
      }),
    ],
  });
}
