import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { pagePolicy } from './security-headers.js';

/**
 * GraphiQL's page (7.4 MB: the editor, its workers and styles are inlined, so closed networks work)
 * rendered once, compressed once per encoding, and revalidated by ETag: a browser downloads about
 * 2 MB once, then gets 304s while Lintel runs the same page. Yoga would render and send the
 * whole page on every load.
 */

type Encoding = 'br' | 'gzip' | 'identity';

interface Page {
  identity: Buffer;
  /** Strong validator of the page; each encoding is its own representation (`"…-br"`). */
  tag: string;
  policy: string;
  compressed: Map<'br' | 'gzip', Promise<Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compression runs once, off the main thread (zlib's thread pool). Brotli 6 and gzip 9 take
 * about 1.2 s each on 7.4 MB here; brotli 11 would take about a minute for 10 % less.
 */
const COMPRESS: Record<'br' | 'gzip', (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  gzip: (data) => gzipAsync(data, { level: 9 }),
};

/** Ask for revalidation on each load: a new Lintel (or new GraphiQL options) shows at once. */
const CACHE_CONTROL = 'public, no-cache';
/** `/graphql` answers JSON too (a GET with a query): caches must key on what was accepted. */
const VARY = 'Accept, Accept-Encoding';

/** The best encoding the client accepts (`q=0` refuses one), br before gzip before none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
}

function tagOf(page: Page, encoding: Encoding): string {
  return encoding === 'identity' ? `"${page.tag}"` : `"${page.tag}-${encoding}"`;
}

/** True when `If-None-Match` names any representation of the page (or `*`). */
function notModified(page: Page, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${page.tag}"` || tag.startsWith(`"${page.tag}-`);
  });
}

/**
 * Serves GraphiQL where yoga would (a GET that accepts `text/html`), from `render()` called
 * once on the first such request; any other request goes on to the GraphQL endpoint.
 */
export function graphiqlPage(render: () => string | Promise<string>): MiddlewareHandler {
  let page: Promise<Page> | undefined;
  const build = async (): Promise<Page> => {
    const html = await render();
    const identity = Buffer.from(html);
    return {
      identity,
      tag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
      // The editor inserts styles and builds its workers from `blob:` URLs at run time.
      policy: pagePolicy(html, { runtimeStyles: true, workers: 'blob:' }),
      compressed: new Map(),
    };
  };
  const load = (): Promise<Page> => {
    if (!page) {
      page = build();
      // A failure is not kept: the next load tries again.
      page.catch(() => {
        page = undefined;
      });
    }
    return page;
  };

  return async (c, next) => {
    if (!(c.req.header('accept') ?? '').includes('text/html')) return next();
    const current = await load();
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    const headers: Record<string, string> = {
      ETag: tagOf(current, encoding),
      'Cache-Control': CACHE_CONTROL,
      Vary: VARY,
      'Content-Security-Policy': current.policy,
      'X-Frame-Options': 'DENY',
    };
    if (notModified(current, c.req.header('if-none-match'))) return c.body(null, 304, headers);
    let body = current.identity;
    if (encoding !== 'identity') {
      let compressed = current.compressed.get(encoding);
      if (!compressed) {
        compressed = COMPRESS[encoding](current.identity);
        current.compressed.set(encoding, compressed);
        // A failure is not kept: the next load tries again.
        compressed.catch(() => current.compressed.delete(encoding));
      }
      body = await compressed;
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Type'] = 'text/html; charset=utf-8';
    headers['Content-Length'] = String(body.length);
    // Buffers from `Buffer.from` and zlib are never shared memory.
    return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), 200, headers);
  };
}
