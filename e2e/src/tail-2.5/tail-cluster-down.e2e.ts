// Issue 17: the whole `second` cluster (one broker) stopped by its pid under an open live tail. The
// page says the cluster is unreachable and that the tail resumes by itself, keeps trying, and when
// the broker is back goes on from its last offsets: the records written after the restart follow
// the earlier ones with no gap and none twice. The broker is always started again (other people's
// tests use it), and the outage lasts only until the page has said so.
import assert from 'node:assert/strict';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';
import {
  BROKER,
  produce,
  shownOffsets,
  tailRows,
  UNREACHABLE_NOTICE,
  whileSecondDown,
  withSecondTopic,
} from './second-down.ts';

browserTest('the whole cluster down: the tail says so and resumes by itself when it is back', (page) =>
  withSecondTopic('e2e-tail-down', async (topic) => {
    await page.goto(`${baseUrl}/ui/${BROKER}/tail?topicId=${topic}`);
    await eventually(async () => assert.equal(await text(page.getByTestId('tail-state')), 'STARTED'));
    await produce(topic, ['b0', 'b1', 'b2']);
    await eventually(async () => assert.equal(await tailRows(page).count(), 3));

    await whileSecondDown(async () => {
      await eventually(
        async () => assert.equal(await text(page.getByTestId('tail-notice')), UNREACHABLE_NOTICE),
        { timeoutMs: 120_000, intervalMs: 500 },
      );
      await screenshot(page, 'tail-cluster-unreachable');
      assert.equal(await text(page.getByTestId('tail-state')), 'STARTED');
      assert.equal(await page.getByTestId('tail-error').count(), 0);
    });

    await produce(topic, ['a0', 'a1', 'a2']);
    await eventually(async () => assert.equal(await page.getByTestId('tail-notice').count(), 0), {
      timeoutMs: 120_000,
      intervalMs: 500,
    });
    await eventually(async () => assert.deepEqual(await shownOffsets(page), [0, 1, 2, 3, 4, 5]), {
      timeoutMs: 30_000,
    });
    await screenshot(page, 'tail-cluster-back');
  }),
);
