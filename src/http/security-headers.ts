import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

/**
 * Headers of HTML pages (issue 8): on them a Content-Security-Policy that allows only what the page itself contains (its
 * inline scripts and styles by hash, everything else from Lintel's own origin) and forbids
 * framing (clickjacking). A page that needs more sets its own policy with `pagePolicy`
 * (GraphiQL: src/http/graphiql-page.ts), and this leaves it alone.
 */

export interface PagePolicyOptions {
  /**
   * Styles the page's scripts insert at run time (GraphiQL's editor does), which no hash can
   * list. Allowing them does not allow scripts; an injected style can at worst restyle the page.
   */
  runtimeStyles?: boolean;
  /** Where workers may come from; `blob:` for GraphiQL's editor, which builds them from strings. */
  workers?: string;
  /**
   * Origins a form post may end up at besides Lintel's: browsers hold the redirect that answers
   * a post to `form-action` too (the connect page's 303 to the consumer's redirect_url).
   */
  formTargets?: string[];
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

function hashes(html: string, element: RegExp): string[] {
  return [...html.matchAll(element)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

/** The Content-Security-Policy for `html`: its own inline scripts and styles, nothing foreign. */
export function pagePolicy(html: string, options: PagePolicyOptions = {}): string {
  const styles = options.runtimeStyles ? ["'unsafe-inline'"] : hashes(html, INLINE_STYLE);
  return [
    "default-src 'none'",
    ["script-src 'self'", ...hashes(html, INLINE_SCRIPT)].join(' '),
    ["style-src 'self'", ...styles].join(' '),
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    ...(options.workers ? [`worker-src ${options.workers}`] : []),
    "base-uri 'none'",
    ["form-action 'self'", ...(options.formTargets ?? [])].join(' '),
    "frame-ancestors 'none'",
  ].join('; ');
}

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // `X-Content-Type-Options` is on every answer, set where every answer is written (src/http/send.ts).
    if (!isHtml(c.res) || c.res.headers.has('content-security-policy')) return;
    // Lintel's own pages are small: hash what they inline. An encoded or empty body cannot be
    // read here and gets the policy that allows no inline code at all.
    let html = '';
    if (c.res.body && !c.res.headers.has('content-encoding')) {
      html = await c.res.text();
      c.res = new Response(html, c.res);
    }
    c.res.headers.set('Content-Security-Policy', pagePolicy(html));
    // For browsers that predate `frame-ancestors`.
    c.res.headers.set('X-Frame-Options', 'DENY');
  };
}
