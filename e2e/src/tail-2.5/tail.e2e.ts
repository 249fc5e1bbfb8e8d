// Spec §2.5/§4 live tail: two topics while a producer writes, pause, resume, clear, a change of
// max records stops and hides the table, and topicId in the URL starts at once.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before } from 'node:test';
import { Admin, Producer, stringSerializers } from '@platformatic/kafka';
import type { Page } from 'playwright-core';
import { browserTest, eventually, screenshot, text } from '../harness.ts';

const bootstrapBrokers = ['127.0.0.1:19092', '127.0.0.1:29092', '127.0.0.1:39092'];
const suffix = randomBytes(4).toString('hex');
const topics = [`e2e-tail-${suffix}-a`, `e2e-tail-${suffix}-b`];
const admin = new Admin({ clientId: 'e2e-tail', bootstrapBrokers });
const producer = new Producer({ clientId: 'e2e-tail', bootstrapBrokers, serializers: stringSerializers });
let timer: NodeJS.Timeout | undefined;
let seq = 0;

before(async () => {
  await admin.createTopics({ topics, partitions: 2, replicas: 1 });
  // ~10 records/s into each topic for as long as the file runs
  timer = setInterval(() => {
    seq++;
    void producer
      .send({
        messages: topics.map((topic) => ({
          topic,
          key: `key-${seq}`,
          value: JSON.stringify({ seq, topic, parity: seq % 2 === 0 ? 'even' : 'odd' }),
        })),
      })
      .catch(() => {});
  }, 100);
});
after(async () => {
  clearInterval(timer);
  await producer.close();
  await admin.deleteTopics({ topics });
  await admin.close();
});

const rows = (page: Page) => page.getByTestId('tail-table').getByTestId('table-row');
const state = (page: Page) => text(page.getByTestId('tail-state'));

async function chooseTopic(page: Page, topic: string) {
  await page.getByTestId('tail-topics').click();
  await page.getByTestId('tail-topics').fill(topic);
  await page.getByRole('option', { name: topic, exact: true }).click();
}

browserTest('tail two topics, pause, resume, clear, change max records', async (page) => {
  await page.goto('/ui/main/tail');
  assert.equal(await state(page), 'STOPPED');
  assert.equal(await page.getByTestId('tail-table').count(), 0);
  for (const t of topics) await chooseTopic(page, t);
  await page.getByTestId('tail-toggle').click();
  await eventually(async () => assert.equal(await state(page), 'STARTED'));
  await eventually(async () => {
    const seen = new Set(await rows(page).getByTestId('cell-topic').allInnerTexts());
    assert.deepEqual([...seen].sort(), topics);
  });
  await screenshot(page, 'tail-two-topics');
  // newest first, capped at the default 50
  await eventually(async () => assert.equal(await rows(page).count(), 50), { timeoutMs: 15_000 });
  // ISO strings drop trailing zeros of the fraction (AKHQ's format): compare as instants
  const times = (await rows(page).getByTestId('cell-timestamp').allInnerTexts()).map((t) => Date.parse(t));
  assert.deepEqual(
    times,
    [...times].sort((a, b) => b - a),
  );

  await page.getByTestId('tail-toggle').click(); // Pause
  assert.equal(await state(page), 'PAUSED');
  const frozen = await rows(page).first().getByTestId('cell-key').innerText();
  await new Promise((r) => setTimeout(r, 1000));
  assert.equal(await rows(page).first().getByTestId('cell-key').innerText(), frozen);

  await page.getByTestId('tail-toggle').click(); // Resume
  await eventually(async () =>
    assert.notEqual(await rows(page).first().getByTestId('cell-key').innerText(), frozen),
  );
  assert.equal(await state(page), 'STARTED');

  await page.getByTestId('tail-clear').click();
  await eventually(async () => assert.ok((await rows(page).count()) < 50));
  await eventually(async () => assert.ok((await rows(page).count()) > 0));

  await page.getByTestId('tail-max').click();
  await page.getByRole('option', { name: '100', exact: true }).click();
  assert.equal(await state(page), 'STOPPED');
  assert.equal(await page.getByTestId('tail-table').count(), 0);
});

browserTest('a topicId in the URL starts tailing it at once', async (page) => {
  await page.goto(`/ui/main/tail?topicId=${topics[1]}`);
  await eventually(async () => assert.equal(await state(page), 'STARTED'));
  await eventually(async () => assert.ok((await rows(page).count()) > 0));
  assert.deepEqual([...new Set(await rows(page).getByTestId('cell-topic').allInnerTexts())], [topics[1]]);
  assert.equal(await page.title(), 'Live Tail | Kafka Console');
});

browserTest('a stream error (the topic deleted) stops the tail with a message', async (page) => {
  const doomed = `e2e-tail-${suffix}-doomed`;
  await admin.createTopics({ topics: [doomed], partitions: 1, replicas: 1 });
  // The stream answers 200 once the server reads the topic: deleted before that, the tail would
  // be refused as asking for a missing topic, not stopped.
  const streaming = page.waitForResponse((r) => r.url().includes('/api/main/tail/sse') && r.status() === 200);
  await page.goto(`/ui/main/tail?topicId=${doomed}`);
  await streaming;
  await eventually(async () => assert.equal(await state(page), 'STARTED'));
  await admin.deleteTopics({ topics: [doomed] });
  await eventually(async () => assert.equal(await state(page), 'STOPPED'));
  assert.match(await text(page.getByTestId('tail-error')), /^Live tail stopped: /);
  assert.equal(await page.getByTestId('tail-table').count(), 0);
});

browserTest('a search keeps matching records only (case-insensitive, key or value)', async (page) => {
  await page.goto('/ui/main/tail');
  await chooseTopic(page, topics[0]!);
  await page.getByTestId('tail-search').fill('EVEN');
  await page.getByTestId('tail-search').press('Enter');
  await eventually(async () => assert.ok((await rows(page).count()) >= 4), { timeoutMs: 20_000 });
  for (const value of await rows(page).getByTestId('cell-value').allInnerTexts())
    assert.match(value, /"parity":"even"/);
  for (const key of await rows(page).getByTestId('cell-key').allInnerTexts())
    assert.equal(Number(key.slice(4)) % 2, 0);
});
