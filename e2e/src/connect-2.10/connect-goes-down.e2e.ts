// Issue 17: the real Connect worker of the stack stopped (through the stack's API) while its list is
// open. The page says the worker is unreachable and offers Retry; once the worker is back the list
// fills again by itself. The worker is always started again (other tests use it), in a finally.
import assert from 'node:assert/strict';
import { down, endpoints, up } from '@console/stack';
import type { Page } from 'playwright-core';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';

const SEEDED = 'demo-file-source';
const seededRow = (page: Page) =>
  page.getByTestId('connect-table').getByTestId('table-row').filter({ hasText: SEEDED });

async function workerConnectors(): Promise<string[]> {
  return (await (await fetch(`${endpoints.connect.url}/connectors`)).json()) as string[];
}

browserTest(
  'the Connect worker stopped: its list says so, and fills again by itself once it is back',
  async (page) => {
    // Other tests add and remove connectors of their own meanwhile: the seeded one stays.
    assert.ok((await workerConnectors()).includes(SEEDED), 'the stack seeds the file source');
    await page.goto(`${baseUrl}/ui/main/connect/demo-connect`);
    await eventually(async () => assert.equal(await seededRow(page).count(), 1));
    try {
      await down({ only: ['connect'] });
      await page.reload();
      await eventually(
        async () =>
          assert.match(
            await text(page.getByTestId('section-error')),
            /Connect 'demo-connect' is unreachable at http:\/\/127\.0\.0\.1:8083/,
          ),
        { timeoutMs: 30_000 },
      );
      assert.equal(await page.getByTestId('section-error-retry').isVisible(), true);
      // Shown in its section, so not in a toast as well (it would stay after the worker is back).
      assert.equal(await page.getByTestId('notification-error').count(), 0);
      await screenshot(page, 'connect-worker-stopped');
    } finally {
      await up({ only: ['connect'] });
    }
    await eventually(async () => assert.equal(await seededRow(page).count(), 1), {
      timeoutMs: 60_000,
      intervalMs: 500,
    });
    assert.equal(await page.getByTestId('section-error').count(), 0);
    assert.ok((await workerConnectors()).includes(SEEDED));
    await screenshot(page, 'connect-worker-back');
  },
);
