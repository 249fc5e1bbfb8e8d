// Issue 17: the real Connect worker of the stack stopped (through the stack's API) while a
// connector's page is open. The page, which re-reads the connector every few seconds, notices by
// itself: it names the worker with Retry and hides the state, actions and tasks it can no longer
// vouch for; once the worker is back it fills again with no click and no reload. The worker is
// always started again (other tests use it), in a finally.
import assert from 'node:assert/strict';
import { endpoints } from '@console/stack';
import type { Page } from 'playwright-core';
import {
  assertBackBySelf,
  assertRetryStillUnreachable,
  assertSaysUnreachable,
  whileDown,
} from '../component-down.ts';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';

// Seeded by the stack and running; other tests leave it alone.
const SEEDED = 'demo-file-source';
const taskRows = (page: Page) => page.getByTestId('connect-tasks-table').getByTestId('table-row');

/** The connector's state as the worker reports it (not read through the console). */
async function workerState(): Promise<string> {
  const answer = await fetch(`${endpoints.connect.url}/connectors/${SEEDED}/status`);
  return ((await answer.json()) as { connector: { state: string } }).connector.state;
}

browserTest(
  "the Connect worker stopped: a connector's page says so with Retry, and fills again by itself once it is back",
  async (page) => {
    assert.equal(await workerState(), 'RUNNING', 'the stack seeds a running file source');
    await page.goto(`${baseUrl}/ui/main/connect/demo-connect/definition/${SEEDED}/tasks`);
    await eventually(async () =>
      assert.equal(await page.getByTestId('connector-state').getAttribute('data-state'), 'RUNNING'),
    );
    await eventually(async () => assert.ok((await taskRows(page).count()) > 0));
    await whileDown('connect', async () => {
      // No reload: the open page finds out on its next read.
      await assertSaysUnreachable(
        page,
        /Connect 'demo-connect' is unreachable at http:\/\/127\.0\.0\.1:8083/,
      );
      assert.match(await text(page.getByTestId('section-error')), new RegExp(`Definition '${SEEDED}'`));
      // What the worker said last may no longer hold: no state, no actions, no tasks.
      assert.equal(await page.getByTestId('connector-state').count(), 0);
      assert.equal(await page.getByTestId('connect-pause').count(), 0);
      assert.equal(await page.getByTestId('connect-tasks-table').count(), 0);
      await assertRetryStillUnreachable(page, /Connect 'demo-connect' is unreachable/);
      await screenshot(page, 'connect-definition-worker-stopped');
    });

    await assertBackBySelf(page, async () =>
      assert.equal(await page.getByTestId('connector-state').getAttribute('data-state'), 'RUNNING'),
    );
    await eventually(async () => assert.ok((await taskRows(page).count()) > 0));
    assert.equal(await page.getByTestId('connect-pause').count(), 1);
    assert.equal(await workerState(), 'RUNNING');
    await screenshot(page, 'connect-definition-worker-back');
  },
);
