import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ClusterHealth } from '@console/contract';
import { status } from '@console/stack';
import { eventually } from '@console/stack/eventually';
import { samplerOf } from '../../src/metrics/samplers.ts';
import { json } from '../helpers.ts';
import { BROKER, openTail, produce, type Tail, useSecondDown } from './second-down.ts';

// One outage of the whole `second` cluster (its one broker killed by pid), two things seen through it:
// - a live tail started while the cluster is down answers at once, says the cluster is unreachable,
//   keeps trying, and once the cluster is back reads what is written from then on by itself;
// - the sidebar's health for the cluster is DOWN, and UP again within seconds of the broker's return
//   (a failed cluster is probed every 2 s), well before the sampler's next 30 s round.
// The broker is started again whatever happens; other tests share it.

describe(`a live tail started while the whole ${BROKER} cluster is down`, () => {
  const second = useSecondDown('it-fault-tailstart');
  const health = async () =>
    json<ClusterHealth>(await second.server().get(`/api/${BROKER}/overview/health`)).then((h) => h.status);

  test('says so, keeps trying, and reads what is written once the cluster is back', async (t) => {
    await eventually(async () => assert.equal(await health(), 'UP'), { what: `${BROKER} healthy first` });
    let tail: Tail | undefined;
    await second.outage(async () => {
      const opened = await openTail(second.tailUrl());
      tail = opened;
      t.after(() => opened.close());
      await eventually(() => assert.ok(opened.unreachable, 'no clusterUnreachable event yet'), {
        timeoutMs: 30_000,
        what: 'the tail says the cluster is unreachable',
      });
      // The sampler's next round would come in 30 s: this test asks for one now, as a failed request would.
      await samplerOf(second.server().ctx, BROKER)?.tick();
      assert.equal(await health(), 'DOWN');
    });
    const back = performance.now();
    assert.ok(tail);
    const opened: Tail = tail;
    assert.equal(
      opened.unreachable,
      `Cluster '${BROKER}' is unreachable; the tail resumes by itself when it is back`,
    );
    assert.equal(opened.error, undefined);

    // Green again within seconds of the broker's return (the sampler alone would take up to 30 s).
    await eventually(async () => assert.equal(await health(), 'UP'), {
      timeoutMs: 20_000,
      intervalMs: 500,
      what: `${BROKER} healthy again`,
    });
    console.log(
      `health UP ${((performance.now() - back) / 1000).toFixed(1)} s after ${BROKER} was ready again`,
    );

    const keys = Array.from({ length: 5 }, (_, i) => `after-${i}`);
    await produce(second.topic, keys); // once: a retry could write a record twice
    await eventually(
      () =>
        assert.deepEqual(
          opened.records,
          keys.map((k, i) => `${i} ${k}`),
        ),
      { timeoutMs: 30_000, what: 'the tail reads the records written after the cluster came back' },
    );
    assert.equal(opened.error, undefined);
    assert.ok((await status()).find((c) => c.name === BROKER)?.running, `${BROKER} left running`);
  });
});
