import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { ConnectorDefinition } from '../connectors/connector.js';
import type { ConnectorRegistry } from '../connectors/registry.js';
import type { LintelError, ValidationIssue } from '../errors.js';
import { type Api, apiDisplayNames } from '../model/index.js';
import type { AppEnv } from '../rest/errors.js';
import type { DocumentedRoute } from '../rest/routes.js';
import type { ConnectLink, LinkService } from '../services/connect-links.js';
import type { Connection } from '../store/connections.js';
import type { Consumer } from '../store/consumers.js';
import type { Store } from '../store/index.js';
import type { ConnectionWriter, Credential } from './connections.js';
import type { CsrfTokens } from './csrf.js';
import { donePage, type FormState, formPage, isSecret, messagePage, pickerPage } from './view.js';

/**
 * The connect page at the `url` of Chift's `LinkItem`. The signed link says what the end user
 * may do: connect one consumer (to the integration it names, or to one they pick from the
 * active ones), or change the credentials of one connection. The form posts back to the link
 * itself; Lintel checks the credentials with the vendor (the API's own mutations, see
 * `connections.ts`) and then sends the end user to the consumer's `redirect_url` or shows that
 * all is done.
 */

const API_ORDER: Api[] = ['invoicing', 'pos', 'pms'];

export const connectRoutes: DocumentedRoute[] = [
  {
    method: 'GET',
    path: '/connect/{token}',
    tag: 'Connections',
    summary: 'Connect page',
    description:
      'The page an end user opens from `LinkItem.url` to connect their software or change a connection: ' +
      'the active integrations to pick from (unless the link names one), then the credential form. ' +
      'The token is signed and expires; the page answers 410 once it has, 404 when it is not valid. ' +
      'The form posts (`application/x-www-form-urlencoded`) to the same address.',
    operationId: 'connect_page',
    scope: null,
    auth: 'none',
    params: z.object({ token: z.string().describe('The signed link of LinkItem.url') }),
    query: z.object({
      integrationid: z.string().optional().describe('The integration picked on the page'),
      done: z.string().optional().describe('The connection just made (the page says it is done)'),
    }),
    produces: 'text/html',
    response: { status: 200, schema: z.string().describe('An HTML page') },
    errors: [404],
  },
];

export interface ConnectPageDeps {
  links: LinkService;
  csrf: CsrfTokens;
  store: Store;
  connectors: ConnectorRegistry;
  connections: ConnectionWriter;
  /** `LINTEL_PUBLIC_URL`: the origin posts may come from besides the request's own. */
  publicUrl: string | undefined;
  logger: Logger;
}

interface Opened {
  token: string;
  link: ConnectLink;
  consumer: Consumer;
}

interface Target {
  definition: ConnectorDefinition;
  /** The connection a PATCH link changes. */
  connection: Connection | null;
  /** The end user picked the integration on the page (it travels with the form). */
  picked: boolean;
}

const notValid = () => messagePage(404, 'This link is not valid', 'Check that the whole link was copied.');

