import { ErrorBody, LoginAnswer, LoginRequest } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';
import { mapExternalGroups } from './callers.ts';
import { ldapLogin } from './ldap.ts';
import { LoginLimiter } from './login-limiter.ts';
import { verifyPassword } from './passwords.ts';
import type { SessionAuth } from './session-auth.ts';

// Form login and logout, outside /api as in AKHQ: `POST {base}/login`, `GET {base}/logout`.
// Config users are tried first, then LDAP. Attempts are limited per account and address
// (login-limiter.ts); both routes are changes, refused from other sites (cross-site.ts).

export const WRONG_CREDENTIALS = 'Wrong Username or Password!';

async function authenticate(auth: SessionAuth, username: string, password: string) {
  const user = auth.security['basic-auth'].find((u) => u.username === username);
  if (await verifyPassword(password, user?.password)) return user?.groups ?? [];
  const ldap = auth.security.ldap;
  if (!user && ldap) {
    const found = await ldapLogin(ldap, username, password);
    if (found) return mapExternalGroups(ldap, found.groups);
  }
  return undefined;
}

export function authRoutes(app: FastifyInstance, auth: SessionAuth, basePath: string): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = auth.security['login-rate-limit'];
  const limiter = new LoginLimiter({ max: limit.max, windowMs: limit['window-seconds'] * 1000 });

  api.post(
    `${basePath}/login`,
    {
      config: { permission: 'public', changes: true },
      schema: {
        body: LoginRequest,
        response: { 200: LoginAnswer, 401: ErrorBody },
      },
      // After body validation: a name over the length limit is a 400 and never reaches the table.
      preHandler: async (request) => {
        const verdict = limiter.attempt(request.body.username, request.ip);
        if (!verdict.allowed) {
          throw new HttpError(
            429,
            `Too many login attempts, try again in ${verdict.retryAfterSeconds} seconds`,
          );
        }
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const groups = await authenticate(auth, username, password);
      if (groups === undefined) {
        request.log.info({ username }, 'login refused');
        return reply.status(401).send({ message: WRONG_CREDENTIALS });
      }
      const token = await auth.startSession(reply, username, groups);
      request.log.info({ username, groups }, 'logged in');
      return {
        access_token: token,
        token_type: 'Bearer' as const,
        expires_in: auth.security['session-ttl-seconds'],
        username,
      };
    },
  );

  // GET as in AKHQ; the web app calls it with fetch and does not follow the redirect.
  app.get(
    `${basePath}/logout`,
    { config: { permission: 'public', changes: true } },
    async (request, reply) => {
      await auth.endSession(request, reply);
      return reply.redirect(`${basePath}/ui/login`, 302);
    },
  );
}
