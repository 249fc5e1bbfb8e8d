// Issue 17: a live tail started while its whole cluster (`second`, one broker) is down. The page
// says the cluster is unreachable and keeps trying; the cluster's health dot turns red; when the
// broker is back the dot turns green within seconds and the tail shows what is written from then
// on, by itself. The broker is always started again (other people's tests use it).
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';
import {
  BROKER,
  produce,
  shownOffsets,
  UNREACHABLE_NOTICE,
  whileSecondDown,
  withSecondTopic,
} from './second-down.ts';

const dot = (page: Page) => page.getByTestId(`cluster-health-${BROKER}`).first();

browserTest('a tail started while its cluster is down waits for it, and the health dot follows', (page) =>
  withSecondTopic('e2e-tail-start-down', async (topic) => {
    await page.goto(`${baseUrl}/ui/${BROKER}/tail?topicId=${topic}`);
    await eventually(async () => assert.equal(await dot(page).getAttribute('data-status'), 'UP'), {
      timeoutMs: 40_000,
    });
    await page.getByTestId('tail-state').waitFor();
    await whileSecondDown(async () => {
      // Started now: the tail is opened while no broker answers.
      await page.reload();
      await eventually(
        async () => assert.equal(await text(page.getByTestId('tail-notice')), UNREACHABLE_NOTICE),
        { timeoutMs: 60_000, intervalMs: 500 },
      );
      assert.equal(await text(page.getByTestId('tail-state')), 'STARTED');
      assert.equal(await page.getByTestId('tail-error').count(), 0);
      // The sampler's next round (at most 30 s) finds the cluster down.
      await eventually(async () => assert.equal(await dot(page).getAttribute('data-status'), 'DOWN'), {
        timeoutMs: 45_000,
        intervalMs: 500,
      });
      await screenshot(page, 'tail-started-cluster-down');
    });

    // Back: green within seconds (a failed cluster is probed every 2 s, the dot asks every 3 s).
    await eventually(async () => assert.equal(await dot(page).getAttribute('data-status'), 'UP'), {
      timeoutMs: 20_000,
      intervalMs: 500,
    });
    await produce(topic, ['a0', 'a1', 'a2']);
    await eventually(async () => assert.equal(await page.getByTestId('tail-notice').count(), 0), {
      timeoutMs: 30_000,
      intervalMs: 500,
    });
    await eventually(async () => assert.deepEqual(await shownOffsets(page), [0, 1, 2]), {
      timeoutMs: 30_000,
    });
    // The topic list's failure toast from the start is closed once the list answers again.
    await eventually(async () => assert.equal(await page.getByTestId('notification-error').count(), 0), {
      timeoutMs: 20_000,
      intervalMs: 500,
    });
    await screenshot(page, 'tail-started-cluster-back');
  }),
);
