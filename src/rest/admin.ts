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
const clientPath = accountPath.extend({ clientId: z.uuid().describe('The API client') });

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
  {
    method: 'DELETE',
    path: '/admin/accounts/{accountId}/clients/{clientId}',
    tag: 'Administration',
    summary: 'Delete an API client',
    description:
      'Deletes an API client: its secret stops working and every token it issued is refused from now on ' +
      '(within 2 seconds on every process sharing the database).',
    operationId: 'admin_delete_client',
    scope: null,
    auth: 'admin',
    params: clientPath,
    query: z.object({}),
    response: { status: 204 },
    errors: [404],
  },
  {
    method: 'POST',
    path: '/admin/accounts/{accountId}/clients/{clientId}/rotate',
    tag: 'Administration',
    summary: 'Rotate an API client’s secret',
    description:
      'Gives the API client a new secret (in this answer only); the old secret and every token issued ' +
      'before are refused from now on (within 2 seconds on every process sharing the database).',
    operationId: 'admin_rotate_client',
    scope: null,
    auth: 'admin',
    params: clientPath,
    query: z.object({}),
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
  deps: {
    adminKey: string | undefined;
    accounts: AccountStore;
    /** An API client was deleted or rotated: its tokens must stop working everywhere. */
    onClientChanged(): void;
  },
): void {
  const { adminKey } = deps;
  if (!adminKey) return;
  const requireAdmin = (request: Request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
    if (!match || !sameSecret(match[1]!, adminKey)) {
      throw new LintelError('ERROR_CHIFT_AUTHENTICATION_ERROR', {
        message: 'Invalid admin key',
        detail: 'Send Authorization: Bearer <the LINTEL_ADMIN_KEY this server was started with>',
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

  /** The client of the path, when both ids are well-formed and it belongs to the account. */
  const pathClient = (c: { req: { param(name: string): string | undefined } }) => {
    const parsed = clientPath.safeParse({
      accountId: c.req.param('accountId'),
      clientId: c.req.param('clientId'),
    });
    if (!parsed.success) throw new LintelError('ERROR_CLIENT_NOT_FOUND');
    return parsed.data;
  };

  app.delete('/admin/accounts/:accountId/clients/:clientId', (c) =>
    guard(c.req.raw, async () => {
      const { accountId, clientId } = pathClient(c);
      if (!(await deps.accounts.deleteClient(accountId, clientId)))
        throw new LintelError('ERROR_CLIENT_NOT_FOUND');
      deps.onClientChanged();
      return c.body(null, 204);
    }),
  );

  app.post('/admin/accounts/:accountId/clients/:clientId/rotate', (c) =>
    guard(c.req.raw, async () => {
      const { accountId, clientId } = pathClient(c);
      const rotated = await deps.accounts.rotateClient(accountId, clientId);
      if (!rotated) throw new LintelError('ERROR_CLIENT_NOT_FOUND');
      deps.onClientChanged();
      return c.json({ clientId, clientSecret: rotated.secret, scopes: rotated.scopes });
    }),
  );
}
