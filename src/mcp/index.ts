import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { ConnectorRegistry } from '../connectors/registry.js';
import { LintelError, validationError } from '../errors.js';
import { apis, type OperationId, operationDeclaration } from '../model/index.js';
import type { AppEnv } from '../rest/errors.js';
import { type DocumentedRoute, operationRoutes, type RestRoute } from '../rest/routes.js';
import { connectionsOf } from '../services/access.js';
import type { RequestContext } from '../services/context.js';
import { VERSION } from '../version.js';

/**
 * The Model Context Protocol endpoint (`/mcp`, Streamable HTTP, stateless): one tool per domain
 * operation, generated from the same route declarations as the OpenAPI document (name,
 * description, JSON input schema = the operation's query parameters and body fields, without
 * `consumer_id`). Authenticated with a consumer-scoped token (`POST /mcp-token`), so the consumer
 * is implied, and only the operations its connections' connectors serve are listed. A call runs
 * the REST route itself, so validation, scopes and errors are exactly the API's.
 */

interface ToolDefinition {
  operation: OperationId;
  route: RestRoute;
  tool: Tool;
  /** Which arguments go in the path, the query string and the body. */
  pathKeys: string[];
  queryKeys: string[];
  bodyKeys: string[];
}

export const mcpRoutes: DocumentedRoute[] = [
  {
    method: 'POST',
    path: '/mcp',
    tag: 'MCP',
    summary: 'Model Context Protocol',
    description:
      'MCP over Streamable HTTP (JSON-RPC 2.0; stateless): `tools/list` lists one tool per operation of the ' +
      'consumer’s connected APIs (`?apis=accounting,pos`: of those APIs only), `tools/call` runs it. Needs a ' +
      'consumer-scoped token (`POST /mcp-token`).',
    operationId: 'mcp',
    scope: null,
    params: z.object({}),
    query: z.object({
      apis: z
        .string()
        .optional()
        .describe(
          `The APIs whose tools to list, comma-separated (${apis.join(', ')}); all of the consumer’s by default`,
        ),
    }),
    response: {
      status: 200,
      schema: z.looseObject({ jsonrpc: z.literal('2.0') }).describe('A JSON-RPC 2.0 answer'),
    },
    errors: [403],
  },
];

const toolName = (operation: OperationId) => operation.replaceAll('.', '_');

function toolOf(operation: OperationId, route: RestRoute): ToolDefinition {
  const pathShape = { ...route.params.shape } as Record<string, z.ZodType>;
  delete pathShape.consumer_id;
  const queryShape = route.query.shape as Record<string, z.ZodType>;
  const bodyShape = (route.body?.schema.shape ?? {}) as Record<string, z.ZodType>;
  const input = z.object({ ...pathShape, ...queryShape, ...bodyShape });
  const schema = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as Tool['inputSchema'];
  delete (schema as Record<string, unknown>).$schema;
  return {
    operation,
    route,
    pathKeys: Object.keys(pathShape),
    queryKeys: Object.keys(queryShape),
    bodyKeys: Object.keys(bodyShape),
    tool: {
      name: toolName(operation),
      title: route.summary,
      description: `${route.summary}. ${route.description}`,
      inputSchema: schema,
      annotations: { readOnlyHint: route.method === 'GET', openWorldHint: true },
    },
  };
}

let tools: readonly ToolDefinition[] | undefined;

/**
 * The tools, one per operation, built at the first MCP request: their JSON Schemas cost about
 * 50 ms of start-up that a server nobody reaches over MCP would pay for nothing (issue 29).
 */
function mcpTools(): readonly ToolDefinition[] {
  tools ??= [...operationRoutes].map(([operation, route]) => toolOf(operation, route));
  return tools;
}

let byName: ReadonlyMap<string, ToolDefinition> | undefined;

function toolsByName(): ReadonlyMap<string, ToolDefinition> {
  byName ??= new Map(mcpTools().map((t) => [t.tool.name, t]));
  return byName;
}

/** The REST request a tool call stands for. */
function restRequest(
  base: string,
  definition: ToolDefinition,
  consumerId: string,
  args: Record<string, unknown>,
  authorization: string,
): Request {
  let path = definition.route.path.replace('{consumer_id}', encodeURIComponent(consumerId));
  for (const key of definition.pathKeys) {
    path = path.replace(`{${key}}`, encodeURIComponent(String(args[key] ?? '')));
  }
  const url = new URL(path, base);
  for (const key of definition.queryKeys) {
    if (args[key] !== undefined && args[key] !== null) url.searchParams.set(key, String(args[key]));
  }
  const body: Record<string, unknown> = {};
  for (const key of definition.bodyKeys) if (key in args) body[key] = args[key];
  // Unknown arguments go into the body (or the query) so the API's own validation names them.
  const known = new Set([...definition.pathKeys, ...definition.queryKeys, ...definition.bodyKeys]);
  for (const key of Object.keys(args)) {
    if (known.has(key)) continue;
    if (definition.route.body) body[key] = args[key];
    else url.searchParams.set(key, String(args[key]));
  }
  return new Request(url, {
    method: definition.route.method,
    headers: { authorization, 'content-type': 'application/json' },
    ...(definition.route.body ? { body: JSON.stringify(body) } : {}),
  });
}

