import type { Hono } from 'hono';
import { z } from 'zod';
import { clientAddress } from '../auth/client-address.js';
import type { LoginGuard } from '../auth/rate-limit.js';
import type { TokenService } from '../auth/tokens.js';
import { CLIENT_CREDENTIALS_DETAIL, LintelError, validationError } from '../errors.js';
import { authItem, tokenItem, toValidationItems } from '../model/index.js';
import type { AccountStore } from '../store/accounts.js';
import { readJsonBody } from './body.js';
import type { AppEnv } from './errors.js';
import type { DocumentedRoute } from './routes.js';

const body = z.strictObject(authItem.shape);

export const tokenRoutes: DocumentedRoute[] = [
  {
    method: 'POST',
    path: '/token',
    tag: 'Authentication',
    summary: 'Get an access token',
    description: 'Exchanges the credentials of an API client for a bearer token carrying its scopes.',
    operationId: 'generate_access_token_token_post',
    chift: 'generate_access_token_token_post',
    scope: null,
    auth: 'none',
    params: z.object({}),
    query: z.object({}),
    body: { schema: authItem },
    response: { status: 200, schema: tokenItem },
    errors: [401, 429],
  },
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `POST /token` (contract §1): client credentials → a bearer JWT. */
export function mountToken(
  app: Hono<AppEnv>,
  deps: {
    accounts: AccountStore;
    tokens: TokenService;
    /** Failed attempts per client id and address, and bounded secret checks (auth/rate-limit.ts). */
    logins: LoginGuard;
    trustProxy: boolean;
  },
): void {
  app.post('/token', async (c) => {
    const parsed = body.safeParse(await readJsonBody(c.req.raw), { reportInput: true });
    if (!parsed.success) throw validationError(toValidationItems(parsed.error.issues, ['body']));
    const { clientId, clientSecret, accountId } = parsed.data;
    const client = await deps.logins.attempt(
      { clientId, address: clientAddress(c, deps.trustProxy) },
      async () =>
        UUID.test(clientId) && UUID.test(accountId)
          ? deps.accounts.authenticateClient(clientId, clientSecret, accountId)
          : undefined,
    );
    // One answer for every mismatch: which part was wrong is not revealed.
    if (!client) {
      throw new LintelError('ERROR_CHIFT_AUTHENTICATION_ERROR', {
        message: 'Invalid client credentials',
        detail: CLIENT_CREDENTIALS_DETAIL,
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
    const issued = await deps.tokens.issue(client);
    // `lastUsedOn` of the client (GET /clients): its secret got a token now.
    await deps.accounts.recordClientUse(client.id);
    // A bearer token must not be kept by any cache (RFC 6749 §5.1).
    c.header('Cache-Control', 'no-store');
    return c.json(issued);
  });
}
