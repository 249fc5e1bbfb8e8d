import type { Page } from 'playwright-core';

/** `/ui/login` (spec §2.12): form, SSO buttons, messages; and the title bar's session button. */
export class LoginPage {
  readonly page: Page;
  readonly base: string;

  constructor(page: Page, base: string) {
    this.page = page;
    this.base = base;
  }

  async open(path = '/ui/login'): Promise<void> {
    await this.page.goto(`${this.base}${path}`);
  }

  get form() {
    return this.page.getByTestId('login-form');
  }
  get username() {
    return this.page.getByTestId('login-username');
  }
  get password() {
    return this.page.getByTestId('login-password');
  }
  get submit() {
    return this.page.getByTestId('login-submit');
  }
  get error() {
    return this.page.getByTestId('login-error');
  }
  sso(key: string) {
    return this.page.getByTestId(`sso-${key}`);
  }
  get logoutButton() {
    return this.page.getByTestId('logout-button');
  }
  get loginButton() {
    return this.page.getByTestId('login-button');
  }

  async login(username: string, password: string): Promise<void> {
    await this.form.waitFor();
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Logs in and waits until the console has left the login page. */
  async loginAs(username: string, password: string): Promise<void> {
    await this.open();
    await this.login(username, password);
    await this.page.waitForURL((url) => !url.pathname.endsWith('/ui/login'));
  }

  path(): string {
    return new URL(this.page.url()).pathname;
  }

  /** Calls the API with the browser's session cookie (and the CSRF header the app sends). */
  api(method: 'GET' | 'POST' | 'DELETE', path: string, csrfHeader = true) {
    return this.page.request.fetch(`${this.base}${path}`, {
      method,
      headers: csrfHeader ? { 'X-Requested-With': 'XMLHttpRequest' } : {},
    });
  }
}
