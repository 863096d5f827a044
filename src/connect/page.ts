import type { Hono } from 'hono';
import { z } from 'zod';
import type { ConnectorRegistry } from '../connectors/registry.js';
import { escapeHtml } from '../http/html.js';
import { apiDisplayNames } from '../model/index.js';
import type { AppEnv } from '../rest/errors.js';
import type { DocumentedRoute } from '../rest/routes.js';
import type { Store } from '../store/index.js';
import type { LinkService } from './links.js';

/**
 * The connect page at the `url` of Chift's `LinkItem`: what the signed link allows, for the end
 * user. This first version says which consumer and which connectors the link is for; the form
 * where credentials are entered builds on it.
 */

function page(status: number, title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Lintel</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1d2330}h1{font-size:1.4rem}li{margin:.3rem 0}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    },
  });
}

export const connectRoutes: DocumentedRoute[] = [
  {
    method: 'GET',
    path: '/connect/{token}',
    tag: 'Connections',
    summary: 'Connect page',
    description:
      'The page an end user opens from `LinkItem.url` to connect their software or change a connection. ' +
      'The token is signed and expires; the page answers 410 once it has.',
    operationId: 'connect_page',
    scope: null,
    auth: 'none',
    params: z.object({ token: z.string().describe('The signed link of LinkItem.url') }),
    query: z.object({}),
    produces: 'text/html',
    response: { status: 200, schema: z.string().describe('An HTML page') },
    errors: [404],
  },
];

export function mountConnectPage(
  app: Hono<AppEnv>,
  deps: { links: LinkService; store: Store; connectors: ConnectorRegistry },
): void {
  app.get('/connect/:token', async (c) => {
    const verified = await deps.links.verify(c.req.param('token'));
    if (!verified.ok) {
      return verified.reason === 'expired'
        ? page(410, 'This link has expired', '<p>Ask for a new link to connect your software.</p>')
        : page(404, 'This link is not valid', '<p>Check that the whole link was copied.</p>');
    }
    const { link } = verified;
    const consumer = await deps.store.consumers.get(link.accountId, link.consumerId);
    if (!consumer)
      return page(404, 'This link is not valid', '<p>The account it was made for no longer exists.</p>');
    const offered = deps.connectors
      .list()
      .filter((d) => d.status === 'active')
      .filter((d) => link.integrationId === null || d.integrationId === link.integrationId)
      .filter((d) => link.apis === null || link.apis.includes(apiDisplayNames[d.api]));
    const items = offered
      .map((d) => `<li><strong>${escapeHtml(d.name)}</strong> (${escapeHtml(apiDisplayNames[d.api])})</li>`)
      .join('');
    const what = link.connectionId ? 'Change the connection of' : 'Connect the software of';
    return page(200, `${what} ${consumer.name}`, `<ul>${items}</ul>`);
  });
}
