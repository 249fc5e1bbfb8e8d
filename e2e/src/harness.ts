// The one harness of the end-to-end tests: one Chromium per test file, a fresh context (so fresh
// localStorage and cookies) per test, and a screenshot in e2e/artifacts when a test fails.
// Tests run against a started server (E2E_BASE_URL, default http://127.0.0.1:8080) and the real stack.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';

export const baseUrl = (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
const artifacts = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

const slug = (name: string) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

let browser: Browser | undefined;

before(async () => {
  browser = await chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});

after(async () => {
  await browser?.close();
});

/** A browser test: `body` gets a page in a brand-new context; failures leave a screenshot behind. */
export function browserTest(name: string, body: (page: Page) => Promise<void>): void {
  test(name, async () => {
    if (!browser) throw new Error('browser not started');
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 860 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    try {
      await body(page);
    } catch (error) {
      mkdirSync(artifacts, { recursive: true });
      await page
        .screenshot({ path: join(artifacts, `failed-${slug(name)}.png`), fullPage: true })
        .catch(() => {});
      throw error;
    } finally {
      await context.close();
    }
  });
}

/** Keeps a picture of a main screen in e2e/artifacts/screens, to look at the layout. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(artifacts, 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${slug(name)}.png`) });
}

// The UI updates asynchronously: tests retry their assertions with the polling helper that the
// integration tests and the seed use too (stack/src/eventually.ts).
export { eventually } from '@console/stack/eventually';

/** The text of an element, trimmed ('' when it has none). */
export async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').trim();
}
