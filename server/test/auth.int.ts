// Form login, sessions and the session calls with security ON (issue 3; spec §3, §4, §8).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { bearer, login, securedConfig, securedConsole, startSecured, tokenOf } from './auth-helpers.ts';

const server = securedConsole();

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

test('auths offers the form and one button per SSO provider', async () => {
  const auths = await (await get('/api/auths')).json();
  assert.deepEqual(auths, {
    loginEnabled: true,
    formEnabled: true,
    oidcAuths: [{ key: 'oidc', label: 'Login with the test IdP' }],
    oauthAuths: [{ key: 'oauth', label: 'Login with OAuth2' }],
    version: '0.1.0',
  });
});

test('anonymous without a default group: not logged, no roles, 401 on clusters and API calls', async () => {
  assert.deepEqual(await (await get('/api/me')).json(), { logged: false, roles: [] });
  for (const path of ['/api/cluster', '/api/main/node']) {
    const response = await get(path);
    assert.equal(response.status, 401, path);
    assert.deepEqual(await response.json(), { message: 'User not authenticated or token expired' });
  }
});

test('login sets an HttpOnly SameSite cookie and answers a bearer token; both authenticate', async () => {
  const result = await login(server.url, 'admin', 'admin-pw');
  assert.equal(result.status, 200);
  assert.ok(result.body.access_token);
  assert.match(result.cookie ?? '', /HttpOnly/);
  assert.match(result.cookie ?? '', /SameSite=Lax/);
  assert.match(result.cookie ?? '', /Max-Age=3600/);
  const cookie = (result.cookie ?? '').split(';')[0] ?? '';
  for (const headers of [{ cookie }, bearer(result.body.access_token ?? '')]) {
    const me = (await (await get('/api/me', headers)).json()) as { logged: boolean; username: string };
    assert.equal(me.logged, true);
    assert.equal(me.username, 'admin');
    assert.equal((await get('/api/main/node', headers)).status, 200);
  }
});

test("a wrong password or an unknown user gets 'Wrong Username or Password!'", async () => {
  for (const [user, password] of [
    ['admin', 'nope'],
    ['ghost', 'admin-pw'],
  ] as const) {
    const result = await login(server.url, user, password);
    assert.equal(result.status, 401);
    assert.deepEqual(result.body, { message: 'Wrong Username or Password!' });
    assert.equal(result.cookie, undefined);
  }
});

test('a bad login body is a 400 naming the field', async () => {
  const response = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin' }),
  });
  assert.equal(response.status, 400);
  assert.match(((await response.json()) as { message: string }).message, /body\.password/);
});

test('a user without groups is logged in with no roles and sees no cluster', async () => {
  const token = await tokenOf(server.url, 'noroles', 'noroles-pw');
  const me = await (await get('/api/me', bearer(token))).json();
  assert.deepEqual(me, { logged: true, username: 'noroles', roles: [] });
  assert.deepEqual(await (await get('/api/cluster', bearer(token))).json(), []);
  const denied = await get('/api/main/node', bearer(token));
  assert.equal(denied.status, 403);
  assert.match(((await denied.json()) as { message: string }).message, /resource NODE and action READ/);
});

test('roles in /api/me carry the configured patterns and clusters', async () => {
  const token = await tokenOf(server.url, 'orders', 'orders-pw');
  const me = (await (await get('/api/me', bearer(token))).json()) as { roles: unknown[] };
  assert.deepEqual(me.roles, [
    {
      resources: ['TOPIC', 'TOPIC_DATA', 'CONSUMER_GROUP'],
      actions: ['READ', 'READ_CONFIG'],
      patterns: ['orders-.*'],
      clusters: ['main'],
    },
  ]);
  // Bound to cluster main only: second is not listed and its calls are refused.
  const clusters = (await (await get('/api/cluster', bearer(token))).json()) as Array<{ id: string }>;
  assert.deepEqual(
    clusters.map((c) => c.id),
    ['main'],
  );
});

test('a forged or expired token is anonymous', async () => {
  const token = await tokenOf(server.url, 'admin', 'admin-pw');
  const forged = `${token.slice(0, -4)}AAAA`;
  assert.equal((await get('/api/main/node', bearer(forged))).status, 401);
  const expired = await server.ctx.auth!.signer.sign({ sub: 'admin', groups: ['admin'] }, 'session', -10);
  assert.equal((await get('/api/main/node', bearer(expired))).status, 401);
  const fresh = await server.ctx.auth!.signer.sign({ sub: 'admin', groups: ['admin'] }, 'session', 60);
  assert.equal((await get('/api/main/node', bearer(fresh))).status, 200);
  const other = await startSecured(
    securedConfig((c) => ({ ...c, security: { ...c.security!, 'signing-secret': 'x'.repeat(40) } })),
  );
  try {
    // Signed with another key: refused.
    assert.equal((await fetch(`${other.url}/api/main/node`, { headers: bearer(token) })).status, 401);
  } finally {
    await other.close();
  }
});

test('logout clears the cookie, revokes its token and redirects to the login page', async () => {
  const result = await login(server.url, 'reader', 'reader-pw');
  const cookie = (result.cookie ?? '').split(';')[0] ?? '';
  const token = result.body.access_token ?? '';
  assert.equal((await get('/api/main/node', bearer(token))).status, 200);
  const response = await get('/logout', { cookie });
  assert.equal(response.status, 302);
  assert.equal(response.headers.get('location'), '/ui/login');
  assert.match(response.headers.getSetCookie().join('\n'), /JWT=;.*Expires=Thu, 01 Jan 1970/);
  // The same token, kept elsewhere, is no longer accepted; a new login works.
  assert.equal((await get('/api/main/node', bearer(token))).status, 401);
  assert.equal((await get('/api/main/node', { cookie })).status, 401);
  const again = await tokenOf(server.url, 'reader', 'reader-pw');
  assert.equal((await get('/api/main/node', bearer(again))).status, 200);
});

test('cookie-authenticated changes need the X-Requested-With header; bearer calls do not', async () => {
  const result = await login(server.url, 'admin', 'admin-pw');
  const cookie = (result.cookie ?? '').split(';')[0] ?? '';
  const path = `${server.url}/api/main/topic/it-auth-csrf-${randomUUID().slice(0, 8)}`;
  const viaCookie = await fetch(path, { method: 'DELETE', headers: { cookie } });
  assert.equal(viaCookie.status, 403);
  assert.match(((await viaCookie.json()) as { message: string }).message, /X-Requested-With/);
  // With the header (or a bearer token) the request gets past the check to the route itself.
  const withHeader = await fetch(path, { method: 'DELETE', headers: { cookie, 'x-requested-with': 'x' } });
  assert.notEqual(withHeader.status, 403);
  const viaBearer = await fetch(path, { method: 'DELETE', headers: bearer(result.body.access_token ?? '') });
  assert.notEqual(viaBearer.status, 403);
});

test('login attempts are limited per user and address', async () => {
  const limited = await startSecured(
    securedConfig((c) => ({
      ...c,
      security: { ...c.security!, 'login-rate-limit': { max: 3, 'window-seconds': 60 } },
    })),
  );
  try {
    const user = `it-auth-${randomUUID().slice(0, 8)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(limited.url, user, 'wrong')).status);
    assert.deepEqual(statuses, [401, 401, 401, 429]);
    const refused = await login(limited.url, user, 'wrong');
    assert.match(refused.body.message ?? '', /Too many login attempts/);
    // Another user from the same address is not affected.
    assert.equal((await login(limited.url, 'reader', 'reader-pw')).status, 200);
  } finally {
    await limited.close();
  }
});
