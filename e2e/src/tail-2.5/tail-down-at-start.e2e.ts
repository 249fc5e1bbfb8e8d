// Issue 17: a live tail started while its whole cluster (`second`, one broker) is down. The page
// says the cluster is unreachable and keeps trying; the cluster's health dot turns red; when the
// broker is back the dot turns green within seconds and the tail shows what is written from then
// on, by itself. The broker is always started again (other people's tests use it).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { status, up } from '@console/stack';
import { Admin, Producer, stringSerializers } from '@platformatic/kafka';
import type { Page } from 'playwright-core';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';

const BROKER = 'second';
const kafka = {
  clientId: 'e2e-tail-down-at-start',
  bootstrapBrokers: ['127.0.0.1:9192'],
  sasl: { mechanism: 'PLAIN' as const, username: 'admin', password: 'admin-secret' },
};
const rows = (page: Page) => page.getByTestId('tail-table').getByTestId('table-row');
const dot = (page: Page) => page.getByTestId(`cluster-health-${BROKER}`).first();

async function produce(topic: string, keys: string[]): Promise<void> {
  const producer = new Producer({ ...kafka, serializers: stringSerializers });
  try {
    await producer.send({ messages: keys.map((key) => ({ topic, partition: 0, key, value: `v-${key}` })) });
  } finally {
    await producer.close();
  }
}

async function stopBroker(): Promise<void> {
  const pid = (await status()).find((c) => c.name === BROKER)?.pid;
  if (!pid) throw new Error(`${BROKER} is not running`);
  process.kill(pid, 'SIGKILL');
}

browserTest(
  'a tail started while its cluster is down waits for it, and the health dot follows',
  async (page) => {
    const topic = `e2e-tail-start-down-${randomBytes(4).toString('hex')}`;
    const admin = new Admin(kafka);
    await admin.createTopics({ topics: [topic], partitions: 1, replicas: 1 });
    let stopped = false;
    try {
      await page.goto(`${baseUrl}/ui/${BROKER}/tail?topicId=${topic}`);
      await eventually(async () => assert.equal(await dot(page).getAttribute('data-status'), 'UP'), {
        timeoutMs: 40_000,
      });
      await page.getByTestId('tail-state').waitFor();
      try {
        await stopBroker();
        stopped = true;
        // Started now: the tail is opened while no broker answers.
        await page.reload();
        await eventually(
          async () =>
            assert.equal(
              await text(page.getByTestId('tail-notice')),
              `Cluster '${BROKER}' is unreachable; the tail resumes by itself when it is back. Trying again every 5 s…`,
            ),
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
      } finally {
        if (stopped) await up({ only: [BROKER] });
      }

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
      await eventually(
        async () => {
          const offsets = (await rows(page).getByTestId('cell-offset').allInnerTexts()).map(Number);
          assert.deepEqual(
            offsets.sort((a, b) => a - b),
            [0, 1, 2],
          );
        },
        { timeoutMs: 30_000 },
      );
      // The topic list's failure toast from the start is closed once the list answers again.
      await eventually(async () => assert.equal(await page.getByTestId('notification-error').count(), 0), {
        timeoutMs: 20_000,
        intervalMs: 500,
      });
      await screenshot(page, 'tail-started-cluster-back');
    } finally {
      await admin.deleteTopics({ topics: [topic] }).catch(() => {});
      await admin.close();
    }
  },
);
