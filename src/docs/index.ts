import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Hono } from 'hono';
import { z } from 'zod';
import { LintelError } from '../errors.js';
import { escapeHtml } from '../html.js';
import type { AppEnv } from '../rest/errors.js';
import type { DocumentedRoute } from '../rest/routes.js';
import { VERSION } from '../version.js';

/**
 * The API reference (`/docs`: Swagger UI over `/openapi.json`, its assets served by Lintel from
 * the `swagger-ui-dist` package, no CDN) and the landing page (`/`: HTML for browsers, JSON for
 * API clients). No inline scripts, so the pages work under a strict Content-Security-Policy.
 */

const none = z.object({});
const assetNames = z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'init.js']);

export const docsRoutes: DocumentedRoute[] = [
  {
    method: 'GET',
    path: '/',
    tag: 'Service',
    summary: 'Landing page',
    description:
      'Links to the API reference, GraphQL and the quick start: HTML for browsers, JSON otherwise.',
    operationId: 'service_landing',
    scope: null,
    auth: 'none',
    params: none,
    query: none,
    response: {
      status: 200,
      schema: z.object({
        name: z.string(),
        version: z.string(),
        links: z.record(z.string(), z.string()),
      }),
    },
    errors: [],
  },
  {
    method: 'GET',
    path: '/docs',
    tag: 'Service',
    summary: 'API reference',
    description: 'An HTML reference of `/openapi.json`.',
    operationId: 'service_docs',
    scope: null,
    auth: 'none',
    produces: 'text/html',
    params: none,
    query: none,
    response: { status: 200, schema: z.string().describe('An HTML page') },
    errors: [],
  },
  {
    method: 'GET',
    path: '/docs/{asset}',
    tag: 'Service',
    summary: 'API reference assets',
    description: 'The stylesheet and scripts of `/docs`, served by Lintel itself.',
    operationId: 'service_docs_asset',
    scope: null,
    auth: 'none',
    produces: 'text/plain',
    params: z.object({ asset: assetNames }),
    query: none,
    response: { status: 200, schema: z.string().describe('A stylesheet or a script') },
    errors: [404],
  },
];

interface Asset {
  body: string;
  type: string;
  etag: string;
}

const INIT = `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    tryItOutEnabled: false,
  });
});
`;

const DOCS_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lintel API reference</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head><body><div id="reference"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body></html>`;

function asset(body: string, type: string): Asset {
  return { body, type, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** Read once, on first use: the bundle is about 1.5 MB and most processes never serve it. */
function loadAssets(): Map<string, Asset> {
  const dir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  return new Map([
    ['swagger-ui.css', asset(read('swagger-ui.css'), 'text/css; charset=utf-8')],
    ['swagger-ui-bundle.js', asset(read('swagger-ui-bundle.js'), 'text/javascript; charset=utf-8')],
    ['init.js', asset(INIT, 'text/javascript; charset=utf-8')],
  ]);
}

// The code block wraps (`pre-wrap`) rather than scrolling sideways: a long LINTEL_PUBLIC_URL stays readable.
function landingHtml(base: string): string {
  const b = escapeHtml(base);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Lintel</title>
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:3rem auto;padding:0 1rem;color:#1d2330;line-height:1.5}
h1{font-size:1.6rem}a{color:#1b5fc1}pre{background:#f3f5f8;padding:.8rem;border-radius:6px;font-size:.85rem;white-space:pre-wrap;overflow-wrap:anywhere}
ul{padding-left:1.2rem}</style></head><body>
<h1>Lintel ${escapeHtml(VERSION)}</h1>
<p>A unified API for invoicing, point-of-sale and property-management software, over GraphQL and a
REST API compatible with Chift's.</p>
<ul>
<li><a href="/docs">API reference</a> (REST, from <a href="/openapi.json">/openapi.json</a>)</li>
<li><a href="/graphql">GraphQL</a> (GraphiQL in development)</li>
<li><a href="#quick-start">Quick start</a></li>
</ul>
<h2 id="quick-start">Quick start</h2>
<p>Get a token with your API client's credentials (printed at the first start), then call the API:</p>
<pre>TOKEN=$(curl -s -X POST ${b}/token \\
  -H 'content-type: application/json' \\
  -d '{"clientId":"…","clientSecret":"…","accountId":"…"}' \\
  | node -pe 'JSON.parse(require("fs").readFileSync(0)).access_token')
curl -s "${b}/consumers" -H "Authorization: Bearer $TOKEN"</pre>
</body></html>`;
}

export function mountDocs(app: Hono<AppEnv>, options: { publicUrl: string | undefined }): void {
  let assets: Map<string, Asset> | undefined;

  app.get('/', (c) => {
    const base = options.publicUrl ?? new URL(c.req.url).origin;
    if ((c.req.header('accept') ?? '').includes('text/html')) return c.html(landingHtml(base));
    return c.json({
      name: 'Lintel',
      version: VERSION,
      links: {
        docs: `${base}/docs`,
        openapi: `${base}/openapi.json`,
        graphql: `${base}/graphql`,
        quickStart: `${base}/#quick-start`,
      },
    });
  });

  app.get('/docs', (c) => c.html(DOCS_PAGE));

  app.get('/docs/:asset', (c) => {
    assets ??= loadAssets();
    const found = assets.get(c.req.param('asset'));
    if (!found) throw new LintelError('ERROR_NOT_FOUND');
    c.header('ETag', found.etag);
    c.header('Cache-Control', 'public, max-age=3600');
    if (c.req.header('if-none-match') === found.etag) return c.body(null, 304);
    c.header('Content-Type', found.type);
    return c.body(found.body);
  });
}