/** Where the consumer wants the end user back, when the link asks for it and it is a web address. */
function redirectTarget(opened: Opened): URL | null {
  if (!opened.link.redirect || !opened.consumer.redirectUrl) return null;
  try {
    const url = new URL(opened.consumer.redirectUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** A post from the page itself: the browser's Sec-Fetch-Site, else Origin (absent or "null": the CSRF token decides). */
function fromSameOrigin(request: Request, publicUrl: string | undefined): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = request.headers.get('origin');
  if (origin === null || origin === 'null') return true;
  const own = [new URL(request.url).origin, ...(publicUrl ? [new URL(publicUrl).origin] : [])];
  return own.includes(origin);
}

function purposeOf(target: Target): string {
  return target.connection
    ? `connection:${target.connection.id}`
    : `integration:${target.definition.integrationId}`;
}

/** The credential a plain-words message belongs to, from a validation issue's `loc`. */
function fieldOf(issue: ValidationIssue, definition: ConnectorDefinition): string | undefined {
  const names = new Set(definition.credentials.map((c) => c.name));
  return issue.loc.map(String).find((part) => names.has(part));
}

/** A refusal as the page says it: what went wrong, in words, next to the field when there is one. */
function describe(
  error: LintelError,
  definition: ConnectorDefinition,
): Pick<FormState, 'problem' | 'fieldProblems' | 'status'> {
  const name = definition.name;
  switch (error.code) {
    case 'ERROR_VALIDATION': {
      const fieldProblems: Record<string, string> = {};
      const other: string[] = [];
      for (const issue of Array.isArray(error.detail) ? (error.detail as ValidationIssue[]) : []) {
        const field = fieldOf(issue, definition);
        const text = issue.type === 'missing' ? 'This is required.' : issue.msg;
        if (field) fieldProblems[field] = text;
        else other.push(issue.msg);
      }
      return {
        status: 422,
        problem: ['Some details are missing or not valid.', ...other].join(' '),
        fieldProblems,
      };
    }
    case 'ERROR_INVALID_CREDENTIALS':
      return { status: 400, problem: `${error.message}. Check the details and try again.` };
    case 'ERROR_CONNECTOR_AUTHENTICATION':
      return { status: 400, problem: `${name} refused these details. Check them and try again.` };
    // 400, as the API answers it: the vendor's failure is this request's outcome, not a gateway's.
    case 'ERROR_CONNECTOR_REQUEST':
      return {
        status: 400,
        problem:
          `Lintel could not get a usable answer from ${name}` +
          (typeof error.detail === 'string' && error.detail ? ` (${error.detail})` : '') +
          '. Check the address, or try again in a few minutes.',
      };
    case 'ERROR_RATE_LIMITED':
      return { status: 429, problem: 'Too many attempts for now. Wait a minute, then try again.' };
    default:
      return { status: error.status, problem: error.message };
  }
}

export function mountConnectPage(app: Hono<AppEnv>, deps: ConnectPageDeps): void {
  /** The link and its consumer, or the page that says why not. */
  async function open(token: string): Promise<Opened | Response> {
    const verified = await deps.links.verify(token);
    if (!verified.ok) {
      return verified.reason === 'expired'
        ? messagePage(410, 'This link has expired', 'Ask for a new link to connect your software.')
        : notValid();
    }
    const consumer = await deps.store.consumers.get(verified.link.accountId, verified.link.consumerId);
    if (!consumer) {
      return messagePage(404, 'This link is not valid', 'The customer it was made for no longer exists.');
    }
    return { token, link: verified.link, consumer };
  }

  /** Integrations the link lets the end user pick, in a stable order. */
  function offered(link: ConnectLink): ConnectorDefinition[] {
    return deps.connectors
      .list()
      .filter((d) => d.status === 'active')
      .filter((d) => link.apis === null || link.apis.includes(apiDisplayNames[d.api]))
      .filter((d) => link.country === null || d.supportedCountries?.includes(link.country) !== false);
  }

  /** What the form is for; null: the end user still has to pick (or picked what the link does not offer). */
  async function targetOf(opened: Opened, picked: string | undefined): Promise<Target | null | Response> {
    const { link } = opened;
    if (link.connectionId !== null) {
      const connection = await deps.store.connections.get(link.accountId, link.connectionId);
      const definition = connection && deps.connectors.get(connection.integrationId);
      if (!connection || connection.consumerId !== link.consumerId || !definition) {
        return messagePage(404, 'This connection no longer exists', 'Ask for a new link.');
      }
      return { definition, connection, picked: false };
    }
    if (link.integrationId !== null) {
      const definition = deps.connectors.get(link.integrationId);
      if (definition?.status !== 'active') {
        return messagePage(404, 'This software cannot be connected', 'Ask for a new link.');
      }
      return { definition, connection: null, picked: false };
    }
    if (picked === undefined) return null;
    const definition = offered(link).find((d) => String(d.integrationId) === picked);
    return definition ? { definition, connection: null, picked: true } : null;
  }

  function formState(opened: Opened, target: Target): FormState {
    const redirect = redirectTarget(opened);
    return {
      consumerName: opened.consumer.name,
      definition: target.definition,
      mode: target.connection ? 'update' : 'create',
      isNew: opened.link.isNew,
      csrf: deps.csrf.issue(opened.token, purposeOf(target)),
      integrationId: target.picked ? target.definition.integrationId : null,
      values: {},
      canGoBack: target.picked,
      ...(redirect ? { formTargets: [redirect.origin] } : {}),
    };
  }

  function showPicker(opened: Opened): Response {
    const integrations = offered(opened.link);
    const groups = API_ORDER.map((api) => ({
      api: apiDisplayNames[api],
      integrations: integrations.filter((d) => d.api === api),
    })).filter((g) => g.integrations.length > 0);
    return pickerPage(opened.consumer.name, groups);
  }

  async function showDone(opened: Opened, connectionId: string): Promise<Response> {
    const connection = await deps.store.connections.get(opened.link.accountId, connectionId);
    const definition = connection && deps.connectors.get(connection.integrationId);
    if (!connection || connection.consumerId !== opened.consumer.id || !definition) return notValid();
    return donePage(definition, opened.link.isNew ? 'create' : 'update');
  }

  /**
   * Runs a handler; an unexpected failure is logged here without the request's path (it holds
   * the link) or its form (it holds secrets), and answered with a page.
   */
  const guarded =
    (handler: (c: Context<AppEnv>) => Promise<Response>) =>
    async (c: Context<AppEnv>): Promise<Response> => {
      try {
        return await handler(c);
      } catch (error) {
        deps.logger.error(
          { err: error, requestId: c.req.header('x-request-id') },
          'connect page: unexpected error',
        );
        return messagePage(500, 'Something went wrong', 'Lintel could not finish. Try again later.');
      }
    };

  app.get(
    '/connect/:token',
    guarded(async (c) => {
      const opened = await open(c.req.param('token') ?? '');
      if (opened instanceof Response) return opened;
      const done = c.req.query('done');
      if (done !== undefined) return showDone(opened, done);
      const target = await targetOf(opened, c.req.query('integrationid'));
      if (target instanceof Response) return target;
      if (target === null) return showPicker(opened);
      const state = formState(opened, target);
      if (target.connection) {
        // A PATCH link shows what is stored, secrets excepted (the view never writes those).
        const stored = await deps.store.connections.credentials(target.connection.id);
        for (const field of target.definition.credentials) {
          if (!isSecret(field) && stored[field.name] !== undefined)
            state.values[field.name] = stored[field.name]!;
        }
      }
      return formPage(state);
    }),
  );

  app.post(
    '/connect/:token',
    guarded(async (c) => {
      const opened = await open(c.req.param('token') ?? '');
      if (opened instanceof Response) return opened;
      if (!fromSameOrigin(c.req.raw, deps.publicUrl)) {
        return messagePage(
          403,
          'This form was sent from elsewhere',
          'Open the link again and fill in the form there.',
        );
      }
      const form = await readForm(c);
      const target = await targetOf(opened, form.integrationid);
      if (target instanceof Response) return target;
      if (target === null) return showPicker(opened);
      if (!deps.csrf.verify(form.csrf ?? '', opened.token, purposeOf(target))) {
        return messagePage(
          403,
          'This form could not be accepted',
          'It was not sent from this page, or the page is too old. Open the link again and fill in the form there.',
        );
      }
      const { definition, connection } = target;
      const stored = connection ? await deps.store.connections.credentials(connection.id) : {};
      const credentials: Credential[] = [];
      const values: Record<string, string> = {};
      for (const field of definition.credentials) {
        const given = (form[`credentials.${field.name}`] ?? '').trim();
        if (!isSecret(field)) values[field.name] = given;
        // On a PATCH link an empty secret keeps the stored one.
        const value = given || (connection && isSecret(field) ? (stored[field.name] ?? '') : '');
        if (value) credentials.push({ key: field.name, value });
      }
      const outcome = connection
        ? await deps.connections.update(
            c.req.raw,
            { accountId: opened.link.accountId, consumerId: opened.consumer.id, connectionId: connection.id },
            credentials,
          )
        : await deps.connections.create(
            c.req.raw,
            {
              accountId: opened.link.accountId,
              consumerId: opened.consumer.id,
              integrationId: definition.integrationId,
            },
            credentials,
          );
      if (!outcome.ok) {
        if (
          outcome.error.code === 'ERROR_CONSUMER_NOT_FOUND' ||
          outcome.error.code === 'ERROR_CONNECTION_NOT_FOUND'
        ) {
          return messagePage(404, 'This link is not valid', 'What it was made for no longer exists.');
        }
        return formPage({ ...formState(opened, target), values, ...describe(outcome.error, definition) });
      }
      const redirect = redirectTarget(opened);
      if (redirect) {
        // Chift's names for what it appends to redirect_url.
        redirect.searchParams.set('consumerId', opened.consumer.id);
        redirect.searchParams.set('connectionId', outcome.connectionId);
        redirect.searchParams.set('connectionStatus', outcome.status);
        return c.redirect(redirect.href, 303);
      }
      // Post/redirect/get: reloading the answer does not post the form again.
      return c.redirect(`?done=${encodeURIComponent(outcome.connectionId)}`, 303);
    }),
  );
}

/** The form's fields as strings (a file or a repeated field counts as absent). */
async function readForm(c: Context<AppEnv>): Promise<Record<string, string | undefined>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) return {};
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    // A body that is not the form it says it is: no fields, so the CSRF check refuses it.
    return {};
  }
  const form: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string') form[key] = value;
  return form;
}
