import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The connect form's CSRF token: a random nonce and an HMAC (key derived from LINTEL_SECRET_KEY)
 * over the nonce, a hash of the signed link and what the form is for (an integration, or a
 * connection to change). Minted at each render, checked at each post.
 *
 * Why signed rather than a double-submit cookie: the page keeps no session, and the form's
 * posts already carry the link (in the action path); a token the server can recompute binds the
 * post to that link and that form without any state, and keeps working where a browser (an
 * in-app web view, strict third-party cookie settings) drops cookies. The link expires, so the
 * token needs no expiry of its own. With the same-origin check of the post (Origin,
 * Sec-Fetch-Site), another site cannot submit the form: it never sees a token.
 */

const NONCE_BYTES = 16;

function bindingOf(linkToken: string, purpose: string): string {
  // The link as a hash: the HMAC input stays short whatever the link's length.
  return `${createHash('sha256').update(linkToken).digest('base64url')}|${purpose}`;
}

/**
 * `previousKey` (derived from LINTEL_SECRET_KEY_PREVIOUS during a rotation, CONTRACT §4): a form
 * rendered before the rotation still posts; every token is issued with `key`.
 */
export function createCsrfTokens(key: Uint8Array, previousKey?: Uint8Array) {
  const macWith = (k: Uint8Array, nonce: string, binding: string) =>
    createHmac('sha256', k).update(`${nonce}|${binding}`).digest('base64url');
  const mac = (nonce: string, binding: string) => macWith(key, nonce, binding);
  const matches = (given: string, expected: string) => {
    const a = Buffer.from(given);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  return {
    /** A fresh token for one render of the form of `purpose` under `linkToken`. */
    issue(linkToken: string, purpose: string): string {
      const nonce = randomBytes(NONCE_BYTES).toString('base64url');
      return `${nonce}.${mac(nonce, bindingOf(linkToken, purpose))}`;
    },
    /** Whether `token` was issued by this Lintel for this link and purpose. */
    verify(token: string, linkToken: string, purpose: string): boolean {
      const [nonce, given, extra] = token.split('.');
      if (!nonce || !given || extra !== undefined) return false;
      const binding = bindingOf(linkToken, purpose);
      if (matches(given, mac(nonce, binding))) return true;
      return previousKey !== undefined && matches(given, macWith(previousKey, nonce, binding));
    },
  };
}

export type CsrfTokens = ReturnType<typeof createCsrfTokens>;
