import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rackAlternated, spreadEvenly } from './reassignment-proposal.ts';

test('replicas and leaders are spread round-robin over the chosen brokers', () => {
  const parts = [0, 1, 2, 3, 4, 5].map((partition) => ({ partition, replicationFactor: 2 }));
  const proposal = spreadEvenly(parts, [{ id: 3 }, { id: 1 }, { id: 2 }]);
  assert.deepEqual(
    proposal.map((p) => p.replicas),
    [
      [1, 2],
      [2, 3],
      [3, 1],
      [1, 2],
      [2, 3],
      [3, 1],
    ],
  );
});

test('brokers alternate over racks so a partition’s replicas sit on different racks', () => {
  const brokers = [
    { id: 1, rack: 'a' },
    { id: 2, rack: 'a' },
    { id: 3, rack: 'b' },
    { id: 4, rack: 'b' },
  ];
  assert.deepEqual(rackAlternated(brokers), [1, 3, 2, 4]);
  for (const p of spreadEvenly(
    [0, 1, 2, 3].map((partition) => ({ partition, replicationFactor: 2 })),
    brokers,
  )) {
    const racks = p.replicas.map((id) => brokers.find((b) => b.id === id)?.rack);
    assert.notEqual(racks[0], racks[1], `partition ${p.partition}: ${p.replicas}`);
  }
});

test('more replicas than brokers is refused, naming the partition', () => {
  assert.throws(
    () => spreadEvenly([{ partition: 4, replicationFactor: 3 }], [{ id: 1 }, { id: 2 }]),
    /Partition 4/,
  );
});
