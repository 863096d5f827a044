import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import { errorCatalogue, validationError } from '../errors.js';
import { chiftError, httpValidationError } from '../model/index.js';
import { errorBody } from '../rest/errors.js';
import type { DocumentedRoute } from '../rest/routes.js';

/**
 * Lintel's own OpenAPI 3.1 document, generated from the route declarations (whose parameters,
 * bodies and answers are the model's declarations): served at `GET /openapi.json` and committed
 * as `schema/openapi.json`, checked for freshness like `schema/schema.graphql`.
 */

const DESCRIPTION = `Lintel is a self-hosted unified API over invoicing, point-of-sale and property-management
software. Every domain operation is scoped to a consumer (a customer of yours) and served by the
connector of that consumer's connection. The REST surface is compatible with Chift's: clients written for
Chift work by changing the base URL. The same operations are served over GraphQL at \`/graphql\`.

Authenticate with \`POST /token\` (client id, secret and account id) and send the token as
\`Authorization: Bearer <token>\`. Errors are JSON: \`{message, status, detail, error_code}\`; invalid input is
a 422 listing every invalid value.`;

/** A status every authenticated route can answer, with what it means. */
const COMMON_ERRORS: Record<number, string> = {
  401: 'No token, or an invalid or expired one',
  403: 'The token lacks the scope of the operation',
  429: 'Too many requests for the account; retry after `Retry-After` seconds',
  500: 'Something unexpected went wrong; the body never carries details',
};

const STATUS_TEXT: Record<number, string> = {
  400: 'The request failed: the connected software refused or failed it, or the consumer has no connection for the API',
  404: 'Not found for this account (consumer, connection, record, webhook)',
  405: 'The consumer’s connector does not support this operation',
  409:
    'The idempotency key was used with another body, or its first request is still running ' +
    '(`ERROR_IDEMPOTENCY_CONFLICT`), or that request reached the connected software and its ' +
    'outcome could not be established (`ERROR_IDEMPOTENCY_UNKNOWN_OUTCOME`; the detail says how to check)',
  413: 'The body is larger than 1 MB',
  502: 'The connected software refused the connection’s credentials',
  ...COMMON_ERRORS,
};

/** The catalogued error of a status, as the example of its answer. */
function exampleFor(status: number): Record<string, unknown> | undefined {
  const entry = Object.entries(errorCatalogue).find(([, e]) => e.status === status);
  if (!entry) return undefined;
  const [code, { message }] = entry;
  return { message, status: 'error', detail: '', error_code: code };
}

function errorResponse(status: number) {
  const example = exampleFor(status);
  return {
    description: STATUS_TEXT[status] ?? 'Error',
    content: { 'application/json': { schema: chiftError, ...(example ? { example } : {}) } },
  };
}

/**
 * An illustrative invalid value, rendered by the REST error renderer itself, so the example is
 * exactly what a client gets in the route's 422 shape.
 */
const SAMPLE_ISSUE = {
  loc: ['query', 'size'],
  msg: 'Input should be less than or equal to 100',
  type: 'less_than_equal',
  input: '500',
  ctx: { le: 100 },
};

function validationExample(asChiftError: boolean): Record<string, unknown> {
  return errorBody(validationError([SAMPLE_ISSUE]), { validationAsChiftError: asChiftError });
}

function operationOf(route: DocumentedRoute): ZodOpenApiOperationObject {
  const auth = route.auth ?? 'bearer';
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  if (route.response.status === 204) responses['204'] = { description: 'Done; no body' };
  else {
    responses[String(route.response.status)] = {
      description: 'Success',
      content: { [route.produces ?? 'application/json']: { schema: route.response.schema } },
    };
  }
  const statuses = new Set(route.errors);
  if (auth !== 'none') for (const status of [401, 429, 500]) statuses.add(status);
  if (auth === 'bearer' && route.scope) statuses.add(403);
  for (const status of [...statuses].sort()) responses[String(status)] = errorResponse(status);
  const hasInput =
    Object.keys(route.params.shape).length + Object.keys(route.query.shape).length > 0 ||
    route.body !== undefined;
  if (hasInput) {
    responses['422'] = {
      description: 'Invalid input: every invalid value, with where it came from',
      content: {
        'application/json': {
          schema: route.validationAsChiftError ? chiftError : httpValidationError,
          example: validationExample(route.validationAsChiftError ?? false),
        },
      },
    };
  }
  const requestParams: NonNullable<ZodOpenApiOperationObject['requestParams']> = {};
  if (Object.keys(route.params.shape).length > 0) requestParams.path = route.params;
  if (Object.keys(route.query.shape).length > 0) requestParams.query = route.query;
  if (route.headers) requestParams.header = route.headers;
  return {
    operationId: route.operationId,
    summary: route.summary,
    description:
      route.description +
      (route.scope ? `\n\nScope: \`${route.scope}\`.` : '') +
      (route.chift ? '' : '\n\nA Lintel addition (not in Chift’s API).'),
    tags: [route.tag],
    security: auth === 'none' ? [] : auth === 'admin' ? [{ adminKey: [] }] : [{ bearerAuth: [] }],
    ...(Object.keys(requestParams).length > 0 ? { requestParams } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: !route.body.optional,
            content: { 'application/json': { schema: route.body.schema } },
          },
        }
      : {}),
    responses,
  };
}

export function createOpenApiDocument(routes: readonly DocumentedRoute[], version: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const item = (paths[route.path] ?? {}) as Record<string, ZodOpenApiOperationObject>;
    item[route.method.toLowerCase()] = operationOf(route);
    paths[route.path] = item;
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: {
        title: 'Lintel',
        version,
        description: DESCRIPTION,
        license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
      },
      tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
      security: [{ bearerAuth: [] }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'An access token from POST /token, sent as `Authorization: Bearer <token>`',
          },
          adminKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'The LINTEL_ADMIN_KEY of the deployment, for the admin API',
          },
        },
      },
      paths,
    },
    { reused: 'inline' },
  );
}
