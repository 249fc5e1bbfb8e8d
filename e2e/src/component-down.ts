// A component of the stack (registry, Connect, the Flink SQL gateway) stopped under an open page,
// for the tests that watch a page through the outage: what the page's section error must say while
// it is down, and that the page fills again by itself once it is back. Other people's tests use the component: an
// outage always ends with it started again, however the test goes.
import assert from 'node:assert/strict';
import { down, status, up } from '@console/stack';
import type { Page } from 'playwright-core';
import { eventually, text } from './harness.ts';

const sectionError = (page: Page) => page.getByTestId('section-error');

/** Runs `during` with the component stopped through the stack's API; it is started again however it ends. */
export async function whileDown(component: string, during: () => Promise<void>): Promise<void> {
  const pid = (await status()).find((c) => c.name === component)?.pid;
  assert.ok(pid, `${component} is running`);
  try {
    await down({ only: [component] });
    await during();
  } finally {
    await up({ only: [component] });
  }
}

/**
 * Waits until the page's section error says `unreachable` (the page finds out on its next read),
 * with Retry and the word that it is tried again by itself; said in its section, so not in a toast
 * as well (a toast would stay after the component is back).
 */
export async function assertSaysUnreachable(page: Page, unreachable: RegExp): Promise<void> {
  await eventually(async () => assert.match(await text(sectionError(page)), unreachable), {
    timeoutMs: 30_000,
  });
  assert.match(await text(sectionError(page)), /Tried again every 10 seconds while this page is open/);
  assert.equal(await text(page.getByTestId('section-error-retry')), 'Retry');
  assert.equal(await page.getByTestId('notification-error').count(), 0);
}

/** Retry asks at once; the component still down, the page still says so, and still not in a toast. */
export async function assertRetryStillUnreachable(page: Page, unreachable: RegExp): Promise<void> {
  await page.getByTestId('section-error-retry').click();
  await eventually(async () => assert.equal(await page.getByTestId('section-error-retry').isEnabled(), true));
  assert.match(await text(sectionError(page)), unreachable);
  assert.equal(await page.getByTestId('notification-error').count(), 0);
}

/**
 * With no click and no reload (the page asks again on its own while in error), `filled` comes to
 * hold once the component is back, and the section error is gone.
 */
export async function assertBackBySelf(page: Page, filled: () => Promise<void>): Promise<void> {
  await eventually(filled, { timeoutMs: 60_000, intervalMs: 500 });
  assert.equal(await sectionError(page).count(), 0);
}