/**
 * The APIs whose tools a client asked for (`/mcp?apis=accounting,pos`), or null for every API: a
 * client that works with one API need not load a hundred tools.
 */
function requestedApis(request: Request): ReadonlySet<string> | null {
  const asked = new URL(request.url).searchParams.get('apis');
  if (asked === null) return null;
  const names = asked
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.find((name) => !(apis as readonly string[]).includes(name));
  if (unknown !== undefined || names.length === 0) {
    throw validationError([
      {
        loc: ['query', 'apis'],
        msg: `Input should be a comma-separated list of ${apis.join(', ')}`,
        type: 'enum',
        input: asked,
        ctx: { expected: apis.join(', ') },
      },
    ]);
  }
  return new Set(names);
}

export function mountMcp(
  app: Hono<AppEnv>,
  deps: {
    connectors: ConnectorRegistry;
    createContext(request: Request): Promise<RequestContext>;
    /** Runs a request through the whole app (auth, validation, rate limit, errors). */
    dispatch(request: Request): Promise<Response>;
  },
): void {
  app.on(['GET', 'POST', 'DELETE'], '/mcp', async (c) => {
    const {
      Server,
      WebStandardStreamableHTTPServerTransport,
      CallToolRequestSchema,
      ListToolsRequestSchema,
    } = await loadSdk();
    const request = c.req.raw;
    const ctx = await deps.createContext(request);
    const consumerId = ctx.caller.consumerId;
    if (consumerId === null) {
      throw new LintelError('ERROR_INSUFFICIENT_SCOPE', {
        message: 'MCP needs a consumer-scoped token: get one from POST /mcp-token',
        detail:
          'An MCP session acts for one consumer: POST /mcp-token, or POST /consumers/{consumer_id}/token with an account token',
      });
    }
    const authorization = request.headers.get('authorization')!;
    const only = requestedApis(request);

    const server = new Server({ name: 'lintel', version: VERSION }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => {
      const connections = (await connectionsOf(ctx, consumerId)).filter((x) => x.status === 'active');
      const served = new Set(
        connections.flatMap(
          (connection) => deps.connectors.get(connection.integrationId)?.capabilities ?? [],
        ),
      );
      return {
        tools: mcpTools()
          .filter((t) => served.has(t.operation))
          .filter((t) => only === null || only.has(operationDeclaration(t.operation).api))
          .map((t) => t.tool),
      };
    });
    server.setRequestHandler(CallToolRequestSchema, async (call): Promise<CallToolResult> => {
      const definition = toolsByName().get(call.params.name);
      if (!definition) {
        return { isError: true, content: [{ type: 'text', text: `Unknown tool ${call.params.name}` }] };
      }
      const response = await deps.dispatch(
        restRequest(request.url, definition, consumerId, call.params.arguments ?? {}, authorization),
      );
      const text = await response.text();
      if (!response.ok) {
        return { isError: true, content: [{ type: 'text', text: `HTTP ${response.status}: ${text}` }] };
      }
      // A write Chift answers with 204 (an invoice payment, a PDF attached) has no body to give.
      if (response.status === 204 || text === '') {
        return { content: [{ type: 'text', text: `Done: HTTP ${response.status}, no content` }] };
      }
      return { content: [{ type: 'text', text }], structuredContent: wrap(JSON.parse(text) as unknown) };
    });
    // Stateless (no session id generator): every request stands alone, any process can answer it.
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request);
    } finally {
      void server.close();
    }
  });
}

let sdk:
  | Promise<
      typeof import('@modelcontextprotocol/sdk/server/index.js') &
        typeof import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js') &
        typeof import('@modelcontextprotocol/sdk/types.js')
    >
  | undefined;

/**
 * The MCP SDK, loaded on the first `/mcp` request rather than at start (issue 10): it weighs
 * about 4 MB of heap and a tenth of a second of start-up, for an endpoint many never call.
 */
function loadSdk() {
  sdk ??= Promise.all([
    import('@modelcontextprotocol/sdk/server/index.js'),
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]).then(([server, transport, types]) => ({ ...server, ...transport, ...types }));
  return sdk;
}

/** MCP's structured content is an object: lists are wrapped. */
function wrap(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { result: value };
}
