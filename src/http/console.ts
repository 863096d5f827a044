import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { LintelError, validationError } from '../errors.js';
import type { AppEnv } from '../rest/errors.js';
import type { DocumentedRoute } from '../rest/routes.js';
import { negotiateEncoding } from './graphiql-page.js';

/**
 * The operator console (`/console`, issue 32): the single-page app `console/` builds with Vite
 * into `dist/console` (index.html, and hashed scripts and styles under `assets/`, each with its
 * `.br` and `.gz` written by the build). Served as built: compressed bytes as they are on disk,
 * the assets `immutable` (their names change with their content), the page `no-cache` with an
 * ETag (a new Lintel shows at once). It holds no secret, so production serves it too. Its page
 * has no inline script: the security headers' strict policy applies (src/http/security-headers.ts).
 */

const none = z.object({});
/** Hashed names as Vite writes them (`index-Wg92_YS_.js`). */
const ASSET_NAME = /^[A-Za-z0-9_.-]{1,120}\.(js|css|svg|woff2)$/;

export const consoleRoutes: DocumentedRoute[] = [
  {
    method: 'GET',
    path: '/console',
    tag: 'Service',
    summary: 'Operator console',
    description:
      'The console for the people who run Lintel: consumers, integrations, webhooks, API clients and live ' +
      'events, over the public GraphQL API. Sign in with an API client of the account.',
    operationId: 'service_console',
    scope: null,
    auth: 'none',
    produces: 'text/html',
    params: none,
    query: none,
    response: { status: 200, schema: z.string().describe('An HTML page') },
    errors: [404],
  },
  {
    method: 'GET',
    path: '/console/assets/{asset}',
    tag: 'Service',
    summary: 'Operator console assets',
    description: 'The scripts and stylesheets of `/console`; their names change with their content.',
    operationId: 'service_console_asset',
    scope: null,
    auth: 'none',
    produces: 'text/plain',
    params: z.object({
      asset: z.string().regex(ASSET_NAME).describe('Name of the file, as the page links it'),
    }),
    query: none,
    response: { status: 200, schema: z.string().describe('A script or a stylesheet') },
    errors: [404],
  },
];

interface File {
  type: string;
  etag: string;
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The build's folder: next to the bundle (`dist/main.js`), or `dist/` when run from the sources. */
export function defaultConsoleDir(): string | undefined {
  const candidates = [
    new URL('./console/', import.meta.url),
    new URL('../../dist/console/', import.meta.url),
  ];
  return candidates.map((url) => fileURLToPath(url)).find((dir) => existsSync(join(dir, 'index.html')));
}

function readFile(path: string): File {
  const optional = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : undefined);
  const identity = readFileSync(path);
  const br = optional('.br');
  const gzip = optional('.gz');
  return {
    type: TYPES[extname(path)] ?? 'application/octet-stream',
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    bodies: { identity, ...(br && { br }), ...(gzip && { gzip }) },
  };
}

function loadFiles(dir: string): { index: File; assets: Map<string, File> } {
  const assetsDir = join(dir, 'assets');
  const assets = new Map<string, File>();
  for (const name of existsSync(assetsDir) ? readdirSync(assetsDir) : []) {
    if (ASSET_NAME.test(name)) assets.set(name, readFile(join(assetsDir, name)));
  }
  return { index: readFile(join(dir, 'index.html')), assets };
}

function send(c: Context<AppEnv>, file: File, cacheControl: string): Response {
  const encoding = negotiateEncoding(c.req.header('accept-encoding'));
  const body =
    encoding === 'identity' ? file.bodies.identity : (file.bodies[encoding] ?? file.bodies.identity);
  const encoded = body !== file.bodies.identity;
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
    // Each encoding is its own representation.
    ETag: encoded ? file.etag.replace(/"$/, `-${encoding}"`) : file.etag,
  };
  const ifNoneMatch = c.req.header('if-none-match');
  if (
    ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '').startsWith(file.etag.slice(0, -1)))
  ) {
    return c.body(null, 304, headers);
  }
  headers['Content-Type'] = file.type;
  headers['Content-Length'] = String(body.length);
  if (encoded) headers['Content-Encoding'] = encoding;
  return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), 200, headers);
}

export function mountConsole(app: Hono<AppEnv>, options: { dir: string | undefined }): void {
  // Read once, on first use: most processes never serve the console.
  let files: ReturnType<typeof loadFiles> | undefined;
  const load = () => {
    if (!options.dir) {
      throw new LintelError('ERROR_NOT_FOUND', {
        message: 'The console is not built: `npm run build` builds it into dist/console',
      });
    }
    files ??= loadFiles(options.dir);
    return files;
  };

  app.get('/console', (c) => send(c, load().index, 'no-cache'));
  app.get('/console/assets/:asset', (c) => {
    const name = c.req.param('asset');
    if (!ASSET_NAME.test(name)) {
      throw validationError([
        { loc: ['path', 'asset'], msg: 'Not the name of a console asset', type: 'value_error', input: name },
      ]);
    }
    const file = load().assets.get(name);
    if (!file) throw new LintelError('ERROR_NOT_FOUND');
    return send(c, file, 'public, max-age=31536000, immutable');
  });
}
