import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/**
 * Signed links to the connect page (`LinkItem.url`): what the end user may do there — connect one
 * consumer, to one integration or to one of a choice, or change one connection — is in the link
 * itself, signed with a key derived from LINTEL_SECRET_KEY and valid for a limited time. No
 * account token ever reaches the browser.
 */

const AUDIENCE = 'lintel-connect';
const ISSUER = 'lintel';

const claims = z.object({
  acc: z.uuid(),
  sub: z.uuid(),
  int: z.int().nullable(),
  con: z.uuid().nullable(),
  red: z.boolean(),
  apis: z.array(z.string()).nullable(),
  cty: z.string().nullable(),
  /** Absent from links signed before it existed: those were new when they named no connection. */
  new: z.boolean().optional(),
});

export interface ConnectLink {
  accountId: string;
  consumerId: string;
  /** The integration to connect; null lets the end user pick one. */
  integrationId: number | null;
  /** The connection to change (a PATCH link); null for a new connection. */
  connectionId: string | null;
  /**
   * The link was made for a new connection: by a `POST …/connections` that needs the end user,
   * or that created a connection needing no credentials (a Sandbox) there and then. The page then
   * says "Connect", not "Update the connection".
   */
  isNew: boolean;
  /** Send the end user to the consumer's redirect_url when done. */
  redirect: boolean;
  /** Only integrations of these APIs (display names) are offered; null: all. */
  apis: string[] | null;
  /** Only integrations of this country (ISO 3166-1 alpha-2) are offered; null: all. */
  country: string | null;
}

export type VerifiedLink = { ok: true; link: ConnectLink } | { ok: false; reason: 'expired' | 'invalid' };

export function createLinkService(options: {
  key: Uint8Array;
  /**
   * The key derived from LINTEL_SECRET_KEY_PREVIOUS during a rotation (CONTRACT §4): links it
   * signed still open; new ones are signed with `key`.
   */
  previousKey?: Uint8Array;
  ttlSeconds: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const verifyWith = (token: string, key: Uint8Array) =>
    jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(now()),
    });
  return {
    ttlSeconds: options.ttlSeconds,

    /** The URL of the connect page for `link`, under `baseUrl`. */
    async url(baseUrl: string, link: ConnectLink): Promise<string> {
      const issuedAt = Math.floor(now() / 1000);
      const token = await new SignJWT({
        acc: link.accountId,
        int: link.integrationId,
        con: link.connectionId,
        red: link.redirect,
        apis: link.apis,
        cty: link.country,
        new: link.isNew,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(link.consumerId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(options.key);
      return `${baseUrl}/connect/${token}`;
    },

    async verify(token: string): Promise<VerifiedLink> {
      try {
        let payload: unknown;
        try {
          ({ payload } = await verifyWith(token, options.key));
        } catch (error) {
          // Only a signature the current key refuses is tried with the previous one: an expired
          // or malformed link is that whatever the key.
          const previous = options.previousKey;
          if (!previous || !(error instanceof joseErrors.JWSSignatureVerificationFailed)) throw error;
          ({ payload } = await verifyWith(token, previous));
        }
        const parsed = claims.safeParse(payload);
        if (!parsed.success) return { ok: false, reason: 'invalid' };
        const c = parsed.data;
        return {
          ok: true,
          link: {
            accountId: c.acc,
            consumerId: c.sub,
            integrationId: c.int,
            connectionId: c.con,
            redirect: c.red,
            apis: c.apis,
            country: c.cty,
            isNew: c.new ?? c.con === null,
          },
        };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError)
          return { ok: false, reason: 'invalid' };
        throw error;
      }
    },
  };
}

export type LinkService = ReturnType<typeof createLinkService>;
