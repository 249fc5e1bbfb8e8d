// The whole `second` cluster (one broker) taken down under the tail page, for the tests that watch
// a live tail through the outage: a topic of the test's own on it, records written with our Kafka
// client's producer, the offsets the page shows, and the outage itself. Other people's tests use
// the broker: an outage always ends with the broker started again, however the test goes.
import { randomBytes } from 'node:crypto';
import { status, up } from '@console/stack';
import { Admin, Producer, stringSerializers } from '@platformatic/kafka';
import type { Page } from 'playwright-core';

export const BROKER = 'second';
const kafka = {
  clientId: 'e2e-tail-second-down',
  bootstrapBrokers: ['127.0.0.1:9192'],
  sasl: { mechanism: 'PLAIN' as const, username: 'admin', password: 'admin-secret' },
};

/** What the tail page says while no broker of its cluster answers. */
export const UNREACHABLE_NOTICE = `Cluster '${BROKER}' is unreachable; the tail resumes by itself when it is back. Trying again every 5 s…`;

export const tailRows = (page: Page) => page.getByTestId('tail-table').getByTestId('table-row');

/** The offsets of the rows shown, in ascending order. */
export async function shownOffsets(page: Page): Promise<number[]> {
  return (await tailRows(page).getByTestId('cell-offset').allInnerTexts()).map(Number).sort((a, b) => a - b);
}

export async function produce(topic: string, keys: string[]): Promise<void> {
  const producer = new Producer({ ...kafka, serializers: stringSerializers });
  try {
    await producer.send({ messages: keys.map((key) => ({ topic, partition: 0, key, value: `v-${key}` })) });
  } finally {
    await producer.close();
  }
}

/** Runs `test` with a one-partition topic of its own on `second`, deleted afterwards. */
export async function withSecondTopic(prefix: string, test: (topic: string) => Promise<void>): Promise<void> {
  const topic = `${prefix}-${randomBytes(4).toString('hex')}`;
  const admin = new Admin(kafka);
  await admin.createTopics({ topics: [topic], partitions: 1, replicas: 1 });
  try {
    await test(topic);
  } finally {
    await admin.deleteTopics({ topics: [topic] }).catch(() => {});
    await admin.close();
  }
}

/** Runs `during` with the broker killed by its pid (a crash); it is started again however it ends. */
export async function whileSecondDown(during: () => Promise<void>): Promise<void> {
  const pid = (await status()).find((c) => c.name === BROKER)?.pid;
  if (!pid) throw new Error(`${BROKER} is not running`);
  process.kill(pid, 'SIGKILL');
  try {
    await during();
  } finally {
    await up({ only: [BROKER] });
  }
}
