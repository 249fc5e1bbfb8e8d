import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, notFound } from '../errors.ts';
import { mapExternalGroups } from './callers.ts';
import { isLoopbackHost } from './loopback.ts';
import type { SessionAuth } from './session-auth.ts';
import {
  newSsoState,
  oauthAuthorizationUrl,
  oauthCallback,
  oidcAuthorizationUrl,
  oidcCallback,
  type SsoState,
} from './sso.ts';

// `GET {base}/oauth/login/{provider}` sends the browser to the provider; the provider sends it back
// to `GET {base}/oauth/callback/{provider}`, which starts the session and opens the console. The
// round trip's state, PKCE verifier and nonce wait in a short-lived signed cookie.

const SSO_COOKIE = 'SSO';
const SSO_TTL_SECONDS = 600;
const Params = z.object({ provider: z.string() });

export function ssoRoutes(app: FastifyInstance, auth: SessionAuth, basePath: string): void {
  const security = auth.security;
  const oidcProviders = security.oidc?.providers ?? {};
  const oauthProviders = security.oauth?.providers ?? {};
  const cookiePath = `${basePath}/oauth`;

  // The provider sends the browser back to this address, so it must not come from the request's
  // Host header (anyone can write one) except on a loopback-bound console (checked at start).
  const origin = (request: FastifyRequest) => {
    const configured = security['public-url']?.replace(/\/+$/, '');
    if (configured) return configured;
    if (!isLoopbackHost(request.hostname)) {
      throw badRequest(
        'Single sign-on needs security.public-url: this request is not for a loopback address',
      );
    }
    return `${request.protocol}://${request.host}`;
  };
  const redirectUri = (request: FastifyRequest, provider: string) =>
    `${origin(request)}${basePath}/oauth/callback/${provider}`;

  function known(provider: string): void {
    if (!Object.hasOwn(oidcProviders, provider) && !Object.hasOwn(oauthProviders, provider)) {
      throw notFound(`Unknown login provider '${provider}'`);
    }
  }

  app.get(
    `${basePath}/oauth/login/:provider`,
    { config: { permission: 'public' }, schema: { params: Params } },
    async (request, reply) => {
      const { provider } = request.params as z.infer<typeof Params>;
      known(provider);
      const oidcProvider = oidcProviders[provider];
      const state = newSsoState(oidcProvider !== undefined);
      const back = redirectUri(request, provider);
      let target: URL;
      try {
        target = oidcProvider
          ? await oidcAuthorizationUrl(provider, oidcProvider, back, state)
          : await oauthAuthorizationUrl(oauthProviders[provider]!, back, state);
      } catch (error) {
        // Provider unreachable: back to the login page, which names it and offers the other logins.
        const { message, cause } = error as Error;
        request.log.warn(
          { provider, err: message, cause: String(cause ?? '') },
          'single sign-on unavailable',
        );
        return reply.redirect(
          `${basePath}/ui/login?sso=unavailable&provider=${encodeURIComponent(provider)}`,
          302,
        );
      }
      const cookie = await auth.signer.sign({ ...state, provider }, 'sso', SSO_TTL_SECONDS);
      reply.setCookie(SSO_COOKIE, cookie, {
        path: cookiePath,
        httpOnly: true,
        sameSite: 'lax',
        secure: security['secure-cookie'] || security['public-url']?.startsWith('https:') === true,
        maxAge: SSO_TTL_SECONDS,
      });
      return reply.redirect(target.href, 302);
    },
  );

  async function finish(request: FastifyRequest, reply: FastifyReply, provider: string) {
    const raw = request.cookies[SSO_COOKIE];
    const saved = raw === undefined ? undefined : await auth.signer.verify(raw, 'sso', SSO_TTL_SECONDS);
    if (!saved || saved.provider !== provider) throw new Error('no login in progress for this provider');
    const state = saved as unknown as SsoState;
    const currentUrl = new URL(request.url, origin(request));
    const oidcProvider = oidcProviders[provider];
    const user = oidcProvider
      ? await oidcCallback(provider, oidcProvider, currentUrl, state)
      : await oauthCallback(oauthProviders[provider]!, currentUrl, redirectUri(request, provider), state);
    const source = oidcProvider ?? oauthProviders[provider]!;
    const groups = mapExternalGroups(source, user.groups);
    await auth.startSession(reply, user.username, groups);
    request.log.info({ username: user.username, provider, groups }, 'logged in through single sign-on');
  }

  app.get(
    `${basePath}/oauth/callback/:provider`,
    { config: { permission: 'public' }, schema: { params: Params } },
    async (request, reply) => {
      const { provider } = request.params as z.infer<typeof Params>;
      known(provider);
      reply.clearCookie(SSO_COOKIE, { path: cookiePath });
      try {
        await finish(request, reply, provider);
      } catch (error) {
        // The browser is mid-redirect: show the reason on the login page rather than raw JSON.
        request.log.warn({ provider, err: (error as Error).message }, 'single sign-on failed');
        return reply.redirect(`${basePath}/ui/login?sso=failed`, 302);
      }
      return reply.redirect(`${basePath}/ui`, 302);
    },
  );
}
