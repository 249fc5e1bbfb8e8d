// Spec §2.12 single sign-on and LDAP with security ON: the real OpenID Connect provider of the
// stack (alice: kafka-admins, bob: kafka-viewers) and the real slapd (carol, dave).
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserTest, screenshot, text } from '../harness.ts';
import { LoginPage } from '../pages/login-page.ts';
import { securedUrl, useSecuredServer } from './secured-server.ts';

useSecuredServer();

/** Clicks the provider's button on the login page and signs in on the provider's own form. */
async function signInAtProvider(page: Page, key: string, user: string, password: string) {
  const login = new LoginPage(page, securedUrl);
  await login.open();
  await login.sso(key).click();
  await page.waitForURL((url) => url.port === '9400');
  await page.locator('input[name="login"]').fill(user);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return login;
}

async function roles(login: LoginPage) {
  return (await (await login.api('GET', '/api/me')).json()) as {
    username: string;
    roles: Array<{ actions: string[] }>;
  };
}

browserTest('OIDC: alice lands in the console with the admin roles of kafka-admins', async (page) => {
  const login = await signInAtProvider(page, 'oidc', 'alice', 'alice-pw');
  // With NODE READ the home is the cluster overview (issue 15); the topic list is one click away.
  await page.waitForURL((url) => url.pathname === '/ui/main');
  await page.getByTestId('sidebar-topic').click();
  await page.waitForURL((url) => url.pathname === '/ui/main/topic');
  await login.logoutButton.waitFor();
  assert.equal(await text(login.logoutButton), 'alice (Logout)');
  await page.getByTestId('topic-create-button').waitFor();
  const me = await roles(login);
  assert.ok(me.roles.some((r) => r.actions.includes('DELETE')));
  await screenshot(page, 'auth-sso-alice');
});

browserTest('OAuth2: bob lands with the reader roles of kafka-viewers', async (page) => {
  const login = await signInAtProvider(page, 'oauth', 'bob', 'bob-pw');
  // With NODE READ the home is the cluster overview (issue 15); the topic list is one click away.
  await page.waitForURL((url) => url.pathname === '/ui/main');
  await page.getByTestId('sidebar-topic').click();
  await page.waitForURL((url) => url.pathname === '/ui/main/topic');
  await login.logoutButton.waitFor();
  assert.equal(await text(login.logoutButton), 'bob (Logout)');
  await page.getByTestId('topic-table').getByTestId('table-row').first().waitFor();
  assert.equal(await page.getByTestId('topic-create-button').count(), 0);
  assert.ok(!(await roles(login)).roles.some((r) => r.actions.includes('DELETE')));
});

browserTest('OIDC: a wrong password is refused by the provider; no console session', async (page) => {
  await signInAtProvider(page, 'oidc', 'alice', 'wrong');
  await page.locator('#error').waitFor();
  assert.equal(await text(page.locator('#error')), 'Invalid user or password');
  const cookies = await page.context().cookies(securedUrl);
  assert.equal(
    cookies.find((c) => c.name === 'JWT'),
    undefined,
  );
});

browserTest('LDAP: carol logs in with the form and gets the admin roles', async (page) => {
  const login = new LoginPage(page, securedUrl);
  await login.loginAs('carol', 'carol-pw');
  // With NODE READ the home is the cluster overview (issue 15); the topic list is one click away.
  await page.waitForURL((url) => url.pathname === '/ui/main');
  await page.getByTestId('sidebar-topic').click();
  await page.waitForURL((url) => url.pathname === '/ui/main/topic');
  assert.equal(await text(login.logoutButton), 'carol (Logout)');
  await page.getByTestId('topic-create-button').waitFor();
});

browserTest("LDAP: a wrong password gets 'Wrong Username or Password!'", async (page) => {
  const login = new LoginPage(page, securedUrl);
  await login.open();
  await login.login('dave', 'not-daves-password');
  await login.error.waitFor();
  assert.equal(await text(login.error), 'Wrong Username or Password!');
});

browserTest('OIDC: erin, in no mapped group, is logged in but told she has no roles', async (page) => {
  const login = await signInAtProvider(page, 'oidc', 'erin', 'erin-pw');
  await page.waitForURL((url) => url.pathname === '/ui/login');
  const warning = page.getByTestId('notification-warning');
  await warning.waitFor();
  assert.equal(await text(warning), 'User logged in but no roles assigned');
  const me = await roles(login);
  assert.equal(me.username, 'erin');
  assert.deepEqual(me.roles, []);
});

browserTest('a failed single sign-on comes back to the login page with a warning', async (page) => {
  const login = new LoginPage(page, securedUrl);
  await login.open('/oauth/callback/oidc?code=forged&state=forged');
  await page.waitForURL((url) => url.pathname === '/ui/login');
  await page.getByTestId('sso-failed').waitFor();
  assert.match(await text(page.getByTestId('sso-failed')), /Single sign-on failed/);
  await screenshot(page, 'auth-sso-failed');
});
