// Issue 17: the real Connect worker of the stack stopped (through the stack's API) while its list is
// open. The page says the worker is unreachable and offers Retry; once the worker is back the list
// fills again by itself. The worker is always started again (other tests use it), in a finally.
import assert from 'node:assert/strict';
import { endpoints } from '@console/stack';
import type { Page } from 'playwright-core';
import { assertBackBySelf, assertSaysUnreachable, whileDown } from '../component-down.ts';
import { baseUrl, browserTest, eventually, screenshot } from '../harness.ts';

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
    await whileDown('connect', async () => {
      await page.reload();
      await assertSaysUnreachable(
        page,
        /Connect 'demo-connect' is unreachable at http:\/\/127\.0\.0\.1:8083/,
      );
      await screenshot(page, 'connect-worker-stopped');
    });
    await assertBackBySelf(page, async () => assert.equal(await seededRow(page).count(), 1));
    assert.ok((await workerConnectors()).includes(SEEDED));
    await screenshot(page, 'connect-worker-back');
  },
);
