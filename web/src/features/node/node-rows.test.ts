import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diskUses, fullestDisk, leaderShare, type NodeRow, toNodeRows } from './node-rows.ts';

test('leader share is countLeader with its percentage of all partitions, 2 decimals', () => {
  assert.equal(
    leaderShare({ id: 1, countLeader: 36, countInSyncReplicas: 0, totalPartitions: 108 }),
    '36 (33.33%)',
  );
  assert.equal(
    leaderShare({ id: 1, countLeader: 0, countInSyncReplicas: 0, totalPartitions: 0 }),
    '0 (0.00%)',
  );
  assert.equal(leaderShare(undefined), '');
});

test('exactly the controller row is marked, partitions matched by node id', () => {
  const rows = toNodeRows(
    {
      id: 'x',
      nodes: [
        { id: 1, host: 'a', port: 1 },
        { id: 2, host: 'b', port: 2 },
      ],
      controller: { id: 2, host: 'b', port: 2 },
    },
    [{ id: 2, countLeader: 3, countInSyncReplicas: 3, totalPartitions: 6 }],
  );
  assert.deepEqual(
    rows.map((r) => [r.id, r.controller, r.partitions?.countLeader]),
    [
      [1, false, undefined],
      [2, true, 3],
    ],
  );
});

test('each log dir shows its used share and free bytes; the Disk column sorts by the fullest', () => {
  const row: NodeRow = {
    id: 1,
    host: 'a',
    port: 1,
    controller: false,
    partitions: {
      id: 1,
      countLeader: 0,
      countInSyncReplicas: 0,
      totalPartitions: 0,
      logDirs: [
        { path: '/data/a', totalBytes: 1000, usableBytes: 750 },
        { path: '/data/b', totalBytes: 1000, usableBytes: 100 },
      ],
    },
  };
  assert.deepEqual(
    diskUses(row).map((d) => [d.path, d.used, d.free, d.percent]),
    [
      ['/data/a', 250, 750, 25],
      ['/data/b', 900, 100, 90],
    ],
  );
  assert.equal(fullestDisk(row), 90);
  assert.equal(fullestDisk({ ...row, partitions: undefined }), undefined);
});
