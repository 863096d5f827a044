import type { Hono } from 'hono';
import { z } from 'zod';
import { clientAddress } from '../auth/client-address.js';
import type { LoginGuard } from '../auth/rate-limit.js';
import type { TokenService } from '../auth/tokens.js';
import { CLIENT_CREDENTIALS_DETAIL, LintelError, validationError } from '../errors.js';
import {
  CONSUMER_TOKEN_MAX_SECONDS,
  consumerTokenRequest,
  mcpAuthItem,
  tokenItem,
  toValidationItems,
} from '../model/index.js';
import { type RequestContext, requireAccountToken, requireGrantable } from '../services/context.js';
import type { Store } from '../store/index.js';
import { readJsonBody } from './body.js';
import type { AppEnv } from './errors.js';
import type { DocumentedRoute } from './routes.js';

/**
 * Consumer-scoped tokens (contract §8), for frontends: a backend mints one per browser session,
 * either with the client secret (`POST /mcp-token`, Chift's) or with its own account token
 * (`POST /consumers/{consumer_id}/token`, without resending the secret). Such a token reaches only
 * that consumer's domain operations.
 */

const consumerPath = z.object({ consumer_id: z.uuid().describe('The consumer the token is for') });

export const consumerTokenRoutes: DocumentedRoute[] = [
  {
    method: 'POST',
    path: '/mcp-token',
    tag: 'Authentication',
    summary: 'Get a consumer-scoped token',
    description:
      'Exchanges the credentials of an API client for a token limited to one consumer: its domain ' +
      'operations only, never account management. For MCP clients and browser sessions.',
    operationId: 'generate_mcp_token_mcp_token_post',
    chift: 'generate_mcp_token_mcp_token_post',
    scope: null,
    auth: 'none',
    params: z.object({}),
    query: z.object({}),
    body: { schema: mcpAuthItem },
    response: { status: 200, schema: tokenItem },
    errors: [401, 404, 429],
  },
  {
    method: 'POST',
    path: '/consumers/{consumer_id}/token',
    tag: 'Authentication',
    summary: 'Mint a consumer-scoped token',
    description:
      'With an account token, mints a token limited to this consumer, with at most the caller’s own ' +
      'scopes, for 1 to 3600 seconds (default 900): what a backend hands to a browser session.',
    operationId: 'consumers_create_token',
    scope: null,
    params: consumerPath,
    query: z.object({}),
    body: { schema: consumerTokenRequest, optional: true },
    response: { status: 200, schema: tokenItem },
    errors: [403, 404],
  },
];

const UUID = z.uuid();
const mcpBody = z.strictObject(mcpAuthItem.shape);
const mintBody = z.strictObject(consumerTokenRequest.shape);

function parse<T>(schema: z.ZodType<T>, value: unknown, loc: string): T {
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) throw validationError(toValidationItems(parsed.error.issues, [loc]));
  return parsed.data;
}

export function mountConsumerTokens(
  app: Hono<AppEnv>,
  deps: {
    store: Store;
    tokens: TokenService;
    /** Account-token lifetime (LINTEL_TOKEN_TTL_SECONDS); consumer tokens are capped at an hour. */
    ttlSeconds: number;
    /** The same guard as `/token`: both check a client secret (auth/rate-limit.ts). */
    logins: LoginGuard;
    trustProxy: boolean;
    createContext(request: Request): Promise<RequestContext>;
  },
): void {
  const consumerOf = async (accountId: string, consumerId: string) => {
    const consumer = UUID.safeParse(consumerId).success
      ? await deps.store.consumers.get(accountId, consumerId)
      : undefined;
    if (!consumer) throw new LintelError('ERROR_CONSUMER_NOT_FOUND');
    return consumer;
  };

  app.post('/mcp-token', async (c) => {
    const body = parse(mcpBody, await readJsonBody(c.req.raw), 'body');
    const client = await deps.logins.attempt(
      { clientId: body.clientId, address: clientAddress(c, deps.trustProxy) },
      async () =>
        UUID.safeParse(body.clientId).success && UUID.safeParse(body.accountId).success
          ? deps.store.accounts.authenticateClient(body.clientId, body.clientSecret, body.accountId)
          : undefined,
    );
    if (!client) {
      throw new LintelError('ERROR_CHIFT_AUTHENTICATION_ERROR', {
        message: 'Invalid client credentials',
        detail: CLIENT_CREDENTIALS_DETAIL,
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
    await consumerOf(client.accountId, body.consumerId);
    const issued = await deps.tokens.issue({
      ...client,
      consumerId: body.consumerId,
      ttlSeconds: Math.min(deps.ttlSeconds, CONSUMER_TOKEN_MAX_SECONDS),
    });
    // `lastUsedOn` of the client (GET /clients): its secret got a token now.
    await deps.store.accounts.recordClientUse(client.id);
    c.header('Cache-Control', 'no-store');
    return c.json(issued);
  });

  app.post('/consumers/:consumer_id/token', async (c) => {
    const ctx = await deps.createContext(c.req.raw);
    requireAccountToken(ctx);
    const { consumer_id } = parse(consumerPath, { consumer_id: c.req.param('consumer_id') }, 'path');
    const body = parse(mintBody, (await readJsonBody(c.req.raw)) ?? {}, 'body');
    requireGrantable(ctx, body.scopes ?? [], ['body', 'scopes']);
    await consumerOf(ctx.caller.accountId, consumer_id);
    const client = await deps.store.accounts.getClient(ctx.caller.clientId);
    if (!client) throw new LintelError('ERROR_CHIFT_AUTHENTICATION_ERROR', { message: 'Invalid token' });
    c.header('Cache-Control', 'no-store');
    return c.json(
      await deps.tokens.issue({
        id: client.id,
        accountId: client.accountId,
        generation: client.generation,
        scopes: body.scopes ?? [...ctx.caller.scopes],
        consumerId: consumer_id,
        ttlSeconds: body.expires_in,
      }),
    );
  });
}
