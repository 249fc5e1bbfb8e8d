import type { Page } from 'playwright-core';

/** What every console page has: the URL, the title bar, the sidebar with switcher and theme toggle. */
export class ConsolePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Path of the current URL, without origin. */
  path(): string {
    return new URL(this.page.url()).pathname;
  }

  async waitForPath(path: string | RegExp): Promise<void> {
    await this.page.waitForURL((url) =>
      typeof path === 'string' ? url.pathname === path : path.test(url.pathname),
    );
    await this.page.locator('html[data-navigation="idle"]').waitFor({ state: 'attached' }); // pages load on demand
  }

  get title() {
    return this.page.getByTestId('page-title');
  }

  get sidebar() {
    return this.page.getByTestId('sidebar');
  }

  sidebarEntry(key: string) {
    return this.page.getByTestId(`sidebar-${key}`);
  }

  get clusterSwitcher() {
    return this.page.getByTestId('cluster-switcher');
  }

  async switchCluster(clusterId: string): Promise<void> {
    await this.clusterSwitcher.click();
    await this.page.getByRole('option', { name: clusterId, exact: true }).click();
  }

  async toggleTheme(): Promise<void> {
    await this.page.getByTestId('theme-toggle').click();
  }

  /** 'light' or 'dark', as Mantine sets it on <html>. */
  async colorScheme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-mantine-color-scheme');
  }

  notification(kind: 'success' | 'warning' | 'error') {
    return this.page.getByTestId(`notification-${kind}`);
  }
}
