import type { LoginAnswer, LoginRequest } from '@console/contract';
import { sessionOps } from '@console/contract/api/session';
import { basePath } from '../../app/config.ts';
import { call } from '../../lib/api.ts';
import { flattenRoles, hasAnyRole } from '../session/roles.ts';

export const WRONG_CREDENTIALS = 'Wrong Username or Password!';
export const NO_ROLES = 'User logged in but no roles assigned';

export type LoginOutcome = { ok: true } | { ok: false; message: string; severity: 'warning' | 'error' };

/**
 * Login of spec §4: post the credentials (the server answers with the session cookie and a token
 * for API clients, which the web app does not keep: the HttpOnly cookie is the session), then ask
 * who we are. Logged with roles: success; logged without: 'no roles'; not logged: wrong credentials.
 */
export async function submitLogin(form: LoginRequest, signal?: AbortSignal): Promise<LoginOutcome> {
  const response = await fetch(`${basePath}/login`, {
    method: 'POST',
    credentials: 'include',
    redirect: 'manual',
    signal,
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(form),
  });
  if (response.status === 401) return { ok: false, message: WRONG_CREDENTIALS, severity: 'warning' };
  if (!response.ok) {
    // 5xx: an error that stays; 4xx other than 401 (rate limit, bad input) and 503 (a directory the
    // login needs does not answer: other logins still work): the server's message beside the form.
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    const message = body.message || 'Internal Server Error';
    const severity = response.status >= 500 && response.status !== 503 ? 'error' : 'warning';
    return { ok: false, message, severity };
  }
  (await response.json()) as LoginAnswer;
  const me = await call(sessionOps.me, { signal });
  if (!me.logged) return { ok: false, message: WRONG_CREDENTIALS, severity: 'warning' };
  if (!hasAnyRole(flattenRoles(me.roles))) return { ok: false, message: NO_ROLES, severity: 'warning' };
  return { ok: true };
}

/** Where a single-sign-on button leads: the server redirects on to the provider. */
export const ssoLoginUrl = (key: string) =>
  `${window.location.origin}${basePath}/oauth/login/${encodeURIComponent(key)}`;
