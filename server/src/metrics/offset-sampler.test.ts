import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually } from '@console/stack/eventually';
import { ClusterSampler, RECOVERY_PROBE_MS } from './offset-sampler.ts';

// A cluster whose round failed is probed every RECOVERY_PROBE_MS (a cheap Metadata request) and,
// at its first answer, sampled again at once; a healthy cluster is never probed. The runner stands
// in for the Kafka client: it answers by the name of what is asked.

const summary = {
  at: 0,
  brokersOnline: 1,
  brokersTotal: 1,
  underReplicated: 0,
  offline: 0,
  totalLag: 0,
  groupLag: new Map(),
};

function fakeCluster() {
  const asked: string[] = [];
  let down = true;
  const run = async <T>(what: string): Promise<T> => {
    asked.push(what);
    if (down) throw new Error('ECONNREFUSED');
    return (what === 'overview sample' ? summary : {}) as T;
  };
  return { asked, run, up: () => (down = false) };
}

test('a failed cluster is probed until it answers, then sampled at once; a healthy one is not probed', async () => {
  const cluster = fakeCluster();
  const sampler = new ClusterSampler(cluster.run, () => false, { intervalMs: 3_600_000, capacity: 2 });
  sampler.start();
  try {
    await eventually(() => assert.equal(sampler.last?.error, 'ECONNREFUSED'));
    await eventually(() => assert.ok(cluster.asked.includes('recovery probe'), 'not probed yet'), {
      timeoutMs: RECOVERY_PROBE_MS * 3,
    });
    cluster.up();
    await eventually(() => assert.equal(sampler.last?.error, undefined), {
      timeoutMs: RECOVERY_PROBE_MS * 3,
    });
    const asked = cluster.asked.length;
    await new Promise((resolve) => setTimeout(resolve, RECOVERY_PROBE_MS * 1.5));
    assert.equal(cluster.asked.length, asked, 'a healthy cluster was asked again before its interval');
  } finally {
    await sampler.stop();
  }
});
