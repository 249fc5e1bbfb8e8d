import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { readEvents, restartEvents, searchEvents } from '@console/contract/events';
import { eventually } from '@console/stack/eventually';
import { kafkaTool } from '@console/stack/list-kafka';
import { Admin, Producer, stringSerializers } from '@platformatic/kafka';
import { freePort, readTail, startConsoleProcess, tailPath } from './console-process.ts';

// SIGTERM (server/src/main.ts): the console stops accepting, ends open searches and tails with a
// `serverRestart` event, closes its Kafka clients and exits with 0 inside 10 s; a new process on
// the same address takes the tail back from its last offsets, with nothing skipped or twice.

const bootstrap = ['127.0.0.1:19092', '127.0.0.1:29092', '127.0.0.1:39092'];
const keys = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `k${from + i}`);

describe('SIGTERM', () => {
  const topic = `it-sigterm-${randomBytes(4).toString('hex')}`;
  const admin = new Admin({ clientId: 'it-sigterm', bootstrapBrokers: bootstrap });
  const producer = new Producer({
    clientId: 'it-sigterm',
    bootstrapBrokers: bootstrap,
    serializers: stringSerializers,
  });
  const send = (names: string[]) =>
    producer.send({
      messages: names.map((key) => ({ topic, partition: names.indexOf(key) % 2, key, value: key })),
    });

  before(() => admin.createTopics({ topics: [topic], partitions: 2, replicas: 3 }));
  after(async () => {
    await producer.close();
    await admin.deleteTopics({ topics: [topic] }).catch(() => {});
    await admin.close();
  });

  test('open streams get the restart event, the process exits 0 within 10 s, the tail resumes on the next one', async () => {
    const port = await freePort();
    const first = await startConsoleProcess(port);
    const tail = await readTail(`${first.url}${tailPath(topic)}`);
    await send(keys(0, 50));
    await eventually(() => assert.equal(tail.keys.length, 50));

    // A search over a million records that matches nothing is still running when the signal comes.
    const search = await fetch(
      `${first.url}/api/main/topic/clickstream-1m/data/search?searchByValue=nothing-like-it`,
    );
    assert.equal(search.status, 200);
    const searchEvents_: string[] = [];
    let searchRestart = '';
    const searchRead = (async () => {
      for await (const e of readEvents(search.body as ReadableStream<Uint8Array>, {
        ...searchEvents,
        ...restartEvents,
      })) {
        searchEvents_.push(e.event);
        if (e.event === 'serverRestart') searchRestart = e.data.message;
      }
    })();
    await eventually(() => assert.ok(searchEvents_.includes('searchBody')));

    const signalled = performance.now();
    first.child.kill('SIGTERM');
    const exitCode = await Promise.race([
      first.exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000)),
    ]);
    const seconds = (performance.now() - signalled) / 1000;
    console.log(`console exited ${seconds.toFixed(2)} s after SIGTERM`);
    assert.equal(exitCode, 0);
    await Promise.all([tail.ended, searchRead]);
    assert.equal(tail.restartMessage, 'The server is restarting; reconnecting…');
    assert.equal(tail.events.at(-1), 'serverRestart');
    assert.equal(searchRestart, 'The server is restarting; reconnecting…');
    assert.ok(!searchEvents_.includes('searchEnd'), 'the search was cut, not finished');

    // Written while no console runs; the next process on the same address resumes from the offsets.
    await send(keys(50, 80));
    const second = await startConsoleProcess(port);
    try {
      const resumed = await readTail(`${second.url}${tailPath(topic, tail.offsets)}`);
      await send(keys(80, 100));
      await eventually(() => assert.equal(resumed.keys.length, 50));
      const seen = [...tail.keys, ...resumed.keys];
      assert.deepEqual([...seen].sort(), [...keys(0, 100)].sort(), 'every record once, none skipped');
      resumed.close();
      // What Kafka holds, read with Kafka's own tool: the same hundred records.
      const offsets = await kafkaTool('org.apache.kafka.tools.GetOffsetShell', [
        '--bootstrap-server',
        bootstrap.join(','),
        '--topic',
        topic,
      ]);
      const total = offsets
        .trim()
        .split('\n')
        .reduce((sum, line) => sum + Number(line.split(':')[2]), 0);
      assert.equal(total, 100);
    } finally {
      second.child.kill('SIGTERM');
      assert.equal(await second.exited, 0);
    }
  });
});
