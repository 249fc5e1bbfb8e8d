import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

// Signed, expiring tokens (HS256 with the configured secret): the session itself, and the short
// state of a single-sign-on round trip (state, PKCE verifier, nonce) kept in a cookie meanwhile.

const ISSUER = 'kafka-console';
type Audience = 'session' | 'sso';

export interface SessionClaims {
  /** The user name. */
  sub: string;
  /** Console groups (from basic-auth, or mapped from the IdP / LDAP groups at login). */
  groups: string[];
  /** Token id and expiry (epoch seconds), so a logout can revoke this very token. */
  jti?: string;
  exp?: number;
}

export class TokenSigner {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(payload: Record<string, unknown>, audience: Audience, ttlSeconds: number): Promise<string> {
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.#key);
  }

  /**
   * The payload of a valid token for this audience, or undefined: bad signature, other use,
   * expired, without an expiry, or issued longer ago than this use allows (a token signed with a
   * leaked secret and a far expiry is still refused).
   */
  async verify(
    token: string,
    audience: Audience,
    maxAgeSeconds: number,
  ): Promise<Record<string, unknown> | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        issuer: ISSUER,
        audience,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'jti'],
        maxTokenAge: maxAgeSeconds,
      });
      if ((payload.exp ?? 0) - (payload.iat ?? 0) > maxAgeSeconds) return undefined;
      return payload;
    } catch {
      return undefined;
    }
  }

  async verifySession(token: string, maxAgeSeconds: number): Promise<SessionClaims | undefined> {
    const payload = await this.verify(token, 'session', maxAgeSeconds);
    if (typeof payload?.sub !== 'string' || !Array.isArray(payload.groups)) return undefined;
    return {
      sub: payload.sub,
      groups: payload.groups.filter((g): g is string => typeof g === 'string'),
      ...(typeof payload.jti === 'string' ? { jti: payload.jti } : {}),
      ...(typeof payload.exp === 'number' ? { exp: payload.exp } : {}),
    };
  }
}
