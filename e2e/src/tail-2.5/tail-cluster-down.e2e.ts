// Issue 17: the whole `second` cluster (one broker) stopped by its pid under an open live tail. The
// page says the cluster is unreachable and that the tail resumes by itself, keeps trying, and when
// the broker is back goes on from its last offsets: the records written after the restart follow
// the earlier ones with no gap and none twice. The broker is always started again (other people's
// tests use it), and the outage lasts only until the page has said so.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { status, up } from '@console/stack';
import { Admin, Producer, stringSerializers } from '@platformatic/kafka';
import type { Page } from 'playwright-core';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';

const BROKER = 'second';
const kafka = {
  clientId: 'e2e-tail-down',
  bootstrapBrokers: ['127.0.0.1:9192'],
  sasl: { mechanism: 'PLAIN' as const, username: 'admin', password: 'admin-secret' },
};
const rows = (page: Page) => page.getByTestId('tail-table').getByTestId('table-row');

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
  'the whole cluster down: the tail says so and resumes by itself when it is back',
  async (page) => {
    const topic = `e2e-tail-down-${randomBytes(4).toString('hex')}`;
    const admin = new Admin(kafka);
    await admin.createTopics({ topics: [topic], partitions: 1, replicas: 1 });
    let stopped = false;
    try {
      await page.goto(`${baseUrl}/ui/${BROKER}/tail?topicId=${topic}`);
      await eventually(async () => assert.equal(await text(page.getByTestId('tail-state')), 'STARTED'));
      await produce(topic, ['b0', 'b1', 'b2']);
      await eventually(async () => assert.equal(await rows(page).count(), 3));

      try {
        await stopBroker();
        stopped = true;
        await eventually(
          async () =>
            assert.equal(
              await text(page.getByTestId('tail-notice')),
              `Cluster '${BROKER}' is unreachable; the tail resumes by itself when it is back. Trying again every 5 s…`,
            ),
          { timeoutMs: 120_000, intervalMs: 500 },
        );
        await screenshot(page, 'tail-cluster-unreachable');
        assert.equal(await text(page.getByTestId('tail-state')), 'STARTED');
        assert.equal(await page.getByTestId('tail-error').count(), 0);
      } finally {
        if (stopped) await up({ only: [BROKER] });
      }

      await produce(topic, ['a0', 'a1', 'a2']);
      await eventually(async () => assert.equal(await page.getByTestId('tail-notice').count(), 0), {
        timeoutMs: 120_000,
        intervalMs: 500,
      });
      await eventually(
        async () => {
          const offsets = (await rows(page).getByTestId('cell-offset').allInnerTexts()).map(Number);
          assert.deepEqual(
            offsets.sort((a, b) => a - b),
            [0, 1, 2, 3, 4, 5],
          );
        },
        { timeoutMs: 30_000 },
      );
      await screenshot(page, 'tail-cluster-back');
    } finally {
      await admin.deleteTopics({ topics: [topic] }).catch(() => {});
      await admin.close();
    }
  },
);
