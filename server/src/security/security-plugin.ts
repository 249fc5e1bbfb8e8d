import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { ConsoleConfig } from '../config/schema.ts';
import { authRoutes } from './auth-routes.ts';
import { isLoopbackHost } from './loopback.ts';
import { SessionAuth } from './session-auth.ts';
import { ssoRoutes } from './sso-routes.ts';

// The security wiring app.ts calls: the cookie plugin, the session reader, and the
// login/logout/single-sign-on routes. Without a `security` section the console stays open.

export async function registerSecurity(
  app: FastifyInstance,
  config: ConsoleConfig,
): Promise<SessionAuth | undefined> {
  await app.register(fastifyCookie);
  if (!config.security) {
    app.log.warn('No security section in the config: the console is open and everyone is admin');
    return undefined;
  }
  const s = config.security;
  const sso = Object.keys(s.oidc?.providers ?? {}).length + Object.keys(s.oauth?.providers ?? {}).length;
  if (sso > 0 && !s['public-url'] && !isLoopbackHost(config.server.host)) {
    // Without it the redirect address back from the provider would come from the Host header.
    throw new Error(
      `security.public-url is required for single sign-on when server.host (${config.server.host}) is not a loopback address`,
    );
  }
  const auth = new SessionAuth(config.security, config.server['base-path'], app.log);
  app.log.info(
    {
      users: s['basic-auth'].length,
      oidc: Object.keys(s.oidc?.providers ?? {}),
      oauth: Object.keys(s.oauth?.providers ?? {}),
      ldap: s.ldap?.url,
      defaultGroup: s['default-group'] ?? null,
    },
    'security on: anything not granted by a group is refused',
  );
  return auth;
}

/** Login, logout and single sign-on, outside the API root as in AKHQ. */
export function registerAuthRoutes(app: FastifyInstance, auth: SessionAuth, basePath: string): void {
  authRoutes(app, auth, basePath);
  ssoRoutes(app, auth, basePath);
}
