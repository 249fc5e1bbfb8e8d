import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eventually } from '@console/stack/eventually';
import { BROKER, openTail, produce, useSecondDown } from './second-down.ts';

// The whole `second` cluster (one broker) stopped by its pid while a live tail reads it: once no
// broker answers for the failover time the tail says the cluster is unreachable and that it
// resumes by itself, with the offsets it had reached. Records written after the broker is back,
// while no tail is open, are then read by a tail resumed from those offsets: every record once, in
// offset order. The broker is started again whatever happens; other tests share it.

describe(`the whole ${BROKER} cluster down during a live tail`, () => {
  const second = useSecondDown('it-fault-down');

  test('says the cluster is unreachable, then resumes from its offsets when it is back', async (t) => {
    const first = await openTail(second.tailUrl());
    t.after(() => first.close());
    const before = Array.from({ length: 5 }, (_, i) => `before-${i}`);
    await produce(second.topic, before);
    await eventually(() =>
      assert.deepEqual(
        first.records,
        before.map((k, i) => `${i} ${k}`),
      ),
    );

    await second.outage(async () => {
      await eventually(() => assert.ok(first.unreachable, 'no clusterUnreachable event yet'), {
        timeoutMs: 120_000,
        intervalMs: 500,
        what: 'the tail says the cluster is unreachable',
      });
      // What the browser's retries get meanwhile: a quick 502 naming the cause, so it tries again.
      const retry = await fetch(second.tailUrl(first.offsets));
      assert.equal(retry.status, 502);
      assert.match(((await retry.json()) as { message: string }).message, /^Cluster 'second' is unreachable/);
    });
    assert.equal(
      first.unreachable,
      `Cluster '${BROKER}' is unreachable; the tail resumes by itself when it is back`,
    );
    assert.equal(first.error, undefined);
    await first.ended;
    assert.deepEqual(first.offsets, [`${second.topic},0,5`]);

    // Written while no tail is open: the resumed tail must read exactly these, nothing before.
    const afterKeys = Array.from({ length: 5 }, (_, i) => `after-${i}`);
    await produce(second.topic, afterKeys); // once: a retry could write a record twice
    const resumed = await eventually(() => openTail(second.tailUrl(first.offsets)), {
      timeoutMs: 60_000,
      what: 'the tail opens again',
    });
    t.after(() => resumed.close());
    await eventually(() =>
      assert.deepEqual(
        resumed.records,
        afterKeys.map((k, i) => `${i + 5} ${k}`),
      ),
    );
  });
});
