import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../errors.ts';
import { anonymousCaller, userCaller } from './callers.ts';
import { type Caller, openCaller } from './permission.ts';
import type { SecurityConfig } from './security-config.ts';
import { SessionRevocations } from './session-revocations.ts';
import { TokenSigner } from './tokens.ts';

// Who is calling: a bearer token (API clients) or the session cookie (the web app), else anonymous.
// Cookie-authenticated state-changing requests must carry the X-Requested-With header: a page of
// another site cannot add a custom header without a CORS preflight, which this server never allows.

export const SESSION_COOKIE = 'JWT';
export const CSRF_HEADER = 'x-requested-with';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class SessionAuth {
  readonly security: SecurityConfig;
  readonly signer: TokenSigner;
  readonly cookiePath: string;
  /** Ended sessions, shared through Kafka with the other consoles (session-revocations.ts). */
  readonly revocations: SessionRevocations;

  constructor(security: SecurityConfig, basePath: string, log: FastifyBaseLogger) {
    this.security = security;
    this.revocations = new SessionRevocations(log);
    this.signer = new TokenSigner(security['signing-secret']);
    this.cookiePath = basePath || '/';
  }

  async callerOf(request: FastifyRequest): Promise<Caller> {
    const header = request.headers.authorization;
    const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const cookie = request.cookies[SESSION_COOKIE];
    if (bearer === undefined && cookie !== undefined && !SAFE_METHODS.has(request.method)) {
      if (!request.headers[CSRF_HEADER]) {
        throw forbidden(
          'Cross-site request refused: a cookie-authenticated change needs the X-Requested-With header',
        );
      }
    }
    const token = bearer ?? cookie;
    const claims =
      token === undefined
        ? undefined
        : await this.signer.verifySession(token, this.security['session-ttl-seconds']);
    if (!claims || (claims.jti !== undefined && this.revocations.has(claims.jti))) {
      return anonymousCaller(this.security);
    }
    return userCaller(this.security, claims.sub, claims.groups);
  }

  /** Signs a session and sets it as an HttpOnly cookie; returns the token for the login answer. */
  async startSession(reply: FastifyReply, username: string, groups: string[]): Promise<string> {
    const ttl = this.security['session-ttl-seconds'];
    const token = await this.signer.sign({ sub: username, groups }, 'session', ttl);
    reply.setCookie(SESSION_COOKIE, token, {
      path: this.cookiePath,
      httpOnly: true,
      // Lax, not Strict: the redirect back from an identity provider is a cross-site navigation
      // and must carry the cookie it sets. CSRF is covered by the header check above.
      sameSite: 'lax',
      secure: this.security['secure-cookie'] || this.security['public-url']?.startsWith('https:') === true,
      maxAge: ttl,
    });
    return token;
  }

  /**
   * Logout: clears the cookie and revokes the token it (or the bearer header) carried, so a copy
   * of it is refused too, on every console sharing the session topic, until it would expire anyway.
   */
  async endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.clearCookie(SESSION_COOKIE, { path: this.cookiePath });
    const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
    const token = bearer ?? request.cookies[SESSION_COOKIE];
    const claims =
      token === undefined
        ? undefined
        : await this.signer.verifySession(token, this.security['session-ttl-seconds']);
    if (!claims?.jti || claims.exp === undefined) return;
    await this.revocations.revoke(claims.jti, claims.exp);
  }
}

/** The caller resolver of the permission hook: open console without a security section. */
export function callerResolver(auth: SessionAuth | undefined): (r: FastifyRequest) => Promise<Caller> {
  if (!auth) return async () => openCaller();
  return (request) => auth.callerOf(request);
}
