import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TopicDataPage } from '@console/contract';
import { type RunningServer, startServer } from './helpers.ts';
import { createTopic, deleteTopics, produceRaw, uniqueName } from './topic-data-support.ts';

// The record readers' identical requests are shared (records/ranges.ts and fetch-raw.ts through
// kafka/coalesce.ts fresh()): many users on one data page share Kafka's answers, and a record
// written before a page was asked for, through the console or by another client, is on it,
// however many reads of that page are in flight around it.

describe('shared record reads', () => {
  let server: RunningServer;
  const topics: string[] = [];
  const page = async (topic: string) => {
    const response = await server.get(`/api/main/topic/${topic}/data?sort=NEWEST`);
    assert.equal(response.status, 200, await response.clone().text());
    return (await response.json()) as TopicDataPage;
  };
  const newest = async (topic: string) => (await page(topic)).results?.[0]?.value;

  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await deleteTopics('main', topics);
    await server.close();
  });

  test('100 users on one data page at once: the same page from shared Kafka reads', async () => {
    const coalescer = server.ctx.kafka.coalescer('main');
    const before = { ...coalescer.stats };
    const answers = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const response = await server.get('/api/main/topic/orders/data?sort=NEWEST');
        assert.equal(response.status, 200);
        return response.text();
      }),
    );
    assert.equal(new Set(answers).size, 1, 'every user sees the same page');
    assert.ok(((JSON.parse(answers[0] as string) as TopicDataPage).results?.length ?? 0) > 0);
    const sent = coalescer.stats.sent - before.sent;
    const shared = coalescer.stats.shared - before.shared;
    // Each page asks for metadata, the earliest and latest offsets and one fetch per leader.
    assert.ok(shared > 0, `some reads were shared (sent ${sent}, shared ${shared})`);
  });

  test('with reads of the page in flight all the time, each record produced shows on the next page', async (t) => {
    const topic = uniqueName('coalesce');
    topics.push(topic);
    await createTopic('main', topic, 1);
    let running = true;
    const crowd = Array.from({ length: 8 }, async () => {
      while (running) await page(topic);
    });
    t.after(async () => {
      running = false;
      await Promise.all(crowd);
    });
    for (let i = 0; i < 5; i++) {
      const produced = await server.get(`/api/main/topic/${topic}/data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ value: `through-the-console-${i}` }),
      });
      assert.equal(produced.status, 200, await produced.clone().text());
      assert.equal(await newest(topic), `through-the-console-${i}`);
    }
    // Emptied through the console: the next page is empty.
    const emptied = await server.get(`/api/main/topic/${topic}/data/empty`, { method: 'DELETE' });
    assert.equal(emptied.status, 204, await emptied.clone().text());
    assert.equal((await page(topic)).results, undefined);
    // Written by another client, not the console: a page asked once the write was acknowledged
    // shows it, though the crowd's reads were in flight (a page never joins a read sent earlier).
    await produceRaw(topic, [Buffer.from('from-another-client')]);
    assert.equal(await newest(topic), 'from-another-client');
  });
});
