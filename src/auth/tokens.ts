import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { unauthenticated } from '../errors.js';

/**
 * Access tokens: HS256 JWTs signed with a key derived from LINTEL_SECRET_KEY, so every process
 * sharing one database verifies every other's tokens. Verification pins the algorithm, issuer
 * and audience and requires `exp` and `sub`.
 */
export const TOKEN_ISSUER = 'lintel';
export const TOKEN_AUDIENCE = 'lintel-api';
const ALGORITHM = 'HS256';

export interface TokenClaims {
  accountId: string;
  clientId: string;
  scopes: string[];
  expiresAt: number;
  /** A consumer-scoped token reaches only this consumer's domain operations (contract §8). */
  consumerId: string | null;
  /** The API client's token generation when issued: rotating its secret moves it on. */
  generation: number;
}

const claimsSchema = z.object({
  sub: z.uuid(),
  accountid: z.uuid(),
  scope: z.string(),
  exp: z.number(),
  consumer: z.uuid().optional(),
  gen: z.number().int().min(0).optional(),
});

/** What a token is issued for: an API client, optionally narrowed to one consumer. */
export interface TokenGrant {
  id: string;
  accountId: string;
  scopes: string[];
  generation: number;
  consumerId?: string;
  /** Lifetime in seconds; the service's default when absent. */
  ttlSeconds?: number;
}

export interface IssuedToken {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_on: number;
}

export function createTokenService(options: {
  signingKey: Uint8Array;
  /**
   * The signing key derived from LINTEL_SECRET_KEY_PREVIOUS during a rotation (CONTRACT §4):
   * tokens it signed (processes not restarted yet) still verify; new ones use `signingKey`.
   */
  previousSigningKey?: Uint8Array;
  ttlSeconds: number;
  now?: () => number;
}) {
  const now = options.now ?? (() => Date.now());
  // Verified tokens are kept until they expire: a memory answer then costs one lookup.
  const cache = new LRUCache<string, TokenClaims>({ max: 10_000 });

  return {
    async issue(client: TokenGrant): Promise<IssuedToken> {
      const issuedAt = Math.floor(now() / 1000);
      const ttlSeconds = client.ttlSeconds ?? options.ttlSeconds;
      const expiresOn = issuedAt + ttlSeconds;
      const token = await new SignJWT({
        accountid: client.accountId,
        scope: client.scopes.join(' '),
        gen: client.generation,
        ...(client.consumerId ? { consumer: client.consumerId } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(client.id)
        .setIssuedAt(issuedAt)
        .setNotBefore(issuedAt)
        .setExpirationTime(expiresOn)
        .sign(options.signingKey);
      return {
        access_token: token,
        token_type: 'bearer',
        expires_in: ttlSeconds,
        expires_on: expiresOn,
      };
    },

    /** The claims of a token verified before and not expired yet; undefined otherwise. */
    peek(token: string): TokenClaims | undefined {
      const cached = cache.get(token);
      return cached && cached.expiresAt * 1000 > now() ? cached : undefined;
    },

    /** The token's claims, or the contract's 401 (`Invalid token`, `Token expired`). */
    async verify(token: string): Promise<TokenClaims> {
      const cached = cache.get(token);
      if (cached) {
        if (cached.expiresAt * 1000 > now()) return cached;
        throw unauthenticated('Token expired');
      }
      let payload: unknown;
      try {
        const verifyWith = (key: Uint8Array) =>
          jwtVerify(token, key, {
            algorithms: [ALGORITHM],
            issuer: TOKEN_ISSUER,
            audience: TOKEN_AUDIENCE,
            requiredClaims: ['exp', 'sub', 'iat'],
            currentDate: new Date(now()),
          });
        try {
          ({ payload } = await verifyWith(options.signingKey));
        } catch (error) {
          const previous = options.previousSigningKey;
          if (!previous || !(error instanceof joseErrors.JWSSignatureVerificationFailed)) throw error;
          ({ payload } = await verifyWith(previous));
        }
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw unauthenticated('Token expired');
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError)
          throw unauthenticated('Invalid token');
        throw error;
      }
      const parsed = claimsSchema.safeParse(payload);
      if (!parsed.success) throw unauthenticated('Invalid token');
      const claims: TokenClaims = {
        accountId: parsed.data.accountid,
        clientId: parsed.data.sub,
        scopes: parsed.data.scope.split(' ').filter(Boolean),
        expiresAt: parsed.data.exp,
        consumerId: parsed.data.consumer ?? null,
        generation: parsed.data.gen ?? 0,
      };
      cache.set(token, claims);
      return claims;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** The bearer token of an `Authorization` header, or the contract's 401 (`Not authenticated`). */
export function requireBearer(header: string | null | undefined): string {
  if (!header) throw unauthenticated('Not authenticated');
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthenticated('Not authenticated');
  return match[1]!;
}
