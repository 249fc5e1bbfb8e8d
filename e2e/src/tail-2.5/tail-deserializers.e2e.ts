// Issue 14: the live tail's own deserializer choice, applied to every topic it tails. kcat writes
// a 16-byte UUID key and a big-endian int64 value to two topics after the tail started; both rows
// show what was written, and the choice is named under the controls.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { createTopic, kcatProduce, topicName } from '../topic-data-2.4/kafka-tools.ts';

const UUIDS = ['123e4567-e89b-12d3-a456-426614174000', 'f47ac10b-58cc-4372-a567-0e02b2c3d479'];
const NUMBERS = [-9223372036854775808n, 1234567890123n];

const uuidBytes = (u: string) => Buffer.from(u.replaceAll('-', ''), 'hex');
const int64 = (n: bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigInt64BE(n);
  return b;
};

const rows = (page: Page) => page.getByTestId('tail-table').getByTestId('table-row');

async function chooseTopic(page: Page, topic: string) {
  await page.getByTestId('tail-topics').click();
  await page.getByTestId('tail-topics').fill(topic);
  await page.getByRole('option', { name: topic, exact: true }).click();
}

async function deserialize(page: Page, which: 'key' | 'value', label: string) {
  await page.getByTestId('tail-deserializers').click();
  await page.getByTestId(`deserializer-${which}-type`).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await page.getByTestId('deserializer-apply').click();
}

browserTest('a tail of two topics reads both with the chosen key and value deserializers', async (page) => {
  const topics = [topicName('tail-deser-a'), topicName('tail-deser-b')];
  for (const t of topics) await createTopic(t);
  await page.goto('/ui/main/tail');
  for (const t of topics) await chooseTopic(page, t);
  assert.equal(await page.getByTestId('tail-deserializers-chosen').count(), 0);
  await deserialize(page, 'key', 'UUID');
  await deserialize(page, 'value', 'Int64');
  assert.equal(await text(page.getByTestId('tail-deserializers-chosen')), 'Key as UUID, value as Int64');
  await page.getByTestId('tail-toggle').click();
  await eventually(async () => assert.equal(await text(page.getByTestId('tail-state')), 'STARTED'));
  // The stream is open once the table shows (0 / 50 records): what kcat writes now is tailed.
  await page.getByTestId('tail-count').waitFor();
  for (const [i, topic] of topics.entries()) {
    await kcatProduce(topic, [{ key: uuidBytes(UUIDS[i] as string), value: int64(NUMBERS[i] as bigint) }]);
  }
  await eventually(async () => assert.equal(await rows(page).count(), 2), { timeoutMs: 30_000 });
  const shown = [];
  for (let i = 0; i < 2; i++) {
    const row = rows(page).nth(i);
    shown.push([
      await text(row.getByTestId('cell-topic')),
      await text(row.getByTestId('cell-key')),
      await text(row.getByTestId('cell-value')),
    ]);
  }
  assert.deepEqual(
    shown.sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    topics.map((t, i) => [t, UUIDS[i], String(NUMBERS[i])]),
  );
  await screenshot(page, 'tail-deserializers');

  // Changing the choice stops the tail and clears its rows, as any other parameter does.
  await deserialize(page, 'value', 'Automatic');
  assert.equal(await text(page.getByTestId('tail-state')), 'STOPPED');
  assert.equal(await text(page.getByTestId('tail-deserializers-chosen')), 'Key as UUID, value as Automatic');
});
