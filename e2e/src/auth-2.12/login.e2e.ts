// Spec §2.12 login page, §2.2 title bar, §4 login/logout/401 flow, with security ON.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { LoginPage } from '../pages/login-page.ts';
import { securedUrl, useSecuredServer } from './secured-server.ts';

useSecuredServer();

browserTest(
  'anonymous with no default group lands on login with the 401 message kept as warning',
  async (page) => {
    const login = new LoginPage(page, securedUrl);
    await login.open('/ui');
    await page.waitForURL((url) => url.pathname === '/ui/login');
    await login.form.waitFor();
    const warning = page.getByTestId('notification-warning');
    await warning.waitFor();
    assert.match(await text(warning), /User not authenticated or token expired/);
    assert.equal(await page.getByTestId('sidebar').count(), 0, 'no sidebar on login');
    assert.equal(await text(login.sso('oidc')), 'Login with the test IdP');
    assert.equal(await text(login.sso('oauth')), 'Login with OAuth2');
    assert.equal(await login.sso('oidc').getAttribute('href'), `${securedUrl}/oauth/login/oidc`);
    await screenshot(page, 'auth-login-page');
  },
);

browserTest('submit stays disabled until username and password are filled', async (page) => {
  const login = new LoginPage(page, securedUrl);
  await login.open();
  await login.form.waitFor();
  assert.equal(await login.submit.isDisabled(), true);
  await login.username.fill('admin');
  assert.equal(await login.submit.isDisabled(), true);
  await login.password.fill('x');
  await eventually(async () => assert.equal(await login.submit.isDisabled(), false));
  await login.username.fill('');
  await eventually(async () => assert.equal(await login.submit.isDisabled(), true));
});

browserTest("a wrong password shows 'Wrong Username or Password!'", async (page) => {
  const login = new LoginPage(page, securedUrl);
  await login.open();
  await login.login('admin', 'not-the-password');
  await login.error.waitFor();
  assert.equal(await text(login.error), 'Wrong Username or Password!');
  assert.equal(login.path(), '/ui/login');
  await screenshot(page, 'auth-wrong-password');
});

browserTest("a user without roles gets 'User logged in but no roles assigned'", async (page) => {
  const login = new LoginPage(page, securedUrl);
  await login.open();
  await login.login('noroles', 'noroles-pw');
  await login.error.waitFor();
  assert.equal(await text(login.error), 'User logged in but no roles assigned');
  assert.equal(login.path(), '/ui/login');
});

browserTest('admin logs in, sees the logout button, and logs out', async (page) => {
  const login = new LoginPage(page, securedUrl);
  await login.loginAs('admin', 'admin-pw');
  // With NODE READ the home is the cluster overview (issue 15); the topic list is one click away.
  await page.waitForURL((url) => url.pathname === '/ui/main');
  await page.getByTestId('sidebar-topic').click();
  await page.waitForURL((url) => url.pathname === '/ui/main/topic');
  await login.logoutButton.waitFor();
  assert.equal(await text(login.logoutButton), 'admin (Logout)');
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'JWT');
  assert.ok(session?.httpOnly, 'the session is an HttpOnly cookie');
  assert.equal(session?.sameSite, 'Lax');
  assert.equal(await page.evaluate(() => JSON.stringify(localStorage).includes('eyJ')), false);
  await screenshot(page, 'auth-logged-in-admin');

  await login.logoutButton.click();
  await page.waitForURL((url) => url.pathname === '/ui/login');
  const success = page.getByTestId('notification-success');
  await success.waitFor();
  assert.equal(await text(success), 'Logged out successfully');
  const me = (await (await login.api('GET', '/api/me')).json()) as { logged: boolean };
  assert.equal(me.logged, false);
});

browserTest('after a 401 the login brings the user back to the page they wanted', async (page) => {
  const login = new LoginPage(page, securedUrl);
  await login.open('/ui/main/node');
  await page.waitForURL((url) => url.pathname === '/ui/login');
  await login.login('reader', 'reader-pw');
  await page.waitForURL((url) => url.pathname === '/ui/main/node');
  await page.getByTestId('node-table').waitFor();
  assert.equal(await text(login.logoutButton), 'reader (Logout)');
});
