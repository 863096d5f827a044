import type { Hono } from 'hono';
import { z } from 'zod';
import type { TokenService } from '../auth/tokens.js';
import { LintelError, validationError } from '../errors.js';
import { toValidationItems } from '../model/index.js';
import type { AccountStore } from '../store/accounts.js';
import { readJsonBody } from './body.js';
import { errorResponse } from './errors.js';

/** Chift's `AuthItem`. */
const authItem = z.object({
  clientId: z.string().min(1).max(255),
  clientSecret: z.string().min(1).max(1024),
  accountId: z.string().min(1).max(255),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `POST /token` (contract §1): client credentials → a bearer JWT. */
export function mountToken(app: Hono, deps: { accounts: AccountStore; tokens: TokenService }): void {
  app.post('/token', async (c) => {
    try {
      const body = await readJsonBody(c.req.raw);
      const parsed = authItem.safeParse(body, { reportInput: true });
      if (!parsed.success) throw validationError(toValidationItems(parsed.error.issues, ['body']));
      const { clientId, clientSecret, accountId } = parsed.data;
      const client =
        UUID.test(clientId) && UUID.test(accountId)
          ? await deps.accounts.authenticateClient(clientId, clientSecret, accountId)
          : undefined;
      // One answer for every mismatch: which part was wrong is not revealed.
      if (!client) {
        throw new LintelError('ERROR_CHIFT_AUTHENTICATION_ERROR', {
          message: 'Invalid client credentials',
          headers: { 'WWW-Authenticate': 'Bearer' },
        });
      }
      return c.json(await deps.tokens.issue(client));
    } catch (error) {
      if (error instanceof LintelError) return errorResponse(error);
      throw error;
    }
  });
}
