// Single sign-on against the stack's real OpenID Connect provider (also used as a generic OAuth2
// provider) and its real LDAP server (issue 3 §3). Provider groups map to console groups.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, CookieBrowser, login, securedConsole } from './auth-helpers.ts';

const server = securedConsole();

/** Console login button -> IdP login form -> posted credentials; returns the browser and the last answer. */
async function ssoLogin(provider: string, user: string, password: string) {
  const browser = new CookieBrowser();
  const form = await browser.follow(`${server.url}/oauth/login/${provider}`);
  assert.equal(form.response.status, 200);
  const html = await form.response.text();
  const action = html.match(/action="([^"]+)"/)?.[1];
  assert.ok(action, html);
  const posted = await browser.follow(new URL(action, form.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: user, password }).toString(),
  });
  return { browser, ...posted };
}

async function me(headers: Record<string, string>) {
  return (await (await fetch(`${server.url}/api/me`, { headers })).json()) as {
    logged: boolean;
    username?: string;
    roles: Array<{ resources: string[]; actions: string[] }>;
  };
}

const sessionOf = (browser: CookieBrowser) => {
  const jwt = browser.cookie(new URL(server.url).host, 'JWT');
  assert.ok(jwt, 'the console set its session cookie');
  return { cookie: `JWT=${jwt}` };
};

test('OIDC: alice (kafka-admins) lands in the console with the admin roles', async () => {
  const { browser, url } = await ssoLogin('oidc', 'alice', 'alice-pw');
  assert.equal(new URL(url).pathname, '/ui');
  const user = await me(sessionOf(browser));
  assert.equal(user.logged, true);
  assert.equal(user.username, 'alice');
  assert.ok(user.roles.some((r) => r.resources.includes('TOPIC') && r.actions.includes('DELETE')));
});

test('OIDC: bob (kafka-viewers) gets the reader roles only', async () => {
  const { browser } = await ssoLogin('oidc', 'bob', 'bob-pw');
  const user = await me(sessionOf(browser));
  assert.equal(user.username, 'bob');
  assert.ok(user.roles.length > 0);
  assert.ok(!user.roles.some((r) => r.actions.includes('DELETE')));
  const nodes = await fetch(`${server.url}/api/main/node`, { headers: sessionOf(browser) });
  assert.equal(nodes.status, 200);
});

test('OIDC: a wrong password stays at the provider and gives no console session', async () => {
  const { browser, response } = await ssoLogin('oidc', 'alice', 'wrong');
  assert.equal(response.status, 401);
  assert.equal(browser.cookie(new URL(server.url).host, 'JWT'), undefined);
});

test('a callback without the login state is refused and sent back to the login page', async () => {
  const browser = new CookieBrowser();
  const answer = await browser.request(`${server.url}/oauth/callback/oidc?code=forged&state=forged`);
  assert.equal(answer.status, 302);
  assert.equal(answer.headers.get('location'), '/ui/login?sso=failed');
  assert.equal(browser.cookie(new URL(server.url).host, 'JWT'), undefined);
  assert.equal((await fetch(`${server.url}/oauth/login/nope`)).status, 404);
});

test('generic OAuth2: token and user-info URLs give the user and mapped groups', async () => {
  const { browser, url } = await ssoLogin('oauth', 'bob', 'bob-pw');
  assert.equal(new URL(url).pathname, '/ui');
  const user = await me(sessionOf(browser));
  assert.equal(user.username, 'bob');
  assert.ok(user.roles.some((r) => r.resources.includes('TOPIC') && r.actions.includes('READ')));
});

test('LDAP: carol binds with her password and gets kafka-admins -> admin', async () => {
  const result = await login(server.url, 'carol', 'carol-pw');
  assert.equal(result.status, 200);
  const user = await me(bearer(result.body.access_token ?? ''));
  assert.equal(user.username, 'carol');
  assert.ok(user.roles.some((r) => r.actions.includes('DELETE')));
  const reader = await login(server.url, 'dave', 'dave-pw');
  const dave = await me(bearer(reader.body.access_token ?? ''));
  assert.ok(dave.roles.length > 0 && !dave.roles.some((r) => r.actions.includes('DELETE')));
});

test('LDAP: a login name cannot change the DN or the group filter', async () => {
  for (const username of ['carol,ou=people', 'carol)(uid=*', '*']) {
    const result = await login(server.url, username, 'carol-pw');
    assert.equal(result.status, 401, username);
  }
});

test('LDAP: a wrong or empty password is refused', async () => {
  for (const password of ['wrong', ' ']) {
    const result = await login(server.url, 'carol', password);
    assert.equal(result.status, 401);
    assert.deepEqual(result.body, { message: 'Wrong Username or Password!' });
  }
});
