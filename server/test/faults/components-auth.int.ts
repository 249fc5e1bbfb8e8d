// The OIDC provider and the LDAP server stopped and started again (issue 17): login falls back to
// what is still available and comes back by itself. OIDC down: the login page still offers the form,
// and the SSO buttons send the browser back to it with the provider named instead of to an address
// that does not answer. LDAP down: config users still log in, an LDAP user is told the directory
// does not answer. Both back: both logins work again in the same console process.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CookieBrowser, login, securedConsole } from '../auth-helpers.ts';
import { withFrozen, withStopped } from './component.ts';

const server = securedConsole();

/** Console login button -> provider's login form -> posted credentials (as auth-sso.int.ts does). */
async function ssoLogin(provider: string, user: string, password: string) {
  const browser = new CookieBrowser();
  const form = await browser.follow(`${server.url}/oauth/login/${provider}`);
  assert.equal(form.response.status, 200, `the provider's login form (at ${form.url})`);
  const action = (await form.response.text()).match(/action="([^"]+)"/)?.[1];
  assert.ok(action, 'the login form posts somewhere');
  const posted = await browser.follow(new URL(action, form.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login: user, password }).toString(),
  });
  assert.equal(new URL(posted.url).pathname, '/ui', 'back in the console');
  const jwt = browser.cookie(new URL(server.url).host, 'JWT');
  assert.ok(jwt, 'the console started a session');
  const me = await fetch(`${server.url}/api/me`, { headers: { cookie: `JWT=${jwt}` } });
  return ((await me.json()) as { username?: string }).username;
}

async function auths() {
  const answer = await fetch(`${server.url}/api/auths`);
  assert.equal(answer.status, 200);
  return (await answer.json()) as {
    formEnabled: boolean;
    oidcAuths?: Array<{ key: string }>;
    oauthAuths?: Array<{ key: string }>;
  };
}

async function assertLogin(user: string, password: string): Promise<void> {
  const answer = await login(server.url, user, password);
  assert.equal(answer.status, 200, `${user}: ${JSON.stringify(answer.body)}`);
  assert.ok(answer.cookie, `${user} has a session cookie`);
}

test('OIDC provider down: form login still works and SSO says the provider is unavailable; back: SSO works', async () => {
  // A login before the outage: the console has discovered the provider, so nothing is stale-proof by luck.
  assert.equal(await ssoLogin('oidc', 'alice', 'alice-pw'), 'alice');

  await withStopped(
    'oidc',
    async () => {
      const offered = await auths();
      assert.equal(offered.formEnabled, true);
      assert.deepEqual(
        offered.oidcAuths?.map((p) => p.key),
        ['oidc'],
      );
      for (const provider of ['oidc', 'oauth']) {
        const answer = await fetch(`${server.url}/oauth/login/${provider}`, { redirect: 'manual' });
        assert.equal(answer.status, 302, provider);
        assert.equal(
          answer.headers.get('location'),
          `/ui/login?sso=unavailable&provider=${provider}`,
          `${provider}: back to the login page, which names the provider`,
        );
      }
      await assertLogin('admin', 'admin-pw');
      await assertLogin('carol', 'carol-pw');
    },
    async () => {
      assert.equal(await ssoLogin('oidc', 'bob', 'bob-pw'), 'bob');
      assert.equal(await ssoLogin('oauth', 'alice', 'alice-pw'), 'alice');
    },
  );
});

test('LDAP down: config users still log in, an LDAP user is told the directory does not answer; back: LDAP works', async () => {
  await assertLogin('carol', 'carol-pw');

  await withStopped(
    'ldap',
    async () => {
      await assertLogin('admin', 'admin-pw');
      const ldapUser = await login(server.url, 'dave', 'dave-pw');
      assert.equal(ldapUser.status, 503);
      assert.equal(
        ldapUser.body.message,
        'LDAP login is unavailable: the directory does not answer, try again later',
      );
      assert.equal(ldapUser.cookie, undefined);
      // A config user's wrong password is still just wrong: it never asks the directory.
      assert.equal((await login(server.url, 'admin', 'wrong')).status, 401);
    },
    async () => {
      await assertLogin('dave', 'dave-pw');
      assert.equal((await login(server.url, 'dave', 'wrong')).status, 401);
    },
  );
});

test('LDAP frozen (port open, no answer): an LDAP login is told so within its timeout, config users are not held up', async () => {
  await withFrozen('ldap', async () => {
    const ldapUser = await login(server.url, 'dave', 'dave-pw');
    assert.equal(ldapUser.status, 503, JSON.stringify(ldapUser.body));
    assert.match(ldapUser.body.message ?? '', /^LDAP login is unavailable/);
    await assertLogin('admin', 'admin-pw');
  });
  await assertLogin('dave', 'dave-pw');
});

test('OIDC provider frozen (port open, no answer): the SSO button comes back to the login page within its timeout', async () => {
  await withFrozen('oidc', async () => {
    const answer = await fetch(`${server.url}/oauth/login/oidc`, { redirect: 'manual' });
    assert.equal(answer.status, 302);
    assert.equal(answer.headers.get('location'), '/ui/login?sso=unavailable&provider=oidc');
  });
  assert.equal(await ssoLogin('oidc', 'alice', 'alice-pw'), 'alice');
});
