// Issue 17: the stack's OIDC provider and LDAP server each stopped (through the stack's API) and
// started again, with security on. OIDC down: the login page still has its form, and the SSO button
// comes back to it naming the provider instead of leaving the browser on an address that does not
// answer. LDAP down: a config user logs in, an LDAP user is told LDAP login is unavailable. Back:
// both work again in the same console. Each component is always started again, in a finally.
import assert from 'node:assert/strict';
import { down, up } from '@console/stack';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { LoginPage } from '../pages/login-page.ts';
import { securedUrl, useSecuredServer } from './secured-server.ts';

useSecuredServer();

browserTest(
  'OIDC provider stopped: the form still logs in, SSO names the provider; back: SSO works',
  async (page) => {
    const login = new LoginPage(page, securedUrl);
    try {
      await down({ only: ['oidc'] });
      await login.open();
      await login.sso('oidc').click();
      await page.waitForURL(
        (url) => url.pathname === '/ui/login' && url.searchParams.get('sso') === 'unavailable',
      );
      const alert = page.getByTestId('sso-unavailable');
      await alert.waitFor();
      assert.equal(
        await text(alert),
        'Login with the test IdP is unavailable: the identity provider does not answer. Use another login or try again later.',
      );
      assert.equal(await login.form.isVisible(), true);
      await screenshot(page, 'login-oidc-stopped');
      await login.login('admin', 'admin-pw');
      await page.waitForURL((url) => !url.pathname.endsWith('/ui/login'));
      await login.logoutButton.waitFor();
      assert.equal(await text(login.logoutButton), 'admin (Logout)');
    } finally {
      await up({ only: ['oidc'] });
    }
    await page.context().clearCookies();
    await login.open();
    await login.sso('oidc').click();
    await page.waitForURL((url) => url.port === '9400');
    await page.locator('input[name="login"]').fill('alice');
    await page.locator('input[name="password"]').fill('alice-pw');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.port !== '9400' && !url.pathname.endsWith('/ui/login'));
    await login.logoutButton.waitFor();
    assert.equal(await text(login.logoutButton), 'alice (Logout)');
  },
);

browserTest(
  'LDAP stopped: a config user logs in, an LDAP user is told why; back: LDAP works',
  async (page) => {
    const login = new LoginPage(page, securedUrl);
    try {
      await down({ only: ['ldap'] });
      await login.open();
      await login.login('dave', 'dave-pw');
      await eventually(async () =>
        assert.equal(
          await text(login.error),
          'LDAP login is unavailable: the directory does not answer, try again later',
        ),
      );
      assert.equal(await page.getByTestId('notification-error').count(), 0);
      await screenshot(page, 'login-ldap-stopped');
      await login.login('admin', 'admin-pw');
      await page.waitForURL((url) => !url.pathname.endsWith('/ui/login'));
      await login.logoutButton.waitFor();
    } finally {
      await up({ only: ['ldap'] });
    }
    await page.context().clearCookies();
    await login.loginAs('dave', 'dave-pw');
    await login.logoutButton.waitFor();
    assert.equal(await text(login.logoutButton), 'dave (Logout)');
  },
);
