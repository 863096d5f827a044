import { timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { isValidScope } from '../auth/scopes.js';
import { LintelError, validationError } from '../errors.js';
import {
  createdAccountItem,
  createdClientItem,
  newAccountItem,
  newClientItem,
  toValidationItems,
} from '../model/index.js';
import type { AccountStore } from '../store/accounts.js';
import { readJsonBody } from './body.js';
import type { AppEnv } from './errors.js';
import type { DocumentedRoute } from './routes.js';

const accountBody = z.strictObject(newAccountItem.shape);
const clientBody = z.strictObject({
  ...newClientItem.shape,
  scopes: z
    .array(z.string().refine(isValidScope, { message: 'Unknown scope', params: { type: 'value_error' } }))
    .min(1)
    .optional(),
});

const accountPath = z.object({ accountId: z.uuid().describe('The account') });

export const adminRoutes: DocumentedRoute[] = [
  {
    method: 'POST',
    path: '/admin/accounts',
    tag: 'Administration',
    summary: 'Create an account',
    description: 'Creates an account and its first API client. Present only when LINTEL_ADMIN_KEY is set.',
    operationId: 'admin_create_account',
    scope: null,
    auth: 'admin',
    params: z.object({}),
    query: z.object({}),
    body: { schema: newAccountItem },
    response: { status: 200, schema: createdAccountItem },
    errors: [],
  },
  {
    method: 'POST',
    path: '/admin/accounts/{accountId}/clients',
    tag: 'Administration',
    summary: 'Add an API client',
    description: 'Adds an API client to an account, with all scopes or the ones given.',
    operationId: 'admin_create_client',
    scope: null,
    auth: 'admin',
    params: accountPath,
    query: z.object({}),
    body: { schema: newClientItem },
    response: { status: 200, schema: createdClientItem },
    errors: [404],
  },
];

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function parseBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const body = await readJsonBody(request);
  const parsed = schema.safeParse(body, { reportInput: true });
  if (!parsed.success) throw validationError(toValidationItems(parsed.error.issues, ['body']));
  return parsed.data;
}

/**
 * The admin API of contract §6, present only when LINTEL_ADMIN_KEY is set (otherwise `/admin/*`
 * falls through to the JSON 404 like any unknown path).
 */
export function mountAdmin(
  app: Hono<AppEnv>,
  deps: { adminKey: string | undefined; accounts: AccountStore },
): void {
  const { adminKey } = deps;
  if (!adminKey) return;
  const requireAdmin = (request: Request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
    if (!match || !sameSecret(match[1]!, adminKey)) {
      throw new LintelError('ERROR_CHIFT_AUTHENTICATION_ERROR', {
        message: 'Invalid admin key',
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
  };
  const guard = async (request: Request, run: () => Promise<Response>) => {
    requireAdmin(request);
    return run();
  };

  app.post('/admin/accounts', (c) =>
    guard(c.req.raw, async () => {
      const { name } = await parseBody(c.req.raw, accountBody);
      const account = await deps.accounts.create({ name });
      const client = await deps.accounts.createClient({ accountId: account.id, name: `${name} client` });
      return c.json({
        accountId: account.id,
        clientId: client.id,
        clientSecret: client.secret,
        name: account.name,
      });
    }),
  );

  app.post('/admin/accounts/:accountId/clients', (c) =>
    guard(c.req.raw, async () => {
      const accountId = c.req.param('accountId');
      const account = z.uuid().safeParse(accountId).success ? await deps.accounts.get(accountId) : undefined;
      if (!account) throw new LintelError('ERROR_ACCOUNT_NOT_FOUND');
      const body = await parseBody(c.req.raw, clientBody);
      const client = await deps.accounts.createClient({
        accountId: account.id,
        name: body.name,
        ...(body.scopes ? { scopes: body.scopes } : {}),
      });
      return c.json({ clientId: client.id, clientSecret: client.secret, scopes: client.scopes });
    }),
  );
}
